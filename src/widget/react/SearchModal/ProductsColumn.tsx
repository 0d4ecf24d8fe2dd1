import type { ReactNode } from 'react';
import type { ProductDisplay } from '../../core/schemas';
import { ProductCardSkeleton } from '../ProductCardSkeleton';
import { productsColumnView, splitProductSection, type SearchResultsSummary } from '../../core/searchModal';
import type { SearchSection } from '../../core/searchOptions';
import { renderSearchOption, type OptionRenderContext } from './SearchOptionItem';
import * as S from './styles';

/** Props of {@link ProductsColumn}. */
export interface ProductsColumnProps {
  ctx: OptionRenderContext;
  /** Why the instant results could not be made, or `null`. */
  error: unknown;
  results: SearchResultsSummary | null;
  section: SearchSection<ProductDisplay> | null;
}

/**
 * The products column's content: placeholders while the results load, the cards and 'View all N',
 * or a message (for a search that found nothing, with 'Discover more' under it). What it throws (a broken page URL creator) reaches the error boundary around it.
 * The column is one group of the listbox (named for screen readers; the visible heading repeats
 * the name, so it is hidden from them), whatever it holds.
 */
export function ProductsColumn({ ctx, error, results, section }: ProductsColumnProps) {
  const { t, query } = ctx;
  const header = (count: number | null) => (
    <S.GroupHeader aria-hidden="true">
      <S.GroupLabel>{t('products')}</S.GroupLabel>
      {count !== null && <S.Count>{t('resultCount', { count })}</S.Count>}
    </S.GroupHeader>
  );
  switch (productsColumnView(Boolean(error), results, section !== null)) {
    case 'error':
      throw error instanceof Error ? error : new Error(String(error));
    case 'loading':
      return (
        <>
          {header(null)}
          <S.Cards data-testid="search-modal-placeholders">
            {[0, 1, 2, 3].map((index) => (
              <ProductCardSkeleton key={index} horizontal={ctx.layout === 'horizontal'} />
            ))}
          </S.Cards>
        </>
      );
    case 'failed':
      return (
        <S.Notice>
          <p>{t('searchFailed')}</p>
        </S.Notice>
      );
    case 'empty': {
      // 'Discover more': the search page for the query, with the products related to it.
      const discover = section && splitProductSection(section).viewAll;
      return (
        <>
          <S.Notice>
            <p>{t('noResults', { query })}</p>
            <p>{t('noResultsHint')}</p>
          </S.Notice>
          {discover && renderSearchOption(ctx, discover.option, discover.index)}
        </>
      );
    }
    case 'cards': {
      const { cards, viewAll } = splitProductSection(section as SearchSection<ProductDisplay>);
      return (
        <>
          {header(results?.total ?? null)}
          <S.Cards>{cards.map(({ option, index }) => renderSearchOption(ctx, option, index))}</S.Cards>
          {viewAll && renderSearchOption(ctx, viewAll.option, viewAll.index)}
        </>
      );
    }
  }
}

/**
 * Calls `render` in its own render, so what it throws is caught by the error boundary around
 * it (elements built in the parent's render would throw in the parent).
 */
export function RenderInside({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}
