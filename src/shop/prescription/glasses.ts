/**
 * The glasses prescription's rules (shop spec sections 3, 5 and 9), free of React and of any form
 * library so that the product page and checkout share them: reading what a shopper typed, checking
 * a whole prescription with one error key per rule, the "one lens colour per frame" rule and the
 * price of a frame with its lens options.
 *
 * Decisions (where the spec leaves a choice):
 * - Numbers may be written with a decimal comma or point, with `+`, `-` or `−` (a typographic minus)
 *   and with spaces around; no sign means plus. `0`, `0,00` and `+0,00` are plano (zero).
 * - Sphere −20.00 to +20.00, cylinder −10.00 to +10.00 and addition 0 to +4.00 dioptres, each in
 *   steps of 0.25. A cylinder or addition of zero counts as none.
 * - Axis: a whole number of degrees, 0 to 180 (a trailing `°` is allowed). An axis needs a cylinder
 *   (spec), and a cylinder needs an axis: a cylinder without its axis cannot be ground.
 * - PD is typed per eye (the cart's `pupillaryDistance` is per eye): 20 to 40 mm in steps of 0.5
 *   (a trailing `mm` is allowed). A value from 50 to 80 is a total PD typed into one eye: it gets
 *   its own error, which tells the shopper to split it, instead of being split silently.
 * - Sphere plus addition may be at most +4.00 per eye (spec); no addition counts as zero. The error
 *   sits at the addition, or at the sphere when there is no addition.
 * - Working distances (computer glasses only) are in cm, positive, at most 500; the distance to the
 *   monitor is required (computer lenses are made for it), to tools and to other are optional.
 * - The shopper must confirm that the prescription is under one year old.
 */
import type { Article } from '../schemas/article';
import type { CartItem, GlassesEyePrescription, GlassesPrescription } from '../schemas/cart';
import { isPriceAmount } from '../schemas/common';
import type { LensOption } from '../schemas/product';

// -----------------------------------------------------------------------------------------------
// Limits
// -----------------------------------------------------------------------------------------------

/** The sphere range in dioptres. */
export const GLASSES_SPHERE_RANGE = { min: -20, max: 20 } as const;
/** The cylinder range in dioptres. */
export const GLASSES_CYLINDER_RANGE = { min: -10, max: 10 } as const;
/** The addition range in dioptres. */
export const GLASSES_ADDITION_RANGE = { min: 0, max: 4 } as const;
/** Dioptres (sphere, cylinder, addition) come in steps of 0.25. */
export const DIOPTER_STEP = 0.25;
/** The axis range in whole degrees. */
export const GLASSES_AXIS_RANGE = { min: 0, max: 180 } as const;
/** The PD of one eye in mm (steps of 0.5). */
export const PUPILLARY_DISTANCE_RANGE = { min: 20, max: 40 } as const;
/** A total PD (both eyes) in mm: typed into one eye, it is told apart from a typo. */
export const TOTAL_PUPILLARY_DISTANCE_RANGE = { min: 50, max: 80 } as const;
/** Sphere plus addition may be at most this (shop spec 9: +4.00). */
export const MAX_SPHERE_PLUS_ADDITION = 4;
/** A working distance may be at most this many cm (shop spec 9: 500 cm). */
export const MAX_WORKING_DISTANCE_CM = 500;

// -----------------------------------------------------------------------------------------------
// Reading typed numbers
// -----------------------------------------------------------------------------------------------

/** What a typed field reads as: nothing typed, a number, or text that is not a valid value. */
export type ParsedValue = { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'invalid' };

const EMPTY: ParsedValue = { kind: 'empty' };
const INVALID: ParsedValue = { kind: 'invalid' };

/**
 * A typed decimal number: decimal comma or point, an optional sign (`+`, `-`, `−`), spaces ignored,
 * at most two decimals; `unit` (`mm`, `cm`, `°`) may follow. `''` and whitespace read as empty.
 * @example parseDecimal('-2,5') // { kind: 'value', value: -2.5 }
 * @example parseDecimal('abc') // { kind: 'invalid' }
 */
