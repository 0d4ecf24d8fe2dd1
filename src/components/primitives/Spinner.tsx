import { styled, keyframes } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { withGlimtTheme } from '../../theme/fallback';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${({ theme }) => theme.media.reducedMotion} {
    /* A still ring with a gap still reads as "busy" without motion. */
    animation: none;
  }
`;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px. @default 20 */
  size?: number;
  /**
   * Text announced to assistive technology. Pass `null` when the surrounding control already says it
   * is busy (a loading Button), so it is not read twice. @default the 'Laster …' message
   */
  label?: string | null;
}

function SpinnerView({ size = 20, label }: SpinnerProps) {
  const t = useTranslate();
  if (label === null) return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="status" aria-label={label ?? t('common.loading')} />;
}

/** An indeterminate loading indicator in the current text colour. */
export const Spinner = /* @__PURE__ */ withGlimtTheme(SpinnerView);
