import { FORM_DRAFT_PREFIX, draftToKeep, restoreDraft } from './formDraft';
import { safeSessionStorage } from '../utils/safeStorage';

/**
 * A form's draft in session storage under `glimt.draft.{name}`, by the rules of `formDraft` (no
 * secrets, no identity numbers, bounded texts and lists). Loaded with `import()` by the draft hooks
 * the first time a form with a draft mounts, so a page pays for it only when it has such a form open.
 */

/** The draft kept for `name`, restored onto `empty` (`null`: none, or none usable). */
export function readFormDraft<T extends Record<string, unknown>>(name: string, empty: T): T | null {
  return restoreDraft(safeSessionStorage.getJSON<unknown>(FORM_DRAFT_PREFIX + name, null), empty);
}

/** Keeps what of `values` differs from `empty`; nothing left forgets the draft. */
export function keepFormDraft<T extends Record<string, unknown>>(name: string, values: T, empty: T): void {
  const draft = draftToKeep(values, empty);
  if (draft) safeSessionStorage.setJSON(FORM_DRAFT_PREFIX + name, draft);
  else forgetFormDraft(name);
}

/** Forgets the draft kept for `name`. */
export function forgetFormDraft(name: string): void {
  safeSessionStorage.removeItem(FORM_DRAFT_PREFIX + name);
}
