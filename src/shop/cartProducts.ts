/**
 * How the cart's lines make products (issue #40): a frame and the lines that follow it (its lens,
 * treatments and tint, `parentSkuID` = the frame's SKU) are one pair of glasses, one product; every
 * other line is a product of its own. The cart counts products (by quantity), not lines. Plain
 * TypeScript over the cart schema's types only, so the adapter and the cart rules can both use it.
 */
import type { CartItem } from './schemas/cart';
import { cartLineKey } from './cartLineKey';

/** One product of the cart: its own line and, for a frame, the lines that follow it. */
export interface CartProduct {
  /** The product's line identity (`cartLineKey` of its own line). */
  key: string;
  /** The product's own line: the frame of a pair of glasses, or any other line. */
  line: CartItem;
  /** The lines that follow the frame, in the order they were added (the lens first). */
  lenses: CartItem[];
}

/**
 * The cart's products, in the order of their own lines: each frame with the lines that follow it.
 * A line whose frame is not in the cart stands as a product of its own.
 */
export function cartProducts(items: readonly CartItem[]): CartProduct[] {
  const frames = new Map<string, CartProduct>();
  const products: CartProduct[] = [];
  for (const item of items) {
    if (item.parentSkuID !== null) continue;
    const product: CartProduct = { key: cartLineKey(item), line: item, lenses: [] };
    products.push(product);
    if (!frames.has(item.skuId)) frames.set(item.skuId, product);
  }
  for (const item of items) {
    if (item.parentSkuID === null) continue;
    const frame = frames.get(item.parentSkuID);
    if (frame) frame.lenses.push(item);
    else products.push({ key: cartLineKey(item), line: item, lenses: [] });
  }
  return products;
}

/**
 * How many items the cart holds, as the header's badge and "N varer" say: each product by its
 * quantity, a pair of glasses with its lenses once.
 * @example cartProductCount(frameWithLensAndTint) // 1
 */
export function cartProductCount(items: readonly CartItem[]): number {
  return cartProducts(items).reduce((sum, product) => sum + product.line.quantity, 0);
}

/** A product's price: for one (the frame with its lenses) and for its quantity, in NOK. */
export interface CartProductPrice {
  /** One product: the sum of its lines' prices. */
  unit: number;
  /** One product at its ordinary prices (the same as `unit` without a campaign). */
  ordinaryUnit: number;
  /** The product's quantity × `unit`. */
  total: number;
  /** The product's quantity × `ordinaryUnit`. */
  ordinaryTotal: number;
  /** Whether one of its lines has a campaign price. */
  isCampaign: boolean;
}

const ore = (amount: number) => Math.round(amount * 100);

/** What a product costs: its own line and the lines that follow it, per product and in all. */
export function cartProductPrice(product: CartProduct): CartProductPrice {
  const lines = [product.line, ...product.lenses];
  const unit = lines.reduce((sum, line) => sum + ore(line.price.amount), 0);
  const ordinaryUnit = lines.reduce(
    (sum, line) => sum + ore(line.price.isCampaign ? line.price.ordinaryPrice : line.price.amount),
    0,
  );
  const { quantity } = product.line;
  return {
    unit: unit / 100,
    ordinaryUnit: ordinaryUnit / 100,
    total: (unit * quantity) / 100,
    ordinaryTotal: (ordinaryUnit * quantity) / 100,
    isCampaign: lines.some((line) => line.price.isCampaign),
  };
}

/** An addition to the cart (a product page's buy button) and the products it brought. */
export interface CartAddedProducts {
  /** The addition's number: a later addition has a greater one. */
  id: number;
  /** The keys of the products it added (a frame's, not its lenses'). */
  keys: readonly string[];
}

/** The product keys of an addition's lines: the lines that follow no frame (a pair's frame, a box of lenses). */
export function addedProductKeys(lines: readonly CartItem[]): string[] {
  const own = lines.filter((line) => line.parentSkuID === null);
  return (own.length > 0 ? own : lines).map(cartLineKey);
}

/** The greatest addition number in `added`, 0 for none. */
export function latestAdditionId(added: readonly CartAddedProducts[]): number {
  return added.reduce((latest, addition) => Math.max(latest, addition.id), 0);
}

/** The products of the additions after the one numbered `seenId` that the cart still holds: what to announce. */
export function productsAddedSince(
  products: readonly CartProduct[],
  added: readonly CartAddedProducts[],
  seenId: number,
): CartProduct[] {
  const keys = new Set(added.filter((addition) => addition.id > seenId).flatMap((addition) => addition.keys));
  return products.filter((product) => keys.has(product.key));
}

/**
 * The products as the drawer lists them: the ones added to the cart first, the latest addition on
 * top, then the others in the cart's order.
 */
export function productsAddedFirst(
  products: readonly CartProduct[],
  added: readonly CartAddedProducts[],
): CartProduct[] {
  const rank = (product: CartProduct) =>
    added.reduce(
      (latest, addition) => (addition.keys.includes(product.key) ? Math.max(latest, addition.id) : latest),
      0,
    );
  const first = products.filter((product) => rank(product) > 0).sort((a, b) => rank(b) - rank(a));
  return [...first, ...products.filter((product) => rank(product) === 0)];
}

/** A line's chosen variant as the cart shows it: its colour and size, when the product has them. */
export interface CartLineVariant {
  color: string | null;
  size: string | null;
}

/** The colour and size of a line (each `null` when the line has none or an empty one). */
export function cartLineVariant(line: Pick<CartItem, 'color' | 'size'>): CartLineVariant {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return { color: text(line.color), size: text(line.size) };
}
