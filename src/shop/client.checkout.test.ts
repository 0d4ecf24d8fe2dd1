// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHandlers, setMockShopperAccount } from '../mocks';
import { sellableSkuId, startMockServer } from '../mocks/testServer';
import { createShopClient, isShopApiRequestError } from './client';

const SHOP = 'http://shop.test';
startMockServer(createHandlers({ shopBaseUrl: SHOP }));

const customer = {
  firstName: 'Ola',
  lastName: 'Nordmann',
  email: 'ola@example.no',
  mobile: '+4790000000',
  street: 'Storgata 1',
  zipCode: '0155',
  city: 'Oslo',
};

/** A guest's client with one product in the cart. */
async function guestWithCart() {
  setMockShopperAccount(null);
  const shop = createShopClient({ baseUrl: SHOP });
  await shop.updateCart({ skuId: sellableSkuId(), quantity: 1 });
  return shop;
}

describe('checkout calls', () => {
  it('reads the delivery options (with click and collect), collection points and payment methods', async () => {
    const shop = await guestWithCart();
    const options = await shop.getDeliveryOptions();
    expect(options.find((option) => option.id === 119)).toMatchObject({ requiresStore: true });
    const points = await shop.getCollectionPoints('0155', 101);
    expect(points).toHaveLength(5);
    expect(points[0]?.address.zipCode).toBe('0155');
    expect((await shop.getPaymentMethods()).map((method) => method.id)).toEqual([60, 900]);
  });

  it('applies a discount code, refuses an unknown one, and takes it off again', async () => {
    const shop = await guestWithCart();
    expect(await shop.applyDiscountCode('glimt10')).toMatchObject({ code: 'GLIMT10' });
    const refused = await shop.applyDiscountCode('FEIL').catch((error: unknown) => error);
    expect(isShopApiRequestError(refused) && [refused.status, refused.code]).toEqual([
      404,
      'InvalidDiscountCode',
    ]);
    await expect(shop.removeDiscountCode()).resolves.toBeUndefined();
  });

  it('pays with Klarna: a personal number asked for, the provider, then the order, readable by its owner only', async () => {
    const shop = await guestWithCart();
    const base = { deliveryMethodId: 112 as const, paymentMethodId: 60 as const, customer };
    expect(await shop.pay(base)).toMatchObject({ status: 'problem', result: 1 });
    const redirect = await shop.pay({ ...base, ssn: '010190-12345' });
    if (redirect.status !== 'redirect') throw new Error('expected the provider');
    const done = await shop.pay({ ...base, ssn: '010190-12345', transactionId: redirect.transactionId });
    if (done.status !== 'completed') throw new Error('expected the order');
    const order = await shop.getOrderConfirmation(done.orderNumber);
    expect(order).toMatchObject({ orderNumber: done.orderNumber, shipmentMethod: { id: 112 } });
    const stranger = createShopClient({ baseUrl: SHOP });
    const hidden = await stranger.getOrderConfirmation(done.orderNumber).catch((error: unknown) => error);
    expect(isShopApiRequestError(hidden) && hidden.status).toBe(404);
  });
});
