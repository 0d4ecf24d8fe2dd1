/**
 * Prescription texts of a cart line (shop spec section 3): the one-line contact lens prescription
 * and the rows of a glasses prescription. Plain TypeScript; the words come from the message
 * catalogue through {@link prescriptionLabels}, so nothing here is hard-coded Norwegian.
 */
import type { Translate } from '../../i18n/translate';
import type {
  ContactLensPrescription,
  GlassesEyePrescription,
  GlassesPrescription,
  LensEyePrescription,
  WorkingDistances,
} from '../schemas/cart';

/** The short words of a prescription text (`H`, `V`, `BC`, `DIA` ...). */
export interface PrescriptionLabels {
  /** The right eye, short: `H`. */
  right: string;
  /** The left eye, short: `V`. */
  left: string;
  /** Base curve: `BC`. */
  baseCurve: string;
  /** Diameter: `DIA`. */
  diameter: string;
  /** Cylinder: `CYL`. */
  cylinder: string;
  /** Axis: `AX`. */
  axis: string;
  /** Addition: `ADD`. */
  addition: string;
  /** Pupillary distance: `PD`. */
  pupillaryDistance: string;
}

/** The prescription words of a catalogue (`cart.prescription.*` keys). */
export function prescriptionLabels(t: Translate): PrescriptionLabels {
  return {
    right: t('cart.prescription.right'),
    left: t('cart.prescription.left'),
    baseCurve: t('cart.prescription.baseCurve'),
    diameter: t('cart.prescription.diameter'),
    cylinder: t('cart.prescription.cylinder'),
    axis: t('cart.prescription.axis'),
    addition: t('cart.prescription.addition'),
    pupillaryDistance: t('cart.prescription.pd'),
  };
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** `value` with a decimal comma and between `min` and `max` decimals (trailing zeros dropped). */
function decimals(value: number, min: number, max: number): string {
  let text = Math.abs(value).toFixed(max);
  const keep = text.length - (max - min);
  while (text.length > keep && text.endsWith('0')) text = text.slice(0, -1);
  if (text.endsWith('.')) text = text.slice(0, -1);
  return text.replace('.', ',');
}

/**
 * A dioptre value (power, sphere, cylinder, addition): always with its sign and two decimals, with a
 * decimal comma. Zero is written without a sign, because plano has none.
 * @example formatDiopter(-2.5) // '-2,50'
 * @example formatDiopter(1.25) // '+1,25'
 * @example formatDiopter(0) // '0,00'
 * @returns the text, or `''` when `value` is not a finite number
 */
export function formatDiopter(value: number | null | undefined): string {
  if (!isNumber(value)) return '';
  const rounded = Math.round(value * 100) / 100;
  const body = decimals(rounded, 2, 2);
  if (rounded === 0) return body;
  return `${rounded > 0 ? '+' : '-'}${body}`;
}

/**
 * A length in millimetres (base curve, diameter, pupillary distance) with a decimal comma and
 * between `minDecimals` and 2 decimals.
 * @example formatMillimetres(8.6) // '8,6'
 * @example formatMillimetres(14) // '14,0'
 * @example formatMillimetres(32, 0) // '32'
 * @returns the text, or `''` when `value` is not a finite number
 */
export function formatMillimetres(value: number | null | undefined, minDecimals = 1): string {
  if (!isNumber(value)) return '';
  return decimals(value, Math.min(minDecimals, 2), 2);
}

/**
 * An axis in whole degrees, `0°` to `180°`.
 * @returns the text, or `''` when `value` is not a finite number
 */
export function formatAxis(value: number | null | undefined): string {
  if (!isNumber(value)) return '';
  return `${Math.round(value)}°`;
}

/**
 * The text of one eye of a contact lens prescription, without the eye:
 * `{power} BC {baseCurve} DIA {diameter} CYL {cylinder} AX {axis} ADD {addition}`.
 * Absent parts are left out; the axis is left out without a cylinder (an axis alone means nothing).
 * @example formatLensEye({ power: -2.5, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null }, labels)
 * // '-2,50 BC 8,6 DIA 14,2'
 */
export function formatLensEye(eye: LensEyePrescription, labels: PrescriptionLabels): string {
  const parts: string[] = [];
  const power = formatDiopter(eye.power);
  if (power) parts.push(power);
  const baseCurve = formatMillimetres(eye.baseCurve);
  if (baseCurve) parts.push(`${labels.baseCurve} ${baseCurve}`);
  const diameter = formatMillimetres(eye.diameter);
  if (diameter) parts.push(`${labels.diameter} ${diameter}`);
  const cylinder = formatDiopter(eye.cylinder);
  if (cylinder) {
    parts.push(`${labels.cylinder} ${cylinder}`);
    const axis = formatAxis(eye.axis);
    if (axis) parts.push(`${labels.axis} ${axis}`);
  }
  const addition = formatDiopter(eye.addition);
  if (addition) parts.push(`${labels.addition} ${addition}`);
  return parts.join(' ');
}

/**
 * The one-line text of a contact lens prescription, right eye first:
 *
 * `H: -2,50 BC 8,6 DIA 14,2 · V: -2,75 BC 8,6 DIA 14,2`
 *
 * - Each eye is `{eye}: {power} BC {baseCurve} DIA {diameter} CYL {cylinder} AX {axis} ADD {addition}`
 *   (the words come from `labels`; Norwegian `H` = høyre, right, and `V` = venstre, left).
 * - Dioptres (power, cylinder, addition) always show their sign and two decimals (`+1,25`, `-0,75`);
 *   zero is `0,00`. Base curve and diameter show one or two decimals (`8,6`, `8,65`, `14,0`). The axis
 *   is whole degrees (`AX 180°`). Every number uses the Norwegian decimal comma.
 * - Absent parts are left out, and so is the axis of an eye without a cylinder. An eye without a
 *   prescription, or with nothing to show, is left out; the eyes are joined by ` · `.
 * @returns the text, or `''` when neither eye has anything to show
 */
export function formatLensPrescription(
  prescription: ContactLensPrescription | null | undefined,
  labels: PrescriptionLabels,
): string {
  return lensPrescriptionEyes(prescription, labels).join(LENS_EYE_SEPARATOR);
}

/** What joins the eyes of {@link formatLensPrescription}. */
export const LENS_EYE_SEPARATOR = ' · ';

/**
 * The eyes of {@link formatLensPrescription}, each with its eye (`H: -2,50 BC 8,6 DIA 14,2`), right
 * first, leaving out an eye with nothing to show. For layouts that keep each eye on one line.
 */
export function lensPrescriptionEyes(
  prescription: ContactLensPrescription | null | undefined,
  labels: PrescriptionLabels,
): string[] {
  if (!prescription) return [];
  const eyes: string[] = [];
  for (const [eye, label] of [
    [prescription.right, labels.right],
    [prescription.left, labels.left],
  ] as const) {
    if (!eye) continue;
    const text = formatLensEye(eye, labels);
    if (text) eyes.push(`${label}: ${text}`);
  }
  return eyes;
}

/** One eye of a glasses prescription, formatted for a table row. Absent values are `''`. */
export interface GlassesPrescriptionRow {
  eye: 'right' | 'left';
  /** `H` or `V`. */
  label: string;
  /** Sphere, signed: `-2,00`. */
  sphere: string;
  /** Cylinder, signed: `-0,50`, or `''`. */
  cylinder: string;
  /** Axis: `90°`, or `''` (also without a cylinder). */
  axis: string;
  /** Addition, signed: `+1,00`, or `''`. */
  addition: string;
  /** Pupillary distance in mm: `32`, `31,5`. */
  pupillaryDistance: string;
}

function glassesRow(
  eye: 'right' | 'left',
  values: GlassesEyePrescription,
  labels: PrescriptionLabels,
): GlassesPrescriptionRow {
  const cylinder = formatDiopter(values.cylinder);
  return {
    eye,
    label: eye === 'right' ? labels.right : labels.left,
    sphere: formatDiopter(values.sphere),
    cylinder,
    axis: cylinder ? formatAxis(values.axis) : '',
    addition: formatDiopter(values.addition),
    pupillaryDistance: formatMillimetres(values.pupillaryDistance, 0),
  };
}

/**
 * The two rows (right, then left) of a glasses prescription table: sphere, cylinder, axis, addition
 * and PD per eye, in the same number format as {@link formatLensPrescription}; PD in millimetres
 * with up to two decimals (`32`, `31,5`).
 */
export function glassesPrescriptionRows(
  prescription: GlassesPrescription | null | undefined,
  labels: PrescriptionLabels,
): GlassesPrescriptionRow[] {
  if (!prescription) return [];
  return [glassesRow('right', prescription.right, labels), glassesRow('left', prescription.left, labels)];
}

/**
 * The one-line text of a glasses prescription, right eye first, in the number format of
 * {@link formatLensPrescription}:
 *
 * `H: -2,00 CYL -0,50 AX 90° PD 32 · V: -1,75 PD 31,5`
 *
 * - Each eye is `{eye}: {sphere} CYL {cylinder} AX {axis} ADD {addition} PD {pd}`; the sphere is
 *   always there (plano is `0,00`), the cylinder with its axis and the addition only when given.
 * - PD is in millimetres with up to two decimals (`32`, `31,5`). Working distances are not part of
 *   the line: see {@link formatWorkingDistances}.
 * @returns the text, or `''` without a prescription
 */
export function formatGlassesPrescription(
  prescription: GlassesPrescription | null | undefined,
  labels: PrescriptionLabels,
): string {
  return glassesPrescriptionRows(prescription, labels)
    .map((row) => {
      const parts = [`${row.label}: ${row.sphere}`];
      if (row.cylinder) parts.push(`${labels.cylinder} ${row.cylinder}`);
      if (row.cylinder && row.axis) parts.push(`${labels.axis} ${row.axis}`);
      if (row.addition) parts.push(`${labels.addition} ${row.addition}`);
      if (row.pupillaryDistance) parts.push(`${labels.pupillaryDistance} ${row.pupillaryDistance}`);
      return parts.join(' ');
    })
    .join(LENS_EYE_SEPARATOR);
}

/**
 * The working distances of computer glasses as one line of centimetres, in the order monitor,
 * tools, other, each with its name from `names`: `skjerm 60 cm · verktøy 40 cm`. Absent ones are
 * left out.
 * @returns the text, or `''` when there are none
 */
export function formatWorkingDistances(
  distances: WorkingDistances | null | undefined,
  names: { monitor: string; tools: string; other: string },
): string {
  if (!distances) return '';
  return (['monitor', 'tools', 'other'] as const)
    .filter((field) => isNumber(distances[field]))
    .map((field) => `${names[field]} ${formatMillimetres(distances[field], 0)} cm`)
    .join(LENS_EYE_SEPARATOR);
}
