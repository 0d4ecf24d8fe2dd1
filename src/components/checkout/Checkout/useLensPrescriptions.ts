import { useMemo, useState } from 'react';
import type { Cart } from '../../../shop/adapters/cart';
import {
  contactLensLines,
  lensFormOpensAtFirst,
  lensLinesAsked,
  lensPrescriptionsBlockOrder,
} from '../../../shop/checkout/lensPrescriptions';
import type { CartItem } from '../../../shop/schemas/cart';
import { useLinePrescriptionForms } from './useLinePrescriptionForms';

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

  const { openRefs, edit, registerForm, saveOpenForms } = useLinePrescriptionForms(
    lines,
    lensFormOpensAtFirst,
  );

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
