/**
 * The shop's routes (shop spec, section 2) as one typed table, with a typed path builder, a matcher,
 * the content page keys and the shell's path rules. Plain TypeScript, no React, no router.
 *
 * Patterns use `:name` for a path parameter (`/min-konto/ordrer/:orderId`) and `{brand}` for the
 * brand slug, which comes from configuration (`GlimtProvider`'s `brandName`, lower-cased, spaces as
 * `-`): `/om-{brand}` is `/om-glimt` for the brand `Glimt`.
 *
 * The spec lists `/b2b/oyehelse dag` (with a space) beside `/b2b/oyehelsedag`; the route is
 * `/b2b/oyehelsedag` and the spaced path is a redirect alias ({@link ROUTE_ALIASES}): `matchRoute`
 * answers it with the eye-health-day route and `redirectTo: '/b2b/oyehelsedag'`.
 */

/** What a route belongs to: the account and service table, the shop shell, or a content page. */
export type ShopRouteArea = 'account' | 'service' | 'shop' | 'content';

/**
 * One row of the route table. What the page is for (the spec's purpose column) is the row's comment,
 * not data: nothing reads it at run time, and every page that matches a route would carry it.
 */
export interface ShopRouteDefinition {
  /** The path pattern: `:name` segments are parameters, `{brand}` is the configured brand slug. */
  readonly pattern: string;
  readonly area: ShopRouteArea;
}

/**
 * Every route of the shop with a known path (shop spec, section 2), plus the booking and store routes
 * the spec names without a path, with paths this library designs (auditory booking, a single store,
 * the store-id redirect, a city's stores) and the FAQ. Other routes without a path (sitemap, robots,
 * requisition and payment-request pages) are not here; the order confirmation's path is this library's.
 */
