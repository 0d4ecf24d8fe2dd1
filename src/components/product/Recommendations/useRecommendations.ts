import { useEffect, useMemo } from 'react';
import { useConsent, useGlimt } from '../../../shop/GlimtProvider';
import {
  RECOMMENDATION_CONSENT_LEVEL,
  RECOMMENDATION_DEFAULTS,
  buildRecommendationPath,
  marketFromCurrency,
  recommendationCurrency,
  toRecommendedProduct,
  type MarketLike,
  type RecommendationProductId,
  type RecommendedProduct,
} from '../../../shop/recommendations';
import type { RecommendationType } from '../../../shop/schemas/article';
import { useShopRead } from '../../session/useShopRead';

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

const NO_PRODUCTS: RecommendedProduct[] = [];

/**
 * Reads the recommender's items (the shop client's `getRecommendations`) through the one read layer,
 * `useShopRead` (dedupe 2 s, focus throttle 5 s, error retry 5 s, 10 s on a slow line), and maps
 * them to card-ready products. Nothing is fetched until the visitor has granted the `preferences` consent
 * level (cookie group C0003, see `RECOMMENDATION_CONSENT_LEVEL`); granting it later starts the fetch,
 * withdrawing it turns the block off again. Requests with nothing to ask (a `related` block without
 * a product) fetch nothing either.
 */
export function useRecommendations(options: UseRecommendationsOptions = {}): UseRecommendationsResult {
  const { currency: shopCurrency } = useGlimt();
  const consented = useConsent(RECOMMENDATION_CONSENT_LEVEL);
  const { type = RECOMMENDATION_DEFAULTS.type, productId, productIds, limit, market } = options;
  const idsKey = (productIds ?? []).map(String).join('\u0000');
  const request = useMemo(
    () => ({ type, productId, productIds: idsKey === '' ? [] : idsKey.split('\u0000'), limit }),
    [type, productId, idsKey, limit],
  );
  // The path says everything the request asks, so it is the read's one parameter.
  const path = buildRecommendationPath(request);
  const read = useShopRead('getRecommendations', consented && path !== null ? [path] : null, (client) =>
    client.getRecommendations(request),
  );
  const { status, data, error } = read;

  useEffect(() => {
    if (error) console.error('[glimt] recommendations: the recommender call failed', error);
  }, [error]);

  const currency = recommendationCurrency(market ?? marketFromCurrency(shopCurrency));
  const products = useMemo(
    () => (data ? data.map((item) => toRecommendedProduct(item, { currency })) : NO_PRODUCTS),
    [data, currency],
  );

  if (status === 'idle') return { status: 'off', products: NO_PRODUCTS, error: undefined };
  if (data) return { status: 'ready', products, error: undefined };
  if (status === 'error') return { status: 'error', products: NO_PRODUCTS, error };
  return { status: 'loading', products: NO_PRODUCTS, error: undefined };
}
