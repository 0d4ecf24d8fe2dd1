import { describe, expect, it } from 'vitest';
import { ShopApiRequestError } from '../client';
import { currentLensPaymentMethod, lensActionFailure, nextDeliveryLine, productsByEye } from './lensPage';

const apiError = (status: number, code: string) =>
  new ShopApiRequestError('POST /x', { status, code, message: code, fields: [] } as never);

describe('the next delivery line', () => {
  it('schedules an active subscription with its processing and sending days', () => {
    const line = nextDeliveryLine(
      { status: 100, frozen: false, nextDeliveryDate: '2027-01-15' },
      '2026-11-23',
    );
    expect(line).toMatchObject({
      kind: 'scheduled',
      schedule: { processingDate: '2026-12-11', shippingDate: '2026-12-15', locked: false },
    });
  });
  it.each([
    [{ status: 520 as const, frozen: false, nextDeliveryDate: null }, 'paused'],
    [{ status: 520 as const, frozen: true, nextDeliveryDate: null }, 'frozen'],
    [{ status: 200 as const, frozen: false, nextDeliveryDate: null }, 'cancelled'],
    [{ status: 100 as const, frozen: false, nextDeliveryDate: null }, 'unscheduled'],
  ])('%o has no delivery: %s', (subscription, kind) => {
    expect(nextDeliveryLine(subscription, '2026-11-23').kind).toBe(kind);
  });
});

describe('what a failed action says', () => {
  it.each([
    ['pause', apiError(409, 'InvalidStatusTransition'), 'subscription.lens.error.stateChanged'],
    ['activate', apiError(409, 'SubscriptionFrozen'), 'subscription.lens.error.frozen'],
    [
      'updatePaymentMethod',
      apiError(409, 'DirectDebitRegistrationFailed'),
      'subscription.lens.error.directDebit',
    ],
    ['updatePaymentMethod', apiError(502, 'HttpError'), 'subscription.lens.error.cardProvider'],
    ['removeProduct', apiError(409, 'LastProduct'), 'subscription.lens.error.lastProduct'],
    ['changeNextDelivery', apiError(422, 'DeliveryDateTooEarly'), 'subscription.lens.error.tooEarly'],
    ['addProduct', apiError(409, 'NotAvailableForSubscription'), 'subscription.lens.error.notSubscribable'],
    ['changeInterval', apiError(409, 'SubscriptionCancelled'), 'subscription.lens.error.cancelled'],
    ['cancel', apiError(401, 'NotLoggedIn'), 'subscription.error.loggedOut'],
    ['pause', apiError(500, 'HttpError'), 'subscription.lens.failed.pause'],
    ['pause', new TypeError('Failed to fetch'), 'subscription.lens.failed.pause'],
  ] as const)('%s failing with %o says %s', (action, error, key) => {
    expect(lensActionFailure(action, error)).toBe(key);
  });
});

describe('products by eye', () => {
  it('orders right, left, then both, leaving out empty eyes', () => {
    const product = (lineId: string, eye: 'left' | 'right' | 'both') =>
      ({ lineId, eye }) as Parameters<typeof productsByEye>[0][number];
    const groups = productsByEye([product('a', 'left'), product('b', 'right'), product('c', 'left')]);
    expect(groups.map((group) => [group.eye, group.products.map((p) => p.lineId)])).toEqual([
      ['right', ['b']],
      ['left', ['a', 'c']],
    ]);
  });
});

describe('the payment method a lens subscription has now', () => {
  it.each([
    // back from the card provider, the card, also before the stored answer says so
    [true, false, 'directDebit', 'card'],
    [true, false, undefined, 'card'],
    // once the shopper sends the form again, the stored answer counts
    [true, true, 'eInvoice', 'eInvoice'],
    [true, true, undefined, undefined],
    // a direct visit: what is stored, nothing while it is read
    [false, false, 'directDebit', 'directDebit'],
    [false, false, undefined, undefined],
    [false, true, 'invoice', 'invoice'],
  ] as const)(
    'cardJustRegistered %s, sent %s, stored %s: %s',
    (cardJustRegistered, sentSinceReturn, stored, expected) => {
      expect(currentLensPaymentMethod({ cardJustRegistered, sentSinceReturn, stored })).toBe(expected);
    },
  );
});
