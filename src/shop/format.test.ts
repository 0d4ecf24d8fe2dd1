import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace('\u2212', '-');

describe('formatPrice', () => {
  it.each([
    [1299, 'kr 1 299'],
    [149.5, 'kr 149,50'],
    [149.0, 'kr 149'],
    [99.999, 'kr 100'],
    [0.05, 'kr 0,05'],
    [0, 'kr 0'],
    [12.345, 'kr 12,35'],
    [1234567.891, 'kr 1 234 567,89'],
    [-50, 'kr -50'],
  ])('formats %d as %s', (amount, expected) => {
    expect(plain(formatPrice(amount))).toBe(expected);
  });
  it('never wraps between the prefix and the amount', () => {
    expect(formatPrice(1299)).toContain('kr\u00a0');
  });
  it('gives an empty string for what is not a number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Infinity)).toBe('');
    expect(formatPrice('12' as unknown as number)).toBe('');
  });
});
