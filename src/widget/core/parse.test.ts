// @vitest-environment node
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_API_HOST, createHandlers, mockProductDisplays } from '../../mocks/index';
import { startMockServer } from '../../mocks/testServer';
import {
  parseFilter,
  parseProductListingResponse,
  parseRecommendResponse,
  parseRelatedResponse,
  parseSearchResultsResponse,
  parseSort,
  parseSuggestionsResponse,
} from './parse';
import {
  filterSchema,
  productListingResponseSchema,
  recommendResponseSchema,
  relatedResponseSchema,
  searchResultsResponseSchema,
  sortSchema,
  suggestionsResponseSchema,
} from './schemas';

const API = DEFAULT_WIDGET_API_HOST;
startMockServer(createHandlers());

interface Pair {
  name: string;
  parse: (input: unknown) => unknown;
  schema: { safeParse(input: unknown): { success: true; data: unknown } | { success: false } };
  samples: unknown[];
}

const identity = { tenant: 'glimt', market: 'no', dsid: 'd', session_id: 's' };
const post = async (path: string, body: object) =>
  (
    await fetch(`${API}${path}?v=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...identity, ...body }),
    })
  ).json() as Promise<unknown>;

const pairs: Pair[] = [];

beforeAll(async () => {
  const suggestions = await (
    await fetch(
      `${API}/v2/search/suggestions?${new URLSearchParams({ ...identity, query: 'ray' }).toString()}`,
    )
  ).json();
  const search = await post('/v2/search/results', { query: 'solbriller', limit: 3 });
  const content = await post('/v2/search/results', { query: 'synstest', content_search: true, limit: 3 });
  const filtered = await post('/v2/search/results', {
    query: 'briller',
    limit: 3,
    filters: [{ field: 'brand', op: 'in', data: ['Ray-Ban'] }],
    sort: { field: 'price', order: 'asc' },
  });
  const listing = await post('/v2/product-listing', { category_path: '/solbriller', limit: 4 });
  const related = await post('/v2/search/related', { query: 'ray', limit: 3 });
  const recommended = await post('/v2/recommend/products/general', { limit: 3 });
  const displays = mockProductDisplays.slice(0, 3);
  pairs.push(
    {
      name: 'suggestions',
      parse: parseSuggestionsResponse,
      schema: suggestionsResponseSchema,
      samples: [suggestions],
    },
    {
      name: 'search results',
      parse: parseSearchResultsResponse,
      schema: searchResultsResponseSchema,
      samples: [search, content, filtered, { n_hits: 3, displays, search_request_id: 'x' }],
    },
    {
      name: 'product listing',
      parse: parseProductListingResponse,
      schema: productListingResponseSchema,
      samples: [listing],
    },
    { name: 'related', parse: parseRelatedResponse, schema: relatedResponseSchema, samples: [related] },
    {
      name: 'recommend',
      parse: parseRecommendResponse,
      schema: recommendResponseSchema,
      samples: [recommended],
    },
    {
      name: 'filter',
      parse: parseFilter,
      schema: filterSchema,
      samples: [
        { field: 'brand', op: 'eq', data: 'Gucci' },
        { field: 'in_stock', op: 'neq', data: false },
        { field: 'color', op: 'in', data: ['Svart', 'Gull'], meta: { group_title: 'Farge', counts: [1, 2] } },
        { field: 'category', op: 'nin', data: [['Solbriller', 'Ray-Ban']], actual_field: 'Category' },
        { field: 'price', op: 'leq', data: 999 },
        { field: 'price', op: 'inrange', data: [100, 200] },
      ],
    },
    { name: 'sort', parse: parseSort, schema: sortSchema, samples: [{ field: 'price', order: 'desc' }] },
  );
});

/** What a parser answers, in the shape of zod's `safeParse`. */
const outcome = (parse: (input: unknown) => unknown, input: unknown) => {
  const data = parse(input);
  return data === undefined ? { success: false } : { success: true, data };
};
const zodOutcome = (schema: Pair['schema'], input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? { success: true, data: result.data } : { success: false };
};

/** JSON values with plain keys (what an API answer can hold). */
const json = fc.jsonValue({ maxDepth: 3 });
const key = fc.constantFrom(
  'product_id',
  'title',
  'field',
  'op',
  'data',
  'meta',
  'order',
  'n_hits',
  'displays',
  'filters',
  'sorts',
  'group_title',
  'counts',
  'values',
  'type',
  'page_url',
  'variant_index',
  'sale_price',
  'suggestions',
  'breadcrumb',
  'extra_merchant_field',
);
/** Interesting replacement values: the usual suspects of a malformed payload. */
const replacement = fc.oneof(
  json,
  fc.constantFrom(
    null,
    '',
    0,
    -1,
    1.5,
    'asc',
    'desc',
    'inrange',
    'in',
    'eq',
    [],
    {},
    [1, 2],
    [2, 1],
    ['a'],
    '12',
  ),
);

type Mutation = { path: number[]; action: 'delete' | 'set' | 'add'; value: unknown; key: string };

/** Applies a mutation at the node that `path` picks (each step chooses a child by index). */
function mutate(sample: unknown, mutation: Mutation): unknown {
  const copy: unknown = structuredClone(sample);
  let parent: unknown = null;
  let slot: string | number | null = null;
  let node: unknown = copy;
  for (const step of mutation.path) {
    if (node === null || typeof node !== 'object') break;
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const next = keys[step % keys.length]!;
    parent = node;
    slot = Array.isArray(node) ? Number(next) : next;
    node = (node as Record<string, unknown>)[next];
  }
  if (mutation.action === 'add' && node !== null && typeof node === 'object' && !Array.isArray(node)) {
    (node as Record<string, unknown>)[mutation.key] = mutation.value;
    return copy;
  }
  if (parent === null || slot === null) return mutation.action === 'delete' ? undefined : mutation.value;
  if (mutation.action === 'delete') {
    if (Array.isArray(parent)) parent.splice(slot as number, 1);
    else delete (parent as Record<string, unknown>)[slot];
  } else (parent as Record<string | number, unknown>)[slot] = mutation.value;
  return copy;
}

const mutation = fc.record({
  path: fc.array(fc.nat(40), { maxLength: 6 }),
  action: fc.constantFrom('delete', 'set', 'add'),
  value: replacement,
  key,
}) as fc.Arbitrary<Mutation>;

describe('the hand-written parsers answer what the zod schemas answer', () => {
  it('on real answers of the fake backend and the fixtures (all accepted)', () => {
    for (const { name, parse, schema, samples } of pairs)
      for (const sample of samples) {
        const expected = zodOutcome(schema, sample);
        expect(expected.success, name).toBe(true);
        expect(outcome(parse, sample), name).toEqual(expected);
      }
  });

  it('on mutated answers: a field removed, replaced or added anywhere', () => {
    for (const { name, parse, schema, samples } of pairs) {
      const seen = { accepted: 0, rejected: 0 };
      fc.assert(
        fc.property(
          fc.nat(samples.length - 1),
          fc.array(mutation, { minLength: 1, maxLength: 3 }),
          (index, steps) => {
            const input = steps.reduce((value, step) => mutate(value, step), samples[index]);
            const expected = zodOutcome(schema, input);
            seen[expected.success ? 'accepted' : 'rejected'] += 1;
            expect(outcome(parse, input), name).toEqual(expected);
          },
        ),
        { numRuns: 150, seed: 20_240_601 },
      );
      // Both sides of the line were tried.
      expect(seen.accepted, name).toBeGreaterThan(10);
      expect(seen.rejected, name).toBeGreaterThan(10);
    }
  }, 60_000);

  it('on arbitrary JSON', () => {
    for (const { name, parse, schema } of pairs)
      fc.assert(
        fc.property(json, (input) => {
          expect(outcome(parse, input), name).toEqual(zodOutcome(schema, input));
        }),
        { numRuns: 200, seed: 7 },
      );
  }, 30_000);

  it('turn numeric ids into strings and keep unknown fields only on displays and filter meta', () => {
    const parsed = parseSearchResultsResponse({
      n_hits: 1,
      displays: [
        { product_id: 42, merchant_field: 'x', variant_displays: [{ product_id: 7, colour: 'red' }] },
      ],
      search_request_id: 'r',
      filters: [{ field: 'brand', op: 'in', meta: { group_title: 'Merke', custom: 1 }, unknown: true }],
      unknown: true,
    });
    expect(parsed).toEqual({
      n_hits: 1,
      displays: [
        { product_id: '42', merchant_field: 'x', variant_displays: [{ product_id: '7', colour: 'red' }] },
      ],
      search_request_id: 'r',
      filters: [{ field: 'brand', op: 'in', meta: { group_title: 'Merke', custom: 1 } }],
    });
  });

  it('reject what the schemas reject', () => {
    expect(parseFilter({ field: 'price', op: 'inrange', data: [200, 100] })).toBeUndefined();
    expect(parseFilter({ field: 'brand', op: 'like', data: 'G' })).toBeUndefined();
    expect(parseFilter({ field: 'brand', op: 'toString', data: 'G' })).toBeUndefined();
    expect(parseFilter({ field: '', op: 'eq', data: 1 })).toBeUndefined();
    expect(parseSort({ field: 'price', order: 'up' })).toBeUndefined();
    expect(parseSearchResultsResponse({ n_hits: -1, displays: [], search_request_id: 'r' })).toBeUndefined();
    expect(parseSearchResultsResponse({ n_hits: 1.5, displays: [], search_request_id: 'r' })).toBeUndefined();
    expect(
      parseSuggestionsResponse({ suggestions_request_id: 'r', suggestions: [{ type: 'x', title: 't' }] }),
    ).toBeUndefined();
    expect(parseRelatedResponse({ displays: [{ product_id: '' }] })).toBeUndefined();
    expect(parseRecommendResponse(null)).toBeUndefined();
    expect(parseProductListingResponse([])).toBeUndefined();
  });
});
