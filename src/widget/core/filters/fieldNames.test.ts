// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Filter, ResponseFilter } from '../schemas';
import {
  createFilterFieldMemory,
  filterFieldMemoryOf,
  filterFieldNames,
  knowsFilterFields,
  toApiFilterFields,
  withApiFilterFields,
  type ListingPageFetch,
} from './fieldNames';
import { lowerCaseFilterFields } from './kind';
import { brand, color, inStock, price } from './test-fixtures';

const twin: ResponseFilter = {
  ...color,
  field: 'frame_color',
  meta: { ...color.meta, group_title: 'farge' },
};

describe('filterFieldNames', () => {
  it('maps each page field to the API field, from raw or lower-cased filters alike', () => {
    const names = filterFieldNames([brand, price, inStock]);
    expect([...names]).toEqual([
      ['merke', 'brand'],
      ['pris', 'price'],
      ['lagerstatus', 'in_stock'],
    ]);
    expect(filterFieldNames(lowerCaseFilterFields([brand, price, inStock]))).toEqual(names);
  });

  it('keeps the API field of filters whose titles collide', () => {
    expect([...filterFieldNames([color, twin])]).toEqual([
      ['color', 'color'],
      ['frame_color', 'frame_color'],
    ]);
  });
});

describe('knowsFilterFields and toApiFilterFields', () => {
  const names = filterFieldNames([brand, price]);

  it('knows page fields and API fields, and nothing else', () => {
    expect(knowsFilterFields([], new Map())).toBe(true);
    expect(knowsFilterFields([{ field: 'merke', op: 'in', data: ['Gucci'] }], names)).toBe(true);
    expect(knowsFilterFields([{ field: 'brand', op: 'in', data: ['Gucci'] }], names)).toBe(true);
    expect(knowsFilterFields([{ field: 'farge', op: 'in', data: ['Svart'] }], names)).toBe(false);
  });

  it('names the API field in requests and drops actual_field', () => {
    const applied: Filter[] = [
      { field: 'merke', op: 'in', data: ['Gucci'] },
      { field: 'pris', actual_field: 'price', op: 'leq', data: 2000 },
      { field: 'brand', op: 'nin', data: ['Police'] },
      { field: 'ukjent', op: 'eq', data: 'x' },
      // A filter's own actual_field wins over what was learnt.
      { field: 'merke', actual_field: 'brand_name', op: 'eq', data: 'Prada' },
    ];
    expect(toApiFilterFields(applied, names)).toEqual([
      { field: 'brand', op: 'in', data: ['Gucci'] },
      { field: 'price', op: 'leq', data: 2000 },
      { field: 'brand', op: 'nin', data: ['Police'] },
      { field: 'ukjent', op: 'eq', data: 'x' },
      { field: 'brand_name', op: 'eq', data: 'Prada' },
    ]);
  });
});

describe('withApiFilterFields', () => {
  /** A strict API over two facets: any field it does not know is refused, like the fake backend. */
  function strictApi() {
    const calls: Array<{ target: string; filters: Filter[]; limit: number }> = [];
    const fetchPage = vi.fn<ListingPageFetch<{ n_hits: number; filters?: ResponseFilter[] }>>(
      async (target, request) => {
        calls.push({ target, filters: request.filters, limit: request.limit });
        const unknown = request.filters.find(
          (filter) => filter.field !== 'brand' && filter.field !== 'price',
        );
        if (unknown) throw new Error(`422: unknown field ${unknown.field}`);
        const chosen = request.filters.find((filter) => filter.field === 'brand');
        const offered = chosen ? ({ ...brand, data: chosen.data } as ResponseFilter) : brand;
        return { n_hits: 10, filters: [offered, price] };
      },
    );
    return { calls, fetchPage };
  }
  const signal = new AbortController().signal;
  const page = (filters: Filter[]) => ({ filters, sort: null, limit: 48, offset: 0 });

  it('learns the names first when a field is unknown, once per target, then asks with the API fields', async () => {
    const { calls, fetchPage } = strictApi();
    const memory = createFilterFieldMemory();
    const fetch = withApiFilterFields(fetchPage, memory);
    const applied: Filter[] = [{ field: 'merke', op: 'in', data: ['Gucci'] }];
    // Two pages at once (a return to a long list): one learning request between them.
    await Promise.all([
      fetch('solbriller', page(applied), signal),
      fetch('solbriller', page(applied), signal),
    ]);
    expect(calls).toEqual([
      { target: 'solbriller', filters: [], limit: 1 },
      { target: 'solbriller', filters: [{ field: 'brand', op: 'in', data: ['Gucci'] }], limit: 48 },
      { target: 'solbriller', filters: [{ field: 'brand', op: 'in', data: ['Gucci'] }], limit: 48 },
    ]);
    // Known now: another target asks straight away.
    await fetch('briller', page(applied), signal);
    expect(calls.at(-1)).toEqual({
      target: 'briller',
      filters: [{ field: 'brand', op: 'in', data: ['Gucci'] }],
      limit: 48,
    });
    expect(calls).toHaveLength(4);
  });

  it('asks unfiltered and without learning when nothing is filtered, and hands back lower-cased filters', async () => {
    const { calls, fetchPage } = strictApi();
    const memory = createFilterFieldMemory();
    const answer = await withApiFilterFields(fetchPage, memory)('solbriller', page([]), signal);
    expect(calls).toHaveLength(1);
    expect(answer.filters?.map((filter) => [filter.field, filter.actual_field])).toEqual([
      ['merke', 'brand'],
      ['pris', 'price'],
    ]);
    expect(memory.names.get('merke')).toBe('brand');
  });

  it('passes a field the API does not offer even after learning, and does not learn again', async () => {
    const { calls, fetchPage } = strictApi();
    const fetch = withApiFilterFields(fetchPage, createFilterFieldMemory());
    const odd: Filter[] = [{ field: 'farge', op: 'in', data: ['Svart'] }];
    await expect(fetch('solbriller', page(odd), signal)).rejects.toThrow('unknown field farge');
    await expect(fetch('solbriller', page(odd), signal)).rejects.toThrow('unknown field farge');
    expect(calls.filter((call) => call.limit === 1)).toHaveLength(1);
  });

  it('asks to learn again after a learning request failed', async () => {
    const { calls, fetchPage } = strictApi();
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    const fetch = withApiFilterFields(fetchPage, createFilterFieldMemory());
    const applied: Filter[] = [{ field: 'pris', op: 'leq', data: 1000 }];
    await expect(fetch('solbriller', page(applied), signal)).rejects.toThrow('offline');
    await fetch('solbriller', page(applied), signal);
    expect(calls.map((call) => call.filters)).toEqual([[], [{ field: 'price', op: 'leq', data: 1000 }]]);
  });

  it('keeps one memory per client', () => {
    const client = {};
    expect(filterFieldMemoryOf(client)).toBe(filterFieldMemoryOf(client));
    expect(filterFieldMemoryOf({})).not.toBe(filterFieldMemoryOf(client));
  });
});
