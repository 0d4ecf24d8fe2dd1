// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers, getMockMailbox, setBackendClock, setMockShopperAccount } from '../mocks';
import { DEFAULT_NOW } from '../mocks/backend/core';
import { startMockServer } from '../mocks/testServer';
import { createShopClient, isShopApiRequestError, SHOP_CALL_TIMEOUTS } from './client';

const SHOP = 'http://shop.test';
startMockServer(createHandlers({ shopBaseUrl: SHOP }));
afterEach(() => setMockShopperAccount(null));

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
const codeOf = (error: unknown) => (isShopApiRequestError(error) ? [error.status, error.code] : undefined);

function storeClient() {
  setMockShopperAccount('store');
  return createShopClient({ baseUrl: SHOP });
}

describe('store staff calls', () => {
  it('finds a customer, adds products, sends a payment request by e-mail and reads its status', async () => {
    const shop = storeClient();
    const [kari] = await shop.searchCustomers('nordmann');
    expect(kari?.customerNumber).toBe('100001');
    const basket = await shop.addProductForCustomer('100001', { skuId: '100001-1', quantity: 2 });
    expect([basket.lines.length, basket.total]).toEqual([1, 2998]);
    const request = await shop.sendPaymentRequest({ customerNumber: '100001', channel: 'email' });
    expect([request.status, request.sentTo, request.amount]).toEqual(['sent', 'k•••@example.no', 2998]);
    expect(getMockMailbox('kari.nordmann@example.no').at(-1)?.link).toBe(request.paymentUrl);
    expect((await shop.getPaymentRequest(request.id)).status).toBe('sent');
    // The customer, with no login, reads it by the token of the link.
    setMockShopperAccount(null);
    const guest = createShopClient({ baseUrl: SHOP });
    const token = request.paymentUrl.split('/').at(-1) ?? '';
    const seen = await guest.getCustomerPaymentRequest(token);
    expect([seen.amount, seen.lines[0]?.quantity, seen.status]).toEqual([2998, 2, 'sent']);
    expect(codeOf(await rejection(guest.getCustomerPaymentRequest('unknown')))?.[0]).toBe(404);
  });

  it('creates a customer once per e-mail', async () => {
    const shop = storeClient();
    const person = { firstName: 'Per', lastName: 'Butikk', email: 'per@example.no', mobile: '98765432' };
    const created = await shop.createStaffCustomer(person);
    expect(created.name).toBe('Per Butikk');
    expect(codeOf(await rejection(shop.createStaffCustomer(person)))).toEqual([409, 'CustomerExists']);
  });

  it('refuses by code: not a store user, unknown customer, gift card, out of stock, empty basket', async () => {
    setMockShopperAccount('customer');
    const customer = createShopClient({ baseUrl: SHOP });
    expect(codeOf(await rejection(customer.searchCustomers('nordmann')))).toEqual([403, 'NotStoreUser']);
    const shop = storeClient();
    expect(
      codeOf(await rejection(shop.addProductForCustomer('999999', { skuId: '100001-1', quantity: 1 }))),
    ).toEqual([404, 'CustomerNotFound']);
    expect(
      codeOf(await rejection(shop.addProductForCustomer('100001', { skuId: '100159-1', quantity: 1 }))),
    ).toEqual([409, 'NotAvailableForStore']);
    expect(
      codeOf(await rejection(shop.addProductForCustomer('100001', { skuId: '100003-2', quantity: 1 }))),
    ).toEqual([409, 'OutOfStock']);
    expect(
      codeOf(await rejection(shop.sendPaymentRequest({ customerNumber: '100001', channel: 'sms' }))),
    ).toEqual([409, 'BasketEmpty']);
    expect([SHOP_CALL_TIMEOUTS.staff, SHOP_CALL_TIMEOUTS.staffWrite]).toEqual([10_000, 20_000]);
  });

  it('reads back the basket a store user is putting together for a customer', async () => {
    const shop = storeClient();
    expect((await shop.getStaffBasket('100001')).lines).toEqual([]);
    await shop.addProductForCustomer('100001', { skuId: '100001-1', quantity: 2 });
    const basket = await shop.getStaffBasket('100001');
    expect([basket.lines[0]?.skuId, basket.lines[0]?.quantity, basket.total]).toEqual(['100001-1', 2, 2998]);
    expect(codeOf(await rejection(shop.getStaffBasket('999999')))).toEqual([404, 'CustomerNotFound']);
    setMockShopperAccount('customer');
    const customer = createShopClient({ baseUrl: SHOP });
    expect(codeOf(await rejection(customer.getStaffBasket('100001')))).toEqual([403, 'NotStoreUser']);
  });
});

