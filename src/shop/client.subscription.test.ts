// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHandlers, getMockMailbox, setMockShopperAccount } from '../mocks';
import { startMockServer } from '../mocks/testServer';
import { parseLensSubscriptionResponse } from './adapters';
import { createShopClient, isShopApiRequestError } from './client';
import { earliestLensDeliveryDate, lensSubscriptionState } from './subscriptions/lens';

const SHOP = 'http://shop.test';
startMockServer(createHandlers({ shopBaseUrl: SHOP }));

/** A client whose session starts logged in as Kari Nordmann (customer 100001). */
function customerClient() {
  setMockShopperAccount('customer');
  return createShopClient({ baseUrl: SHOP });
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
const codeOf = (error: unknown) => (isShopApiRequestError(error) ? [error.status, error.code] : undefined);

describe('subscription calls', () => {
  it('lists the subscriptions, and pauses then activates a lens subscription', async () => {
    const shop = customerClient();
    const overview = await shop.getSubscriptions();
    expect(overview.lens.map((subscription) => subscription.id)).toContain('L-20001');
    const paused = await shop.pauseLensSubscription('L-20001');
    expect([lensSubscriptionState(paused), paused.nextDeliveryDate]).toEqual(['paused', null]);
    const active = await shop.activateLensSubscription('L-20001');
    expect(lensSubscriptionState(active)).toBe('active');
    expect(active.nextDeliveryDate).not.toBeNull();
    // Pausing twice is refused by the backend too.
    await shop.pauseLensSubscription('L-20001');
    expect(codeOf(await rejection(shop.pauseLensSubscription('L-20001')))).toEqual([
      409,
      'InvalidStatusTransition',
    ]);
  });

  it('reads the strength delivered for each eye, and a subscription whose products have none', async () => {
    const shop = customerClient();
    const subscription = await shop.getLensSubscription('L-20001');
    expect(subscription.products.map((product) => [product.eye, product.prescription])).toEqual([
      ['right', { power: -3, baseCurve: 8.5, diameter: 14.3, cylinder: null, axis: null, addition: null }],
      ['left', { power: -2.5, baseCurve: 8.5, diameter: 14.3, cylinder: null, axis: null, addition: null }],
    ]);
    // An order system that sends no strength still gives a readable subscription, without one.
    const withoutStrength = {
      success: true,
      data: {
        ...subscription,
        products: subscription.products.map(({ prescription: _prescription, ...product }) => product),
      },
    };
    const read = parseLensSubscriptionResponse(withoutStrength);
    expect(read.products.map((product) => product.prescription ?? null)).toEqual([null, null]);
  });

  it('changes and removes products, refusing to remove the last one', async () => {
    const shop = customerClient();
    const changed = await shop.changeLensProduct('L-20001', 'L-20001-1', 3);
    expect(changed.products.find((product) => product.lineId === 'L-20001-1')?.quantity).toBe(3);
    const removed = await shop.removeLensProduct('L-20001', 'L-20001-2');
    expect(removed.products).toHaveLength(1);
    expect(codeOf(await rejection(shop.removeLensProduct('L-20001', 'L-20001-1')))).toEqual([
      409,
      'LastProduct',
    ]);
  });

  it('moves the next delivery, not before the earliest date that can still be processed', async () => {
    const shop = customerClient();
    const earliest = earliestLensDeliveryDate('2026-11-17');
    expect((await shop.changeLensNextDelivery('L-20005', earliest)).nextDeliveryDate).toBe(earliest);
    expect(codeOf(await rejection(shop.changeLensNextDelivery('L-20005', '2026-11-20')))).toEqual([
      422,
      'DeliveryDateTooEarly',
    ]);
  });

  it('lists only subscribable products, bounded', async () => {
    const products = await customerClient().listSubscribableProducts();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(60);
  });

  it('terminates a glasses subscription and wins it back through the e-mail link without a login', async () => {
    const shop = customerClient();
    const ending = await shop.terminateGlassesSubscription('B-30001');
    expect(ending.terminationDate).toBe('2026-12-17');
    const token = getMockMailbox('kari.nordmann@example.no').at(-1)?.token ?? undefined;
    expect(token).toMatch(/^winback-/);

    setMockShopperAccount(null);
    const guest = createShopClient({ baseUrl: SHOP });
    const { offer, subscription } = await guest.getWinback(token);
    expect([subscription.id, offer.freeMonths, offer.invoicedInArrears]).toEqual(['B-30001', 3, true]);
    const wonBack = await guest.acceptWinback('B-30001', token);
    expect([wonBack.noticeDate, wonBack.terminationDate]).toEqual([null, null]);
    expect(codeOf(await rejection(guest.getWinback(token)))).toEqual([410, 'WinbackLinkInvalid']);
    expect(codeOf(await rejection(guest.getWinback()))).toEqual([401, 'NotLoggedIn']);
  });
});
