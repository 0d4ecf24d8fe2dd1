/**
 * The external recommender (shop spec, sections 3, 6 and 7): the request rules and the mapping of
 * its items to articles a product card can show. Pure TypeScript, no React. The call itself is the
 * shop client's `getRecommendations` (`client.recommendations.ts`); `Recommendations`
 * (src/components/product) reads it through the one read layer, `useShopRead`.
 *
 * Consent (section 6): the recommender is a third-party personalisation service. This library puts
 * it in the cookie banner's functional group C0003, which the consent store maps to the
 * `preferences` level ({@link RECOMMENDATION_CONSENT_LEVEL}); without that level nothing is fetched.
 * One level covers both spec rules ("consented to the recommendation provider" and "C0003 gates a
 * personalisation service"): the recommender is not advertising, so `marketing` (C0004) is not
 * required, and `statistics` alone never shares browsing with it.
 */
import { getRecommendationSalePrice } from './adapters/article';
import { CurrencyByMarket, Market } from './enums';
import {
  RECOMMENDATION_TYPES,
  type Article,
  type RecommendationItem,
  type RecommendationType,
} from './schemas/article';
import { PERSONALISATION_CONSENT_LEVEL, type ConsentLevel } from '../consent/consent';

/** Path of the recommender call (the spec does not show one; the fake backend answers here). */
export const RECOMMENDATIONS_PATH = '/api/recommendations';

/** Defaults of a recommendation request (shop spec, section 7): 16 related items. */
export const RECOMMENDATION_DEFAULTS = { type: 'related', limit: 16 } as const satisfies {
  type: RecommendationType;
  limit: number;
};

/** The most items one request asks for; a larger `limit` is cut to this. */
export const RECOMMENDATION_MAX_LIMIT = 100;

/**
 * The consent level that allows the recommender to be called: `preferences`, the level of cookie
 * group C0003 (see the module comment for why).
 */
export const RECOMMENDATION_CONSENT_LEVEL: ConsentLevel = PERSONALISATION_CONSENT_LEVEL;

/** A product id as callers hold it: the article id, or a SKU id such as `100001-1`. */
export type RecommendationProductId = string | number;

/** What to ask the recommender for. */
export interface RecommendationRequest {
  /**
   * `related`: items like one product (a product page). `landing_page`: general picks (front and
   * landing pages; product ids are not sent). `after_basket`: items that go with the cart's products.
   * @default 'related'
   */
  type?: RecommendationType;
  /** The product a `related` request is about. */
  productId?: RecommendationProductId | null;
  /** The products an `after_basket` (or multi-product `related`) request is about. */
  productIds?: readonly RecommendationProductId[] | null;
  /** How many items to ask for, 1 to 100. @default 16 */
  limit?: number;
}

/** The most cart products an `after_basket` request is about (the URL stays short). */
export const AFTER_BASKET_MAX_PRODUCTS = 10;
/** How many items the cart drawer's "Passer godt sammen med" asks for. */
export const AFTER_BASKET_LIMIT = 6;

/**
 * The products the cart drawer's `after_basket` block is about: the lines' article ids in the
 * cart's order, each once, at most {@link AFTER_BASKET_MAX_PRODUCTS} (the first ones: the newest
 * addition is listed first).
 * @example afterBasketProductIds([{ articleId: '100001' }, { articleId: '100001' }]) // ['100001']
 */
export function afterBasketProductIds(lines: ReadonlyArray<{ articleId: string }>): string[] {
  const ids: string[] = [];
  for (const { articleId } of lines) {
    const id = articleId.trim();
    if (id !== '' && !ids.includes(id)) ids.push(id);
    if (ids.length === AFTER_BASKET_MAX_PRODUCTS) break;
  }
  return ids;
}

/** A request with its rules applied: what is actually sent. */
export interface RecommendationQuery {
  type: RecommendationType;
  limit: number;
  /** Sent as `productId` (one product). */
  productId?: string;
  /** Sent as `productIds`, comma separated (several products). */
  productIds?: string[];
}

function cleanId(id: RecommendationProductId | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  const text = String(id).trim();
  return text === '' ? null : text;
}

