// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterOptions } from '../filters/options';
import type { ResponseFilter } from '../schemas';
import { cacheOfferedValues, withCachedValues } from './filterCache';
import { MAX_HISTORY_LIST } from './historyState';

const brands = (values: string[], counts?: number[]): ResponseFilter => ({
  field: 'merke',
  op: 'in',
  data: null,
  meta: { group_title: 'Merke', type: 'checkbox', values, names: values, ...(counts && { counts }) },
});
const price: ResponseFilter = {
  field: 'pris',
  op: 'inrange',
  data: null,
  meta: { group_title: 'Pris', type: 'range', min: 0, max: 4000 },
};

describe('the local filter cache', () => {
  it('keeps each value a field offered, in the order it first came', () => {
    const first = cacheOfferedValues({}, [brands(['Ray-Ban', 'Oakley'], [12, 4]), price]);
    expect(first).toEqual({
      merke: [
        { value: 'Ray-Ban', name: 'Ray-Ban' },
        { value: 'Oakley', name: 'Oakley' },
      ],
    });
    const second = cacheOfferedValues(first, [brands(['Oakley', 'Gucci'], [3, 1])]);
    expect(second.merke!.map((cached) => cached.value)).toEqual(['Ray-Ban', 'Oakley', 'Gucci']);
    // Nothing new: the same object (no history write).
    expect(cacheOfferedValues(second, [brands(['Gucci'], [1])])).toBe(second);
  });

  it('a value the answer left out stays listed, with count 0, and can be unticked where it was ticked', () => {
    const cache = cacheOfferedValues({}, [brands(['Ray-Ban', 'Oakley'], [12, 4])]);
    // Another filter narrowed the listing: no Ray-Ban left, and the API no longer lists it.
    const [merke] = withCachedValues([brands(['Oakley'], [2])], cache);
    expect(filterOptions(merke!).map(({ name, count }) => [name, count])).toEqual([
      ['Oakley', 2],
      ['Ray-Ban', 0],
    ]);
  });

  it('leaves a filter as it was when nothing is missing, or when it has no value list', () => {
    const cache = cacheOfferedValues({}, [brands(['Ray-Ban'], [1])]);
    const filters = [brands(['Ray-Ban', 'Oakley'], [1, 2]), price];
    const shown = withCachedValues(filters, cache);
    expect(shown[0]).toBe(filters[0]);
    expect(shown[1]).toBe(price);
  });

  it('keeps counts unknown rather than shifted when the answer counted only some values', () => {
    const cache = cacheOfferedValues({}, [brands(['Ray-Ban'])]);
    const [merke] = withCachedValues([brands(['Oakley', 'Gucci'], [2])], cache);
    expect(filterOptions(merke!).map(({ name, count }) => [name, count])).toEqual([
      ['Oakley', 2],
      ['Gucci', null],
      ['Ray-Ban', null],
    ]);
  });

  it('stays within the history bounds, whatever the API sends', () => {
    const many = Array.from({ length: 300 }, (_, index) => `Merke ${index}`);
    const cache = cacheOfferedValues({}, [brands(many), brands(['x'.repeat(10_000)])]);
    expect(cache.merke).toHaveLength(MAX_HISTORY_LIST);
    const fields = Array.from({ length: 150 }, (_, index) => ({ ...brands(['A']), field: `felt${index}` }));
    expect(Object.keys(cacheOfferedValues({}, fields))).toHaveLength(MAX_HISTORY_LIST);
    // Paths (hierarchical values) keep their last step as the name when the API gave none.
    const path: ResponseFilter = {
      field: 'kategori',
      op: 'in',
      data: null,
      meta: { group_title: 'Kategori', values: [['Solbriller', 'Pilot']] },
    };
    expect(cacheOfferedValues({}, [path]).kategori).toEqual([
      { value: ['Solbriller', 'Pilot'], name: 'Pilot' },
    ]);
  });
});
