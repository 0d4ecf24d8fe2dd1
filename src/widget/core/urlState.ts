/**
 * The URL-state codec (widget spec, section 2): the widget keeps its state in the host page's
 * query parameters, and this is the only place that reads or writes them. The encoding is the
 * reference widget's, so URLs shared from existing host shops keep working:
 *
 * - query: `query` (configurable) + instance key;
 * - sorting: `sorting` + key = field + `📈` (ascending) or `📉` (descending); any other ending is ignored;
 * - filters: `f` + key + `_` + field + operator suffix (eq `≡`, neq `≠`, in none, nin `∉`, leq `≤`,
 *   geq `≥`, inrange `🔢`); legacy `filter_` + field is read, never written. Values: `1`/`0` for
 *   booleans, `a-b` for a numeric range, strings joined by `‚` (U+201A; one item keeps a trailing
 *   `‚`; an empty item is `0️⃣`), lists of such lists joined by `‣` (U+2023, with a trailing `‣`),
 *   anything else base64 of JSON (UTF-8 safe);
 * - `went_sideways_clear_filters=true` clears the filters;
 * - category override query id: `query_id_` + key, or `query_id`.
 *
 * Decoding never throws, whatever the URL holds (a value that does not decode is skipped), and
 * decoding what encoding wrote gives back the same state: encoding refuses (leaves out) a filter
 * or a sorting it could not read back, such as a number that is not finite, a text with a lone
 * UTF-16 surrogate (the URL would turn it into U+FFFD) or a value the filter schema refuses.
 */
import { parseFilter, parseSort } from './parse';
import type { Filter, FilterOp, FilterValue, Sort } from './schemas';

/** Marker of ascending sorting. */
export const SORT_ASCENDING_MARKER = '📈';
/** Marker of descending sorting. */
export const SORT_DESCENDING_MARKER = '📉';
/** The parameter (value `true`) that clears the filters on arrival. */
export const CLEAR_FILTERS_PARAM = 'went_sideways_clear_filters';
/** The legacy filter prefix: read, never written. */
export const LEGACY_FILTER_PREFIX = 'filter_';

/** Operator suffix of each filter operator; `in` has none when written (`∈` is read too). */
export const FILTER_OPERATOR_SUFFIXES: Readonly<Record<FilterOp, string>> = {
  eq: '≡',
  neq: '≠',
  in: '∈',
  nin: '∉',
  leq: '≤',
  geq: '≥',
  inrange: '🔢',
};

const LIST = '‚';
const NESTED = '‣';
const EMPTY_ITEM = '0️⃣';

/** Where an instance keeps its state. */
export interface UrlStateOptions {
  /** Tells instances on one page apart; appended to every parameter name. @default '' */
  instanceKey?: string;
  /** Name of the query parameter (before the instance key). @default 'query' */
  queryParamName?: string;
}

/** The widget's state in the URL. */
export interface UrlState {
  /** The search query; `''` when there is none. */
  query: string;
  sorting: Sort | null;
  filters: Filter[];
  /** `went_sideways_clear_filters=true`: the filters were cleared (offer to restore them). */
  clearFilters: boolean;
  /** The category override query id, or `null`. */
  queryId: string | null;
}

/** The parameter names of one instance. */
export function urlStateParamNames(options: UrlStateOptions = {}) {
  const key = options.instanceKey ?? '';
  return {
    query: (options.queryParamName ?? 'query') + key,
    sorting: 'sorting' + key,
    filterPrefix: 'f' + key + '_',
    queryIds: key ? ['query_id_' + key, 'query_id'] : ['query_id'],
  };
}

// ---------------------------------------------------------------------------------------------
// Base64 of JSON, UTF-8 safe
// ---------------------------------------------------------------------------------------------

