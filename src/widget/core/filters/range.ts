/**
 * The range filter's rules: its bounds, what is applied now, reading what the shopper typed
 * (`1 000`, `1000,50`), checking it with a message that says what to fix, clamping a slider's
 * values, and the filter to apply (`inrange` `a-b`, or `leq`/`geq` when the API offers those).
 */
import type { WidgetMessageKey } from '../messages';
import type { Filter, ResponseFilter } from '../schemas';

/** The bounds of a range filter. */
export interface RangeBounds {
  min: number;
  max: number;
  /** What one arrow key press moves a slider thumb: 1 for whole bounds, else 0.01. */
  step: number;
  /** A unit to show after the numbers (`kr`), or `''`. */
  unit: string;
}

/** A range: the low and the high value, low never above high. */
export type RangeValue = readonly [low: number, high: number];

/**
 * The bounds `offered` gives in `meta.min`/`meta.max`, or `null` when it gives none that can be
 * used (missing, not finite, or min above max).
 */
export function rangeBounds(offered: ResponseFilter): RangeBounds | null {
  const { min, max, unit } = offered.meta;
  if (typeof min !== 'number' || typeof max !== 'number') return null;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return null;
  const step = Number.isInteger(min) && Number.isInteger(max) ? 1 : 0.01;
  return { min, max, step, unit: typeof unit === 'string' ? unit.trim() : '' };
}

/** `value` within the bounds. */
export function clampToBounds(value: number, bounds: RangeBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** A range within the bounds, the low end never above the high end (swapped if it was). */
export function clampRange([a, b]: RangeValue, bounds: RangeBounds): RangeValue {
  const low = clampToBounds(Math.min(a, b), bounds);
  const high = clampToBounds(Math.max(a, b), bounds);
  return [low, high];
}

/**
 * The range applied now, within the bounds: `inrange` as it is, `leq` from the minimum, `geq` up
 * to the maximum; the whole range when nothing (or another operator) is applied.
 */
export function appliedRange(current: Filter | null, bounds: RangeBounds): RangeValue {
  if (current?.op === 'inrange') return clampRange(current.data, bounds);
  if (current?.op === 'leq') return clampRange([bounds.min, current.data], bounds);
  if (current?.op === 'geq') return clampRange([current.data, bounds.max], bounds);
  return [bounds.min, bounds.max];
}

/** Whether `range` is the whole of the bounds (nothing to filter). */
export function isFullRange([low, high]: RangeValue, bounds: RangeBounds): boolean {
  return low <= bounds.min && high >= bounds.max;
}

/**
 * The filter for `range` under the offered operator: `inrange [low, high]`, `leq high` or
 * `geq low`; `null` when it filters nothing (the whole range, or the open end at its bound).
 */
export function rangeFilter(offered: ResponseFilter, range: RangeValue, bounds: RangeBounds): Filter | null {
  const [low, high] = clampRange(range, bounds);
  const field =
    offered.actual_field === undefined
      ? { field: offered.field }
      : { field: offered.field, actual_field: offered.actual_field };
  if (offered.op === 'leq') return high >= bounds.max ? null : { ...field, op: 'leq', data: high };
  if (offered.op === 'geq') return low <= bounds.min ? null : { ...field, op: 'geq', data: low };
  if (isFullRange([low, high], bounds)) return null;
  return { ...field, op: 'inrange', data: [low, high] };
}

/** Why a typed bound is refused: a message key of the widget and the values it fills in. */
export interface RangeInputError {
  key: Extract<WidgetMessageKey, 'rangeNotNumber' | 'rangeOutOfBounds' | 'rangeLowAboveHigh'>;
  values: Record<string, number>;
}

const UNITS = '(?:kr\\.?|nok|sek|dkk|eur|€|\\$|£)';
const UNIT_AFTER = new RegExp(`(?:${UNITS}|,-)$`, 'i');
const UNIT_BEFORE = new RegExp(`^${UNITS}`, 'i');

/**
 * A number as a shopper types it: spaces (also non-breaking, as `Intl` writes thousands) dropped,
 * a comma read as the decimal mark (`1000,50`) unless there is also a point (`1,000.50`), a
 * trailing unit (`kr`, `,-`) ignored. `null` for a blank text, `NaN` for anything else unreadable.
 */
export function parseRangeNumber(text: string): number | null {
  let clean = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(UNIT_AFTER, '')
    .replace(UNIT_BEFORE, '');
  if (clean === '') return null;
  clean = clean.includes('.') ? clean.replace(/,/g, '') : clean.replace(',', '.');
  clean = clean.replace(/^−/, '-');
  if (!/^-?(?:\d+\.?\d*|\.\d+)$/.test(clean)) return Number.NaN;
  return Number(clean);
}

/** What checking the typed bounds gives: the range to apply, or what is wrong with each field. */
export type RangeInputResult =
  { ok: true; range: RangeValue } | { ok: false; low?: RangeInputError; high?: RangeInputError };

/**
 * Checks the two typed bounds. A blank field means its bound (from the minimum, up to the
 * maximum). Refused, with the message to show beside the field: text that is not a number, a
 * number outside the bounds, and a low value above the high one (said on the high field).
 */
export function validateRangeInput(lowText: string, highText: string, bounds: RangeBounds): RangeInputResult {
  const check = (text: string, fallback: number): number | RangeInputError => {
    const value = parseRangeNumber(text);
    if (value === null) return fallback;
    if (Number.isNaN(value)) return { key: 'rangeNotNumber', values: {} };
    if (value < bounds.min || value > bounds.max)
      return { key: 'rangeOutOfBounds', values: { min: bounds.min, max: bounds.max } };
    return value;
  };
  const low = check(lowText, bounds.min);
  const high = check(highText, bounds.max);
  if (typeof low !== 'number' || typeof high !== 'number') {
    return {
      ok: false,
      ...(typeof low === 'number' ? {} : { low }),
      ...(typeof high === 'number' ? {} : { high }),
    };
  }
  if (low > high) return { ok: false, high: { key: 'rangeLowAboveHigh', values: { low } } };
  return { ok: true, range: [low, high] };
}

/** The text a bound's field shows for `value`: plain digits, a comma as the decimal mark when `comma`. */
export function rangeInputText(value: number, { comma = false }: { comma?: boolean } = {}): string {
  const text = String(Math.round(value * 100) / 100);
  return comma ? text.replace('.', ',') : text;
}
