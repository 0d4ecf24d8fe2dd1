import { PaymentStepResult } from '../enums';
import type { PaymentStepOutcome } from '../schemas/checkout';
import type { ApiFieldError } from '../schemas/common';
import type { FieldRule } from '../validation/rules';

/**
 * The checkout's payment flow as a pure state machine: the shopper edits, places the order (once:
 * a second press while paying does nothing), and the payment step answers with the order, the
 * payment provider, or a problem (spec section 3's payment-step results). Whatever happens, the
 * details typed stay in the form: only the view's state moves.
 */

/** A field of the checkout form the payment step can point at. */
export type CheckoutField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobile'
  | 'street'
  | 'zipCode'
  | 'city'
  | 'deliveryMethodId'
  | 'storeId'
  | 'collectionPointId'
  | 'giftCard'
  | 'ssn'
  /** A glasses line lacks a valid prescription (the prescription section, not one field). */
  | 'prescriptions';

/** The checkout's messages that a payment problem or failure shows. */
export type CheckoutProblem =
  | 'failed'
  | 'ssnRequired'
  | 'validationsRequired'
  | 'transactionExpired'
  | 'providerUnavailable'
  | 'cartEmpty'
  | 'methodNotAllowed'
  | 'giftCardFailed'
  | 'prescriptionRequired'
  /** The shop refused the order: a contact lens line has no strength (409 `LensPrescriptionRequired`). */
  | 'lensPrescriptionRequired'
  | 'unknown';

/** Where the payment flow is. */
export type PaymentFlowState =
  | { phase: 'editing'; problem: CheckoutProblem | null; fields: CheckoutField[]; askSsn: boolean }
  | { phase: 'paying'; askSsn: boolean; transactionId: string | null }
  | { phase: 'atProvider'; redirectUrl: string; transactionId: string }
  | { phase: 'completed'; orderNumber: string };

/** What moves the payment flow. */
export type PaymentFlowEvent =
  | { type: 'placeOrder' }
  | { type: 'resume'; transactionId: string }
  | { type: 'answered'; outcome: PaymentStepOutcome }
  | { type: 'failed'; status?: number; code?: string }
  /** The shopper fixed a field the payment step pointed at (see {@link isFieldFixed}). */
  | { type: 'fieldFixed'; field: CheckoutField };

/** The flow before the shopper places the order. */
export const INITIAL_PAYMENT_FLOW: PaymentFlowState = {
  phase: 'editing',
  problem: null,
  fields: [],
  askSsn: false,
};

const FIELD_BY_PATH: Readonly<Record<string, CheckoutField>> = {
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.mobile': 'mobile',
  'customer.street': 'street',
  'customer.zipCode': 'zipCode',
  'customer.city': 'city',
  deliveryMethodId: 'deliveryMethodId',
  storeId: 'storeId',
  collectionPointId: 'collectionPointId',
  giftCard: 'giftCard',
  ssn: 'ssn',
  prescriptions: 'prescriptions',
};

/** The form fields a payment step's validation errors point at (unknown paths left out, each once). */
export function fieldsOf(errors: readonly ApiFieldError[]): CheckoutField[] {
  const fields = errors
    .filter((error) => Object.hasOwn(FIELD_BY_PATH, error.path))
    .map((error) => FIELD_BY_PATH[error.path] as CheckoutField);
  return [...new Set(fields)];
}

/** The message a failed payment-step call shows (an HTTP error, or none when there was no answer). */
export function failureProblem(status: number | undefined, code: string | undefined): CheckoutProblem {
  if (code === 'CardProviderUnavailable' || status === 503) return 'providerUnavailable';
  if (code === 'CartEmpty') return 'cartEmpty';
  if (code === 'PaymentMethodNotAllowed') return 'methodNotAllowed';
  if (code === 'LensPrescriptionRequired') return 'lensPrescriptionRequired';
  return 'unknown';
}

/** The problems that are about the fields the payment step named: fixing them all answers the problem. */
const FIELD_PROBLEMS: ReadonlySet<CheckoutProblem> = new Set<CheckoutProblem>([
  'ssnRequired',
  'validationsRequired',
  'prescriptionRequired',
]);

/**
 * Whether a field the payment step pointed at is fixed: changed since the answer (the value the
 * step refused is not fixed because it passes the shop's own rules) and passing its rules now.
 */
export function isFieldFixed(before: string, now: string, rules: readonly FieldRule[]): boolean {
  return now.trim() !== before.trim() && rules.every((rule) => rule(now) === null);
}

function editing(state: PaymentFlowState, problem: CheckoutProblem, fields: CheckoutField[] = []) {
  const askSsn = state.phase === 'editing' || state.phase === 'paying' ? state.askSsn : false;
  return { phase: 'editing' as const, problem, fields, askSsn: askSsn || problem === 'ssnRequired' };
}

/** The payment flow's reducer. */
export function paymentFlowReducer(state: PaymentFlowState, event: PaymentFlowEvent): PaymentFlowState {
  switch (event.type) {
    case 'placeOrder':
      // One order per press: while the payment step runs, or once placed, a press does nothing.
      if (state.phase !== 'editing') return state;
      return { phase: 'paying', askSsn: state.askSsn, transactionId: null };
    case 'resume':
      if (state.phase === 'paying' || state.phase === 'completed') return state;
      return { phase: 'paying', askSsn: false, transactionId: event.transactionId };
    case 'answered': {
      if (state.phase !== 'paying') return state;
      const { outcome } = event;
      if (outcome.status === 'completed') return { phase: 'completed', orderNumber: outcome.orderNumber };
      if (outcome.status === 'redirect')
        return {
          phase: 'atProvider',
          redirectUrl: outcome.redirectUrl,
          transactionId: outcome.transactionId,
        };
      switch (outcome.result) {
        case PaymentStepResult.SsnRequired:
          return editing(state, 'ssnRequired', ['ssn']);
        case PaymentStepResult.ValidationsRequired: {
          const fields = fieldsOf(outcome.validationErrors);
          // Only a prescription missing: say so, rather than "fix the marked fields".
          const onlyPrescriptions = fields.length === 1 && fields[0] === 'prescriptions';
          return editing(state, onlyPrescriptions ? 'prescriptionRequired' : 'validationsRequired', fields);
        }
        case PaymentStepResult.TransactionExpired:
          // Start again: the details stay, the expired transaction is dropped.
          return editing(state, 'transactionExpired');
        default: {
          const giftCard = fieldsOf(outcome.validationErrors).includes('giftCard');
          return editing(state, giftCard ? 'giftCardFailed' : 'failed', giftCard ? ['giftCard'] : []);
        }
      }
    }
    case 'failed':
      if (state.phase !== 'paying') return state;
      return editing(state, failureProblem(event.status, event.code));
    case 'fieldFixed': {
      // Issue #40: "Kjøpet er ikke fullført" stayed after the personal number was fixed. The field
      // is no longer pointed at; once none is, a problem that was only about them goes.
      if (state.phase !== 'editing' || !state.fields.includes(event.field)) return state;
      const fields = state.fields.filter((field) => field !== event.field);
      const answered = fields.length === 0 && state.problem !== null && FIELD_PROBLEMS.has(state.problem);
      return { ...state, fields, problem: answered ? null : state.problem };
    }
  }
}

/** Whether "Fullfør kjøpet" does anything now (it cannot send twice). */
export function canPlaceOrder(state: PaymentFlowState): boolean {
  return state.phase === 'editing';
}
