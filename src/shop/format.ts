// Kept free of imports so that importing the price formatter alone costs a few hundred bytes.

const wholeKroner = /* @__PURE__ */ new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const kronerAndOre = /* @__PURE__ */ new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount in Norwegian kroner the way the shop shows prices: the `kr` prefix, a space as
 * thousands separator, a comma as decimal separator and at most 2 decimals. Whole kroner show no
 * decimals; anything else shows both øre digits, as Norwegian price tags do ('kr 149,50', never
 * 'kr 149,5'). Non-breaking spaces keep a price on one line.
 * @example formatPrice(1299) // 'kr 1 299'
 * @example formatPrice(149.5) // 'kr 149,50'
 * @returns the formatted price, or `''` when `amount` is not a finite number
 */
export function formatPrice(amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const rounded = Math.round(amount * 100) / 100;
  const format = Number.isInteger(rounded) ? wholeKroner : kronerAndOre;
  return `kr\u00a0${format.format(rounded)}`;
}

/** What a price shows, decided from raw amounts. */
export interface ResolvedPrice {
  /** The formatted price to pay, e.g. 'kr 999'. */
  current: string;
  /** The formatted ordinary price when this is a campaign, otherwise `null`. */
  ordinary: string | null;
}

/**
 * Decides what a price shows (the campaign rule): `null` when `amount` is not a finite number; a
 * campaign only when `ordinaryAmount` is a finite number greater than `amount`.
 * @example resolvePrice(999, 1299) // { current: 'kr 999', ordinary: 'kr 1 299' }
 */
export function resolvePrice(amount: number, ordinaryAmount?: number | null): ResolvedPrice | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const isCampaign =
    typeof ordinaryAmount === 'number' && Number.isFinite(ordinaryAmount) && ordinaryAmount > amount;
  return {
    current: formatPrice(amount),
    ordinary: isCampaign ? formatPrice(ordinaryAmount) : null,
  };
}

/**
 * Formats a Norwegian phone number the way Norwegians write it: mobiles (starting with 4 or 9) as
 * `912 34 567`, other numbers as `22 12 34 56`, with `+47 ` kept in front when it was given (also
 * as `0047`). Anything else (a foreign number, a short code, text) is shown as given, trimmed.
 * @example formatPhoneNumber('+4791234567') // '+47 912 34 567'
 * @example formatPhoneNumber('22123456') // '22 12 34 56'
 */
export function formatPhoneNumber(value: string): string {
  const compact = value.replace(/[\s.-]/g, '');
  const match = /^(\+47|0047)?(\d{8})$/.exec(compact);
  if (!match) return value.trim();
  const digits = match[2]!;
  const local = /^[49]/.test(digits)
    ? `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`
    : `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`;
  return match[1] ? `+47 ${local}` : local;
}

/**
 * A postal address on one line, the way the shop writes it under a store or a delivery:
 * street, then postcode and place.
 * @example formatAddressLine({ street: 'Karl Johans gate 1', zipCode: '0154', city: 'Oslo' }) // 'Karl Johans gate 1, 0154 Oslo'
 */
export function formatAddressLine(address: { street: string; zipCode: string; city: string }): string {
  return `${address.street}, ${address.zipCode} ${address.city}`;
}
