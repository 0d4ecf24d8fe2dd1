// @vitest-environment node
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Filter, Sort } from '../schemas';
import type { UrlStateOptions } from '../urlState';
import {
  EMPTY_LISTING_STATE,
  applyFilterChange,
  changeFilter,
  changeSorting,
  clearAllFilters,
  listingSearch,
  readListingState,
  removeFieldFilters,
  sameListing,
  startNewQuery,
  withLoaded,
  type FilterChange,
  type ListingState,
} from './listingState';

// fast-check's first generation in a Vitest worker is slow; paid once here (see urlState.test.ts).
beforeAll(() => {
  fc.sample(fc.string({ unit: 'binary' }), { seed: 1, numRuns: 1 });
}, 30_000);

const brand: Filter = { field: 'brand', op: 'in', data: ['Ray-Ban', 'Oakley'] };
const price: Filter = { field: 'price', op: 'inrange', data: [500, 2000] };
const state = (patch: Partial<ListingState> = {}): ListingState => ({ ...EMPTY_LISTING_STATE, ...patch });

describe('applyFilterChange', () => {
  it('adds a new filter at the end', () => {
    expect(applyFilterChange([brand], { field: 'price', op: 'inrange', data: [500, 2000] })).toEqual([
      brand,
      price,
    ]);
  });

  it('replaces the filter with the same field and operator in place', () => {
    const next = applyFilterChange([brand, price], { field: 'brand', op: 'in', data: ['Gucci'] });
    expect(next).toEqual([{ field: 'brand', op: 'in', data: ['Gucci'] }, price]);
  });

  it('keeps a filter on the same field with another operator', () => {
    const next = applyFilterChange([brand], { field: 'brand', op: 'nin', data: ['Police'] });
    expect(next).toEqual([brand, { field: 'brand', op: 'nin', data: ['Police'] }]);
  });

  it('removes the filter for null or an empty list', () => {
    expect(applyFilterChange([brand, price], { field: 'brand', op: 'in', data: [] })).toEqual([price]);
    expect(applyFilterChange([brand, price], { field: 'price', op: 'inrange', data: null })).toEqual([brand]);
    expect(applyFilterChange([brand], { field: 'color', op: 'in', data: null })).toEqual([brand]);
  });

  it('does not change the list it was given', () => {
    const filters = [brand];
    applyFilterChange(filters, { field: 'brand', op: 'in', data: null });
    expect(filters).toEqual([brand]);
  });

  it('removeFieldFilters drops every operator of a field', () => {
    const leq: Filter = { field: 'price', op: 'leq', data: 900 };
    expect(removeFieldFilters([brand, price, leq], 'price')).toEqual([brand]);
  });
});

describe('page operations', () => {
  it('a filter change or a new sorting starts again from one page and consumes the clear flag', () => {
    const loaded = state({ loaded: 192, clearFilters: true });
    expect(changeFilter(loaded, { field: 'brand', op: 'in', data: ['Gucci'] })).toMatchObject({
      loaded: 48,
      clearFilters: false,
      filters: [{ field: 'brand', op: 'in', data: ['Gucci'] }],
    });
    expect(changeSorting(loaded, { field: 'price', order: 'asc' })).toMatchObject({
      loaded: 48,
      sorting: { field: 'price', order: 'asc' },
    });
    expect(clearAllFilters(state({ filters: [brand, price], query: 'sol' }))).toMatchObject({
      filters: [],
      query: 'sol',
    });
    expect(withLoaded(loaded, 240).loaded).toBe(240);
  });

  it('a new query clears the filters and the sorting and flags it', () => {
    const sorted: Sort = { field: 'price', order: 'desc' };
    const next = startNewQuery(
      state({ query: 'sol', filters: [brand], sorting: sorted, loaded: 96 }),
      'briller',
    );
    expect(next).toEqual({ ...EMPTY_LISTING_STATE, query: 'briller', clearFilters: true });
    expect(listingSearch(next)).toBe('?query=briller&went_sideways_clear_filters=true');
  });

  it('a new query with no filters keeps the sorting and sets no flag', () => {
    const sorted: Sort = { field: 'price', order: 'desc' };
    const next = startNewQuery(state({ query: 'sol', sorting: sorted }), 'briller');
    expect(next.clearFilters).toBe(false);
    expect(next.sorting).toEqual(sorted);
  });

  it('the same query again changes nothing', () => {
    const current = state({ query: 'sol', filters: [brand] });
    expect(startNewQuery(current, 'sol')).toBe(current);
  });

  it('sameListing ignores the loaded count', () => {
    expect(sameListing(state({ filters: [brand] }), state({ filters: [brand], loaded: 96 }))).toBe(true);
    expect(sameListing(state({ filters: [brand] }), state({ filters: [price] }))).toBe(false);
  });
});

