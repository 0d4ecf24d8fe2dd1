import { describe, expect, it } from 'vitest';
import { countCharacters, getNecessity, resolveSelectValue } from './fieldUtils';

describe('getNecessity', () => {
  it('marks required fields, whatever showOptional says', () => {
    expect(getNecessity(true, false)).toBe('required');
    expect(getNecessity(true, true)).toBe('required');
  });

  it('shows the optional note only when asked for', () => {
    expect(getNecessity(false, true)).toBe('optional');
    expect(getNecessity(undefined, true)).toBe('optional');
    expect(getNecessity(false, false)).toBeNull();
    expect(getNecessity(undefined, undefined)).toBeNull();
  });
});

describe('countCharacters', () => {
  it('counts against the limit', () => {
    expect(countCharacters('Hei', 10)).toEqual({ count: 3, max: 10, remaining: 7, isAtLimit: false });
  });

  it('reports the limit as reached at exactly maxLength', () => {
    expect(countCharacters('12345', 5)).toEqual({ count: 5, max: 5, remaining: 0, isAtLimit: true });
  });

  it('never reports a negative remainder for a longer value set from outside', () => {
    expect(countCharacters('123456', 5)).toEqual({ count: 6, max: 5, remaining: 0, isAtLimit: true });
  });

  it('counts like the browser: UTF-16 code units, so Norwegian letters count one and emoji two', () => {
    expect(countCharacters('æøå', 10)?.count).toBe(3);
    expect(countCharacters('👓', 10)?.count).toBe(2);
  });

  it('gives no counter without a usable limit', () => {
    expect(countCharacters('abc', undefined)).toBeNull();
    expect(countCharacters('abc', 0)).toBeNull();
    expect(countCharacters('abc', -4)).toBeNull();
    expect(countCharacters('abc', 2.5)).toBeNull();
    expect(countCharacters('abc', Number.NaN)).toBeNull();
    expect(countCharacters('abc', Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('resolveSelectValue', () => {
  const stores = [{ value: 'oslo' }, { value: 'bergen' }, { value: 'tromso' }];

  it('keeps a value that matches an option', () => {
    expect(resolveSelectValue('bergen', stores, true)).toBe('bergen');
    expect(resolveSelectValue('bergen', stores, false)).toBe('bergen');
  });

  it('shows the placeholder for an empty or unknown value when there is one', () => {
    expect(resolveSelectValue('', stores, true)).toBe('');
    expect(resolveSelectValue(undefined, stores, true)).toBe('');
    expect(resolveSelectValue(null, stores, true)).toBe('');
    expect(resolveSelectValue('stavanger', stores, true)).toBe('');
  });

  it('falls back to the first option without a placeholder, as the browser does', () => {
    expect(resolveSelectValue('', stores, false)).toBe('oslo');
    expect(resolveSelectValue('stavanger', stores, false)).toBe('oslo');
  });

  it('copes with an empty option list', () => {
    expect(resolveSelectValue('oslo', [], false)).toBe('');
    expect(resolveSelectValue('oslo', [], true)).toBe('');
  });

  it('treats an option whose value is the empty string as the placeholder slot', () => {
    expect(resolveSelectValue('', [{ value: '' }, { value: 'a' }], false)).toBe('');
  });
});
