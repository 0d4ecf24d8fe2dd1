import { useCallback, useMemo, useRef } from 'react';
import { useGlimt } from '../../shop/GlimtProvider';
import { useShopSession } from '../session/ShopSessionProvider';
import type { Cart } from '../../shop/adapters/cart';
import type { CartItem } from '../../shop/schemas/cart';
import {
  adoptConfirmedCart,
  cartLineKey,
  cartSyncView,
  createCartSync,
  failCartRequest,
  removedCartLines,
  requestCartQuantity,
  requestEmptyCart,
  settleCartRequest,
  takeCartRequest,
  type CartSync,
} from '../../shop/cart';
import { cartItemToAnalyticsItem, type ShopAnalytics } from '../../tracking/shopAnalytics';
import { useToast } from '../primitives/Toast';

/** Options of {@link useCartActions}. */
export interface UseCartActionsOptions {
  /** Receives `remove_from_cart` for every line a confirmed change removed. No events when left out. */
  analytics?: ShopAnalytics;
}

/** What {@link useCartActions} returns. */
export interface CartActions {
  /**
   * Sets a line's quantity (0 removes it): the session's cart shows it at once, the call follows.
   * Calls go out one at a time and the newest quantity of a line wins; a failed call rolls the line
   * back and shows an error notification.
   */
  setQuantity(item: CartItem, quantity: number): void;
  /** Empties the cart the same way (at once, then `POST /api/cart/empty`, rolled back on failure). */
  emptyCart(): void;
}

/**
 * Changes the session's cart optimistically (see `CartSync` in the shop rules): the predicted cart
 * goes to `setCart` at once, `client.updateCart` / `client.emptyCart` follow one at a time, and a
 * failed call, or an answer without a cart head, rolls its line back with an error toast. Must be
 * used inside a `ShopSessionProvider` (which also provides the notifications).
 */
export function useCartActions({ analytics }: UseCartActionsOptions = {}): CartActions {
  const session = useShopSession();
  const { t, currency } = useGlimt();
  const toast = useToast();
  const sync = useRef<CartSync>(createCartSync(session.cart));
  // The cart this hook last handed to the session: anything else in the session came from outside.
  const published = useRef<Cart | null>(session.cart);
  const running = useRef(false);
  const latest = useRef({ session, t, toast, analytics, currency });
  latest.current = { session, t, toast, analytics, currency };

  const publish = useCallback(() => {
    const view = cartSyncView(sync.current);
    published.current = view;
    latest.current.session.setCart(view);
  }, []);

  /** Takes a change made elsewhere (a product page added a line) as the confirmed cart, when idle. */
  const adoptOutsideCart = useCallback(() => {
    const { cart } = latest.current.session;
    if (cart === published.current) return;
    sync.current = adoptConfirmedCart(sync.current, cart);
    published.current = cart;
  }, []);

  const reportRemoved = useCallback((before: Cart | null, after: Cart) => {
    const { analytics: pusher, currency: fallback } = latest.current;
    if (!pusher) return;
    const code = after.checkoutConfig?.currency ?? before?.checkoutConfig?.currency ?? fallback;
    for (const item of removedCartLines(before, after))
      pusher.removeFromCart(cartItemToAnalyticsItem(item, code));
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const taken = takeCartRequest(sync.current);
        sync.current = taken.sync;
        const { request } = taken;
        if (!request) break;
        const before = sync.current.confirmed;
        const { client } = latest.current.session;
        let answer: Cart | null = null;
        try {
          answer =
            request.kind === 'empty' ? await client.emptyCart() : await client.updateCart(request.payload);
        } catch (error) {
          console.error('[glimt] the cart change failed', error);
        }
        if (answer) {
          sync.current = settleCartRequest(sync.current, answer);
          reportRemoved(before, answer);
        } else {
          sync.current = failCartRequest(sync.current);
          const { t: translate, toast: notify } = latest.current;
          const line =
            request.kind === 'quantity'
              ? before?.items.find((item) => cartLineKey(item) === request.key)
              : undefined;
          const message =
            request.kind === 'empty'
              ? translate('cart.emptyFailed')
              : !line
                ? translate('cart.changeFailed')
                : translate(request.quantity === 0 ? 'cart.removeFailed' : 'cart.updateFailed', {
                    name: line.articleDescription,
                  });
          notify.show(message, { tone: 'error', id: 'glimt-cart-change-failed' });
        }
        publish();
      }
    } finally {
      running.current = false;
    }
  }, [publish, reportRemoved]);

  const setQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      adoptOutsideCart();
      sync.current = requestCartQuantity(sync.current, item, quantity);
      publish();
      void run();
    },
    [adoptOutsideCart, publish, run],
  );

  const emptyCart = useCallback(() => {
    adoptOutsideCart();
    sync.current = requestEmptyCart(sync.current);
    publish();
    void run();
  }, [adoptOutsideCart, publish, run]);

  return useMemo(() => ({ setQuantity, emptyCart }), [setQuantity, emptyCart]);
}
