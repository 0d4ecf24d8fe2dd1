import { useCallback, useMemo, useRef, useState } from 'react';
import type { Cart } from '../../../shop/adapters/cart';
import {
  contactLensLines,
  lensFormOpensAtFirst,
  lensLinesAsked,
  lensPrescriptionsBlockOrder,
} from '../../../shop/checkout/lensPrescriptions';
import type { CartItem } from '../../../shop/schemas/cart';
import type { SaveLineForm } from './usePrescriptions';

/**
 * The checkout's contact lens lines and their strength: the lens lines the checkout asks about
 * (those without a strength, and those it asked about before in this visit, so a saved strength
 * stays on show with "Endre"), which forms are open, each open form's save, and "save every open
 * form" for "Fullfør kjøpet". The lines are the session's cart (a saved strength is a cart update);
 * what is typed stays in the forms (never in the checkout's draft: it is health data).
 */
export function useLensPrescriptions(cart: Cart | null | undefined) {
  const lenses = useMemo(() => contactLensLines(cart), [cart]);

  // The lens lines asked about in this visit: a line without a strength joins at once (state set
  // while rendering: the set grows only, so this settles in one more render).
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => lensLinesAsked(new Set(), lenses));
  const nextAsked = lensLinesAsked(asked, lenses);
  if (nextAsked !== asked) setAsked(nextAsked);
  const lines: CartItem[] = useMemo(
    () => lenses.filter((line) => nextAsked.has(line.ref)),
    [lenses, nextAsked],
  );

  // Lines the shopper opened with "Endre"; a line without a strength is open anyway.
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const openRefs = useMemo(
    () =>
      new Set(lines.filter((line) => editing.has(line.ref) || lensFormOpensAtFirst(line)).map((l) => l.ref)),
    [lines, editing],
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
   * "Fullfør kjøpet": saves every open form in the order of the cart (each shows its own errors),
   * and says whether the order may go on: every lens line with its strength saved. A form whose
   * lens is still loading cannot be saved yet, so the order waits for it too.
   */
  const saveOpenForms = useCallback(async (): Promise<boolean> => {
    let allSaved = true;
    for (const line of lines) {
      if (!openRefs.has(line.ref)) continue;
      const save = forms.current.get(line.ref);
      // Run every form so each shows what is wrong; the order waits for all of them.
      const ok = save ? await save() : false;
      allSaved &&= ok;
    }
    return allSaved;
  }, [lines, openRefs]);

  return {
    /** The lens lines the checkout asks about, in the order of the cart (empty: no section). */
    lines,
    openRefs,
    edit,
    registerForm,
    saveOpenForms,
    blocked: lensPrescriptionsBlockOrder({ lines: lenses, openRefs }),
  };
}

/** What {@link useLensPrescriptions} returns. */
export type LensPrescriptionsController = ReturnType<typeof useLensPrescriptions>;