export function parseDecimal(text: string, unit?: string): ParsedValue {
  let compact = text.replace(/\s+/g, '').replace(/[\u2212\u2013]/g, '-');
  if (compact === '') return EMPTY;
  if (unit && compact.toLowerCase().endsWith(unit)) compact = compact.slice(0, -unit.length);
  if (!/^[+-]?(\d{1,4}([.,]\d{1,2})?|[.,]\d{1,2})$/.test(compact)) return INVALID;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? { kind: 'value', value: value === 0 ? 0 : value } : INVALID;
}

function isStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

function within(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}

/** A dioptre value in `range` and steps of 0.25; anything else is invalid. */
export function parseDiopter(text: string, range: { min: number; max: number }): ParsedValue {
  const parsed = parseDecimal(text);
  if (parsed.kind !== 'value') return parsed;
  return within(parsed.value, range) && isStep(parsed.value, DIOPTER_STEP) ? parsed : INVALID;
}

/** An axis: a whole number of degrees from 0 to 180, optionally with `°`. */
export function parseAxis(text: string): ParsedValue {
  const compact = text.replace(/\s+/g, '').replace(/°$/, '');
  if (compact === '') return text.trim() === '' ? EMPTY : INVALID;
  if (!/^\d{1,3}$/.test(compact)) return INVALID;
  const value = Number(compact);
  return within(value, GLASSES_AXIS_RANGE) ? { kind: 'value', value } : INVALID;
}

/** What a typed PD reads as: a per-eye PD, a total PD typed into one eye, or neither. */
export type ParsedPupillaryDistance = ParsedValue | { kind: 'total'; value: number };

/**
 * The PD of one eye in mm: 20 to 40 in steps of 0.5, optionally with `mm`. A value from 50 to 80 is
 * a total PD (`kind: 'total'`), which the shopper is asked to split between the eyes.
 */
export function parsePupillaryDistance(text: string): ParsedPupillaryDistance {
  const parsed = parseDecimal(text, 'mm');
  if (parsed.kind !== 'value') return parsed;
  if (!isStep(parsed.value, 0.5)) return INVALID;
  if (within(parsed.value, PUPILLARY_DISTANCE_RANGE)) return parsed;
  if (within(parsed.value, TOTAL_PUPILLARY_DISTANCE_RANGE)) return { kind: 'total', value: parsed.value };
  return INVALID;
}

/** What a typed working distance reads as: a distance in cm, one over 500 cm, or neither. */
export type ParsedWorkingDistance = ParsedValue | { kind: 'tooFar'; value: number };

/** A working distance in cm: positive, at most 500 (`tooFar` above), optionally with `cm`. */
export function parseWorkingDistance(text: string): ParsedWorkingDistance {
  const parsed = parseDecimal(text, 'cm');
  if (parsed.kind !== 'value') return parsed;
  if (parsed.value <= 0) return INVALID;
  return parsed.value > MAX_WORKING_DISTANCE_CM ? { kind: 'tooFar', value: parsed.value } : parsed;
}

// -----------------------------------------------------------------------------------------------
// The whole prescription
// -----------------------------------------------------------------------------------------------

/** The fields of one eye, as typed. */
export interface GlassesEyeInput {
  sphere: string;
  cylinder: string;
  axis: string;
  addition: string;
  pupillaryDistance: string;
}

/** The working distances of computer glasses, as typed (cm). */
export interface WorkingDistancesInput {
  monitor: string;
  tools: string;
  other: string;
}

/** A glasses prescription as the shopper typed it. */
export interface GlassesPrescriptionInput {
  right: GlassesEyeInput;
  left: GlassesEyeInput;
  workingDistances: WorkingDistancesInput;
  /** The shopper confirms the prescription is under one year old. */
  confirmedUnderOneYear: boolean;
}

/** An untouched prescription form. */
export function emptyGlassesPrescriptionInput(): GlassesPrescriptionInput {
  const eye = (): GlassesEyeInput => ({
    sphere: '',
    cylinder: '',
    axis: '',
    addition: '',
    pupillaryDistance: '',
  });
  return {
    right: eye(),
    left: eye(),
    workingDistances: { monitor: '', tools: '', other: '' },
    confirmedUnderOneYear: false,
  };
}

