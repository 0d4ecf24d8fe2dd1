/**
 * The sort choices the API offers (each field with one or both orders) as one flat list of
 * options, keyed as the URL writes them: the field and `📈` (ascending) or `📉` (descending).
 */
import type { WidgetTranslate } from '../i18n';
import type { ResponseSort, Sort, SortOrder } from '../schemas';
import { SORT_ASCENDING_MARKER, SORT_DESCENDING_MARKER } from '../urlState';

/** One choice of the sort select. */
export interface SortOption {
  /** Field and order marker (`price📈`), as the URL has it. */
  key: string;
  field: string;
  order: SortOrder;
  label: string;
}

/** At most this many sort choices. */
export const MAX_SORT_OPTIONS = 50;

/** The key of a sorting: its field and the order marker, as the URL writes it. */
export function sortKey(sort: Sort): string {
  return sort.field + (sort.order === 'asc' ? SORT_ASCENDING_MARKER : SORT_DESCENDING_MARKER);
}

/**
 * The choices of `sorts` in the API's order: every order a sort lists in `meta.values` (else its
 * own `order`, else descending), named by `meta.names`, else by its title and "ascending" or
 * "descending" (just the title when it has one order). Each choice once.
 */
export function sortOptions(sorts: readonly ResponseSort[], t: WidgetTranslate): SortOption[] {
  const out: SortOption[] = [];
  const seen = new Set<string>();
  for (const sort of sorts) {
    const orders: readonly SortOrder[] = sort.meta?.values?.length
      ? sort.meta.values
      : [sort.order ?? 'desc'];
    const title = sort.meta?.title?.trim() || sort.field;
    orders.forEach((order, index) => {
      const key = sortKey({ field: sort.field, order });
      if (seen.has(key) || out.length >= MAX_SORT_OPTIONS) return;
      seen.add(key);
      const named = sort.meta?.names?.[index]?.trim();
      const label =
        named ||
        (orders.length === 1
          ? title
          : `${title}: ${t(order === 'asc' ? 'sortAscending' : 'sortDescending')}`);
      out.push({ key, field: sort.field, order, label });
    });
  }
  return out;
}

/** The key of the choice `current` is, else the first choice's (the API's default), else `''`. */
export function selectedSortKey(options: readonly SortOption[], current: Sort | null | undefined): string {
  if (current) {
    const key = sortKey(current);
    if (options.some((option) => option.key === key)) return key;
  }
  return options[0]?.key ?? '';
}

/** The sorting of the choice `key`, or `null` when there is no such choice. */
export function sortForKey(options: readonly SortOption[], key: string): Sort | null {
  const option = options.find((item) => item.key === key);
  return option ? { field: option.field, order: option.order } : null;
}
