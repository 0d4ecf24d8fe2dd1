/**
 * Carousel position rules: where a horizontally scrolled row of items is scrolled to, from its
 * measured layout, and where the previous and next buttons page to. Plain TypeScript in the base
 * layer, so the shop's `ProductCarousel` (through `shop/carousel`) and the widget's recommendation
 * slider decide the same way; the components measure and render, these decide.
 */

/**
 * A resize re-measures the carousel once it has stopped for this long (shop spec: resize debounce
 * 250 ms), not on each of a dragged window's callbacks.
 */
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 250;

/** The layout of one item as the position rule reads it, in px from the start of the scrolled content. */
export interface CarouselItemBox {
  left: number;
  width: number;
}

/** The scroll container's numbers and its items, as {@link getCarouselPosition} reads them. */
export interface CarouselMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  items: readonly CarouselItemBox[];
}

/** Where a carousel is scrolled to. */
export interface CarouselPosition {
  /** The first item in view, counted from 1 (0 without items). */
  first: number;
  /** The last item in view, counted from 1 (0 without items). */
  last: number;
  /** How many items there are. */
  count: number;
  /** Scrolled to the start: "previous" is disabled. */
  atStart: boolean;
  /** Scrolled to the end: "next" is disabled. */
  atEnd: boolean;
}

/** Rounding slack in px: sub-pixel widths and snap positions never line up exactly. */
const TOLERANCE = 2;

/**
 * The items in view and whether the carousel is at either end, from its scroll position. An item
 * counts when it is fully in view; when none is (items wider than the view), the ones partly in
 * view count.
 * @example getCarouselPosition({ scrollLeft: 0, clientWidth: 400, scrollWidth: 800, items }) // { first: 1, last: 2, ... }
 */
export function getCarouselPosition(metrics: CarouselMetrics): CarouselPosition {
  const { scrollLeft, clientWidth, scrollWidth, items } = metrics;
  const count = items.length;
  const viewStart = scrollLeft;
  const viewEnd = scrollLeft + clientWidth;
  let first = -1;
  let last = -1;
  items.forEach((item, index) => {
    if (item.left >= viewStart - TOLERANCE && item.left + item.width <= viewEnd + TOLERANCE) {
      if (first < 0) first = index;
      last = index;
    }
  });
  if (first < 0) {
    items.forEach((item, index) => {
      if (item.left < viewEnd && item.left + item.width > viewStart) {
        if (first < 0) first = index;
        last = index;
      }
    });
  }
  if (first < 0 && count > 0) {
    first = 0;
    last = 0;
  }
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  return {
    first: first + 1,
    last: last + 1,
    count,
    atStart: scrollLeft <= TOLERANCE,
    atEnd: scrollLeft >= maxScroll - TOLERANCE,
  };
}

/** Whether two positions are the same (so a measurement that changed nothing re-renders nothing). */
export function sameCarouselPosition(a: CarouselPosition, b: CarouselPosition): boolean {
  return (
    a.first === b.first &&
    a.last === b.last &&
    a.count === b.count &&
    a.atStart === b.atStart &&
    a.atEnd === b.atEnd
  );
}

/** The position before anything is measured: all `count` items in view, at both ends. */
export function initialCarouselPosition(count: number): CarouselPosition {
  return { first: count > 0 ? 1 : 0, last: count, count, atStart: true, atEnd: true };
}

/**
 * The index (from 0) of the item "next" scrolls to: the first item after the ones in view, the
 * last item at most.
 */
export function nextCarouselIndex(position: Pick<CarouselPosition, 'last' | 'count'>): number {
  // `last` counts from 1, so it is the index of the first item after the ones in view.
  return Math.max(0, Math.min(position.last, position.count - 1));
}

/** The index (from 0) of the item "previous" scrolls to: one view's worth of items back, 0 at least. */
export function previousCarouselIndex(position: Pick<CarouselPosition, 'first' | 'last'>): number {
  const inView = Math.max(1, position.last - position.first + 1);
  return Math.max(0, position.first - 1 - inView);
}
