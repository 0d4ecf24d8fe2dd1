/**
 * The widget API client (widget spec, section 7): suggestions (GET with query parameters), search
 * results, product listings, related products and recommendations (POSTs with the identity fields
 * tenant, market, dsid, user_id and session_id, and optional metadata). Every request carries the
 * version query parameters, goes through the retry policy and the request cache, and every answer
 * is parsed (by the zod-free parsers of `./parse`, which answer what the API schemas do), so callers
 * never see a raw payload.
 *
 * Failures do not throw (only an abort does): a search or listing that fails answers an empty
 * result with `failed: true` and its request id `'error'`, as the spec's error catalogue says.
 */
import { createRequestCache, type RequestCache } from './cache';
import { createWidgetEnv, type WidgetEnv } from './env';
import {
  boundDisplays,
  boundLinks,
  boundSuggestions,
  parseProductListingResponse,
  parseRecommendResponse,
  parseRelatedResponse,
  parseSearchResultsResponse,
  parseSuggestionsResponse,
} from './parse';
import type { WidgetIdentity } from './identity';
import { RECOMMENDATIONS_MAX_LIMIT, recommendationCall } from './recommendations';
import { WidgetApiError, fetchWithRetry, type RetryOptions } from './retry';
import { isRequestTimeoutError, withTimeout } from '../../utils/timeout';
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
 * This client's version, sent with every request. Kept equal to `package.json` by a unit test
 * (the build has no step that would inject it).
 */
export const WIDGET_CLIENT_VERSION = '0.1.0';

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
 * How long each kind of call may take in all, retries and waits included, in ms; a single try
 * waits at most as long. After it the call fails like any other (an empty answer with `failed`).
 * Suggestions 5 s (typing moves on), search and listings 10 s, related and recommendations 10 s.
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
  /** How long each kind of call may take in all, in ms. @default WIDGET_CALL_TIMEOUTS */
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
type MayFail<T> = T & { failed?: boolean };

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

/** Products a page answer keeps: what was asked for (48 unless told otherwise). */
function pageBound(limit: number | undefined): number {
  return typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0
    ? limit
    : WIDGET_REPLY_BOUNDS.page;
}

/**
 * Products a recommendation answer keeps: what was asked for (at most 50,
 * `RECOMMENDATIONS_MAX_LIMIT`), 16 unless told otherwise.
 */
function recommendationBound(limit: number | undefined): number {
  return typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0
    ? Math.min(limit, RECOMMENDATIONS_MAX_LIMIT)
    : WIDGET_REPLY_BOUNDS.recommendations;
}

const isAbort = (error: unknown) => error instanceof WidgetApiError && error.kind === 'aborted';

