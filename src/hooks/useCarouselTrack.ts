import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  CAROUSEL_RESIZE_DEBOUNCE_MS,
  getCarouselPosition,
  initialCarouselPosition,
  nextCarouselIndex,
  previousCarouselIndex,
  sameCarouselPosition,
  type CarouselPosition,
} from '../utils/carousel';
import { usePrefersReducedMotion } from './useMediaQuery';

/** After this long without a scroll event, scrolling has settled (browsers without `scrollend`). */
const SETTLE_MS = 150;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function measureTrack(track: HTMLElement): CarouselPosition {
  const items = Array.from(track.children) as HTMLElement[];
  return getCarouselPosition({
    scrollLeft: track.scrollLeft,
    clientWidth: track.clientWidth,
    scrollWidth: track.scrollWidth,
    items: items.map((item) => ({ left: item.offsetLeft, width: item.offsetWidth })),
  });
}

/** What {@link useCarouselTrack} is told about the carousel's items. */
export interface UseCarouselTrackOptions {
  /** How many items there are. */
  count: number;
  /** The items themselves: a change re-measures before paint. */
  children: unknown;
  /** The items are placeholders: nothing is announced and the list is never a tab stop. */
  isBusy: boolean;
  /** The text the live region says once the visitor's scrolling settles (e.g. "Showing 5–8 of 12"). */
  describePosition: (position: Pick<CarouselPosition, 'first' | 'last' | 'count'>) => string;
  /** Space in px kept before an item scrolled to the start (room for its focus ring). @default 0 */
  gutter?: number;
}

/** The refs, state and handlers the carousel's view wires up. */
export interface CarouselTrackState {
  /** The scrolled list. */
  trackRef: RefObject<HTMLUListElement | null>;
  /** The previous and next buttons (focus moves between them at either end). */
  prevRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  /** Where the carousel is scrolled to (read before paint). */
  position: CarouselPosition;
  /** The live region's text, set once scrolling by the shopper settles. */
  announcement: string;
  /** The items have nothing focusable: the list itself becomes a tab stop. */
  needsTabStop: boolean;
  /** Scrolls to the first item after the ones in view. */
  goNext: () => void;
  /** Scrolls one view's worth of items back. */
  goPrevious: () => void;
  /** Scrolls item `index` to the start (a gallery's thumbnails). */
  goTo: (index: number) => void;
}

/**
 * A carousel's behaviour over its scroll container (native CSS scroll snap): measures the position (before paint, on
 * scroll, at a resize's start and 250 ms after its end), announces it after the shopper's scrolling settles, pages with the buttons
 * (instantly under reduced motion) and hands focus from a button that becomes disabled to the
 * other one. The decisions are the rules of `utils/carousel`. Used by the shop's `ProductCarousel`
 * and the widget's `RecommendationSlider`.
 */
export function useCarouselTrack({
  count,
  children,
  isBusy,
  describePosition,
  gutter = 0,
}: UseCarouselTrackOptions): CarouselTrackState {
  const reducedMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  const userScrolled = useRef(false);
  const [position, setPosition] = useState<CarouselPosition>(() => initialCarouselPosition(count));
  const [announcement, setAnnouncement] = useState('');
  const [needsTabStop, setNeedsTabStop] = useState(false);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = measureTrack(track);
    const active = typeof document === 'undefined' ? null : document.activeElement;
    if (next.atEnd && !next.atStart && active && active === nextRef.current) pendingFocus.current = prevRef;
    if (next.atStart && !next.atEnd && active && active === prevRef.current) pendingFocus.current = nextRef;
    setPosition((current) => (sameCarouselPosition(current, next) ? current : next));
  }, []);

  const announce = useCallback(() => {
    const track = trackRef.current;
    if (!track || !userScrolled.current) return;
    const { first, last, count: total } = measureTrack(track);
    if (total === 0) return;
    setAnnouncement(describePosition({ first, last, count: total }));
  }, [describePosition]);

  // Measure before paint whenever the items change, so the buttons are right on first sight.
  useLayoutEffect(() => {
    update();
    const track = trackRef.current;
    setNeedsTabStop(!isBusy && count > 0 && !!track && track.querySelector(FOCUSABLE) === null);
  }, [update, count, children, isBusy]);

  // A button that was focused when it became disabled hands focus to the other one, in the same
  // commit that disables it: a passive effect left a frame in which focus sat on a disabled button,
  // and a Tab pressed then was overruled when the effect moved focus after it.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target?.current && !target.current.disabled) target.current.focus();
  }, [position]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      userScrolled.current = true;
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
      }
      clearTimeout(settle);
      settle = setTimeout(announce, SETTLE_MS);
    };
    const onScrollEnd = () => {
      clearTimeout(settle);
      update();
      announce();
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('scrollend', onScrollEnd);
    // A resize measures at its first callback (the buttons are right at once), then not again
    // until its callbacks have stopped for 250 ms (shop spec), as a dragged window sends many.
    let resized: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (resized === undefined) update();
      clearTimeout(resized);
      resized = setTimeout(() => {
        resized = undefined;
        update();
      }, CAROUSEL_RESIZE_DEBOUNCE_MS);
    };
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    resize?.observe(track);
    return () => {
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', onScrollEnd);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(settle);
      clearTimeout(resized);
    };
  }, [update, announce]);

  const scrollToItem = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const item = track?.children[index] as HTMLElement | undefined;
      if (!track) return;
      const left = index <= 0 || !item ? 0 : Math.max(0, item.offsetLeft - gutter);
      const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
      if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior });
      else track.scrollLeft = left;
    },
    [reducedMotion, gutter],
  );

  const goNext = () => {
    const track = trackRef.current;
    if (!track) return;
    scrollToItem(nextCarouselIndex({ last: measureTrack(track).last, count }));
  };

  const goPrevious = () => {
    const track = trackRef.current;
    if (!track) return;
    scrollToItem(previousCarouselIndex(measureTrack(track)));
  };

  return {
    trackRef,
    prevRef,
    nextRef,
    position,
    announcement,
    needsTabStop,
    goNext,
    goPrevious,
    goTo: scrollToItem,
  };
}
