// Product components.
// --- product card ---
export { ProductCard } from './ProductCard';
export type { ProductCardLayout, ProductCardProps } from './ProductCard';
export { ProductMedia } from './ProductMedia';
export type { ProductMediaProps } from './ProductMedia';
export { ProductVideo } from './ProductVideo';
export type { ProductVideoProps } from './ProductVideo';
export { ProductPrice } from './ProductPrice';
export type { ProductPriceProps } from './ProductPrice';
export { ProductFlags, ProductVtoBadge } from './ProductFlags';
export type { ProductFlagsProps, ProductVtoBadgeProps } from './ProductFlags';
export { ProductStockStatus } from './StockStatus';
export type { ProductStockStatusProps } from './StockStatus';
// --- carousel and recommendations ---
export { ProductCarousel } from './ProductCarousel';
export type { ProductCarouselLayout, ProductCarouselProps } from './ProductCarousel';
// The carousel's position and image-size rules live in shop/ and leave through here, as before.
export { carouselImageSizeHint, carouselImageSizes, getCarouselPosition } from '../../shop/carousel';
export type { CarouselItemBox, CarouselMetrics, CarouselPosition } from '../../shop/carousel';
export { Recommendations, useRecommendations } from './Recommendations';
export type {
  RecommendationsProps,
  RecommendationsStatus,
  UseRecommendationsOptions,
  UseRecommendationsResult,
} from './Recommendations';
// --- product page ---
export { ContactLensForm, ProductPage } from './ProductPage';
export type {
  CartAddition,
  ContactLensFormProps,
  ProductPageProps,
  ProductPageSlotContext,
  ProductPageTracker,
} from './ProductPage';
