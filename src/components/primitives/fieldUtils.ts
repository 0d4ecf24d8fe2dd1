/**
 * Pure rules behind the form-field primitives (TextField, Checkbox, RadioGroup, Select). No React,
 * no DOM: the components render what these functions decide.
 */

/** Which marker a field label shows: a required marker, an "(optional)" note, or nothing. */
export type Necessity = 'required' | 'optional' | null;

/**
 * Decides the necessity marker of a label. Required always wins; the optional note shows only when
 * asked for, so forms where most fields are required can mark the few optional ones instead.
 */
export function getNecessity(isRequired: boolean | undefined, showOptional: boolean | undefined): Necessity {
  if (isRequired) return 'required';
  if (showOptional) return 'optional';
  return null;
}

/** How much of a field's length budget is used. */
export interface CharacterCount {
  /** Characters typed, counted the way the browser's `maxLength` counts (UTF-16 code units). */
  count: number;
  /** The limit. */
  max: number;
  /** Characters left; never negative. */
  remaining: number;
  /** Whether the limit has been reached (or passed by a value set from outside). */
  isAtLimit: boolean;
}

/**
 * Counts a value against a `maxLength`. Returns `null` when there is no usable limit (missing, zero,
 * negative, fractional or not finite), so the caller simply shows no counter.
 */
export function countCharacters(value: string, maxLength: number | undefined): CharacterCount | null {
  if (maxLength === undefined || !Number.isInteger(maxLength) || maxLength <= 0) return null;
  // `maxLength` on <input> and <textarea> counts UTF-16 code units, so `length` matches what the
  // browser enforces (an emoji counts as two).
  const count = value.length;
  return { count, max: maxLength, remaining: Math.max(0, maxLength - count), isAtLimit: count >= maxLength };
}

/** The minimum a select option needs for value resolution. */
export interface OptionLike {
  value: string;
}

/**
 * The value a native `<select>` should show. A value that matches an option is kept. Anything else
 * (empty, stale, unknown) shows the placeholder option (value `''`) when there is one, otherwise the
 * first option, which is what the browser itself would show; this keeps React's controlled value
 * and the DOM in agreement.
 */
export function resolveSelectValue(
  value: string | null | undefined,
  options: readonly OptionLike[],
  hasPlaceholder: boolean,
): string {
  if (value != null && value !== '' && options.some((option) => option.value === value)) return value;
  if (hasPlaceholder) return '';
  return options[0]?.value ?? '';
}
