// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResponseFilter } from '../schemas';
import {
  appliedRange,
  clampRange,
  parseRangeNumber,
  rangeBounds,
  rangeFilter,
  rangeInputText,
  validateRangeInput,
} from './range';
import { price } from './test-fixtures';

const bounds = rangeBounds(price)!;

describe('rangeBounds', () => {
  it('reads min, max and unit; whole bounds step by 1, others by 0.01', () => {
    expect(bounds).toEqual({ min: 99, max: 4999, step: 1, unit: 'kr' });
    expect(rangeBounds({ ...price, meta: { group_title: 'Vekt', min: 0.5, max: 2 } })).toMatchObject({
      step: 0.01,
      unit: '',
    });
  });

  it('answers null for missing or inverted bounds', () => {
    expect(rangeBounds({ ...price, meta: { group_title: 'Pris' } })).toBeNull();
    expect(rangeBounds({ ...price, meta: { group_title: 'Pris', min: 10, max: 5 } })).toBeNull();
    expect(rangeBounds({ ...price, meta: { group_title: 'Pris', min: 0, max: Infinity } })).toBeNull();
  });
});

describe('clamping', () => {
  it('keeps a range within the bounds and in order', () => {
    expect(clampRange([0, 10_000], bounds)).toEqual([99, 4999]);
    expect(clampRange([700, 300], bounds)).toEqual([300, 700]);
  });

  it('reads the applied range of every range operator, within the bounds', () => {
    expect(appliedRange(null, bounds)).toEqual([99, 4999]);
    expect(appliedRange({ field: 'price', op: 'inrange', data: [500, 9000] }, bounds)).toEqual([500, 4999]);
    expect(appliedRange({ field: 'price', op: 'leq', data: 800 }, bounds)).toEqual([99, 800]);
    expect(appliedRange({ field: 'price', op: 'geq', data: 800 }, bounds)).toEqual([800, 4999]);
    expect(appliedRange({ field: 'price', op: 'in', data: ['x'] }, bounds)).toEqual([99, 4999]);
  });
});

describe('rangeFilter', () => {
  it('answers inrange a-b, and null for the whole range', () => {
    expect(rangeFilter(price, [500, 1500], bounds)).toEqual({
      field: 'price',
      op: 'inrange',
      data: [500, 1500],
    });
    expect(rangeFilter(price, [99, 4999], bounds)).toBeNull();
    expect(rangeFilter(price, [0, 99_999], bounds)).toBeNull();
  });

  it('answers leq or geq when the API offers those', () => {
    const leq = { ...price, op: 'leq' } as ResponseFilter;
    const geq = { ...price, op: 'geq' } as ResponseFilter;
    expect(rangeFilter(leq, [99, 800], bounds)).toEqual({ field: 'price', op: 'leq', data: 800 });
    expect(rangeFilter(leq, [300, 4999], bounds)).toBeNull();
    expect(rangeFilter(geq, [300, 4999], bounds)).toEqual({ field: 'price', op: 'geq', data: 300 });
    expect(rangeFilter(geq, [99, 800], bounds)).toBeNull();
  });
});

describe('parseRangeNumber', () => {
  it('reads what shoppers type', () => {
    expect(parseRangeNumber('1500')).toBe(1500);
    expect(parseRangeNumber('1 500')).toBe(1500);
    expect(parseRangeNumber('1\u00a0500')).toBe(1500);
    expect(parseRangeNumber('1000,50')).toBe(1000.5);
    expect(parseRangeNumber('1,000.50')).toBe(1000.5);
    expect(parseRangeNumber('499 kr')).toBe(499);
    expect(parseRangeNumber('499,-')).toBe(499);
    expect(parseRangeNumber('kr 499')).toBe(499);
    expect(parseRangeNumber('−5')).toBe(-5);
  });

  it('answers null for blank and NaN for anything else', () => {
    expect(parseRangeNumber('  ')).toBeNull();
    expect(parseRangeNumber('abc')).toBeNaN();
    expect(parseRangeNumber('1.2.3')).toBeNaN();
    expect(parseRangeNumber('12abc')).toBeNaN();
    expect(parseRangeNumber('Infinity')).toBeNaN();
  });
});

describe('validateRangeInput', () => {
  it('answers the range, a blank field meaning its bound', () => {
    expect(validateRangeInput('500', '1500', bounds)).toEqual({ ok: true, range: [500, 1500] });
    expect(validateRangeInput('', '1500', bounds)).toEqual({ ok: true, range: [99, 1500] });
    expect(validateRangeInput('500', ' ', bounds)).toEqual({ ok: true, range: [500, 4999] });
  });

  it('says what is wrong with each field', () => {
    expect(validateRangeInput('abc', '1500', bounds)).toEqual({
      ok: false,
      low: { key: 'rangeNotNumber', values: {} },
    });
    expect(validateRangeInput('10', '99999', bounds)).toEqual({
      ok: false,
      low: { key: 'rangeOutOfBounds', values: { min: 99, max: 4999 } },
      high: { key: 'rangeOutOfBounds', values: { min: 99, max: 4999 } },
    });
    expect(validateRangeInput('2000', '1000', bounds)).toEqual({
      ok: false,
      high: { key: 'rangeLowAboveHigh', values: { low: 2000 } },
    });
  });

  it('writes a bound back as plain digits', () => {
    expect(rangeInputText(1500)).toBe('1500');
    expect(rangeInputText(12.345, { comma: true })).toBe('12,35');
  });
});
