// Public API of @glimt/ui/widget. It grows with the widget issue; today it carries the navigation
// rules the widget shares with the shop (modified clicks, cross-origin, the adapter interface).
export {
  createBrowserNavigation,
  createMemoryNavigation,
  isModifiedClick,
  shouldNavigateClientSide,
} from '../navigation/navigation';
export type {
  ClickLike,
  LeaveGuard,
  MemoryNavigation,
  NavigateOptions,
  NavigationAdapter,
  NavigationLocation,
} from '../navigation';

// --- Widget core (plain TypeScript, no React): API client, request layer, URL state, texts ---
export { CLEAR_FILTERS_PARAM, decodeUrlState, encodeUrlState, urlStateParamNames } from './core/urlState';
export {
  DEFAULT_SEARCH_LIMIT,
  INSTANT_RESULTS_MIN_FETCH,
  INSTANT_RESULTS_SHOWN,
  createWidgetClient,
  WIDGET_CALL_TIMEOUTS,
  instantResultsLimit,
  searchResultCount,
} from './core/client';
export { RECENT_SEARCHES_KEY, createRecentSearches } from './core/recentSearches';
export { WIDGET_LOCALE_IDS } from './core/messages';
export { WidgetApiError } from './core/retry';
export { applyDisplayTransformer, applyPageUrlTransformer } from './core/transformers';
export {
  clampImageWidth,
  resizedImageUrl,
  responsiveImage,
  widgetImage,
  DEFAULT_WIDGET_IMAGE_HOSTS,
} from './core/images';
export { createDataSource } from './core/dataSource';
export { createRequestCache } from './core/cache';
export { preloadListingPage } from './core/preload';
export { PRELOAD_TTL_MS } from './core/preloadStore';
export type { ListingPreloadOptions, ListingPreloadPage } from './core/preload';
export { createWidgetEnv } from './core/env';
export { createWidgetTranslator, resolveWidgetLocaleId } from './core/i18n';
export { formatWidgetPrice } from './core/price';
export { selectSuggestions } from './core/suggestions';
export type {
  BreadcrumbItem,
  CompleteWidgetLocale,
  ContentSearchLink,
  DataSource,
  DataSourceSnapshot,
  DisplayPrice,
  DisplayTransformer,
  Filter,
  FilterOp,
  FilterValue,
  ImageFormat,
  LoadingState,
  PageUrlTransformer,
  PluralMessage,
  PriceFormat,
  ProductDisplay,
  ProductListingParams,
  ProductListingResponse,
  QuickLink,
  RecentSearches,
  RecommendKind,
  RecommendParams,
  RecommendResponse,
  RelatedParams,
  RelatedResponse,
  RequestCache,
  RequestCacheOptions,
  ResponseFilter,
  ResponseSort,
  ResponsiveImage,
  WidgetImageOptions,
  RetryOptions,
  SearchParams,
  SearchResultsResponse,
  SelectSuggestionsOptions,
  SelectedSuggestions,
  Sort,
  SortOrder,
  StorageLike,
  Suggestion,
  SuggestionType,
  SuggestionsResponse,
  UrlState,
  UrlStateOptions,
  VariantDisplay,
  WidgetApiErrorKind,
  WidgetClient,
  WidgetClientOptions,
  WidgetEnv,
  WidgetIdentity,
  WidgetLocale,
  WidgetLocaleId,
  WidgetMessageKey,
  WidgetMessages,
  WidgetTranslate,
} from './core';
export { loadWidgetLocale } from './locales';
export { widgetLocaleCs } from './locales/cs';
export { widgetLocaleDa } from './locales/da';
export { widgetLocaleDe } from './locales/de';
export { widgetLocaleEn } from './locales/en';
export { widgetLocaleEs } from './locales/es';
export { widgetLocaleFi } from './locales/fi';
export { widgetLocaleFr } from './locales/fr';
export { widgetLocaleIt } from './locales/it';
export { widgetLocaleNl } from './locales/nl';
export { widgetLocaleNo } from './locales/no';
export { widgetLocalePl } from './locales/pl';
export { widgetLocalePt } from './locales/pt';
export { widgetLocaleSv } from './locales/sv';

