import { useDeferredValue, useMemo, useState } from 'react';
import {
  DEFAULT_VISIBLE_OPTIONS,
  FILTER_SEARCH_THRESHOLD,
  filterOptions,
  searchFilterOptions,
  visibleFilterOptions,
  type FilterOption,
} from '../../core/filters/options';
import { selectedListKeys, toggleListValue } from '../../core/filters/selection';
import type { FilterComponentProps } from './types';
import { useStableCallback } from './useStableCallback';

/** Options of {@link useCheckboxFilter}. */
export interface UseCheckboxFilterOptions extends Pick<
  FilterComponentProps,
  'filter' | 'value' | 'onChange'
> {
  /** Values shown before "show more". @default 6 */
  visibleCount?: number;
  /** A list longer than this gets a search field. @default 10 */
  searchThreshold?: number;
}

/** What {@link useCheckboxFilter} gives a view. */
export interface CheckboxFilterState {
  /** Every value offered. */
  options: FilterOption[];
  /** The values to render now (after search and "show more"). */
  visibleOptions: FilterOption[];
  selectedKeys: ReadonlySet<string>;
  /** Ticks or unticks the value with `key` and reports the next filter. */
  toggle: (key: string, selected?: boolean) => void;
  /** Whether the list is long enough for a search field. */
  showSearch: boolean;
  query: string;
  setQuery: (query: string) => void;
  /** Whether a search found nothing. */
  noMatch: boolean;
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  /** Whether "show more" / "show fewer" is offered (never while searching). */
  canToggle: boolean;
  /** Values "show more" adds. */
  hiddenCount: number;
}

/**
 * The logic of a checkbox list filter (`in`/`nin`), for the library's `CheckboxFilter` or a shop's
 * own markup: the options from the API's lists, which are ticked, ticking (reporting the next
 * filter, `null` when none is left), search inside a long list, and "show more" / "show fewer".
 * The options are worked out once per offered filter; typing in the search is deferred, so a long
 * list never holds up a keystroke.
 */
export function useCheckboxFilter({
  filter,
  value,
  onChange,
  visibleCount = DEFAULT_VISIBLE_OPTIONS,
  searchThreshold = FILTER_SEARCH_THRESHOLD,
}: UseCheckboxFilterOptions): CheckboxFilterState {
  const options = useMemo(() => filterOptions(filter), [filter]);
  const selectedKeys = useMemo(() => selectedListKeys(value), [value]);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim() !== '';
  const matches = useMemo(() => searchFilterOptions(options, deferredQuery), [options, deferredQuery]);
  const shown = useMemo(
    () =>
      searching
        ? { visible: matches, hiddenCount: 0, canToggle: false }
        : visibleFilterOptions(options, { expanded, limit: visibleCount, selectedKeys }),
    [searching, matches, options, expanded, visibleCount, selectedKeys],
  );
  // Stable, so the memoised values do not all re-render when one is ticked.
  const toggle = useStableCallback((key: string, selected?: boolean) => {
    const option = options.find((item) => item.key === key);
    if (option) onChange(toggleListValue(filter, value, option.value, selected));
  });
  return {
    options,
    visibleOptions: shown.visible,
    selectedKeys,
    toggle,
    showSearch: options.length > searchThreshold,
    query,
    setQuery,
    noMatch: searching && matches.length === 0,
    expanded,
    setExpanded,
    canToggle: shown.canToggle,
    hiddenCount: shown.hiddenCount,
  };
}
