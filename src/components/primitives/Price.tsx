import { styled, css } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { resolvePrice } from '../../shop/format';
import { VisuallyHidden } from './VisuallyHidden';
import { withGlimtTheme } from '../../theme/fallback';

// The campaign rule lives with the shop's price rules; re-exported here for existing imports.
export { resolvePrice } from '../../shop/format';
export type { ResolvedPrice } from '../../shop/format';

/** Text size of a price. */
export type PriceSize = 'sm' | 'md' | 'lg';

/** Props of {@link Price}. */
export interface PriceProps {
  /** The price to pay, in NOK. Nothing renders when it is not a finite number. */
  amount: number;
  /**
   * The ordinary price. When it is greater than `amount` the price is a campaign: `amount` shows in
   * campaign red with the ordinary price struck through beside it, and screen readers hear
   * "Kampanjepris kr 999, ordinær pris kr 1 299".
   */
  ordinaryAmount?: number;
  /** Prefix the price with "fra" (the lowest of several variants). @default false */
  from?: boolean;
  /** Text size: 14, 16 or 22 px for the price itself. @default 'md' */
  size?: PriceSize;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

const currentSizes: Record<PriceSize, 'sm' | 'md' | 'xl'> = { sm: 'sm', md: 'md', lg: 'xl' };
const ordinarySizes: Record<PriceSize, 'xs' | 'sm' | 'md'> = { sm: 'xs', md: 'sm', lg: 'md' };

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[1]};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Current = styled.span<{ $size: PriceSize; $campaign: boolean }>`
  white-space: nowrap;
  font-size: ${({ $size, theme }) => theme.fontSizes[currentSizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  ${({ $campaign, theme }) => css`
    color: ${$campaign ? theme.colors.campaign : theme.colors.text};
  `}
`;

const Ordinary = styled.s<{ $size: PriceSize }>`
  white-space: nowrap;
  font-size: ${({ $size, theme }) => theme.fontSizes[ordinarySizes[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PriceView({
  amount,
  ordinaryAmount,
  from = false,
  size = 'md',
  className,
  'data-testid': testId,
}: PriceProps) {
  const t = useTranslate();
  const resolved = resolvePrice(amount, ordinaryAmount);
  if (resolved === null) return null;
  const isCampaign = resolved.ordinary !== null;
  const prefix = from ? `${t('price.from')} ` : '';
  return (
    <Root className={className} data-testid={testId} data-campaign={isCampaign || undefined}>
      {isCampaign && <VisuallyHidden>{t('price.campaign')} </VisuallyHidden>}
      <Current $size={size} $campaign={isCampaign}>
        {prefix}
        {resolved.current}
      </Current>
      {resolved.ordinary !== null && (
        <>
          <VisuallyHidden>, {t('price.ordinaryInline')} </VisuallyHidden>
          <Ordinary $size={size}>{resolved.ordinary}</Ordinary>
        </>
      )}
    </Root>
  );
}

/**
 * A price in Norwegian kroner ('kr 1 299', 'kr 149,50'), optionally "fra" and optionally a campaign
 * with the ordinary price struck through. The campaign is said in words to screen readers, never by
 * colour or strike-through alone.
 */
export const Price = /* @__PURE__ */ withGlimtTheme(PriceView);
