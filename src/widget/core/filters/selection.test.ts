// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Filter, ResponseFilter } from '../schemas';
import {
  appliedFilterFor,
  chooseRadioValue,
  isToggleOnFor,
  replaceFilter,
  selectedListKeys,
  setListValues,
  switchToggle,
  toggleListValue,
} from './selection';
import { brand, inStock, lensType, price } from './test-fixtures';

describe('list filters (in / nin)', () => {
  it('ticks values in the order they were ticked and removes the filter when the last goes', () => {
    const one = toggleListValue(brand, null, 'Oakley');
    expect(one).toEqual({ field: 'brand', op: 'in', data: ['Oakley'] });
    const two = toggleListValue(brand, one, 'Ray-Ban');
    expect(two).toEqual({ field: 'brand', op: 'in', data: ['Oakley', 'Ray-Ban'] });
    expect(toggleListValue(brand, two, 'Oakley')).toEqual({ field: 'brand', op: 'in', data: ['Ray-Ban'] });
    expect(toggleListValue(brand, toggleListValue(brand, two, 'Oakley'), 'Ray-Ban')).toBeNull();
  });

  it('uses the offered operator (nin excludes) and keeps actual_field', () => {
    const excluding = { ...brand, op: 'nin', field: 'merke', actual_field: 'brand' } as ResponseFilter;
    expect(toggleListValue(excluding, null, 'Oakley')).toEqual({
      field: 'merke',
      actual_field: 'brand',
      op: 'nin',
      data: ['Oakley'],
    });
  });

  it('sets a wanted state without toggling twice', () => {
    const current: Filter = { field: 'brand', op: 'in', data: ['Oakley'] };
    expect(toggleListValue(brand, current, 'Oakley', true)).toEqual(current);
    expect(toggleListValue(brand, null, 'Oakley', false)).toBeNull();
    expect(toggleListValue(brand, current, 'Oakley', false)).toBeNull();
  });

  it('tells 1 from "1" and reads the selected keys', () => {
    const current = toggleListValue(brand, null, 1);
    expect(toggleListValue(brand, current, '1')).toEqual({ field: 'brand', op: 'in', data: [1, '1'] });
    expect(selectedListKeys(current)).toEqual(new Set(['1']));
    expect(selectedListKeys({ field: 'price', op: 'leq', data: 3 })).toEqual(new Set());
    expect(setListValues(brand, [])).toBeNull();
  });
});

describe('radio filters (eq / neq)', () => {
  it('chooses one value, and "all" removes the filter', () => {
    expect(chooseRadioValue(lensType, 'Progressive')).toEqual({
      field: 'lens_type',
      op: 'eq',
      data: 'Progressive',
    });
    expect(chooseRadioValue({ ...lensType, op: 'neq' } as ResponseFilter, 'Enstyrke')).toMatchObject({
      op: 'neq',
    });
    expect(chooseRadioValue(lensType, null)).toBeNull();
    expect(chooseRadioValue(lensType, ['a'])).toBeNull();
  });
});

describe('toggle filters (1 / 0)', () => {
  it('turns on as eq true and off by removing the filter', () => {
    const on = switchToggle(inStock, true);
    expect(on).toEqual({ field: 'in_stock', op: 'eq', data: true });
    expect(isToggleOnFor(inStock, on)).toBe(true);
    expect(switchToggle(inStock, false)).toBeNull();
    expect(isToggleOnFor(inStock, null)).toBe(false);
    expect(isToggleOnFor(inStock, { field: 'in_stock', op: 'eq', data: false })).toBe(false);
  });

  it('turns on as eq false when the only value offered is false', () => {
    const hideSoldOut = { ...inStock, meta: { ...inStock.meta, values: [false] } };
    expect(switchToggle(hideSoldOut, true)).toMatchObject({ data: false });
    expect(isToggleOnFor(hideSoldOut, { field: 'in_stock', op: 'eq', data: false })).toBe(true);
  });
});

describe('replaceFilter and appliedFilterFor', () => {
  const applied: Filter[] = [
    { field: 'brand', op: 'in', data: ['Oakley'] },
    { field: 'price', op: 'inrange', data: [100, 200] },
  ];

  it('finds the applied filter of an offered one by field', () => {
    expect(appliedFilterFor(applied, price)).toBe(applied[1]);
    expect(appliedFilterFor(applied, inStock)).toBeNull();
  });

  it('replaces in place, appends a new one and removes on null', () => {
    const next: Filter = { field: 'brand', op: 'in', data: ['Ray-Ban'] };
    expect(replaceFilter(applied, 'brand', next)).toEqual([next, applied[1]]);
    expect(replaceFilter(applied, 'in_stock', { field: 'in_stock', op: 'eq', data: true })).toHaveLength(3);
    expect(replaceFilter(applied, 'brand', null)).toEqual([applied[1]]);
    expect(replaceFilter(applied, 'nothing', null)).toEqual(applied);
  });
});
