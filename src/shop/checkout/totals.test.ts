import { describe, expect, it } from 'vitest';
import { checkoutTotals, giftCardCovers } from './totals';

describe('checkoutTotals', () => {
  it.each([
    ['no choices yet', 1299, null, null, { subtotal: 1299, discount: 0, delivery: 0, total: 1299 }],
    ['home delivery', 499, null, { price: 99 }, { subtotal: 499, discount: 0, delivery: 99, total: 598 }],
    [
      '10 % off and click and collect',
      1299,
      { amount: 129.9 },
      { price: 0 },
      { subtotal: 1299, discount: 129.9, delivery: 0, total: 1169.1 },
    ],
    [
      'a discount larger than the cart takes the cart only',
      150,
      { amount: 200 },
      { price: 59 },
      { subtotal: 150, discount: 150, delivery: 59, total: 59 },
    ],
    [
      'a negative amount from the server counts as none',
      300,
      { amount: -50 },
      { price: -10 },
      { subtotal: 300, discount: 0, delivery: 0, total: 300 },
    ],
    [
      // Each row is rounded before the total is added up from them: it said subtotal kr 100 and
      // total kr 99,99, rows that did not add up (#40).
      'øre are rounded to two decimals, and the rows add up',
      99.995,
      { amount: 0.001 },
      null,
      { subtotal: 100, discount: 0, delivery: 0, total: 100 },
    ],
    [
      'a campaign-priced cart, a discount code and paid delivery',
      1499 + 2 * 549,
      { amount: 259.7 },
      { price: 99 },
      { subtotal: 2597, discount: 259.7, delivery: 99, total: 2436.3 },
    ],
  ])('%s', (_, subtotal, discount, delivery, expected) => {
    expect(checkoutTotals(subtotal, discount, delivery)).toEqual(expected);
  });
});

describe('giftCardCovers', () => {
  it.each([
    [1000, 999, true],
    [999, 999, true],
    [998.99, 999, false],
    [0, 59, false],
  ])('balance %s for a total of %s → %s', (balance, total, expected) => {
    expect(giftCardCovers(balance, { total })).toBe(expected);
  });
});
