/**
 * What a search or category page keeps in its history entry (widget spec, section 2): what is
 * open, expanded and cached, the row counts of the search page and the scroll restoration data,
 * under the spec's keys. The URL holds what a shared link must reproduce (query, filters,
 * sorting); the history entry holds what only going back and forward should bring back.
 *
 * Each page keeps its state in `history.state` under a key of its own (kind and instance key), so
 * the host's state and other instances' are left alone. What is read back is treated as hostile
 * (another script, an older version or a hand-edited entry may have written it): every value is
 * checked, lists and texts are bounded, and anything wrong falls back to the default. Writing is
 * pure: it answers the new `history.state` object, which the caller passes to
 * `history.replaceState` (never `pushState`: these changes add no history step). Plain TypeScript.
 */
import { readScrollRestorationData, type ScrollRestorationData } from './scrollRestoration';

/** The kind of listing page: the search page or a category page. */
export type ListingPageKind = 'search' | 'category';

/** The search page shows this many recommendation rows when it finds few or no products. */
export const DEFAULT_RECOMMENDATION_ROWS = 2;
/** The search page shows this many content result rows until more are asked for. */
export const DEFAULT_CONTENT_RESULTS_ROWS = 1;
/** The most rows of either kind a history entry may ask for. */
export const MAX_HISTORY_ROWS = 20;
/** The most entries of each list kept (expanded filters, cached filters, expanded paths). */
export const MAX_HISTORY_LIST = 100;
/** The longest text kept (a field value, a filter field, a step of a path). */
export const MAX_HISTORY_TEXT = 500;
/** The deepest hierarchical path kept. */
export const MAX_HISTORY_PATH_DEPTH = 10;

/** A value a filter offered, remembered so the filter keeps showing it while counts change. */
export interface CachedFilterValue {
  /** The value as the API sends it (a text, number, boolean, or a path of texts). */
  value: string | number | boolean | string[];
  name: string;
}

/** The state both kinds of page keep, under the spec's keys. */
export interface CategoryPageHistoryState {
  /** The filter panel (sheet on mobile) is open. */
  filters_open: boolean;
  /** The sorting menu is open. */
  sorting_open: boolean;
  /** Fields of the filters the shopper expanded. */
  expanded_filters: string[];
  /** Per filter field, the values it offered (so chosen values stay listed when counts change). */
  local_filter_cache: Record<string, CachedFilterValue[]>;
  /** Per hierarchical filter field, the paths expanded (`[['Solbriller'], ['Solbriller', 'Ray-Ban']]`). */
  expanded_hierarchical_filters: Record<string, string[][]>;
  /** Where to come back to (see `./scrollRestoration`); `null` until the page stored some. */
  scroll_restoration_data: ScrollRestorationData | null;
}

/** The search page's state: the category page's, plus the search field and the row counts. */
export interface SearchPageHistoryState extends CategoryPageHistoryState {
  /** What is typed in the page's search field (not yet searched for). */
  field_value: string;
  /** Recommendation rows shown when the search finds few or no products. @default 2 */
  showing_recommendation_rows: number;
  /** Content result rows shown. @default 1 */
  content_results_rows: number;
}

/** The history state of a page kind. */
export type ListingHistoryState<K extends ListingPageKind> = K extends 'search'
  ? SearchPageHistoryState
  : CategoryPageHistoryState;

/** The history state a category page starts with. */
export function defaultCategoryHistoryState(): CategoryPageHistoryState {
  return {
    filters_open: false,
    sorting_open: false,
    expanded_filters: [],
    local_filter_cache: {},
    expanded_hierarchical_filters: {},
    scroll_restoration_data: null,
  };
}

/** The history state a search page starts with. */
export function defaultSearchHistoryState(): SearchPageHistoryState {
  return {
    ...defaultCategoryHistoryState(),
    field_value: '',
    showing_recommendation_rows: DEFAULT_RECOMMENDATION_ROWS,
    content_results_rows: DEFAULT_CONTENT_RESULTS_ROWS,
  };
}

/** The default history state of a page kind. */
export function defaultListingHistoryState<K extends ListingPageKind>(kind: K): ListingHistoryState<K> {
  return (
    kind === 'search' ? defaultSearchHistoryState() : defaultCategoryHistoryState()
  ) as ListingHistoryState<K>;
}

/** The key of an instance's state inside `history.state`, e.g. `glimt_search_top`. */
export function historyStateKey(kind: ListingPageKind, instanceKey = ''): string {
  return `glimt_${kind}${instanceKey === '' ? '' : `_${instanceKey}`}`;
}

// ---------------------------------------------------------------------------------------------
// Reading hostile values
// ---------------------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Own enumerable keys only: `__proto__` and friends from JSON never reach the result. */
const ownEntries = (value: Record<string, unknown>) =>
  Object.keys(value)
    .filter((key) => key !== '__proto__' && key !== 'constructor' && key !== 'prototype')
    .map((key) => [key, value[key]] as const);

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_HISTORY_TEXT;

function readBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function readRows(value: unknown, fallback: number, min: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_HISTORY_ROWS
    ? value
    : fallback;
}

function readTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value.slice(0, MAX_HISTORY_LIST)) if (text(item) && item !== '') seen.add(item);
  return [...seen];
}

function readPath(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_HISTORY_PATH_DEPTH) return null;
  return value.every(text) ? [...(value as string[])] : null;
}

function readPaths(value: unknown): Record<string, string[][]> {
  const result: Record<string, string[][]> = {};
  if (!isRecord(value)) return result;
  for (const [field, paths] of ownEntries(value).slice(0, MAX_HISTORY_LIST)) {
    if (!text(field) || field === '' || !Array.isArray(paths)) continue;
    const kept: string[][] = [];
    const seen = new Set<string>();
    for (const candidate of paths.slice(0, MAX_HISTORY_LIST)) {
      const path = readPath(candidate);
      const id = path ? JSON.stringify(path) : '';
      if (path && !seen.has(id)) {
        seen.add(id);
        kept.push(path);
      }
    }
    result[field] = kept;
  }
  return result;
}

function readCachedValue(value: unknown): CachedFilterValue | null {
  if (!isRecord(value) || !text(value.name)) return null;
  const raw = value.value;
  if (typeof raw === 'number' && !Number.isFinite(raw)) return null;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') {
    if (typeof raw === 'string' && !text(raw)) return null;
    return { value: raw, name: value.name };
  }
  const path = readPath(raw);
  return path ? { value: path, name: value.name } : null;
}

function readFilterCache(value: unknown): Record<string, CachedFilterValue[]> {
  const result: Record<string, CachedFilterValue[]> = {};
  if (!isRecord(value)) return result;
  for (const [field, values] of ownEntries(value).slice(0, MAX_HISTORY_LIST)) {
    if (!text(field) || field === '' || !Array.isArray(values)) continue;
    result[field] = values
      .slice(0, MAX_HISTORY_LIST)
      .map(readCachedValue)
      .filter((item): item is CachedFilterValue => item !== null);
  }
  return result;
}

/**
 * Reads one instance's state from `history.state` (whatever it holds); what is missing or wrong
 * takes its default, so the answer is always complete and within bounds.
 */
export function readListingHistoryState<K extends ListingPageKind>(
  historyState: unknown,
  kind: K,
  instanceKey = '',
): ListingHistoryState<K> {
  const stored = isRecord(historyState) ? historyState[historyStateKey(kind, instanceKey)] : undefined;
  const own = isRecord(stored) ? stored : {};
  const common: CategoryPageHistoryState = {
    filters_open: readBoolean(own.filters_open, false),
    sorting_open: readBoolean(own.sorting_open, false),
    expanded_filters: readTexts(own.expanded_filters),
    local_filter_cache: readFilterCache(own.local_filter_cache),
    expanded_hierarchical_filters: readPaths(own.expanded_hierarchical_filters),
    scroll_restoration_data: readScrollRestorationData(own.scroll_restoration_data),
  };
  if (kind === 'category') return common as ListingHistoryState<K>;
  const search: SearchPageHistoryState = {
    ...common,
    field_value: text(own.field_value) ? own.field_value : '',
    showing_recommendation_rows: readRows(own.showing_recommendation_rows, DEFAULT_RECOMMENDATION_ROWS, 0),
    content_results_rows: readRows(own.content_results_rows, DEFAULT_CONTENT_RESULTS_ROWS, 1),
  };
  return search as ListingHistoryState<K>;
}

/**
 * The new `history.state` after changing one instance's state (pass it to
 * `history.replaceState(next, '')`): a copy of the host's state with this instance's entry
 * replaced by the current one with `patch` applied. The host's own state and other instances'
 * entries are kept as they are. A host state that is not an object (a text, a number) cannot
 * carry an entry beside it and is replaced.
 */
export function writeListingHistoryState<K extends ListingPageKind>(
  historyState: unknown,
  kind: K,
  instanceKey: string,
  patch: Partial<ListingHistoryState<K>>,
): Record<string, unknown> {
  const current = readListingHistoryState(historyState, kind, instanceKey);
  const base: Record<string, unknown> = isRecord(historyState) ? { ...historyState } : {};
  // Only the keys of this kind: a search key given to a category page is not stored.
  const allowed = new Set(Object.keys(defaultListingHistoryState(kind)));
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) if (allowed.has(key)) next[key] = value;
  // Written values go through the same checks as read ones, so the entry never holds what a
  // later read would refuse.
  base[historyStateKey(kind, instanceKey)] = readListingHistoryState(
    { [historyStateKey(kind, instanceKey)]: next },
    kind,
    instanceKey,
  );
  return base;
}
