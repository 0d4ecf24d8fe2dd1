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

/** Whether day, month and full year make a real calendar date (31.02 does not). */
function isCalendarDate(day: number, month: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A personal number as shoppers type it: `DDMMYY-XXXXX`, or the same eleven digits without the hyphen. */
const PERSONAL_NUMBER = /^(\d{2})(\d{2})(\d{2})-?(\d{5})$/;

/**
 * A Norwegian personal number (spec section 5: `DDMMYY-XXXXX`): eleven digits, with or without the
 * hyphen after the birth date (issue #40: the usual eleven digits were refused), and a real day and
 * month (a D-number adds 4 to the day's first digit). Send it with {@link toApiPersonalNumber}.
 */
export const personalNumber: FieldRule = (value) => {
  const text = value.trim();
  if (text === '') return null;
  const match = PERSONAL_NUMBER.exec(text);
  if (!match) return 'validation.personalNumber';
  const rawDay = Number(match[1]);
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  // Any century: 29.02 is valid when some year of the century allows it (2000 does).
  const year = 2000 + Number(match[3]);
  return isCalendarDate(day, Number(match[2]), year) || isCalendarDate(day, Number(match[2]), year - 100)
    ? null
    : 'validation.personalNumber';
};

/**
 * A personal number in the form the shop API takes, `DDMMYY-XXXXX`, from either form
 * {@link personalNumber} accepts; anything else comes back trimmed, as typed.
 */
export function toApiPersonalNumber(value: string): string {
  const text = value.trim();
  const match = PERSONAL_NUMBER.exec(text);
  return match ? `${match[1]}${match[2]}${match[3]}-${match[4]}` : text;
}

/** A birth date as `DDMMYYYY` (spec section 5): a real date from the year 1900 on. */
export const birthDate: FieldRule = (value) => {
  const text = value.trim();
  if (text === '') return null;
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (!match) return 'validation.birthDate';
  const year = Number(match[3]);
  return year >= 1900 && isCalendarDate(Number(match[1]), Number(match[2]), year)
    ? null
    : 'validation.birthDate';
};

/** The shortest password the shop takes (spec sections 5 and 9). */
export const PASSWORD_MIN_LENGTH = 8;

/** A password of at least {@link PASSWORD_MIN_LENGTH} characters (blank passes: pair with `required`). */
export const password: FieldRule = (value) =>
  value === '' || [...value].length >= PASSWORD_MIN_LENGTH ? null : 'validation.passwordLength';

/** The second entry of a password: equal to the first (spec section 5: "the two entries must match"). */
export function sameAs(first: string): FieldRule {
  return (value) => (value === '' || value === first ? null : 'validation.passwordMismatch');
}

/** A box that must be ticked: the terms (spec section 5: "terms must be accepted"). */
export function accepted(value: boolean): RuleResult {
  return value ? null : 'validation.acceptTerms';
}

/** A gift card number: 16 digits, spaces between groups allowed. */
export const giftCardNumber: FieldRule = (value) =>
  value.trim() === '' || /^\d{16}$/.test(value.replace(/\s/g, '')) ? null : 'validation.giftCardNumber';

/** A gift card PIN: four digits. */
export const giftCardPin: FieldRule = (value) =>
  value.trim() === '' || /^\d{4}$/.test(value.trim()) ? null : 'validation.giftCardPin';

/**
 * A Norwegian bank account number: 11 digits (spaces and dots between groups allowed) whose last
 * digit is the MOD11 check digit of the first ten (weights 5,4,3,2,7,6,5,4,3,2).
 */
export const bankAccountNumber: FieldRule = (value) => {
  const digits = value.replace(/[\s.]/g, '');
  if (digits === '') return null;
  if (!/^\d{11}$/.test(digits)) return 'validation.bankAccountNumber';
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[10]) ? null : 'validation.bankAccountNumber';
};

/**
 * An employee number as employers hand them out (`A-1001`, `NE-0042`, `HR 12345`): letters and
 * digits, with single spaces or hyphens between them. The update body's schema shares it.
 */
export const EMPLOYEE_NUMBER_PATTERN = /^[\p{L}\p{N}](?:[ -]?[\p{L}\p{N}])*$/u;
/** The longest employee number, in characters. */
export const EMPLOYEE_NUMBER_MAX_LENGTH = 20;

/** An employee number (see {@link EMPLOYEE_NUMBER_PATTERN}), at most 20 characters; blank passes. */
export const employeeNumber: FieldRule = (value) => {
  const text = value.trim();
  if (text === '') return null;
  return text.length <= EMPLOYEE_NUMBER_MAX_LENGTH && EMPLOYEE_NUMBER_PATTERN.test(text)
    ? null
    : 'validation.employeeNumber';
};

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

/**
 * A Lifestyle glasses subscription number `LS-NNNNNN` (issue 20: connect Lifestyle); the prefix in
 * either case, spaces around it ignored (blank passes: pair with `required`).
 */
export const lifestyleSubscriptionNumber: FieldRule = (value) =>
  value.trim() === '' || /^LS-\d{6}$/i.test(value.trim()) ? null : 'subscription.connect.invalidNumber';

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
