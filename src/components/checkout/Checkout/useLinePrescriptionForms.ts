import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Saves a line's open form: checks it by the rules and, when it passes, saves it. `true` once saved. */
export type SaveLineForm = () => Promise<boolean>;

/**
 * The open prescription forms of the checkout's lines, the same for glasses and contact lenses:
 * which lines show their form (those `opensAtFirst` says need one, and those the shopper opened
 * with "Endre"), each open form's save, and "save every open form" for "Fullfør kjøpet".
 * @param lines - the lines asked about, in the order of the cart; `undefined` while they load
 * @param opensAtFirst - whether a line shows its form without the shopper asking (nothing saved yet)
 */
export function useLinePrescriptionForms<L extends { ref: string }>(
  lines: readonly L[] | undefined,
  opensAtFirst: (line: L) => boolean,
) {
  // Lines the shopper opened with "Endre"; a line that needs its form is open anyway.
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const openRefs = useMemo(
    () =>
      new Set(
        (lines ?? []).filter((line) => editing.has(line.ref) || opensAtFirst(line)).map((line) => line.ref),
      ),
    [lines, editing, opensAtFirst],
  );

  const edit = useCallback((ref: string, open: boolean) => {
    setEditing((previous) => {
      if (previous.has(ref) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(ref);
      else next.delete(ref);
      return next;
    });
  }, []);

  const forms = useRef(new Map<string, SaveLineForm>());
  const registerForm = useCallback((ref: string, save: SaveLineForm | null) => {
    if (save) forms.current.set(ref, save);
    else forms.current.delete(ref);
  }, []);

  /**
   * "Fullfør kjøpet": saves every open form in the order of the cart and says whether all were
   * saved. Every form runs, so each shows what is wrong; a form not there yet (its line or its
   * chunk still loading) cannot be saved, so the order waits for it too.
   */
  const saveOpenForms = useCallback(async (): Promise<boolean> => {
    if (!lines) return false;
    let allSaved = true;
    for (const line of lines) {
      if (!openRefs.has(line.ref)) continue;
      const save = forms.current.get(line.ref);
      const ok = save ? await save() : false;
      allSaved &&= ok;
    }
    return allSaved;
  }, [lines, openRefs]);

  return { openRefs, edit, registerForm, saveOpenForms };
}

/**
 * Where focus goes as a line's form opens and closes at the shopper's hand: into the form after
 * "Endre", to the line (its new summary) after saving, back to "Endre" after cancelling; a save is
 * announced in the line's status.
 * @param open - whether the line shows its form
 * @param savedNews - what the status says after a save, e.g. "Styrken for … er lagret."
 */
export function useLineEditFocus(open: boolean, savedNews: string) {
  const [focus, setFocus] = useState<'form' | 'line' | 'edit' | null>(null);
  const [news, setNews] = useState('');
  const lineElement = useRef<HTMLElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open || (focus !== 'line' && focus !== 'edit')) return undefined;
    const timer = setTimeout(() => {
      (focus === 'line' ? lineElement.current : editButton.current)?.focus();
      setFocus(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [open, focus]);

  /** "Endre" was pressed: the form opens with focus on its first field. */
  const opened = useCallback(() => {
    setNews('');
    setFocus('form');
  }, []);
  /** The form closed, saved or not; `moveFocus` false leaves focus where the shopper put it. */
  const closed = useCallback(
    (saved: boolean, moveFocus = true) => {
      setFocus(moveFocus ? (saved ? 'line' : 'edit') : null);
      if (saved) setNews(savedNews);
    },
    [savedNews],
  );

  return { lineElement, editButton, focusForm: focus === 'form', news, opened, closed };
}
