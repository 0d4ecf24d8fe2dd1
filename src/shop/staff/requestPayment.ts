import type { MessageKey } from '../../i18n/nb';
import {
  paymentFlowReducer,
  type CheckoutProblem,
  type PaymentFlowEvent,
  type PaymentFlowState,
} from '../checkout/paymentFlow';
import type { PaymentRequestPayPayload } from '../schemas/staff';
import { toApiPersonalNumber } from '../validation/rules';

/**
 * Paying a payment request by its link (issue 21): the checkout's payment flow (one payment per
 * press, the provider's trip, the payment-step results) with one more end, `closed`, for a request
 * that can no longer be paid because it is paid (a second press elsewhere, a reload on the way back
 * from the provider), expired or unknown. Plain TypeScript; the view only renders and wires.
 */

/** The payment methods a customer pays a request with: Klarna (60) or a gift card (900). */
export const REQUEST_PAYMENT_METHODS = [60, 900] as const;
/** A payment method of a payment request. */
export type RequestPaymentMethod = (typeof REQUEST_PAYMENT_METHODS)[number];

/** Why a request cannot be paid (any more). */
export type RequestClosedReason = 'paid' | 'expired' | 'notFound';

/** Where paying a request is: the checkout's flow, or closed. */
export type RequestPaymentState = PaymentFlowState | { phase: 'closed'; reason: RequestClosedReason };

/** The payment form's values, as typed. */
export interface RequestPaymentValues {
  /** The chosen method, or `null` before one is chosen. */
  paymentMethodId: RequestPaymentMethod | null;
  /** The personal number Klarna asks for (DDMMYY-XXXXX), when it asks. */
  ssn: string;
  giftCardNumber: string;
  giftCardPin: string;
}

/** The payment form, with Klarna chosen (most customers pay with it). */
export const EMPTY_REQUEST_PAYMENT: RequestPaymentValues = {
  paymentMethodId: 60,
  ssn: '',
  giftCardNumber: '',
  giftCardPin: '',
};

/**
 * The answer a pay call failed with to the closed state it means: 409 `PaymentRequestPaid` or
 * `PaymentRequestExpired`, 404 (the token is unknown); anything else is not a closed request.
 */
export function closedReason(
  status: number | undefined,
  code: string | undefined,
): RequestClosedReason | null {
  if (code === 'PaymentRequestPaid') return 'paid';
  if (code === 'PaymentRequestExpired') return 'expired';
  if (status === 404) return 'notFound';
  return null;
}

/**
 * The reducer of paying a request: the checkout's (so a second press while paying, or once paid,
 * does nothing), and an answer that the request is paid, expired or unknown closes it for good.
 */
export function requestPaymentReducer(
  state: RequestPaymentState,
  event: PaymentFlowEvent,
): RequestPaymentState {
  if (state.phase === 'closed') return state;
  if (event.type === 'failed' && state.phase === 'paying') {
    const reason = closedReason(event.status, event.code);
    if (reason) return { phase: 'closed', reason };
  }
  return paymentFlowReducer(state, event);
}

/** Whether "Betal" does anything now: only while editing (never twice, never once closed). */
export function canPayRequest(state: RequestPaymentState): boolean {
  return state.phase === 'editing';
}

/**
 * The form's values to the pay call's body (trimmed, the gift card number without spaces; the
 * personal number only when given), or `null` before a method is chosen. With `transactionId` the
 * Klarna payment the provider handed back is finished.
 */
export function requestPayPayload(
  values: RequestPaymentValues,
  transactionId?: string,
): PaymentRequestPayPayload | null {
  if (transactionId !== undefined) return { paymentMethodId: 60, transactionId };
  if (values.paymentMethodId === null) return null;
  if (values.paymentMethodId === 900) {
    return {
      paymentMethodId: 900,
      giftCard: { number: values.giftCardNumber.replace(/\s/g, ''), pin: values.giftCardPin.trim() },
    };
  }
  const ssn = toApiPersonalNumber(values.ssn);
  return ssn === '' ? { paymentMethodId: 60 } : { paymentMethodId: 60, ssn };
}

const PROBLEM_MESSAGES: Readonly<Record<CheckoutProblem, MessageKey>> = {
  failed: 'payreq.problem.failed',
  ssnRequired: 'payreq.problem.ssnRequired',
  validationsRequired: 'payreq.problem.validationsRequired',
  transactionExpired: 'payreq.problem.transactionExpired',
  providerUnavailable: 'payreq.problem.providerUnavailable',
  cartEmpty: 'payreq.problem.unknown',
  methodNotAllowed: 'payreq.problem.methodNotAllowed',
  giftCardFailed: 'payreq.problem.giftCardFailed',
  // The store takes the prescription at the counter: only the store can put a missing one right.
  prescriptionRequired: 'payreq.problem.prescriptionRequired',
  // Only the checkout's payment step refuses lenses without a strength; a request never says so.
  lensPrescriptionRequired: 'payreq.problem.unknown',
  unknown: 'payreq.problem.unknown',
};

/** The message a payment problem shows on the request's page. */
export function requestPaymentProblemMessage(problem: CheckoutProblem): MessageKey {
  return PROBLEM_MESSAGES[problem];
}

/** The title of a closed request's page (what the customer sees after the answer). */
export function closedTitle(reason: RequestClosedReason): MessageKey {
  switch (reason) {
    case 'paid':
      return 'payreq.paid.title';
    case 'expired':
      return 'payreq.expired.title';
    case 'notFound':
      return 'payreq.error.title';
  }
}
