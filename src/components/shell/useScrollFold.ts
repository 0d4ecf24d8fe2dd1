import { useEffect, useState } from 'react';

/** Scrolling down past this many px folds the mobile header's buttons (shop spec, section 9). */
export const SCROLL_FOLD_THRESHOLD = 50;

/** Where the fold rule is: whether the buttons are folded and the scroll position it last saw. */
export interface ScrollFoldState {
  folded: boolean;
  /** The vertical scroll position of the previous step, in px. */
  lastY: number;
}

/**
 * The scroll fold rule, one scroll step at a time. At or above the threshold the buttons are always
 * shown; below it, scrolling down folds them and scrolling up brings them back; no movement keeps
 * the state. Negative positions (the overscroll bounce of touch browsers) count as 0.
 * @param state - the previous state (`{ folded: false, lastY: 0 }` at the start)
 * @param scrollY - the scroll position now, in px
 * @param threshold - how far down folding may start @default 50
 * @example nextScrollFold({ folded: false, lastY: 40 }, 80) // { folded: true, lastY: 80 }
 */
export function nextScrollFold(
  state: ScrollFoldState,
  scrollY: number,
  threshold: number = SCROLL_FOLD_THRESHOLD,
): ScrollFoldState {
  const y = Number.isFinite(scrollY) ? Math.max(0, scrollY) : state.lastY;
  if (y <= threshold) return { folded: false, lastY: y };
  if (y > state.lastY) return { folded: true, lastY: y };
  if (y < state.lastY) return { folded: false, lastY: y };
  return state;
}

/** Options of {@link useScrollFold}. */
export interface ScrollFoldOptions {
  /** Whether the rule runs (the header passes "is a phone"); when `false` nothing is folded. @default true */
  enabled?: boolean;
  /** How far down folding may start, in px. @default 50 */
  threshold?: number;
}

/**
 * Whether the mobile header's buttons are folded away: {@link nextScrollFold} applied to the
 * window's scroll position. One passive scroll listener, read at most once per animation frame.
 */
export function useScrollFold({
  enabled = true,
  threshold = SCROLL_FOLD_THRESHOLD,
}: ScrollFoldOptions = {}): boolean {
  const [folded, setFolded] = useState(false);

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    // Entering the rule mid-page (a phone rotated, a page restored) starts unfolded.
    let state: ScrollFoldState = { folded: false, lastY: Math.max(0, window.scrollY) };
    let frame: number | null = null;
    const update = () => {
      frame = null;
      const next = nextScrollFold(state, window.scrollY, threshold);
      if (next.folded !== state.folded) setFolded(next.folded);
      state = next;
    };
    const onScroll = () => {
      if (frame === null) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== null) window.cancelAnimationFrame(frame);
      setFolded(false);
    };
  }, [enabled, threshold]);

  return enabled && folded;
}
