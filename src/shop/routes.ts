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

/** One row of the route table. */
export interface ShopRouteDefinition {
  /** The path pattern: `:name` segments are parameters, `{brand}` is the configured brand slug. */
  readonly pattern: string;
  /** What the page is for (the spec's purpose column). */
  readonly purpose: string;
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
  press: { pattern: '/press', purpose: 'press page', area: 'service' },
  login: { pattern: '/min-konto/logg-inn', purpose: 'login', area: 'account' },
  logout: { pattern: '/min-konto/logg-ut', purpose: 'logout', area: 'account' },
  register: { pattern: '/min-konto/registrere', purpose: 'register', area: 'account' },
  resetPassword: { pattern: '/min-konto/glemt-passord', purpose: 'reset password', area: 'account' },
  account: { pattern: '/min-konto', purpose: 'account', area: 'account' },
  friendsSignup: { pattern: '/min-konto/friends', purpose: 'friends signup', area: 'account' },
  subscriptions: { pattern: '/min-konto/abonnement', purpose: 'subscriptions list', area: 'account' },
  lensSubscription: {
    pattern: '/min-konto/abonnement/linse/:subscriptionId',
    purpose: 'lens subscription',
    area: 'account',
  },
  lensSubscriptionChooseProduct: {
    pattern: '/min-konto/abonnement/linse/:subscriptionId/ny-produkt',
    purpose: 'choose a product to add',
    area: 'account',
  },
  lensSubscriptionAddProduct: {
    pattern: '/min-konto/abonnement/linse/:subscriptionId/ny-produkt/:articleId',
    purpose: 'add product',
    area: 'account',
  },
  lensSubscriptionUpdatePayment: {
    pattern: '/min-konto/abonnement/linse/:subscriptionId/oppdater-betaling',
    purpose: 'update payment method',
    area: 'account',
  },
  glassesSubscription: {
    pattern: '/min-konto/abonnement/briller/:subscriptionId',
    purpose: 'glasses subscription',
    area: 'account',
  },
  glassesSubscriptionDocuments: {
    pattern: '/min-konto/abonnement/briller/:subscriptionId/avtale',
    purpose: 'documents',
    area: 'account',
  },
  glassesSubscriptionDocument: {
    pattern: '/min-konto/abonnement/briller/:subscriptionId/avtale/:documentId',
    purpose: 'one document',
    area: 'account',
  },
  glassesSubscriptionPerks: {
    pattern: '/min-konto/abonnement/briller/:subscriptionId/fordeler',
    purpose: 'perks',
    area: 'account',
  },
  invoice: {
    pattern: '/min-konto/betaling-fakturaer/:financeTypeId/inv/:id/:subscriptionId',
    purpose: 'invoice',
    area: 'account',
  },
  paymentsAndInvoices: {
    pattern: '/min-konto/betaling-fakturaer',
    purpose: 'payment and invoices',
    area: 'account',
  },
  financeDetails: {
    pattern: '/min-konto/betaling-fakturaer/:id/:subId',
    purpose: 'finance details',
    area: 'account',
  },
  orders: { pattern: '/min-konto/ordrer', purpose: 'orders', area: 'account' },
  order: { pattern: '/min-konto/ordrer/:orderId', purpose: 'order', area: 'account' },
  orderReturn: { pattern: '/min-konto/ordrer/:orderId/retur', purpose: 'return products', area: 'account' },
  myDetails: { pattern: '/min-konto/opplysninger', purpose: 'my details', area: 'account' },
  accountBookExam: {
    pattern: '/min-konto/bestill-synstest',
    purpose: 'booking inside the account',
    area: 'account',
  },
  connectLifestyle: {
    pattern: '/min-konto/abonnement/koble-til-lifestyle',
    purpose: 'connect glasses subscription',
    area: 'account',
  },
  bookExam: { pattern: '/bestill-synstest', purpose: 'book eye exam', area: 'service' },
  bookExamDetails: {
    pattern: '/bestill-synstest/:id',
    purpose: 'booking details, manage or cancel',
    area: 'service',
  },
  storeFinder: { pattern: '/finn-butikk', purpose: 'store finder', area: 'service' },
  /** Designed by this library: the spec names a single-store route without a path (site search links here). */
  store: { pattern: '/finn-butikk/:slug', purpose: 'a single store', area: 'service' },
  /** Designed by this library: the store-id route, a redirect to the store's page. */
  storeById: { pattern: '/butikk/:storeId', purpose: 'store-id redirect', area: 'service' },
  /** Designed by this library: the stores of a city (site search's city hits link here). */
  storesInCity: { pattern: '/butikker/:city', purpose: 'stores in a city', area: 'service' },
  /** Designed by this library: the auditory booking (a hearing test). */
  bookHearingTest: { pattern: '/bestill-horselstest', purpose: 'booking auditory', area: 'service' },
  cookieList: { pattern: '/cookieliste', purpose: 'cookie list', area: 'service' },
  b2bAgreement: { pattern: '/b2b/tegn-avtale', purpose: 'company agreement signing', area: 'service' },
  b2bEyeHealthDay: { pattern: '/b2b/oyehelsedag', purpose: 'eye-health day booking', area: 'service' },
  /** Designed by this library: the store staff tools (customer lookup, products, payment request). */
  staffTools: { pattern: '/butikk-verktoy', purpose: 'store staff tools', area: 'service' },
  /** Designed by this library: the customer's page from a payment request's link (no login). */
  paymentRequest: {
    pattern: '/betalingsforesporsel/:token',
    purpose: 'payment request from a store',
    area: 'service',
  },
  /** Designed by this library: a manager approves or rejects an employee's requisition (login). */
  requisition: {
    pattern: '/rekvisisjon/:id',
    purpose: 'requisition approve or reject',
    area: 'service',
  },
  winback: { pattern: '/angreoppsigelse', purpose: 'winback, undo cancellation', area: 'service' },
  winbackConfirmation: {
    pattern: '/angreoppsigelse/bekreftelse',
    purpose: 'winback confirmation',
    area: 'service',
  },
  giftCard: { pattern: '/gavekort', purpose: 'gift card balance lookup', area: 'service' },

