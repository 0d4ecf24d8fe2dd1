/**
 * A cart line's identity, in a module of its own so that both the cart rules (`cart.ts`) and the
 * product grouping (`cartProducts.ts`) use the one definition without importing each other.
 */
import type { CartItem } from './schemas/cart';

/** The parts of a cart line the quantity rules read. */
export type CartLineRef = Pick<CartItem, 'skuId' | 'parentSkuID'>;

/**
 * A line's identity in the cart: its SKU and the frame it follows (`''` for none). The server
 * updates lines by SKU; a lens SKU on a frame is a different line from the same SKU on its own.
 */
export function cartLineKey(line: CartLineRef): string {
  return `${line.parentSkuID ?? ''}>${line.skuId}`;
}
