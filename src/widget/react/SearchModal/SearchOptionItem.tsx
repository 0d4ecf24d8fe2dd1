import { memo, type ReactNode } from 'react';
import type { WidgetTranslate } from '../../core/i18n';
import type { ProductCardLayout } from '../../core/productCard';
import type { DisplayPrice, ProductDisplay } from '../../core/schemas';
import { suggestionMatch } from '../../core/searchModal';
import { optionHref } from '../../core/searchOptions';
import type { SearchPageSettings } from '../../core/searchPage';
import { WidgetErrorBoundary } from '../ErrorBoundary';
import {
  ProductCardTemplate,
  productCardDataAttributes,
  type ProductCardTemplateComponent,
  type ProductCardTemplateProps,
} from '../ProductCardTemplate';
import { CategoryIcon, HistoryIcon, PageIcon, QueryIcon } from './icons';
import * as S from './styles';
import type { SuggestionRenderer } from './types';
import type { Option } from './useSearchPanel';

/** What every option of the listbox is rendered with. */
export interface OptionRenderContext {
  getOptionProps: (item: Option, index: number) => Record<string, unknown>;
  highlightedIndex: number;
  searchSettings: SearchPageSettings;
  /** What is typed (trimmed). */
  query: string;
  renderSuggestion?: SuggestionRenderer;
  productCard?: ProductCardTemplateComponent;
  layout: ProductCardLayout;
  t: WidgetTranslate;
  formatPrice: (price: DisplayPrice | null | undefined) => string;
  getImage: ProductCardTemplateProps['getImage'];
  reportError: (error: unknown) => void;
}

/** The option at `index` of the flat list: a link, highlighted when the arrows are on it. */
export function renderSearchOption(ctx: OptionRenderContext, option: Option, index: number) {
  const { query, renderSuggestion } = ctx;
  const common = {
    ...ctx.getOptionProps(option, index),
    href: optionHref(option, ctx.searchSettings),
    tabIndex: -1,
    $highlighted: index === ctx.highlightedIndex,
    'data-option-kind': option.kind,
  };
  switch (option.kind) {
    case 'history':
      return (
        <S.TextOption key={option.key} {...common}>
          <HistoryIcon />
          <S.OptionText>
            <span>{option.query}</span>
          </S.OptionText>
        </S.TextOption>
      );
    case 'query':
      return (
        <S.TextOption key={option.key} {...common}>
          <QueryIcon />
          <S.OptionText>
            <span>
              {renderSuggestion
                ? renderSuggestion(option.suggestion, query)
                : highlightMatch(option.query, query)}
            </span>
          </S.OptionText>
        </S.TextOption>
      );
    case 'category':
      return (
        <S.TextOption key={option.key} {...common}>
          <CategoryIcon />
          <S.OptionText>
            <span>
              {renderSuggestion ? renderSuggestion(option.suggestion, query) : option.suggestion.title}
            </span>
            {option.suggestion.parent_title && <S.OptionMeta>{option.suggestion.parent_title}</S.OptionMeta>}
          </S.OptionText>
        </S.TextOption>
      );
    case 'content':
      return (
        <S.TextOption key={option.key} {...common}>
          <PageIcon />
          <S.OptionText>
            <span>
              {renderSuggestion && option.suggestion
                ? renderSuggestion(option.suggestion, query)
                : option.title}
            </span>
          </S.OptionText>
        </S.TextOption>
      );
    case 'product':
      return (
        <S.CardOption key={option.key} {...common} {...productCardDataAttributes(option.display, 'instant')}>
          <CardBody
            template={ctx.productCard ?? ProductCardTemplate}
            display={option.display}
            index={option.index}
            layout={ctx.layout}
            t={ctx.t}
            formatPrice={ctx.formatPrice}
            getImage={ctx.getImage}
            reportError={ctx.reportError}
          />
        </S.CardOption>
      );
    case 'viewAll':
      return (
        <S.ViewAll key={option.key} {...common}>
          {option.count > 0 ? ctx.t('viewAllResults', { count: option.count }) : ctx.t('discoverMore')}
        </S.ViewAll>
      );
  }
}

/** The typed part of a suggestion in normal weight, the completion in bold. */
function highlightMatch(title: string, query: string): ReactNode {
  const match = suggestionMatch(title, query);
  if (!match) return title;
  return (
    <>
      {match.typed}
      <S.Match>{match.rest}</S.Match>
    </>
  );
}

interface CardBodyProps extends Omit<ProductCardTemplateProps, 'placement' | 'display'> {
  template: ProductCardTemplateComponent;
  display: ProductDisplay;
  reportError: (error: unknown) => void;
}

/** One card's content in its own error boundary; memoised so typing does not re-render cards. */
const CardBody = memo(function CardBody({ template: Template, reportError, ...props }: CardBodyProps) {
  const t = props.t;
  return (
    <WidgetErrorBoundary message={t('productCardFailed')} reportError={reportError} compact>
      <Template {...props} placement="instant" />
    </WidgetErrorBoundary>
  );
});
