import type { DeliveryOption, Discount } from '../schemas/checkout';

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

const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The order's totals as the choices stand: the cart's subtotal less the discount (at most the
 * subtotal), plus the chosen delivery's price (the backend already makes it free over the free
 * shipping threshold).
 */
export function checkoutTotals(
  subtotal: number,
  discount: Pick<Discount, 'amount'> | null,
  delivery: Pick<DeliveryOption, 'price'> | null,
): CheckoutTotals {
  const off = Math.min(Math.max(discount?.amount ?? 0, 0), subtotal);
  const shipping = Math.max(delivery?.price ?? 0, 0);
  return {
    subtotal: round(subtotal),
    discount: round(off),
    delivery: round(shipping),
    total: round(subtotal - off + shipping),
  };
}

/** Whether a gift card's balance pays the whole order (the shop takes no part payments). */
export function giftCardCovers(balance: number, totals: Pick<CheckoutTotals, 'total'>): boolean {
  return balance >= totals.total;
}
