/**
 * The widget API client's calls (see `./client`): loaded with `import()` by `createWidgetClient` on
 * the first call, so the parsers, the retry policy, the request cache and the timeouts are not part
 * of a page that shows only the search field.
 */
import { createRequestCache } from './cache';
import type { WidgetEnv } from './env';
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
import { RECOMMENDATIONS_MAX_LIMIT, recommendationCall } from './recommendations';
import { WidgetApiError, fetchWithRetry } from './retry';
import { isRequestTimeoutError, withTimeout } from '../../utils/timeout';
import {
  DEFAULT_SEARCH_LIMIT,
  FAILED_REQUEST_ID,
  SEARCH_FAILED_MESSAGE,
  WIDGET_CALL_TIMEOUTS,
  WIDGET_CLIENT_VERSION,
  WIDGET_REPLY_BOUNDS,
  failedProductListing,
  failedSearchResults,
  type WidgetCallKind,
  type WidgetClient,
  type WidgetClientOptions,
} from './clientContract';

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

/** The client of `createWidgetClient` once its calls have loaded. */
export function createLoadedWidgetClient(options: WidgetClientOptions, env: WidgetEnv): WidgetClient {
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
