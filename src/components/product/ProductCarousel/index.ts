export { ProductCarousel } from './ProductCarousel';
export type { ProductCarouselLayout, ProductCarouselProps } from './ProductCarousel';