function toBase64Json(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws on text that is not base64 of UTF-8 JSON; callers catch. */
function fromBase64Json(text: string): unknown {
  const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

// ---------------------------------------------------------------------------------------------
// Filter values
// ---------------------------------------------------------------------------------------------

const plainItem = (item: unknown): item is string =>
  typeof item === 'string' && !item.includes(LIST) && !item.includes(NESTED) && item !== EMPTY_ITEM;

const encodeList = (items: readonly string[]) =>
  items.map((item) => (item === '' ? EMPTY_ITEM : item)).join(LIST);

const decodeList = (text: string) =>
  text
    .split(LIST)
    .filter((item) => item !== '')
    .map((item) => (item === EMPTY_ITEM ? '' : item));

const NUMBER = '\\d+(?:\\.\\d+)?';
const WRITTEN_RANGE = new RegExp(`^${NUMBER}$`);
// Read more leniently than written (negative bounds), for hand-made URLs.
const READ_RANGE = new RegExp(`^(-?${NUMBER})-(-?${NUMBER})$`);

/** The text of a filter value in the URL. */
export function encodeFilterValue(op: FilterOp, data: Filter['data']): string {
  if (data === true) return '1';
  if (data === false) return '0';
  if (Array.isArray(data)) {
    const items: readonly unknown[] = data;
    if (op === 'inrange' && items.length === 2 && items.every((n) => WRITTEN_RANGE.test(String(n))))
      return items.join('-');
    // A list of non-empty lists of plain strings: `a‚b‣c‣`.
    if (
      items.length > 0 &&
      items.every((inner) => Array.isArray(inner) && inner.length > 0 && inner.every(plainItem))
    )
      return (items as string[][]).map(encodeList).join(NESTED) + NESTED;
    // A list of plain strings: `a‚b`, one item `a‚`, none `‚`.
    if (items.every(plainItem)) {
      const text = encodeList(items);
      return items.length > 1 ? text : text + LIST;
    }
  }
  return toBase64Json(data);
}

/** The value of a filter from its text in the URL, or `undefined` when it does not decode. */
export function decodeFilterValue(op: FilterOp, text: string): FilterValue | FilterValue[] | undefined {
  if (text === '1') return true;
  if (text === '0') return false;
  const range = op === 'inrange' ? READ_RANGE.exec(text) : null;
  if (range) return [Number(range[1]), Number(range[2])] as number[] as FilterValue[];
  if (text.includes(NESTED))
    return text
      .split(NESTED)
      .filter((inner) => inner !== '')
      .map(decodeList);
  if (text.includes(LIST)) return decodeList(text);
  try {
    return fromBase64Json(text) as FilterValue;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The whole state
// ---------------------------------------------------------------------------------------------

const OPERATORS = Object.entries(FILTER_OPERATOR_SUFFIXES) as [FilterOp, string][];

function decodeFilterParam(name: string, text: string, prefix: string): Filter | null {
  const rest = name.slice(prefix.length);
  const [op, suffix] = OPERATORS.find(([, token]) => rest.endsWith(token)) ?? ['in', ''];
  const data = decodeFilterValue(op, text);
  if (text === '' || data === undefined) return null;
  return parseFilter({ field: rest.slice(0, rest.length - suffix.length), op, data }) ?? null;
}

function decodeSorting(text: string | null): Sort | null {
  if (!text) return null;
  for (const [marker, order] of [
    [SORT_ASCENDING_MARKER, 'asc'],
    [SORT_DESCENDING_MARKER, 'desc'],
  ] as const) {
    if (text.endsWith(marker)) {
      return parseSort({ field: text.slice(0, -marker.length), order }) ?? null;
    }
  }
  return null; // an unknown suffix is ignored
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  return new URLSearchParams(typeof search === 'string' ? search : search.toString());
}

/**
 * Reads one instance's state from a query string (`?query=ray&sorting=price📈`) or parameters.
 * Never throws: what does not decode is left out.
 */
export function decodeUrlState(search: string | URLSearchParams, options: UrlStateOptions = {}): UrlState {
  const state: UrlState = { query: '', sorting: null, filters: [], clearFilters: false, queryId: null };
  try {
    const params = toParams(search);
    const names = urlStateParamNames(options);
    state.query = params.get(names.query) ?? '';
    state.sorting = decodeSorting(params.get(names.sorting));
    state.clearFilters = params.get(CLEAR_FILTERS_PARAM) === 'true';
    state.queryId = names.queryIds.map((name) => params.get(name)).find((id) => !!id) ?? null;
    if (!state.clearFilters) {
      const seen = new Set<string>();
      for (const [name, text] of params) {
        const prefix = name.startsWith(names.filterPrefix)
          ? names.filterPrefix
          : name.startsWith(LEGACY_FILTER_PREFIX)
            ? LEGACY_FILTER_PREFIX
            : null;
        const filter = prefix === null ? null : decodeFilterParam(name, text, prefix);
        // One filter per field and operator: the first one wins.
        if (filter && !seen.has(filter.field + ' ' + filter.op)) {
          seen.add(filter.field + ' ' + filter.op);
          state.filters.push(filter);
        }
      }
    }
  } catch {
    // Unreachable by design; kept so that no URL can ever break a page.
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Never write what cannot be read back
// ---------------------------------------------------------------------------------------------

/** A lone UTF-16 surrogate: a URL cannot carry it (it becomes U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Equal as filter data: the same primitives (`===`, so 0 and -0 alike), lists item by item. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameValue(item, b[i]))
    );
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
    );
  }
  return a === b;
}

/** Whether the parameter `name=text` decodes to `filter` (its field, operator and data). */
function readsBack(filter: Filter, name: string, text: string, prefix: string): boolean {
  if (!wellFormed(name) || !wellFormed(text)) return false;
  const read = decodeFilterParam(name, text, prefix);
  return (
    read !== null && read.field === filter.field && read.op === filter.op && sameValue(read.data, filter.data)
  );
}

/**
 * Writes one instance's state into a copy of `base` (other parameters are kept; this instance's
 * old ones and legacy filter parameters are replaced). Empty parts are left out, and so is a
 * filter or sorting that would not read back the same (see the module comment). The clear-filters
 * flag is page-wide: it is written when `clearFilters` is set and removed (consumed) otherwise.
 */
export function encodeUrlState(
  state: Partial<UrlState>,
  options: UrlStateOptions = {},
  base: string | URLSearchParams = '',
): URLSearchParams {
  const params = toParams(base);
  const names = urlStateParamNames(options);
  for (const name of [...params.keys()])
    if (name.startsWith(names.filterPrefix) || name.startsWith(LEGACY_FILTER_PREFIX)) params.delete(name);
  // Only the instance's own query id name: a plain `query_id` may belong to the keyless instance.
  const ownQueryId = names.queryIds[0] ?? 'query_id';
  for (const name of [names.query, names.sorting, CLEAR_FILTERS_PARAM, ownQueryId]) params.delete(name);

  if (state.query) params.set(names.query, state.query);
  if (state.sorting) {
    const text =
      state.sorting.field + (state.sorting.order === 'asc' ? SORT_ASCENDING_MARKER : SORT_DESCENDING_MARKER);
    const read = wellFormed(text) ? decodeSorting(text) : null;
    if (read && sameValue(read, { field: state.sorting.field, order: state.sorting.order }))
      params.set(names.sorting, text);
  }
  if (state.clearFilters) params.set(CLEAR_FILTERS_PARAM, 'true');
  else
    for (const filter of state.filters ?? []) {
      // `in` has no suffix, unless the field itself ends like an operator.
      const bare = filter.op === 'in' && !OPERATORS.some(([, token]) => filter.field.endsWith(token));
      const suffix = bare ? '' : FILTER_OPERATOR_SUFFIXES[filter.op];
      const name = names.filterPrefix + filter.field + suffix;
      const text = encodeFilterValue(filter.op, filter.data);
      if (readsBack(filter, name, text, names.filterPrefix)) params.set(name, text);
    }
  if (state.queryId) params.set(ownQueryId, state.queryId);
  return params;
}
