import { styled, css } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { StockState } from '../../shop/adapters/article';
import type { MessageKey } from '../../i18n/nb';

/** Props of {@link ProductStockStatus}. */
export interface ProductStockStatusProps {
  /**
   * The stock state (`getStockState(article.price.unit.publicationStatus)`): in stock (20), out of
   * stock (30), available in store (0 or 40). An unknown state renders nothing.
   */
  state: StockState;
  /** Id of the text, for `aria-describedby` on the card link. */
  id?: string;
  className?: string;
}

// Literal keys (the StockState values): computed keys would keep this table in every bundle.
const labels: Record<Exclude<StockState, 'unknown'>, MessageKey> = {
  'in-stock': 'productCard.stock.inStock',
  'out-of-stock': 'productCard.stock.outOfStock',
  'store-item': 'productCard.stock.storeItem',
};

const Root = styled.p<{ $state: StockState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ $state, theme }) => ($state === StockState.InStock ? theme.colors.success : theme.colors.textMuted)};
`;

const Dot = styled.span<{ $state: StockState }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ $state, theme }) => {
    switch ($state) {
      case StockState.InStock:
        return css`
          background: ${theme.colors.success};
        `;
      case StockState.StoreItem:
        return css`
          background: ${theme.colors.accent};
        `;
      default:
        return css`
          border: 1.5px solid ${theme.colors.textMuted};
        `;
    }
  }}
`;

/**
 * The stock line of a product card: a small dot and "På lager", "Utsolgt" or "Tilgjengelig i
 * butikk". The state is said in words, never by the dot's colour alone.
 */
export function ProductStockStatus({ state, id, className }: ProductStockStatusProps) {
  const t = useTranslate();
  if (state === StockState.Unknown) return null;
  return (
    <Root id={id} className={className} $state={state} data-stock={state}>
      <Dot aria-hidden="true" $state={state} />
      {t(labels[state])}
    </Root>
  );
}
