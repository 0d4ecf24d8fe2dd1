import { SHOP_ROUTES, matchRoute, routeNeedsLogin, type ShopRouteName } from '@glimt/ui';
import type { ListingPreloadPage } from '@glimt/ui/widget';
import {
  loadAccountPages,
  loadAuthPages,
  loadB2bPages,
  loadBookingPages,
  loadCategoryPage,
  loadCheckoutPages,
  loadContentPages,
  loadGlassesSubscriptionPages,
  loadLoginGate,
  loadProductPageRoute,
  loadSearchPage,
  loadStaffPages,
  loadWidgetSearchPage,
} from './pages/pageLoaders';

/**
 * Which page chunks each route renders, for the boot script (`boot.ts`): it starts them while the
 * app's own code is still on its way, instead of after it (on a phone, one download of the page's
 * code less in the row before its data can be asked for). It cannot read `routes.tsx`, which is
 * React code; `routePages.test.tsx` keeps this table equal to what `renderRoute` renders.
 */

/** The widget's own search page (not a route of the shop spec). */
export const WIDGET_SEARCH_PATH = '/sok';

/**
 * The widget's search page for a query, as the widget writes it (`searchPageHref` of
 * `@glimt/ui/widget`, parameter `query`), spelled out so the shop's boot code does not load the
 * widget's entry for one URL. The header's search leads here while the shopper is on that page.
 */
export function widgetSearchHref(query: string): string {
  return `${WIDGET_SEARCH_PATH}?${new URLSearchParams({ query: query.trim() }).toString()}`;
}

type PageLoader = () => Promise<unknown>;

const routesOfArea = (area: string) =>
  (Object.keys(SHOP_ROUTES) as ShopRouteName[]).filter((name) => SHOP_ROUTES[name].area === area);

const GROUPS: readonly (readonly [readonly PageLoader[], readonly ShopRouteName[]])[] = [
  // The content API's pages (the routes of the content area) and the pages beside them.
  [
    [loadContentPages],
    [...routesOfArea('content'), 'press', 'faq', 'friendsSignup', 'cookieList', 'giftCard'],
  ],
  [[loadAuthPages], ['login', 'logout', 'register', 'resetPassword']],
  [
    [loadAccountPages],
    [
      'account',
      'invoice',
      'paymentsAndInvoices',
      'financeDetails',
      'orders',
      'order',
      'orderReturn',
      'myDetails',
    ],
  ],
  [
    [loadGlassesSubscriptionPages],
    [
      'subscriptions',
      'lensSubscription',
      'lensSubscriptionChooseProduct',
      'lensSubscriptionAddProduct',
      'lensSubscriptionUpdatePayment',
      'glassesSubscription',
      'glassesSubscriptionDocuments',
      'glassesSubscriptionDocument',
      'glassesSubscriptionPerks',
      'connectLifestyle',
      'winback',
      'winbackConfirmation',
    ],
  ],
  [
    [loadBookingPages],
    [
      'accountBookExam',
      'bookExam',
      'bookExamDetails',
      'storeFinder',
      'store',
      'storeById',
      'storesInCity',
      'bookHearingTest',
      'b2bEyeHealthDay',
      'booking',
    ],
  ],
  [[loadB2bPages], ['b2bAgreement']],
  [[loadStaffPages], ['staffTools', 'paymentRequest']],
  [[loadCheckoutPages], ['checkout', 'orderConfirmation']],
  [[loadSearchPage], ['search']],
  [[loadProductPageRoute], ['product']],
  [
    [loadCategoryPage],
    [
      'glasses',
      'glassesSubcategory',
      'sunglasses',
      'sunglassesSubcategory',
      'sportsGlasses',
      'sportsGlassesSubcategory',
      'contactLenses',
      'contactLensesSubcategory',
      'eyeHealth',
      'eyeHealthSubcategory',
      'glassesAccessories',
      'sportsGlassesAccessories',
      'contactLensAccessories',
    ],
  ],
  // Its page puts the login gate around itself.
  [[loadLoginGate, loadBookingPages], ['requisition']],
];

/** The page chunks of each route that has any (the home page is in the app's own code). */
export const ROUTE_PAGES: Partial<Record<ShopRouteName, readonly PageLoader[]>> = Object.fromEntries(
  GROUPS.flatMap(([loaders, names]) => names.map((name) => [name, loaders])),
);

/** The page chunks a route renders, with the login gate of the routes behind a login. */
export function routePageLoaders(name: ShopRouteName): readonly PageLoader[] {
  const pages = ROUTE_PAGES[name] ?? [];
  return routeNeedsLogin(name) && !pages.includes(loadLoginGate) ? [loadLoginGate, ...pages] : pages;
}

/** The page chunks a path renders (none for the home page or a path no route has). */
export function pageLoadersOf(pathname: string): readonly PageLoader[] {
  if (pathname === WIDGET_SEARCH_PATH) return [loadWidgetSearchPage];
  const match = matchRoute(pathname);
  return match.found ? routePageLoaders(match.name) : [];
}

/**
 * Starts loading the page chunks of a path (a failure is left to the page, which loads them again
 * when it renders).
 */
export function preloadRoutePages(pathname: string): void {
  for (const load of pageLoadersOf(pathname)) load().catch(() => undefined);
}

/**
 * The widget listing a path opens on, for the boot script to start its first call: a category
 * page lists its own path, the widget's search page the query in its address. `null` for any
 * other page.
 */
export function listingPageOf(pathname: string): ListingPreloadPage | null {
  if (pathname === WIDGET_SEARCH_PATH) return { kind: 'search' };
  return pageLoadersOf(pathname).includes(loadCategoryPage)
    ? { kind: 'category', categoryPath: pathname }
    : null;
}