/** The eyes, right first. */
export const GLASSES_EYES = ['right', 'left'] as const;
/** An eye. */
export type GlassesEye = (typeof GLASSES_EYES)[number];
/** The fields of an eye, in the order of the form. */
export const GLASSES_EYE_FIELDS = ['sphere', 'cylinder', 'axis', 'addition', 'pupillaryDistance'] as const;
/** A field of an eye. */
export type GlassesEyeField = (typeof GLASSES_EYE_FIELDS)[number];
/** The working distances, in the order of the form. */
export const WORKING_DISTANCE_FIELDS = ['monitor', 'tools', 'other'] as const;
/** A working distance. */
export type WorkingDistanceField = (typeof WORKING_DISTANCE_FIELDS)[number];

/** A field of the prescription form, as a dotted path (`right.sphere`). */
export type GlassesFieldPath =
  `${GlassesEye}.${GlassesEyeField}` | `workingDistances.${WorkingDistanceField}` | 'confirmedUnderOneYear';

/** One key per rule; the message for each is chosen in `shop/validation/glasses`. */
export type GlassesRuleError =
  | 'sphereRequired'
  | 'sphereInvalid'
  | 'cylinderInvalid'
  | 'axisInvalid'
  | 'axisWithoutCylinder'
  | 'axisRequired'
  | 'additionInvalid'
  | 'sphereAdditionTooHigh'
  | 'pupillaryDistanceRequired'
  | 'pupillaryDistanceInvalid'
  | 'pupillaryDistanceTotal'
  | 'workingDistanceRequired'
  | 'workingDistanceInvalid'
  | 'workingDistanceTooFar'
  | 'notConfirmed';

/** A failed rule at a field. */
export interface GlassesIssue {
  field: GlassesFieldPath;
  error: GlassesRuleError;
}

/** Options of {@link validateGlassesPrescription} and {@link parseGlassesPrescription}. */
export interface GlassesRuleOptions {
  /** Computer glasses: the working distances are asked for and checked. @default false */
  computer?: boolean;
}

function valueOf(parsed: ParsedValue): number | null {
  return parsed.kind === 'value' && parsed.value !== 0 ? parsed.value : null;
}

function eyeIssues(eye: GlassesEye, input: GlassesEyeInput): GlassesIssue[] {
  const issues: GlassesIssue[] = [];
  const at = (field: GlassesEyeField, error: GlassesRuleError) =>
    issues.push({ field: `${eye}.${field}`, error });

  const sphere = parseDiopter(input.sphere, GLASSES_SPHERE_RANGE);
  if (sphere.kind === 'empty') at('sphere', 'sphereRequired');
  else if (sphere.kind === 'invalid') at('sphere', 'sphereInvalid');

  const cylinder = parseDiopter(input.cylinder, GLASSES_CYLINDER_RANGE);
  if (cylinder.kind === 'invalid') at('cylinder', 'cylinderInvalid');

  const axis = parseAxis(input.axis);
  const hasCylinder = valueOf(cylinder) !== null;
  if (axis.kind === 'invalid') at('axis', 'axisInvalid');
  else if (axis.kind === 'value' && !hasCylinder && cylinder.kind !== 'invalid') {
    at('axis', 'axisWithoutCylinder');
  } else if (axis.kind === 'empty' && hasCylinder) at('axis', 'axisRequired');

  const addition = parseDiopter(input.addition, GLASSES_ADDITION_RANGE);
  if (addition.kind === 'invalid') at('addition', 'additionInvalid');
  else if (sphere.kind === 'value') {
    // No addition (empty or zero) is an addition of zero: the sum is then the sphere alone, and the
    // error sits at the sphere, the field the shopper can change to fix it.
    const additionValue = valueOf(addition) ?? 0;
    if (sphere.value + additionValue > MAX_SPHERE_PLUS_ADDITION + 1e-9) {
      at(additionValue > 0 ? 'addition' : 'sphere', 'sphereAdditionTooHigh');
    }
  }

  const pd = parsePupillaryDistance(input.pupillaryDistance);
  if (pd.kind === 'empty') at('pupillaryDistance', 'pupillaryDistanceRequired');
  else if (pd.kind === 'total') at('pupillaryDistance', 'pupillaryDistanceTotal');
  else if (pd.kind === 'invalid') at('pupillaryDistance', 'pupillaryDistanceInvalid');
  return issues;
}

