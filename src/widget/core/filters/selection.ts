/**
 * The selection rules of the list, radio and toggle filters: what is applied now, and the next
 * applied filter after a press. A rule answers a `Filter`, or `null` when the filter is removed
 * (nothing left selected), so a page only ever replaces one filter in its list.
 */
import type { Filter, FilterValue, ResponseFilter } from '../schemas';
import { filterValueKey } from './options';

/** The applied filter that belongs to `offered` (the same field), or `null`. */
export function appliedFilterFor(applied: readonly Filter[], offered: ResponseFilter): Filter | null {
  return applied.find((filter) => filter.field === offered.field) ?? null;
}

/** The filter list with the filter on `field` replaced by `next` (or removed when `next` is `null`). */
export function replaceFilter(applied: readonly Filter[], field: string, next: Filter | null): Filter[] {
  const index = applied.findIndex((filter) => filter.field === field);
  if (next === null) return index < 0 ? [...applied] : applied.filter((_, at) => at !== index);
  if (index < 0) return [...applied, next];
  return applied.map((filter, at) => (at === index ? next : filter));
}

/** The field part every filter a component reports carries. */
function fieldOf(offered: ResponseFilter): Pick<Filter, 'field' | 'actual_field'> {
  return offered.actual_field === undefined
    ? { field: offered.field }
    : { field: offered.field, actual_field: offered.actual_field };
}

/** The values a list filter (`in`/`nin`) has selected now; empty for any other operator. */
export function selectedListValues(current: Filter | null): FilterValue[] {
  return current && (current.op === 'in' || current.op === 'nin') ? current.data : [];
}

/** The keys of {@link selectedListValues}. */
export function selectedListKeys(current: Filter | null): Set<string> {
  return new Set(selectedListValues(current).map(filterValueKey));
}

/**
 * A list filter after `value` was ticked or unticked: the offered operator (`in` keeps the ticked
 * values, `nin` leaves them out), the values in the order they were ticked, `null` once none is left.
 */
export function toggleListValue(
  offered: ResponseFilter,
  current: Filter | null,
  value: FilterValue,
  selected?: boolean,
): Filter | null {
  const op = offered.op === 'nin' ? 'nin' : 'in';
  const values = selectedListValues(current);
  const key = filterValueKey(value);
  const isSelected = values.some((item) => filterValueKey(item) === key);
  const wanted = selected ?? !isSelected;
  if (wanted === isSelected)
    return current && values.length > 0 ? { ...fieldOf(offered), op, data: values } : null;
  const data = wanted ? [...values, value] : values.filter((item) => filterValueKey(item) !== key);
  return data.length === 0 ? null : { ...fieldOf(offered), op, data };
}

/** A list filter with exactly `values` selected (`null` for none). */
export function setListValues(offered: ResponseFilter, values: readonly FilterValue[]): Filter | null {
  const op = offered.op === 'nin' ? 'nin' : 'in';
  return values.length === 0 ? null : { ...fieldOf(offered), op, data: [...values] };
}

/** The value a radio filter (`eq`/`neq`) has chosen now, or `null`. */
export function selectedRadioValue(current: Filter | null): FilterValue | null {
  return current && (current.op === 'eq' || current.op === 'neq') ? current.data : null;
}

/**
 * A radio filter after a choice: `eq` (or the offered `neq`) with the value, `null` for "all"
 * (no value). Only strings, numbers and booleans can be chosen; a path answers `null`.
 */
export function chooseRadioValue(offered: ResponseFilter, value: FilterValue | null): Filter | null {
  if (value === null || Array.isArray(value)) return null;
  return { ...fieldOf(offered), op: offered.op === 'neq' ? 'neq' : 'eq', data: value };
}

/**
 * A toggle filter after it was switched: on is `eq true` (`1` in the URL), off removes the filter.
 * An offered filter whose only value is `false` (a "hide sold out" toggle) turns on as `eq false`.
 */
export function switchToggle(offered: ResponseFilter, on: boolean): Filter | null {
  if (!on) return null;
  const values = offered.meta.values ?? [];
  const data = values.length === 1 && values[0] === false ? false : true;
  return { ...fieldOf(offered), op: 'eq', data };
}

/** Whether a toggle filter is on: `eq true` (`1` in the URL), or `eq false` for a filter that turns on so. */
export function isToggleOnFor(offered: ResponseFilter, current: Filter | null): boolean {
  const on = switchToggle(offered, true);
  return current !== null && on !== null && current.op === 'eq' && current.data === on.data;
}
