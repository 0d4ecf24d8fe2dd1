import { useCallback } from 'react';
import { useTranslate } from '../../../i18n/context';
import { isShopApiRequestError } from '../../../shop/client';
import type { CartAdditionStep } from '../../../shop/cart';
import { addToCartErrorKey } from '../../../shop/productPage';
import type { CartItem, CartUpdatePayload } from '../../../shop/schemas/cart';
import { useShopSession } from '../../session/ShopSessionProvider';
import { useCart } from '../../session/useCart';

/** One cart update of an add to cart, with the line it is expected to give. */
export interface CartAddition {
  payload: CartUpdatePayload;
  /** The line or lines shown at once (`predictedCartLine`; a frame and its lenses). */
  predicted: CartItem | readonly CartItem[];
}

function isLineList(value: CartItem | readonly CartItem[]): value is readonly CartItem[] {
  return Array.isArray(value);
}

/** What {@link useAddToCart} returns. */
export interface AddToCart {
  /**
   * Adds the lines: the cart shows them at once and the drawer opens; the updates follow one at a
   * time (a frame before its lenses), in line with the drawer's changes. A failure takes back what
   * the server did not confirm and shows the §8 message. Resolves `true` when every update went
   * through.
   */
  add: (additions: readonly CartAddition[]) => Promise<boolean>;
  /** An addition is on its way. */
  isAdding: boolean;
}

/**
 * Adding to the cart from a product page, through the session's one cart writer (`useCart`): the
 * drawer opens with the lines in it, and a refused or failed update says why ('Produktet er
 * utsolgt.', 'Brillene er bare tilgjengelige i butikk.' ...). Must be used inside a
 * `ShopSessionProvider`.
 */
export function useAddToCart(): AddToCart {
  const { setCartOpen } = useShopSession();
  const t = useTranslate();
  const cart = useCart();

  const { add: addToCart, isAdding } = cart;
  const add = useCallback(
    (additions: readonly CartAddition[]) => {
      const steps = additions.map((addition): CartAdditionStep => ({
        payload: addition.payload,
        lines: isLineList(addition.predicted) ? addition.predicted : [addition.predicted],
      }));
      const done = addToCart(steps, (error) => {
        const code = isShopApiRequestError(error) ? error.code : null;
        return t(addToCartErrorKey(code));
      });
      setCartOpen(true);
      return done;
    },
    [addToCart, setCartOpen, t],
  );

  return { add, isAdding };
}
