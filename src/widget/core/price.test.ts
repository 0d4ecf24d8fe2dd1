// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatWidgetPrice } from './price';

const quiet = () => ({ warn: vi.fn<(message: string, ...details: unknown[]) => void>() });

describe('formatWidgetPrice', () => {
  it('defaults to 2 decimals, "." and ","', () => {
    expect(formatWidgetPrice(1234567.5, {}, quiet())).toBe('1,234,567.50');
    expect(formatWidgetPrice(0, {}, quiet())).toBe('0.00');
    expect(formatWidgetPrice(999, {}, quiet())).toBe('999.00');
  });

  it('follows the merchant format', () => {
    const nok = { placesAfterComma: 0, thousandsDelimiter: ' ', postfix: ' kr' };
    expect(formatWidgetPrice(1299, nok, quiet())).toBe('1 299 kr');
    const eur = { decimalDelimiter: ',', thousandsDelimiter: '.', prefix: '€ ' };
    expect(formatWidgetPrice(1299.9, eur, quiet())).toBe('€ 1.299,90');
    expect(formatWidgetPrice(12.3456, { placesAfterComma: 3 }, quiet())).toBe('12.346');
  });

  it('rounds half away from zero on the decimal text', () => {
    expect(formatWidgetPrice(1.005, {}, quiet())).toBe('1.01');
    expect(formatWidgetPrice(9.995, {}, quiet())).toBe('10.00');
    expect(formatWidgetPrice(999.5, { placesAfterComma: 0 }, quiet())).toBe('1,000');
    expect(formatWidgetPrice(-2.5, { placesAfterComma: 0 }, quiet())).toBe('-3');
    expect(formatWidgetPrice(-0.001, {}, quiet())).toBe('0.00');
  });

  it('parses a price given as a string, with a warning', () => {
    const env = quiet();
    expect(formatWidgetPrice(' 1499.5 ', {}, env)).toBe('1,499.50');
    expect(env.warn).toHaveBeenCalledWith(expect.stringContaining('string'), ' 1499.5 ');
  });

  it('gives an empty text for what is not a number', () => {
    const env = quiet();
    for (const value of ['abc', '', '12,50 kr', null, undefined, NaN, Infinity, 1e21])
      expect(formatWidgetPrice(value, {}, env), String(value)).toBe('');
  });

  it('never throws and agrees with the number for any finite price (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (price, places) => {
          const text = formatWidgetPrice(
            price,
            { placesAfterComma: places, thousandsDelimiter: '' },
            quiet(),
          );
          expect(Math.abs(Number(text) - price)).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-3);
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });
});
