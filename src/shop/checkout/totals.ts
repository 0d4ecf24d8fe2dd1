import type { DeliveryOption, Discount } from '../schemas/checkout';
import { listedSums } from '../sums';

/** What the checkout's summary shows, in kroner. */
export interface CheckoutTotals {
  /** The cart's lines. */
  subtotal: number;
  /** Taken off by the discount code (never more than the subtotal). */
  discount: number;
  /** The chosen delivery's price; 0 before one is chosen. */
  delivery: number;
  /** What the order costs. */
  total: number;
}

/**
 * The order's totals as the choices stand: the cart's subtotal less the discount (at most the
 * subtotal), plus the chosen delivery's price (the backend already makes it free over the free
 * shipping threshold). The arithmetic is the one rule of listed sums ({@link listedSums}), so the
 * summary's rows add up to its total to the øre, as on the confirmation and the order's page.
 */
export function checkoutTotals(
  subtotal: number,
  discount: Pick<Discount, 'amount'> | null,
  delivery: Pick<DeliveryOption, 'price'> | null,
): CheckoutTotals {
  const lines = listedSums({ lines: [subtotal] }).lines;
  const off = Math.min(Math.max(discount?.amount ?? 0, 0), lines);
  const sums = listedSums({ lines: [lines], discounts: [off], delivery: delivery?.price ?? 0 });
  return {
    subtotal: sums.lines,
    discount: sums.discounts[0] ?? 0,
    delivery: sums.delivery,
    total: sums.total,
  };
}

/** Whether a gift card's balance pays the whole order (the shop takes no part payments). */
export function giftCardCovers(balance: number, totals: Pick<CheckoutTotals, 'total'>): boolean {
  return balance >= totals.total;
}
