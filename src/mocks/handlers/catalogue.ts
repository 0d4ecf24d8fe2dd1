/**
 * The shop's catalogue calls on the fake backend: the article lookup (`GET /api/article/{id}`,
 * which checks the shop identifier and API key), the site search (`GET /api/site/search?q=`), the
 * external recommender (`GET /api/recommendations`) and the fixture media host. The site search
 * finds products with the widget's search (`getMockWidgetSearch`, the same matching over the same
 * products), so a query's product count (`articles.hits`) is the widget's `n_hits`; its articles
 * are paged with `offset` and `limit` (1 to {@link SITE_SEARCH_MAX_LIMIT}, default
 * {@link SITE_SEARCH_LIMITS}`.articles`); the other groups answer their first few (the overlay's
 * handful, {@link SITE_SEARCH_LIMITS}), or up to `groupLimit` each (1 to
 * {@link SITE_SEARCH_MAX_LIMIT}: the search page asks for every hit its groups can show). Answers are built
 * from the fixture catalogue and parse with the shop's adapter schemas; errors use the shop's error
 * body `{ success: false, error: { code, message, fields? } }`.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { mockHttp } from './mockHttp';
import type { MockHosts } from '../backend/core';
import { ARTICLE_REQUEST_HEADERS } from '../../shop/adapters/article';
import {
  RECOMMENDATION_TYPES,
  SITE_SEARCH_MAX_GROUP_HITS,
  type RecommendationType,
  type SiteSearchResponse,
  type StoreHit,
} from '../../shop/schemas/article';
import { getMockEntry, getMockFamily, mockCities, type CatalogueEntry } from '../fixtures/catalogue';
import { productDetailOf } from '../fixtures/catalogue/detail';
import {
  defaultStoreHits,
  toCategoryHit,
  toCityHit,
  toPageHit,
  toRecommendationItem,
} from '../fixtures/catalogue/displays';
import { getMockSearch, getMockWidgetSearch } from '../search';
import { createMediaHandlers } from './media';

/** The shop identifier the article lookup expects in the `x-shop-id` header. */
export const MOCK_SHOP_ID = 'glimt-no';
/** The API key the article lookup expects in the `x-api-key` header. */
export const MOCK_API_KEY = 'glimt-mock-api-key';
/** Header that carries the shop identifier. */
export const SHOP_ID_HEADER = ARTICLE_REQUEST_HEADERS.shopId;
/** Header that carries the API key. */
export const API_KEY_HEADER = ARTICLE_REQUEST_HEADERS.apiKey;

/** How many hits of each kind the site search answers (articles: when no `limit` is asked). */
export const SITE_SEARCH_LIMITS = {
  articles: 8,
  stores: 5,
  layoutPages: 5,
  cities: 5,
  productCategories: 5,
} as const;

/**
 * The most articles one site search page may ask (`limit`): what the shop's reader keeps of a group,
 * so every page asked is read whole.
 */
export const SITE_SEARCH_MAX_LIMIT = SITE_SEARCH_MAX_GROUP_HITS;

/** The largest `offset` the site search takes: far past any catalogue, and still a bounded number. */
export const SITE_SEARCH_MAX_OFFSET = 10_000;

/** Default and largest number of recommender items. */
export const RECOMMENDATION_LIMIT = { default: 16, max: 100 } as const;

/** Options of {@link createCatalogueHandlers}. */
export interface CatalogueHandlerOptions {
  /**
   * The stores the site search looks through (name, address, slug). Give the store fixtures here;
   * without it the search uses one `Glimt {city}` store per fixture city.
   */
  storeHits?: () => readonly StoreHit[];
}

function shopError(
  status: number,
  code: string,
  message: string,
  fields?: Array<{ path: string; message: string }>,
): Response {
  return HttpResponse.json(
    { success: false, error: { code, message, ...(fields ? { fields } : {}) } },
    { status },
  );
}

