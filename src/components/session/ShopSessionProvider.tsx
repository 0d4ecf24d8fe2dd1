import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useGlimt } from '../../shop/GlimtProvider';
import { createShopClient, type ShopClient } from '../../shop/client';
import type { Cart } from '../../shop/adapters/cart';
import type { CartSync } from '../../shop/cart';
import type { User } from '../../shop/schemas/auth';
import { ToastProvider } from '../primitives/Toast';
import { afterNextPaint } from '../../utils/afterNextPaint';

/** Where the session is: loading the shopper and user, ready, or failed to load them. */
export type ShopSessionStatus = 'loading' | 'ready' | 'error';

/** Props of {@link ShopSessionProvider}. */
export interface ShopSessionProviderProps {
  children?: ReactNode;
  /**
   * The shop API client. Created from `GlimtProvider`'s `api` settings when omitted; pass one to share
   * it with code outside React or to inject a test double.
   */
  client?: ShopClient;
  /** A cart the page already holds (server-rendered). The shopper is then not loaded on start. */
  initialCart?: Cart | null;
  /** The cart state's `show` flag: opens the cart drawer on mount. @default false */
  showCart?: boolean;
  /** Whether this page is a store page; a store user found elsewhere reloads the page. @default false */
  isStorePage?: boolean;
  /** Called instead of reloading when a store user is found on a non-store page (tests, hosts). */
  onStoreSessionOnNonStorePage?: () => void;
  /**
   * Mount the shop's notification region (4.4 s toasts). Pass `false` when the host already renders a
   * `ToastProvider` above. @default true
   */
  notifications?: boolean;
}

/** The shopper's session as every shop component reads it. */
export interface ShopSession {
  /** The one API client of this session (it holds the CSRF token). */
  client: ShopClient;
  /** Loading until the shopper (or the held cart) and the user lookup are settled. */
  status: ShopSessionStatus;
  /** The user: `null` for a guest, `undefined` while unknown. */
  user: User | null | undefined;
  /** Whether the user is logged in as a store (staff). */
  isStoreUser: boolean;
  /** The cart, or `null` before it is known. */
  cart: Cart | null;
  /** Items over all lines (the header badge's number; 0 before the cart is known). */
  cartItemCount: number;
  /** Whether the cart drawer is open. */
  isCartOpen: boolean;
  /** Opens or closes the cart drawer. */
  setCartOpen: (isOpen: boolean) => void;
  /** Loads the shopper again after `status` became `'error'` (a timeout, a network failure). */
  retry: () => void;
  /**
   * Looks the user up again (after a login or logout), so the header and every account view see
   * the new user; resolves to it. A failed lookup keeps the user held and rejects.
   */
  refreshUser: () => Promise<User | null>;
}

const ShopSessionContext = createContext<ShopSession | null>(null);

/**
 * What the session keeps for its one cart writer (`useCart`): the optimistic cart's state, shared
 * by every component that changes the cart, so their calls queue in one line. Not public: the cart
 * changes only through `useCart`.
 */
export interface CartWriterState {
  /** The optimistic cart (its view is the session's `cart`), made on the writer's first use. */
  sync: CartSync | null;
  /** The cart the writer starts from: the held cart, or the shopper's once loaded. */
  base: Cart | null;
  /** Whether nothing is pending or under way (the session may then take the shopper's cart). */
  idle: boolean;
  /** Whether a call loop is running. */
  running: boolean;
  /** The next addition's id. */
  nextId: number;
  /** Each addition's caller, waiting for its outcome. */
  waiters: Map<number, { settle: (done: boolean) => void; describeFailure: (error: unknown) => string }>;
  /** Told of each cart the server confirmed, with the one before it (the cart drawer's analytics). */
  confirmListeners: Set<(before: Cart | null, after: Cart) => void>;
}

/** The session's cart writer: its shared state and the one way the session's cart is set. */
export interface CartWriterContextValue {
  state: CartWriterState;
  setCart: (cart: Cart | null) => void;
}

/** @internal For `useCart` only. */
export const CartWriterContext = createContext<CartWriterContextValue | null>(null);

/** Whether the URL's query asks for the cart preview (`previewCart=1`). */
export function hasCartPreviewParam(search: string): boolean {
  return new URLSearchParams(search).get('previewCart') === '1';
}

/**
 * The shopper's session under `GlimtProvider`: one shop API client, the shopper (CSRF token and cart)
 * loaded on start when no cart is held, the user looked up once the token exists (with the store-user
 * reload rule), the cart and whether its drawer is open (`showCart` or `?previewCart=1` open it), and
 * the shop's notification region.
 */
