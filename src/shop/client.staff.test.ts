// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createHandlers, getMockMailbox, setMockShopperAccount } from '../mocks';
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
});