/** An integer query parameter from `min` to `max`, `fallback` when absent, `null` when wrong. */
function integerParam(text: string | null, fallback: number, min: number, max: number): number | null {
  if (text === null) return fallback;
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** The article lookup's view of the request headers: `null` when they are right. */
function credentialProblem(request: Request): string | null {
  const shopId = request.headers.get(SHOP_ID_HEADER);
  const apiKey = request.headers.get(API_KEY_HEADER);
  if (shopId === null) return `Missing ${SHOP_ID_HEADER} header`;
  if (apiKey === null) return `Missing ${API_KEY_HEADER} header`;
  if (shopId !== MOCK_SHOP_ID) return `Unknown shop identifier`;
  if (apiKey !== MOCK_API_KEY) return `Invalid API key`;
  return null;
}

/** Shop catalogue handlers: article lookup, site search, recommender and media host. */
export function createCatalogueHandlers(
  hosts: MockHosts,
  options: CatalogueHandlerOptions = {},
): HttpHandler[] {
  const storeHits = options.storeHits ?? (() => defaultStoreHits(mockCities));

  return [
    mockHttp.get(hosts.shop('/api/article/:id'), ({ request, params }) => {
      const problem = credentialProblem(request);
      if (problem) return shopError(401, 'Unauthorized', problem);
      const id = decodeURIComponent(String(params.id));
      const entry = getMockEntry(id);
      if (!entry) return shopError(404, 'NotFound', `No article with id ${id}`);
      return HttpResponse.json({ data: productDetailOf(entry, getMockFamily(entry)) });
    }),

    mockHttp.get(hosts.shop('/api/site/search'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query = params.get('q');
      if (query === null || query.trim() === '') {
        return shopError(422, 'ValidationFailed', 'A search query is required', [
          { path: 'q', message: 'Required' },
        ]);
      }
      const limit = integerParam(params.get('limit'), SITE_SEARCH_LIMITS.articles, 1, SITE_SEARCH_MAX_LIMIT);
      if (limit === null) {
        return shopError(422, 'ValidationFailed', 'Invalid limit', [
          { path: 'limit', message: `An integer from 1 to ${SITE_SEARCH_MAX_LIMIT}` },
        ]);
      }
      const offset = integerParam(params.get('offset'), 0, 0, SITE_SEARCH_MAX_OFFSET);
      if (offset === null) {
        return shopError(422, 'ValidationFailed', 'Invalid offset', [
          { path: 'offset', message: `An integer from 0 to ${SITE_SEARCH_MAX_OFFSET}` },
        ]);
      }
      const groupLimitText = params.get('groupLimit');
      const groupLimit =
        groupLimitText === null ? undefined : integerParam(groupLimitText, 0, 1, SITE_SEARCH_MAX_LIMIT);
      if (groupLimit === null) {
        return shopError(422, 'ValidationFailed', 'Invalid groupLimit', [
          { path: 'groupLimit', message: `An integer from 1 to ${SITE_SEARCH_MAX_LIMIT}` },
        ]);
      }
      const search = getMockSearch();
      // Products come from the one product search the widget answers from too.
      const articles = getMockWidgetSearch().search(query, { limit, offset });
      const stores = search.searchStores(storeHits(), query, Number.MAX_SAFE_INTEGER);
      const pages = search.searchContent(query, Number.MAX_SAFE_INTEGER);
      const cities = search.searchCities(query, Number.MAX_SAFE_INTEGER);
      const categories = search.searchCategories(query, Number.MAX_SAFE_INTEGER);
      const group = <T>(all: readonly T[], most: number) => ({
        data: all.slice(0, most),
        hits: all.length,
        limited: all.length > most,
      });
      const body: SiteSearchResponse = {
        success: true,
        articles: {
          data: articles.hits.map((entry) => entry.article),
          hits: articles.total,
          limited: articles.total > articles.hits.length,
        },
        stores: group(stores, groupLimit ?? SITE_SEARCH_LIMITS.stores),
        layoutPages: group(pages.map(toPageHit), groupLimit ?? SITE_SEARCH_LIMITS.layoutPages),
        cities: group(cities.map(toCityHit), groupLimit ?? SITE_SEARCH_LIMITS.cities),
        productCategories: group(
          categories.map(toCategoryHit),
          groupLimit ?? SITE_SEARCH_LIMITS.productCategories,
        ),
      };
      return HttpResponse.json(body);
    }),

    mockHttp.get(hosts.shop('/api/recommendations'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const type = (params.get('type') ?? 'related') as RecommendationType;
      if (!RECOMMENDATION_TYPES.includes(type)) {
        return shopError(422, 'ValidationFailed', `Unknown recommendation type`, [
          { path: 'type', message: `One of ${RECOMMENDATION_TYPES.join(', ')}` },
        ]);
      }
      const limitText = params.get('limit');
      const limit = limitText === null ? RECOMMENDATION_LIMIT.default : Number(limitText);
      if (!Number.isInteger(limit) || limit < 1 || limit > RECOMMENDATION_LIMIT.max) {
        return shopError(422, 'ValidationFailed', 'Invalid limit', [
          { path: 'limit', message: `An integer from 1 to ${RECOMMENDATION_LIMIT.max}` },
        ]);
      }
      const ids = [
        ...(params.get('productId') ? [params.get('productId') ?? ''] : []),
        ...(params.get('productIds') ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ];
      if (type !== 'landing_page' && ids.length === 0) {
        return shopError(422, 'ValidationFailed', `${type} needs productId or productIds`, [
          { path: type === 'related' ? 'productId' : 'productIds', message: 'Required' },
        ]);
      }
      const entries: CatalogueEntry[] = [];
      for (const id of ids) {
        const entry = getMockEntry(id);
        if (!entry) return shopError(404, 'NotFound', `No article with id ${id}`);
        entries.push(entry);
      }
      const search = getMockSearch();
      const first = entries[0];
      const result =
        type === 'landing_page' || !first
          ? search.recommend({ kind: 'general' }, limit)
          : type === 'related' && entries.length === 1
            ? search.recommend({ kind: 'product', entry: first }, limit)
            : search.recommend({ kind: 'products', entries }, limit);
      return HttpResponse.json({ items: result.map(toRecommendationItem) });
    }),

    ...createMediaHandlers(),
  ];
}
