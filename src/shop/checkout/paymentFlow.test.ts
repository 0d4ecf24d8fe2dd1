import { describe, expect, it } from 'vitest';
import type { PaymentStepOutcome } from '../schemas/checkout';
import {
  INITIAL_PAYMENT_FLOW,
  canPlaceOrder,
  failureProblem,
  fieldsOf,
  paymentFlowReducer,
  type PaymentFlowEvent,
  type PaymentFlowState,
} from './paymentFlow';

const run = (events: PaymentFlowEvent[], from: PaymentFlowState = INITIAL_PAYMENT_FLOW) =>
  events.reduce(paymentFlowReducer, from);
const answered = (outcome: PaymentStepOutcome): PaymentFlowEvent => ({ type: 'answered', outcome });
const problem = (result: 0 | 1 | 2 | 99, validationErrors: { path: string; message: string }[] = []) =>
  answered({ status: 'problem', result, validationErrors });

describe('payment flow', () => {
  it('places the order once: a second press while paying, or after, does nothing', () => {
    const paying = run([{ type: 'placeOrder' }]);
    expect(paying).toMatchObject({ phase: 'paying' });
    expect(canPlaceOrder(paying)).toBe(false);
    expect(paymentFlowReducer(paying, { type: 'placeOrder' })).toBe(paying);
    const done = run([answered({ status: 'completed', orderNumber: '100301', total: 598 })], paying);
    expect(done).toEqual({ phase: 'completed', orderNumber: '100301' });
    expect(paymentFlowReducer(done, { type: 'placeOrder' })).toBe(done);
    expect(paymentFlowReducer(done, { type: 'resume', transactionId: 'KL-1' })).toBe(done);
  });

  it('goes on to the payment provider, and resumes there with its transaction', () => {
    const atProvider = run([
      { type: 'placeOrder' },
      answered({ status: 'redirect', redirectUrl: '/checkout?klarna=KL-1', transactionId: 'KL-1' }),
    ]);
    expect(atProvider).toEqual({
      phase: 'atProvider',
      redirectUrl: '/checkout?klarna=KL-1',
      transactionId: 'KL-1',
    });
    expect(run([{ type: 'resume', transactionId: 'KL-1' }])).toEqual({
      phase: 'paying',
      askSsn: false,
      transactionId: 'KL-1',
    });
  });

  it.each([
    ['0 Failed', problem(0), { problem: 'failed', fields: [], askSsn: false }],
    [
      '1 SsnRequired asks for the personal number',
      problem(1, [{ path: 'ssn', message: 'x' }]),
      {
        problem: 'ssnRequired',
        fields: ['ssn'],
        askSsn: true,
      },
    ],
    [
      '2 ValidationsRequired names the fields',
      problem(2, [
        { path: 'customer.zipCode', message: 'x' },
        { path: 'storeId', message: 'x' },
        { path: 'customer.zipCode', message: 'again' },
        { path: 'somethingElse', message: 'x' },
      ]),
      { problem: 'validationsRequired', fields: ['zipCode', 'storeId'], askSsn: false },
    ],
    [
      '2 ValidationsRequired for a glasses line without a prescription only: the prescription message',
      problem(2, [{ path: 'prescriptions', message: 'x' }]),
      { problem: 'prescriptionRequired', fields: ['prescriptions'], askSsn: false },
    ],
    [
      '2 ValidationsRequired for a prescription and a field: the fields message',
      problem(2, [
        { path: 'prescriptions', message: 'x' },
        { path: 'storeId', message: 'x' },
      ]),
      { problem: 'validationsRequired', fields: ['prescriptions', 'storeId'], askSsn: false },
    ],
    [
      '99 TransactionExpired starts again',
      problem(99),
      { problem: 'transactionExpired', fields: [], askSsn: false },
    ],
    [
      'a gift card that is unknown or short of money',
      problem(0, [{ path: 'giftCard', message: 'Gift card not found' }]),
      { problem: 'giftCardFailed', fields: ['giftCard'], askSsn: false },
    ],
  ])('%s: back to editing with the message', (_, event, expected) => {
    expect(run([{ type: 'placeOrder' }, event])).toEqual({ phase: 'editing', ...expected });
  });

  it('keeps asking for the personal number once asked, until the order is placed', () => {
    const asked = run([{ type: 'placeOrder' }, problem(1)]);
    const again = run([{ type: 'placeOrder' }, problem(0)], asked);
    expect(again).toMatchObject({ problem: 'failed', askSsn: true });
  });

  it('an answer that comes when not paying is ignored (a late reply after a reload)', () => {
    expect(paymentFlowReducer(INITIAL_PAYMENT_FLOW, problem(0))).toBe(INITIAL_PAYMENT_FLOW);
    expect(paymentFlowReducer(INITIAL_PAYMENT_FLOW, { type: 'failed', status: 503 })).toBe(
      INITIAL_PAYMENT_FLOW,
    );
  });

  it.each([
    [503, 'CardProviderUnavailable', 'providerUnavailable'],
    [503, undefined, 'providerUnavailable'],
    [409, 'CartEmpty', 'cartEmpty'],
    [403, 'PaymentMethodNotAllowed', 'methodNotAllowed'],
    [undefined, undefined, 'unknown'],
    [500, 'HttpError500', 'unknown'],
  ] as const)('a failed call %s %s → %s', (status, code, expected) => {
    expect(failureProblem(status, code)).toBe(expected);
    expect(run([{ type: 'placeOrder' }, { type: 'failed', status, code }])).toMatchObject({
      phase: 'editing',
      problem: expected,
    });
  });

  it('reads only the field paths it knows', () => {
    expect(
      fieldsOf([
        { path: 'customer.__proto__', message: 'x' },
        { path: 'giftCard', message: 'x' },
      ]),
    ).toEqual(['giftCard']);
  });
});
