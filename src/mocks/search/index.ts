/**
 * The fake backend's search over the fixture catalogue. `getMockSearch()` is the shared engine the
 * handlers use (indexes are built on first use).
 */
import { mockCatalogue } from '../fixtures/catalogue';
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
