// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_API_HOST, resetBackend, resolveHosts, setBackendClock } from '../backend/core';
import {
  productListingResponseSchema,
  recommendResponseSchema,
  relatedResponseSchema,
  searchResultsResponseSchema,
  suggestionsResponseSchema,
  createEventsResponseSchema,
  widgetErrorBodySchema,
  type Filter,
} from '../../widget/core/schemas';
import { getMockWidgetRange, mockCatalogue } from '../fixtures/catalogue';
import { createWidgetHandlers, mockEventLog, widgetCall, widgetFailedAnswer } from './widget';
import { faults } from '../faults';
import { createWidgetClient } from '../../widget/core/client';
import { setupServer } from 'msw/node';
import { heldBody, startMockServer } from '../testServer';

const API = DEFAULT_WIDGET_API_HOST;
const identity = { tenant: 'glimt', market: 'no', dsid: 'dsid-1', user_id: null, session_id: 'session-1' };
const server = startMockServer(createWidgetHandlers(resolveHosts()));

async function post(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function expectError(response: Response, status: 404 | 422): Promise<unknown> {
  expect(response.status).toBe(status);
  const body: unknown = await response.json();
  const parsed = widgetErrorBodySchema.safeParse(body);
  expect(parsed.success, JSON.stringify(body)).toBe(true);
  if (status === 422) expect(Array.isArray((body as { detail: unknown }).detail)).toBe(true);
  return body;
}

/** What the widget's search and listings answer from: the catalogue and the wider frame range. */
const widgetEntries = [...mockCatalogue.entries, ...getMockWidgetRange().entries];

const firstOf = (department: string) => {
  const entry = mockCatalogue.entries.find((candidate) => candidate.department === department);
  if (!entry) throw new Error(department);
  return entry;
};

describe('GET /v2/search/suggestions', () => {
  const suggest = (params: Record<string, string>) =>
    fetch(`${API}/v2/search/suggestions?${new URLSearchParams({ ...params, v: '2.1.0' }).toString()}`);

  it('answers query, BRAND category and content suggestions that parse', async () => {
    const response = await suggest({
      query: 'ray',
      tenant: 'glimt',
      market: 'no',
      dsid: 'd',
      session_id: 's',
    });
    expect(response.status).toBe(200);
    const body = suggestionsResponseSchema.parse(await response.json());
    expect(body.suggestions_request_id).toMatch(/^sg-/);
    expect(body.suggestions.find((suggestion) => suggestion.type === 'query')?.title).toBe('Ray-Ban');
    expect(body.suggestions).toContainEqual(
      expect.objectContaining({
        type: 'category',
        title: 'Ray-Ban',
        parent_title: 'Solbriller',
        category_type: 'BRAND',
        page_url: '/solbriller/ray-ban',
      }),
    );
    expect(
      body.suggestions.every((suggestion) =>
        suggestion.suggestions_result_id?.startsWith(body.suggestions_request_id),
      ),
    ).toBe(true);

    const content = suggestionsResponseSchema.parse(
      await (await suggest({ query: 'tørre øyne', tenant: 'glimt', market: 'no' })).json(),
    );
    expect(content.suggestions).toContainEqual(
      expect.objectContaining({ type: 'content', page_url: '/guide/torre-oyne' }),
    );
    const category = suggestionsResponseSchema.parse(
      await (await suggest({ query: 'dagslinser', tenant: 'glimt', market: 'no' })).json(),
    );
    expect(category.suggestions).toContainEqual(
      expect.objectContaining({
        type: 'category',
        title: 'Dagslinser',
        category_type: 'CATEGORY',
        page_url: '/kontaktlinser/dagslinser',
      }),
    );
  });

  it('accepts JSON metadata and refuses a missing tenant or metadata that is not JSON (422)', async () => {
    expect(
      (await suggest({ query: 'gucci', tenant: 'glimt', market: 'no', metadata: '{"page":"home"}' })).status,
    ).toBe(200);
    await expectError(await suggest({ query: 'gucci', market: 'no' }), 422);
    await expectError(
      await suggest({ query: 'gucci', tenant: 'glimt', market: 'no', metadata: '{nope' }),
      422,
    );
  });
});

describe('POST /v2/search/results', () => {
  it('answers displays, facets, sorts and content links that parse, with tracking ids', async () => {
    const response = await post('/v2/search/results', { ...identity, query: 'solbriller', limit: 20 });
    expect(response.status).toBe(200);
    const body = searchResultsResponseSchema.parse(await response.json());
    expect(body.n_hits).toBe(widgetEntries.filter((entry) => entry.department === 'solbriller').length);
    expect(body.displays).toHaveLength(20);
    expect(body.failed).toBe(false);
    const first = body.displays[0];
    expect(first?.search_result_id).toBe(`${body.search_request_id}-0`);
    expect(first?.variant_displays?.[first.variant_index ?? 0]?.product_id).toBe(first?.product_id);
    expect(first?.image_url).toMatch(/^https:\/\/cdn\.glimt\.test\//);
    expect(body.filters?.map((filter) => filter.field)).toEqual(
      expect.arrayContaining(['brand', 'category', 'color', 'frame_shape', 'price']),
    );
    expect(body.sorts?.map((sort) => sort.field)).toEqual(['relevance', 'price', 'name', 'newest']);
    expect(body.content_search_links).toContainEqual({
      page_url: '/guide/polariserte-solbriller',
      title: 'Hva er polariserte solbriller?',
    });
  });

  it('finds a brand, a misspelt brand and a category word with facet counts', async () => {
    for (const query of ['gucci', 'guci', 'okley', 'dagslinser']) {
      const body = searchResultsResponseSchema.parse(
        await (await post('/v2/search/results', { ...identity, query })).json(),
      );
      expect(body.n_hits, query).toBeGreaterThan(0);
      const brand = body.filters?.find((filter) => filter.field === 'brand');
      expect(brand?.meta.counts?.reduce((sum, count) => sum + count, 0)).toBe(body.n_hits);
    }
  });

  it.each<[string, Filter]>([
    ['eq', { field: 'brand', op: 'eq', data: 'Oakley' }],
    ['neq', { field: 'brand', op: 'neq', data: 'Oakley' }],
    ['in', { field: 'color', op: 'in', data: ['Svart'] }],
    ['nin', { field: 'color', op: 'nin', data: ['Svart'] }],
    ['leq', { field: 'price', op: 'leq', data: 999 }],
    ['geq', { field: 'price', op: 'geq', data: 1000 }],
    ['inrange', { field: 'price', op: 'inrange', data: [500, 1500] }],
  ])('applies the %s operator', async (_op, filter) => {
    const body = searchResultsResponseSchema.parse(
      await (
        await post('/v2/search/results', {
          ...identity,
          query: '',
          filters: [filter],
          sort: { field: 'price', order: 'desc' },
          limit: 500,
        })
      ).json(),
    );
    expect(body.n_hits).toBeGreaterThan(0);
    expect(body.n_hits).toBeLessThan(widgetEntries.length);
    const prices = body.displays.map((display) => Number(display.sale_price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('pages with limit and offset, and gives the same ids to the same request', async () => {
    const request = { ...identity, query: 'briller', limit: 5, offset: 5 };
    const first = searchResultsResponseSchema.parse(await (await post('/v2/search/results', request)).json());
    const again = searchResultsResponseSchema.parse(await (await post('/v2/search/results', request)).json());
    expect(first.displays).toHaveLength(5);
    expect(first.displays[0]?.search_result_id).toBe(`${first.search_request_id}-5`);
    expect(again).toEqual(first);
  });

  it('has long lists: over 150 products for "solbriller" and /solbriller, paged without gaps or repeats', async () => {
    const ids = new Set<string>();
    let total = 0;
    for (let offset = 0; offset < 200; offset += 48) {
      const page = searchResultsResponseSchema.parse(
        await (
          await post('/v2/search/results', { ...identity, query: 'solbriller', limit: 48, offset })
        ).json(),
      );
      total = page.n_hits;
      for (const display of page.displays) ids.add(String(display.product_id));
    }
    expect(total).toBeGreaterThanOrEqual(150);
    expect(ids.size).toBe(total);
    const listing = productListingResponseSchema.parse(
      await (
        await post('/v2/product-listing', { ...identity, category_path: '/solbriller', limit: 1 })
      ).json(),
    );
    expect(listing.n_hits).toBeGreaterThanOrEqual(150);
  });

  it('answers 422 to a body that does not parse', async () => {
    await expectError(await post('/v2/search/results', '{"tenant": "glimt",'), 422);
    await expectError(await post('/v2/search/results', { market: 'no', query: 'x' }), 422);
    await expectError(
      await post('/v2/search/results', {
        ...identity,
        query: 'x',
        filters: [{ field: 'price', op: 'between', data: 1 }],
      }),
      422,
    );
    await expectError(
      await post('/v2/search/results', {
        ...identity,
        query: 'x',
        filters: [{ field: 'price', op: 'inrange', data: [9, 1] }],
      }),
      422,
    );
    await expectError(
      await post('/v2/search/results', {
        ...identity,
        query: 'x',
        filters: [{ field: 'brand', op: 'in', data: 'Gucci' }],
      }),
      422,
    );
    await expectError(await post('/v2/search/results', { ...identity, query: 'x', limit: 0 }), 422);
    const unknownField = await expectError(
      await post('/v2/search/results', {
        ...identity,
        query: 'x',
        filters: [{ field: 'nope', op: 'eq', data: 1 }],
      }),
      422,
    );
    expect(unknownField).toEqual({
      detail: [expect.objectContaining({ loc: ['body', 'filters', 0, 'field'] })],
    });
    await expectError(
      await post('/v2/search/results', { ...identity, query: 'x', sort: { field: 'colour', order: 'asc' } }),
      422,
    );
  });
});

describe('POST /v2/product-listing', () => {
  it('lists a category by path, listing id or query id, with breadcrumb and quick links', async () => {
    for (const key of [
      { category_path: '/solbriller/ray-ban' },
      { listing_id: 'solbriller-ray-ban' },
      { query_id: 'solbriller-ray-ban' },
    ]) {
      const response = await post('/v2/product-listing', { ...identity, ...key, limit: 4 });
      expect(response.status).toBe(200);
      const body = productListingResponseSchema.parse(await response.json());
      expect(body.title).toBe('Ray-Ban solbriller');
      expect(body.breadcrumb?.map((crumb) => crumb.page_url)).toEqual(['/solbriller', '/solbriller/ray-ban']);
      expect(body.quick_links?.length).toBeGreaterThan(3);
      expect(body.displays).toHaveLength(4);
      expect(body.displays[0]?.product_listing_result_id).toBe(`${body.product_listing_request_id}-0`);
    }
  });

  it('finds a path with a Norwegian letter, encoded or not', async () => {
    for (const category_path of ['/tilbehør-briller', '/tilbeh%C3%B8r-briller']) {
      const body = productListingResponseSchema.parse(
        await (await post('/v2/product-listing', { ...identity, category_path })).json(),
      );
      expect(body.n_hits).toBeGreaterThan(0);
    }
  });

  it('answers 404 to an unknown category and 422 to a body without a category', async () => {
    await expectError(await post('/v2/product-listing', { ...identity, category_path: '/finnes-ikke' }), 404);
    await expectError(await post('/v2/product-listing', { ...identity }), 422);
    await expectError(
      await post('/v2/product-listing', {
        ...identity,
        listing_id: 'briller',
        filters: [{ field: 'brand', op: 'leq', data: 3 }],
      }),
      422,
    );
  });
});

describe('POST /v2/search/related', () => {
  const product = firstOf('solbriller');

  it('relates products to a product or to a query', async () => {
    const byProduct = relatedResponseSchema.parse(
      await (
        await post('/v2/search/related', { ...identity, product_id: product.productId, limit: 6 })
      ).json(),
    );
    expect(byProduct.displays).toHaveLength(6);
    expect(byProduct.displays.every((display) => display.product_id !== product.productId)).toBe(true);
    expect(byProduct.displays[0]?.recommendation_id).toBeDefined();
    const byNumericId = await post('/v2/search/related', {
      ...identity,
      product_id: Number(product.productId),
    });
    expect(byNumericId.status).toBe(200);
    const byQuery = relatedResponseSchema.parse(
      await (await post('/v2/search/related', { ...identity, query: 'solbrillr polarisrt' })).json(),
    );
    expect(byQuery.displays.length).toBeGreaterThan(0);
  });

  it('answers 404 to an unknown product and 422 to neither product nor query', async () => {
    await expectError(await post('/v2/search/related', { ...identity, product_id: '999999' }), 404);
    await expectError(await post('/v2/search/related', { ...identity }), 422);
  });
});

describe('POST /v2/recommend/products/{kind}', () => {
  const glasses = firstOf('briller');
  const lenses = firstOf('kontaktlinser');

  it.each([
    ['general', {}],
    ['category', { category_id: 'kontaktlinser-dagslinser' }],
    ['category', { category_id: '/solbriller' }],
    ['product', { product_id: glasses.productId }],
    ['products', { product_ids: [glasses.productId, lenses.productId] }],
  ])('answers %s recommendations that parse', async (kind, extra) => {
    const response = await post(`/v2/recommend/products/${kind}`, {
      ...identity,
      document_referrer: 'https://glimt.test/',
      ...extra,
      limit: 6,
    });
    expect(response.status).toBe(200);
    const body = recommendResponseSchema.parse(await response.json());
    expect(body.displays).toHaveLength(6);
    expect(
      body.displays.every((display) =>
        display.recommendation_id?.startsWith(body.recommendation_request_id ?? '?'),
      ),
    ).toBe(true);
  });

  it('answers 404 to an unknown product, category or kind, and 422 to a bad body', async () => {
    await expectError(await post('/v2/recommend/products/product', { ...identity, product_id: 'nope' }), 404);
    await expectError(
      await post('/v2/recommend/products/products', {
        ...identity,
        product_ids: [glasses.productId, 'nope'],
      }),
      404,
    );
    await expectError(
      await post('/v2/recommend/products/category', { ...identity, category_id: 'nope' }),
      404,
    );
    await expectError(await post('/v2/recommend/products/everything', { ...identity }), 404);
    await expectError(await post('/v2/recommend/products/product', { ...identity }), 422);
    await expectError(await post('/v2/recommend/products/products', { ...identity, product_ids: [] }), 422);
    await expectError(await post('/v2/recommend/products/general', { market: 'no' }), 422);
  });
});

describe('events', () => {
  const purchase = {
    event_type: 'purchase',
    dsid: 'dsid-1',
    user_id: null,
    session_id: 'session-1',
    transaction_id: 'order-1001',
    currency: 'NOK',
    products: [{ sku: '100001-1', price: 1790, quantity: 1 }],
  };

  it('records events in the log with the backend clock, and reset empties it', async () => {
    setBackendClock(() => new Date('2026-12-24T10:00:00Z'));
    const response = await post('/v2/create-events', {
      tenant: 'glimt',
      market: 'no',
      events: [purchase, { event_type: 'page_view', product_id: '100001' }],
    });
    expect(response.status).toBe(200);
    expect(createEventsResponseSchema.parse(await response.json())).toEqual({ accepted: 2 });
    expect(mockEventLog.size).toBe(2);
    expect(mockEventLog.ofType('purchase')).toEqual([
      {
        endpoint: '/v2/create-events',
        tenant: 'glimt',
        market: 'no',
        receivedAt: '2026-12-24T10:00:00.000Z',
        event: purchase,
      },
    ]);
    resetBackend();
    expect(mockEventLog.all()).toEqual([]);
  });

  it('does not log an event whose body was still being read when the backend was reset', async () => {
    const held = heldBody(JSON.stringify({ tenant: 'glimt', market: 'no', events: [purchase] }));
    const stale = post('/v2/create-events', '', { body: held.body, duplex: 'half' } as RequestInit);
    await held.reading;
    resetBackend();
    held.release();
    expect((await stale).status).toBe(503);
    expect(mockEventLog.all()).toEqual([]);
  });

  it('accepts a beacon of JSON sent as text, as an envelope, a list or one event', async () => {
    const beacon = (body: unknown) =>
      post('/create-events', body, { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(
      (
        await beacon({
          tenant: 'glimt',
          market: 'no',
          events: [{ type: 'add_to_cart', product_id: '100002' }],
        })
      ).status,
    ).toBe(200);
    expect(
      (await beacon([{ type: 'element_visible', recommendation_id: 'r-1', tenant: 'glimt', market: 'no' }]))
        .status,
    ).toBe(200);
    expect(
      (await beacon({ type: 'page_view', product_id: '100003', tenant: 'glimt', market: 'no' })).status,
    ).toBe(200);
    expect(mockEventLog.all().map((record) => [record.endpoint, record.event.type, record.tenant])).toEqual([
      ['/create-events', 'add_to_cart', 'glimt'],
      ['/create-events', 'element_visible', 'glimt'],
      ['/create-events', 'page_view', 'glimt'],
    ]);
  });

  it('answers 422 to events that do not parse and records nothing', async () => {
    await expectError(await post('/v2/create-events', { tenant: 'glimt', market: 'no', events: [] }), 422);
    await expectError(
      await post('/v2/create-events', { tenant: 'glimt', market: 'no', events: [{ product_id: '1' }] }),
      422,
    );
    await expectError(
      await post('/v2/create-events', {
        tenant: 'glimt',
        market: 'no',
        events: [{ ...purchase, products: [] }],
      }),
      422,
    );
    await expectError(
      await post('/v2/create-events', {
        tenant: 'glimt',
        market: 'no',
        events: [{ ...purchase, products: [{ sku: 'a', price: 1, quantity: 0 }] }],
      }),
      422,
    );
    await expectError(await post('/v2/create-events', { market: 'no', events: [purchase] }), 422);
    await expectError(await post('/create-events', 'not json'), 422);
    expect(mockEventLog.size).toBe(0);
  });
});

describe('faults of every widget call', () => {
  const client = createWidgetClient({
    apiHost: API,
    tenant: 'glimt',
    market: 'no',
    cache: false,
    retry: { retries: 0 },
    env: { warn: () => {} },
  });
  const calls = {
    suggestions: () => client.suggestions('ray'),
    search: () => client.search({ query: 'ray' }),
    listing: () => client.productListing({ categoryPath: '/solbriller' }),
    related: () => client.related({ query: 'ray' }),
    recommend: () => client.recommend({ kind: 'general' }),
  } as const;

  it.each(Object.keys(calls) as Array<keyof typeof calls>)(
    '%s fails with a status, a dropped connection or malformed JSON, and works again after',
    async (name) => {
      for (const fault of [
        faults.status(...widgetCall(name), 500, null),
        faults.networkError(...widgetCall(name)),
        faults.malformedJson(...widgetCall(name)),
      ]) {
        server.use(fault);
        expect((await calls[name]()).failed, name).toBe(true);
        server.resetHandlers();
      }
      expect((await calls[name]()).failed ?? false).toBe(false);
    },
  );

  it('the events call fails with a status', async () => {
    server.use(faults.status(...widgetCall('events'), 503, null));
    const response = await post('/v2/create-events', { tenant: 'glimt', market: 'no', events: [] });
    expect(response.status).toBe(503);
  });

  it('a search or listing the API flags failed answers no products', async () => {
    server.use(widgetFailedAnswer('search'), widgetFailedAnswer('listing'));
    const search = await calls.search();
    expect(search).toMatchObject({ failed: true, n_hits: 0, displays: [] });
    const listing = await calls.listing();
    expect(listing).toMatchObject({ failed: true, n_hits: 0, displays: [] });
  });
});

describe('hosts', () => {
  it('listens on a configured widget host only', async () => {
    const custom = setupServer(
      ...createWidgetHandlers(resolveHosts({ widgetApiHost: 'https://api.example.test/' })),
    );
    server.close();
    custom.listen({ onUnhandledRequest: 'bypass' });
    try {
      const response = await fetch('https://api.example.test/v2/search/results', {
        method: 'POST',
        body: JSON.stringify({ ...identity, query: 'gucci' }),
      });
      expect(response.status).toBe(200);
    } finally {
      // The file's own server again, for any test that runs after this one (`--sequence.shuffle`).
      custom.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });
});
