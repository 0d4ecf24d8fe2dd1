import { useMemo } from 'react';
import { activeFilterChips, removeFilterChip, type ActiveFilterChip } from '../../core/filters/chips';
import type { Filter, ResponseFilter } from '../../core/schemas';
import { useStableCallback } from './useStableCallback';
import { useWidgetTexts } from './useWidgetTexts';

/** Options of {@link useActiveFilterChips}. */
export interface UseActiveFilterChipsOptions {
  /** The filters applied now. */
  applied: readonly Filter[];
  /** The filters the API offers (their titles and value names label the chips). */
  filters: readonly ResponseFilter[];
  /** Called with the next applied filters. */
  onChange: (next: Filter[]) => void;
}

/** What {@link useActiveFilterChips} gives a view. */
export interface ActiveFilterChipsState {
  chips: ActiveFilterChip[];
  /** Removes one chip's value (or its whole filter). */
  remove: (chip: ActiveFilterChip) => void;
  /** Removes every filter. */
  clearAll: () => void;
}

/** The logic of the applied-filter chips: one chip per chosen value, removing one, clearing all. */
export function useActiveFilterChips({
  applied,
  filters,
  onChange,
}: UseActiveFilterChipsOptions): ActiveFilterChipsState {
  const t = useWidgetTexts();
  const chips = useMemo(() => activeFilterChips(applied, filters, t), [applied, filters, t]);
  const remove = useStableCallback((chip: ActiveFilterChip) => onChange(removeFilterChip(applied, chip)));
  const clearAll = useStableCallback(() => onChange([]));
  return { chips, remove, clearAll };
}
