import { useEffect, useState } from 'react';
import { SCROLL_FOLD_THRESHOLD, nextScrollFold, type ScrollFoldState } from '../../../shop/header';

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
