import { useCallback, useRef, useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import { isShopApiRequestError } from '../../../shop/client';
import { predictCartLine } from '../../../shop/cart';
import { addToCartErrorKey } from '../../../shop/productPage';
import type { CartItem, CartUpdatePayload } from '../../../shop/schemas/cart';
import { useShopSession } from '../../session/ShopSessionProvider';
import { useToast } from '../../primitives/Toast';

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
   * time (a frame before its lenses). A failure puts back the last cart the server confirmed and
   * shows the §8 message. Resolves `true` when every update went through.
   */
  add: (additions: readonly CartAddition[]) => Promise<boolean>;
  /** An addition is on its way. */
  isAdding: boolean;
}

/**
 * Adding to the cart from a product page, optimistically as the cart drawer changes quantities:
 * the predicted cart goes to the session at once and the drawer opens, `client.updateCart` follows,
 * the server's cart replaces the prediction, and a refused or failed update puts the cart back as
 * it was with an error notification ('Produktet er utsolgt.', 'Brillene er bare tilgjengelige i
 * butikk.' ...). Must be used inside a `ShopSessionProvider`.
 */
export function useAddToCart(): AddToCart {
  const session = useShopSession();
  const t = useTranslate();
  const toast = useToast();
  const latest = useRef(session);
  latest.current = session;
  const [isAdding, setAdding] = useState(false);

  const add = useCallback(
    async (additions: readonly CartAddition[]) => {
      const { client, setCart, setCartOpen } = latest.current;
      const before = latest.current.cart;
      const lines = additions.flatMap((addition): readonly CartItem[] =>
        isLineList(addition.predicted) ? addition.predicted : [addition.predicted],
      );
      if (before) setCart(lines.reduce((cart, line) => predictCartLine(cart, line), before));
      setCartOpen(true);
      setAdding(true);
      // The server's last cart: after a partial failure (the frame went in, a lens did not) it is the truth.
      let confirmed: Awaited<ReturnType<typeof client.updateCart>> = null;
      try {
        for (const [index, addition] of additions.entries()) {
          // Only the last answer's checkout info (shipping, payment) is shown: skip it before that.
          const last = index === additions.length - 1;
          const answer = await client.updateCart(
            last ? addition.payload : { ...addition.payload, noCheckoutInfo: true },
          );
          if (!answer) throw new Error('The cart update gave no cart');
          confirmed = answer;
        }
        if (confirmed) setCart(confirmed);
        return true;
      } catch (error) {
        console.error('[glimt] adding to the cart failed', error);
        setCart(confirmed ?? before);
        const code = isShopApiRequestError(error) ? error.code : null;
        toast.show(t(addToCartErrorKey(code)), { tone: 'error', id: 'glimt-add-to-cart-failed' });
        return false;
      } finally {
        setAdding(false);
      }
    },
    [t, toast],
  );

  return { add, isAdding };
}
