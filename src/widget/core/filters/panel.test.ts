// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResponseFilter } from '../schemas';
import {
  DEFAULT_OPEN_FILTER_GROUPS,
  MAX_PANEL_FILTERS,
  initiallyOpenFields,
  panelFilters,
  withExpandedPaths,
  withGroupOpen,
} from './panel';
import { brand, color, inStock, lensType, price } from './test-fixtures';

const numbered = (count: number): ResponseFilter[] =>
  Array.from({ length: count }, (_, index) => ({ ...brand, field: `field-${index}` }));

describe('the filters the panel shows', () => {
  it('shows each field once, the first offer of it winning', () => {
    const second = { ...brand, meta: { ...brand.meta, group_title: 'Merke igjen' } };
    const shown = panelFilters([brand, color, second, price]);
    expect(shown.map((filter) => filter.field)).toEqual(['brand', 'color', 'price']);
    expect(shown[0]!.meta.group_title).toBe('Merke');
  });

  it(`stops at ${MAX_PANEL_FILTERS} filters, however many the API sends`, () => {
    const shown = panelFilters(numbered(5_000));
    expect(shown).toHaveLength(MAX_PANEL_FILTERS);
    expect(shown.at(-1)!.field).toBe(`field-${MAX_PANEL_FILTERS - 1}`);
  });

  it('counts repeated fields as one towards the bound', () => {
    const repeated = [...numbered(10), ...numbered(10), ...numbered(MAX_PANEL_FILTERS + 5)];
    expect(panelFilters(repeated)).toHaveLength(MAX_PANEL_FILTERS);
  });
});

describe('which groups start open', () => {
  it(`opens the first ${DEFAULT_OPEN_FILTER_GROUPS} groups and every group with a choice, once each`, () => {
    const shown = [brand, color, price, inStock, lensType];
    const applied = [
      { field: 'brand', op: 'in' as const, data: ['Oakley'] },
      { field: lensType.field, op: 'in' as const, data: ['x'] },
    ];
    expect(initiallyOpenFields(shown, applied)).toEqual(['brand', 'color', 'price', lensType.field]);
  });
});

describe('opening and closing', () => {
  it('puts an opened group last and drops a closed one', () => {
    expect(withGroupOpen(['brand', 'color'], 'price', true)).toEqual(['brand', 'color', 'price']);
    expect(withGroupOpen(['brand', 'color'], 'brand', true)).toEqual(['color', 'brand']);
    expect(withGroupOpen(['brand', 'color'], 'brand', false)).toEqual(['color']);
    expect(withGroupOpen(['brand'], 'price', false)).toEqual(['brand']);
  });

  it("replaces one hierarchy's expanded levels and leaves the others as they were", () => {
    const before = { category: [['Briller']], lens: [['Enstyrke'], ['Progressive']] };
    const after = withExpandedPaths(before, 'category', [['Briller'], ['Briller', 'Lese']]);
    expect(after).toEqual({
      category: [['Briller'], ['Briller', 'Lese']],
      lens: [['Enstyrke'], ['Progressive']],
    });
    expect(after).not.toBe(before);
    expect(before.category).toEqual([['Briller']]);
  });
});