describe('paying a payment request by its link', () => {
  async function sentRequest(customerNumber = '100001', skuId = '100001-1', quantity = 1) {
    const shop = storeClient();
    await shop.addProductForCustomer(customerNumber, { skuId, quantity });
    const request = await shop.sendPaymentRequest({ customerNumber, channel: 'sms' });
    setMockShopperAccount(null);
    return { shop, request, token: request.paymentUrl.split('/').at(-1) ?? '' };
  }

  it('pays with Klarna once: to the provider, back, paid; a second payment is refused', async () => {
    const { shop, request, token } = await sentRequest();
    const guest = createShopClient({ baseUrl: SHOP });
    const toKlarna = await guest.payPaymentRequest(token, { paymentMethodId: 60 });
    if (toKlarna.status !== 'redirect') throw new Error(`expected a redirect, got ${toKlarna.status}`);
    expect(toKlarna.redirectUrl).toBe(`${request.paymentUrl}?klarna=${toKlarna.transactionId}`);
    const paid = await guest.payPaymentRequest(token, {
      paymentMethodId: 60,
      transactionId: toKlarna.transactionId,
    });
    expect(paid).toMatchObject({ status: 'completed', total: 1499 });
    expect((await guest.getCustomerPaymentRequest(token)).status).toBe('paid');
    // A reload on the way back, or a second press: never paid twice.
    expect(
      codeOf(
        await rejection(
          guest.payPaymentRequest(token, { paymentMethodId: 60, transactionId: toKlarna.transactionId }),
        ),
      ),
    ).toEqual([409, 'PaymentRequestPaid']);
    expect(codeOf(await rejection(guest.payPaymentRequest(token, { paymentMethodId: 60 })))).toEqual([
      409,
      'PaymentRequestPaid',
    ]);
    expect(getMockMailbox('kari.nordmann@example.no').at(-1)?.subject).toBe(
      `Kvittering for betalingsforespørsel ${request.id}`,
    );
    // The store sees it paid.
    setMockShopperAccount('store');
    expect((await shop.getPaymentRequest(request.id)).status).toBe('paid');
  });

  it('pays with a gift card; too little on it fails, and the request stays payable', async () => {
    const { token } = await sentRequest('100001', '100097-1', 2);
    const guest = createShopClient({ baseUrl: SHOP });
    const short = await guest.payPaymentRequest(token, {
      paymentMethodId: 900,
      giftCard: { number: '6001000000009999', pin: '9999' },
    });
    expect(short).toMatchObject({ status: 'problem', result: 0 });
    const paid = await guest.payPaymentRequest(token, {
      paymentMethodId: 900,
      giftCard: { number: '6001000000001234', pin: '1234' },
    });
    expect(paid.status).toBe('completed');
  });

  it('answers the payment step results: SSN required, failed, transaction expired; unknown token 404', async () => {
    const shop = storeClient();
    const created = await shop.createStaffCustomer({
      firstName: 'Ola',
      lastName: 'Disk',
      email: 'ola.disk@example.no',
      mobile: '98765432',
    });
    const { token } = await sentRequest(created.customerNumber);
    const guest = createShopClient({ baseUrl: SHOP });
    // A customer created at the counter has no personal number on file: Klarna asks for it.
    expect(await guest.payPaymentRequest(token, { paymentMethodId: 60 })).toMatchObject({
      status: 'problem',
      result: 1,
    });
    expect(await guest.payPaymentRequest(token, { paymentMethodId: 60, ssn: '010101-00000' })).toMatchObject({
      status: 'problem',
      result: 0,
    });
    expect(
      await guest.payPaymentRequest(token, { paymentMethodId: 60, transactionId: 'KL-0-forged' }),
    ).toMatchObject({ status: 'problem', result: 99 });
    expect((await guest.payPaymentRequest(token, { paymentMethodId: 60, ssn: '010185-12345' })).status).toBe(
      'redirect',
    );
    expect(codeOf(await rejection(guest.payPaymentRequest('unknown', { paymentMethodId: 60 })))).toEqual([
      404,
      'NotFound',
    ]);
  });

  it('an expired request cannot be paid (409 PaymentRequestExpired), and stays unpaid', async () => {
    const { shop, request, token } = await sentRequest();
    const guest = createShopClient({ baseUrl: SHOP });
    setBackendClock(() => new Date(DEFAULT_NOW.getTime() + 49 * 60 * 60_000));
    try {
      expect(codeOf(await rejection(guest.payPaymentRequest(token, { paymentMethodId: 60 })))).toEqual([
        409,
        'PaymentRequestExpired',
      ]);
      expect((await guest.getCustomerPaymentRequest(token)).status).toBe('expired');
      setMockShopperAccount('store');
      expect((await shop.getPaymentRequest(request.id)).status).toBe('expired');
    } finally {
      setBackendClock(() => DEFAULT_NOW);
    }
  });
});
