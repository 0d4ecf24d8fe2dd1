// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResponseFilter } from '../schemas';
import {
  MAX_FILTER_OPTIONS,
  filterOptions,
  safeHexColor,
  searchFilterOptions,
  visibleFilterOptions,
} from './options';
import { brand, category, color } from './test-fixtures';

describe('filterOptions', () => {
  it('zips values, names, counts and colours, refusing a colour that is not a plain hex', () => {
    expect(filterOptions(color)).toEqual([
      { value: 'Svart', key: '"Svart"', name: 'Svart', count: 20, hex: '#000000' },
      { value: 'Havana', key: '"Havana"', name: 'Havana', count: 5, hex: '#6b3f1f' },
      { value: 'Rød', key: '"Rød"', name: 'Rød', count: 1, hex: null },
    ]);
  });

  it('names a value without a name by the value (a path by its last step), without a count by null', () => {
    expect(filterOptions(category)[1]).toMatchObject({ name: 'Pilot', count: 10 });
    const bare: ResponseFilter = {
      field: 'x',
      op: 'in',
      meta: { group_title: 'X', values: [['A', 'B'], 3, ''] },
    };
    expect(filterOptions(bare).map((option) => [option.name, option.count])).toEqual([
      ['B', null],
      ['3', null],
      ['', null],
    ]);
  });

  it('keeps each value once and at most MAX_FILTER_OPTIONS', () => {
    const many: ResponseFilter = {
      field: 'x',
      op: 'in',
      meta: { group_title: 'X', values: [...Array.from({ length: 1500 }, (_, i) => `v${i}`), 'v1'] },
    };
    expect(filterOptions(many)).toHaveLength(MAX_FILTER_OPTIONS);
    const twice: ResponseFilter = {
      field: 'x',
      op: 'in',
      meta: { group_title: 'X', values: ['a', 'a', 1, '1'] },
    };
    expect(filterOptions(twice).map((option) => option.key)).toEqual(['"a"', '1', '"1"']);
  });

  it('answers nothing for a filter with no values', () => {
    expect(filterOptions({ field: 'x', op: 'in', meta: { group_title: 'X' } })).toEqual([]);
  });
});

describe('safeHexColor', () => {
  it('allows #rgb and #rrggbb only', () => {
    expect(safeHexColor('#FFF')).toBe('#fff');
    expect(safeHexColor(' #a1b2c3 ')).toBe('#a1b2c3');
    expect(safeHexColor('red')).toBeNull();
    expect(safeHexColor('#12345')).toBeNull();
    expect(safeHexColor('#000;background:url(x)')).toBeNull();
    expect(safeHexColor(null)).toBeNull();
  });
});

describe('searchFilterOptions', () => {
  const options = filterOptions(brand);
  const names = (query: string) => searchFilterOptions(options, query).map((option) => option.name);

  it('matches every word, ignoring case, accents and punctuation', () => {
    expect(names('ray')).toEqual(['Ray-Ban']);
    expect(names('RAY ban')).toEqual(['Ray-Ban']);
    expect(names('rayban')).toEqual(['Ray-Ban']);
    expect(names('oye')).toEqual(['Øyeblikk']);
    expect(names('ford tom')).toEqual(['Tom Ford']);
  });

  it('answers every option for a blank query and none when nothing matches', () => {
    expect(names('  ')).toHaveLength(4);
    expect(names('gucci')).toEqual([]);
  });
});

describe('visibleFilterOptions', () => {
  const options = 'abcdefghij'.split('').map((key) => ({ key }));

  it('shows the first ones and counts the rest for "show more"', () => {
    const collapsed = visibleFilterOptions(options, { expanded: false, limit: 4 });
    expect(collapsed.visible.map((option) => option.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(collapsed).toMatchObject({ hiddenCount: 6, canToggle: true });
    expect(visibleFilterOptions(options, { expanded: true, limit: 4 })).toMatchObject({
      hiddenCount: 0,
      canToggle: true,
    });
  });

  it('never hides a selected value and has no toggle when everything fits', () => {
    const collapsed = visibleFilterOptions(options, {
      expanded: false,
      limit: 2,
      selectedKeys: new Set(['h']),
    });
    expect(collapsed.visible.map((option) => option.key)).toEqual(['a', 'b', 'h']);
    expect(collapsed.hiddenCount).toBe(7);
    expect(visibleFilterOptions(options.slice(0, 3), { expanded: false, limit: 4 })).toMatchObject({
      hiddenCount: 0,
      canToggle: false,
    });
  });
});
