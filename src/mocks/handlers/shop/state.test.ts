// @vitest-environment node
/**
 * The fake backend's state and determinism: carts per shopper, bookings that take slots, subscriptions
 * that pause and resume, BankID outcomes per test number, gift card balances, and byte-identical
 * answers after `resetBackend()`.
 */
import { describe, expect, it } from 'vitest';
import { parseCartResponse, parseShopperResponse } from '../../../shop/adapters/cart';
import { parseBankIdPollResponse, parseBankIdStartResponse } from '../../../shop/adapters/auth';
import {
  parseBookingResponse,
  parseCancelBookingResponse,
  parseDaySlotsResponse,
} from '../../../shop/adapters/bookings';
import { parseLensSubscriptionResponse } from '../../../shop/adapters/subscriptions';
import { parseGiftCardBalanceResponse } from '../../../shop/adapters/giftcard';
import { parsePaymentStepResponse } from '../../../shop/adapters/checkout';
import { parseApiError } from '../../../shop/adapters/apiError';
import type { BankIdPoll } from '../../../shop/schemas/auth';
import {
  DEFAULT_NOW,
  createHandlers,
  createMockSession,
  mockArticles,
  resetBackend,
  setBackendClock,
  setMockShopperAccount,
} from '../../index';
import { SHOP, call, openSession } from './testClient';
import { heldBody, startMockServer } from '../../testServer';

startMockServer(createHandlers({ shopBaseUrl: SHOP }));

function article(predicate: (candidate: (typeof mockArticles)[number]) => boolean) {
  const found = mockArticles.find(predicate);
  if (!found?.skus[0]) throw new Error('No such fixture article');
  return { article: found, skuId: found.skus[0].skuId };
}

const inStock = (candidate: (typeof mockArticles)[number]) =>
  candidate.price.unit.publicationStatus === 20 &&
  candidate.skus.every((sku) => sku.publicationStatus === null);

async function update(token: string, body: Record<string, unknown>) {
  const reply = await call('POST', '/api/cart/update', { token, body });
  return { reply, cart: reply.status === 200 ? parseCartResponse(reply.body) : null };
}

