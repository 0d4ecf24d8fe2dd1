import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as DraftStoreModule from '../shop/formDraftStore';

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

type DraftStore = typeof DraftStoreModule;
let draftStoreLoad: Promise<DraftStore | null> | null = null;
/**
 * The draft store, loaded once on first need (a page without a kept form never loads it). A load that
 * fails (offline, or a new release replaced the chunk) answers `null`: the form works without its
 * draft, and the next call tries again.
 */
const draftStore = (): Promise<DraftStore | null> =>
  (draftStoreLoad ??= import('../shop/formDraftStore').catch(() => {
    draftStoreLoad = null;
    return null;
  }));

/**
 * What the shopper typed, kept in session storage under `name` (`null`: keeps nothing) so that a
 * wizard left and opened again in the same tab starts from it. Secrets and identity numbers are never
 * kept (see `shop/formDraft`). `empty` is the form's empty values, stable across renders. Storage is
 * read after mounting, so a server render and the first browser render agree; the store's code loads
 * then too, and a draft that arrives after the shopper has begun typing is not put over what they typed.
 * Writes keep the order of the calls.
 */
export function useSessionDraft<T extends FieldValues>(name: string | null, empty: T): SessionDraft<T> {
  const [restored, setRestored] = useState<T | null>(null);
  const cleared = useRef(false);
  const typed = useRef(false);
  useEffect(() => {
    if (name === null) return undefined;
    cleared.current = false;
    typed.current = false;
    let current = true;
    void draftStore().then((store) => {
      if (store && current && !typed.current) setRestored(store.readFormDraft(name, empty));
    });
    return () => {
      current = false;
    };
  }, [name, empty]);
  const save = useCallback(
    (values: T) => {
      if (name === null || cleared.current) return;
      typed.current = true;
      void draftStore().then((store) => {
        if (store && !cleared.current) store.keepFormDraft(name, values, empty);
      });
    },
    [name, empty],
  );
  const forget = useCallback(() => {
    if (name !== null) void draftStore().then((store) => store?.forgetFormDraft(name));
  }, [name]);
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
