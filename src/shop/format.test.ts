import { describe, expect, it } from 'vitest';
import { formatAddressLine, formatPhoneNumber, formatPrice } from './format';

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

describe('formatPhoneNumber', () => {
  it.each([
    ['+4791234567', '+47 912 34 567'],
    ['004791234567', '+47 912 34 567'],
    ['91234567', '912 34 567'],
    ['912 34 567', '912 34 567'],
    ['41-23-45-67', '412 34 567'],
    ['22123456', '22 12 34 56'],
    ['+47 22 00 00 20', '+47 22 00 00 20'],
    ['+46701234567', '+46701234567'],
    ['1881', '1881'],
    [' 12345 ', '12345'],
  ])('%j reads %j', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });
});

describe('formatAddressLine', () => {
  it('writes street, then postcode and place', () => {
    expect(formatAddressLine({ street: 'Storgata 12', zipCode: '0155', city: 'Oslo' })).toBe(
      'Storgata 12, 0155 Oslo',
    );
  });
});
