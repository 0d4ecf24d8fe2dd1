/**
 * Buying contact lenses on the product page, free of React: the prescription per eye (only the
 * parameters and values the article is made in), "same for both eyes", packages per eye, one-time
 * purchase or a subscription every 1, 2, 3 or 6 months, the price, and the cart payload. Shop spec
 * sections 3, 5 and 9.
 */
import type { MessageKey } from '../i18n/nb';
import type { CartSubscriptionInterval } from './enums';
import { isPriceAmount } from './schemas/common';
import type { CartUpdatePayload, LensEyePrescription } from './schemas/cart';
import type { ProductDetail, LensParameters } from './schemas/product';

/** The subscription intervals in months (shop spec 9: every 1, 2, 3 or 6 months). */
export const LENS_SUBSCRIPTION_MONTHS = [1, 2, 3, 6] as const;
/** A subscription interval in months. */
export type LensSubscriptionMonths = (typeof LENS_SUBSCRIPTION_MONTHS)[number];

/** Lens orders are processed about this many working days before the desired date (shop spec 9). */
export const LENS_ORDER_PROCESSING_WORKING_DAYS = 23;
/** Lens orders are sent about this many working days before the desired date (shop spec 9). */
export const LENS_ORDER_SHIPPING_WORKING_DAYS = 21;

/** The most packages of one line in the cart (shop spec 9: max cart line quantity 12). */
export const LENS_MAX_PACKAGES = 12;

/** The parameters of one eye a lens may ask for. */
export const LENS_PARAMETERS = ['power', 'baseCurve', 'diameter', 'cylinder', 'axis', 'addition'] as const;
/** A lens parameter. */
export type LensParameter = (typeof LENS_PARAMETERS)[number];

/** The eyes, right first (as opticians write them). */
export const EYES = ['right', 'left'] as const;
/** An eye. */
export type Eye = (typeof EYES)[number];

/** What the shopper chose for one eye: each parameter's value (`null` not chosen) and packages. */
export interface LensEyeChoice {
  /** The shopper buys for this eye. */
  enabled: boolean;
  values: Record<LensParameter, number | null>;
  /** Packages for this eye. */
  packages: number;
}

/** The whole choice of the lens form. */
export interface LensPurchaseChoice {
  right: LensEyeChoice;
  left: LensEyeChoice;
  /** The left eye takes the right eye's values (and packages). */
  sameForBoth: boolean;
  /** One-time purchase or a subscription. */
  mode: 'once' | 'subscription';
  /** The subscription interval in months. */
  months: LensSubscriptionMonths;
  /**
   * The shopper confirms the prescription is under one year old (shop spec 5, as for glasses; a
   * lens subscription freezes when it is not).
   */
  confirmedUnderOneYear: boolean;
}

/** The parameters this lens asks for: those with at least one value, in the optician's order. */
export function lensParametersAsked(parameters: LensParameters): LensParameter[] {
  return LENS_PARAMETERS.filter((name) => parameters[name].length > 0);
}

/** An empty eye: nothing chosen, one package; a parameter with a single value is chosen already. */
export function emptyLensEye(parameters: LensParameters, enabled = true): LensEyeChoice {
  const values = {} as Record<LensParameter, number | null>;
  for (const name of LENS_PARAMETERS) {
    const offered = parameters[name];
    values[name] = offered.length === 1 ? (offered[0] ?? null) : null;
  }
  return { enabled, values, packages: 1 };
}

/**
 * The form's starting choice: both eyes, the same for both, one-time purchase, every 3 months, the
 * prescription's age not yet confirmed.
 */
export function initialLensChoice(parameters: LensParameters): LensPurchaseChoice {
  return {
    right: emptyLensEye(parameters),
    left: emptyLensEye(parameters),
    sameForBoth: true,
    mode: 'once',
    months: 3,
    confirmedUnderOneYear: false,
  };
}

/** The choice with "same for both eyes" applied: the left eye is the right eye's copy. */
export function effectiveLensChoice(choice: LensPurchaseChoice): LensPurchaseChoice {
  if (!choice.sameForBoth) return choice;
  return { ...choice, left: { ...choice.right, values: { ...choice.right.values } } };
}

/** Whether the product can be bought on a subscription: it allows one and has a subscription price. */
export function canSubscribe(article: Pick<ProductDetail, 'allowSubscription' | 'price'>): boolean {
  const part = article.price.subscription;
  return article.allowSubscription && part !== null && isPriceAmount(part.amount);
}

/** One problem of the lens form: where it is and its message. */
export interface LensChoiceError {
  /** `right.power`, `left.packages`, `eyes`, `mode`. */
  field: string;
  message: MessageKey;
}

