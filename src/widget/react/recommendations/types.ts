import type { ReactNode } from 'react';
import type { PriceFormat } from '../../core/price';
import type { RecommendationsView } from '../../core/recommendations';
import type { ProductCardTemplateComponent } from '../ProductCardTemplate';
import type { UseFetchRecommendationsOptions } from './useFetchRecommendations';

/** Props shared by `RecommendationSlider` and `RecommendationGrid`. */
export interface RecommendationViewProps extends UseFetchRecommendationsOptions {
  /** The heading and the region's name. @default the locale's 'Recommended for you' */
  title?: string;
  /** Level of the heading, so it fits the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card template. It renders the card's look only; the view wraps it in the link that is
   * followed (with `data-recommendation-id` and `data-product-id`). @default ProductCardTemplate
   */
  productCard?: ProductCardTemplateComponent;
  /** How prices are written. @default 2 decimals, '.' decimal and ',' thousands delimiters */
  priceFormat?: PriceFormat;
  /** Shown in place of the view when the call failed. @default nothing */
  fallback?: ReactNode;
  /**
   * Called when the view's state changes (`loading`, `results`, `none`, `failed`, ...), e.g. to
   * hide a host's own block when there is nothing to show.
   */
  onStateChange?: (view: RecommendationsView) => void;
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}
