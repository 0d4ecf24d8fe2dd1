import { useEffect } from 'react';
import { useProgressBar } from 'react-aria';
import { styled, css, keyframes } from 'styled-components';
import { useTranslate } from '../../i18n/context';
import { withGlimtTheme } from '../../theme/fallback';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /**
   * Whether a route change is under way. While active the bar shows and the page gets a wait
   * cursor; when it turns false the bar is removed and the cursor restored.
   * @default true
   */
  isActive?: boolean;
  /**
   * Progress from 0 to 100 (clamped). Leave it out for an indeterminate bar when the remaining
   * time is unknown.
   */
  value?: number;
  /** The accessible name. @default the 'Laster side' message */
  'aria-label'?: string;
  className?: string;
  /** Used by test tools. */
  'data-testid'?: string;
}

/** Clamps a progress value to 0..100; anything that is not a finite number counts as 0. */
export function clampProgress(value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

// One entry per document element: several active bars share one saved cursor, and the cursor comes
// back only when the last of them stops.
const cursorLocks = new WeakMap<HTMLElement, { count: number; saved: string }>();

/**
 * Shows the wait cursor (`progress`) on the whole document while `isActive`, and puts back the cursor
 * that was there before when it stops or the component unmounts.
 */
export function useWaitCursor(isActive: boolean): void {
  useEffect(() => {
    if (!isActive || typeof document === 'undefined') return;
    const root = document.documentElement;
    const lock = cursorLocks.get(root) ?? { count: 0, saved: root.style.cursor };
    if (lock.count === 0) {
      lock.saved = root.style.cursor;
      root.style.cursor = 'progress';
    }
    lock.count += 1;
    cursorLocks.set(root, lock);
    return () => {
      lock.count -= 1;
      if (lock.count === 0) root.style.cursor = lock.saved;
    };
  }, [isActive]);
}

const HEIGHT = 3;

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.progress};
  height: ${HEIGHT}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accentSubtle};
  pointer-events: none;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Indicator = styled.div<{ $indeterminate: boolean }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
  ${({ $indeterminate, theme }) =>
    $indeterminate
      ? css`
          width: 40%;
          animation: ${slide} 1.2s ${theme.easings.standard} infinite;
          ${theme.media.reducedMotion} {
            /* Still: a full bar says "working" without moving. */
            width: 100%;
            animation: none;
          }
        `
      : css`
          width: 100%;
          transform-origin: left center;
          transition: transform ${theme.durations.normal}ms ${theme.easings.standard};
          ${theme.media.reducedMotion} {
            transition: none;
          }
        `}
`;

function ProgressBarView({
  isActive = true,
  value,
  'aria-label': ariaLabel,
  className,
  'data-testid': testId,
}: ProgressBarProps) {
  const t = useTranslate();
  useWaitCursor(isActive);
  const isIndeterminate = value === undefined;
  const clamped = isIndeterminate ? 0 : clampProgress(value);
  const { progressBarProps } = useProgressBar({
    'aria-label': ariaLabel ?? t('progress.route'),
    isIndeterminate,
    value: clamped,
    minValue: 0,
    maxValue: 100,
  });
  if (!isActive) return null;
  return (
    <Track {...progressBarProps} className={className} data-testid={testId}>
      <Indicator
        $indeterminate={isIndeterminate}
        style={isIndeterminate ? undefined : { transform: `scaleX(${clamped / 100})` }}
      />
    </Track>
  );
}

/**
 * The thin bar at the top of the page during a route change, above everything else
 * (`theme.zIndices.progress`). Determinate with `value`, indeterminate without. While active the page
 * shows a wait cursor. No animation under reduced motion.
 */
export const ProgressBar = /* @__PURE__ */ withGlimtTheme(ProgressBarView);
