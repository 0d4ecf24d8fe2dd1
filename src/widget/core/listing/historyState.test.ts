// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_HISTORY_LIST,
  defaultCategoryHistoryState,
  defaultSearchHistoryState,
  historyStateKey,
  readListingHistoryState,
  writeListingHistoryState,
} from './historyState';

describe('defaults', () => {
  it('the search page has every spec key, two recommendation rows and one content row', () => {
    expect(defaultSearchHistoryState()).toEqual({
      field_value: '',
      filters_open: false,
      sorting_open: false,
      expanded_filters: [],
      local_filter_cache: {},
      expanded_hierarchical_filters: {},
      showing_recommendation_rows: 2,
      content_results_rows: 1,
      scroll_restoration_data: null,
    });
  });

  it('a category page has no row counts and no field value', () => {
    const keys = Object.keys(defaultCategoryHistoryState()).sort();
    expect(keys).toEqual(
      [
        'expanded_filters',
        'expanded_hierarchical_filters',
        'filters_open',
        'local_filter_cache',
        'scroll_restoration_data',
        'sorting_open',
      ].sort(),
    );
  });

  it('reads the defaults from an empty or foreign history state', () => {
    for (const state of [null, undefined, 'text', 42, [], {}, { glimt_search: 'broken' }])
      expect(readListingHistoryState(state, 'search')).toEqual(defaultSearchHistoryState());
  });
});

describe('namespacing', () => {
  it('keeps each instance apart and the host state as it was', () => {
    const host = { key: 'host-router-key', idx: 3 };
    const first = writeListingHistoryState(host, 'search', '', { filters_open: true });
    const second = writeListingHistoryState(first, 'search', 'top', { field_value: 'sol' });
    const third = writeListingHistoryState(second, 'category', '', { sorting_open: true });
    expect(third).toMatchObject(host);
    expect(readListingHistoryState(third, 'search', '').filters_open).toBe(true);
    expect(readListingHistoryState(third, 'search', '').field_value).toBe('');
    expect(readListingHistoryState(third, 'search', 'top').field_value).toBe('sol');
    expect(readListingHistoryState(third, 'search', 'top').filters_open).toBe(false);
    expect(readListingHistoryState(third, 'category', '').sorting_open).toBe(true);
    expect(Object.keys(third).sort()).toEqual(
      ['glimt_category', 'glimt_search', 'glimt_search_top', 'idx', 'key'].sort(),
    );
    expect(historyStateKey('category', 'x')).toBe('glimt_category_x');
  });

  it('answers a new object (replaceState semantics) and leaves the old one alone', () => {
    const host = { glimt_search: { filters_open: false } };
    const next = writeListingHistoryState(host, 'search', '', { filters_open: true });
    expect(next).not.toBe(host);
    expect(host).toEqual({ glimt_search: { filters_open: false } });
  });

  it('a category page does not store the search keys', () => {
    const next = writeListingHistoryState(null, 'category', '', {
      field_value: 'x',
      content_results_rows: 9,
    } as never);
    expect(next.glimt_category).toEqual(defaultCategoryHistoryState());
  });

  it('keeps the state of every key through a write and a read', () => {
    const patch = {
      field_value: 'ray ban',
      filters_open: true,
      sorting_open: true,
      expanded_filters: ['brand', 'price'],
      local_filter_cache: {
        brand: [{ value: 'Ray-Ban', name: 'Ray-Ban' }],
        category: [{ value: ['Solbriller', 'Ray-Ban'], name: 'Ray-Ban' }],
      },
      expanded_hierarchical_filters: { category: [['Solbriller'], ['Solbriller', 'Ray-Ban']] },
      showing_recommendation_rows: 3,
      content_results_rows: 2,
      scroll_restoration_data: {
        min_results_loaded: 96,
        rows: 24,
        row_height: 420,
        scroll_y: 8000,
        product_id: '1042',
      },
    };
    const written = writeListingHistoryState(undefined, 'search', '', patch);
    // Through structured clone, as the browser stores it.
    expect(readListingHistoryState(structuredClone(written), 'search', '')).toEqual(patch);
  });
});

describe('hostile entries', () => {
  it('wrong types and out-of-bound values fall back to the defaults', () => {
    const read = readListingHistoryState(
      {
        glimt_search: {
          field_value: 'x'.repeat(10_000),
          filters_open: 'yes',
          sorting_open: 1,
          expanded_filters: [1, null, 'brand', 'brand', '', { a: 1 }],
          local_filter_cache: {
            brand: [{ value: NaN, name: 'x' }, { value: 'Gucci', name: 'Gucci' }, 'junk'],
            '': [],
          },
          expanded_hierarchical_filters: {
            category: [[], ['a', 2], ['Solbriller'], ['Solbriller']],
            x: 'no',
          },
          showing_recommendation_rows: 1e9,
          content_results_rows: 0,
          scroll_restoration_data: { min_results_loaded: -5 },
        },
      },
      'search',
    );
    expect(read).toEqual({
      ...defaultSearchHistoryState(),
      expanded_filters: ['brand'],
      local_filter_cache: { brand: [{ value: 'Gucci', name: 'Gucci' }] },
      expanded_hierarchical_filters: { category: [['Solbriller']] },
    });
  });

  it('bounds long lists', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => `field${index}`);
    const read = readListingHistoryState({ glimt_search: { expanded_filters: many } }, 'search');
    expect(read.expanded_filters).toHaveLength(MAX_HISTORY_LIST);
  });

  it('never lets a stored key reach the prototype', () => {
    const hostile = JSON.parse(
      '{"glimt_search": {"local_filter_cache": {"__proto__": [{"value": "x", "name": "x"}]}, "expanded_hierarchical_filters": {"__proto__": [["a"]]}}}',
    ) as unknown;
    const read = readListingHistoryState(hostile, 'search');
    expect(Object.getPrototypeOf(read.local_filter_cache)).toBe(Object.prototype);
    expect(Object.keys(read.local_filter_cache)).toEqual([]);
    expect(Object.keys(read.expanded_hierarchical_filters)).toEqual([]);
  });

  it('never throws and always answers a complete state (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('search' as const, 'category' as const), (stored, kind) => {
        const read = readListingHistoryState({ [historyStateKey(kind)]: stored }, kind);
        const defaults = kind === 'search' ? defaultSearchHistoryState() : defaultCategoryHistoryState();
        expect(Object.keys(read).sort()).toEqual(Object.keys(defaults).sort());
        // What was read is a fixed point of writing.
        expect(readListingHistoryState(writeListingHistoryState(null, kind, '', read), kind)).toEqual(read);
      }),
      { seed: 20261126, numRuns: 300 },
    );
  });
});
