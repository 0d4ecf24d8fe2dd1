/**
 * The local filter cache (widget spec, history key `local_filter_cache`): per filter field, the
 * values it has offered on this listing, so that a later answer that leaves a value out (its count
 * dropped to 0 under another filter) does not take it off the list. A value the shopper ticked
 * stays where it was ticked, and can be unticked there. It lives in the history entry, so Back and
 * Forward bring the same lists back, and the restore toast puts it back with the filters. Plain
 * TypeScript.
 */
import { filterValueKey } from '../filters/options';
import type { ResponseFilter } from '../schemas';
import { MAX_HISTORY_LIST, MAX_HISTORY_TEXT, type CachedFilterValue } from './historyState';

/** Per filter field, the values it offered. */
export type FilterCache = Record<string, CachedFilterValue[]>;

/**
 * The cache after an answer: each field's values so far, then those it offers for the first time,
 * within the history's bounds ({@link MAX_HISTORY_LIST} fields and values per field, texts of
 * {@link MAX_HISTORY_TEXT}). The same object when the answer offered nothing new.
 */
export function cacheOfferedValues(cache: FilterCache, filters: readonly ResponseFilter[]): FilterCache {
  let next = cache;
  for (const { field, meta } of filters) {
    const kept = next[field] ?? [];
    const seen = new Set(kept.map((cached) => filterValueKey(cached.value)));
    const added: CachedFilterValue[] = [];
    meta.values?.forEach((value, index) => {
      const key = filterValueKey(value);
      if (seen.has(key) || key.length > MAX_HISTORY_TEXT) return;
      seen.add(key);
      const name = meta.names?.[index]?.trim() || (Array.isArray(value) ? value.at(-1) : String(value));
      added.push({ value, name: (name ?? '').slice(0, MAX_HISTORY_TEXT) });
    });
    const all = [...kept, ...added].slice(0, MAX_HISTORY_LIST);
    if (all.length > kept.length && (field in next || Object.keys(next).length < MAX_HISTORY_LIST))
      next = { ...next, [field]: all };
  }
  return next;
}

/**
 * The answer's filters with the cached values each one left out put back after its own, with
 * count 0 (when the answer counts every value). A filter without a value list (a range) is as it
 * was.
 */
export function withCachedValues(filters: ResponseFilter[], cache: FilterCache): ResponseFilter[] {
  return filters.map((filter) => {
    const { values, names, counts } = filter.meta;
    const offered = new Set(values?.map(filterValueKey));
    const missing =
      (values && cache[filter.field]?.filter((item) => !offered.has(filterValueKey(item.value)))) || [];
    if (!values || missing.length === 0) return filter;
    // `names` runs parallel to `values`: filled to its length first (a blank name reads as the value);
    // `counts` only when whole, else each count stays unknown rather than shifted. A colour left
    // out has no swatch.
    return {
      ...filter,
      meta: {
        ...filter.meta,
        values: [...values, ...missing.map((item) => item.value)],
        names: [...values.map((_, index) => names?.[index] ?? ''), ...missing.map((item) => item.name)],
        ...(counts?.length === values.length && { counts: [...counts, ...missing.map(() => 0)] }),
      },
    };
  });
}
