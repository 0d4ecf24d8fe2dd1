// The widget's framework-free core: schemas of the widget API, and (added by the widget issue) the
// API client, URL-state codec, recent searches and price formatting. Add lines under your own marker.

// --- API schemas (backend A) ---
export {
  CATEGORY_TYPE_BRAND,
  FILTER_OPS,
  FILTER_TYPES,
  RECOMMEND_KINDS,
  SORT_ORDERS,
  SUGGESTION_TYPES,
  beaconEventsBodySchema,
  breadcrumbItemSchema,
  contentSearchLinkSchema,
  createEventsBodySchema,
  createEventsResponseSchema,
  displayPriceSchema,
  filterMetaSchema,
  filterSchema,
  filterValueSchema,
  productDisplaySchema,
  productListingRequestSchema,
  productListingResponseSchema,
  purchaseEventSchema,
  purchaseProductSchema,
  quickLinkSchema,
  recommendCategoryRequestSchema,
  recommendGeneralRequestSchema,
  recommendProductRequestSchema,
  recommendProductsRequestSchema,
  recommendRequestSchemas,
  recommendResponseSchema,
  relatedRequestSchema,
  relatedResponseSchema,
  responseFilterSchema,
  responseSortSchema,
  searchResultsRequestSchema,
  searchResultsResponseSchema,
  sortSchema,
  suggestionSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  trackingEventSchema,
  validationDetailSchema,
  variantDisplaySchema,
  widgetErrorBodySchema,
} from './schemas';
export type {
  BeaconEventsBody,
  BreadcrumbItem,
  ContentSearchLink,
  CreateEventsBody,
  CreateEventsResponse,
  DisplayPrice,
  Filter,
  FilterMeta,
  FilterOp,
  FilterType,
  FilterValue,
  ProductDisplay,
  ProductListingRequest,
  ProductListingResponse,
  PurchaseEvent,
  PurchaseProduct,
  QuickLink,
  RecommendCategoryRequest,
  RecommendGeneralRequest,
  RecommendKind,
  RecommendProductRequest,
  RecommendProductsRequest,
  RecommendResponse,
  RelatedRequest,
  RelatedResponse,
  ResponseFilter,
  ResponseSort,
  SearchResultsRequest,
  SearchResultsResponse,
  Sort,
  SortOrder,
  Suggestion,
  SuggestionsQuery,
  SuggestionsResponse,
  SuggestionType,
  TrackingEvent,
  ValidationDetail,
  VariantDisplay,
  WidgetErrorBody,
} from './schemas';

// --- Widget core (widget issue: client, retry, cache, URL state, recent searches, i18n ...) ---
export { createWidgetEnv } from './env';
export type { StorageLike, WidgetEnv } from './env';
export {
  MAX_RETRIES,
  RETRY_BASE_DELAY,
  RETRY_MAX_DELAY,
  VALIDATION_ERROR_MESSAGE,
  WidgetApiError,
  fetchWithRetry,
  retryDelay,
} from './retry';
export type { RetryOptions, WidgetApiErrorKind } from './retry';
export { REQUEST_CACHE_MAX_ENTRIES, REQUEST_CACHE_TTL, createRequestCache } from './cache';
export type { RequestCache, RequestCacheOptions } from './cache';
export { createDataSource } from './dataSource';
export type { DataSource, DataSourceSnapshot, LoadingState } from './dataSource';
export {
  DEFAULT_SEARCH_LIMIT,
  FAILED_REQUEST_ID,
  INSTANT_RESULTS_MIN_FETCH,
  INSTANT_RESULTS_SHOWN,
  SEARCH_FAILED_MESSAGE,
  WIDGET_CALL_TIMEOUTS,
  WIDGET_CLIENT_VERSION,
  WIDGET_REPLY_BOUNDS,
  createWidgetClient,
  failedProductListing,
  failedSearchResults,
  instantResultsLimit,
  searchResultCount,
} from './client';
export type {
  ProductListingParams,
  RecommendParams,
  RelatedParams,
  SearchParams,
  WidgetClient,
  WidgetClientOptions,
  WidgetIdentity,
} from './client';
export {
  CLEAR_FILTERS_PARAM,
  FILTER_OPERATOR_SUFFIXES,
  LEGACY_FILTER_PREFIX,
  SORT_ASCENDING_MARKER,
  SORT_DESCENDING_MARKER,
  decodeFilterValue,
  decodeUrlState,
  encodeFilterValue,
  encodeUrlState,
  urlStateParamNames,
} from './urlState';
export type { UrlState, UrlStateOptions } from './urlState';
export { createJsonStorage } from '../../utils/safeStorage';
export type { JsonStorage } from '../../utils/safeStorage';
export {
  RECENT_SEARCHES_KEPT,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MATCHED,
  RECENT_SEARCHES_SHOWN,
  createRecentSearches,
} from './recentSearches';
export type { RecentSearches } from './recentSearches';
export {
  CATEGORY_SUGGESTIONS_SHOWN,
  CATEGORY_SUGGESTIONS_SHOWN_WITH_CONTENT,
  CONTENT_SUGGESTIONS_SHOWN,
  QUERY_SUGGESTIONS_SHOWN,
  selectSuggestions,
} from './suggestions';
export type { SelectSuggestionsOptions, SelectedSuggestions } from './suggestions';
export { formatWidgetPrice } from './price';
export type { PriceFormat } from './price';
export {
  IMAGE_FALLBACK_WIDTH,
  IMAGE_MAX_WIDTH,
  IMAGE_MIN_WIDTH,
  IMAGE_SOURCE_FORMATS,
  clampImageWidth,
  resizedImageUrl,
  responsiveImage,
  widgetImage,
  DEFAULT_WIDGET_IMAGE_HOSTS,
} from './images';
export type { ImageFormat, ResponsiveImage, WidgetImageOptions } from './images';
export { applyDisplayTransformer, applyPageUrlTransformer } from './transformers';
export type { DisplayTransformer, PageUrlTransformer } from './transformers';
export { WIDGET_LOCALE_IDS, createWidgetTranslator, resolveWidgetLocaleId } from './i18n';
export type {
  CompleteWidgetLocale,
  PluralMessage,
  WidgetLocale,
  WidgetLocaleId,
  WidgetMessageKey,
  WidgetMessages,
  WidgetTranslate,
} from './i18n';

// --- Recommendations, page replacer, surfaces, re-insertion limits (issue #16) ---
export {
  RECOMMENDATIONS_DEFAULT_LIMIT,
  RECOMMENDATIONS_MAX_LIMIT,
  RECOMMENDATIONS_MAX_PRODUCT_IDS,
  recommendationCall,
  recommendationLimit,
  recommendationRequestKey,
  recommendationsView,
  recommendedDisplays,
  toRecommendationRequest,
} from './recommendations';
export type {
  RecommendationIdentity,
  RecommendationOptions,
  RecommendationRequest,
  RecommendationTarget,
  RecommendationsView,
} from './recommendations';
export {
  PAGE_REPLACER_CLOSED,
  VISITED_ENTRY_KEY,
  entryDocumentId,
  pageReplacerPopDecision,
  pageReplacerStep,
  stampVisitedEntry,
} from './pageReplacer';
export type { PageReplacerEffect, PageReplacerInput, PageReplacerState } from './pageReplacer';
export { hidesTarget, surfaceStatus, surfacesDecision } from './surfaces';
export type { SurfacePlacement, SurfaceStatus, SurfacesDecision } from './surfaces';
export { SURFACE_REINSERTION_LIMIT, createRateLimiter } from './rateLimit';
export type { RateLimit, RateLimiter } from './rateLimit';
