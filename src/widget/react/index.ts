// The widget's React layer.
// --- provider, navigation, instances ---
export {
  MULTIPLE_PROVIDERS_MESSAGE,
  WIDGET_NOT_CONFIGURED_MESSAGE,
  WidgetNotConfigured,
  WidgetProvider,
  useWidget,
  useWidgetInstance,
  useWidgetLocation,
} from './WidgetProvider';
export type {
  WidgetCategorySettings,
  WidgetContextValue,
  WidgetDisplayTransformers,
  WidgetNavigateCallOptions,
  WidgetNotConfiguredComponent,
  WidgetNotConfiguredProps,
  WidgetProviderProps,
  WidgetSearchSettings,
  WidgetSettings,
} from './WidgetProvider';
export {
  DEFAULT_SEARCH_PAGE_PATH,
  NAVIGATE_FUNCTION_REQUIRED_MESSAGE,
  URL_CHANGE_LISTEN_ERROR_MESSAGE,
  createWidgetNavigator,
  decideNavigation,
  isSamePageKind,
  normalizeSearchPagePath,
  widgetPageKind,
} from './navigation';
export type {
  NavigateFunction,
  NavigationDecision,
  NavigationRequest,
  NavigationWindow,
  NextAppRouterLike,
  NextPagesRouterLike,
  NextRouterLike,
  NextRouterOptions,
  WidgetLocation,
  WidgetNavigateOptions,
  WidgetNavigator,
  WidgetNavigatorNavigateOptions,
  WidgetNavigatorOptions,
  WidgetPageKind,
  WidgetRouterKind,
} from './navigation';
export { WIDGET_INSTANCE_COLLISION_MESSAGE, createInstanceRegistry } from './instances';
export type { WidgetInstanceKind, WidgetInstanceRegistry } from './instances';
// --- search modal, search field, product card template ---
export {
  INSTANT_RESULTS_DEBOUNCE_MS,
  INSTANT_SEARCH_PING_DELAY_MS,
  SEARCH_MODAL_TRANSITION_MS,
  SearchModal,
} from './SearchModal';
export type {
  InstantSearchPing,
  SearchModalOptions,
  SearchModalProps,
  SuggestionRenderer,
  PanelAnchor as SearchModalAnchor,
} from './SearchModal';
export { searchPageHref } from '../core/searchPage';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export {
  PRODUCT_CARD_ID_ATTRIBUTES,
  ProductCardTemplate,
  joinSubHeadings,
  productCardDataAttributes,
} from './ProductCardTemplate';
export type {
  ProductCardData,
  ProductCardLayout,
  ProductCardPlacement,
  ProductCardTemplateComponent,
  ProductCardTemplateProps,
} from './ProductCardTemplate';
export { useListingPictureTurn } from './listingPictures';
export type { ListingPictureTurn } from './listingPictures';
export { WidgetErrorBoundary } from './ErrorBoundary';
export type { WidgetErrorBoundaryProps } from './ErrorBoundary';
// --- recommendations, page replacer, surfaces (issue #16) ---
export { useFetchRecommendations } from './recommendations';
export type {
  FetchedRecommendations,
  RecommendationViewProps,
  UseFetchRecommendationsOptions,
} from './recommendations';
export { RecommendationSlider } from './RecommendationSlider';
export type { RecommendationSliderProps } from './RecommendationSlider';
export { RecommendationGrid } from './RecommendationGrid';
export type { RecommendationGridProps } from './RecommendationGrid';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export type { ProductCardSkeletonProps } from './ProductCardSkeleton';
export { PageReplacer, usePageReplacer } from './PageReplacer';
export type { PageReplacerHandle, PageReplacerProps, UsePageReplacerOptions } from './PageReplacer';
export { Surfaces, useSurfaces } from './Surfaces';
export type { Surface, SurfaceTarget, SurfacesHandle, SurfacesProps } from './Surfaces';
// --- filters, sorting, filter sheet (issue #15, filter components) ---
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
} from './filters';
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
} from './filters';
// --- search and category pages (issue #15): views ---
export { SearchPage } from './SearchPage';
export type { SearchPageProps } from './SearchPage';
export { CategoryPage } from './CategoryPage';
export type { CategoryPageProps } from './CategoryPage';
// --- search and category pages (issue #15): headless hooks ---
export { useCategoryPageState, useSearchPageState } from './listing';
export type {
  CategoryPageState,
  ListingAnswer,
  ListingHistoryAccess,
  ListingPageHandle,
  ListingStatus,
  SearchPageState,
  UseCategoryPageStateOptions,
  UseSearchPageStateOptions,
} from './listing';
