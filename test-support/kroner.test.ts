import { describe, expect, it } from 'vitest';
import { kronerOf, sumKroner } from './kroner';

describe('kronerOf', () => {
  it.each([
    ['kr\u00a06\u00a0450,30', 6450.3],
    ['−kr\u00a0716,70', -716.7],
    ['kr 59', 59],
    ['Gratis', 0],
  ])('%s is %d', (text, amount) => expect(kronerOf(text)).toBe(amount));

  it('refuses what is not a price', () => expect(() => kronerOf('Totalt')).toThrow(/not a price/));
});

describe('sumKroner', () => {
  it('adds to the øre', () => expect(sumKroner([4990, 1788, 389, -716.7])).toBe(6450.3));
});
