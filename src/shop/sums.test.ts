import { describe, expect, it } from 'vitest';
import { listedSums, type ListedSums } from './sums';

/** Adds up the rows a customer reads, as they would with a pen: lines − discounts + delivery (+ adjustment). */
const rowsAdded = (sums: ListedSums) =>
  (Math.round(sums.lines * 100) -
    sums.discounts.reduce((total, amount) => total + Math.round(amount * 100), 0) +
    Math.round(sums.delivery * 100) +
    Math.round(sums.adjustment * 100)) /
  100;

describe('listedSums: the listed rows add up to the total', () => {
  it.each([
    [
      // A frame at its campaign price (kr 1 499, ordinary kr 1 999) and two boxes of lenses, the code
      // GLIMT10 (10 %), home delivery at kr 99.
      'a campaign price, a discount code and paid delivery',
      { lines: [1499, 2 * 549], discounts: [259.7], delivery: 99 },
      { lines: 2597, discounts: [259.7], delivery: 99, adjustment: 0, total: 2436.3 },
    ],
    [
      'the same order as placed, the total said by the shop',
      { lines: [1499, 1098], discounts: [-259.7], delivery: 99, charged: 2436.3 },
      { lines: 2597, discounts: [259.7], delivery: 99, adjustment: 0, total: 2436.3 },
    ],
    [
      // The confirmation of #40: lines of kr 7 167 under a total of kr 6 450,30 with no discount row.
      'a charged total the rows do not explain gets a row of its own',
      { lines: [4990, 1788, 389], charged: 6450.3 },
      { lines: 7167, discounts: [], delivery: 0, adjustment: -716.7, total: 6450.3 },
    ],
    [
      'øre: every row rounded before adding',
      { lines: [0.1, 0.2, 99.994], discounts: [0.001], delivery: 0 },
      { lines: 100.29, discounts: [0], delivery: 0, adjustment: 0, total: 100.29 },
    ],
    [
      'a negative delivery counts as free',
      { lines: [300], delivery: -10 },
      { lines: 300, discounts: [], delivery: 0, adjustment: 0, total: 300 },
    ],
  ] as const)('%s', (_, parts, expected) => {
    const sums = listedSums({ ...parts, lines: [...parts.lines] });
    expect(sums).toEqual(expected);
    expect(rowsAdded(sums)).toBe(sums.total);
  });
});
