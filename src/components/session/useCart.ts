import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useGlimt } from '../../shop/GlimtProvider';
import type { Cart } from '../../shop/adapters/cart';
import type { CartItem } from '../../shop/schemas/cart';
import {
  cartLineKey,
  cartSyncView,
  applyConfirmedChange,
  failCartRequest,
  requestCartAddition,
  requestCartQuantity,
  requestEmptyCart,
  settleCartRequest,
  takeCartRequest,
  createCartSync,
  isCartSyncIdle,
  type CartAdditionStep,
  type CartSync,
  type CartSyncRequest,
} from '../../shop/cart';
import { useToast } from '../primitives/Toast';
import { CartWriterContext, useShopSession } from './ShopSessionProvider';

/** Options of {@link useCart}. */
export interface UseCartOptions {
  /**
   * Told of every cart the server confirmed, with the confirmed cart before it, whichever component
   * asked for the change, while this component is mounted (the cart drawer's `remove_from_cart`).
   */
  onConfirmed?: (before: Cart | null, after: Cart) => void;
}

/** The session's cart and the one way to change it: what {@link useCart} returns. */
export interface CartWriter {
  /** The cart as shown: the server's last cart with the shopper's unconfirmed changes laid over it. */
  cart: Cart | null;
  /**
   * Sets a line's quantity (0 removes it): shown at once, the call follows. Calls go out one at a
   * time and the newest quantity of a line wins; a failed call rolls the line back and shows an
   * error notification.
   */
  setQuantity(item: CartItem, quantity: number): void;
  /** Empties the cart the same way (at once, then `POST /api/cart/empty`, rolled back on failure). */
  emptyCart(): void;
  /**
   * Adds lines (a frame before its lenses, one update each): shown at once, the updates follow in
   * the same line as every other cart call. A failed update drops what is left of the addition
   * (what the server confirmed of it stays) and shows `describeFailure(error)` as an error
   * notification. Resolves `true` when every update went through.
   */
  add(steps: readonly CartAdditionStep[], describeFailure: (error: unknown) => string): Promise<boolean>;
  /** An addition is on its way. */
  isAdding: boolean;
  /**
   * Applies a change the server made by another call (a saved prescription on a line, an order
   * that emptied the cart) to the confirmed cart.
   */
  confirmChange(change: (cart: Cart) => Cart): void;
}

function useCartWriterContext() {
  const writer = useContext(CartWriterContext);
  if (!writer) throw new Error('useCart must be used inside a ShopSessionProvider.');
  return writer;
}

/**
 * The session's cart and the only code that changes it (see `CartSync` in the shop rules): the
 * product page, the cart drawer and the checkout share one queue of cart calls, so no answer or
 * rollback of one call is laid over another's change. Must be used inside a `ShopSessionProvider`
 * (which also provides the notifications).
 */
export function useCart({ onConfirmed }: UseCartOptions = {}): CartWriter {
  const session = useShopSession();
  const { state, setCart } = useCartWriterContext();
  const { t } = useGlimt();
  const toast = useToast();
  const latest = useRef({ session, t, toast });
  latest.current = { session, t, toast };

  /** The optimistic cart, made from the session's starting cart on first use. */
  const sync = useCallback((): CartSync => (state.sync ??= createCartSync(state.base)), [state]);

  const store = useCallback(
    (next: CartSync) => {
      state.sync = next;
      state.idle = isCartSyncIdle(next);
    },
    [state],
  );

  /** Stores the optimistic cart and shows its view. */
  const publish = useCallback(
    (next: CartSync) => {
      store(next);
      setCart(cartSyncView(next));
    },
    [store, setCart],
  );

  const failureMessage = useCallback(
    (request: CartSyncRequest, before: Cart | null, error: unknown): string => {
      const { t: translate } = latest.current;
      if (request.kind === 'empty') return translate('cart.emptyFailed');
      if (request.kind === 'add') {
        return state.waiters.get(request.id)?.describeFailure(error) ?? translate('cart.changeFailed');
      }
      const line = before?.items.find((item) => cartLineKey(item) === request.key);
      if (!line) return translate('cart.changeFailed');
      return translate(request.quantity === 0 ? 'cart.removeFailed' : 'cart.updateFailed', {
        name: line.articleDescription,
      });
    },
    [state],
  );

  const finishAddition = useCallback(
    (id: number, done: boolean) => {
      state.waiters.get(id)?.settle(done);
      state.waiters.delete(id);
    },
    [state],
  );

  const run = useCallback(async () => {
    if (state.running) return;
    state.running = true;
    try {
      for (;;) {
        const taken = takeCartRequest(sync());
        store(taken.sync);
        const { request } = taken;
        if (!request) break;
        const before = taken.sync.confirmed;
        const { client } = latest.current.session;
        let answer: Cart | null = null;
        let failure: unknown = new Error('The cart call gave no cart');
        try {
          answer =
            request.kind === 'empty' ? await client.emptyCart() : await client.updateCart(request.payload);
        } catch (error) {
          failure = error;
          console.error('[glimt] the cart change failed', error);
        }
        if (answer) {
          publish(settleCartRequest(sync(), answer));
          for (const listener of state.confirmListeners) listener(before, answer);
          // Its last update went through (or an emptying cut it short after this one).
          if (request.kind === 'add' && !sync().additions.some(({ id }) => id === request.id))
            finishAddition(request.id, true);
        } else {
          const message = failureMessage(request, before, failure);
          publish(failCartRequest(sync()));
          if (request.kind === 'add') finishAddition(request.id, false);
          latest.current.toast.show(message, { tone: 'error', id: 'glimt-cart-change-failed' });
        }
      }
    } finally {
      state.running = false;
    }
  }, [state, sync, store, publish, failureMessage, finishAddition]);

  const setQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      publish(requestCartQuantity(sync(), item, quantity));
      void run();
    },
    [sync, publish, run],
  );

  const emptyCart = useCallback(() => {
    const next = requestEmptyCart(sync());
    publish(next);
    // Additions that gave way to the emptying are over, not failed: no message.
    const kept = new Set(next.additions.map((addition) => addition.id));
    for (const id of [...state.waiters.keys()]) if (!kept.has(id)) finishAddition(id, false);
    void run();
  }, [state, sync, publish, finishAddition, run]);

  const add = useCallback(
    (steps: readonly CartAdditionStep[], describeFailure: (error: unknown) => string) => {
      const id = state.nextId++;
      const next = requestCartAddition(sync(), { id, steps });
      if (!next.additions.some((addition) => addition.id === id)) return Promise.resolve(false);
      const outcome = new Promise<boolean>((settle) => state.waiters.set(id, { settle, describeFailure }));
      publish(next);
      void run();
      return outcome;
    },
    [state, sync, publish, run],
  );

  const confirmChange = useCallback(
    (change: (cart: Cart) => Cart) => {
      publish(applyConfirmedChange(sync(), change));
    },
    [sync, publish],
  );

  useEffect(() => {
    if (!onConfirmed) return undefined;
    state.confirmListeners.add(onConfirmed);
    return () => {
      state.confirmListeners.delete(onConfirmed);
    };
  }, [state, onConfirmed]);

  const isAdding = (state.sync?.additions.length ?? 0) > 0;
  return useMemo(
    () => ({ cart: session.cart, setQuantity, emptyCart, add, isAdding, confirmChange }),
    [session.cart, setQuantity, emptyCart, add, isAdding, confirmChange],
  );
}