const REQUIRED_KEYS: Readonly<Record<LensParameter, MessageKey>> = {
  power: 'product.lens.error.power',
  baseCurve: 'product.lens.error.baseCurve',
  diameter: 'product.lens.error.diameter',
  cylinder: 'product.lens.error.cylinder',
  axis: 'product.lens.error.axis',
  addition: 'product.lens.error.addition',
};

/**
 * The problems of a lens choice, in the form's order (so focus goes to the first): at least one
 * eye; for each eye bought, every parameter the lens asks for, with a value the lens is made in;
 * 1 to 12 packages per eye and at most 12 together; a subscription only for a product that allows
 * it; the prescription confirmed under one year old. Empty when the choice can go to the cart.
 */
export function validateLensChoice(
  choice: LensPurchaseChoice,
  article: Pick<ProductDetail, 'allowSubscription' | 'price'> & { lensParameters: LensParameters },
): LensChoiceError[] {
  const effective = effectiveLensChoice(choice);
  const errors: LensChoiceError[] = [];
  const asked = lensParametersAsked(article.lensParameters);
  if (!effective.right.enabled && !effective.left.enabled) {
    errors.push({ field: 'eyes', message: 'product.lens.error.noEye' });
  }
  for (const eye of EYES) {
    // With the same values for both, the left eye's fields are not shown: report the right only.
    if (eye === 'left' && choice.sameForBoth) continue;
    const chosen = effective[eye];
    if (!chosen.enabled) continue;
    for (const name of asked) {
      const value = chosen.values[name];
      if (value === null || !article.lensParameters[name].includes(value)) {
        errors.push({ field: `${eye}.${name}`, message: REQUIRED_KEYS[name] });
      }
    }
    if (!Number.isInteger(chosen.packages) || chosen.packages < 1 || chosen.packages > LENS_MAX_PACKAGES) {
      errors.push({ field: `${eye}.packages`, message: 'product.lens.error.packages' });
    }
  }
  if (errors.length === 0 && lensPackages(effective) > LENS_MAX_PACKAGES) {
    errors.push({ field: 'right.packages', message: 'product.lens.error.tooManyPackages' });
  }
  if (effective.mode === 'subscription' && !canSubscribe(article)) {
    errors.push({ field: 'mode', message: 'product.lens.error.notForSubscription' });
  }
  if (!choice.confirmedUnderOneYear) {
    errors.push({ field: 'confirmedUnderOneYear', message: 'product.prescription.error.notConfirmed' });
  }
  return errors;
}

/** Packages over both eyes bought. */
export function lensPackages(choice: LensPurchaseChoice): number {
  const effective = effectiveLensChoice(choice);
  return EYES.reduce((sum, eye) => sum + (effective[eye].enabled ? effective[eye].packages : 0), 0);
}

/** The price of one package for the mode, and the total; `null` amounts when the price is broken. */
export function lensPrice(
  choice: LensPurchaseChoice,
  article: Pick<ProductDetail, 'price'>,
): { perPackage: number | null; total: number | null; packages: number } {
  const part = choice.mode === 'subscription' ? article.price.subscription : article.price.unit;
  const packages = lensPackages(choice);
  if (!part || !isPriceAmount(part.amount)) return { perPackage: null, total: null, packages };
  return { perPackage: part.amount, total: Math.round(part.amount * packages * 100) / 100, packages };
}

/** The cart's interval code of a number of months (`3` → `m3`). */
export function subscriptionIntervalCode(months: LensSubscriptionMonths): CartSubscriptionInterval {
  return `m${months}`;
}

function eyePrescription(eye: LensEyeChoice): LensEyePrescription | null {
  if (!eye.enabled || eye.values.power === null) return null;
  return {
    power: eye.values.power,
    baseCurve: eye.values.baseCurve,
    diameter: eye.values.diameter,
    cylinder: eye.values.cylinder,
    axis: eye.values.axis === null ? null : Math.round(eye.values.axis),
    addition: eye.values.addition,
  };
}

/**
 * The cart update of a valid lens choice: the package SKU, the packages of both eyes as the
 * quantity (added to what the cart holds already), the interval of a subscription and the
 * prescription per eye.
 */
export function lensCartPayload(
  choice: LensPurchaseChoice,
  skuId: string,
  quantityInCart = 0,
): CartUpdatePayload {
  const effective = effectiveLensChoice(choice);
  const payload: CartUpdatePayload = {
    skuId,
    quantity: Math.min(LENS_MAX_PACKAGES, Math.max(0, quantityInCart) + lensPackages(effective)),
    prescription: { right: eyePrescription(effective.right), left: eyePrescription(effective.left) },
  };
  if (effective.mode === 'subscription')
    payload.subscriptionInterval = subscriptionIntervalCode(effective.months);
  return payload;
}
