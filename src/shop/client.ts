/**
 * The shop's API client: the calls of shop spec section 7 (shopper, user lookup, article lookup,
 * site search, cart update and empty) over `fetch`, with the CSRF session rules. Pure TypeScript,
 * no React. Every answer goes through an adapter; nothing here reads a raw response itself.
 *
 * Session rules:
 * - `GET /api/site/shopper` answers the CSRF token; the client keeps it and sends it as the
 *   `CSRF-TOKEN` header on every later call (a GET sends it too, to resume the session).
 * - Every mutation (and the user lookup, a POST) needs the token: called before the token exists,
 *   it first loads the shopper (one load, shared by concurrent calls).
 * - `start()` loads the shopper only when no cart is held, then looks the user up once the token
 *   exists. A store user on a page that is not a store page reloads the page.
 *
 * Errors: an answer that is not 2xx throws {@link ShopApiRequestError} with the parsed error body;
 * a failed connection throws {@link ShopNetworkError}; a 2xx answer that breaks its contract throws
 * the adapters' `ApiContractError`; an answer that does not come within the call's timeout
 * ({@link SHOP_CALL_TIMEOUTS}) throws `RequestTimeoutError`. An aborted request rethrows the abort
 * error unchanged.
 */
import type { ShopApiError } from './adapters/apiError';
import type * as ShopParsersModule from './client.parsers';
import type { Cart, ShopperSession } from './adapters/cart';
import { ARTICLE_REQUEST_HEADERS, CartContract, CatalogueContract } from './adapters/contracts';
import { ApiContractError } from './adapters/errors';
import type { Article, SiteSearchResponse } from './schemas/article';
import type { User } from './schemas/auth';
import type { CartUpdatePayload } from './schemas/cart';
import type { ProductDetail } from './schemas/product';
import { withTimeout } from '../utils/timeout';
import {
  BOOKING_CALL_TIMEOUTS,
  createLazyBookingCalls,
  type BookingCallKind,
  type BookingCalls,
} from './client.booking';
import {
  ACCOUNT_CALL_TIMEOUTS,
  createLazyAccountCalls,
  type AccountCallKind,
  type AccountCalls,
} from './client.account';
import {
  SUBSCRIPTION_CALL_TIMEOUTS,
  createLazySubscriptionCalls,
  type SubscriptionCallKind,
  type SubscriptionCalls,
} from './client.subscription';
import {
  CONTENT_CALL_TIMEOUTS,
  createLazyContentCalls,
  type ContentCallKind,
  type ContentCalls,
} from './client.content';
import {
  CHECKOUT_CALL_TIMEOUTS,
  createLazyCheckoutCalls,
  type CheckoutCallKind,
  type CheckoutCalls,
} from './client.checkout';
import { B2B_CALL_TIMEOUTS, createLazyB2bCalls, type B2bCallKind, type B2bCalls } from './client.b2b';
import type { RecommendationCallKind, RecommendationCalls } from './client.recommendations.types';
import type { RecommendationRequest } from './recommendations';
import type { RecommendationItem } from './schemas/article';
import {
  STAFF_CALL_TIMEOUTS,
  createLazyStaffCalls,
  type StaffCallKind,
  type StaffCalls,
} from './client.staff';

export { RequestTimeoutError, isRequestTimeoutError } from '../utils/timeout';

/** The kinds of shop calls, each with its own timeout. */
export type ShopCallKind =
  | 'session'
  | 'article'
  | 'search'
  | 'cart'
  | BookingCallKind
  | AccountCallKind
  | SubscriptionCallKind
  | ContentCallKind
  | CheckoutCallKind
  | B2bCallKind
  | StaffCallKind
  | RecommendationCallKind;

/**
 * How long each kind of shop call may take before it fails with a `RequestTimeoutError`, in ms:
 * the session (shopper, user lookup) and an article 10 s, a site search 8 s (a newer query
 * replaces it anyway), a cart change 15 s (it writes); store and booking reads 10 s, a booking,
 * rebooking or cancellation 20 s ({@link BOOKING_CALL_TIMEOUTS}); the recommender 10 s. Override with `timeouts` of
 * {@link createShopClient}.
 */