function distanceIssues(input: WorkingDistancesInput): GlassesIssue[] {
  const issues: GlassesIssue[] = [];
  for (const field of WORKING_DISTANCE_FIELDS) {
    const parsed = parseWorkingDistance(input[field]);
    const path = `workingDistances.${field}` as const;
    if (parsed.kind === 'empty' && field === 'monitor') {
      issues.push({ field: path, error: 'workingDistanceRequired' });
    } else if (parsed.kind === 'invalid') issues.push({ field: path, error: 'workingDistanceInvalid' });
    else if (parsed.kind === 'tooFar') issues.push({ field: path, error: 'workingDistanceTooFar' });
  }
  return issues;
}

/**
 * Checks a whole typed prescription: at most one issue per field (its first failing rule), in the
 * order of the form (right eye, left eye, working distances, confirmation). Empty when it passes.
 * @example validateGlassesPrescription(emptyGlassesPrescriptionInput())[0] // { field: 'right.sphere', error: 'sphereRequired' }
 */
export function validateGlassesPrescription(
  input: GlassesPrescriptionInput,
  options: GlassesRuleOptions = {},
): GlassesIssue[] {
  return [
    ...eyeIssues('right', input.right),
    ...eyeIssues('left', input.left),
    ...(options.computer ? distanceIssues(input.workingDistances) : []),
    ...(input.confirmedUnderOneYear
      ? []
      : [{ field: 'confirmedUnderOneYear' as const, error: 'notConfirmed' as const }]),
  ];
}

function eyeValues(input: GlassesEyeInput): GlassesEyePrescription | null {
  const sphere = parseDiopter(input.sphere, GLASSES_SPHERE_RANGE);
  const pd = parsePupillaryDistance(input.pupillaryDistance);
  if (sphere.kind !== 'value' || pd.kind !== 'value') return null;
  const cylinder = valueOf(parseDiopter(input.cylinder, GLASSES_CYLINDER_RANGE));
  return {
    sphere: sphere.value,
    cylinder,
    axis: cylinder === null ? null : (valueOf(parseAxis(input.axis)) ?? 0),
    addition: valueOf(parseDiopter(input.addition, GLASSES_ADDITION_RANGE)),
    pupillaryDistance: pd.value,
  };
}

/**
 * The prescription as the cart takes it (`prescriptionGlasses`), or `null` while any rule fails.
 * Zero cylinders and additions become `null`; working distances only for computer glasses.
 */
export function parseGlassesPrescription(
  input: GlassesPrescriptionInput,
  options: GlassesRuleOptions = {},
): GlassesPrescription | null {
  if (validateGlassesPrescription(input, options).length > 0) return null;
  const right = eyeValues(input.right);
  const left = eyeValues(input.left);
  if (!right || !left) return null;
  if (!options.computer) return { right, left, workingDistances: null };
  const distance = (field: WorkingDistanceField) => {
    const parsed = parseWorkingDistance(input.workingDistances[field]);
    return parsed.kind === 'value' ? parsed.value : null;
  };
  return {
    right,
    left,
    workingDistances: { monitor: distance('monitor'), tools: distance('tools'), other: distance('other') },
  };
}

/** A stored number as the form shows it: a decimal comma, signed dioptres; `null` is empty. */
function typed(value: number | null | undefined, signed: boolean): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const text = String(Math.abs(value)).replace('.', ',');
  if (!signed) return value < 0 ? `-${text}` : text;
  if (value === 0) return '0';
  return `${value > 0 ? '+' : '-'}${text}`;
}

