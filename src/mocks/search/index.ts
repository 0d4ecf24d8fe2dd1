/**
 * The fake backend's search over the fixture catalogue. `getMockSearch()` is the engine of
 * suggestions, related products and recommendations; `getMockWidgetSearch()` adds the web shop's
 * wider frame range and is the one product search: the widget's search results and listings and
 * the shop's site search (`GET /api/site/search`) all answer from it, so a query counts the same
 * products everywhere. Both are made, and their indexes built, on first use.
 */
import { getMockWidgetRange, mockCatalogue } from '../fixtures/catalogue';
import { createCatalogueSearch, type CatalogueSearch } from './engine';

export { DEFAULT_LIMIT, createCatalogueSearch } from './engine';
export type {
  CatalogueSearch,
  ListingOutcome,
  QueryParams,
  RecommendationRequest,
  ResultPage,
  SearchOutcome,
  SuggestOutcome,
} from './engine';
export {
  FILTER_FIELDS,
  SORT_FIELDS,
  SearchRequestError,
  applyFilters,
  availableSorts,
  computeFacets,
  matchesFilter,
  sortEntries,
} from './filters';

let shared: CatalogueSearch | undefined;

/** The search engine over the fixture catalogue, shared by the handlers. */
export function getMockSearch(): CatalogueSearch {
  shared ??= createCatalogueSearch(mockCatalogue);
  return shared;
}

let widgetShared: CatalogueSearch | undefined;

/**
 * The product search of the whole shop: the widget's search results and product listings and the
 * shop's site search. It searches the fixture catalogue and the wider frame range
 * (`getMockWidgetRange`), so "solbriller", "brille", `/briller` and `/solbriller` list over 150
 * products. The categories stay the catalogue's.
 */
export function getMockWidgetSearch(): CatalogueSearch {
  widgetShared ??= createCatalogueSearch({
    ...mockCatalogue,
    entries: [...mockCatalogue.entries, ...getMockWidgetRange().entries],
  });
  return widgetShared;
}