export const SHOP_ROUTES = {
  // Account and service routes
  /** Press page. */
  press: { pattern: '/press', area: 'service' },
  /** Login. */
  login: { pattern: '/min-konto/logg-inn', area: 'account' },
  /** Logout. */
  logout: { pattern: '/min-konto/logg-ut', area: 'account' },
  /** Register. */
  register: { pattern: '/min-konto/registrere', area: 'account' },
  /** Reset password. */
  resetPassword: { pattern: '/min-konto/glemt-passord', area: 'account' },
  /** Account. */
  account: { pattern: '/min-konto', area: 'account' },
  /** Friends signup. */
  friendsSignup: { pattern: '/min-konto/friends', area: 'account' },
  /** Subscriptions list. */
  subscriptions: { pattern: '/min-konto/abonnement', area: 'account' },
  /** Lens subscription. */
  lensSubscription: { pattern: '/min-konto/abonnement/linse/:subscriptionId', area: 'account' },
  /** Choose a product to add. */
  lensSubscriptionChooseProduct: {
    pattern: '/min-konto/abonnement/linse/:subscriptionId/ny-produkt',
    area: 'account',
  },
  /** Add product. */
  lensSubscriptionAddProduct: {
    pattern: '/min-konto/abonnement/linse/:subscriptionId/ny-produkt/:articleId',
    area: 'account',
  },
  /** Update payment method. */
  lensSubscriptionUpdatePayment: {
    pattern: '/min-konto/abonnement/linse/:subscriptionId/oppdater-betaling',
    area: 'account',
  },
  /** Glasses subscription. */
  glassesSubscription: { pattern: '/min-konto/abonnement/briller/:subscriptionId', area: 'account' },
  /** Documents. */
  glassesSubscriptionDocuments: {
    pattern: '/min-konto/abonnement/briller/:subscriptionId/avtale',
    area: 'account',
  },
  /** One document. */
  glassesSubscriptionDocument: {
    pattern: '/min-konto/abonnement/briller/:subscriptionId/avtale/:documentId',
    area: 'account',
  },
  /** Perks. */
  glassesSubscriptionPerks: {
    pattern: '/min-konto/abonnement/briller/:subscriptionId/fordeler',
    area: 'account',
  },
  /** Invoice. */
  invoice: {
    pattern: '/min-konto/betaling-fakturaer/:financeTypeId/inv/:id/:subscriptionId',
    area: 'account',
  },
  /** Payment and invoices. */
  paymentsAndInvoices: { pattern: '/min-konto/betaling-fakturaer', area: 'account' },
  /** Finance details. */
  financeDetails: { pattern: '/min-konto/betaling-fakturaer/:id/:subId', area: 'account' },
  /** Orders. */
  orders: { pattern: '/min-konto/ordrer', area: 'account' },
  /** Order. */
  order: { pattern: '/min-konto/ordrer/:orderId', area: 'account' },
  /** Return products. */
  orderReturn: { pattern: '/min-konto/ordrer/:orderId/retur', area: 'account' },
  /** My details. */
  myDetails: { pattern: '/min-konto/opplysninger', area: 'account' },
  /** Booking inside the account. */
  accountBookExam: { pattern: '/min-konto/bestill-synstest', area: 'account' },
  /** Connect glasses subscription. */
  connectLifestyle: { pattern: '/min-konto/abonnement/koble-til-lifestyle', area: 'account' },
  /** Book eye exam. */
  bookExam: { pattern: '/bestill-synstest', area: 'service' },
  /** Booking details, manage or cancel. */
  bookExamDetails: { pattern: '/bestill-synstest/:id', area: 'service' },
  /** Store finder. */
  storeFinder: { pattern: '/finn-butikk', area: 'service' },
  /** Designed by this library: the spec names a single-store route without a path (site search links here). */
  /** A single store. */
  store: { pattern: '/finn-butikk/:slug', area: 'service' },
  /** Designed by this library: the store-id route, a redirect to the store's page. */
  /** Store-id redirect. */
  storeById: { pattern: '/butikk/:storeId', area: 'service' },
  /** Designed by this library: the stores of a city (site search's city hits link here). */
  /** Stores in a city. */
  storesInCity: { pattern: '/butikker/:city', area: 'service' },
  /** Designed by this library: the auditory booking (a hearing test). */
  /** Booking auditory. */
  bookHearingTest: { pattern: '/bestill-horselstest', area: 'service' },
  /** Cookie list. */
  cookieList: { pattern: '/cookieliste', area: 'service' },
  /** Company agreement signing. */
  b2bAgreement: { pattern: '/b2b/tegn-avtale', area: 'service' },
  /** Eye-health day booking. */
  b2bEyeHealthDay: { pattern: '/b2b/oyehelsedag', area: 'service' },
  /** Designed by this library: the store staff tools (customer lookup, products, payment request). */
  /** Store staff tools. */
  staffTools: { pattern: '/butikk-verktoy', area: 'service' },
  /** Designed by this library: the customer's page from a payment request's link (no login). */
  /** Payment request from a store. */
  paymentRequest: { pattern: '/betalingsforesporsel/:token', area: 'service' },
  /** Designed by this library: a manager approves or rejects an employee's requisition (login). */
  /** Requisition approve or reject. */
  requisition: { pattern: '/rekvisisjon/:id', area: 'service' },
  /** Winback, undo cancellation. */
  winback: { pattern: '/angreoppsigelse', area: 'service' },
  /** Winback confirmation. */
  winbackConfirmation: { pattern: '/angreoppsigelse/bekreftelse', area: 'service' },
  /** Gift card balance lookup. */
  giftCard: { pattern: '/gavekort', area: 'service' },

  // Shop and shell routes
  /** Home. */
  home: { pattern: '/', area: 'shop' },
  /** Checkout. */
  checkout: { pattern: '/checkout', area: 'shop' },
  // The spec shows no path for the order confirmation; it lives under the checkout (same layout).
  /** Order confirmation. */
  orderConfirmation: { pattern: '/checkout/bekreftelse/:orderNumber', area: 'shop' },
  /** Booking. */
  booking: { pattern: '/booking', area: 'shop' },
  /** Search (query ?q=, optional s=). */
  search: { pattern: '/search', area: 'shop' },
  /** Designed by this library: the product page (cards, site search and widget link to `/produkt/{slug}`). */
  /** Product page. */
  product: { pattern: '/produkt/:slug', area: 'shop' },
  /** Glasses. */
  glasses: { pattern: '/briller', area: 'shop' },
  /** Glasses by brand or type. */
  glassesSubcategory: { pattern: '/briller/:slug', area: 'shop' },
  /** Sunglasses. */
  sunglasses: { pattern: '/solbriller', area: 'shop' },
  /** Sunglasses by brand or type. */
  sunglassesSubcategory: { pattern: '/solbriller/:slug', area: 'shop' },
  /** Sports glasses. */
  sportsGlasses: { pattern: '/sportsbriller', area: 'shop' },
  /** Sports glasses by brand or type. */
  sportsGlassesSubcategory: { pattern: '/sportsbriller/:slug', area: 'shop' },
  /** Contact lenses. */
  contactLenses: { pattern: '/kontaktlinser', area: 'shop' },
  /** Contact lenses by brand or type. */
  contactLensesSubcategory: { pattern: '/kontaktlinser/:slug', area: 'shop' },
  /** Eye health. */
  eyeHealth: { pattern: '/oeyehelse', area: 'shop' },
  /** Eye health by brand or type. */
  eyeHealthSubcategory: { pattern: '/oeyehelse/:slug', area: 'shop' },
  /** Glasses accessories. */
  glassesAccessories: { pattern: '/tilbehør-briller', area: 'shop' },
  /** Sports glasses accessories. */
  sportsGlassesAccessories: { pattern: '/tilbehør-sportsbriller', area: 'shop' },
  /** Contact lens accessories. */
  contactLensAccessories: { pattern: '/tilbehør-kontaktlinser', area: 'shop' },

  // Content pages
  /** About the brand. */
  aboutBrand: { pattern: '/om-{brand}', area: 'content' },
  /** Contact us. */
  contactUs: { pattern: '/kontakt-oss', area: 'content' },
  /** Friends membership. */
  friends: { pattern: '/{brand}-friends', area: 'content' },
  /** Friends member benefits. */
  friendsBenefits: { pattern: '/{brand}-friends/medlemsfordeler', area: 'content' },
  /** Friends membership terms. */
  friendsTerms: { pattern: '/{brand}-friends/medlemsvilkar', area: 'content' },
  /** Friends questions and answers. */
  friendsFaq: { pattern: '/{brand}-friends/sporsmal-og-svar', area: 'content' },
  /** Sustainability. */
  sustainability: { pattern: '/barekraft', area: 'content' },
  /** Transparency act statement. */
  transparencyAct: { pattern: '/barekraft/apenhetsloven', area: 'content' },
  /** Company agreements. */
  companyAgreements: { pattern: '/firmaavtaler', area: 'content' },
  /** Purchase and delivery terms. */
  purchaseTerms: { pattern: '/kjøps-og-leveransevilkår', area: 'content' },
  /** Privacy policy. */
  privacyPolicy: { pattern: '/personvernpolicy', area: 'content' },
  /** Cookies. */
  cookies: { pattern: '/cookies', area: 'content' },
  /** Accessibility statement. */
  accessibility: { pattern: '/tilgjengelighet', area: 'content' },
  /** Glasses subscription (Lifestyle). */
  glassesSubscriptionInfo: { pattern: '/brilleabonnement', area: 'content' },
  /** Lens subscription. */
  lensSubscriptionInfo: { pattern: '/{brand}-lifestyle-linseabonnement', area: 'content' },
  /** Designed by this library: the spec names the my-pages terms but shows no path. */
  /** My-pages terms. */
  myPagesTerms: { pattern: '/vilkar-min-side', area: 'content' },
  /** Designed by this library: the spec names the FAQ route but shows no path. */
  /** Frequently asked questions. */
  faq: { pattern: '/sporsmal-og-svar', area: 'content' },
} as const satisfies Record<string, ShopRouteDefinition>;

