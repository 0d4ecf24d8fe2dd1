import { useTranslate } from '../../../i18n/context';
import { carouselImageSizes } from '../../../shop/carousel';
import { RECOMMENDATION_DEFAULTS } from '../../../shop/recommendations';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ProductCard } from '../ProductCard';
import { ProductCarousel } from '../ProductCarousel';
import { RecommendationSkeleton } from './RecommendationSkeleton';
import { useRecommendations, type UseRecommendationsOptions } from './useRecommendations';

/** Props of {@link Recommendations}. */
export interface RecommendationsProps extends UseRecommendationsOptions {
  /**
   * The heading and the carousel's name.
   * @default by type: "Du vil kanskje også like" (related), "Anbefalt for deg" (landing_page),
   * "Passer godt sammen med" (after_basket)
   */
  title?: string;
  /** Level of the heading; the cards' headings are one level below. @default 2 */
  headingLevel?: 2 | 3;
  /** Show subscription prices the way a store (staff) context does. @default false */
  isStoreContext?: boolean;
  /** Hosts the cards' images may come from. @default the product card's default hosts */
  allowedImageHosts?: readonly string[];
  className?: string;
  /** Used by test tools and analytics selectors. */
  'data-testid'?: string;
}

/** How many placeholder cards the loading state shows: enough to fill the widest view. */
const SKELETON_COUNT = { grid: 4, cart: 3 } as const;

/**
 * The recommendations block (shop spec, sections 2, 6 and 7): recommender items in a
 * `ProductCarousel` of product cards.
 *
 * - **Consent:** fetched only once the visitor has granted `preferences` (cookie group C0003, the
 *   group of the recommender as a personalisation service). Without it the block renders nothing
 *   and makes no request.
 * - **Request:** `type` (related, landing_page, after_basket; default related), `productId` or
 *   `productIds`, `limit` (default 16), on `GlimtProvider`'s `api.baseUrl`.
 * - **Prices:** NOK for Norway, SEK otherwise; a sale price counts only above 0 and below the
 *   original price.
 * - **Links:** each card links to its item's `page_url` (base path plus slug).
 * - **Layout:** `after_basket` uses cart-style cards (`layout="cart"`); the others the grid cards,
 *   with image `sizes` from the carousel's size hint.
 * - **States:** loading shows placeholder cards of the final size under the heading (`aria-busy`);
 *   an empty answer renders nothing (a heading over nothing helps no one, and "no recommendations"
 *   is not news to a shopper); an error is logged to the console and the block hides.
 */
export function Recommendations({
  type = RECOMMENDATION_DEFAULTS.type,
  productId,
  productIds,
  limit,
  market,
  title,
  headingLevel = 2,
  isStoreContext = false,
  allowedImageHosts,
  className,
  'data-testid': testId,
}: RecommendationsProps) {
  const t = useTranslate();
  const { status, products } = useRecommendations({ type, productId, productIds, limit, market });
  const layout = type === 'after_basket' ? 'cart' : 'grid';
  const heading = title ?? t(`recommendations.title.${type}`);
  const cardHeadingLevel = (headingLevel + 1) as 3 | 4;

  if (status === 'off' || status === 'error') return null;
  if (status === 'loading') {
    return (
      <ProductCarousel
        title={heading}
        headingLevel={headingLevel}
        layout={layout}
        isBusy
        className={className}
        data-testid={testId}
      >
        {Array.from({ length: SKELETON_COUNT[layout] }, (_, index) => (
          <div key={index}>
            {index === 0 && <VisuallyHidden>{t('recommendations.loading')}</VisuallyHidden>}
            <RecommendationSkeleton layout={layout} />
          </div>
        ))}
      </ProductCarousel>
    );
  }
  if (products.length === 0) return null;

  const imageSizes = layout === 'grid' ? carouselImageSizes(products.length) : undefined;
  return (
    <ProductCarousel
      title={heading}
      headingLevel={headingLevel}
      layout={layout}
      className={className}
      data-testid={testId}
    >
      {products.map((product) => (
        <ProductCard
          key={product.skuId}
          article={product.article}
          basePath={product.basePath}
          layout={layout}
          headingLevel={cardHeadingLevel}
          imageSizes={imageSizes}
          isStoreContext={isStoreContext}
          allowedImageHosts={allowedImageHosts}
        />
      ))}
    </ProductCarousel>
  );
}
