import { useCallback, useMemo, useRef, useState } from 'react';
import {
  cartWithLinePrescription,
  mayHoldGlassesLines,
  opensFormAtFirst,
  prescriptionsBlockOrder,
} from '../../../shop/checkout/prescriptions';
import type { Cart } from '../../../shop/adapters/cart';
import type { GlassesLine } from '../../../shop/schemas/checkout';
import { useShopRead } from '../../session/useShopRead';

/** Saves a line's open form: checks it by the rules and, when it passes, saves it. `true` once saved. */
export type SaveLineForm = () => Promise<boolean>;

/**
 * The checkout's glasses lines and their prescription forms: the lines as the server has them
 * (refetched whenever the cart's lines change), which forms are open (a line without a complete
 * prescription, or one the shopper chose to change), each open form's save, and "save every open
 * form" for "Fullfør kjøpet". What is typed stays in the forms (never in the checkout's draft: it
 * is health data); what is saved lives on the cart line on the server.
 */
export function usePrescriptions(
  cart: Cart | null | undefined,
  /** Applies the server's change to the session's cart (the saved prescription shows on its line beside the checkout). */
  confirmChange: (change: (cart: Cart) => Cart) => void,
) {
  // The lines' identity and quantity: a removed frame or a new lens refetches the glasses lines.
  const signature = cart
    ? cart.items
        .map((item) => `${item.ref}:${item.skuId}:${item.parentSkuID ?? ''}:${item.quantity}`)
        .join('|')
    : null;
  // A cart without a lens on a frame holds no glasses: nothing to ask the server.
  const mayHold = mayHoldGlassesLines(cart);
  const read = useShopRead(
    'getGlassesLines',
    signature !== null && mayHold ? [signature] : null,
    (shop) => shop.getGlassesLines(),
    { keepPreviousData: true },
  );
  const { data, replace, reload } = read;
  const noGlasses = cart !== null && cart !== undefined && !mayHold;
  const lines: GlassesLine[] | undefined = useMemo(() => (noGlasses ? [] : data), [noGlasses, data]);

  // Lines the shopper opened with "Endre"; a line without a complete prescription is open anyway.
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const openRefs = useMemo(
    () =>
      new Set(
        (lines ?? []).filter((line) => editing.has(line.ref) || opensFormAtFirst(line)).map((l) => l.ref),
      ),
    [lines, editing],
  );

  const edit = useCallback((ref: string, open: boolean) => {
    setEditing((previous) => {
      const next = new Set(previous);
      if (open) next.add(ref);
      else next.delete(ref);
      return next;
    });
  }, []);

  /** A line's saved prescription, as the server answered it: the line closes its form. */
  const saved = useCallback(
    (line: GlassesLine) => {
      if (data) void replace(data.map((candidate) => (candidate.ref === line.ref ? line : candidate)));
      edit(line.ref, false);
      confirmChange((current) => cartWithLinePrescription(current, line));
    },
    [data, replace, edit, confirmChange],
  );

  const forms = useRef(new Map<string, SaveLineForm>());
  const registerForm = useCallback((ref: string, save: SaveLineForm | null) => {
    if (save) forms.current.set(ref, save);
    else forms.current.delete(ref);
  }, []);

  /**
   * "Fullfør kjøpet": saves every open form in the order of the cart (each shows its own errors),
   * and says whether the order may go on: every glasses line known and with its prescription saved.
   */
  const saveOpenForms = useCallback(async (): Promise<boolean> => {
    if (!lines) return false;
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
    /** The glasses lines; `undefined` while they load or when they failed to load. */
    lines,
    loadFailed: read.status === 'error' && data === undefined,
    /** Reads the lines again ("Prøv igjen", or the payment step said one lacks a prescription). */
    reload,
    loading: lines === undefined && read.status !== 'error',
    openRefs,
    edit,
    saved,
    registerForm,
    saveOpenForms,
    blocked: prescriptionsBlockOrder({ lines, openRefs }),
  };
}

/** What {@link usePrescriptions} returns. */
export type PrescriptionsController = ReturnType<typeof usePrescriptions>;
