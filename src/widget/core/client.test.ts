// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_API_HOST, createHandlers, faults, mockCatalogue } from '../../mocks/index';
import {
  DEFAULT_SEARCH_LIMIT,
  SEARCH_FAILED_MESSAGE,
  WIDGET_CLIENT_VERSION,
  createWidgetClient,
  instantResultsLimit,
  searchResultCount,
  type WidgetClientOptions,
} from './client';
import { createRequestCache } from './cache';
import { VALIDATION_ERROR_MESSAGE } from './retry';
import { startMockServer } from '../../mocks/testServer';

const API = DEFAULT_WIDGET_API_HOST;
const server = startMockServer(createHandlers());
const requests: Request[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => requests.push(request.clone()));
});
afterEach(() => {
  requests.length = 0;
});

/** A client against the fake backend; backoff waits are skipped (the retry tests time them). */
function client(options: Partial<WidgetClientOptions> = {}) {
  const warn = vi.fn<(message: string, ...details: unknown[]) => void>();
  const reportError = vi.fn<(error: unknown) => void>();
  const widget = createWidgetClient({
    apiHost: API,
    tenant: 'glimt',
    market: 'no',
    dsid: 'visitor-1',
    sessionId: 'session-1',
    ...options,
    env: {
      warn,
      reportError,
      setTimeout: (callback: () => void) => {
        queueMicrotask(callback);
        return 0;
      },
      ...options.env,
    },
  });
  return { widget, warn, reportError };
}

const bodyOf = async (request: Request | undefined): Promise<Record<string, unknown>> =>
  (await request?.json()) as Record<string, unknown>;

