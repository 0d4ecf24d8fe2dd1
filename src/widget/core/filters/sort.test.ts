// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createWidgetTranslator } from '../i18n';
import type { ResponseSort } from '../schemas';
import { widgetLocaleNo } from '../../locales/no';
import { selectedSortKey, sortForKey, sortKey, sortOptions } from './sort';

const t = createWidgetTranslator(widgetLocaleNo);
const sorts: ResponseSort[] = [
  {
    field: 'relevance',
    order: 'desc',
    meta: { title: 'Mest relevant', values: ['desc'], names: ['Mest relevant'] },
  },
  {
    field: 'price',
    order: 'asc',
    meta: { title: 'Pris', values: ['asc', 'desc'], names: ['Lavest pris først', 'Høyest pris først'] },
  },
  { field: 'name', meta: { title: 'Navn', values: ['asc', 'desc'] } },
  { field: 'newest' },
  { field: 'price', order: 'asc' },
];

describe('sortOptions', () => {
  it('flattens every order of every sort, keyed as the URL writes it, each once', () => {
    expect(sortOptions(sorts, t).map((option) => [option.key, option.label])).toEqual([
      ['relevance📉', 'Mest relevant'],
      ['price📈', 'Lavest pris først'],
      ['price📉', 'Høyest pris først'],
      ['name📈', 'Navn: Stigende'],
      ['name📉', 'Navn: Synkende'],
      ['newest📉', 'newest'],
    ]);
  });
});

describe('choosing a sort', () => {
  const options = sortOptions(sorts, t);

  it('finds the current sort, else the first (the API default)', () => {
    expect(selectedSortKey(options, { field: 'price', order: 'desc' })).toBe('price📉');
    expect(selectedSortKey(options, { field: 'unknown', order: 'asc' })).toBe('relevance📉');
    expect(selectedSortKey(options, null)).toBe('relevance📉');
    expect(selectedSortKey([], null)).toBe('');
  });

  it('answers the sort of a key', () => {
    expect(sortForKey(options, sortKey({ field: 'name', order: 'asc' }))).toEqual({
      field: 'name',
      order: 'asc',
    });
    expect(sortForKey(options, 'nothing📈')).toBeNull();
  });
});
