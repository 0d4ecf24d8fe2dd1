/**
 * The glasses prescriptions at checkout: which of the cart's glasses lines (frames with
 * prescription lenses, as the server lists them) still need one, whether the order may be placed,
 * and what a line's form saves. The prescription's own rules are `shop/prescription/glasses`; the
 * prescription lives on the cart line on the server, never in the checkout's local draft (it is
 * health data).
 */
import {
  glassesPrescriptionInput,
  isCompleteGlassesPrescription,
  parseGlassesPrescription,
  type GlassesPrescriptionInput,
  type GlassesRuleOptions,
} from '../prescription/glasses';
import type { Cart } from '../adapters/cart';
import type { GlassesLine, LinePrescriptionPayload } from '../schemas/checkout';

/** Where a glasses line's prescription stands: kept and passing every rule, none, or kept but breaking a rule. */
export type LinePrescriptionStatus = 'complete' | 'missing' | 'incomplete';

/** The rule options of a line: computer glasses ask for the working distances. */
export function lineRuleOptions(line: Pick<GlassesLine, 'lens'>): GlassesRuleOptions {
  return { computer: line.lens.kind === 'computer' };
}

/** Where a line's prescription stands (a kept one is checked again by today's rules). */
export function linePrescriptionStatus(
  line: Pick<GlassesLine, 'lens' | 'prescription'>,
): LinePrescriptionStatus {
  if (!line.prescription) return 'missing';
  return isCompleteGlassesPrescription(line.prescription, lineRuleOptions(line)) ? 'complete' : 'incomplete';
}

/** The lines that still need a prescription, in the order of the cart. */
export function linesNeedingPrescription<L extends Pick<GlassesLine, 'lens' | 'prescription'>>(
  lines: readonly L[],
): L[] {
  return lines.filter((line) => linePrescriptionStatus(line) !== 'complete');
}

/** What {@link prescriptionsBlockOrder} looks at. */
export interface PrescriptionOrderState {
  /** The cart's glasses lines as the server has them; `undefined` while they load or failed to. */
  lines: readonly Pick<GlassesLine, 'ref' | 'lens' | 'prescription'>[] | undefined;
  /** The lines whose form is open (a missing prescription, or "Endre" not yet saved or cancelled). */
  openRefs: ReadonlySet<string>;
}

/**
 * Why "Fullfør kjøpet" may not go on yet, or `null` when it may: the glasses lines are not known
 * (`unknown`: still loading or failed, so a line may lack its prescription), a line has no complete
 * prescription on the server (`missing`), or a form is open with changes not saved (`unsaved`).
 * @example prescriptionsBlockOrder({ lines: [], openRefs: new Set() }) // null: no glasses in the cart
 */
export function prescriptionsBlockOrder({
  lines,
  openRefs,
}: PrescriptionOrderState): 'unknown' | 'missing' | 'unsaved' | null {
  if (!lines) return 'unknown';
  if (linesNeedingPrescription(lines).length > 0) return 'missing';
  if (lines.some((line) => openRefs.has(line.ref))) return 'unsaved';
  return null;
}

/** Whether a line's form opens by itself: the line has no complete prescription yet. */
export function opensFormAtFirst(line: Pick<GlassesLine, 'lens' | 'prescription'>): boolean {
  return linePrescriptionStatus(line) !== 'complete';
}

/**
 * What a line's form starts with: the kept prescription typed back (its confirmation stands only
 * when it is complete), or an empty form.
 */
export function lineFormValues(line: Pick<GlassesLine, 'lens' | 'prescription'>): GlassesPrescriptionInput {
  return glassesPrescriptionInput(line.prescription, linePrescriptionStatus(line) === 'complete');
}

/**
 * The body that saves what the shopper typed for a line, or `null` while a rule fails (the form
 * shows which). Working distances go along for computer glasses only.
 */
export function linePrescriptionPayload(
  line: Pick<GlassesLine, 'lens'>,
  input: GlassesPrescriptionInput,
): LinePrescriptionPayload | null {
  const prescription = parseGlassesPrescription(input, lineRuleOptions(line));
  if (!prescription || !input.confirmedUnderOneYear) return null;
  return { prescription, confirmedUnderOneYear: true };
}

/**
 * The cart with a line's newly saved prescription on it (the line by its `ref`), so the cart shown
 * beside the checkout says what the server keeps without reading the cart again. Other lines, and a
 * cart without that line, are left as they are.
 */
export function cartWithLinePrescription<C extends Pick<Cart, 'items'>>(
  cart: C,
  line: Pick<GlassesLine, 'ref' | 'prescription'>,
): C {
  if (!cart.items.some((item) => item.ref === line.ref)) return cart;
  return {
    ...cart,
    items: cart.items.map((item) =>
      item.ref === line.ref ? { ...item, prescriptionGlasses: line.prescription } : item,
    ),
  };
}

/**
 * Whether a cart may hold glasses lines before the server has said: a glasses line is a frame with
 * a lens line on it, so a cart without any line on a frame holds none (and checkout need not load
 * the prescription section for it).
 */
export function mayHoldGlassesLines(cart: Pick<Cart, 'items'> | null | undefined): boolean {
  return cart ? cart.items.some((item) => item.parentSkuID !== null) : false;
}
