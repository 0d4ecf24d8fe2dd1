'use client';
// The client half of @glimt/ui/widget: the provider, the views and the hooks. `src/widget/index.ts`
// re-exports these names from here; the build keeps this file a module of its own
// (`dist/internal/widget-client.js`) whose "use client" directive is the boundary for React Server
// Components, so the widget core's plain functions stay callable on the server.
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
} from './react';
export {
  INSTANT_RESULTS_DEBOUNCE_MS,
  INSTANT_SEARCH_PING_DELAY_MS,
  MULTIPLE_PROVIDERS_MESSAGE,
  PRODUCT_CARD_ID_ATTRIBUTES,
  SEARCH_MODAL_TRANSITION_MS,
  WIDGET_NOT_CONFIGURED_MESSAGE,
  joinSubHeadings,
  productCardDataAttributes,
} from './react';
export {
  PageReplacer,
  ProductCardSkeleton,
  RecommendationGrid,
  RecommendationSlider,
  Surfaces,
  useFetchRecommendations,
  usePageReplacer,
  useSurfaces,
} from './react';
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
} from './react';
export { CategoryPage, SearchPage, useCategoryPageState, useSearchPageState } from './react';
