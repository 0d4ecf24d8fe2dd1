import { StockStatus } from '../enums';
import {
  PriceState,
  articleResponseSchema,
  recommendationResponseSchema,
  siteSearchResponseSchema,
  type Article,
  type PricePart,
  type RecommendationItem,
  type SiteSearchResponse,
} from '../schemas/article';
import { CatalogueContract } from './contracts';
import { parseContract } from './errors';

/**
 * The catalogue adapter: turns raw answers of the article lookup, the site search and the external
 * recommender into typed values, or throws `ApiContractError`. Also the small rules that read an
 * article's price and stock state, so every component reads them the same way.
 */

export { ARTICLE_REQUEST_HEADERS, CatalogueContract } from './contracts';

/**
 * Parses the answer of `GET /api/article/{id}` and returns its article.
 * @throws ApiContractError when the payload is not `{ data: Article }`
 */
export function parseArticleResponse(raw: unknown): Article {
  return parseContract(articleResponseSchema, raw, CatalogueContract.Article).data;
}

/**
 * Parses the answer of `GET /api/site/search?q=`. Missing groups are empty groups.
 * @throws ApiContractError when the payload does not match
 */
export function parseSiteSearchResponse(raw: unknown): SiteSearchResponse {
  return parseContract(siteSearchResponseSchema, raw, CatalogueContract.SiteSearch);
}

/**
 * Parses the answer of the external recommender and returns its items.
 * @throws ApiContractError when the payload does not match
 */
export function parseRecommendationResponse(raw: unknown): RecommendationItem[] {
  return parseContract(recommendationResponseSchema, raw, CatalogueContract.Recommendations).items;
}

/**
 * The state a price part is shown in. When several apply, the strongest wins:
 * coupon, then campaign, then from-price, then ordinary.
 * @example getPriceState(article.price.unit) // 'campaign'
 */
export function getPriceState(part: PricePart): PriceState {
  if (part.couponPrice !== null && part.couponPrice < part.amount) return PriceState.Coupon;
  if (part.isCampaign && part.amount < part.ordinaryPrice) return PriceState.Campaign;
  if (part.fromPrice) return PriceState.FromPrice;
  return PriceState.Ordinary;
}

/** Stock states a product card tells apart. */
export const StockState = {
  InStock: 'in-stock',
  OutOfStock: 'out-of-stock',
  /** Available in a store only (publication status 0 or 40). */
  StoreItem: 'store-item',
  /** A status this library does not know. */
  Unknown: 'unknown',
} as const;
/** A stock state. */
export type StockState = (typeof StockState)[keyof typeof StockState];

/**
 * The stock state of a unit publication status: 20 in stock, 30 out of stock, 0 or 40 store item.
 * @example getStockState(article.price.unit.publicationStatus) // 'in-stock'
 */
export function getStockState(publicationStatus: number): StockState {
  switch (publicationStatus) {
    case StockStatus.InStock:
      return StockState.InStock;
    case StockStatus.OutOfStock:
      return StockState.OutOfStock;
    case StockStatus.StoreItem:
    case StockStatus.StoreItemAlt:
      return StockState.StoreItem;
    default:
      return StockState.Unknown;
  }
}

/**
 * The sale price of a recommender item, or `null` when it has none: a sale price counts only when
 * above 0 and below the original price (shop spec, section 3).
 */
export function getRecommendationSalePrice(item: RecommendationItem): number | null {
  const sale = item.sale_price;
  return sale !== null && sale > 0 && sale < item.original_price ? sale : null;
}