export const SHOP_CALL_TIMEOUTS: Readonly<Record<ShopCallKind, number>> = /* @__PURE__ */ Object.assign(
  // The recommender's 10 s is here, not in a table of its own: its one call needs no lazy binding.
  { session: 10_000, article: 10_000, search: 8_000, cart: 15_000, recommendations: 10_000 },
  BOOKING_CALL_TIMEOUTS,
  ACCOUNT_CALL_TIMEOUTS,
  SUBSCRIPTION_CALL_TIMEOUTS,
  CONTENT_CALL_TIMEOUTS,
  CHECKOUT_CALL_TIMEOUTS,
  B2B_CALL_TIMEOUTS,
  STAFF_CALL_TIMEOUTS,
);

/** The header every mutation sends the session's CSRF token in (shop spec, section 7). */
export const SHOP_CSRF_HEADER = 'CSRF-TOKEN';

/** A shop call that answered with a status other than 2xx. */
export class ShopApiRequestError extends Error {
  override readonly name = 'ShopApiRequestError';
  /** The call, e.g. `POST /api/cart/update`. */
  readonly call: string;
  /** HTTP status of the answer. */
  readonly status: number;
  /** Stable error code of the body (`CsrfTokenMissing`, `NotFound`...), or `HttpError`. */
  readonly code: string;
  /** The parsed error body. */
  readonly error: ShopApiError;

  constructor(call: string, error: ShopApiError) {
    super(`${call} answered ${error.status} ${error.code}: ${error.message}`);
    this.call = call;
    this.status = error.status;
    this.code = error.code;
    this.error = error;
  }
}

/** A shop call that got no answer (offline, DNS, CORS, connection reset). */
export class ShopNetworkError extends Error {
  override readonly name = 'ShopNetworkError';
  /** The call, e.g. `GET /api/site/shopper`. */
  readonly call: string;

