/**
 * What the widget API client and its lazily loaded calls share (see `./client`): its options and
 * parameters, the call kinds with their time limits, the reply bounds and the failed answers.
 */
import { GLIMT_CLIENT_VERSION } from '../../tracking/version';
import type { RequestCache } from './cache';
import type { WidgetEnv } from './env';
import type { WidgetIdentity } from './identity';
import type { RetryOptions } from './retry';
import type {
  Filter,
  ProductListingResponse,
  RecommendResponse,
  RelatedResponse,
  SearchResultsResponse,
  Sort,
  SuggestionsResponse,
} from './schemas';

/**
 * This client's version, sent with every request (the tracker's too: `tracking/version`). Kept
 * equal to `package.json` by a unit test (the build has no step that would inject it).
 */
export const WIDGET_CLIENT_VERSION = GLIMT_CLIENT_VERSION;

/** Products a search asks for unless told otherwise (spec: 48). */
export const DEFAULT_SEARCH_LIMIT = 48;
/** Product cards the instant results of the search modal show (spec: 4). */
export const INSTANT_RESULTS_SHOWN = 4;
/** Products the instant results fetch at least (spec: 20). */
export const INSTANT_RESULTS_MIN_FETCH = 20;

/** How many products to fetch for instant results that show `shown` cards: at least 20. */
export function instantResultsLimit(shown: number = INSTANT_RESULTS_SHOWN): number {
  return Math.max(INSTANT_RESULTS_MIN_FETCH, shown);
}

/** The kinds of widget calls, each with its own time limit. */
export type WidgetCallKind = 'suggestions' | 'search' | 'listing' | 'recommendations';

/**
 * How long one try of each kind of call may wait for its answer, in ms. A try that runs out counts
 * like a failed one: the retry policy tries again after its backoff, 10 times at most (widget spec,
 * section 8), and then the call fails like any other (an empty answer with `failed`). Suggestions
 * 5 s (typing moves on), search and listings 10 s, related and recommendations 10 s.
 */
export const WIDGET_CALL_TIMEOUTS: Readonly<Record<WidgetCallKind, number>> = {
  suggestions: 5_000,
  search: 10_000,
  listing: 10_000,
  recommendations: 10_000,
};

/**
 * The most products one answer may bring, whatever it holds: a search or listing page shows 48
 * (the spec's page size; a larger `limit` asks for more and keeps them), recommendations and
 * related products 16, suggestions 50, content links, breadcrumbs and quick links 50 each.
 */
export const WIDGET_REPLY_BOUNDS = {
  page: DEFAULT_SEARCH_LIMIT,
  recommendations: 16,
  suggestions: 50,
  links: 50,
} as const;

/** The request id of a failed answer (spec, section 8). */
export const FAILED_REQUEST_ID = 'error';
/** What a failed search reports (spec, section 8). */
export const SEARCH_FAILED_MESSAGE = 'Failed to fetch search results';

export type { WidgetIdentity };

/** Options of {@link createWidgetClient}. */
export interface WidgetClientOptions extends WidgetIdentity {
  /** The API host, `{api}` in the spec, e.g. `https://widget-api.glimt.test`. */
  apiHost: string;
  /**
   * Query parameters added to every request.
   * @default { client: 'glimt-ui', v: WIDGET_CLIENT_VERSION }
   */
  versionParams?: Record<string, string>;
  /** The environment (fetch, timers, random, warnings). @default createWidgetEnv() */
  env?: Partial<WidgetEnv>;
  /** The request cache; share one between clients, or `false` for none. @default a new cache */
  cache?: RequestCache | false;
  /** Tuning of the retry policy. @default 10 retries from 100 ms, at most 60 s apart */
  retry?: RetryOptions;
  /** How long one try of each kind of call may wait, in ms. @default WIDGET_CALL_TIMEOUTS */
  timeouts?: Partial<Record<WidgetCallKind, number>>;
}

/** A search request. */
export interface SearchParams {
  query: string;
  filters?: Filter[];
  sort?: Sort | null;
  /** @default 48 */
  limit?: number;
  offset?: number;
  /** Also search content pages (`content_search_links`). */
  contentSearch?: boolean;
}

/** A listing request: the category by listing id, shop path or override query id. */
export interface ProductListingParams {
  listingId?: string;
  categoryPath?: string;
  /** The override query id from the URL (`query_id_{key}` or `query_id`). */
  queryId?: string;
  filters?: Filter[];
  sort?: Sort | null;
  /** @default 48 */
  limit?: number;
  offset?: number;
}

/** A related-products request: to a product, or to a query that found nothing. */
export interface RelatedParams {
  productId?: string;
  query?: string;
  limit?: number;
}

interface RecommendCommon {
  /** A recommendation type within the kind, e.g. `frequently_bought_together`. */
  type?: string;
  limit?: number;
  /** The page the visitor came from. */
  documentReferrer?: string | null;
}

/** A recommendation request of one kind. */
export type RecommendParams = RecommendCommon &
  (
    | { kind: 'category'; categoryId: string }
    | { kind: 'product'; productId: string }
    | { kind: 'products'; productIds: string[] }
    | { kind: 'general' }
  );

/** A failure flag on answers whose schema has none. */
export type MayFail<T> = T & { failed?: boolean };

/** The widget API client. */
export interface WidgetClient {
  /** Query, category and content suggestions for what is typed. */
  suggestions(query: string, signal?: AbortSignal): Promise<MayFail<SuggestionsResponse>>;
  /** Search results. */
  search(params: SearchParams, signal?: AbortSignal): Promise<SearchResultsResponse>;
  /** A category listing. */
  productListing(params: ProductListingParams, signal?: AbortSignal): Promise<ProductListingResponse>;
  /** Products related to a product or a query. */
  related(params: RelatedParams, signal?: AbortSignal): Promise<MayFail<RelatedResponse>>;
  /** Recommendations of one kind. */
  recommend(params: RecommendParams, signal?: AbortSignal): Promise<MayFail<RecommendResponse>>;
}

/** The empty answer of a failed search. */
export function failedSearchResults(): SearchResultsResponse {
  return {
    n_hits: 0,
    displays: [],
    sorts: [],
    filters: [],
    search_request_id: FAILED_REQUEST_ID,
    content_search_links: [],
    failed: true,
  };
}

/** The empty answer of a failed listing. */
export function failedProductListing(): ProductListingResponse {
  return {
    n_hits: 0,
    displays: [],
    sorts: [],
    filters: [],
    breadcrumb: [],
    quick_links: [],
    product_listing_request_id: FAILED_REQUEST_ID,
    failed: true,
  };
}

/** The results a search shows in its count: hits, plus the content links when content search is on. */
export function searchResultCount(results: SearchResultsResponse, contentSearch: boolean): number {
  return results.n_hits + (contentSearch ? (results.content_search_links?.length ?? 0) : 0);
}