export function ShopSessionProvider({
  children,
  client: givenClient,
  initialCart = null,
  showCart = false,
  isStorePage = false,
  onStoreSessionOnNonStorePage,
  notifications = true,
}: ShopSessionProviderProps) {
  const { api, navigation } = useGlimt();
  const { baseUrl, apiKey, shopId } = api;
  const onStoreSession = useRef(onStoreSessionOnNonStorePage);
  onStoreSession.current = onStoreSessionOnNonStorePage;
  // The client holds the CSRF token: one per API settings, not one per render.
  const fallbackClient = useMemo(
    () =>
      givenClient
        ? undefined
        : createShopClient({
            baseUrl,
            apiKey,
            shopId,
            onStoreSessionOnNonStorePage: () =>
              onStoreSession.current ? onStoreSession.current() : globalThis.location?.reload(),
          }),
    [givenClient, baseUrl, apiKey, shopId],
  );
  const client = givenClient ?? fallbackClient!;
  const [status, setStatus] = useState<ShopSessionStatus>('loading');
  // Bumped by retry(): starts the shopper lookup again.
  const [attempt, setAttempt] = useState(0);
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [cart, setCart] = useState<Cart | null>(initialCart);
  const [isCartOpen, setCartOpenState] = useState(
    () => showCart || hasCartPreviewParam(navigation.getLocation().search),
  );
  const cartHeld = useRef(initialCart !== null);
  const [cartWriter] = useState<CartWriterContextValue>(() => ({
    state: {
      sync: null,
      base: initialCart,
      idle: true,
      running: false,
      nextId: 1,
      waiters: new Map(),
      confirmListeners: new Set(),
    },
    setCart,
  }));
  const storePage = useRef(isStorePage);

  useEffect(() => {
    let active = true;
    // After the page's first paint: the shopper call and its answer readers (zod, about 10 kB gzip)
    // are not what the first paint needs, and on a phone they shared its network and main thread.
    const cancel = afterNextPaint(() =>
      client
        .start({
          cartHeld: cartHeld.current,
          isStorePage: storePage.current,
          onUser: (found) => {
            if (active) setUser(found);
          },
          onError: (error: unknown) => console.error('[glimt] user lookup failed', error),
        })
        .then(
          (result) => {
            if (!active) return;
            // The shopper's cart, unless the cart writer's own calls (newer) are under way.
            const { state } = cartWriter;
            if (result.session && state.idle) {
              state.sync = null;
              state.base = result.session.cart;
              setCart(result.session.cart);
            }
            setStatus('ready');
          },
          (error: unknown) => {
            if (!active) return;
            console.error('[glimt] loading the shopper failed', error);
            setStatus('error');
          },
        ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [client, attempt, cartWriter]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  }, []);

  const setCartOpen = useCallback((isOpen: boolean) => setCartOpenState(isOpen), []);
  const refreshUser = useCallback(async () => {
    const found = await client.getUser();
    setUser(found);
    return found;
  }, [client]);
  const value = useMemo<ShopSession>(
    () => ({
      client,
      status,
      user,
      isStoreUser: user?.isStore === true,
      cart,
      cartItemCount: cart?.itemCount ?? 0,
      isCartOpen,
      setCartOpen,
      retry,
      refreshUser,
    }),
    [client, status, user, cart, isCartOpen, setCartOpen, retry, refreshUser],
  );
  const content = (
    <ShopSessionContext.Provider value={value}>
      <CartWriterContext.Provider value={cartWriter}>{children}</CartWriterContext.Provider>
    </ShopSessionContext.Provider>
  );
  return notifications ? <ToastProvider>{content}</ToastProvider> : content;
}

/** The shopper's session. Throws outside a {@link ShopSessionProvider}. */
export function useShopSession(): ShopSession {
  const session = useContext(ShopSessionContext);
  if (!session) throw new Error('useShopSession must be used inside a ShopSessionProvider.');
  return session;
}

/** The shopper's session, or `null` outside a {@link ShopSessionProvider} (views that also work without one). */
export function useOptionalShopSession(): ShopSession | null {
  return useContext(ShopSessionContext);
}

/** The session's shop API client, or one made from `GlimtProvider`'s `api` outside a session. */
export function useShopClient(): ShopClient {
  const session = useContext(ShopSessionContext);
  const { baseUrl, apiKey, shopId } = useGlimt().api;
  const inSession = session !== null;
  const fallback = useMemo(
    () => (inSession ? undefined : createShopClient({ baseUrl, apiKey, shopId })),
    [inSession, baseUrl, apiKey, shopId],
  );
  return session?.client ?? fallback!;
}