/**
 * Applies the request rules: the type defaults to `related` and the limit to 16 (a limit that is
 * not a whole number from 1 falls back to 16; one above 100 is cut to 100). Product ids are
 * trimmed, empty ones dropped and duplicates removed; `productId` and `productIds` are merged
 * (`productId` first). One product goes as `productId`, several as `productIds` (comma separated).
 * `landing_page` sends no ids (it is not about a product, and an unknown id would fail the call).
 *
 * @returns the query, or `null` when there is nothing to ask: `related` and `after_basket` need at
 * least one product id (the recommender would answer 422 without one), and an unknown type.
 * @example toRecommendationQuery({ productId: 100001 }) // { type: 'related', limit: 16, productId: '100001' }
 */
export function toRecommendationQuery(request: RecommendationRequest = {}): RecommendationQuery | null {
  const type = request.type ?? RECOMMENDATION_DEFAULTS.type;
  if (!RECOMMENDATION_TYPES.includes(type)) return null;
  const rawLimit = request.limit;
  const limit =
    rawLimit !== undefined && Number.isInteger(rawLimit) && rawLimit >= 1
      ? Math.min(rawLimit, RECOMMENDATION_MAX_LIMIT)
      : RECOMMENDATION_DEFAULTS.limit;
  if (type === 'landing_page') return { type, limit };

  const ids: string[] = [];
  for (const id of [request.productId, ...(request.productIds ?? [])]) {
    const clean = cleanId(id);
    if (clean !== null && !ids.includes(clean)) ids.push(clean);
  }
  const [first] = ids;
  if (first === undefined) return null;
  return ids.length === 1 ? { type, limit, productId: first } : { type, limit, productIds: ids };
}

/**
 * The path and query of a recommendation request (`/api/recommendations?type=related&limit=16&productId=…`),
 * or `null` when there is nothing to ask (see {@link toRecommendationQuery}). The same request
 * always gives the same path, so it doubles as a cache key.
 */
export function buildRecommendationPath(request: RecommendationRequest = {}): string | null {
  const query = toRecommendationQuery(request);
  if (!query) return null;
  const params = new URLSearchParams({ type: query.type, limit: String(query.limit) });
  if (query.productId !== undefined) params.set('productId', query.productId);
  if (query.productIds !== undefined) params.set('productIds', query.productIds.join(','));
  return `${RECOMMENDATIONS_PATH}?${params.toString()}`;
}

/** A currency recommendation prices are shown in. */
export type RecommendationCurrency = 'NOK' | 'SEK';

/** A market as a code (`Market.NO`, 21) or its letter code (`'no'`). */
export type MarketLike = Market | keyof typeof CurrencyByMarket;

/**
 * The currency of recommender prices (shop spec, section 7): NOK for Norway, SEK for every other
 * market and when the market is unknown. The recommender's feeds are Norwegian or Swedish only,
 * so this is deliberately not the general currency-by-market table.
 * @example recommendationCurrency(Market.NO) // 'NOK'
 * @example recommendationCurrency(undefined) // 'SEK'
 */
export function recommendationCurrency(market: MarketLike | null | undefined): RecommendationCurrency {
  return market === Market.NO || market === 'no' ? 'NOK' : 'SEK';
}

/**
 * The market a shop currency stands for: `NOK` is Norway, `SEK` Sweden, `EUR` Finland, `DKK`
 * Denmark; anything else is unknown (`null`).
 */
export function marketFromCurrency(currency: string | null | undefined): Market | null {
  switch (currency) {
    case CurrencyByMarket.no:
      return Market.NO;
    case CurrencyByMarket.se:
      return Market.SE;
    case CurrencyByMarket.fi:
      return Market.FI;
    case CurrencyByMarket.dk:
      return Market.DK;
    default:
      return null;
  }
}

/**
 * The unit publication status given to a recommended article. The recommender says nothing about
 * stock, so the article gets a status no stock rule knows (`getStockState` answers `unknown`) and a
 * card shows no stock claim for it.
 */
export const RECOMMENDATION_STOCK_STATUS = -1;

/** A recommender item as a product card shows it. */
export interface RecommendedProduct {
  /** The article built from the item (see {@link recommendationToArticle}). */
  article: Article;
  /**
   * The card's base path: `page_url` up to its last segment (`/produkt/`); the article's slug is
   * that segment, so base path plus slug is `page_url` again.
   */
  basePath: string;
  /** The item's `page_url` as the recommender sent it. */
  href: string;
  /** The item's SKU id (for analytics and the cart). */
  skuId: string;
}

