/**
 * Price formatting (widget spec, section 3): places after the comma (default 2), the decimal
 * delimiter (default `.`), the thousands delimiter (default `,`), a prefix and a postfix. A price
 * the API sent as a string is parsed with a warning; one that is not numeric formats as `''`.
 */
import type { WidgetEnv } from './env';

/** How a merchant writes prices. */
export interface PriceFormat {
  /** Digits after the decimal delimiter. @default 2 */
  placesAfterComma?: number;
  /** @default '.' */
  decimalDelimiter?: string;
  /** @default ',' */
  thousandsDelimiter?: string;
  /** Text before the number, e.g. `'€ '`. @default '' */
  prefix?: string;
  /** Text after the number, e.g. `' kr'`. @default '' */
  postfix?: string;
}

/**
 * Formats a price: `formatWidgetPrice(1299, { placesAfterComma: 0, thousandsDelimiter: ' ',
 * postfix: ' kr' })` is `'1 299 kr'`. `null`, `undefined`, non-numeric text and non-finite (or absurdly
 * large) numbers give `''`.
 * @param env - where the warning about a price given as text goes @default console
 */
export function formatWidgetPrice(
  price: number | string | null | undefined,
  format: PriceFormat = {},
  env: Pick<WidgetEnv, 'warn'> = { warn: (message, ...details) => console.warn(message, ...details) },
): string {
  let value = price;
  if (typeof value === 'string') {
    env.warn('A price was given as a string; prices should be numbers', value);
    value = value.trim() === '' ? NaN : Number(value);
  }
  // Beyond 1e21 `toFixed` writes exponents; no price is that large.
  if (typeof value !== 'number' || !(Math.abs(value) < 1e21)) return '';
  const {
    placesAfterComma = 2,
    decimalDelimiter = '.',
    thousandsDelimiter = ',',
    prefix = '',
    postfix = '',
  } = format;
  const places = Math.min(20, Math.max(0, Math.floor(placesAfterComma)));
  // Round half away from zero on the decimal text, not the binary value (1.005 -> 1.01).
  const [digits = '0', fraction = ''] = Math.abs(value)
    .toFixed(Math.min(100, places + 3))
    .split('.');
  let integer = BigInt(digits);
  let decimals = fraction.slice(0, places);
  if (Number(fraction.charAt(places) || '0') >= 5) {
    const bumped = (BigInt(decimals || '0') + 1n).toString().padStart(places, '0');
    if (bumped.length > places) {
      integer += 1n;
      decimals = bumped.slice(1);
    } else decimals = bumped;
  }
  if (places === 0) decimals = '';
  const grouped = integer.toString().replace(/\B(?=(\d{3})+(?!\d))/g, thousandsDelimiter);
  const negative = value < 0 && (integer > 0n || /[1-9]/.test(decimals));
  return `${negative ? '-' : ''}${prefix}${grouped}${decimals ? decimalDelimiter + decimals : ''}${postfix}`;
}
