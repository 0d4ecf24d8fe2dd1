import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FORM_DRAFT_PREFIX, draftToKeep, restoreDraft } from '../shop/formDraft';
import { safeSessionStorage } from '../utils/safeStorage';

/** What {@link useSessionDraft} answers. */
export interface SessionDraft<T> {
  /** The values kept from before, read once after mounting (`null`: none, or none usable). */
  restored: T | null;
  /** Keeps what differs from the empty values (nothing left: forgets the draft). */
  save: (values: T) => void;
  /** Forgets the draft and keeps nothing more (call it once the form is sent). */
  clear: () => void;
  /** Forgets the draft; later changes are kept again (a form that stays, such as the lens form). */
  forget: () => void;
}

/**
 * What the shopper typed, kept in session storage under `name` (`null`: keeps nothing) so that a
 * wizard left and opened again in the same tab starts from it. Secrets and identity numbers are never
 * kept (see `shop/formDraft`). `empty` is the form's empty values, stable across renders. Storage is
 * read after mounting, so a server render and the first browser render agree.
 */
export function useSessionDraft<T extends FieldValues>(name: string | null, empty: T): SessionDraft<T> {
  const key = name === null ? null : FORM_DRAFT_PREFIX + name;
  const [restored, setRestored] = useState<T | null>(null);
  const cleared = useRef(false);
  useEffect(() => {
    if (key === null) return;
    cleared.current = false;
    setRestored(restoreDraft(safeSessionStorage.getJSON<unknown>(key, null), empty));
  }, [key, empty]);
  const save = useCallback(
    (values: T) => {
      if (key === null || cleared.current) return;
      const draft = draftToKeep(values, empty);
      if (draft) safeSessionStorage.setJSON(key, draft);
      else safeSessionStorage.removeItem(key);
    },
    [key, empty],
  );
  const forget = useCallback(() => {
    if (key !== null) safeSessionStorage.removeItem(key);
  }, [key]);
  const clear = useCallback(() => {
    cleared.current = true;
    forget();
  }, [forget]);
  return { restored, save, clear, forget };
}

/** What {@link useFormDraft} answers. */
export interface FormDraft {
  /** The form was filled from a kept draft when it opened. */
  restored: boolean;
  /** Forgets the draft and keeps nothing more (call it once the form is sent). */
  clear: () => void;
}

/**
 * {@link useSessionDraft} for a react-hook-form form: a kept draft fills the form when it opens, and
 * every change is kept. The form's default values stay `empty`, so a restored form counts as changed
 * (`isDirty`) and its leave warning is on.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'reset'>,
  name: string | null,
  empty: T,
): FormDraft {
  const { restored, save, clear } = useSessionDraft(name, empty);
  const { watch, reset } = form;
  useEffect(() => {
    if (restored) reset(restored, { keepDefaultValues: true });
  }, [restored, reset]);
  useEffect(() => {
    const subscription = watch((values) => save(values as T));
    return () => subscription.unsubscribe();
  }, [watch, save]);
  return { restored: restored !== null, clear };
}