/**
 * Splits a product page URL into a base path and its last segment (the slug). A query string or
 * fragment stays out of both. An absolute URL keeps its origin in the base path.
 * @example splitPageUrl('/produkt/ray-ban-aviator') // { basePath: '/produkt/', slug: 'ray-ban-aviator' }
 */
export function splitPageUrl(pageUrl: string): { basePath: string; slug: string } {
  const withoutQuery = pageUrl.trim().split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  if (cut < 0) return { basePath: '/', slug: decodeSegment(trimmed) };
  const slug = trimmed.slice(cut + 1);
  // `https://host` alone has no path segment: the slug is empty.
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/]*$/i.test(trimmed)) return { basePath: `${trimmed}/`, slug: '' };
  return { basePath: trimmed.slice(0, cut + 1), slug: decodeSegment(slug) };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A positive whole number that stands for a recommender item as an article id. The recommender
 * sends SKU ids, not article ids: an all-digit SKU id is used as it is; another (`100001-1`) gets a
 * stable hash (FNV-1a, 31 bits), so React keys and caches stay stable. It is never a real article
 * id to look up: links use the slug from `page_url`.
 */
export function recommendationArticleId(skuId: string): number {
  if (/^[1-9]\d{0,14}$/.test(skuId)) return Number(skuId);
  let hash = 0x811c9dc5;
  for (let index = 0; index < skuId.length; index += 1) {
    hash ^= skuId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1 || 1;
}

/** Options of {@link recommendationToArticle}. */
export interface RecommendationMappingOptions {
  /** The currency of the prices (see {@link recommendationCurrency}). @default 'NOK' */
  currency?: RecommendationCurrency;
}

/**
 * Maps a recommender item to an article (shop spec, section 3):
 * - `title` is the name, `subtitle` the package/variant line (`namePackageGet`); the brand is not
 *   sent separately (it is part of the title), so `brand` is `''`.
 * - `image_url` is the one media, in every size variant (the recommender sends one size).
 * - Price: `original_price` is the ordinary price; `sale_price` is the amount only when it is above
 *   0 and below `original_price` (then it is a campaign), otherwise the amount is the original price.
 * - One SKU (`sku_id`), no flags, no specification, no subscription part, and an unknown stock status.
 * - The slug is the last segment of `page_url` (the SKU id when `page_url` has none).
 */
export function recommendationToArticle(
  item: RecommendationItem,
  options: RecommendationMappingOptions = {},
): Article {
  const currency = options.currency ?? 'NOK';
  const skuId = String(item.sku_id);
  const sale = getRecommendationSalePrice(item);
  const image = item.image_url?.trim() ? item.image_url.trim() : null;
  const variant = image === null ? null : { image };
  const { slug } = splitPageUrl(item.page_url);
  return {
    id: recommendationArticleId(skuId),
    slug: slug || skuId,
    name: item.title,
    namePackageGet: item.subtitle?.trim() ? item.subtitle.trim() : null,
    moduleName: null,
    packageAmount: null,
    brand: '',
    allowSubscription: false,
    hasVTO: false,
    flags: [],
    medias: variant ? [{ xs: variant, sm: variant, md: variant, lg: variant, xl: variant }] : [],
    specification: null,
    skus: [
      {
        skuId,
        name: null,
        ean: null,
        color: null,
        size: null,
        power: null,
        cylinder: null,
        axis: null,
        addition: null,
        publicationStatus: null,
      },
    ],
    category: '',
    price: {
      unit: {
        publicationStatus: RECOMMENDATION_STOCK_STATUS,
        currency,
        isCampaign: sale !== null,
        ordinaryPrice: item.original_price,
        couponPrice: null,
        fromPrice: false,
        amount: sale ?? item.original_price,
      },
      subscription: null,
    },
  };
}

/** Maps a recommender item to what a card needs: the article, its base path, link and SKU id. */
export function toRecommendedProduct(
  item: RecommendationItem,
  options: RecommendationMappingOptions = {},
): RecommendedProduct {
  const { basePath } = splitPageUrl(item.page_url);
  return {
    article: recommendationToArticle(item, options),
    basePath,
    href: item.page_url,
    skuId: String(item.sku_id),
  };
}
