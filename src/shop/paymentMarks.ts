/**
 * Which payment marks the shop's footer shows for a locale (shop spec, section 9), and their names.
 */

/** A payment mark the footer can show. */
export type PaymentIconId = 'klarna' | 'visa' | 'mastercard' | 'amex';

/** The marks' names: brand names, the same in every language. */
export const PAYMENT_ICON_NAMES: Readonly<Record<PaymentIconId, string>> = {
  klarna: 'Klarna',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

const ALL_ICONS: readonly PaymentIconId[] = ['klarna', 'visa', 'mastercard', 'amex'];

/** Languages whose shops do not take American Express (shop spec, section 9). */
const WITHOUT_AMEX: ReadonlySet<string> = new Set(['nb', 'da']);

/**
 * The payment marks for a locale: the buy-now-pay-later provider (Klarna), Visa and Mastercard,
 * and American Express except for Norwegian (`nb`) and Danish (`da`). Region subtags are ignored.
 * @example paymentIconsFor('nb') // ['klarna', 'visa', 'mastercard']
 * @example paymentIconsFor('sv-SE') // ['klarna', 'visa', 'mastercard', 'amex']
 */
export function paymentIconsFor(locale: string): PaymentIconId[] {
  const language = locale.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return ALL_ICONS.filter((id) => id !== 'amex' || !WITHOUT_AMEX.has(language));
}
