/**
 * The contact lens prescriptions at checkout: which of the cart's lines are contact lenses, which of
 * them still lack their strength (shop spec 3: a lens line carries a `prescription` per eye),
 * whether the order may be placed, what the product page's lens form starts with for a line and
 * what saving it sends (a cart update with the line's `prescription`). The lens form's own rules are
 * `validateLensChoice` in `shop/lensPurchase`; the strength lives on the cart line on the server,
 * never in the checkout's local draft (it is health data).
 */
import type { Cart } from '../adapters/cart';
import { lensFormValues, type LensFormEye, type LensFormValues } from '../lensForm';
import { LENS_PARAMETERS, lensCartPayload, type Eye, type LensPurchaseChoice } from '../lensPurchase';
import type {
  CartItem,
  CartUpdatePayload,
  ContactLensPrescription,
  LensEyePrescription,
} from '../schemas/cart';
import type { LensParameters } from '../schemas/product';

/**
 * Whether a cart line's category is the contact lenses' (`Kontaktlinser`, in any case). Their
 * accessories (`Tilbehør kontaktlinser`: fluids, cases) are not lenses and need no strength.
 * @example isContactLensCategory('Kontaktlinser') // true
 * @example isContactLensCategory('Tilbehør kontaktlinser') // false
 */
export function isContactLensCategory(category: string): boolean {
  return category.trim().toLowerCase() === 'kontaktlinser';
}

/** Whether a cart line is contact lenses bought on their own (a line on a frame follows the frame). */
export function isContactLensLine(item: Pick<CartItem, 'parentSkuID' | 'category'>): boolean {
  return item.parentSkuID === null && isContactLensCategory(item.category);
}

/** Whether a lens line has its strength: a prescription with at least one eye. */
export function hasLensPrescription(item: Pick<CartItem, 'prescription'>): boolean {
  const { prescription } = item;
  return prescription !== null && (prescription.right !== null || prescription.left !== null);
}

/** The cart's contact lens lines, in the order of the cart. */
export function contactLensLines(cart: Pick<Cart, 'items'> | null | undefined): CartItem[] {
  return cart ? cart.items.filter(isContactLensLine) : [];
}

/** The lens lines that still lack their strength, in the order of the cart. */
export function lensLinesNeedingPrescription<
  L extends Pick<CartItem, 'parentSkuID' | 'category' | 'prescription'>,
>(lines: readonly L[]): L[] {
  return lines.filter((line) => isContactLensLine(line) && !hasLensPrescription(line));
}

/**
 * The lines the checkout has asked about during this visit: those asked before, and every lens line
 * without its strength now. A line keeps its place in the section once its strength is saved (it
 * shows the strength with "Endre"); a line that came with its strength is not asked about (the
 * order summary shows it). The same set comes back when nothing is new, so a caller can keep it.
 */
export function lensLinesAsked(
  asked: ReadonlySet<string>,
  lines: readonly Pick<CartItem, 'ref' | 'parentSkuID' | 'category' | 'prescription'>[],
): ReadonlySet<string> {
  const fresh = lensLinesNeedingPrescription(lines).filter((line) => !asked.has(line.ref));
  if (fresh.length === 0) return asked;
  return new Set([...asked, ...fresh.map((line) => line.ref)]);
}

/** What {@link lensPrescriptionsBlockOrder} looks at. */
export interface LensOrderState {
  /** The cart's lines (the lens lines are picked out of them). */
  lines: readonly Pick<CartItem, 'ref' | 'parentSkuID' | 'category' | 'prescription'>[];
  /** The lens lines whose form is open (no strength yet, or "Endre" not yet saved or cancelled). */
  openRefs: ReadonlySet<string>;
}

/**
 * Why "Fullfør kjøpet" may not go on yet for the contact lenses, or `null` when it may: a lens line
 * has no strength (`missing`), or a form is open with a change not saved (`unsaved`).
 * @example lensPrescriptionsBlockOrder({ lines: [], openRefs: new Set() }) // null: no lenses
 */
export function lensPrescriptionsBlockOrder({
  lines,
  openRefs,
}: LensOrderState): 'missing' | 'unsaved' | null {
  const lenses = lines.filter(isContactLensLine);
  if (lensLinesNeedingPrescription(lenses).length > 0) return 'missing';
  if (lenses.some((line) => openRefs.has(line.ref))) return 'unsaved';
  return null;
}

/** Whether a lens line's form opens by itself: it has no strength yet. */
export function lensFormOpensAtFirst(line: Pick<CartItem, 'prescription'>): boolean {
  return !hasLensPrescription(line);
}

function sameEye(a: LensEyePrescription | null, b: LensEyePrescription | null): boolean {
  if (a === null || b === null) return a === b;
  return LENS_PARAMETERS.every((name) => a[name] === b[name]);
}

/**
 * What the product page's lens form starts with for a lens line: its kept strength, each value the
 * lens is made in chosen (others left to choose again), "same for both eyes" when the eyes are
 * alike, an eye without strength not bought for; without a strength the lens's empty form.
 */
export function lensLineFormValues(
  prescription: ContactLensPrescription | null,
  parameters: LensParameters,
): LensFormValues {
  const empty = lensFormValues(parameters);
  if (!prescription || (prescription.right === null && prescription.left === null)) return empty;
  const eye = (side: Eye): LensFormEye => {
    const kept = prescription[side];
    const start = empty[side];
    if (kept === null) return { ...start, enabled: false };
    const values = { ...start, enabled: true };
    for (const name of LENS_PARAMETERS) {
      const value = kept[name];
      if (value !== null && parameters[name].includes(value)) values[name] = String(value);
    }
    return values;
  };
  const right = eye('right');
  const left = eye('left');
  const sameForBoth = sameEye(prescription.right, prescription.left);
  return { ...empty, right, left, sameForBoth };
}

/**
 * The cart update that keeps the strength chosen in the lens form on a lens line: the line's SKU
 * and its quantity as the shopper sees it (the strength changes nothing else), and the prescription
 * per eye as the product page sends it (an eye not bought for is `null`).
 */
export function lensPrescriptionUpdate(
  line: Pick<CartItem, 'skuId' | 'quantity'>,
  choice: LensPurchaseChoice,
): CartUpdatePayload & { prescription: ContactLensPrescription } {
  // The product page's payload, for its prescription only: packages and interval stay the line's.
  const prescription = lensCartPayload(choice, line.skuId).prescription ?? { right: null, left: null };
  return { skuId: line.skuId, quantity: line.quantity, prescription };
}
