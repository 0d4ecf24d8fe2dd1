import { useMemo } from 'react';
import { selectedSortKey, sortForKey, sortOptions, type SortOption } from '../../core/filters/sort';
import type { ResponseSort, Sort } from '../../core/schemas';
import { useStableCallback } from './useStableCallback';
import { useWidgetTexts } from './useWidgetTexts';

/** Options of {@link useSortSelect}. */
export interface UseSortSelectOptions {
  /** The sortings the API offers. */
  sorts: readonly ResponseSort[];
  /** The sorting applied now (from the URL), or `null` for the API's default (its first). */
  value: Sort | null;
  /** Called with the chosen sorting. */
  onChange: (sort: Sort) => void;
}

/** What {@link useSortSelect} gives a view. */
export interface SortSelectState {
  options: SortOption[];
  /** The chosen option's key (`price📈`), or `''` when there are none. */
  selectedKey: string;
  /** Chooses the option with `key` and reports its sorting. */
  choose: (key: string) => void;
}

/** The logic of the sort choice: the API's sortings as one list of options, the chosen one, choosing. */
export function useSortSelect({ sorts, value, onChange }: UseSortSelectOptions): SortSelectState {
  const t = useWidgetTexts();
  const options = useMemo(() => sortOptions(sorts, t), [sorts, t]);
  const selectedKey = selectedSortKey(options, value);
  const choose = useStableCallback((key: string) => {
    const sort = sortForKey(options, key);
    if (sort) onChange(sort);
  });
  return { options, selectedKey, choose };
}