// --- Widget React layer ---
export {
  DEFAULT_SEARCH_PAGE_PATH,
  NAVIGATE_FUNCTION_REQUIRED_MESSAGE,
  URL_CHANGE_LISTEN_ERROR_MESSAGE,
  decideNavigation,
  isSamePageKind,
  normalizeSearchPagePath,
  widgetPageKind,
} from './core/navigation';
export { WIDGET_INSTANCE_COLLISION_MESSAGE, createInstanceRegistry } from './react/instances';
export { WIDGET_API_HOST_MISSING_MESSAGE } from './core/settings';
export { createWidgetNavigator } from './react/navigation';
export { searchPageHref } from './core/searchPage';
export {
  ProductCardTemplate,
  SearchField,
  SearchModal,
  WidgetErrorBoundary,
  WidgetNotConfigured,
  WidgetProvider,
  useListingPictureTurn,
  useWidget,
  useWidgetInstance,
  useWidgetLocation,
} from './index.client';
export {
  INSTANT_RESULTS_DEBOUNCE_MS,
  INSTANT_SEARCH_PING_DELAY_MS,
  MULTIPLE_PROVIDERS_MESSAGE,
  PRODUCT_CARD_ID_ATTRIBUTES,
  SEARCH_MODAL_TRANSITION_MS,
  WIDGET_NOT_CONFIGURED_MESSAGE,
  joinSubHeadings,
  productCardDataAttributes,
} from './index.client';
export type {
  InstantSearchPing,
  ListingPictureTurn,
  NavigateFunction,
  NavigationDecision,
  NavigationRequest,
  NavigationWindow,
  NextAppRouterLike,
  NextPagesRouterLike,
  NextRouterLike,
  NextRouterOptions,
  ProductCardData,
  ProductCardLayout,
  ProductCardPlacement,
  ProductCardTemplateComponent,
  ProductCardTemplateProps,
  SearchFieldProps,
  SearchModalAnchor,
  SearchModalOptions,
  SearchModalProps,
  SuggestionRenderer,
  WidgetCategorySettings,
  WidgetContextValue,
  WidgetDisplayTransformers,
  WidgetErrorBoundaryProps,
  WidgetInstanceKind,
  WidgetInstanceRegistry,
  WidgetLocation,
  WidgetNavigateCallOptions,
  WidgetNavigateOptions,
  WidgetNavigator,
  WidgetNavigatorNavigateOptions,
  WidgetNavigatorOptions,
  WidgetNotConfiguredComponent,
  WidgetNotConfiguredProps,
  WidgetPageKind,
  WidgetProviderProps,
  WidgetRouterKind,
  WidgetSearchSettings,
  WidgetSettings,
} from './react';

// --- Recommendations, page replacer and surfaces (issue #16) ---
export { PAGE_REPLACER_CLOSED, pageReplacerPopDecision, pageReplacerStep } from './core/pageReplacer';
export {
  RECOMMENDATIONS_DEFAULT_LIMIT,
  RECOMMENDATIONS_MAX_LIMIT,
  recommendationsView,
  toRecommendationRequest,
} from './core/recommendations';
export { SURFACE_REINSERTION_LIMIT, createRateLimiter } from './core/rateLimit';
export { surfacesDecision } from './core/surfaces';
export type {
  PageReplacerEffect,
  PageReplacerInput,
  PageReplacerState,
  RateLimit,
  RateLimiter,
  RecommendationOptions,
  RecommendationRequest,
  RecommendationTarget,
  RecommendationsView,
  SurfacePlacement,
  SurfaceStatus,
  SurfacesDecision,
} from './core';
export {
  PageReplacer,
  ProductCardSkeleton,
  RecommendationGrid,
  RecommendationSlider,
  Surfaces,
  useFetchRecommendations,
  usePageReplacer,
  useSurfaces,
} from './index.client';
export type {
  FetchedRecommendations,
  PageReplacerHandle,
  PageReplacerProps,
  ProductCardSkeletonProps,
  RecommendationGridProps,
  RecommendationSliderProps,
  RecommendationViewProps,
  Surface,
  SurfaceTarget,
  SurfacesHandle,
  SurfacesProps,
  UseFetchRecommendationsOptions,
  UsePageReplacerOptions,
} from './react';

