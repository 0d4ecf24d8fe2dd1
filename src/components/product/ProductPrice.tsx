import { styled } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { formatPrice } from '../../shop/format';
import type { CardPrice } from '../../shop/product';
import { Price, type PriceSize } from '../primitives/Price';

/** Props of {@link ProductPrice}. */
export interface ProductPriceProps {
  /** What to show, from `resolveCardPrice(article, { isStoreContext })`. */
  price: CardPrice;
  /** Text size of the price to pay. @default 'md' */
  size?: PriceSize;
  /** Id of the block, for `aria-describedby` on the card link. */
  id?: string;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-height: 1.5rem;
`;

const PartLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Line = styled.span<{ $tone: 'campaign' | 'muted' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ $tone, theme }) => ($tone === 'campaign' ? theme.colors.campaign : theme.colors.textMuted)};

  & > strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/**
 * The price block of a product card: the price to pay (with "fra" and a campaign's struck-through
 * ordinary price from the `Price` primitive), a coupon price, the subscription label in the store
 * context, and the subscription offer under a unit price.
 */
export function ProductPrice({ price, size = 'md', id, className }: ProductPriceProps) {
  const t = useTranslate();
  const coupon = price.couponAmount !== null ? formatPrice(price.couponAmount) : '';
  const offer = price.subscriptionAmount !== null ? formatPrice(price.subscriptionAmount) : '';
  return (
    <Root id={id} className={className} data-price-state={price.state}>
      {/* The spaces between the lines keep the words apart for screen readers (flex drops them on screen). */}
      {price.part === 'subscription' && <PartLabel>{t('productCard.subscriptionPrice')}</PartLabel>}{' '}
      <Price
        amount={price.amount}
        ordinaryAmount={price.ordinaryAmount ?? undefined}
        from={price.isFrom}
        size={size}
      />{' '}
      {coupon !== '' && (
        <Line $tone="campaign" data-testid="coupon-price">
          <strong>{coupon}</strong> {t('productCard.coupon')}
        </Line>
      )}{' '}
      {offer !== '' && (
        <Line $tone="muted" data-testid="subscription-offer">
          <strong>{offer}</strong> {t('productCard.subscriptionOffer')}
        </Line>
      )}
    </Root>
  );
}