/** Creates a widget API client. */
export function createWidgetClient(options: WidgetClientOptions): WidgetClient {
  const env = createWidgetEnv(options.env);
  const cache = options.cache === false ? null : (options.cache ?? createRequestCache({ env }));
  const host = options.apiHost.replace(/\/+$/, '');
  const versionParams = options.versionParams ?? { client: 'glimt-ui', v: WIDGET_CLIENT_VERSION };

  // Bodies go through JSON.stringify, which leaves out every field that is `undefined`.
  const identity = () => ({
    tenant: options.tenant,
    market: options.market,
    dsid: options.dsid ?? null,
    user_id: options.userId ?? null,
    session_id: options.sessionId ?? null,
    locale: options.locale,
    metadata: options.metadata,
  });

  const url = (path: string, params: Record<string, string> = {}) =>
    `${host}${path}?${new URLSearchParams({ ...params, ...versionParams }).toString()}`;

  /** Sends (or reuses) a request and parses its answer; rejects with a WidgetApiError. */
  const timeouts = { ...WIDGET_CALL_TIMEOUTS, ...options.timeouts };

  function request<T>(
    kind: WidgetCallKind,
    parse: (json: unknown) => T | undefined,
    target: string,
    body: unknown,
    signal: AbortSignal | undefined,
    bound: (reply: T) => T = (reply) => reply,
  ): Promise<T> {
    const deadline = timeouts[kind];
    const retry = { ...options.retry, timeout: options.retry?.timeout ?? deadline };
    const init: RequestInit =
      body === undefined
        ? { method: 'GET' }
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const loadOnce = async (loadSignal: AbortSignal | undefined): Promise<T> => {
      const response = await fetchWithRetry(env, target, { ...init, signal: loadSignal }, retry);
      let json: unknown;
      try {
        json = await response.json();
      } catch (cause) {
        throw new WidgetApiError('The API answered something that is not JSON', 'invalid-response', 200, {
          cause,
        });
      }
      const parsed = parse(json);
      if (parsed === undefined)
        throw new WidgetApiError('The API answered an unexpected shape', 'invalid-response', 200);
      // Inside the cached load, so identical requests share one bounded answer.
      return bound(parsed);
    };
    const load = (loadSignal: AbortSignal | undefined): Promise<T> =>
      withTimeout(loadOnce, deadline, { call: target, signal: loadSignal }).catch((error: unknown) => {
        if (isRequestTimeoutError(error))
          throw new WidgetApiError(`No answer within ${deadline} ms`, 'timeout', undefined, {
            cause: error,
          });
        throw error;
      });
    if (!cache) return load(signal);
    return cache.get(`${init.method} ${target}\n${String(init.body ?? '')}`, load, signal);
  }

  /** Runs a request; a failure (not an abort) warns and answers `fallback`. */
  async function orFallback<T>(work: Promise<T>, fallback: () => T, message: string): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (isAbort(error)) throw error;
      env.warn(message, error);
      return fallback();
    }
  }

  return {
    suggestions(query, signal) {
      const { metadata, ...ids } = identity();
      const params: Record<string, string> = { query };
      for (const [key, value] of Object.entries(ids)) if (typeof value === 'string') params[key] = value;
      if (metadata !== undefined) params.metadata = JSON.stringify(metadata);
      return orFallback(
        request(
          'suggestions',
          parseSuggestionsResponse,
          url('/v2/search/suggestions', params),
          undefined,
          signal,
          (reply) => boundSuggestions(reply, WIDGET_REPLY_BOUNDS.suggestions),
        ),
        () => ({ suggestions_request_id: FAILED_REQUEST_ID, suggestions: [], failed: true }),
        'Failed to fetch suggestions',
      );
    },
    search(params, signal) {
      const body = {
        ...identity(),
        query: params.query,
        filters: params.filters ?? [],
        sort: params.sort ?? null,
        limit: params.limit ?? DEFAULT_SEARCH_LIMIT,
        offset: params.offset,
        content_search: params.contentSearch,
      };
      return orFallback(
        request('search', parseSearchResultsResponse, url('/v2/search/results'), body, signal, (reply) => ({
          ...reply,
          displays: boundDisplays(reply.displays, pageBound(body.limit)),
          content_search_links: boundLinks(reply.content_search_links, WIDGET_REPLY_BOUNDS.links),
        })),
        failedSearchResults,
        SEARCH_FAILED_MESSAGE,
      );
    },
    productListing(params, signal) {
      const body = {
        ...identity(),
        listing_id: params.listingId,
        category_path: params.categoryPath,
        query_id: params.queryId,
        filters: params.filters ?? [],
        sort: params.sort ?? null,
        limit: params.limit ?? DEFAULT_SEARCH_LIMIT,
        offset: params.offset,
      };
      return orFallback(
        request(
          'listing',
          parseProductListingResponse,
          url('/v2/product-listing'),
          body,
          signal,
          (reply) => ({
            ...reply,
            displays: boundDisplays(reply.displays, pageBound(body.limit)),
            breadcrumb: boundLinks(reply.breadcrumb, WIDGET_REPLY_BOUNDS.links),
            quick_links: boundLinks(reply.quick_links, WIDGET_REPLY_BOUNDS.links),
          }),
        ),
        failedProductListing,
        'Failed to fetch the product listing',
      );
    },
    related(params, signal) {
      const body = { ...identity(), product_id: params.productId, query: params.query, limit: params.limit };
      return orFallback(
        request(
          'recommendations',
          parseRelatedResponse,
          url('/v2/search/related'),
          body,
          signal,
          (reply) => ({
            ...reply,
            displays: boundDisplays(reply.displays, recommendationBound(params.limit)),
          }),
        ),
        () => ({ displays: [], failed: true }),
        'Failed to fetch related products',
      );
    },
    recommend(params, signal) {
      // The body rule is `recommendationCall`'s; the client keeps the caller's limit as given.
      const { path, body } = recommendationCall(options, {
        ...params,
        documentReferrer: params.documentReferrer ?? null,
      });
      return orFallback(
        request('recommendations', parseRecommendResponse, url(path), body, signal, (reply) => ({
          ...reply,
          displays: boundDisplays(reply.displays, recommendationBound(params.limit)),
        })),
        () => ({ displays: [], failed: true }),
        'Failed to fetch recommendations',
      );
    },
  };
}
