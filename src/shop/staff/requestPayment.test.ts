import { describe, expect, it } from 'vitest';
import { PaymentStepResult } from '../enums';
import { INITIAL_PAYMENT_FLOW } from '../checkout/paymentFlow';
import {
  EMPTY_REQUEST_PAYMENT,
  canPayRequest,
  closedReason,
  closedTitle,
  requestPayPayload,
  requestPaymentProblemMessage,
  requestPaymentReducer,
  type RequestPaymentState,
} from './requestPayment';

const paying: RequestPaymentState = { phase: 'paying', askSsn: false, transactionId: null };

describe('paying a payment request', () => {
  it('pays once: a second press while paying, once paid or once closed does nothing', () => {
    const started = requestPaymentReducer(INITIAL_PAYMENT_FLOW, { type: 'placeOrder' });
    expect(started.phase).toBe('paying');
    expect(canPayRequest(started)).toBe(false);
    expect(requestPaymentReducer(started, { type: 'placeOrder' })).toBe(started);
    const paid = requestPaymentReducer(started, {
      type: 'answered',
      outcome: { status: 'completed', orderNumber: '100301', total: 2998 },
    });
    expect(paid).toEqual({ phase: 'completed', orderNumber: '100301' });
    expect(requestPaymentReducer(paid, { type: 'placeOrder' })).toBe(paid);
    expect(requestPaymentReducer(paid, { type: 'resume', transactionId: 'KL-1' })).toBe(paid);
    const closed: RequestPaymentState = { phase: 'closed', reason: 'paid' };
    expect(requestPaymentReducer(closed, { type: 'placeOrder' })).toBe(closed);
    expect(canPayRequest(closed)).toBe(false);
  });

  it('a request paid, expired or unknown by the time it is paid closes the page for good', () => {
    expect(
      requestPaymentReducer(paying, { type: 'failed', status: 409, code: 'PaymentRequestPaid' }),
    ).toEqual({ phase: 'closed', reason: 'paid' });
    expect(
      requestPaymentReducer(paying, { type: 'failed', status: 409, code: 'PaymentRequestExpired' }),
    ).toEqual({ phase: 'closed', reason: 'expired' });
    expect(requestPaymentReducer(paying, { type: 'failed', status: 404, code: 'NotFound' })).toEqual({
      phase: 'closed',
      reason: 'notFound',
    });
    expect(closedReason(500, undefined)).toBeNull();
    expect(closedTitle('paid')).toBe('payreq.paid.title');
    expect(closedTitle('expired')).toBe('payreq.expired.title');
    expect(closedTitle('notFound')).toBe('payreq.error.title');
  });

  it('the payment step results and provider trouble are the checkout\u2019s, with the request\u2019s messages', () => {
    const asked = requestPaymentReducer(paying, {
      type: 'answered',
      outcome: { status: 'problem', result: PaymentStepResult.SsnRequired, validationErrors: [] },
    });
    expect(asked).toMatchObject({ phase: 'editing', problem: 'ssnRequired', askSsn: true });
    expect(canPayRequest(asked)).toBe(true);
    const expired = requestPaymentReducer(paying, {
      type: 'answered',
      outcome: { status: 'problem', result: PaymentStepResult.TransactionExpired, validationErrors: [] },
    });
    expect(expired).toMatchObject({ phase: 'editing', problem: 'transactionExpired' });
    const provider = requestPaymentReducer(paying, {
      type: 'failed',
      status: 503,
      code: 'CardProviderUnavailable',
    });
    expect(provider).toMatchObject({ phase: 'editing', problem: 'providerUnavailable' });
    expect(requestPaymentProblemMessage('providerUnavailable')).toBe('payreq.problem.providerUnavailable');
    expect(requestPaymentProblemMessage('cartEmpty')).toBe('payreq.problem.unknown');
    expect(requestPaymentProblemMessage('prescriptionRequired')).toBe('payreq.problem.prescriptionRequired');
    const toKlarna = requestPaymentReducer(paying, {
      type: 'answered',
      outcome: {
        status: 'redirect',
        redirectUrl: '/betalingsforesporsel/abc?klarna=KL-1',
        transactionId: 'KL-1',
      },
    });
    expect(toKlarna).toMatchObject({ phase: 'atProvider', transactionId: 'KL-1' });
  });

  it('builds the pay call\u2019s body from what was typed', () => {
    expect(requestPayPayload(EMPTY_REQUEST_PAYMENT)).toEqual({ paymentMethodId: 60 });
    expect(requestPayPayload({ ...EMPTY_REQUEST_PAYMENT, ssn: ' 010185-12345 ' })).toEqual({
      paymentMethodId: 60,
      ssn: '010185-12345',
    });
    expect(requestPayPayload({ ...EMPTY_REQUEST_PAYMENT, ssn: '01018512345' })).toEqual({
      paymentMethodId: 60,
      ssn: '010185-12345',
    });
    expect(
      requestPayPayload({
        ...EMPTY_REQUEST_PAYMENT,
        paymentMethodId: 900,
        giftCardNumber: '6001 0000 0000 1234',
        giftCardPin: ' 1234 ',
      }),
    ).toEqual({ paymentMethodId: 900, giftCard: { number: '6001000000001234', pin: '1234' } });
    expect(requestPayPayload({ ...EMPTY_REQUEST_PAYMENT, paymentMethodId: null })).toBeNull();
    expect(requestPayPayload(EMPTY_REQUEST_PAYMENT, 'KL-7001')).toEqual({
      paymentMethodId: 60,
      transactionId: 'KL-7001',
    });
  });
});
