import { useCallback, useMemo } from 'react';
import {
  cartWithLinePrescription,
  mayHoldGlassesLines,
  opensFormAtFirst,
  prescriptionsBlockOrder,
} from '../../../shop/checkout/prescriptions';
import type { Cart } from '../../../shop/adapters/cart';
import type { GlassesLine } from '../../../shop/schemas/checkout';
import { useShopRead } from '../../session/useShopRead';
import { useLinePrescriptionForms } from './useLinePrescriptionForms';

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

  const { openRefs, edit, registerForm, saveOpenForms } = useLinePrescriptionForms(lines, opensFormAtFirst);

  /** A line's saved prescription, as the server answered it: the line closes its form. */
  const saved = useCallback(
    (line: GlassesLine) => {
      if (data) void replace(data.map((candidate) => (candidate.ref === line.ref ? line : candidate)));
      edit(line.ref, false);
      confirmChange((current) => cartWithLinePrescription(current, line));
    },
    [data, replace, edit, confirmChange],
  );

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