  constructor(call: string, cause: unknown) {
    super(`${call} got no answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.call = call;
  }
}

/** Whether `error` is a {@link ShopApiRequestError} (also across bundle copies). */
export function isShopApiRequestError(error: unknown): error is ShopApiRequestError {
  return (
    error instanceof ShopApiRequestError ||
    (error instanceof Error &&
      error.name === 'ShopApiRequestError' &&
      typeof (error as { status?: unknown }).status === 'number')
  );
}

/** Whether `error` is a {@link ShopNetworkError} (also across bundle copies). */
export function isShopNetworkError(error: unknown): error is ShopNetworkError {
  return error instanceof ShopNetworkError || (error instanceof Error && error.name === 'ShopNetworkError');
}

/** Options of {@link createShopClient}: `GlimtProvider`'s `api` settings plus test seams. */
export interface ShopClientOptions {
  /** Base URL of the shop API; `''` calls relative paths on the page's origin. @default '' */
  baseUrl?: string;
  /** API key sent with article lookups. @default '' */
  apiKey?: string;
  /** The fixed shop identifier sent with article lookups. @default '' */
  shopId?: string;
  /** A CSRF token the page already holds (server-rendered with a held cart). */
  token?: string | null;
  /** The fetch to use. @default globalThis.fetch, read at each call */
  fetch?: typeof fetch;
  /**
   * Called when the user lookup finds a store user while the page is not a store page.
   * @default () => location.reload(), read at the moment it is needed
   */
  onStoreSessionOnNonStorePage?: () => void;
  /**
   * How long each kind of call may take, in ms, before it fails with a `RequestTimeoutError`
   * (the whole answer, body included). @default SHOP_CALL_TIMEOUTS
   */
  timeouts?: Partial<Record<ShopCallKind, number>>;
}

/** Options of a single call. */
export interface ShopRequestOptions {
  /** Aborts the call; the abort error is rethrown unchanged. */
  signal?: AbortSignal;
}

/** Options of {@link ShopClient.siteSearch}: which page of the product hits to ask for. */
export interface SiteSearchRequestOptions extends ShopRequestOptions {
  /** Product hits to skip (a page's start). @default 0 */
  offset?: number;
  /** Product hits to answer; the API's own default when absent. */
  limit?: number;
  /**
   * Hits to answer of each other group (stores, cities, pages, categories); the API's own few when
   * absent (the overlay's handful). The search page asks for what its groups can show.
   */
  groupLimit?: number;
}

/** Options of {@link ShopClient.start}. */
export interface ShopStartOptions {
  /** Whether the page already holds a cart (then the shopper is not loaded). */
  cartHeld: boolean;
  /** Whether the page is a store page (a store user elsewhere reloads the page). */
  isStorePage: boolean;
  /**
   * Receives the user once looked up: at once when a token exists, or later, when the first call
   * that loads the shopper brings the token.
   */
  onUser?: (user: User | null) => void;
  /** Receives an error of a user lookup that ran after `start` resolved. */
  onError?: (error: unknown) => void;
}

/** What {@link ShopClient.start} resolves to. */
export interface ShopStartResult {
  /** The shopper session when it was loaded (no cart held), else `null`. */
  session: ShopperSession | null;
  /** The user (`null` for a guest), or `undefined` when the lookup waits for a token. */
  user: User | null | undefined;
  /** Whether the store-user rule asked for a reload. */
  reloadRequested: boolean;
}

/**
 * The shop API client: the calls of section 7, the booking and store calls ({@link BookingCalls}),
 * the account calls ({@link AccountCalls}), the subscription calls ({@link SubscriptionCalls}), the
 * content calls ({@link ContentCalls}), the checkout calls ({@link CheckoutCalls}), the company
 * agreement calls ({@link B2bCalls}) and the store staff calls ({@link StaffCalls}).
 */
export interface ShopClient
  extends
    BookingCalls,
    AccountCalls,
    SubscriptionCalls,
    ContentCalls,
    CheckoutCalls,
    B2bCalls,
    StaffCalls,
    RecommendationCalls {
  /** `GET /api/site/shopper`: the CSRF token (kept by the client) and the cart. */
  loadShopper(options?: ShopRequestOptions): Promise<ShopperSession>;
  /** `POST /api/auth/user/getUser`: the user, or `null` for a guest. Loads the shopper first when needed. */
  getUser(options?: ShopRequestOptions): Promise<User | null>;
  /** `GET /api/article/{id}` with the JSON content type, shop identifier and API key headers. */
  getArticle(id: string | number, options?: ShopRequestOptions): Promise<Article>;
  /**
   * `GET /api/article/{id or slug}` for the product page: the article with its variants, lens
   * options, lens parameters and try-on assets. A 404 rejects with `ShopApiRequestError` (status 404).
   */
  getProduct(idOrSlug: string | number, options?: ShopRequestOptions): Promise<ProductDetail>;
  /**
   * `GET /api/site/search?q=` (with `offset`, `limit` and `groupLimit` when asked): every group of hits, the
   * product hits paged.
   */
  siteSearch(query: string, options?: SiteSearchRequestOptions): Promise<SiteSearchResponse>;
  /** `POST /api/cart/update`: the cart, or `null` when the answer has no cart head (no update). */
  updateCart(payload: CartUpdatePayload, options?: ShopRequestOptions): Promise<Cart | null>;
  /** `POST /api/cart/empty`: the emptied cart, or `null` when the answer has no cart head. */
  emptyCart(options?: ShopRequestOptions): Promise<Cart | null>;
  /** Loads the session on page load and applies the store-user rule (see the module comment). */
  start(options: ShopStartOptions): Promise<ShopStartResult>;
  /** The CSRF token the client holds, or `null`. */
  getToken(): string | null;
  /** Sets the CSRF token (for a page that holds one); a waiting user lookup then runs. */
  setToken(token: string | null): void;
}

type Method = 'GET' | 'POST';

function defaultReload(): void {
  globalThis.location?.reload();
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return (
    (signal?.aborted ?? false) ||
    (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
  );
}

type ShopParsers = typeof ShopParsersModule;
let parsersLoad: Promise<ShopParsers> | null = null;

/**
 * The readers of the core answers and error bodies (with zod), loaded once with `import()` beside the
 * first call that needs them. A failed load (offline, a new deploy) fails the call like the network
 * would, and the next call tries again.
 */
function loadParsers(call: string): Promise<ShopParsers> {
  parsersLoad ??= import('./client.parsers').catch((error: unknown) => {
    parsersLoad = null;
    throw error;
  });
  return parsersLoad.catch((error: unknown) => {
    throw new ShopNetworkError(call, error);
  });
}

/**
 * Creates the shop API client.
 * @example
 * const client = createShopClient({ baseUrl: 'https://shop.example', apiKey, shopId });
 * const { user } = await client.start({ cartHeld: false, isStorePage: false });
 */
export function createShopClient(options: ShopClientOptions = {}): ShopClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const apiKey = options.apiKey ?? '';
  const shopId = options.shopId ?? '';
  let token: string | null = options.token ?? null;
  let shopperLoad: Promise<ShopperSession> | null = null;
  const tokenWaiters: Array<() => void> = [];

  function setToken(next: string | null): void {
    token = next;
    if (next === null) return;
    for (const waiter of tokenWaiters.splice(0)) waiter();
  }

  const timeouts = { ...SHOP_CALL_TIMEOUTS, ...options.timeouts };

  function request(
    method: Method,
    call: string,
    path: string,
    init: {
      headers?: Record<string, string>;
      body?: unknown;
      signal?: AbortSignal;
      kind: ShopCallKind;
      blob?: boolean;
    },
  ): Promise<unknown> {
    return withTimeout(
      (signal) => requestOnce(method, call, path, { ...init, signal }),
      timeouts[init.kind],
      {
        call,
        signal: init.signal,
      },
    );
  }

  async function requestOnce(
    method: Method,
    call: string,
    path: string,
    init: { headers?: Record<string, string>; body?: unknown; signal?: AbortSignal; blob?: boolean },
  ): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (token !== null) headers[SHOP_CSRF_HEADER] = token;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['Content-Type'] = 'application/json';
    }
    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, { method, headers, body, signal: init.signal });
    } catch (error) {
      if (isAbort(error, init.signal)) throw error;
      throw new ShopNetworkError(call, error);
    }
    let text: string;
    try {
      // A file (a PDF) is answered as it came, with the session the call carried, like any read.
      if (init.blob && response.ok) return await response.blob();
      text = await response.text();
    } catch (error) {
      if (isAbort(error, init.signal)) throw error;
      throw new ShopNetworkError(call, error);
    }
    let json: unknown = null;
    let parsed = false;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
        parsed = true;
      } catch {
        // not JSON: handled below
      }
    }
    if (!response.ok) {
      const { parseApiError } = await loadParsers(call);
      throw new ShopApiRequestError(call, parseApiError(response.status, json));
    }
    if (!parsed) throw new ApiContractError(call, [{ path: '', message: 'The answer is not JSON' }]);
    return json;
  }

  function loadShopper(requestOptions: ShopRequestOptions = {}): Promise<ShopperSession> {
    if (shopperLoad) return shopperLoad;
    const load = (async () => {
      const [raw, parsers] = await Promise.all([
        request('GET', CartContract.Shopper, '/api/site/shopper', {
          kind: 'session',
          signal: requestOptions.signal,
        }),
        loadParsers(CartContract.Shopper),
      ]);
      const session = parsers.parseShopperResponse(raw);
      setToken(session.token);
      return session;
    })();
    shopperLoad = load;
    const clear = () => {
      if (shopperLoad === load) shopperLoad = null;
    };
    load.then(clear, clear);
    return load;
  }

  /** Makes sure a token exists before a mutation: loads the shopper when there is none. */
  async function ensureToken(): Promise<void> {
    // Not tied to the caller's signal: the load is shared, and a token is useful either way.
    if (token === null) await loadShopper();
  }

  async function getUser(requestOptions: ShopRequestOptions = {}): Promise<User | null> {
    await ensureToken();
    const [raw, parsers] = await Promise.all([
      request('POST', CartContract.GetUser, '/api/auth/user/getUser', {
        kind: 'session',
        signal: requestOptions.signal,
      }),
      loadParsers(CartContract.GetUser),
    ]);
    return parsers.parseGetUserResponse(raw);
  }

  /** The raw answer of the article lookup, with the headers the article API asks for. */
  function requestArticle(idOrSlug: string | number, signal: AbortSignal | undefined): Promise<unknown> {
    return request('GET', CatalogueContract.Article, `/api/article/${encodeURIComponent(idOrSlug)}`, {
      kind: 'article',
      headers: {
        'Content-Type': 'application/json',
        [ARTICLE_REQUEST_HEADERS.shopId]: shopId,
        [ARTICLE_REQUEST_HEADERS.apiKey]: apiKey,
      },
      signal,
    });
  }

  async function getArticle(id: string | number, requestOptions: ShopRequestOptions = {}): Promise<Article> {
    const [raw, parsers] = await Promise.all([
      requestArticle(id, requestOptions.signal),
      loadParsers(CatalogueContract.Article),
    ]);
    return parsers.parseArticleResponse(raw);
  }

  async function getProduct(
    idOrSlug: string | number,
    requestOptions: ShopRequestOptions = {},
  ): Promise<ProductDetail> {
    const [raw, adapter] = await Promise.all([
      requestArticle(idOrSlug, requestOptions.signal),
      // The detail schemas load with the first product page, not with every shop page.
      import('./adapters/productDetail'),
    ]);
    return adapter.parseProductDetailResponse(raw);
  }

  async function siteSearch(
    query: string,
    requestOptions: SiteSearchRequestOptions = {},
  ): Promise<SiteSearchResponse> {
    const params = new URLSearchParams({ q: query });
    if (requestOptions.offset) params.set('offset', String(requestOptions.offset));
    if (requestOptions.limit !== undefined) params.set('limit', String(requestOptions.limit));
    if (requestOptions.groupLimit !== undefined) params.set('groupLimit', String(requestOptions.groupLimit));
    const [raw, parsers] = await Promise.all([
      request('GET', CatalogueContract.SiteSearch, `/api/site/search?${params.toString()}`, {
        kind: 'search',
        signal: requestOptions.signal,
      }),
      loadParsers(CatalogueContract.SiteSearch),
    ]);
    return parsers.parseSiteSearchResponse(raw);
  }

  /** The recommender's call: its rules and item reader load with the first call, in their own chunk. */
  async function getRecommendations(
    recommendation: RecommendationRequest,
    requestOptions: ShopRequestOptions = {},
  ): Promise<RecommendationItem[]> {
    const calls = await import('./client.recommendations.calls');
    return calls.getRecommendations(request, recommendation, requestOptions);
  }

  async function updateCart(
    payload: CartUpdatePayload,
    requestOptions: ShopRequestOptions = {},
  ): Promise<Cart | null> {
    await ensureToken();
    const [raw, parsers] = await Promise.all([
      request('POST', CartContract.Update, '/api/cart/update', {
        kind: 'cart',
        body: payload,
        signal: requestOptions.signal,
      }),
      loadParsers(CartContract.Update),
    ]);
    return parsers.parseCartResponse(raw, CartContract.Update);
  }

  async function emptyCart(requestOptions: ShopRequestOptions = {}): Promise<Cart | null> {
    await ensureToken();
    const [raw, parsers] = await Promise.all([
      request('POST', CartContract.Empty, '/api/cart/empty', {
        kind: 'cart',
        signal: requestOptions.signal,
      }),
      loadParsers(CartContract.Empty),
    ]);
    return parsers.parseCartResponse(raw, CartContract.Empty);
  }

  function applyStoreRule(user: User | null, isStorePage: boolean): boolean {
    if (user?.isStore !== true || isStorePage) return false;
    (options.onStoreSessionOnNonStorePage ?? defaultReload)();
    return true;
  }

  async function start(startOptions: ShopStartOptions): Promise<ShopStartResult> {
    const { cartHeld, isStorePage, onUser, onError } = startOptions;
    const session = cartHeld ? null : await loadShopper();
    if (token === null) {
      // A held cart without a token: look the user up once a later call brings the token.
      tokenWaiters.push(() => {
        getUser().then(
          (user) => {
            applyStoreRule(user, isStorePage);
            onUser?.(user);
          },
          (error: unknown) => onError?.(error),
        );
      });
      return { session, user: undefined, reloadRequested: false };
    }
    const user = await getUser();
    const reloadRequested = applyStoreRule(user, isStorePage);
    onUser?.(user);
    return { session, user, reloadRequested };
  }

  return {
    loadShopper,
    getUser,
    getArticle,
    getProduct,
    siteSearch,
    updateCart,
    emptyCart,
    start,
    getToken: () => token,
    setToken,
    ...createLazyBookingCalls(request, ensureToken),
    ...createLazyAccountCalls(request, ensureToken),
    ...createLazySubscriptionCalls(request, ensureToken),
    ...createLazyContentCalls(request),
    ...createLazyCheckoutCalls(request, ensureToken),
    ...createLazyB2bCalls(request, ensureToken),
    ...createLazyStaffCalls(request, ensureToken),
    getRecommendations,
  };
}
