import { describe, expect, it } from 'vitest';
import type { PaymentStepOutcome } from '../schemas/checkout';
import {
  INITIAL_PAYMENT_FLOW,
  canPlaceOrder,
  failureProblem,
  fieldsOf,
  isFieldFixed,
  paymentFlowReducer,
  type PaymentFlowEvent,
  type PaymentFlowState,
} from './paymentFlow';
import { personalNumber, required } from '../validation/rules';

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
    [409, 'LensPrescriptionRequired', 'lensPrescriptionRequired'],
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

  describe('a field fixed after the payment step pointed at it (issue #40)', () => {
    const fixed = (field: 'ssn' | 'city' | 'storeId'): PaymentFlowEvent => ({ type: 'fieldFixed', field });

    it('the personal number asked for and fixed: the problem goes, the field stays asked for', () => {
      const asked = run([{ type: 'placeOrder' }, problem(1, [{ path: 'ssn', message: 'x' }])]);
      expect(asked).toMatchObject({ problem: 'ssnRequired', fields: ['ssn'], askSsn: true });
      expect(paymentFlowReducer(asked, fixed('ssn'))).toEqual({
        phase: 'editing',
        problem: null,
        fields: [],
        askSsn: true,
      });
    });

    it('several fields named: the problem stays until the last is fixed', () => {
      const named = run([
        { type: 'placeOrder' },
        problem(2, [
          { path: 'ssn', message: 'x' },
          { path: 'customer.city', message: 'x' },
        ]),
      ]);
      const one = paymentFlowReducer(named, fixed('ssn'));
      expect(one).toMatchObject({ problem: 'validationsRequired', fields: ['city'] });
      expect(paymentFlowReducer(one, fixed('city'))).toMatchObject({ problem: null, fields: [] });
    });

    it('a field not named, or a problem not about fields (Klarna said no), changes nothing', () => {
      const refused = run([{ type: 'placeOrder' }, problem(0)]);
      expect(paymentFlowReducer(refused, fixed('ssn'))).toBe(refused);
      const named = run([{ type: 'placeOrder' }, problem(2, [{ path: 'storeId', message: 'x' }])]);
      expect(paymentFlowReducer(named, fixed('city'))).toBe(named);
      const paying = run([{ type: 'placeOrder' }]);
      expect(paymentFlowReducer(paying, fixed('ssn'))).toBe(paying);
    });
  });

  it.each([
    ['empty before, a number with the hyphen now', '', '010190-12345', true],
    ['empty before, the usual eleven digits now', '', '01019012345', true],
    ['still empty', '', '', false],
    ['not a personal number yet', '', '0101901234', false],
    ['the very number the payment step refused', '010190-12345', '010190-12345', false],
    ['another valid number than the refused one', '010190-12345', '02029012345', true],
  ])('isFieldFixed for the personal number: %s → %s', (_, before, now, expected) => {
    expect(isFieldFixed(before, now, [required, personalNumber])).toBe(expected);
  });
});