  // Shop and shell routes
  home: { pattern: '/', purpose: 'home', area: 'shop' },
  checkout: { pattern: '/checkout', purpose: 'checkout', area: 'shop' },
  // The spec shows no path for the order confirmation; it lives under the checkout (same layout).
  orderConfirmation: {
    pattern: '/checkout/bekreftelse/:orderNumber',
    purpose: 'order confirmation',
    area: 'shop',
  },
  booking: { pattern: '/booking', purpose: 'booking', area: 'shop' },
  search: { pattern: '/search', purpose: 'search (query ?q=, optional s=)', area: 'shop' },
  /** Designed by this library: the product page (cards, site search and widget link to `/produkt/{slug}`). */
  product: { pattern: '/produkt/:slug', purpose: 'product page', area: 'shop' },
  glasses: { pattern: '/briller', purpose: 'glasses', area: 'shop' },
  glassesSubcategory: { pattern: '/briller/:slug', purpose: 'glasses by brand or type', area: 'shop' },
  sunglasses: { pattern: '/solbriller', purpose: 'sunglasses', area: 'shop' },
  sunglassesSubcategory: {
    pattern: '/solbriller/:slug',
    purpose: 'sunglasses by brand or type',
    area: 'shop',
  },
  sportsGlasses: { pattern: '/sportsbriller', purpose: 'sports glasses', area: 'shop' },
  sportsGlassesSubcategory: {
    pattern: '/sportsbriller/:slug',
    purpose: 'sports glasses by brand or type',
    area: 'shop',
  },
  contactLenses: { pattern: '/kontaktlinser', purpose: 'contact lenses', area: 'shop' },
  contactLensesSubcategory: {
    pattern: '/kontaktlinser/:slug',
    purpose: 'contact lenses by brand or type',
    area: 'shop',
  },
  eyeHealth: { pattern: '/oeyehelse', purpose: 'eye health', area: 'shop' },
  eyeHealthSubcategory: {
    pattern: '/oeyehelse/:slug',
    purpose: 'eye health by brand or type',
    area: 'shop',
  },
  glassesAccessories: { pattern: '/tilbehør-briller', purpose: 'glasses accessories', area: 'shop' },
  sportsGlassesAccessories: {
    pattern: '/tilbehør-sportsbriller',
    purpose: 'sports glasses accessories',
    area: 'shop',
  },
  contactLensAccessories: {
    pattern: '/tilbehør-kontaktlinser',
    purpose: 'contact lens accessories',
    area: 'shop',
  },

  // Content pages
  aboutBrand: { pattern: '/om-{brand}', purpose: 'about the brand', area: 'content' },
  contactUs: { pattern: '/kontakt-oss', purpose: 'contact us', area: 'content' },
  friends: { pattern: '/{brand}-friends', purpose: 'friends membership', area: 'content' },
  friendsBenefits: {
    pattern: '/{brand}-friends/medlemsfordeler',
    purpose: 'friends member benefits',
    area: 'content',
  },
  friendsTerms: {
    pattern: '/{brand}-friends/medlemsvilkar',
    purpose: 'friends membership terms',
    area: 'content',
  },
  friendsFaq: {
    pattern: '/{brand}-friends/sporsmal-og-svar',
    purpose: 'friends questions and answers',
    area: 'content',
  },
  sustainability: { pattern: '/barekraft', purpose: 'sustainability', area: 'content' },
  transparencyAct: {
    pattern: '/barekraft/apenhetsloven',
    purpose: 'transparency act statement',
    area: 'content',
  },
  companyAgreements: { pattern: '/firmaavtaler', purpose: 'company agreements', area: 'content' },
  purchaseTerms: {
    pattern: '/kjøps-og-leveransevilkår',
    purpose: 'purchase and delivery terms',
    area: 'content',
  },
  privacyPolicy: { pattern: '/personvernpolicy', purpose: 'privacy policy', area: 'content' },
  cookies: { pattern: '/cookies', purpose: 'cookies', area: 'content' },
  accessibility: { pattern: '/tilgjengelighet', purpose: 'accessibility statement', area: 'content' },
  glassesSubscriptionInfo: {
    pattern: '/brilleabonnement',
    purpose: 'glasses subscription (Lifestyle)',
    area: 'content',
  },
  lensSubscriptionInfo: {
    pattern: '/{brand}-lifestyle-linseabonnement',
    purpose: 'lens subscription',
    area: 'content',
  },
  /** Designed by this library: the spec names the my-pages terms but shows no path. */
  myPagesTerms: { pattern: '/vilkar-min-side', purpose: 'my-pages terms', area: 'content' },
  /** Designed by this library: the spec names the FAQ route but shows no path. */
  faq: { pattern: '/sporsmal-og-svar', purpose: 'frequently asked questions', area: 'content' },
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
