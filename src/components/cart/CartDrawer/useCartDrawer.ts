import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslate } from '../../../i18n/context';
import { useGlimt } from '../../../shop/GlimtProvider';
import type { Cart } from '../../../shop/adapters/cart';
import {
  cartAddedAnnouncement,
  locationWithoutCartPreview,
  removedCartLines,
  repeatableAnnouncement,
} from '../../../shop/cart';
import {
  cartProducts,
  latestAdditionId,
  productsAddedFirst,
  productsAddedSince,
} from '../../../shop/cartProducts';
import { cartItemToAnalyticsItem, type ShopAnalytics } from '../../../tracking/shopAnalytics';
import { useShopSession } from '../../session/ShopSessionProvider';

/** The test id of the empty cart's way back to the shop (where focus goes when no line is left). */
export const CONTINUE_TESTID = 'cart-continue-shopping';

/**
 * The drawer's open state from `useShopSession()`: `onOpenChange` for the drawer, and `close`. On
 * closing, `previewCart=1` is taken out of the address (replacing the history entry), so a reload
 * does not open it again.
 */
export function useCartDrawerOpenState() {
  const { isCartOpen, setCartOpen } = useShopSession();
  const { navigation } = useGlimt();
  const onOpenChange = useCallback(
    (open: boolean) => {
      setCartOpen(open);
      if (open) return;
      const href = locationWithoutCartPreview(navigation.getLocation());
      if (href !== null) navigation.navigate(href, { replace: true, scroll: true });
    },
    [setCartOpen, navigation],
  );
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return { isOpen: isCartOpen, onOpenChange, close };
}

/** Pushes `view_cart` once per opening, as soon as the cart is known. */
export function useViewCartEvent(isOpen: boolean, cart: Cart | null, analytics: ShopAnalytics): void {
  const { currency } = useGlimt();
  const viewed = useRef(false);
  useEffect(() => {
    if (!isOpen) {
      viewed.current = false;
      return;
    }
    if (viewed.current || !cart) return;
    viewed.current = true;
    const code = cart.checkoutConfig?.currency ?? currency;
    analytics.viewCart(cart.items.map((item) => cartItemToAnalyticsItem(item, code)));
  }, [isOpen, cart, analytics, currency]);
}

/**
 * The cart writer's `onConfirmed` that pushes `remove_from_cart` for every line a confirmed change
 * removed (whichever component asked for it: the drawer, the checkout's cart).
 */
export function useRemoveFromCartEvents(
  analytics: ShopAnalytics,
): (before: Cart | null, after: Cart) => void {
  const { currency } = useGlimt();
  return useCallback(
    (before: Cart | null, after: Cart) => {
      const code = after.checkoutConfig?.currency ?? before?.checkoutConfig?.currency ?? currency;
      for (const item of removedCartLines(before, after))
        analytics.removeFromCart(cartItemToAnalyticsItem(item, code));
    },
    [analytics, currency],
  );
}

/** The live region's text and `announce`, which has a repeated message announced again. */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => {
    setAnnouncement((previous) => repeatableAnnouncement(previous, message));
  }, []);
  return { announcement, announce };
}

/** A text for the drawer's live region, numbered so that the same text twice is news twice. */
export interface CartNews {
  id: number;
  text: string;
}

/**
 * The cart's products as the drawer lists them (a pair of glasses is one; the shopper's additions
 * first, the latest on top) and the news of an addition made while the drawer is open
 * ("Lagt i handlekurven: …"), cleared when it closes. An addition opens the drawer, and the drawer may
 * load only after the shop has answered it: what opened the drawer is news then as well.
 */
export function useCartProducts(cart: Cart | null, isOpen: boolean) {
  const t = useTranslate();
  const products = useMemo(
    () => productsAddedFirst(cartProducts(cart?.items ?? []), cart?.added ?? []),
    [cart],
  );
  const [news, setNews] = useState<CartNews | null>(null);
  const seenId = useRef<number | null>(null);
  useEffect(() => {
    const added = cart?.added ?? [];
    const latest = latestAdditionId(added);
    // On first look, an open drawer was opened by its latest addition (if any).
    seenId.current ??= isOpen ? latestAdditionId(added.filter((addition) => addition.id < latest)) : latest;
    if (!isOpen) {
      seenId.current = latest;
      setNews(null);
      return;
    }
    const fresh = productsAddedSince(products, added, seenId.current);
    seenId.current = latest;
    if (fresh.length === 0) return;
    const text = cartAddedAnnouncement(
      fresh.map((product) => product.line),
      t,
    );
    setNews((previous) => ({ id: (previous?.id ?? 0) + 1, text }));
  }, [cart, products, isOpen, t]);
  return { products, news };
}

/**
 * Keeps focus in the drawer's body when the focused control leaves the page (its line was removed,
 * the cart emptied or rolled back): focus goes to the nearest line's first control, else the way
 * back to the shop, else the dialog. Runs after every render of the body.
 */
export function useFocusRescue(rootRef: RefObject<HTMLElement | null>): void {
  const focusWasInside = useRef(false);
  const lastLineIndex = useRef<number | null>(null);

  // Where focus is inside the body, to put it back near there when its control leaves the page.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      focusWasInside.current = true;
      const line = event.target instanceof Element ? event.target.closest('[data-cart-line]') : null;
      if (line?.parentElement) lastLineIndex.current = Array.from(line.parentElement.children).indexOf(line);
    };
    const onFocusOut = (event: FocusEvent) => {
      // A control removed from the page blurs without a next target: keep the mark for the rescue.
      const next = event.relatedTarget;
      if (next instanceof Node && !root.contains(next)) focusWasInside.current = false;
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [rootRef]);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || !focusWasInside.current) return;
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body) return;
    const lines = root.querySelectorAll('[data-cart-line]');
    const index = Math.min(lastLineIndex.current ?? 0, lines.length - 1);
    const target =
      lines[index]?.querySelector<HTMLElement>('button, a[href]') ??
      root.querySelector<HTMLElement>(`[data-testid="${CONTINUE_TESTID}"]`) ??
      root.closest<HTMLElement>('[role="dialog"]');
    target?.focus();
  });
}
