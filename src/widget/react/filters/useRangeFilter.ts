import { useMemo, useState } from 'react';
import {
  appliedRange,
  clampRange,
  rangeBounds,
  rangeFilter,
  rangeInputText,
  validateRangeInput,
  type RangeBounds,
  type RangeInputError,
  type RangeInputResult,
  type RangeValue,
} from '../../core/filters/range';
import type { FilterComponentProps } from './types';
import { useStableCallback } from './useStableCallback';

/** What {@link useRangeFilter} gives a view. */
export interface RangeFilterState {
  /** The bounds, or `null` when the API gave none that can be used (nothing to render). */
  bounds: RangeBounds | null;
  /** The range shown now: the applied one, or what a thumb or field is being moved to. */
  draft: RangeValue;
  /** Moves the shown range (a thumb being dragged); the fields follow. Nothing is applied yet. */
  setDraft: (range: RangeValue) => void;
  /** Applies `range` (a thumb let go): reports the next filter, `null` for the whole range. */
  commit: (range: RangeValue) => void;
  lowText: string;
  highText: string;
  setLowText: (text: string) => void;
  setHighText: (text: string) => void;
  /** What is wrong with each typed bound after {@link submitInputs}, if anything. */
  errors: { low?: RangeInputError; high?: RangeInputError };
  /** Checks the typed bounds and applies them, or sets {@link errors}; answers what the check found. */
  submitInputs: () => RangeInputResult | null;
}

/**
 * The logic of a range filter (`inrange` `a-b`, `leq`, `geq`): its bounds, the range applied now,
 * a draft that a slider moves and applies when let go, and two typed bounds checked with a message
 * that says what to fix (not a number, outside the bounds, low above high). When the applied
 * filter changes (the page went back), the draft and the fields follow it.
 */
export function useRangeFilter({
  filter,
  value,
  onChange,
}: Pick<FilterComponentProps, 'filter' | 'value' | 'onChange'>): RangeFilterState {
  const bounds = useMemo(() => rangeBounds(filter), [filter]);
  const applied = useMemo<RangeValue>(() => (bounds ? appliedRange(value, bounds) : [0, 0]), [bounds, value]);
  const [draft, setDraftState] = useState<RangeValue>(applied);
  const [lowText, setLowText] = useState(() => rangeInputText(applied[0]));
  const [highText, setHighText] = useState(() => rangeInputText(applied[1]));
  const [errors, setErrors] = useState<RangeFilterState['errors']>({});
  // Follow the applied range when it changes from outside (derived during render, no effect).
  const [seen, setSeen] = useState(applied);
  if (seen[0] !== applied[0] || seen[1] !== applied[1]) {
    setSeen(applied);
    setDraftState(applied);
    setLowText(rangeInputText(applied[0]));
    setHighText(rangeInputText(applied[1]));
    setErrors({});
  }

  const setDraft = useStableCallback((range: RangeValue) => {
    if (!bounds) return;
    const next = clampRange(range, bounds);
    setDraftState(next);
    setLowText(rangeInputText(next[0]));
    setHighText(rangeInputText(next[1]));
    setErrors({});
  });
  const commit = useStableCallback((range: RangeValue) => {
    if (!bounds) return;
    const next = clampRange(range, bounds);
    setDraft(next);
    if (next[0] !== applied[0] || next[1] !== applied[1]) onChange(rangeFilter(filter, next, bounds));
  });
  const submitInputs = useStableCallback((): RangeInputResult | null => {
    if (!bounds) return null;
    const result = validateRangeInput(lowText, highText, bounds);
    if (result.ok) commit(result.range);
    else setErrors({ ...(result.low && { low: result.low }), ...(result.high && { high: result.high }) });
    return result;
  });
  return {
    bounds,
    draft,
    setDraft,
    commit,
    lowText,
    highText,
    setLowText,
    setHighText,
    errors,
    submitInputs,
  };
}
