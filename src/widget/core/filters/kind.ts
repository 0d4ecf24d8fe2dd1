/**
 * What kind of filter a response filter is, and its field: the API's `meta.type` decides the kind
 * when it fits the operator, otherwise the operator and the values do. The field is lower-cased
 * from `meta.group_title` (prettier URLs: `f_merke=Ray-Ban‚`), the API's own name kept as
 * `actual_field` and put back by {@link toApiFilters} before a request.
 */
import type { Filter, FilterOp, ResponseFilter } from '../schemas';

/** The kinds of filter the widget renders, one component each. */
export const FILTER_KINDS = [
  'checkbox',
  'color',
  'size',
  'radio',
  'boolean',
  'range',
  'hierarchical',
] as const;
/** A kind of filter the widget renders. */
export type FilterKind = (typeof FILTER_KINDS)[number];

const LIST_OPS: readonly FilterOp[] = ['in', 'nin'];
const ONE_OPS: readonly FilterOp[] = ['eq', 'neq'];
const RANGE_OPS: readonly FilterOp[] = ['inrange', 'leq', 'geq'];

/** `meta.type` values the widget knows, with the operators each works with. */
const TYPE_KINDS: Readonly<Record<string, [FilterKind, readonly FilterOp[]]>> = {
  checkbox: ['checkbox', LIST_OPS],
  'checkbox-color': ['color', LIST_OPS],
  color: ['color', LIST_OPS],
  size: ['size', LIST_OPS],
  'checkbox-size': ['size', LIST_OPS],
  'checkbox-grid': ['size', LIST_OPS],
  hierarchical: ['hierarchical', LIST_OPS],
  radio: ['radio', ONE_OPS],
  boolean: ['boolean', ONE_OPS],
  range: ['range', RANGE_OPS],
};

/**
 * The kind of `filter`: its `meta.type` when that fits its operator (a `range` must compare with
 * `inrange`, `leq` or `geq`), else guessed from the operator and values (a list of paths is
 * hierarchical, `true`/`false` values are a toggle).
 */
export function filterKind(filter: ResponseFilter): FilterKind {
  const byType = TYPE_KINDS[(filter.meta.type ?? '').toLowerCase()];
  if (byType && byType[1].includes(filter.op)) return byType[0];
  if (RANGE_OPS.includes(filter.op)) return 'range';
  const values = filter.meta.values ?? [];
  if (ONE_OPS.includes(filter.op))
    return values.length > 0 && values.every((value) => typeof value === 'boolean') ? 'boolean' : 'radio';
  return values.some((value) => Array.isArray(value)) ? 'hierarchical' : 'checkbox';
}

/**
 * The response filters with `field` lower-cased from `meta.group_title` and the API's field kept
 * as `actual_field` (the reference widget's prettier URL keys). A filter keeps its own field when
 * its title is empty or lower-cases to the same key as another filter's (two "Farge" groups), so
 * keys stay unique. Running it twice changes nothing.
 */
export function lowerCaseFilterFields(filters: readonly ResponseFilter[]): ResponseFilter[] {
  const keyOf = (filter: ResponseFilter) => filter.meta.group_title.trim().toLowerCase();
  const seen = new Map<string, number>();
  for (const filter of filters) {
    const key = keyOf(filter);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return filters.map((filter) => {
    const key = keyOf(filter);
    const actual = filter.actual_field ?? filter.field;
    if (key === '' || seen.get(key) !== 1) return { ...filter, actual_field: actual };
    return { ...filter, field: key, actual_field: actual };
  });
}

/**
 * Applied filters as the API wants them: a filter whose field is an offered filter's lower-cased
 * title gets that filter's `actual_field` back. Filters the page does not offer pass unchanged.
 */
export function toApiFilters(applied: readonly Filter[], offered: readonly ResponseFilter[]): Filter[] {
  const actual = new Map<string, string>();
  for (const filter of offered) if (filter.actual_field) actual.set(filter.field, filter.actual_field);
  return applied.map((filter) => {
    const field = filter.actual_field ?? actual.get(filter.field);
    if (field === undefined || field === filter.field) return filter;
    const { actual_field: _dropped, ...rest } = filter;
    return { ...rest, field } as Filter;
  });
}
