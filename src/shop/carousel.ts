/**
 * Carousel rules (shop spec section 9): where a carousel is scrolled to, from its measured layout,
 * and the image size hint and `sizes` attribute of a carousel of product cards. Plain TypeScript:
 * the `ProductCarousel` component measures and renders, these decide.
 */

/** How a carousel lays out its items: product cards in a grid, or wide cart-style rows. */
export type CarouselLayout = 'grid' | 'cart';

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

/**
 * The carousel's image size hint (shop spec, section 9): `min(number of articles - 1, 4)`, and at
 * least 1. It is the most columns the images are sized for.
 */
export function carouselImageSizeHint(articleCount: number): number {
  const count = Number.isFinite(articleCount) ? Math.floor(articleCount) : 0;
  return Math.max(1, Math.min(count - 1, 4));
}

/** Columns of the `grid` layout by breakpoint (viewport widths of the `sizes` attribute). */
const GRID_COLUMNS = { desktop: 4, tablet: 3, mobile: 2 } as const;

/**
 * The `sizes` attribute for the images of a carousel of `articleCount` product cards. Each
 * breakpoint takes the carousel's columns there, capped by the size hint
 * ({@link carouselImageSizeHint}): with few articles the hint asks for larger images, and an image
 * is never sized below the slot it fills, so it is never blurry.
 * @example carouselImageSizes(12) // '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw'
 * @example carouselImageSizes(3)  // '(min-width: 1024px) 50vw, (min-width: 768px) 50vw, 50vw'
 */
export function carouselImageSizes(articleCount: number): string {
  const hint = carouselImageSizeHint(articleCount);
  const width = (columns: number) => `${Math.round(100 / Math.min(hint, columns))}vw`;
  return [
    `(min-width: 1024px) ${width(GRID_COLUMNS.desktop)}`,
    `(min-width: 768px) ${width(GRID_COLUMNS.tablet)}`,
    width(GRID_COLUMNS.mobile),
  ].join(', ');
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
