import { useEffect, useMemo } from 'react';
import { styled, css } from 'styled-components';
import useSWR from 'swr';
import { useConsent, useGlimt, useTranslate } from '../../shop/GlimtProvider';
import { isShopApiRequestError } from '../../shop/client';
import {
  RECOMMENDATION_CONSENT_LEVEL,
  RECOMMENDATION_DEFAULTS,
  RECOMMENDATION_FETCH_SETTINGS,
  buildRecommendationPath,
  createRecommendationClient,
  marketFromCurrency,
  recommendationCurrency,
  toRecommendedProduct,
  type MarketLike,
  type RecommendationProductId,
  type RecommendedProduct,
} from '../../shop/recommendations';
import { carouselImageSizes } from '../../shop/carousel';
import { DEFAULT_MEDIA_RATIO } from '../../shop/product';
import type { RecommendationItem, RecommendationType } from '../../shop/schemas/article';
import { ImageFrame } from '../primitives/ImageFrame';
import { Skeleton, SkeletonText } from '../primitives/Skeleton';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { ProductCard } from './ProductCard';
import { ProductCarousel } from './ProductCarousel';

/** Options of {@link useRecommendations}. */
export interface UseRecommendationsOptions {
  /** Which recommendations. @default 'related' */
  type?: RecommendationType;
  /** The product a `related` block is about (a product page). */
  productId?: RecommendationProductId | null;
  /** The products an `after_basket` block is about (the cart's). */
  productIds?: readonly RecommendationProductId[] | null;
  /** How many items to ask for. @default 16 */
  limit?: number;
  /**
   * The market, for the price currency: NOK for Norway, SEK otherwise.
   * @default the market of `GlimtProvider`'s currency (NOK: Norway)
   */
  market?: MarketLike | null;
}

/**
 * Where a recommendations block is: `off` (no consent, or nothing to ask, so nothing is fetched),
 * `loading` (no items yet), `ready`, or `error` (the call failed; logged).
 */
export type RecommendationsStatus = 'off' | 'loading' | 'ready' | 'error';

/** What {@link useRecommendations} gives. */
export interface UseRecommendationsResult {
  status: RecommendationsStatus;
  /** The items as card-ready products (empty unless `ready`). */
  products: RecommendedProduct[];
  /** The error of a failed call, else `undefined`. */
  error: unknown;
}

/** A 4xx answer will not get better by asking again; anything else is retried (5 s, SWR's default). */
function shouldRetry(error: Error): boolean {
  return !(isShopApiRequestError(error) && error.status >= 400 && error.status < 500);
}

const NO_PRODUCTS: RecommendedProduct[] = [];

/**
 * Fetches recommender items with SWR (dedupe 2 s, focus throttle 5 s, error retry 5 s) and maps them
 * to card-ready products. Nothing is fetched until the visitor has granted the `preferences` consent
 * level (cookie group C0003, see `RECOMMENDATION_CONSENT_LEVEL`); granting it later starts the fetch,
 * withdrawing it turns the block off again. Requests with nothing to ask (a `related` block without
 * a product) fetch nothing either.
 */
export function useRecommendations(options: UseRecommendationsOptions = {}): UseRecommendationsResult {
  const { api, currency: shopCurrency } = useGlimt();
  const consented = useConsent(RECOMMENDATION_CONSENT_LEVEL);
  const { type = RECOMMENDATION_DEFAULTS.type, productId, productIds, limit, market } = options;
  const idsKey = (productIds ?? []).map(String).join('\u0000');
  const request = useMemo(
    () => ({ type, productId, productIds: idsKey === '' ? [] : idsKey.split('\u0000'), limit }),
    [type, productId, idsKey, limit],
  );
  const path = buildRecommendationPath(request);
  const client = useMemo(() => createRecommendationClient({ baseUrl: api.baseUrl }), [api.baseUrl]);
  const key = consented && path !== null ? (['glimt/recommendations', api.baseUrl, path] as const) : null;
  const { data, error } = useSWR<RecommendationItem[], Error, typeof key>(
    key,
    () => client.getRecommendations(request),
    { ...RECOMMENDATION_FETCH_SETTINGS, shouldRetryOnError: shouldRetry },
  );

  useEffect(() => {
    if (error) console.error('[glimt] recommendations: the recommender call failed', error);
  }, [error]);

  const currency = recommendationCurrency(market ?? marketFromCurrency(shopCurrency));
  const products = useMemo(
    () => (data ? data.map((item) => toRecommendedProduct(item, { currency })) : NO_PRODUCTS),
    [data, currency],
  );

  if (key === null) return { status: 'off', products: NO_PRODUCTS, error: undefined };
  if (data) return { status: 'ready', products, error: undefined };
  if (error) return { status: 'error', products: NO_PRODUCTS, error };
  return { status: 'loading', products: NO_PRODUCTS, error: undefined };
}

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

const SkeletonCard = styled.div<{ $layout: 'grid' | 'cart' }>`
  display: flex;
  gap: ${({ theme }) => theme.space[1.5]};
  ${({ $layout }) =>
    $layout === 'cart'
      ? css`
          flex-direction: row;
          align-items: flex-start;
        `
      : css`
          flex-direction: column-reverse;
          justify-content: flex-end;
        `}
`;

const SkeletonMedia = styled.div<{ $layout: 'grid' | 'cart' }>`
  flex: none;
  ${({ $layout, theme }) =>
    $layout === 'cart'
      ? css`
          width: 80px;
          ${theme.media.tablet} {
            width: 96px;
          }
        `
      : css`
          width: 100%;
        `}
`;

const SkeletonBody = styled.div<{ $layout: 'grid' | 'cart' }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
  padding-inline: ${({ $layout }) => ($layout === 'cart' ? 0 : '2px')};
  font-size: ${({ $layout, theme }) => ($layout === 'cart' ? theme.fontSizes.sm : theme.fontSizes.md)};
`;

const SkeletonSmall = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SkeletonPrice = styled.div`
  padding-top: ${({ theme }) => theme.space[0.5]};
`;

/**
 * A placeholder with the size of a recommended card: the picture frame, two name lines, the
 * subtitle line and the price. Hidden from assistive technology (the region says `aria-busy`).
 */
function RecommendationSkeleton({ layout }: { layout: 'grid' | 'cart' }) {
  return (
    <SkeletonCard $layout={layout} aria-hidden="true" data-testid="recommendation-skeleton">
      <SkeletonBody $layout={layout}>
        <SkeletonText lines={2} lastLineWidth="70%" lineHeight={1.35} />
        <SkeletonSmall>
          <SkeletonText lines={1} lastLineWidth="45%" lineHeight={1.5} />
        </SkeletonSmall>
        <SkeletonPrice>
          <Skeleton width="35%" height="1.5rem" radius="sm" />
        </SkeletonPrice>
      </SkeletonBody>
      <SkeletonMedia $layout={layout}>
        {/* Recommender items have one picture and no mobile variant: phones show it at the same ratio. */}
        <ImageFrame
          ratio={DEFAULT_MEDIA_RATIO}
          placeholder={<Skeleton width="100%" height="100%" radius="none" />}
        />
      </SkeletonMedia>
    </SkeletonCard>
  );
}

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
