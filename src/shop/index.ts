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
  RequestTimeoutError,
  SHOP_CALL_TIMEOUTS,
  SHOP_CSRF_HEADER,
  ShopApiRequestError,
  ShopNetworkError,
  createShopClient,
  isRequestTimeoutError,
  isShopApiRequestError,
  isShopNetworkError,
} from './client';
export { MAX_PRICE, PRICE_RULE_MESSAGE, isPriceAmount } from './schemas/common';
export type {
  ShopCallKind,
  ShopClient,
  ShopClientOptions,
  ShopRequestOptions,
  SiteSearchRequestOptions,
  ShopStartOptions,
  ShopStartResult,
} from './client';

// --- product rules (price state, stock, media) ---
export { resolvePrice } from './format';
export type { ResolvedPrice } from './format';
export {
  AA_TEXT_CONTRAST,
  CART_PRODUCT_IMAGE_SIZES,
  DEFAULT_IMAGE_HOSTS,
  DEFAULT_MEDIA_RATIO,
  DEFAULT_MOBILE_MEDIA_RATIO,
  DEFAULT_PRODUCT_IMAGE_SIZES,
  FALLBACK_FLAG_COLORS,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_MEDIA_DESKTOP_QUERY,
  PRODUCT_MEDIA_MOBILE_QUERY,
  VIDEO_CONTROLS_HIDE_MS,
  VIDEO_DESKTOP_MIN_WIDTH,
  buildProductHref,
  buildSrcSet,
  contrastRatio,
  getArticleStockState,
  isAllowedMediaUrl,
  parseColor,
  productHref,
  readableTextColor,
  relativeLuminance,
  resolveCardMedia,
  resolveCardPrice,
  resolveFlagColors,
  toAllowedMediaUrl,
  toHex,
  toVideoSources,
  usesSubscriptionPricing,
} from './product';
export type {
  CardMedia,
  CardPicture,
  CardPrice,
  CardPriceOptions,
  FlagColors,
  MediaVariant,
  PricePartName,
  ReadableTextOptions,
  Rgb,
  VideoSourceInfo,
} from './product';
// --- recommendations ---
export {
  RECOMMENDATIONS_PATH,
  RECOMMENDATION_CONSENT_LEVEL,
  RECOMMENDATION_DEFAULTS,
  RECOMMENDATION_MAX_LIMIT,
  RECOMMENDATION_STOCK_STATUS,
  buildRecommendationPath,
  marketFromCurrency,
  recommendationArticleId,
  recommendationCurrency,
  recommendationToArticle,
  splitPageUrl,
  toRecommendationQuery,
  toRecommendedProduct,
} from './recommendations';
export type {
  MarketLike,
  RecommendationCurrency,
  RecommendationMappingOptions,
  RecommendationProductId,
  RecommendationQuery,
  RecommendationRequest,
  RecommendedProduct,
} from './recommendations';
// --- cart rules and prescription text ---
export {
  MAX_CART_LINE_QUANTITY,
  adoptConfirmedCart,
  canDecreaseQuantity,
  canIncreaseQuantity,
  cartLineKey,
  cartSyncView,
  cartUpdatePayload,
  clampCartQuantity,
  createCartSync,
  decreaseRemovesLine,
  decreasedQuantity,
  failCartRequest,
  followsFrame,
  increasedQuantity,
  isCartSyncIdle,
  linesFollowing,
  predictCartQuantity,
  predictEmptyCart,
  removedCartLines,
  requestCartQuantity,
  requestEmptyCart,
  settleCartRequest,
  subscriptionIntervalText,
  takeCartRequest,
} from './cart';
export type { CartLineRef, CartQuantityIntent, CartSync, CartSyncRequest } from './cart';
export {
  LENS_EYE_SEPARATOR,
  formatAxis,
  formatDiopter,
  formatLensEye,
  formatLensPrescription,
  formatMillimetres,
  glassesPrescriptionRows,
  lensPrescriptionEyes,
  prescriptionLabels,
} from './prescription';
export type { GlassesPrescriptionRow, PrescriptionLabels } from './prescription';
// --- site search rules ---
export {
  POPULAR_SEARCHES,
  SITE_SEARCH_DEBOUNCE_MS,
  SITE_SEARCH_GROUP_ORDER,
  SITE_SEARCH_MIN_QUERY_LENGTH,
  SITE_SEARCH_OVERLAY_LIMITS,
  SITE_SEARCH_PRODUCT_BASE_PATH,
  SITE_SEARCH_SCOPES,
  SITE_SEARCH_SCOPE_GROUPS,
  countSiteSearchHits,
  countSiteSearchHitsByScope,
  flattenSiteSearchGroups,
  groupSiteSearchResults,
  isSearchableQuery,
  isSiteSearchEmpty,
  normalizeSearchQuery,
  scopeGroups,
  siteSearchImageSrc,
  siteSearchItemLabel,
  siteSearchStoreHref,
  siteSearchThumbnailSrc,
} from './siteSearch';
export type {
  GroupSiteSearchOptions,
  SiteSearchGroup,
  SiteSearchGroupKey,
  SiteSearchItem,
} from './siteSearch';