/** The name of a route of {@link SHOP_ROUTES}. */
export type ShopRouteName = keyof typeof SHOP_ROUTES;

/** The pattern of a route. */
export type ShopRoutePattern<N extends ShopRouteName> = (typeof SHOP_ROUTES)[N]['pattern'];

/** The `:param` names of a pattern, as a union (`never` without parameters). */
export type RouteParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | RouteParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The parameters a route's path needs: one value per `:param` of its pattern. */
export type ShopRouteParams<N extends ShopRouteName> = {
  [K in RouteParamNames<ShopRoutePattern<N>>]: string | number;
};

/** Options shared by the route helpers. */
export interface ShopRouteOptions {
  /** The brand name from configuration; its slug fills `{brand}`. @default 'Glimt' */
  brandName?: string;
}

/** The arguments of {@link buildPath} after the name: params only when the pattern has some. */
export type BuildPathArgs<N extends ShopRouteName> = [RouteParamNames<ShopRoutePattern<N>>] extends [never]
  ? [params?: Record<string, never>, options?: ShopRouteOptions]
  : [params: ShopRouteParams<N>, options?: ShopRouteOptions];

/**
 * Redirect aliases: paths that are not routes of their own but lead to one. The spec's row
 * `/b2b/oyehelse dag` is such an alias of `/b2b/oyehelsedag`.
 */
