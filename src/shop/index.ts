// The shop data layer: enumerations, contract schemas and adapters. Explicit lists live in each
// folder's index; this file only gathers them for src/index.ts.
export * from './enums';
export * from './schemas';
export * from './adapters';

// Routes (shop spec, section 2) and the API client (section 7)
export {
  CONTENT_PAGE_ROUTES,
  PLACEHOLDER_HREF,
  ROUTE_ALIASES,
  SHOP_ROUTES,
  brandSlug,
  buildPath,
  buildSearchHref,
  contentPageHref,
  isBookingPath,
  isCheckoutPath,
  isSearchPath,
  matchRoute,
  parseSearchParams,
} from './routes';
export type {
  BuildPathArgs,
  ContentPageHrefOptions,
  ContentPageKey,
  RouteLogger,
  RouteParamNames,
  SearchScope,
  ShopRouteArea,
  ShopRouteDefinition,
  ShopRouteMatch,
  ShopRouteName,
  ShopRouteNotFound,
  ShopRouteOptions,
  ShopRouteParams,
  ShopRoutePattern,
  ShopRouteResult,
} from './routes';
export {
  SHOP_CSRF_HEADER,
  ShopApiRequestError,
  ShopNetworkError,
  createShopClient,
  isShopApiRequestError,
  isShopNetworkError,
} from './client';
export type {
  ShopClient,
  ShopClientOptions,
  ShopRequestOptions,
  ShopStartOptions,
  ShopStartResult,
} from './client';

// --- product rules (price state, stock, media) ---
// --- recommendations ---
// --- cart rules and prescription text ---
// --- site search rules ---
