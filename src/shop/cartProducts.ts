/**
 * How the cart's lines make products (issue #40): a frame and the lines that follow it (its lens,
 * treatments and tint, `parentSkuID` = the frame's SKU) are one pair of glasses, one product; every
 * other line is a product of its own. The cart counts products (by quantity), not lines. Plain
 * TypeScript over the cart schema's types only, so the adapter and the cart rules can both use it.
 */
import type { CartItem } from './schemas/cart';

/** One product of the cart: its own line and, for a frame, the lines that follow it. */
export interface CartProduct {
  /** The product's line identity (`cartLineKey` of its own line). */
  key: string;
  /** The product's own line: the frame of a pair of glasses, or any other line. */
  line: CartItem;
  /** The lines that follow the frame, in the order they were added (the lens first). */
  lenses: CartItem[];
}

/** The key of a line as `cartLineKey` makes it (kept here so this module needs no other rule). */
function lineKey(line: Pick<CartItem, 'skuId' | 'parentSkuID'>): string {
  return `${line.parentSkuID ?? ''}>${line.skuId}`;
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
    const product: CartProduct = { key: lineKey(item), line: item, lenses: [] };
    products.push(product);
    if (!frames.has(item.skuId)) frames.set(item.skuId, product);
  }
  for (const item of items) {
    if (item.parentSkuID === null) continue;
    const frame = frames.get(item.parentSkuID);
    if (frame) frame.lenses.push(item);
    else products.push({ key: lineKey(item), line: item, lenses: [] });
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

/**
 * The ref a product page gives the lines it shows before the server has answered
 * (`predictedCartLine`, `glassesCartAdditions`); the server's lines have refs of their own.
 */
const UNCONFIRMED_REF_PREFIX = 'pending-';

/** Whether the product has a line that was just added and the server has not confirmed yet. */
export function isBeingAdded(product: CartProduct): boolean {
  return [product.line, ...product.lenses].some((line) => line.ref.startsWith(UNCONFIRMED_REF_PREFIX));
}

/**
 * The products the drawer lists: the ones added while it was there first, the latest added on top
 * (`addedKeys`, oldest first), then the others in the cart's order.
 */
export function productsAddedFirst(
  products: readonly CartProduct[],
  addedKeys: readonly string[],
): CartProduct[] {
  const rank = (product: CartProduct) => addedKeys.lastIndexOf(product.key);
  const added = products.filter((product) => rank(product) !== -1).sort((a, b) => rank(b) - rank(a));
  return [...added, ...products.filter((product) => rank(product) === -1)];
}

/**
 * The products being added now that were not being added at the last look (`pendingKeys`, their
 * keys then): what the drawer announces and moves to the top.
 */
export function newlyAddedProducts(
  pendingKeys: readonly string[],
  products: readonly CartProduct[],
): CartProduct[] {
  return products.filter((product) => isBeingAdded(product) && !pendingKeys.includes(product.key));
}

/** The keys of the products added so far with `added` as the latest (each key once, oldest first). */
export function rememberAdded(addedKeys: readonly string[], added: readonly string[]): string[] {
  return [...addedKeys.filter((key) => !added.includes(key)), ...added];
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
