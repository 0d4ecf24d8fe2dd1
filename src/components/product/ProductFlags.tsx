import { styled, useTheme } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { resolveFlagColors } from '../../shop/product';
import type { Flag } from '../../shop/schemas/article';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

/** Props of {@link ProductFlags}. */
export interface ProductFlagsProps {
  /** The article's flags (text and background colour), in the payload's order. */
  flags: readonly Flag[];
  className?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[0.5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  /* One line each, so flags never cover the picture; the whole text stays for screen readers. */
  white-space: nowrap;
  text-overflow: ellipsis;
  padding: 5px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  /* A hairline keeps light flags apart from the light stage; the text carries the meaning. */
  box-shadow: inset 0 0 0 1px rgba(18, 20, 22, 0.08);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 14px;
`;

/**
 * The flags of a product card ("-31 %", "Nyhet", "Kun i butikk"). Each flag keeps its background
 * colour and gets a text colour with at least 4.5:1 contrast on it, whatever the colour; a colour
 * that cannot be read falls back to a neutral flag. Only normalised `#rrggbb` colours reach CSS.
 */
export function ProductFlags({ flags, className }: ProductFlagsProps) {
  const t = useTranslate();
  const theme = useTheme();
  const shown = flags.filter((flag) => flag.text.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <List className={className} aria-label={t('productCard.flags')}>
      {shown.map((flag, index) => {
        const colors = resolveFlagColors(flag.color, {
          dark: theme.colors.text,
          light: theme.colors.textInverse,
        });
        return (
          <Item
            key={`${index}-${flag.text}`}
            // eslint-disable-next-line no-restricted-syntax -- resolveFlagColors answers #rrggbb only, never url()
            style={{ background: colors.background, color: colors.text }}
          >
            {flag.text}
          </Item>
        );
      })}
    </List>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[0.5]};
  min-height: 24px;
  padding: 2px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  & svg {
    flex: none;
  }
`;

/** Props of {@link ProductVtoBadge}. */
export interface ProductVtoBadgeProps {
  className?: string;
}

/**
 * The badge of an article with virtual try-on and 3D (`hasVTO`): a cube and "3D" on screen, the
 * whole "Prøv virtuelt og se i 3D" for screen readers.
 */
export function ProductVtoBadge({ className }: ProductVtoBadgeProps) {
  const t = useTranslate();
  return (
    <Badge className={className} data-testid="vto-badge">
      <svg
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 2.5l8.5 4.75v9.5L12 21.5l-8.5-4.75v-9.5z" />
        <path d="M3.5 7.25L12 12l8.5-4.75M12 12v9.5" />
      </svg>
      <span aria-hidden="true">{t('productCard.vtoShort')}</span>
      <VisuallyHidden>{t('productCard.vto')}</VisuallyHidden>
    </Badge>
  );
}
