// Kept free of imports so that importing the price formatter alone costs a few hundred bytes.

const numberFormat = /* @__PURE__ */ new Intl.NumberFormat('nb-NO', {
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/**
 * Formats an amount in Norwegian kroner the way the shop shows prices: the `kr` prefix, a space as
 * thousands separator, a comma as decimal separator and at most 2 decimals, trailing zeros dropped.
 * Non-breaking spaces keep a price on one line.
 * @example formatPrice(1299) // 'kr 1 299'
 * @example formatPrice(149.5) // 'kr 149,5'
 * @returns the formatted price, or `''` when `amount` is not a finite number
 */
export function formatPrice(amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  return `kr\u00a0${numberFormat.format(amount)}`;
}
