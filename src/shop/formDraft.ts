/**
 * What a form keeps of what the shopper typed, so that leaving a wizard and coming back restores it
 * (session storage: gone with the tab). Pure: the hook `useFormDraft` reads and writes the storage.
 *
 * Never kept: a field whose name says it is a secret or an identity number (password, personal
 * number, card, PIN, security code), and any text that carries eleven digits in a row (a personal
 * number typed into another field). A kept draft read back is hostile: only the form's own fields,
 * of the same type, texts cut to {@link FORM_DRAFT_TEXT_MAX}.
 */

/** The session storage key prefix of form drafts (`glimt.draft.<form>`). */
export const FORM_DRAFT_PREFIX = 'glimt.draft.';

/** The longest text a draft keeps, in characters. */
export const FORM_DRAFT_TEXT_MAX = 2000;

/** Words of a field's name that mark a secret or an identity number. */
const SECRET_WORDS = new Set([
  'password',
  'passord',
  'personal',
  'personnummer',
  'fodselsnummer',
  'foedselsnummer',
  'ssn',
  'card',
  'cvc',
  'cvv',
  'pin',
  'security',
]);

/** Eleven digits, with at most one space, dot or hyphen between each: a Norwegian personal number. */
const ELEVEN_DIGITS = /(?:\d[\s.-]?){10}\d/;

/** Whether a field of this name may be kept. */
export function isKeepableField(name: string): boolean {
  // camelCase and separators split the name into words: `giftCardPin` is gift, card, pin.
  const words = name.split(/(?=[A-Z])|[^A-Za-z]+/);
  return !words.some((word) => SECRET_WORDS.has(word.toLowerCase()));
}

type Shape = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The longest list a draft keeps (chosen options, such as protective glasses classes). */
const LIST_MAX = 50;

/**
 * One field of `source` as the shape's field `start` allows it, or `undefined`: a group is walked
 * field by field, a list must be texts or numbers (a multiple choice), anything else must have the
 * start's type; texts are cut to {@link FORM_DRAFT_TEXT_MAX}, and secrets never pass.
 */
function allowed(name: string, value: unknown, start: unknown, changedOnly: boolean): unknown {
  if (!isKeepableField(name) || (typeof value === 'string' && ELEVEN_DIGITS.test(value))) return undefined;
  if (isPlainObject(start))
    return isPlainObject(value) ? (walk(value, start, changedOnly) ?? undefined) : undefined;
  if (Array.isArray(start)) {
    const list =
      Array.isArray(value) &&
      value.length <= LIST_MAX &&
      value.every((item) => (typeof item === 'string' && item.length <= 100) || Number.isFinite(item));
    return list && !(changedOnly && JSON.stringify(value) === JSON.stringify(start)) ? [...value] : undefined;
  }
  if (typeof value !== typeof start || (changedOnly && value === start)) return undefined;
  return typeof value === 'string' ? value.slice(0, FORM_DRAFT_TEXT_MAX) : value;
}

function walk(source: Shape, shape: Shape, changedOnly: boolean): Shape | null {
  const kept: Shape = {};
  for (const [name, start] of Object.entries(shape)) {
    const value = allowed(name, source[name], start, changedOnly);
    if (value !== undefined) kept[name] = value;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * The part of `values` to keep: the fields that differ from `empty` (recursing into groups such as
 * one eye's strength), without secrets. `null` when nothing is left: then nothing needs keeping.
 */
export function draftToKeep<T extends Shape>(values: T, empty: T): Partial<T> | null {
  return walk(values, empty, true) as Partial<T> | null;
}

/**
 * A kept draft read back, laid over `empty`: the form's whole values. Anything else in storage (an
 * unknown field, another type, a secret) is dropped and a long text cut. `null` when nothing usable
 * was kept.
 */
export function restoreDraft<T extends Shape>(stored: unknown, empty: T): T | null {
  const kept = isPlainObject(stored) ? walk(stored, empty, false) : null;
  if (!kept) return null;
  const restored: Shape = { ...empty, ...kept };
  // A group kept in part is completed from the empty group.
  for (const [name, start] of Object.entries(empty)) {
    if (isPlainObject(start) && isPlainObject(kept[name])) restored[name] = restoreDraft(kept[name], start);
  }
  return restored as T;
}