export const ROUTE_ALIASES: Readonly<Record<string, ShopRouteName>> = {
  '/b2b/oyehelse dag': 'b2bEyeHealthDay',
};

/** The default brand, as `GlimtProvider` has it. */
const DEFAULT_BRAND = 'Glimt';

/**
 * The slug of a brand name for paths: trimmed, lower-cased, runs of whitespace as `-`.
 * @example brandSlug('Glimt') // 'glimt'
 */
export function brandSlug(brandName: string): string {
  return brandName.trim().toLocaleLowerCase('nb').replace(/\s+/g, '-');
}

function fillBrand(pattern: string, options: ShopRouteOptions | undefined): string {
  return pattern.replaceAll('{brand}', brandSlug(options?.brandName ?? DEFAULT_BRAND));
}

/**
 * The path of a route, with its parameters URL-encoded. The parameters are type-checked against
 * the pattern: `buildPath('order', { orderId: 'A-1' })` compiles, `buildPath('order', {})` does not.
 * @throws TypeError when a parameter is missing or empty at run time
 * @example buildPath('lensSubscriptionAddProduct', { subscriptionId: 12, articleId: 'acuvue 90' })
 * // '/min-konto/abonnement/linse/12/ny-produkt/acuvue%2090'
 */
export function buildPath<N extends ShopRouteName>(name: N, ...args: BuildPathArgs<N>): string {
  const [params, options] = args;
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const pattern = fillBrand(SHOP_ROUTES[name].pattern, options);
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') {
      throw new TypeError(`buildPath('${name}'): the parameter "${key}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A pathname that matched a route. */
export type ShopRouteMatch = {
  [N in ShopRouteName]: {
    found: true;
    name: N;
    /** The decoded path parameters. */
    params: { [K in RouteParamNames<ShopRoutePattern<N>>]: string };
    /** The canonical path to redirect to when the pathname was an alias, else `null`. */
    redirectTo: string | null;
  };
}[ShopRouteName];

/** A pathname that matched no route: the not-found page (404). */
export interface ShopRouteNotFound {
  found: false;
  name: 'notFound';
  status: 404;
}

/** What {@link matchRoute} answers. */
export type ShopRouteResult = ShopRouteMatch | ShopRouteNotFound;

const NOT_FOUND: ShopRouteNotFound = { found: false, name: 'notFound', status: 404 };

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment).normalize('NFC');
  } catch {
    return null;
  }
}

/** The decoded segments of a pathname (query and hash dropped, a trailing slash ignored), or null. */
function segmentsOf(pathname: string): string[] | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return null;
  const raw = path.split('/').slice(1);
  if (raw.length > 1 && raw[raw.length - 1] === '') raw.pop();
  const decoded: string[] = [];
  for (const segment of raw) {
    const value = safeDecode(segment);
    if (value === null) return null;
    decoded.push(value);
  }
  return decoded;
}

function patternSegments(pattern: string): string[] {
  return pattern
    .split('/')
    .slice(1)
    .map((segment) => segment.normalize('NFC'));
}

/** Matches `segments` against a pattern; the params, or null. Static segments must be equal. */
function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index] ?? '';
    const actual = segments[index] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      params[expected.slice(1)] = actual;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** Static segments rank before parameters, position by position (`/ordrer/retur` before `/ordrer/:id`). */
function specificity(pattern: string[]): string {
  return pattern.map((segment) => (segment.startsWith(':') ? '0' : '1')).join('');
}

// Pure-annotated so that an import of anything else from the package can drop the route table.
const ROUTE_NAMES = /* @__PURE__ */ Object.keys(SHOP_ROUTES) as ShopRouteName[];

/**
 * The route of a pathname and its decoded parameters, or the not-found result (404) for anything
 * else. The pathname may be percent-encoded (`location.pathname`) or not; a query string, a hash
 * and a trailing slash are ignored. An alias answers its route with `redirectTo` set.
 * @example matchRoute('/min-konto/ordrer/A-1') // { found: true, name: 'order', params: { orderId: 'A-1' }, redirectTo: null }
 */
export function matchRoute(pathname: string, options?: ShopRouteOptions): ShopRouteResult {
  const segments = segmentsOf(pathname);
  if (segments === null) return NOT_FOUND;
  let best: { name: ShopRouteName; params: Record<string, string>; rank: string } | null = null;
  for (const name of ROUTE_NAMES) {
    const pattern = patternSegments(fillBrand(SHOP_ROUTES[name].pattern, options));
    const params = matchSegments(pattern, segments);
    if (params === null) continue;
    const rank = specificity(pattern);
    if (best === null || rank > best.rank) best = { name, params, rank };
  }
  if (best !== null) {
    return { found: true, name: best.name, params: best.params, redirectTo: null } as ShopRouteMatch;
  }
  const joined = `/${segments.join('/')}`;
  for (const [alias, target] of Object.entries(ROUTE_ALIASES)) {
    if (alias.normalize('NFC') === joined) {
      return {
        found: true,
        name: target,
        params: {},
        redirectTo: fillBrand(SHOP_ROUTES[target].pattern, options),
      } as ShopRouteMatch;
    }
  }
  return NOT_FOUND;
}

function isAtOrBelow(pathname: string, root: string): boolean {
  const segments = segmentsOf(pathname);
  if (segments === null) return false;
  const path = `/${segments.join('/')}`;
  return path === root || path.startsWith(`${root}/`);
}

/** Whether a pathname is `/checkout` or below it (the header hides its cart toggle there). */
export function isCheckoutPath(pathname: string): boolean {
  return isAtOrBelow(pathname, SHOP_ROUTES.checkout.pattern);
}

/** Whether a pathname is `/booking` or below it (the header hides its book-exam button there). */
export function isBookingPath(pathname: string): boolean {
  return isAtOrBelow(pathname, SHOP_ROUTES.booking.pattern);
}

/** The query parameter of a booking's link that carries its access token (`?tilgang=`). */
export const BOOKING_ACCESS_PARAM = 'tilgang';

/**
 * A booking's page: `/bestill-synstest/{id}`, with its access token when given. A guest opens their
 * booking only with the token from the confirmation (page and e-mail); a logged-in owner needs none.
 * @example bookingDetailsHref('BK-2001', '3f9a…') // '/bestill-synstest/BK-2001?tilgang=3f9a…'
 */
export function bookingDetailsHref(id: string, accessToken?: string | null): string {
  const path = buildPath('bookExamDetails', { id });
  return accessToken
    ? `${path}?${new URLSearchParams({ [BOOKING_ACCESS_PARAM]: accessToken }).toString()}`
    : path;
}

/** The access token of a booking page's query string (`?tilgang=`), or `undefined` without one. */
export function bookingAccessTokenFrom(search: string): string | undefined {
  return new URLSearchParams(search).get(BOOKING_ACCESS_PARAM) || undefined;
}

/** Whether a pathname is `/search` or below it (the search button shows the current query there). */
export function isSearchPath(pathname: string): boolean {
  return isAtOrBelow(pathname, SHOP_ROUTES.search.pattern);
}

/** The result types the search page can be narrowed to (`s=`). */
export type SearchScope = 'stores' | 'products' | 'articles';

const SEARCH_SCOPES: readonly SearchScope[] = ['stores', 'products', 'articles'];

/** The query parameter of the search page's page of product hits (`side=2`; the first page has none). */
export const SEARCH_PAGE_PARAM = 'side';

/**
 * The highest page number the search page reads from its address: far past any catalogue's
 * pages, and a bounded number (a larger one reads as this).
 */
export const SEARCH_MAX_PAGE = 400;

/**
 * The search page's href: `/search?q={text}`, with `s=` when narrowed to one result type and
 * `side=` from the second page of product hits on.
 * @example buildSearchHref('ray ban', 'products') // '/search?q=ray+ban&s=products'
 * @example buildSearchHref('ray', 'products', 3) // '/search?q=ray&s=products&side=3'
 */
export function buildSearchHref(query: string, scope?: SearchScope | null, page = 1): string {
  const search = new URLSearchParams({ q: query });
  if (scope) search.set('s', scope);
  if (page > 1) search.set(SEARCH_PAGE_PARAM, String(Math.floor(page)));
  return `${SHOP_ROUTES.search.pattern}?${search.toString()}`;
}

/**
 * Reads the search page's query string (`?q=...&s=...&side=...`): the query (`''` when absent),
 * the scope (`null` when absent or unknown) and the page of product hits (1 when absent or not a
 * whole number from 1; at most {@link SEARCH_MAX_PAGE}).
 */
export function parseSearchParams(search: string): {
  query: string;
  scope: SearchScope | null;
  page: number;
} {
  const params = new URLSearchParams(search);
  const scope = params.get('s');
  const pageText = params.get(SEARCH_PAGE_PARAM) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return {
    query: params.get('q') ?? '',
    scope: SEARCH_SCOPES.find((candidate) => candidate === scope) ?? null,
    page: Math.min(Math.max(1, page), SEARCH_MAX_PAGE),
  };
}

/**
 * The legal and content page keys (shop spec, section 2) and the routes they link to. The spec
 * shows no slugs; where section 2 lists a path for the page it is used, the rest are this
 * library's:
 *
 * | Key | Path |
 * |---|---|
 * | glassesSubscription | `/brilleabonnement` |
 * | companyAgreements | `/firmaavtaler` |
 * | purchaseAndDeliveryTerms | `/kjøps-og-leveransevilkår` |
 * | myPagesTerms | `/vilkar-min-side` (designed) |
 * | cookies | `/cookies` |
 * | privacyPolicy | `/personvernpolicy` |
 * | glasses | `/briller` |
 * | sunglasses | `/solbriller` |
 * | contactLenses | `/kontaktlinser` |
 * | sportsGlasses | `/sportsbriller` |
 * | eyeHealth | `/oeyehelse` |
 * | contactUs | `/kontakt-oss` |
 * | friendsMembershipTerms | `/{brand}-friends/medlemsvilkar` |
 * | friendsMemberBenefits | `/{brand}-friends/medlemsfordeler` |
 */
export const CONTENT_PAGE_ROUTES = {
  glassesSubscription: 'glassesSubscriptionInfo',
  companyAgreements: 'companyAgreements',
  purchaseAndDeliveryTerms: 'purchaseTerms',
  myPagesTerms: 'myPagesTerms',
  cookies: 'cookies',
  privacyPolicy: 'privacyPolicy',
  glasses: 'glasses',
  sunglasses: 'sunglasses',
  contactLenses: 'contactLenses',
  sportsGlasses: 'sportsGlasses',
  eyeHealth: 'eyeHealth',
  contactUs: 'contactUs',
  friendsMembershipTerms: 'friendsTerms',
  friendsMemberBenefits: 'friendsBenefits',
} as const satisfies Record<string, ShopRouteName>;

/** A legal or content page key. */
export type ContentPageKey = keyof typeof CONTENT_PAGE_ROUTES;

/** The href of an unknown content page key. */
export const PLACEHOLDER_HREF = '#';

/** Where route helpers report problems; `console` by default. */
export interface RouteLogger {
  warn(message: string): void;
}

/** Options of {@link contentPageHref}. */
export interface ContentPageHrefOptions extends ShopRouteOptions {
  /** Receives the warning about an unknown key. @default console */
  logger?: RouteLogger;
}

// Keys already warned about, per logger, so a re-rendering footer logs each unknown key once.
const warnedKeys = new WeakMap<RouteLogger, Set<string>>();

function isContentPageKey(key: string): key is ContentPageKey {
  return Object.prototype.hasOwnProperty.call(CONTENT_PAGE_ROUTES, key);
}

/**
 * The href of a legal or content page. An unknown key (for example from a CMS) gives the
 * placeholder `'#'` and logs a warning, once per key and logger.
 * @example contentPageHref('privacyPolicy') // '/personvernpolicy'
 */
export function contentPageHref(
  key: ContentPageKey | (string & Record<never, never>),
  options?: ContentPageHrefOptions,
): string {
  if (isContentPageKey(key)) {
    return fillBrand(SHOP_ROUTES[CONTENT_PAGE_ROUTES[key]].pattern, options);
  }
  const logger = options?.logger ?? console;
  let warned = warnedKeys.get(logger);
  if (!warned) {
    warned = new Set();
    warnedKeys.set(logger, warned);
  }
  if (!warned.has(key)) {
    warned.add(key);
    logger.warn(`[glimt] Unknown content page key "${key}"; linking to "${PLACEHOLDER_HREF}".`);
  }
  return PLACEHOLDER_HREF;
}