function eyeInput(eye: GlassesEyePrescription): GlassesEyeInput {
  return {
    sphere: typed(eye.sphere, true),
    cylinder: typed(eye.cylinder, true),
    axis: eye.cylinder === null ? '' : typed(eye.axis, false),
    addition: typed(eye.addition, true),
    pupillaryDistance: typed(eye.pupillaryDistance, false),
  };
}

/**
 * A stored prescription as the form shows it, to change it ("Endre") or to check it again by the
 * rules: the values typed back (`-2`, `+1,25`, `31,5`). `confirmedUnderOneYear` says whether the
 * shopper's confirmation stands (a prescription the shop kept was confirmed when it was given).
 * `null` gives an untouched form.
 * @example glassesPrescriptionInput(saved, true).right.sphere // '-2'
 */
export function glassesPrescriptionInput(
  prescription: GlassesPrescription | null | undefined,
  confirmedUnderOneYear: boolean,
): GlassesPrescriptionInput {
  if (!prescription) return emptyGlassesPrescriptionInput();
  const distances = prescription.workingDistances;
  return {
    right: eyeInput(prescription.right),
    left: eyeInput(prescription.left),
    workingDistances: {
      monitor: typed(distances?.monitor, false),
      tools: typed(distances?.tools, false),
      other: typed(distances?.other, false),
    },
    confirmedUnderOneYear,
  };
}

/**
 * Whether a stored prescription (one the shop kept for a cart line) still passes every rule, for
 * computer glasses with their working distances; its under-one-year confirmation was given when it
 * was stored. `null` never passes.
 */
export function isCompleteGlassesPrescription(
  prescription: GlassesPrescription | null | undefined,
  options: GlassesRuleOptions = {},
): boolean {
  if (!prescription) return false;
  return validateGlassesPrescription(glassesPrescriptionInput(prescription, true), options).length === 0;
}

// -----------------------------------------------------------------------------------------------
// Lens options: the colour rule and the price
// -----------------------------------------------------------------------------------------------

function sameColour(a: LensOption, b: LensOption): boolean {
  if (a.skuId === b.skuId) return true;
  if (!a.colour || !b.colour) return false;
  return a.colour.trim().toLocaleLowerCase('nb') === b.colour.trim().toLocaleLowerCase('nb');
}

/** What {@link lensColourConflict} looks at. */
export interface LensColourConflictInput {
  /** The cart's lines (a tint on a frame is a line whose `parentSkuID` is the frame's SKU). */
  cartItems: readonly Pick<CartItem, 'skuId' | 'parentSkuID'>[];
  /** The frame's SKU. */
  frameSkuId: string;
  /** The tint the shopper chose, or `null` for none. */
  tint: LensOption | null;
  /** The frame's lens options, to know the colour of a tint line by its SKU. */
  lensOptions: readonly LensOption[];
}

/**
 * "The same lens colour cannot be bought twice on one frame in one purchase" (shop spec 5): whether
 * the cart already has a tint of the chosen tint's colour on this frame (the same tint SKU, or
 * another tint SKU of the same colour name). No tint never conflicts.
 */
export function lensColourConflict({
  cartItems,
  frameSkuId,
  tint,
  lensOptions,
}: LensColourConflictInput): boolean {
  if (!tint) return false;
  const sameColourSkus = new Set(
    lensOptions.filter((option) => option.group === 'tint' && sameColour(option, tint)).map((o) => o.skuId),
  );
  sameColourSkus.add(tint.skuId);
  return cartItems.some((line) => line.parentSkuID === frameSkuId && sameColourSkus.has(line.skuId));
}

/**
 * The price of the frame with its chosen lens options in whole kroner: the frame's unit price plus
 * each option's price. A price that breaks the shop's price rule (`isPriceAmount`) counts as 0.
 * @example glassesTotalPrice(frameAt1290, [singleVisionAt990, antiReflexAt490]) // 2770
 */
export function glassesTotalPrice(
  frame: Pick<Article, 'price'>,
  options: readonly (LensOption | null | undefined)[],
): number {
  const amount = (value: number) => (isPriceAmount(value) ? value : 0);
  const total = options.reduce(
    (sum, option) => sum + (option ? amount(option.price) : 0),
    amount(frame.price.unit.amount),
  );
  return Math.round(total);
}
