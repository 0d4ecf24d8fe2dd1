// The filter rules of the widget (issue #15): plain TypeScript, no React. The views and their
// headless hooks are in `src/widget/react/filters`.
export { FILTER_KINDS, filterKind, lowerCaseFilterFields, toApiFilters } from './kind';
export type { FilterKind } from './kind';
export {
  createFilterFieldMemory,
  filterFieldMemoryOf,
  filterFieldNames,
  knowsFilterFields,
  learnFilterFields,
  toApiFilterFields,
  withApiFilterFields,
} from './fieldNames';
export type { AnswerWithFilters, FilterFieldMemory, FilterFieldNames, ListingPageFetch } from './fieldNames';
export {
  DEFAULT_VISIBLE_OPTIONS,
  FILTER_SEARCH_THRESHOLD,
  MAX_FILTER_OPTIONS,
  filterOptions,
  filterValueKey,
  foldForSearch,
  safeHexColor,
  searchFilterOptions,
  visibleFilterOptions,
} from './options';
export type { FilterOption, VisibleFilterOptions } from './options';
export {
  appliedFilterFor,
  chooseRadioValue,
  isToggleOnFor,
  replaceFilter,
  selectedListKeys,
  selectedListValues,
  selectedRadioValue,
  setListValues,
  switchToggle,
  toggleListValue,
} from './selection';
export {
  appliedRange,
  clampRange,
  clampToBounds,
  isFullRange,
  parseRangeNumber,
  rangeBounds,
  rangeFilter,
  rangeInputText,
  validateRangeInput,
} from './range';
export type { RangeBounds, RangeInputError, RangeInputResult, RangeValue } from './range';
export {
  MAX_HIERARCHY_DEPTH,
  buildHierarchy,
  hasSelectedDescendant,
  isAncestorPath,
  isPathExpanded,
  pathsToReveal,
  samePath,
  toggleExpandedPath,
  toggleHierarchyPath,
} from './hierarchy';
export type { HierarchyNode, HierarchyPath } from './hierarchy';
export { MAX_FILTER_CHIPS, activeFilterChips, removeFilterChip } from './chips';
export type { ActiveFilterChip } from './chips';
export { MAX_SORT_OPTIONS, selectedSortKey, sortForKey, sortKey, sortOptions } from './sort';
export type { SortOption } from './sort';