describe('carts', () => {
  it('are per shopper token; quantity 0 removes the line', async () => {
    const first = await openSession();
    const second = await openSession();
    const lens = article((candidate) => inStock(candidate) && candidate.allowSubscription);
    const frame = article((candidate) => inStock(candidate) && candidate.category === 'Briller');
    await update(first, { skuId: lens.skuId, quantity: 2 });
    await update(first, { skuId: frame.skuId, quantity: 1 });
    expect(
      parseShopperResponse((await call('GET', '/api/site/shopper', { token: second })).body).cart.items,
    ).toEqual([]);
    const { cart } = await update(first, { skuId: lens.skuId, quantity: 0 });
    expect(cart?.items.map((item) => item.skuId)).toEqual([frame.skuId]);
    expect(cart?.totalCost).toBe(frame.article.price.unit.amount);
  });

  it('lines keep isEditAble, the subscription interval and prescriptions when the quantity changes', async () => {
    const token = await openSession();
    const lens = article((candidate) => inStock(candidate) && candidate.allowSubscription);
    const prescription = {
      right: { power: -2.5, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
      left: { power: -2.75, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
    };
    const added = await update(token, {
      skuId: lens.skuId,
      quantity: 1,
      subscriptionInterval: 'm3',
      prescription,
    });
    expect(added.cart?.items[0]?.price.amount).toBe(lens.article.price.subscription?.amount);
    const { cart } = await update(token, { skuId: lens.skuId, quantity: 4 });
    expect(cart?.items[0]).toMatchObject({
      quantity: 4,
      isEditAble: true,
      subscriptionInterval: 'm3',
      prescription,
    });
    expect(cart?.checkoutConfig).toMatchObject({ hasSubscriptionLines: true, requiresPrescription: false });
  });

  it('a lens on a frame follows the frame and goes with it; a gift card is not editable and costs its amount', async () => {
    const token = await openSession();
    const frame = article((candidate) => inStock(candidate) && candidate.category === 'Briller');
    const lens = article((candidate) => inStock(candidate) && candidate.allowSubscription);
    const glasses = {
      right: { sphere: -1.25, cylinder: -0.5, axis: 90, addition: null, pupillaryDistance: 31.5 },
      left: { sphere: -1, cylinder: null, axis: null, addition: null, pupillaryDistance: 31.5 },
    };
    const { cart } = await update(token, {
      skuId: frame.skuId,
      quantity: 1,
      childSkuId: lens.skuId,
      prescriptionGlasses: glasses,
    });
    expect(cart?.items.map((item) => [item.skuId, item.parentSkuID, item.isEditAble])).toEqual([
      [frame.skuId, null, true],
      [lens.skuId, frame.skuId, false],
    ]);
    expect(cart?.items[0]?.prescriptionGlasses).toEqual(glasses);
    const two = await update(token, { skuId: frame.skuId, quantity: 2 });
    expect(two.cart?.items.map((item) => item.quantity)).toEqual([2, 2]);
    const gone = await update(token, { skuId: frame.skuId, quantity: 0 });
    expect(gone.cart?.items).toEqual([]);

    const giftCard = mockArticles.find(
      (candidate) => candidate.category === 'Gavekort' && candidate.skus.length > 1,
    );
    const sku = giftCard?.skus.find((candidate) => candidate.name === 'kr 1000');
    if (!giftCard || !sku) throw new Error('No gift card with a kr 1000 SKU');
    const gift = await update(token, { skuId: sku.skuId, quantity: 1 });
    expect(gift.cart?.items[0]).toMatchObject({ isEditAble: false, price: { amount: 1000 } });
  });

  it('refuses what cannot be sold: out of stock 409, store items 409 unless a store user sells them', async () => {
    const token = await openSession();
    const outOfStock = article((candidate) => candidate.price.unit.publicationStatus === 30);
    expect(
      parseApiError(409, (await update(token, { skuId: outOfStock.skuId, quantity: 1 })).reply.body).code,
    ).toBe('OutOfStock');
    const storeItem = article(
      (candidate) =>
        candidate.price.unit.publicationStatus === 0 || candidate.price.unit.publicationStatus === 40,
    );
    const refused = await update(token, { skuId: storeItem.skuId, quantity: 1 });
    expect(refused.reply.status).toBe(409);
    expect(parseApiError(409, refused.reply.body).code).toBe('StoreOnly');
    const sold = await update(createMockSession('store').token, { skuId: storeItem.skuId, quantity: 1 });
    expect(sold.reply.status).toBe(200);
  });

  it('setMockShopperAccount makes new shoppers start logged in', async () => {
    setMockShopperAccount('customer');
    const token = await openSession();
    expect((await call('GET', '/api/customer', { token })).status).toBe(200);
    resetBackend();
    expect((await call('GET', '/api/customer', { token: await openSession() })).status).toBe(401);
  });
});

describe('bookings', () => {
  const slotsOf = async (storeId: string, date: string) =>
    parseDaySlotsResponse(
      (await call('GET', `/api/booking/slots?storeId=${storeId}&date=${date}`)).body,
    ).slots.map((slot) => slot.start);
  const body = (storeId: string, start: string) => ({
    storeId,
    examTypeId: 'synstest',
    levelId: 'standard',
    ageGroupId: '18-75',
    start,
    customer: {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari.nordmann@example.no',
      mobile: '+4791234567',
    },
  });

  it('a booking takes its slot away, a second booking of it is 409, a cancellation gives it back', async () => {
    const token = await openSession();
    const before = await slotsOf('1005', '2026-11-18');
    const start = before[1] ?? '';
    const booked = await call('POST', '/api/booking', { token, body: body('1005', start) });
    expect(booked.status).toBe(201);
    const { id, accessToken } = parseBookingResponse(booked.body);
    expect(await slotsOf('1005', '2026-11-18')).toEqual(before.filter((slot) => slot !== start));
    const again = await call('POST', '/api/booking', { token, body: body('1005', start) });
    expect(again.status).toBe(409);
    expect(parseApiError(409, again.body).code).toBe('SlotTaken');
    parseCancelBookingResponse(
      (await call('POST', `/api/booking/${id}/cancel?accessToken=${accessToken ?? ''}`, { token })).body,
    );
    expect(await slotsOf('1005', '2026-11-18')).toEqual(before);
  });

  it('slots follow opening hours, lunch, deviations and the clock', async () => {
    expect(await slotsOf('1001', '2026-12-25')).toEqual([]);
    expect((await slotsOf('1001', '2026-12-24')).every((slot) => slot < '2026-12-24T13:00')).toBe(true);
    expect(
      (await slotsOf('1016', '2026-11-18')).some(
        (slot) => slot.includes('T11:30') || slot.includes('T11:45'),
      ),
    ).toBe(false);
    expect((await slotsOf('1001', '2026-11-17')).every((slot) => slot > '2026-11-17T09:30')).toBe(true);
    expect(await slotsOf('1025', '2026-11-18')).toEqual([]);
    expect(await slotsOf('1001', '2026-11-16')).toEqual([]);
  });

  it('an external-provider store answers a request; a provider that is down answers 503', async () => {
    const token = await openSession();
    const [start] = await slotsOf('1023', '2026-11-18');
    const requested = parseBookingResponse(
      (await call('POST', '/api/booking', { token, body: body('1023', start ?? '') })).body,
    );
    expect(requested.status).toBe('requested');
    const [molde] = await slotsOf('1024', '2026-11-18');
    const down = await call('POST', '/api/booking', { token, body: body('1024', molde ?? '') });
    expect(down.status).toBe(503);
    expect(parseApiError(503, down.body).code).toBe('ExternalProviderUnavailable');
  });

  it('cancelling within 24 hours costs 495 kroner', async () => {
    // Kari's own bookings: her session needs no access token.
    const token = createMockSession('customer').token;
    expect(
      parseCancelBookingResponse((await call('POST', '/api/booking/BK-1002/cancel', { token })).body).fee,
    ).toBe(495);
    expect(
      parseCancelBookingResponse((await call('POST', '/api/booking/BK-1001/cancel', { token })).body).fee,
    ).toBe(0);
    expect((await call('POST', '/api/booking/BK-1001/cancel', { token })).status).toBe(409);
  });
});

describe('lens subscriptions', () => {
  const action = async (token: string, id: string, verb: string) =>
    call('POST', `/api/subscriptions/lens/${id}/${verb}`, { token });

  it('pause then activate; the transitions the spec forbids answer 409', async () => {
    const token = createMockSession('customer').token;
    expect(parseLensSubscriptionResponse((await action(token, 'L-20001', 'pause')).body)).toMatchObject({
      status: 520,
      nextDeliveryDate: null,
    });
    expect((await action(token, 'L-20001', 'pause')).status).toBe(409);
    const active = parseLensSubscriptionResponse((await action(token, 'L-20001', 'activate')).body);
    expect(active.status).toBe(100);
    expect(active.nextDeliveryDate).toBe('2027-02-17');
    const frozen = await action(token, 'L-20003', 'activate');
    expect(parseApiError(frozen.status, frozen.body).code).toBe('SubscriptionFrozen');
    expect(
      parseLensSubscriptionResponse((await action(token, 'L-20003', 'reactivate-frozen')).body).status,
    ).toBe(100);
    expect(parseLensSubscriptionResponse((await action(token, 'L-20002', 'cancel')).body).status).toBe(200);
    expect((await action(token, 'L-20002', 'activate')).status).toBe(409);
    expect(
      (await call('POST', '/api/subscriptions/lens/L-20002/interval', { token, body: { interval: 1 } }))
        .status,
    ).toBe(409);
  });

  it('a temporary address may not start in the past or end before it starts', async () => {
    const token = createMockSession('customer').token;
    const address = { street: 'Fjellstua 4', zipCode: '2636', city: 'Øyer' };
    expect(
      (
        await call('POST', '/api/subscriptions/lens/L-20001/temporary-address', {
          token,
          body: { ...address, from: '2026-11-01', to: '2026-12-01' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await call('POST', '/api/subscriptions/lens/L-20001/temporary-address', {
          token,
          body: { ...address, from: '2026-12-10', to: '2026-12-01' },
        })
      ).status,
    ).toBe(422);
  });

  it('a frame cannot be added to a lens subscription', async () => {
    const token = createMockSession('customer').token;
    const frame = article((candidate) => !candidate.allowSubscription);
    const reply = await call('POST', '/api/subscriptions/lens/L-20001/products', {
      token,
      body: { articleId: String(frame.article.id), skuId: frame.skuId, quantity: 1, eye: 'both' },
    });
    expect(parseApiError(reply.status, reply.body).code).toBe('NotAvailableForSubscription');
  });
});

describe('Mobile BankID', () => {
  async function runBankId(
    personalNumber: string | undefined,
    polls: number,
  ): Promise<{ token: string; states: BankIdPoll[] }> {
    const token = await openSession();
    const order = parseBankIdStartResponse(
      (
        await call('POST', '/api/auth/bankid/start', {
          token,
          body: personalNumber ? { personalNumber } : {},
        })
      ).body,
    );
    const states: BankIdPoll[] = [];
    for (let index = 0; index < polls; index += 1) {
      states.push(
        parseBankIdPollResponse(
          (await call('POST', '/api/auth/bankid/poll', { token, body: { orderRef: order.orderRef } })).body,
        ),
      );
    }
    return { token, states };
  }

  it.each([
    ['010185-12345', ['pending', 'pending', 'complete', 'complete']],
    [undefined, ['pending', 'pending', 'complete']],
    ['111111-11111', ['pending', 'failed', 'failed']],
    ['220222-22222', ['pending', 'expired']],
    ['030333-33333', ['pending', 'cancelled']],
    ['040444-44444', ['pending', 'pending', 'pending', 'pending']],
    ['121212-12121', ['failed']],
  ])('%s polls %j', async (personalNumber, expected) => {
    const { states } = await runBankId(personalNumber, expected.length);
    expect(states.map((state) => state.status)).toEqual(expected);
  });

  it('a complete login logs the session in; Sofie is held back by EidEmailNotVerified', async () => {
    const kari = await runBankId('010185-12345', 3);
    expect(kari.states[2]).toMatchObject({
      status: 'complete',
      login: { status: 'loggedIn', loginType: 1, customerNumber: '100001' },
    });
    expect((await call('GET', '/api/customer', { token: kari.token })).status).toBe(200);
    const sofie = await runBankId('150392-54321', 3);
    expect(sofie.states[2]).toMatchObject({
      status: 'complete',
      login: { status: 'accountProblem', problem: 'EidEmailNotVerified' },
    });
  });

  it('an order expires three minutes of backend time after it started', async () => {
    const token = await openSession();
    const order = parseBankIdStartResponse(
      (await call('POST', '/api/auth/bankid/start', { token, body: { personalNumber: '040444-44444' } }))
        .body,
    );
    setBackendClock(() => new Date(DEFAULT_NOW.getTime() + 4 * 60_000));
    const state = parseBankIdPollResponse(
      (await call('POST', '/api/auth/bankid/poll', { token, body: { orderRef: order.orderRef } })).body,
    );
    expect(state).toEqual({ status: 'expired', hintCode: 'expiredTransaction' });
  });

  it('another session cannot poll an order (404)', async () => {
    const token = await openSession();
    const order = parseBankIdStartResponse(
      (await call('POST', '/api/auth/bankid/start', { token, body: {} })).body,
    );
    expect(
      (
        await call('POST', '/api/auth/bankid/poll', {
          token: await openSession(),
          body: { orderRef: order.orderRef },
        })
      ).status,
    ).toBe(404);
  });
});

describe('gift cards', () => {
  it('a gift card payment draws on the balance; too little money fails the payment', async () => {
    const token = await openSession();
    const cheap = mockArticles.find(
      (candidate) =>
        inStock(candidate) && candidate.price.unit.amount < 300 && candidate.category === 'Øyehelse',
    );
    if (!cheap?.skus[0]) throw new Error('No cheap article');
    await update(token, { skuId: cheap.skus[0].skuId, quantity: 1 });
    const customer = {
      firstName: 'Ola',
      lastName: 'Nordmann',
      email: 'ola@example.no',
      mobile: '+4790000000',
      street: 'Storgata 1',
      zipCode: '0155',
      city: 'Oslo',
    };
    const pay = async (number: string, pin: string) =>
      parsePaymentStepResponse(
        (
          await call('POST', '/api/checkout/payment', {
            token,
            body: { deliveryMethodId: 112, paymentMethodId: 900, customer, giftCard: { number, pin } },
          })
        ).body,
      );
    expect(await pay('6001000000009999', '9999')).toMatchObject({ status: 'problem', result: 0 });
    const done = await pay('6001000000001234', '1234');
    if (done.status !== 'completed') throw new Error('expected a completed payment');
    const balance = parseGiftCardBalanceResponse(
      (
        await call('POST', '/api/giftcard/balance', {
          token,
          body: { number: '6001000000001234', pin: '1234' },
        })
      ).body,
    );
    expect(balance.balance).toBe(1000 - done.total);
  });

  it('the expired card reports expired', async () => {
    const balance = parseGiftCardBalanceResponse(
      (
        await call('POST', '/api/giftcard/balance', {
          token: await openSession(),
          body: { number: '6001000000004321', pin: '4321' },
        })
      ).body,
    );
    expect(balance.status).toBe('expired');
  });
});

describe('a reset during a request', () => {
  it('leaves the new state alone: the first session after a reset has the same token as before', async () => {
    const token = await openSession();
    const lens = article(inStock);
    const held = heldBody(JSON.stringify({ skuId: lens.skuId, quantity: 1 }));
    const stale = fetch(`${SHOP}/api/cart/update`, {
      method: 'POST',
      headers: { 'CSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: held.body,
      duplex: 'half',
    } as RequestInit);
    await held.reading;

    resetBackend();
    const sameToken = await openSession();
    expect(sameToken).toBe(token);
    held.release();

    const answer = await stale;
    expect(answer.status).toBe(503);
    expect(parseApiError(503, await answer.json()).code).toBe('BackendReset');
    const shopper = await call('GET', '/api/site/shopper', { token: sameToken });
    expect(parseShopperResponse(shopper.body).cart.items).toEqual([]);
  });
});

describe('determinism', () => {
  async function scenario(): Promise<string> {
    const replies: string[] = [];
    const log = async (reply: Promise<{ text: string }>) => replies.push((await reply).text);
    const shopper = await call('GET', '/api/site/shopper');
    replies.push(shopper.text);
    const token = (shopper.body as { token: string }).token;
    const sku = mockArticles.find(inStock)?.skus[0]?.skuId ?? '';
    await log(call('POST', '/api/cart/update', { token, body: { skuId: sku, quantity: 2 } }));
    await log(
      call('POST', '/api/auth/login', {
        token,
        body: { email: 'nora.lie@example.no', password: 'Passord123' },
      }),
    );
    await log(call('POST', '/api/auth/bankid/start', { token, body: { personalNumber: '010185-12345' } }));
    await log(
      call('POST', '/api/auth/register', {
        token,
        body: {
          firstName: 'Per',
          lastName: 'Hansen',
          email: 'per@example.no',
          password: 'Hemmelig123',
          mobile: '+4790000001',
          street: 'Storgata 2',
          zipCode: '0155',
          city: 'Oslo',
          acceptTerms: true,
        },
      }),
    );
    const kari = await call('POST', '/api/auth/login', {
      token,
      body: { email: 'kari.nordmann@example.no', password: 'Passord123' },
    });
    replies.push(kari.text);
    await log(call('GET', '/api/subscriptions', { token }));
    await log(call('POST', '/api/subscriptions/lens/L-20001/pause', { token }));
    await log(call('GET', '/api/booking/slots?storeId=1001&date=2026-11-18'));
    const slot = parseDaySlotsResponse(
      (await call('GET', '/api/booking/slots?storeId=1001&date=2026-11-18')).body,
    ).slots[0];
    await log(
      call('POST', '/api/booking', {
        token,
        body: {
          storeId: '1001',
          examTypeId: 'synstest',
          levelId: 'standard',
          ageGroupId: '18-75',
          start: slot?.start,
          customer: {
            firstName: 'Kari',
            lastName: 'Nordmann',
            email: 'kari.nordmann@example.no',
            mobile: '+4791234567',
          },
        },
      }),
    );
    await log(call('GET', '/api/checkout/collection-points?zipCode=7011&deliveryMethodId=125'));
    await log(
      call('POST', '/api/checkout/payment', {
        token,
        body: { deliveryMethodId: 112, paymentMethodId: 60, customer: {} },
      }),
    );
    await log(call('GET', '/api/orders', { token }));
    await log(call('GET', '/api/invoices', { token }));
    await log(call('GET', '/api/stores'));
    return replies.join('\n');
  }

  it('two runs after resetBackend give byte-identical answers', async () => {
    resetBackend();
    const first = await scenario();
    resetBackend();
    const second = await scenario();
    expect(second).toBe(first);
    expect(first).toContain('"token":"csrf-0001-');
  });
});
