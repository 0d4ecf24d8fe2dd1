/**
 * Carousel rules (shop spec section 9): the image size hint and `sizes` attribute of a carousel of
 * product cards. Where a carousel is scrolled to and where it pages are the shared position rules
 * of `utils/carousel` (the widget's recommendation slider uses them too), re-exported here under
 * their old path. Plain TypeScript: the `ProductCarousel` component measures and renders, these decide.
 */
export {
  getCarouselPosition,
  initialCarouselPosition,
  nextCarouselIndex,
  previousCarouselIndex,
  sameCarouselPosition,
} from '../utils/carousel';
export type { CarouselItemBox, CarouselMetrics, CarouselPosition } from '../utils/carousel';

/** How a carousel lays out its items: product cards in a grid, or wide cart-style rows. */
export type CarouselLayout = 'grid' | 'cart';

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
