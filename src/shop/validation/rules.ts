import type { MessageKey } from '../../i18n/nb';

/**
 * The shop's form rules (shop spec, section 5) as pure functions: each takes the typed value and
 * answers `null` when it passes, or the nb catalogue key of the message to show. No React, no form
 * library: the form layer (`useFormField`, `FormTextField`) wires them to react-hook-form.
 */

/** What a rule answers: `null` when the value passes, else the message key. */
export type RuleResult = MessageKey | null;

/** A rule over one field's text. */
export type FieldRule = (value: string) => RuleResult;

/** The longest note a store takes, in characters. */
export const NOTE_MAX_LENGTH = 500;

/** Anything but whitespace. */
export const required: FieldRule = (value) => (value.trim() === '' ? 'validation.required' : null);

/** An e-mail address: something, `@`, a domain with a dot (spec: "must contain @ and a domain"). */
export const email: FieldRule = (value) =>
  value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim()) ? null : 'validation.email';

/**
 * A phone number: digits with an optional country code (`+47`, `0047`), spaces allowed between
 * groups. Norwegian numbers have 8 digits; with a country code 7 to 15 digits in all.
 */
export const phone: FieldRule = (value) => {
  const compact = value.trim().replace(/[\s-]/g, '');
  if (compact === '') return null;
  if (/^(\+|00)\d{7,15}$/.test(compact)) return null;
  return /^\d{8}$/.test(compact) ? null : 'validation.phone';
};

/** A name: letters and digits (spaces, hyphens and apostrophes between them), spec section 5. */
export const name: FieldRule = (value) =>
  value.trim() === '' || /^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u.test(value.trim()) ? null : 'validation.name';

/** At most `max` characters. */
export function maxLength(max: number): FieldRule {
  return (value) => ([...value].length > max ? 'validation.tooLong' : null);
}

/** Norwegian organisation number `NNN-NNN-NNN` (spec section 5). */
export const organisationNumber: FieldRule = (value) =>
  value.trim() === '' || /^\d{3}-\d{3}-\d{3}$/.test(value.trim()) ? null : 'validation.organisationNumber';

/** A Norwegian zip code: four digits. */
export const zipCode: FieldRule = (value) =>
  value.trim() === '' || /^\d{4}$/.test(value.trim()) ? null : 'validation.zipCode';

/** A whole number from `min` to `max` (blank passes: pair with `required`). */
export function wholeNumberBetween(min: number, max: number): FieldRule {
  return (value) => {
    const text = value.trim();
    if (text === '') return null;
    const number = Number(text);
    return /^\d+$/.test(text) && number >= min && number <= max ? null : 'validation.participants';
  };
}

/** Runs rules in order and answers the first failure (so `required` goes first). */
export function all(...rules: FieldRule[]): FieldRule {
  return (value) => {
    for (const rule of rules) {
      const result = rule(value);
      if (result !== null) return result;
    }
    return null;
  };
}
