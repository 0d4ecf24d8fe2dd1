import { isToggleOnFor, switchToggle } from '../../core/filters/selection';
import type { FilterComponentProps } from './types';
import { useStableCallback } from './useStableCallback';

/** What {@link useToggleFilter} gives a view. */
export interface ToggleFilterState {
  isOn: boolean;
  /** The toggle's text: the API's name of its value, else the group title. */
  label: string;
  /** Products it leaves, or `null` when the API did not say. */
  count: number | null;
  /** Switches it and reports the next filter (on: `eq true`, `1` in the URL; off: `null`). */
  setOn: (on: boolean) => void;
}

/** The logic of a toggle filter (`boolean`): whether it is on, its text and count, and switching. */
export function useToggleFilter({
  filter,
  value,
  onChange,
}: Pick<FilterComponentProps, 'filter' | 'value' | 'onChange'>): ToggleFilterState {
  const names = filter.meta.names ?? [];
  const counts = filter.meta.counts ?? [];
  const setOn = useStableCallback((on: boolean) => onChange(switchToggle(filter, on)));
  return {
    isOn: isToggleOnFor(filter, value),
    label: names.length === 1 && names[0]?.trim() ? names[0].trim() : filter.meta.group_title,
    count: counts.length === 1 ? (counts[0] ?? null) : null,
    setOn,
  };
}
