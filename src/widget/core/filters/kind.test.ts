// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResponseFilter } from '../schemas';
import { filterKind, lowerCaseFilterFields, toApiFilters } from './kind';
import { brand, category, color, inStock, lensType, price } from './test-fixtures';

describe('filterKind', () => {
  it('follows meta.type when it fits the operator', () => {
    expect([brand, color, price, inStock, category, lensType].map(filterKind)).toEqual([
      'checkbox',
      'color',
      'range',
      'boolean',
      'hierarchical',
      'radio',
    ]);
    expect(filterKind({ ...brand, meta: { ...brand.meta, type: 'size' } })).toBe('size');
    expect(filterKind({ ...brand, meta: { ...brand.meta, type: 'CHECKBOX-COLOR' } })).toBe('color');
  });

  it('guesses from the operator and values when meta.type is missing, unknown or does not fit', () => {
    const untyped = (filter: ResponseFilter, type?: string) =>
      filterKind({ ...filter, meta: { ...filter.meta, type } } as ResponseFilter);
    expect(untyped(price)).toBe('range');
    expect(untyped(brand, 'range')).toBe('checkbox');
    expect(untyped(category, 'weird')).toBe('hierarchical');
    expect(untyped(inStock)).toBe('boolean');
    expect(untyped(lensType)).toBe('radio');
    expect(untyped({ ...price, op: 'leq' } as ResponseFilter)).toBe('range');
  });
});

describe('lowerCaseFilterFields', () => {
  it('lower-cases the field from the group title and keeps the API field as actual_field', () => {
    const [merke, pris] = lowerCaseFilterFields([brand, price]);
    expect(merke).toMatchObject({ field: 'merke', actual_field: 'brand' });
    expect(pris).toMatchObject({ field: 'pris', actual_field: 'price' });
  });

  it('keeps the own field when the title is blank or shared, and is idempotent', () => {
    const twin = { ...color, meta: { ...color.meta, group_title: 'MERKE' } };
    const blank = { ...inStock, meta: { ...inStock.meta, group_title: '  ' } };
    const once = lowerCaseFilterFields([brand, twin, blank]);
    expect(once.map((filter) => filter.field)).toEqual(['brand', 'color', 'in_stock']);
    expect(once.map((filter) => filter.actual_field)).toEqual(['brand', 'color', 'in_stock']);
    const lowered = lowerCaseFilterFields([brand, price]);
    expect(lowerCaseFilterFields(lowered)).toEqual(lowered);
  });

  it('maps applied filters back to the API field for a request', () => {
    const offered = lowerCaseFilterFields([brand, price]);
    expect(
      toApiFilters(
        [
          { field: 'merke', op: 'in', data: ['Ray-Ban'] },
          { field: 'pris', op: 'inrange', data: [100, 200] },
          { field: 'gender', op: 'in', data: ['Dame'] },
        ],
        offered,
      ),
    ).toEqual([
      { field: 'brand', op: 'in', data: ['Ray-Ban'] },
      { field: 'price', op: 'inrange', data: [100, 200] },
      { field: 'gender', op: 'in', data: ['Dame'] },
    ]);
  });
});
