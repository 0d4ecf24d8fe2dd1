import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { whenIdle } from '../../utils/idle';
import { cartDrawerLoader, siteSearchOverlayLoader, slideMenuLoader } from './lazyOverlays';
import { overlayTriggerOf, textAfterKey, typingKeyKind, type ShellOverlay } from './overlayIntent';

const LOADERS = { search: siteSearchOverlayLoader, cart: cartDrawerLoader, menu: slideMenuLoader } as const;

/** What {@link useLazyOverlays} reads. */
export interface LazyOverlaysOptions {
  /** The shell's root element: intent on a trigger inside it (pointer over, focus, pointer down) counts. */
  rootRef: RefObject<HTMLElement | null>;
  /** Whether the shell has its search (not with `hideLayout`). */
  hasSearch: boolean;
  isSearchOpen: boolean;
  setSearchOpen: (isOpen: boolean) => void;
  /** The session's `isCartOpen`: the drawer loads as soon as anything opens it. */
  isCartOpen: boolean;
  /** Whether the slide-in menu is open: it loads as soon as anything opens it. */
  isMenuOpen: boolean;
}

/**
 * When the shell's overlays load (issue #14): each module loads with `import()` on the first intent
 * (pointer over, focus or pointer down on its trigger, a character typed on the search button, or
 * the state that opens it), and both are prefetched when the browser is idle after mount (never in
 * server rendering). While the search overlay is on its way, what is typed is kept (and Escape
 * cancels); the overlay's field starts with it.
 *
 * @returns which overlays to render, the text typed so far, and `setSearchShown` for the marker that
 * commits with the loaded search overlay (from then on its field takes the keys)
 */
export function useLazyOverlays({
  rootRef,
  hasSearch,
  isSearchOpen,
  setSearchOpen,
  isCartOpen,
  isMenuOpen,
}: LazyOverlaysOptions) {
  const [wanted, setWanted] = useState<Record<ShellOverlay, boolean>>({
    search: false,
    cart: false,
    menu: false,
  });
  const [typed, setTyped] = useState('');
  const [isSearchShown, setSearchShown] = useState(false);

  const want = useCallback((overlay: ShellOverlay) => {
    LOADERS[overlay].preload();
    setWanted((current) => (current[overlay] ? current : { ...current, [overlay]: true }));
  }, []);
  /** After a failed load: render nothing until the next intent. */
  const drop = useCallback((overlay: ShellOverlay) => {
    setWanted((current) => ({ ...current, [overlay]: false }));
  }, []);

  // Prefetch them all when the browser is idle.
  useEffect(() => {
    const view = rootRef.current?.ownerDocument.defaultView;
    if (!view) return;
    return whenIdle(view, () => {
      if (hasSearch) {
        siteSearchOverlayLoader.preload();
        slideMenuLoader.preload();
      }
      cartDrawerLoader.preload();
    });
  }, [rootRef, hasSearch]);

  // Intent on a trigger: the pointer over it, focus on it, a press starting.
  const allWanted = wanted.search && wanted.cart && wanted.menu;
  useEffect(() => {
    const root = rootRef.current;
    if (!root || allWanted) return;
    const onIntent = (event: Event) => {
      const overlay = overlayTriggerOf(event.target);
      if (overlay) want(overlay);
    };
    const types = ['pointerover', 'focusin', 'pointerdown'] as const;
    for (const type of types) root.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of types) root.removeEventListener(type, onIntent);
    };
  }, [rootRef, allWanted, want]);

  // Anything that opens the cart (the toggle, `showCart`, `?previewCart=1`, add to cart) loads it.
  useEffect(() => {
    if (isCartOpen) want('cart');
  }, [isCartOpen, want]);
  useEffect(() => {
    if (isMenuOpen) want('menu');
  }, [isMenuOpen, want]);

  // Keys until the search overlay's field is there: a character typed on the (field-like) search
  // button opens the search with it; while the overlay loads, typing is kept and Escape cancels.
  useLayoutEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc || !hasSearch || isSearchShown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const onTrigger = overlayTriggerOf(event.target) === 'search';
      const kind = typingKeyKind(event);
      if (!isSearchOpen) {
        // Space presses the button as before.
        if (!onTrigger || kind !== 'char' || event.key === ' ') return;
        event.preventDefault();
        event.stopPropagation();
        want('search');
        setTyped(event.key);
        setSearchOpen(true);
        return;
      }
      if (!onTrigger && event.target !== doc.body && event.target !== doc.documentElement) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setSearchOpen(false);
        return;
      }
      if (kind === null) return;
      event.preventDefault();
      event.stopPropagation();
      setTyped((text) => textAfterKey(text, event));
    };
    doc.addEventListener('keydown', onKeyDown, true);
    return () => doc.removeEventListener('keydown', onKeyDown, true);
  }, [rootRef, hasSearch, isSearchShown, isSearchOpen, setSearchOpen, want]);

  // A new opening starts with nothing typed.
  useEffect(() => {
    if (!isSearchOpen) setTyped('');
  }, [isSearchOpen]);

  return {
    /** Whether to render the search overlay (its module is wanted or it is open). */
    renderSearch: hasSearch && (wanted.search || isSearchOpen),
    /** Whether to render the cart drawer. */
    renderCart: wanted.cart,
    /** Whether to render the slide-in menu (its module is wanted or it is open). */
    renderMenu: hasSearch && (wanted.menu || isMenuOpen),
    typed,
    setSearchShown,
    drop,
  };
}
