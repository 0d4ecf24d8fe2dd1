/**
 * The contact lens form's values, free of React: what the form holds (text values of its lists),
 * how they become a `LensPurchaseChoice` and back, how a value reads in its list, the message keys
 * of the parameters, and where each rule's error goes (react-hook-form's nested errors). The rules
 * themselves are `validateLensChoice` in `lensPurchase.ts`.
 */
import type { MessageKey } from '../i18n/nb';
import { formatDiopter } from './prescription';
import {
  LENS_MAX_PACKAGES,
  LENS_SUBSCRIPTION_MONTHS,
  initialLensChoice,
  type Eye,
  type LensChoiceError,
  type LensParameter,
  type LensPurchaseChoice,
  type LensSubscriptionMonths,
} from './lensPurchase';
import type { LensParameters } from './schemas/product';

/** One eye as the form holds it: each list's chosen value as text (`''` none), packages as text. */
export type LensFormEye = { enabled: boolean; packages: string } & Record<LensParameter, string>;

/** The contact lens form's values. */
export interface LensFormValues {
  right: LensFormEye;
  left: LensFormEye;
  sameForBoth: boolean;
  mode: 'once' | 'subscription';
  months: string;
  confirmedUnderOneYear: boolean;
}

/** The choices of the packages list: 1 to 12. */
export const LENS_PACKAGE_OPTIONS: readonly string[] = /* @__PURE__ */ Array.from(
  { length: LENS_MAX_PACKAGES },
  (_, index) => String(index + 1),
);

/** The form's starting values for a lens (see `initialLensChoice`). */
export function lensFormValues(parameters: LensParameters): LensFormValues {
  const choice = initialLensChoice(parameters);
  const text = (value: number | null) => (value === null ? '' : String(value));
  const eye = (side: Eye): LensFormEye => {
    const values = choice[side].values;
    return {
      enabled: true,
      packages: '1',
      power: text(values.power),
      baseCurve: text(values.baseCurve),
      diameter: text(values.diameter),
      cylinder: text(values.cylinder),
      axis: text(values.axis),
      addition: text(values.addition),
    };
  };
  return {
    right: eye('right'),
    left: eye('left'),
    sameForBoth: true,
    mode: 'once',
    months: '3',
    confirmedUnderOneYear: false,
  };
}

/** The form's values as a lens choice (an unknown interval falls back to every 3 months). */
export function lensChoiceFromForm(values: LensFormValues): LensPurchaseChoice {
  const read = (text: string) => (text === '' ? null : Number(text));
  const eye = (side: Eye) => {
    const source = values[side];
    return {
      enabled: source.enabled,
      packages: Number(source.packages),
      values: {
        power: read(source.power),
        baseCurve: read(source.baseCurve),
        diameter: read(source.diameter),
        cylinder: read(source.cylinder),
        axis: read(source.axis),
        addition: read(source.addition),
      },
    };
  };
  const months = Number(values.months);
  return {
    right: eye('right'),
    left: eye('left'),
    sameForBoth: values.sameForBoth,
    mode: values.mode,
    months: (LENS_SUBSCRIPTION_MONTHS as readonly number[]).includes(months)
      ? (months as LensSubscriptionMonths)
      : 3,
    confirmedUnderOneYear: values.confirmedUnderOneYear,
  };
}

/** The message key of each parameter's label. */
export const LENS_PARAMETER_LABELS: Readonly<Record<LensParameter, MessageKey>> = {
  power: 'product.lens.param.power',
  baseCurve: 'product.lens.param.baseCurve',
  diameter: 'product.lens.param.diameter',
  cylinder: 'product.lens.param.cylinder',
  axis: 'product.lens.param.axis',
  addition: 'product.lens.param.addition',
};

/**
 * How a parameter's value reads in its list: dioptres with their sign, degrees with °, millimetres
 * with a decimal comma.
 * @example lensParameterText('power', -2.5) // '-2,50'
 */
export function lensParameterText(name: LensParameter, value: number): string {
  if (name === 'power' || name === 'cylinder' || name === 'addition') return formatDiopter(value);
  if (name === 'axis') return `${value}°`;
  return String(value).replace('.', ',');
}

/** A field's error as react-hook-form keeps it. */
export interface LensFormFieldError {
  type: 'rule';
  message: MessageKey;
}

/**
 * The rules' errors placed where react-hook-form shows them (`{ right: { power: … } }`), the first
 * error of a field kept. "No eye chosen" goes to the right eye's "buy for" box, the first of the two.
 */
export function lensFormErrors(errors: readonly LensChoiceError[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const error of errors) {
    const field = error.field === 'eyes' ? 'right.enabled' : error.field;
    const [head, tail] = field.split('.') as [string, string | undefined];
    const entry: LensFormFieldError = { type: 'rule', message: error.message };
    if (tail === undefined) result[head] ??= entry;
    else {
      const group = (result[head] ??= {}) as Record<string, unknown>;
      group[tail] ??= entry;
    }
  }
  return result;
}

/**
 * How many fields the form marks as wrong: one for a top-level field (`mode`), one for each field
 * of an eye (`right.power`, `left.packages`), as {@link lensFormErrors} places them.
 */
export function lensFormErrorCount(errors: Readonly<Record<string, unknown>>): number {
  let count = 0;
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    count += 'message' in value ? 1 : Object.keys(value).length;
  }
  return count;
}

/** What the contact lens form is for: buying the lens, or only the strength of lenses in the cart. */
export type LensFormPurpose = 'purchase' | 'prescription';

/** Which parts of the contact lens form show. */
export interface LensFormParts {
  /** The packages list of each eye. */
  packages: boolean;
  /** One-time purchase or subscription, as a choice. */
  purchaseMode: boolean;
  /** "Kan ikke abonneres" in place of the choice (a lens sold only once). */
  noSubscription: boolean;
  /** The subscription's interval (every 1, 2, 3 or 6 months). */
  interval: boolean;
  /** The total (packages and price). */
  total: boolean;
}

/**
 * The parts the form shows: a purchase asks for packages, how to buy (a subscription only when the
 * lens can be subscribed to, its interval only once chosen) and shows the total; a strength for
 * lenses already in the cart asks for the prescription alone (packages and purchase stay the line's).
 */
export function lensFormParts(
  purpose: LensFormPurpose,
  subscribable: boolean,
  mode: LensFormValues['mode'],
): LensFormParts {
  const purchase = purpose === 'purchase';
  return {
    packages: purchase,
    purchaseMode: purchase && subscribable,
    noSubscription: purchase && !subscribable,
    interval: purchase && subscribable && mode === 'subscription',
    total: purchase,
  };
}
