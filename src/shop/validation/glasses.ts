import type { MessageKey } from '../../i18n/nb';
import type { GlassesFieldPath, GlassesIssue, GlassesRuleError } from '../prescription/glasses';

/**
 * The messages of the glasses prescription's rules (`shop/prescription/glasses`): each rule key to
 * its nb catalogue key (`product.glasses.error.*`, in `nb.product.ts`). Pure, like the other rules
 * of the form layer: the form wires them to react-hook-form and translates the key.
 */

const MESSAGES: Record<
  Exclude<GlassesRuleError, 'sphereRequired' | 'pupillaryDistanceRequired'>,
  MessageKey
> = {
  sphereInvalid: 'product.glasses.error.sphereInvalid',
  cylinderInvalid: 'product.glasses.error.cylinderInvalid',
  axisInvalid: 'product.glasses.error.axisInvalid',
  axisWithoutCylinder: 'product.glasses.error.axisWithoutCylinder',
  axisRequired: 'product.glasses.error.axisRequired',
  additionInvalid: 'product.glasses.error.additionInvalid',
  sphereAdditionTooHigh: 'product.glasses.error.sphereAdditionTooHigh',
  pupillaryDistanceInvalid: 'product.glasses.error.pupillaryDistanceInvalid',
  pupillaryDistanceTotal: 'product.glasses.error.pupillaryDistanceTotal',
  workingDistanceRequired: 'product.glasses.error.workingDistanceRequired',
  workingDistanceInvalid: 'product.glasses.error.workingDistanceInvalid',
  workingDistanceTooFar: 'product.glasses.error.workingDistanceTooFar',
  notConfirmed: 'product.prescription.error.notConfirmed',
};

/**
 * The message key of a failed glasses rule. The required rules name the eye ("Skriv sfære for
 * høyre øye."), so an error summary reads right without the field's label.
 */
export function glassesIssueMessage(issue: GlassesIssue): MessageKey {
  const left = issue.field.startsWith('left.');
  if (issue.error === 'sphereRequired') {
    return left ? 'product.glasses.error.sphereRequired.left' : 'product.glasses.error.sphereRequired.right';
  }
  if (issue.error === 'pupillaryDistanceRequired') {
    return left
      ? 'product.glasses.error.pupillaryDistanceRequired.left'
      : 'product.glasses.error.pupillaryDistanceRequired.right';
  }
  return MESSAGES[issue.error];
}

/** The message key of each failing field, in the order of the form. */
export function glassesIssueMessages(
  issues: readonly GlassesIssue[],
): Array<{ field: GlassesFieldPath; message: MessageKey }> {
  return issues.map((issue) => ({ field: issue.field, message: glassesIssueMessage(issue) }));
}

/** The message of the lens colour rule (fill `{colour}` with the tint's colour name). */
export const LENS_COLOUR_CONFLICT_MESSAGE: MessageKey = 'product.glasses.error.tintAlreadyInCart';

/** The message when no lens is chosen. */
export const LENS_REQUIRED_MESSAGE: MessageKey = 'validation.chooseOne';
