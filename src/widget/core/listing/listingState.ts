/**
 * The state of a search or category page (widget spec, sections 2 and 4): the query, the applied
 * filters, the sorting and how many products are loaded, with the operations a page offers on it.
 * The URL is the only source of truth for query, filters and sorting: a page reads them with
 * {@link readListingState} (through the URL codec, `../urlState`) and every operation answers the
 * next state, which {@link listingSearch} writes back through the same codec. Nothing here keeps
 * state of its own, so a shared link reproduces the page and back / forward step through changes.
 * Plain TypeScript.
 */
import { decodeUrlState, encodeUrlState, type UrlState, type UrlStateOptions } from '../urlState';
import type { Filter, FilterOp, Sort } from '../schemas';
import { LISTING_PAGE_SIZE } from './paging';

/** A page's state: what the URL holds, and how many products are loaded (not in the URL). */
export interface ListingState extends UrlState {
  /** Products loaded so far: a multiple of the page size (48) until everything is loaded. */
  loaded: number;
}

/** A change of one filter, identified by field and operator; `data: null` removes it. */
export interface FilterChange {
  field: string;
  op: FilterOp;
  /** The new value; `null` (or an empty list for `in` / `nin`) removes the filter. */
  data: Filter['data'] | null;
}

/** The state a page starts from before the URL is read. */
export const EMPTY_LISTING_STATE: Readonly<ListingState> = Object.freeze({
  query: '',
  sorting: null,
  filters: [],
  clearFilters: false,
  queryId: null,
  loaded: LISTING_PAGE_SIZE,
});

/**
 * Reads a page's state from the URL's query string. `loaded` is the page size unless the caller
 * knows better (scroll restoration: `./scrollRestoration`).
 */
export function readListingState(
  search: string | URLSearchParams,
  options: UrlStateOptions = {},
  loaded: number = LISTING_PAGE_SIZE,
): ListingState {
  return { ...decodeUrlState(search, options), loaded };
}

/**
 * The query string (with `?`, or `''` when empty) for `state`, keeping every parameter of `base`
 * that is not this instance's (the host's own, other instances'). What the codec cannot read
 * back is left out (see `../urlState`).
 */
export function listingSearch(
  state: Partial<UrlState>,
  options: UrlStateOptions = {},
  base: string | URLSearchParams = '',
): string {
  const text = encodeUrlState(state, options, base).toString();
  return text === '' ? '' : `?${text}`;
}

const isEmptyData = (data: FilterChange['data']) =>
  data === null || (Array.isArray(data) && data.length === 0);

/**
 * The filters after one change: the filter with the same field and operator is replaced (in
 * place, so chips keep their order) or, for `null` / an empty list, removed; a new one is added
 * at the end. Other filters on the same field with other operators stay (`price ≥` beside
 * `price ≤`).
 */
export function applyFilterChange(filters: readonly Filter[], change: FilterChange): Filter[] {
  const index = filters.findIndex((filter) => filter.field === change.field && filter.op === change.op);
  if (isEmptyData(change.data)) return filters.filter((_, position) => position !== index);
  const next = { field: change.field, op: change.op, data: change.data } as Filter;
  if (index === -1) return [...filters, next];
  return filters.map((filter, position) => (position === index ? next : filter));
}

/** Every filter on `field` removed (whatever its operator), e.g. a range's "clear". */
export function removeFieldFilters(filters: readonly Filter[], field: string): Filter[] {
  return filters.filter((filter) => filter.field !== field);
}

/**
 * The state after a filter change: the filters change, the clear-filters flag is consumed, and
 * the loaded count goes back to one page (a new result set starts at the top).
 */
export function changeFilter(state: ListingState, change: FilterChange): ListingState {
  return {
    ...state,
    filters: applyFilterChange(state.filters, change),
    clearFilters: false,
    loaded: LISTING_PAGE_SIZE,
  };
}

/**
 * The state with these filters (a filter panel's or the chips' next list): the clear-filters flag is
 * consumed and the loaded count goes back to one page, as after {@link changeFilter}.
 */
export function replaceFilters(state: ListingState, filters: Filter[]): ListingState {
  return { ...state, filters, clearFilters: false, loaded: LISTING_PAGE_SIZE };
}

/** The state with no filters ("clear all"); query and sorting stay. */
export function clearAllFilters(state: ListingState): ListingState {
  return { ...state, filters: [], clearFilters: false, loaded: LISTING_PAGE_SIZE };
}

/** The state with another sorting (`null`: the API's default); filters stay. */
export function changeSorting(state: ListingState, sorting: Sort | null): ListingState {
  return { ...state, sorting, clearFilters: false, loaded: LISTING_PAGE_SIZE };
}

/** The state after "show more": `loaded` products (see `./paging`). */
export function withLoaded(state: ListingState, loaded: number): ListingState {
  return { ...state, loaded };
}

/**
 * The state for a new query (spec, sections 2 and 4): the filters are cleared, and when there
 * were any the URL says so (`went_sideways_clear_filters=true`) so the page offers to restore
 * them. The sorting is cleared with the filters (the restore puts it back). The same query again
 * changes nothing.
 */
export function startNewQuery(state: ListingState, query: string): ListingState {
  if (query === state.query) return state;
  const hadFilters = state.filters.length > 0;
  return {
    ...state,
    query,
    filters: [],
    sorting: hadFilters ? null : state.sorting,
    clearFilters: hadFilters,
    loaded: LISTING_PAGE_SIZE,
  };
}

/** Whether two states show the same products (query, filters and sorting; not the loaded count). */
export function sameListing(a: UrlState, b: UrlState): boolean {
  return (
    a.query === b.query &&
    a.queryId === b.queryId &&
    JSON.stringify(a.sorting) === JSON.stringify(b.sorting) &&
    JSON.stringify(a.filters) === JSON.stringify(b.filters)
  );
}
