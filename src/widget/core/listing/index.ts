/**
 * The rules of the widget's search and category pages (widget spec, sections 2 to 9): page
 * state over the URL codec, history state, the restore toast, scroll restoration, paging and
 * what differs between the two pages. Plain TypeScript, safe on the server.
 */
export {
  EMPTY_LISTING_STATE,
  applyFilterChange,
  changeFilter,
  changeSorting,
  clearAllFilters,
  listingSearch,
  readListingState,
  removeFieldFilters,
  sameListing,
  startNewQuery,
  withLoaded,
} from './listingState';
export type { FilterChange, ListingState } from './listingState';
export {
  DEFAULT_CONTENT_RESULTS_ROWS,
  DEFAULT_RECOMMENDATION_ROWS,
  MAX_HISTORY_ROWS,
  defaultCategoryHistoryState,
  defaultListingHistoryState,
  defaultSearchHistoryState,
  historyStateKey,
  readListingHistoryState,
  writeListingHistoryState,
} from './historyState';
export type {
  CachedFilterValue,
  CategoryPageHistoryState,
  ListingHistoryState,
  ListingPageKind,
  SearchPageHistoryState,
} from './historyState';
export {
  RESTORE_TOAST_DURATION_MS,
  RESTORE_TOAST_FADE_IN_MS,
  RESTORE_TOAST_FADE_OUT_MS,
  acceptClearedFilters,
  restoreFromSnapshot,
  restoreToastPhaseDuration,
  restoreToastReducer,
  shouldOfferRestore,
  takeRestoreSnapshot,
} from './restore';
export type { RestoreSnapshot, RestoreToastEvent, RestoreToastPhase } from './restore';
export {
  DEFAULT_RESTORATION_ROWS,
  DEFAULT_RESTORATION_ROW_HEIGHT,
  captureScrollRestorationData,
  readScrollRestorationData,
  restorationMinHeight,
  restorationPadding,
  resultsToLoadOnReturn,
  scrollTarget,
  shouldRestoreScroll,
} from './scrollRestoration';
export type { ScrollMeasurement, ScrollRestorationData, ScrollTarget } from './scrollRestoration';
export {
  LISTING_MAX_LOADED,
  LISTING_PAGE_SIZE,
  canLoadMore,
  listingPositionText,
  listingProgress,
  nextLoaded,
  normalizeLoaded,
  pageRequests,
} from './paging';
export type { PageRequest } from './paging';
export {
  CONTENT_RESULTS_PER_ROW,
  FEW_RESULTS_THRESHOLD,
  categoryDocumentTitle,
  categoryOverrideQueryId,
  hasMoreContentResults,
  listingFailed,
  searchPageResultCount,
  settleSearchResults,
  showsRecommendationRows,
  visibleContentResults,
} from './pages';
export type { CategoryPageOptions } from './pages';
