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
 *
 * The calls themselves (parsers, retry, cache, timeouts: `./clientCalls`) load with `import()` on
 * the first call, or earlier with {@link loadWidgetClientCalls} (the search field does it on the
 * shopper's first intent), so a page that shows only the search field does not pay for them. The
 * listing pages, which call at once, bring them along ({@link provideWidgetClientCalls}).
 */
import { createWidgetEnv } from './env';
import type * as ClientCalls from './clientCalls';
import {
  FAILED_REQUEST_ID,
  SEARCH_FAILED_MESSAGE,
  failedProductListing,
  failedSearchResults,
  type MayFail,
  type WidgetClient,
  type WidgetClientOptions,
} from './clientContract';
import type { RecommendResponse, RelatedResponse } from './schemas';

export * from './clientContract';

/**
 * Loads the client's calls (parsers, retry, cache and timeouts) once; every client waits for it
 * before its first request. A failed load is tried again on the next call.
 */
export function loadWidgetClientCalls(): Promise<typeof ClientCalls> {
  clientCalls ??= import('./clientCalls').catch((error: unknown) => {
    clientCalls = undefined;
    throw error;
  });
  return clientCalls;
}

let clientCalls: Promise<typeof ClientCalls> | undefined;

/**
 * Hands over the calls where the caller's code already includes them. A listing or search page
 * calls the API as soon as it mounts, so its module imports the calls statically: they arrive in
 * the page's own chunk instead of one round trip after it (about 160 ms of a phone's first listing
 * in Lighthouse). Idempotent.
 */
export function provideWidgetClientCalls(module: typeof ClientCalls): void {
  clientCalls ??= Promise.resolve(module);
}

/** Creates a widget API client. Its calls load on first use (see the module comment). */
export function createWidgetClient(options: WidgetClientOptions): WidgetClient {
  const env = createWidgetEnv(options.env);
  let client: WidgetClient | undefined;
  /**
   * Runs a call once the calls have loaded. When they cannot load (the network is gone), the call
   * answers as a failed request would: its fallback, with the same warning (an abort still throws).
   */
  async function run<T>(
    call: (loaded: WidgetClient) => Promise<T>,
    fallback: () => T,
    message: string,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    let loaded = client;
    if (!loaded) {
      try {
        const module = await loadWidgetClientCalls();
        loaded = client ??= module.createLoadedWidgetClient(options, env);
      } catch (error) {
        if (signal?.aborted) throw error;
        env.warn(message, error);
        return fallback();
      }
    }
    return call(loaded);
  }
  const noDisplays = (): MayFail<RelatedResponse & RecommendResponse> => ({ displays: [], failed: true });
  return {
    suggestions: (query, signal) =>
      run(
        (loaded) => loaded.suggestions(query, signal),
        () => ({ suggestions_request_id: FAILED_REQUEST_ID, suggestions: [], failed: true }),
        'Failed to fetch suggestions',
        signal,
      ),
    search: (params, signal) =>
      run((loaded) => loaded.search(params, signal), failedSearchResults, SEARCH_FAILED_MESSAGE, signal),
    productListing: (params, signal) =>
      run(
        (loaded) => loaded.productListing(params, signal),
        failedProductListing,
        'Failed to fetch the product listing',
        signal,
      ),
    related: (params, signal) =>
      run((loaded) => loaded.related(params, signal), noDisplays, 'Failed to fetch related products', signal),
    recommend: (params, signal) =>
      run(
        (loaded) => loaded.recommend(params, signal),
        noDisplays,
        'Failed to fetch recommendations',
        signal,
      ),
  };
}