describe('reading and writing the URL', () => {
  it('keeps the host parameters and other instances', () => {
    const search = listingSearch(
      state({ query: 'sol', filters: [brand], sorting: { field: 'price', order: 'asc' } }),
      { instanceKey: 'top' },
      '?utm_source=mail&query=other',
    );
    const params = new URLSearchParams(search);
    expect(params.get('utm_source')).toBe('mail');
    expect(params.get('query')).toBe('other');
    expect(readListingState(search, { instanceKey: 'top' })).toEqual(
      state({ query: 'sol', filters: [brand], sorting: { field: 'price', order: 'asc' } }),
    );
  });

  it('writes nothing for the empty state', () => {
    expect(listingSearch(EMPTY_LISTING_STATE)).toBe('');
  });

  it('reads a hand-made URL and takes the loaded count from the caller', () => {
    expect(readListingState('?query=ray&f_brand=Ray-Ban‚&f_price🔢=100-900', {}, 144)).toEqual(
      state({
        query: 'ray',
        filters: [
          { field: 'brand', op: 'in', data: ['Ray-Ban'] },
          { field: 'price', op: 'inrange', data: [100, 900] },
        ],
        loaded: 144,
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Property: any filter state the operations build survives the URL round trip of the page
// ---------------------------------------------------------------------------------------------

const text = fc.string({ unit: 'grapheme', maxLength: 8 });
// The codec's own separators and markers, and other awkward texts for a URL.
const specials = fc.constantFrom(
  '‚',
  '‣',
  '0️⃣',
  '-',
  '1',
  '0',
  '📈',
  '📉',
  '≡',
  '∉',
  '🔢',
  '&',
  '=',
  '%',
  '+',
  ' ',
  '#',
  '?',
  '',
);
const value = fc.oneof(
  text,
  specials,
  fc.array(fc.oneof(text, specials), { maxLength: 3 }).map((parts) => parts.join('')),
);
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map((n) => n || 0); // -0 is written as 0
const field = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }), specials), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(''))
  .filter((name) => name.length > 0);

/** Every operator with every data shape the filter schema allows. */
const change: fc.Arbitrary<FilterChange> = fc.oneof(
  fc.record({
    field,
    op: fc.constantFrom('eq' as const, 'neq' as const),
    data: fc.oneof(value, number, fc.boolean()),
  }),
  fc.record({
    field,
    op: fc.constantFrom('in' as const, 'nin' as const),
    data: fc.array(fc.oneof(value, number, fc.boolean(), fc.array(value, { maxLength: 3 })), {
      maxLength: 4,
    }),
  }),
  fc.record({
    field,
    op: fc.constantFrom('in' as const, 'nin' as const),
    data: fc.array(fc.array(value, { minLength: 1, maxLength: 3 }), { maxLength: 3 }),
  }),
  fc.record({ field, op: fc.constantFrom('leq' as const, 'geq' as const), data: number }),
  fc.record({
    field,
    op: fc.constant('inrange' as const),
    data: fc.tuple(number, number).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a])),
  }),
  // Removals of whatever is there.
  fc.record({
    field,
    op: fc.constantFrom('eq' as const, 'in' as const, 'inrange' as const),
    data: fc.constant(null),
  }),
);

const options: fc.Arbitrary<UrlStateOptions> = fc.record({
  instanceKey: fc.constantFrom('', '1', 'top'),
  queryParamName: fc.constantFrom('query', 'q', 'søk'),
});

const sorting = fc.option(fc.record({ field, order: fc.constantFrom('asc' as const, 'desc' as const) }), {
  nil: null,
});

/** Equal as filter data: primitives by `===`, lists item by item. */
const sameData = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => sameData(item, b[i]))
    : !Array.isArray(a) && !Array.isArray(b) && a === b;

describe('page state round trip (property)', () => {
  it('any filter state built by filter changes reads back the same from the page URL', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 8 }),
        value,
        sorting,
        options,
        (changes, query, sort, opts) => {
          let page = changeSorting(state({ query }), sort);
          for (const step of changes) page = changeFilter(page, step);
          const search = listingSearch(page, opts, '?utm_campaign=vår&page=2');
          const read = readListingState(search, opts, page.loaded);
          expect(read.query).toBe(page.query);
          expect(read.sorting).toEqual(page.sorting);
          expect(read.filters).toHaveLength(page.filters.length);
          read.filters.forEach((filter, index) => {
            const written = page.filters[index];
            expect(filter.field).toBe(written?.field);
            expect(filter.op).toBe(written?.op);
            expect(sameData(filter.data, written?.data)).toBe(true);
          });
          // The page's state is a fixed point: writing what was read gives the same URL.
          expect(listingSearch(read, opts, '?utm_campaign=vår&page=2')).toBe(search);
        },
      ),
      { seed: 20261126, numRuns: 300 },
    );
  });

  it('a new query, then restore, gives back the URL of before', () => {
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 1, maxLength: 6 }),
        sorting,
        options,
        (changes, sort, opts) => {
          let page = changeSorting(state({ query: 'sol' }), sort);
          for (const step of changes) page = changeFilter(page, step);
          const before = listingSearch(page, opts);
          const cleared = startNewQuery(page, 'briller');
          const afterNewQuery = readListingState(listingSearch(cleared, opts), opts);
          expect(afterNewQuery.filters).toEqual([]);
          expect(afterNewQuery.clearFilters).toBe(page.filters.length > 0);
          const restored = {
            ...afterNewQuery,
            query: 'sol',
            filters: page.filters,
            sorting: page.sorting,
            clearFilters: false,
          };
          expect(listingSearch(restored, opts)).toBe(before);
        },
      ),
      { seed: 20261127, numRuns: 200 },
    );
  });
});
