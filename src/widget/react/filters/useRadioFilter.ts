import { useMemo } from 'react';
import { filterOptions, filterValueKey, type FilterOption } from '../../core/filters/options';
import { chooseRadioValue, selectedRadioValue } from '../../core/filters/selection';
import type { FilterComponentProps } from './types';
import { useStableCallback } from './useStableCallback';

/** The key of the "all" choice (no value applied); never a value's key, which is JSON. */
export const RADIO_ALL_KEY = 'all';

/** What {@link useRadioFilter} gives a view. */
export interface RadioFilterState {
  options: FilterOption[];
  /** The chosen option's key, or {@link RADIO_ALL_KEY} when none is. */
  selectedKey: string;
  /** Chooses the option with `key` ({@link RADIO_ALL_KEY}: all) and reports the next filter. */
  choose: (key: string) => void;
}

/**
 * The logic of a radio filter (`eq`, or `neq` to leave one value out): the options, which one is
 * chosen, and choosing (reporting `eq` with the value, `null` for "all").
 */
export function useRadioFilter({
  filter,
  value,
  onChange,
}: Pick<FilterComponentProps, 'filter' | 'value' | 'onChange'>): RadioFilterState {
  const options = useMemo(() => filterOptions(filter), [filter]);
  const chosen = selectedRadioValue(value);
  const selectedKey = chosen === null ? RADIO_ALL_KEY : filterValueKey(chosen);
  const choose = useStableCallback((key: string) => {
    const option = options.find((item) => item.key === key);
    onChange(chooseRadioValue(filter, option ? option.value : null));
  });
  return { options, selectedKey, choose };
}
