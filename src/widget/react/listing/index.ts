// Headless hooks of the widget's search and category pages (issue #15).
export { useSearchPageState } from './useSearchPageState';
export type { SearchPageState, UseSearchPageStateOptions } from './useSearchPageState';
export { useCategoryPageState } from './useCategoryPageState';
export type { CategoryPageState, UseCategoryPageStateOptions } from './useCategoryPageState';
export type { ListingAnswer, ListingHistoryAccess, ListingPageHandle, ListingStatus } from './useListingPage';