// --- Filters and sorting (issue #15, filter components) ---
export {
  DEFAULT_VISIBLE_OPTIONS,
  FILTER_KINDS,
  FILTER_SEARCH_THRESHOLD,
  MAX_FILTER_CHIPS,
  MAX_FILTER_OPTIONS,
  MAX_HIERARCHY_DEPTH,
  MAX_SORT_OPTIONS,
  activeFilterChips,
  appliedFilterFor,
  appliedRange,
  buildHierarchy,
  chooseRadioValue,
  clampRange,
  filterKind,
  filterOptions,
  filterValueKey,
  isToggleOnFor,
  lowerCaseFilterFields,
  parseRangeNumber,
  rangeBounds,
  rangeFilter,
  removeFilterChip,
  replaceFilter,
  searchFilterOptions,
  selectedSortKey,
  sortForKey,
  sortKey,
  sortOptions,
  switchToggle,
  toApiFilters,
  toggleExpandedPath,
  toggleHierarchyPath,
  toggleListValue,
  validateRangeInput,
  visibleFilterOptions,
} from './core/filters';
export type {
  ActiveFilterChip,
  FilterKind,
  FilterOption,
  HierarchyNode,
  HierarchyPath,
  RangeBounds,
  RangeInputError,
  RangeInputResult,
  RangeValue,
  SortOption,
  VisibleFilterOptions,
} from './core/filters';
export {
  ActiveFilterChips,
  CheckboxFilter,
  ColorFilter,
  DEFAULT_OPEN_FILTER_GROUPS,
  FilterPanel,
  FilterSheet,
  HierarchicalFilter,
  MAX_PANEL_FILTERS,
  RADIO_ALL_KEY,
  RadioFilter,
  RangeFilter,
  SizeFilter,
  SortSelect,
  ToggleFilter,
  useActiveFilterChips,
  useCheckboxFilter,
  useHierarchicalFilter,
  useRadioFilter,
  useRangeFilter,
  useSortSelect,
  useToggleFilter,
} from './index.client';
export type {
  ActiveFilterChipsProps,
  ActiveFilterChipsState,
  CheckboxFilterProps,
  CheckboxFilterState,
  ColorFilterProps,
  ExpandedHierarchicalFilters,
  FilterComponentProps,
  FilterPanelProps,
  FilterSheetProps,
  HierarchicalFilterProps,
  HierarchicalFilterState,
  RadioFilterProps,
  RadioFilterState,
  RangeFilterProps,
  RangeFilterState,
  SizeFilterProps,
  SortSelectProps,
  SortSelectState,
  ToggleFilterProps,
  ToggleFilterState,
  UseActiveFilterChipsOptions,
  UseCheckboxFilterOptions,
  UseHierarchicalFilterOptions,
  UseSortSelectOptions,
} from './react';

// --- Search and category pages (issue #15): the page rules (plain TypeScript, server-safe) ---
export {
  CONTENT_RESULTS_PER_ROW,
  DEFAULT_CONTENT_RESULTS_ROWS,
  DEFAULT_RECOMMENDATION_ROWS,
  DEFAULT_RESTORATION_ROWS,
  DEFAULT_RESTORATION_ROW_HEIGHT,
  EMPTY_LISTING_STATE,
  FEW_RESULTS_THRESHOLD,
  LISTING_MAX_LOADED,
  LISTING_PAGE_SIZE,
  MAX_HISTORY_ROWS,
  RESTORE_TOAST_DURATION_MS,
  RESTORE_TOAST_FADE_IN_MS,
  RESTORE_TOAST_FADE_OUT_MS,
  acceptClearedFilters,
  canLoadMore,
  captureScrollRestorationData,
  categoryDocumentTitle,
  categoryOverrideQueryId,
  changeFilter,
  changeSorting,
  clearAllFilters,
  defaultCategoryHistoryState,
  defaultListingHistoryState,
  defaultSearchHistoryState,
  hasMoreContentResults,
  historyStateKey,
  listingFailed,
  listingPositionText,
  listingSearch,
  nextLoaded,
  pageRequests,
  readListingHistoryState,
  readScrollRestorationData,
  restorationMinHeight,
  restoreFromSnapshot,
  restoreToastPhaseDuration,
  restoreToastReducer,
  resultsToLoadOnReturn,
  scrollTarget,
  searchPageResultCount,
  settleSearchResults,
  shouldOfferRestore,
  showsRecommendationRows,
  startNewQuery,
  takeRestoreSnapshot,
  visibleContentResults,
  writeListingHistoryState,
} from './core/listing';
export type {
  CachedFilterValue,
  CategoryPageHistoryState,
  CategoryPageOptions,
  FilterChange,
  ListingHistoryState,
  ListingPageKind,
  ListingState,
  PageRequest,
  RestoreSnapshot,
  RestoreToastEvent,
  RestoreToastPhase,
  ScrollMeasurement,
  ScrollRestorationData,
  ScrollTarget,
  SearchPageHistoryState,
} from './core/listing';

// --- Search and category pages (issue #15): headless hooks (client half) ---
export { CategoryPage, SearchPage, useCategoryPageState, useSearchPageState } from './index.client';
export type {
  CategoryPageProps,
  CategoryPageState,
  ListingAnswer,
  ListingHistoryAccess,
  ListingPageHandle,
  ListingStatus,
  SearchPageProps,
  SearchPageState,
  UseCategoryPageStateOptions,
  UseSearchPageStateOptions,
} from './react';
