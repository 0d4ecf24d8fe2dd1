import type { MessageKey } from '../../i18n/nb';
import type { Order, OrderReturnPayload, ReturnReason } from '../schemas/orders';
import { returnableQuantity } from './orders';

/**
 * The return form's rules (`/min-konto/ordrer/:orderId/retur`): what a line starts as, what a
 * choice must hold (at least one line, a quantity from 1 to what is returnable, a reason per
 * line, a comment of at most 500 characters), and the body it sends.
 */

/** The longest comment a return takes. */
export const RETURN_COMMENT_MAX_LENGTH = 500;

/** One line's choice in the return form. */
export interface ReturnLineChoice {
  lineId: string;
  selected: boolean;
  /** The quantity as typed or chosen (a string, as the form holds it). */
  quantity: string;
  /** The reason, or `''` before one is chosen. */
  reason: ReturnReason | '';
}

/** The return form's values. */
export interface ReturnFormValues {
  lines: ReturnLineChoice[];
  comment: string;
}

/** The form's first values: every returnable line unchosen, quantity 1, no reason. */
export function initialReturnForm(order: Pick<Order, 'lines'>): ReturnFormValues {
  return {
    lines: order.lines
      .filter((line) => returnableQuantity(line) > 0)
      .map((line) => ({ lineId: line.lineId, selected: false, quantity: '1', reason: '' })),
    comment: '',
  };
}

/** What is wrong with a return choice: per line (by line id) and for the form as a whole. */
export interface ReturnFormErrors {
  /** For the whole form: nothing chosen. */
  form: MessageKey | null;
  quantity: Record<string, { key: MessageKey; max: number }>;
  reason: Record<string, MessageKey>;
  comment: MessageKey | null;
}

/** Whether the choice has no error. */
export function hasReturnErrors(errors: ReturnFormErrors): boolean {
  return (
    errors.form !== null ||
    errors.comment !== null ||
    Object.keys(errors.quantity).length > 0 ||
    Object.keys(errors.reason).length > 0
  );
}

/** Checks a return choice against the order. */
export function validateReturn(order: Pick<Order, 'lines'>, values: ReturnFormValues): ReturnFormErrors {
  const errors: ReturnFormErrors = { form: null, quantity: {}, reason: {}, comment: null };
  const chosen = values.lines.filter((choice) => choice.selected);
  if (chosen.length === 0) errors.form = 'account.pages.return.noneChosen';
  for (const choice of chosen) {
    const line = order.lines.find((candidate) => candidate.lineId === choice.lineId);
    const max = line ? returnableQuantity(line) : 0;
    const quantity = Number(choice.quantity);
    if (!/^\d+$/.test(choice.quantity.trim()) || quantity < 1 || quantity > max) {
      errors.quantity[choice.lineId] = { key: 'account.pages.return.tooMany', max };
    }
    if (choice.reason === '') errors.reason[choice.lineId] = 'account.pages.return.reasonMissing';
  }
  if (values.comment.length > RETURN_COMMENT_MAX_LENGTH) errors.comment = 'validation.tooLong';
  return errors;
}

/** The body of `POST /api/orders/:orderId/return` for a valid choice (`null` when it is not valid). */
export function returnPayload(
  order: Pick<Order, 'lines'>,
  values: ReturnFormValues,
): OrderReturnPayload | null {
  if (hasReturnErrors(validateReturn(order, values))) return null;
  const comment = values.comment.trim();
  return {
    lines: values.lines
      .filter((choice) => choice.selected)
      .map((choice) => ({
        lineId: choice.lineId,
        quantity: Number(choice.quantity),
        reason: choice.reason as ReturnReason,
      })),
    ...(comment ? { comment } : {}),
  };
}