describe('createWidgetClient', () => {
  it('keeps its version equal to package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(WIDGET_CLIENT_VERSION).toBe(pkg.version);
  });

  it('GETs suggestions with the identity and metadata as query parameters, plus the version', async () => {
    const { widget } = client({ userId: null, metadata: { campaign: 'sommer' }, locale: 'no' });
    const answer = await widget.suggestions('ray');
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions_request_id).toMatch(/^sg-/);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/v2/search/suggestions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'ray',
      tenant: 'glimt',
      market: 'no',
      dsid: 'visitor-1',
      session_id: 'session-1',
      locale: 'no',
      metadata: '{"campaign":"sommer"}',
      client: 'glimt-ui',
      v: WIDGET_CLIENT_VERSION,
    });
  });

  it('POSTs a search with the identity fields and a default limit of 48', async () => {
    const { widget } = client({ userId: 'user-7', metadata: { a: 1 } });
    const results = await widget.search({ query: 'solbriller', sort: { field: 'price', order: 'asc' } });
    expect(results.failed).toBe(false);
    expect(results.n_hits).toBeGreaterThan(0);
    expect(results.displays.length).toBeLessThanOrEqual(DEFAULT_SEARCH_LIMIT);
    const request = requests[0];
    expect(new URL(request?.url ?? '').searchParams.get('v')).toBe(WIDGET_CLIENT_VERSION);
    expect(await bodyOf(request)).toEqual({
      tenant: 'glimt',
      market: 'no',
      dsid: 'visitor-1',
      user_id: 'user-7',
      session_id: 'session-1',
      metadata: { a: 1 },
      query: 'solbriller',
      filters: [],
      sort: { field: 'price', order: 'asc' },
      limit: 48,
    });
  });

  it('fetches at least 20 products for the 4 instant results', async () => {
    expect(instantResultsLimit()).toBe(20);
    expect(instantResultsLimit(30)).toBe(30);
    const { widget } = client();
    await widget.search({ query: 'briller', limit: instantResultsLimit() });
    expect((await bodyOf(requests[0])).limit).toBe(20);
  });

  it('counts content links in the result count when content search is on', async () => {
    const { widget } = client();
    const results = await widget.search({ query: 'solbriller', contentSearch: true });
    const links = results.content_search_links?.length ?? 0;
    expect(links).toBeGreaterThan(0);
    expect(searchResultCount(results, true)).toBe(results.n_hits + links);
    expect(searchResultCount(results, false)).toBe(results.n_hits);
  });

  it('POSTs a product listing by category path', async () => {
    const { widget } = client();
    const listing = await widget.productListing({ categoryPath: '/solbriller/ray-ban', limit: 12 });
    expect(listing.product_listing_request_id).toMatch(/^pl-/);
    expect(listing.displays.length).toBeGreaterThan(0);
    expect(await bodyOf(requests[0])).toMatchObject({ category_path: '/solbriller/ray-ban', limit: 12 });
  });

  it('POSTs related products and each kind of recommendation', async () => {
    const { widget } = client();
    const [first, second] = mockCatalogue.entries;
    expect(first && second).toBeTruthy();
    const ids = [first?.productId ?? '', second?.productId ?? ''];
    const related = await widget.related({ productId: ids[0], limit: 4 });
    expect(related.displays.length).toBeGreaterThan(0);
    for (const params of [
      { kind: 'category', categoryId: '/solbriller' },
      { kind: 'product', productId: ids[0] ?? '' },
      { kind: 'products', productIds: ids },
      { kind: 'general', documentReferrer: 'https://example.test/' },
    ] as const) {
      const answer = await widget.recommend({ ...params, limit: 4 });
      expect(answer.failed, params.kind).toBeUndefined();
      expect(answer.displays.length, params.kind).toBeGreaterThan(0);
    }
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths).toEqual([
      '/v2/search/related',
      '/v2/recommend/products/category',
      '/v2/recommend/products/product',
      '/v2/recommend/products/products',
      '/v2/recommend/products/general',
    ]);
    expect(await bodyOf(requests[4])).toMatchObject({
      tenant: 'glimt',
      dsid: 'visitor-1',
      document_referrer: 'https://example.test/',
    });
  });

  it("answers a failed search with an empty result flagged failed and the ids 'error'", async () => {
    server.use(faults.status('POST', `${API}/v2/search/results`, 500));
    const { widget, warn } = client();
    const results = await widget.search({ query: 'ray' });
    expect(results).toEqual({
      n_hits: 0,
      displays: [],
      sorts: [],
      filters: [],
      search_request_id: 'error',
      content_search_links: [],
      failed: true,
    });
    expect(requests).toHaveLength(11); // the first attempt and 10 retries
    expect(warn).toHaveBeenCalledWith(SEARCH_FAILED_MESSAGE, expect.objectContaining({ status: 500 }));
    expect(SEARCH_FAILED_MESSAGE).toBe('Failed to fetch search results');
  });

  it("answers failed suggestions and listings with the request id 'error'", async () => {
    server.use(faults.networkError('ALL', `${API}/v2/*`));
    const { widget } = client();
    expect(await widget.suggestions('ray')).toEqual({
      suggestions_request_id: 'error',
      suggestions: [],
      failed: true,
    });
    const listing = await widget.productListing({ listingId: 'briller' });
    expect(listing).toMatchObject({ product_listing_request_id: 'error', failed: true, displays: [] });
    expect(await widget.related({ query: 'x' })).toEqual({ displays: [], failed: true });
    expect(await widget.recommend({ kind: 'general' })).toEqual({ displays: [], failed: true });
    expect(requests).toHaveLength(4); // a refused request is not retried
  });

  it('does not retry an unknown listing (404)', async () => {
    const { widget } = client();
    const listing = await widget.productListing({ categoryPath: '/finnes-ikke' });
    expect(listing.failed).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it("reports 'Validation error: got 422 from API' once for a request the API rejects", async () => {
    const { widget, reportError } = client();
    const results = await widget.search({ query: 'ray', limit: 10_000 });
    expect(results.failed).toBe(true);
    expect(requests).toHaveLength(1);
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: VALIDATION_ERROR_MESSAGE }));
  });

  it('treats an answer that is not JSON, or of the wrong shape, as a failure', async () => {
    server.use(faults.malformedJson('POST', `${API}/v2/search/results`));
    const { widget } = client();
    expect((await widget.search({ query: 'ray' })).failed).toBe(true);
    server.use(faults.empty('POST', `${API}/v2/search/results`, { displays: 'nope' }));
    expect((await widget.search({ query: 'ray', offset: 1 })).failed).toBe(true);
  });

  it('sends one request for simultaneous identical searches, and reuses the answer', async () => {
    const cache = createRequestCache();
    const { widget } = client({ cache });
    const [a, b] = await Promise.all([widget.search({ query: 'ray' }), widget.search({ query: 'ray' })]);
    expect(a).toBe(b);
    expect(requests).toHaveLength(1);
    // Another client sharing the cache (e.g. after a re-render) reuses it too.
    const again = await client({ cache }).widget.search({ query: 'ray' });
    expect(again).toBe(a);
    expect(requests).toHaveLength(1);
    await widget.search({ query: 'gucci' });
    expect(requests).toHaveLength(2);
  });

  it('works without a cache', async () => {
    const { widget } = client({ cache: false });
    await widget.search({ query: 'ray' });
    await widget.search({ query: 'ray' });
    expect(requests).toHaveLength(2);
  });

  it('rejects (rather than answering a failure) when the caller aborts', async () => {
    const { widget } = client();
    const controller = new AbortController();
    controller.abort();
    await expect(widget.search({ query: 'ray' }, controller.signal)).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});
