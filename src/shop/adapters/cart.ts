import {
  cartResponseSchema,
  shopperResponseSchema,
  type CartHead,
  type CartItem,
  type CheckoutConfig,
} from '../schemas/cart';
import { getUserResponseSchema, type User } from '../schemas/auth';
import { cartProductCount, type CartAddedProducts } from '../cartProducts';
import { CartContract } from './contracts';
import { parseContract } from './errors';

export { CartContract };

/** The cart as components read it. */
export interface Cart {
  /** The lines, in the order they were added. */
  items: CartItem[];
  /** The sum of all lines. */
  totalCost: number;
  shopperId: string;
  /** Null when the call asked for no checkout info. */
  checkoutConfig: CheckoutConfig | null;
  /**
   * How many products the cart holds, by quantity (what the header badge counts): a pair of glasses
   * with its lenses is one, not one per line (`cartProductCount`).
   */
  itemCount: number;
  /**
   * The shopper's additions in this session, oldest first (set by the cart writer, never by the
   * server): the drawer lists their products first and announces a new one.
   */
  added?: readonly CartAddedProducts[];
}

/** The session as the shell reads it on load. */
export interface ShopperSession {
  /** The CSRF token every later mutation sends as the `CSRF-TOKEN` header. */
  token: string;
  cart: Cart;
}

function toCart(head: CartHead, checkoutConfig: CheckoutConfig | null): Cart {
  return {
    items: head.cart.items,
    totalCost: head.cart.totalCost,
    shopperId: head.shopperId,
    checkoutConfig,
    itemCount: cartProductCount(head.cart.items),
  };
}

/**
 * Parses `GET /api/site/shopper`: the CSRF token and the cart.
 * @throws ApiContractError when the payload does not match
 */
export function parseShopperResponse(raw: unknown): ShopperSession {
  const response = parseContract(shopperResponseSchema, raw, CartContract.Shopper);
  return { token: response.token, cart: toCart(response.cartHead, null) };
}

/**
 * Parses `POST /api/auth/user/getUser`: the user, or null for a guest.
 * @throws ApiContractError when the payload does not match
 */
export function parseGetUserResponse(raw: unknown): User | null {
  const response = parseContract(getUserResponseSchema, raw, CartContract.GetUser);
  return response.success ? response.user : null;
}

/**
 * Parses `POST /api/cart/update` (and `/api/cart/empty`). Yields null when the answer has no
 * `cartHead` (the update did not happen), as the spec says; a malformed cart head throws.
 * @throws ApiContractError when the payload does not match
 */
export function parseCartResponse(raw: unknown, contract: string = CartContract.Update): Cart | null {
  if (raw !== null && typeof raw === 'object' && !('cartHead' in raw)) return null;
  const response = parseContract(cartResponseSchema, raw, contract);
  return toCart(response.cartHead, response.checkoutConfig ?? null);
}
