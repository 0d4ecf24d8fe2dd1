/**
 * How the widget client writes its requests (widget spec, section 7): the version query
 * parameters, the identity fields and the bodies of the search and listing calls. Kept apart from
 * the calls (`./clientCalls`) so that a listing page's first call can be started before the page
 * renders (`./preload`) and be the very request the page's client would send: one way to write
 * them, so the two cannot drift apart. Plain TypeScript, no parsers.
 */
import {
  DEFAULT_SEARCH_LIMIT,
  WIDGET_CLIENT_VERSION,
  type ProductListingParams,
  type SearchParams,
  type WidgetClientOptions,
} from './clientContract';
import { widgetIdentityFields } from './identity';

/** A request as the client sends it: where, how, and the key the request cache knows it by. */
export interface WidgetRequest {
  url: string;
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
  /** The request cache's key: identical requests share one answer. */
  key: string;
}

type RequestOptions = Pick<
  WidgetClientOptions,
  'apiHost' | 'versionParams' | 'tenant' | 'market' | 'dsid' | 'userId' | 'sessionId' | 'locale' | 'metadata'
>;

/** A call's URL: the host, the path and the query with the version parameters appended. */
export function widgetRequestUrl(
  options: RequestOptions,
  path: string,
  params: Record<string, string> = {},
): string {
  const host = options.apiHost.replace(/\/+$/, '');
  const versionParams = options.versionParams ?? { client: 'glimt-ui', v: WIDGET_CLIENT_VERSION };
  return `${host}${path}?${new URLSearchParams({ ...params, ...versionParams }).toString()}`;
}

/** A GET (no body) or a JSON POST (with one), with its cache key. */
export function widgetRequest(url: string, body?: unknown): WidgetRequest {
  const init: WidgetRequest['init'] =
    body === undefined
      ? { method: 'GET' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return { url, init, key: `${init.method} ${url}\n${init.body ?? ''}` };
}

/** The search call (`POST {api}/v2/search/results`). */
export function searchResultsRequest(options: RequestOptions, params: SearchParams) {
  const body = {
    ...widgetIdentityFields(options),
    query: params.query,
    filters: params.filters ?? [],
    sort: params.sort ?? null,
    limit: params.limit ?? DEFAULT_SEARCH_LIMIT,
    offset: params.offset,
    content_search: params.contentSearch,
  };
  return { ...widgetRequest(widgetRequestUrl(options, '/v2/search/results'), body), limit: body.limit };
}

/** The listing call (`POST {api}/v2/product-listing`). */
export function productListingRequest(options: RequestOptions, params: ProductListingParams) {
  const body = {
    ...widgetIdentityFields(options),
    listing_id: params.listingId,
    category_path: params.categoryPath,
    query_id: params.queryId,
    filters: params.filters ?? [],
    sort: params.sort ?? null,
    limit: params.limit ?? DEFAULT_SEARCH_LIMIT,
    offset: params.offset,
  };
  return { ...widgetRequest(widgetRequestUrl(options, '/v2/product-listing'), body), limit: body.limit };
}
