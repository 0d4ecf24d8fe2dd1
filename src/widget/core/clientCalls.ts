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
import { widgetIdentityFields } from './identity';
import { takePreloadedResponse } from './preloadStore';
import { RECOMMENDATIONS_MAX_LIMIT, recommendationCall } from './recommendations';
import {
  productListingRequest,
  searchResultsRequest,
  widgetRequest,
  widgetRequestUrl,
  type WidgetRequest,
} from './requests';
import { WidgetApiError, fetchWithRetry } from './retry';
import { isRequestTimeoutError, withTimeout } from '../../utils/timeout';
import {
  FAILED_REQUEST_ID,
  SEARCH_FAILED_MESSAGE,
  WIDGET_CALL_TIMEOUTS,
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
  const identity = () => widgetIdentityFields(options);
  const url = (path: string, params: Record<string, string> = {}) => widgetRequestUrl(options, path, params);

  /** Sends (or reuses) a request and parses its answer; rejects with a WidgetApiError. */
  const timeouts = { ...WIDGET_CALL_TIMEOUTS, ...options.timeouts };

  function request<T>(
    kind: WidgetCallKind,
    parse: (json: unknown) => T | undefined,
    { url: target, init, key }: WidgetRequest,
    signal: AbortSignal | undefined,
    bound: (reply: T) => T = (reply) => reply,
  ): Promise<T> {
    // The limit is per try (spec: 10 retries with backoff), so a backend that recovers after a
    // minute is still answered; a caller that aborts stops the tries and waits that are left.
    const tryLimit = timeouts[kind];
    const retry = { ...options.retry, timeout: options.retry?.timeout ?? tryLimit };
    const timed = <R>(work: () => Promise<R>, loadSignal: AbortSignal | undefined) =>
      withTimeout(work, retry.timeout, { call: target, signal: loadSignal });
    const firstResponse = async (loadSignal: AbortSignal | undefined): Promise<Response> => {
      // A listing page's first call may already be on its way (`./preload`): take it once, as the
      // first try; one that fails or takes longer than a try may gives way to the client's own.
      const preloaded = takePreloadedResponse(key, env.now());
      const answer = preloaded ? await timed(() => preloaded, loadSignal).catch(() => null) : null;
      return answer ?? fetchWithRetry(env, target, { ...init, signal: loadSignal }, retry);
    };
    const load = async (loadSignal: AbortSignal | undefined): Promise<T> => {
      const response = await firstResponse(loadSignal);
      let json: unknown;
      try {
        json = await timed(() => response.json() as Promise<unknown>, loadSignal);
      } catch (cause) {
        if (isRequestTimeoutError(cause))
          throw new WidgetApiError(`The answer did not arrive within ${retry.timeout} ms`, 'timeout', 200, {
            cause,
          });
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
    if (!cache) return load(signal);
    return cache.get(key, load, signal);
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
          widgetRequest(url('/v2/search/suggestions', params)),
          signal,
          (reply) => boundSuggestions(reply, WIDGET_REPLY_BOUNDS.suggestions),
        ),
        () => ({ suggestions_request_id: FAILED_REQUEST_ID, suggestions: [], failed: true }),
        'Failed to fetch suggestions',
      );
    },
    search(params, signal) {
      const call = searchResultsRequest(options, params);
      return orFallback(
        request('search', parseSearchResultsResponse, call, signal, (reply) => ({
          ...reply,
          displays: boundDisplays(reply.displays, pageBound(call.limit)),
          content_search_links: boundLinks(reply.content_search_links, WIDGET_REPLY_BOUNDS.links),
        })),
        failedSearchResults,
        SEARCH_FAILED_MESSAGE,
      );
    },
    productListing(params, signal) {
      const call = productListingRequest(options, params);
      return orFallback(
        request('listing', parseProductListingResponse, call, signal, (reply) => ({
          ...reply,
          displays: boundDisplays(reply.displays, pageBound(call.limit)),
          breadcrumb: boundLinks(reply.breadcrumb, WIDGET_REPLY_BOUNDS.links),
          quick_links: boundLinks(reply.quick_links, WIDGET_REPLY_BOUNDS.links),
        })),
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
          widgetRequest(url('/v2/search/related'), body),
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
        request(
          'recommendations',
          parseRecommendResponse,
          widgetRequest(url(path), body),
          signal,
          (reply) => ({
            ...reply,
            displays: boundDisplays(reply.displays, recommendationBound(params.limit)),
          }),
        ),
        () => ({ displays: [], failed: true }),
        'Failed to fetch recommendations',
      );
    },
  };
}
