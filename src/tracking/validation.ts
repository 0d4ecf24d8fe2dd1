/**
 * Argument checks of the tracker's public methods (widget spec section 5). Each violation throws a
 * `TypeError` with its own message, so a host's mistake shows up at the call that made it.
 */
import type { PurchaseProduct } from './schemas';

/** One item of a purchase, as the host passes it. */
export interface PurchaseItem {
  /** The article's id (sent as `sku`); a non-empty string or a number. */
  item_id: string | number;
  /** Unit price, a number. */
  price: number;
  /** How many; any number but 0 (a negative number is a return). */
  quantity: number;
}

/** What `purchase` takes. */
export interface PurchaseInput {
  /** What was bought; at least one item. */
  items: readonly PurchaseItem[];
  /** ISO 4217 code, e.g. `'NOK'`. */
  currency: string;
  /** The shop's order number. */
  transaction_id: string | number;
}

/** A purchase after its checks: ids are strings, items are the create-events `products`. */
export interface ValidPurchase {
  transaction_id: string;
  currency: string;
  products: PurchaseProduct[];
}

const isId = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const fail = (message: string): never => {
  throw new TypeError(message);
};

/**
 * The argument of `setMarket`, `setProductId` and `addToCart`: a string, or a number made a string.
 * @throws TypeError `'{event} event requires a string as an argument'`
 */
export function requireId(event: string, value: unknown): string {
  return isId(value) ? String(value) : fail(`${event} event requires a string as an argument`);
}

/**
 * The argument of `setUserId` and `setSessionId`: `null` or `undefined` clear it, a string or a
 * number (made a string) sets it.
 * @throws TypeError `'{event} event requires a string, a number, null or undefined as an argument'`
 */
export function optionalId(event: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return isId(value)
    ? String(value)
    : fail(`${event} event requires a string, a number, null or undefined as an argument`);
}

/**
 * Checks a purchase: an object with an `items` array (at least one item), a string `currency` and a
 * string or number `transaction_id`; each item a non-empty `item_id`, a numeric `price` and a
 * non-zero numeric `quantity`; and a market.
 * @throws TypeError with a message naming the first violation; Error `'Market not set'` without a market
 */
export function validatePurchase(input: unknown, market: string | null): ValidPurchase {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    fail('purchase event requires an object as an argument');
  const { items, currency, transaction_id } = input as Record<string, unknown>;
  if (!Array.isArray(items)) return fail('purchase event requires an items array');
  if (items.length === 0) fail('purchase event requires at least one item');
  if (typeof currency !== 'string' || currency === '')
    return fail('purchase event requires a string currency');
  if (!isId(transaction_id) || transaction_id === '')
    return fail('purchase event requires a string or number transaction_id');
  const products = items.map((item: unknown, index): PurchaseProduct => {
    const at = `purchase item ${index}`;
    if (typeof item !== 'object' || item === null) return fail(`${at} must be an object`);
    const { item_id, price, quantity } = item as Record<string, unknown>;
    if (!isId(item_id) || item_id === '')
      return fail(`${at} requires a non-empty item_id (string or number)`);
    if (!isNumber(price)) return fail(`${at} requires a numeric price`);
    if (!isNumber(quantity) || quantity === 0) return fail(`${at} requires a non-zero numeric quantity`);
    return { sku: String(item_id), price, quantity };
  });
  if (!market) throw new Error('Market not set');
  return { transaction_id: String(transaction_id), currency, products };
}
