// @vitest-environment node
/**
 * Contract tests of the shop handlers: every call's answers parse with the library's own adapters
 * (so handlers and components cannot drift apart), and every call is strict like a real server:
 * 403 without the CSRF token, 422 for a body that does not parse, 404 for an unknown id. Every
 * error answer parses with the shop's error schema.
 */
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../shop/schemas/common';
import { parseApiError } from '../../../shop/adapters/apiError';
import { parseCartResponse, parseGetUserResponse, parseShopperResponse } from '../../../shop/adapters/cart';
import {
  parseAcceptTermsResponse,
  parseBankIdCancelResponse,
  parseBankIdPollResponse,
  parseBankIdStartResponse,
  parseForgotPasswordResponse,
  parseLoginResponse,
  parseLogoutResponse,
  parseRegisterResponse,
  parseResendVerificationResponse,
  parseResetPasswordResponse,
  parseVerifyEmailResponse,
} from '../../../shop/adapters/auth';
import { parseCustomerResponse, parseCustomerUpdateResponse } from '../../../shop/adapters/customer';
import { parseStockAlertResponse } from '../../../shop/adapters/stockAlert';
import {
  parseOrderListResponse,
  parseOrderResponse,
  parseOrderReturnResponse,
} from '../../../shop/adapters/orders';
import {
  parseFinanceDetailsResponse,
  parseInvoiceOverviewResponse,
  parseInvoiceResponse,
} from '../../../shop/adapters/invoices';
import {
  parseGlassesSubscriptionResponse,
  parseLensSubscriptionResponse,
  parsePerkListResponse,
  parseSubscriptionDocumentListResponse,
  parseSubscriptionDocumentResponse,
  parseSubscriptionOverviewResponse,
  parseUpdatePaymentMethodResponse,
  parseWinbackResponse,
} from '../../../shop/adapters/subscriptions';
import {
  parseStoreHoursResponse,
  parseStoreListResponse,
  parseStoreResponse,
} from '../../../shop/adapters/stores';
import {
  parseAgeGroupListsResponse,
  parseBookingResponse,
  parseCancelBookingResponse,
  parseDaySlotsResponse,
  parseExamTypeListResponse,
  parseEyeHealthDayResponse,
} from '../../../shop/adapters/bookings';
import { parseRequisitionResponse } from '../../../shop/adapters/requisitions';
import {
  parseAgreementResponse,
  parseOrganisationResponse,
  parseSigningCodeResponse,
} from '../../../shop/adapters/b2b';
import { parseGiftCardBalanceResponse } from '../../../shop/adapters/giftcard';
import {
  parseFriendsMembershipResponse,
  parseFriendsSignupResponse,
  parseReferralResponse,
} from '../../../shop/adapters/friends';
import {
  parseCollectionPointListResponse,
  parseDeliveryOptionListResponse,
  parseDiscountResponse,
  parseGlassesLineListResponse,
  parseGlassesLineResponse,
  parseOrderConfirmationResponse,
  parsePaymentMethodListResponse,
  parsePaymentStepResponse,
} from '../../../shop/adapters/checkout';
import {
  parseCustomerPaymentRequestResponse,
  parsePaymentRequestPayResponse,
  parsePaymentRequestResponse,
  parseStaffCustomerResponse,
  parseStaffBasketResponse,
  parseStaffCustomerSearchResponse,
} from '../../../shop/adapters/staff';
import { createHandlers, createMockSession, getMockMailbox, mockArticles } from '../../index';
import { SHOP, call, openSession, type Reply } from './testClient';
import { startMockServer } from '../../testServer';

startMockServer(createHandlers({ shopBaseUrl: SHOP }));

/** Asserts the status and returns what the adapter makes of the body (it throws when it does not parse). */
function expectParsed<T>(reply: Reply, parse: (raw: unknown) => T, status = 200): T {
  expect(reply.status, reply.text).toBe(status);
  return parse(reply.body);
}

/** Asserts an error answer: status, code, and that the body is the shop's error body. */
function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, reply.text).toBe(status);
  expect(apiErrorSchema.safeParse(reply.body).success, reply.text).toBe(true);
  expect(parseApiError(reply.status, reply.body).code).toBe(code);
}

const as = (key: string) => createMockSession(key).token;

/** An in-stock SKU the cart accepts. */
function sellableSku(predicate: (article: (typeof mockArticles)[number]) => boolean = () => true): string {
  const article = mockArticles.find(
    (candidate) =>
      candidate.price.unit.publicationStatus === 20 &&
      candidate.skus.every((sku) => sku.publicationStatus === null) &&
      predicate(candidate),
  );
  if (!article?.skus[0]) throw new Error('No sellable article in the fixture catalogue');
  return article.skus[0].skuId;
}

const subscribable = () => {
  const article = mockArticles.find(
    (candidate) => candidate.allowSubscription && candidate.price.unit.publicationStatus === 20,
  );
  if (!article?.skus[0]) throw new Error('No subscribable article');
  return { articleId: String(article.id), skuId: article.skus[0].skuId };
};

const bookingBody = (start: string, storeId = '1001') => ({
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

async function firstSlot(storeId = '1001', date = '2026-11-18', examTypeId = 'synstest'): Promise<string> {
  const reply = await call(
    'GET',
    `/api/booking/slots?storeId=${storeId}&date=${date}&examTypeId=${examTypeId}`,
  );
  const slot = parseDaySlotsResponse(reply.body).slots[0];
  if (!slot) throw new Error(`No free slot in ${storeId} on ${date}`);
  return slot.start;
}

/** A guest's details and home delivery, paid with Klarna (an ssn Klarna accepts): the payment step's body. */
const KLARNA_PAYMENT = {
  deliveryMethodId: 112,
  paymentMethodId: 60,
  customer: {
    firstName: 'Ola',
    lastName: 'Nordmann',
    email: 'ola@example.no',
    mobile: '+4790000000',
    street: 'Storgata 1',
    zipCode: '0155',
    city: 'Oslo',
  },
  ssn: '010190-12345',
};

/**
 * Pays for the session's cart as {@link KLARNA_PAYMENT}: Klarna's redirect, then its completion.
 * @returns the confirmed order, as its confirmation page reads it
 */
async function payWithKlarna(token: string) {
  const redirect = expectParsed(
    await call('POST', '/api/checkout/payment', { token, body: KLARNA_PAYMENT }),
    parsePaymentStepResponse,
  );
  if (redirect.status !== 'redirect') throw new Error('expected a redirect');
  const done = expectParsed(
    await call('POST', '/api/checkout/payment', {
      token,
      body: { ...KLARNA_PAYMENT, transactionId: redirect.transactionId },
    }),
    parsePaymentStepResponse,
  );
  if (done.status !== 'completed') throw new Error('expected a completed payment');
  return expectParsed(
    await call('GET', `/api/checkout/confirmation/${done.orderNumber}`, { token }),
    parseOrderConfirmationResponse,
  );
}

describe('shop spec section 7 calls', () => {
  it('GET /api/site/shopper answers a token and an empty cart head', async () => {
    const session = expectParsed(await call('GET', '/api/site/shopper'), parseShopperResponse);
    expect(session.token).toMatch(/^csrf-/);
    expect(session.cart.items).toEqual([]);
  });

  it('GET /api/site/shopper resumes the session of a known token', async () => {
    const token = await openSession();
    await call('POST', '/api/cart/update', { token, body: { skuId: sellableSku(), quantity: 1 } });
    const again = expectParsed(await call('GET', '/api/site/shopper', { token }), parseShopperResponse);
    expect(again.token).toBe(token);
    expect(again.cart.items).toHaveLength(1);
  });

  it('POST /api/auth/user/getUser: guest, customer, store user', async () => {
    expect(
      expectParsed(
        await call('POST', '/api/auth/user/getUser', { token: await openSession() }),
        parseGetUserResponse,
      ),
    ).toBeNull();
    expect(
      expectParsed(
        await call('POST', '/api/auth/user/getUser', { token: as('customer') }),
        parseGetUserResponse,
      ),
    ).toEqual({
      isStore: false,
      name: 'Kari Nordmann',
    });
    expect(
      expectParsed(
        await call('POST', '/api/auth/user/getUser', { token: as('store') }),
        parseGetUserResponse,
      ),
    ).toEqual({
      isStore: true,
      name: 'Glimt Oslo City',
    });
  });

  it('POST /api/cart/update answers cartHead and checkoutConfig, or only cartHead with noCheckoutInfo', async () => {
    const token = await openSession();
    const cart = expectParsed(
      await call('POST', '/api/cart/update', { token, body: { skuId: sellableSku(), quantity: 2 } }),
      parseCartResponse,
    );
    expect(cart?.items[0]?.quantity).toBe(2);
    expect(cart?.checkoutConfig?.market).toBe(21);
    const bare = expectParsed(
      await call('POST', '/api/cart/update', {
        token,
        body: { skuId: sellableSku(), quantity: 3, childSkuId: null, noCheckoutInfo: true },
      }),
      parseCartResponse,
    );
    expect(bare?.checkoutConfig).toBeNull();
    expect(bare?.itemCount).toBe(3);
  });

  it('POST /api/cart/empty answers an empty cart head and checkoutConfig', async () => {
    const token = await openSession();
    await call('POST', '/api/cart/update', { token, body: { skuId: sellableSku(), quantity: 1 } });
    const cart = expectParsed(await call('POST', '/api/cart/empty', { token }), parseCartResponse);
    expect(cart?.items).toEqual([]);
    expect(cart?.checkoutConfig?.itemCount).toBe(0);
  });
});

describe('login, BankID, registration', () => {
  it('POST /api/auth/login logs in, holds back an account problem, and continues after accepting terms', async () => {
    const token = await openSession();
    const kari = expectParsed(
      await call('POST', '/api/auth/login', {
        token,
        body: { email: 'kari.nordmann@example.no', password: 'Passord123' },
      }),
      parseLoginResponse,
    );
    expect(kari).toMatchObject({ status: 'loggedIn', loginType: 2, customerNumber: '100001' });

    const other = await openSession();
    const held = expectParsed(
      await call('POST', '/api/auth/login', {
        token: other,
        body: { email: 'nora.lie@example.no', password: 'Passord123' },
      }),
      parseLoginResponse,
    );
    if (held.status !== 'accountProblem') throw new Error('expected an account problem');
    expect(held.problem).toBe('TermsNotAccepted');
    const accepted = expectParsed(
      await call('POST', '/api/auth/terms/accept', {
        token: other,
        body: { problemToken: held.problemToken, accepted: true },
      }),
      parseAcceptTermsResponse,
    );
    expect(accepted.status).toBe('loggedIn');

    const jonas = expectParsed(
      await call('POST', '/api/auth/login', {
        token: await openSession(),
        body: { email: 'jonas.bakke@example.no', password: 'Passord123' },
      }),
      parseLoginResponse,
    );
    expect(jonas).toMatchObject({ status: 'accountProblem', problem: 'EmailNotVerified' });
  });

  it('POST /api/auth/login: wrong password 401, login unavailable 503', async () => {
    const token = await openSession();
    expectError(
      await call('POST', '/api/auth/login', {
        token,
        body: { email: 'kari.nordmann@example.no', password: 'feil-passord' },
      }),
      401,
      'LoginFailed',
    );
    expectError(
      await call('POST', '/api/auth/login', {
        token,
        body: { email: 'driftsstans@example.no', password: 'x' },
      }),
      503,
      'LoginUnavailable',
    );
  });

  it('POST /api/auth/logout', async () => {
    const token = as('customer');
    expectParsed(await call('POST', '/api/auth/logout', { token }), parseLogoutResponse);
    expect(parseGetUserResponse((await call('POST', '/api/auth/user/getUser', { token })).body)).toBeNull();
  });

  it('POST /api/auth/bankid/start, poll and cancel', async () => {
    const token = await openSession();
    const order = expectParsed(
      await call('POST', '/api/auth/bankid/start', { token, body: { personalNumber: '010185-12345' } }),
      parseBankIdStartResponse,
    );
    const poll = expectParsed(
      await call('POST', '/api/auth/bankid/poll', { token, body: { orderRef: order.orderRef } }),
      parseBankIdPollResponse,
    );
    expect(poll.status).toBe('pending');
    const cancelled = expectParsed(
      await call('POST', '/api/auth/bankid/cancel', { token, body: { orderRef: order.orderRef } }),
      parseBankIdCancelResponse,
    );
    expect(cancelled.status).toBe('cancelled');
  });

  it('register, verify the e-mail link, then log in; resend; forgot and reset the password', async () => {
    const token = await openSession();
    const registered = expectParsed(
      await call('POST', '/api/auth/register', {
        token,
        body: {
          firstName: 'Ola',
          lastName: 'Nordmann',
          email: 'ola.nordmann@example.no',
          password: 'Hemmelig123',
          mobile: '+4790000000',
          street: 'Storgata 1',
          zipCode: '0155',
          city: 'Oslo',
          birthDate: '17051990',
          acceptTerms: true,
        },
      }),
      parseRegisterResponse,
      201,
    );
    expect(registered.verificationRequired).toBe(true);
    expectParsed(
      await call('POST', '/api/auth/verify-email/resend', {
        token,
        body: { email: 'ola.nordmann@example.no' },
      }),
      parseResendVerificationResponse,
    );
    const mails = getMockMailbox('ola.nordmann@example.no');
    expect(mails).toHaveLength(2);
    const link = mails[1]?.token ?? '';
    expectParsed(
      await call('POST', '/api/auth/verify-email', { token, body: { token: link } }),
      parseVerifyEmailResponse,
    );
    const login = parseLoginResponse(
      (
        await call('POST', '/api/auth/login', {
          token,
          body: { email: 'ola.nordmann@example.no', password: 'Hemmelig123' },
        })
      ).body,
    );
    expect(login.status).toBe('loggedIn');

    expectParsed(
      await call('POST', '/api/auth/password/forgot', { token, body: { email: 'kari.nordmann@example.no' } }),
      parseForgotPasswordResponse,
    );
    expectParsed(
      await call('POST', '/api/auth/password/forgot', { token, body: { email: 'ingen@example.no' } }),
      parseForgotPasswordResponse,
    );
    const reset = getMockMailbox('kari.nordmann@example.no')[0]?.token ?? '';
    expectParsed(
      await call('POST', '/api/auth/password/reset', {
        token,
        body: { token: reset, password: 'NyttPassord1' },
      }),
      parseResetPasswordResponse,
    );
    const again = parseLoginResponse(
      (
        await call('POST', '/api/auth/login', {
          token,
          body: { email: 'kari.nordmann@example.no', password: 'NyttPassord1' },
        })
      ).body,
    );
    expect(again.status).toBe('loggedIn');
  });

  it('register errors: existing customer 409, used or unknown link 410', async () => {
    const token = await openSession();
    const body = {
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari.nordmann@example.no',
      password: 'Hemmelig123',
      mobile: '+4790000000',
      street: 'Storgata 1',
      zipCode: '0155',
      city: 'Oslo',
      acceptTerms: true,
    };
    expectError(await call('POST', '/api/auth/register', { token, body }), 409, 'CustomerExists');
    expectError(
      await call('POST', '/api/auth/verify-email', { token, body: { token: 'verify-unknown' } }),
      410,
      'VerificationFailed',
    );
    expectError(
      await call('POST', '/api/auth/password/reset', {
        token,
        body: { token: 'reset-unknown', password: 'Hemmelig123' },
      }),
      410,
      'ResetTokenInvalid',
    );
  });
});

describe('customer, orders, invoices', () => {
  it('GET /api/customer and POST /api/customer/update', async () => {
    const token = as('customer');
    expect(expectParsed(await call('GET', '/api/customer', { token }), parseCustomerResponse).firstName).toBe(
      'Kari',
    );
    const updated = expectParsed(
      await call('POST', '/api/customer/update', { token, body: { city: 'Bergen', zipCode: '5014' } }),
      parseCustomerUpdateResponse,
    );
    expect(updated.city).toBe('Bergen');
    expectError(await call('GET', '/api/customer', { token: await openSession() }), 401, 'NotLoggedIn');
    expectError(await call('GET', '/api/customer'), 401, 'NotLoggedIn');
  });

  it('GET /api/orders, GET /api/orders/:orderId, POST /api/orders/:orderId/return', async () => {
    const token = as('customer');
    const orders = expectParsed(await call('GET', '/api/orders', { token }), parseOrderListResponse);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set([1, 2, 3]));
    expect(new Set(orders.map((order) => order.statusLabel)).size).toBe(11);
    const order = expectParsed(await call('GET', '/api/orders/100152', { token }), parseOrderResponse);
    const line = order.lines.find((candidate) => candidate.returnableQuantity > 0);
    if (!line) throw new Error('no returnable line');
    const returned = expectParsed(
      await call('POST', '/api/orders/100152/return', {
        token,
        body: { lines: [{ lineId: line.lineId, quantity: 1, reason: 'damaged' }] },
      }),
      parseOrderReturnResponse,
      201,
    );
    expect(returned.status).toBe('pending');
    expectError(
      await call('POST', '/api/orders/100231/return', {
        token,
        body: { lines: [{ lineId: '100231-1', quantity: 1, reason: 'damaged' }] },
      }),
      409,
      'NotReturnable',
    );
    const label = await call('GET', `/api/orders/100152/returns/${returned.returnId}/label.pdf`, { token });
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.text.startsWith('%PDF-1.4')).toBe(true);
  });

  it('GET /api/invoices, one invoice, finance details, the invoice PDF', async () => {
    const token = as('customer');
    const overview = expectParsed(
      await call('GET', '/api/invoices', { token }),
      parseInvoiceOverviewResponse,
    );
    expect(new Set(overview.invoices.map((invoice) => invoice.status)).size).toBe(9);
    expect(new Set(overview.invoices.map((invoice) => invoice.paymentMethod)).size).toBe(4);
    const invoice = expectParsed(
      await call('GET', '/api/invoices/1/7001/L-20001', { token }),
      parseInvoiceResponse,
    );
    expect(invoice.ocrNumber).toBe('7001200010');
    expectParsed(await call('GET', '/api/invoices/3/7011/-', { token }), parseInvoiceResponse);
    const finance = expectParsed(
      await call('GET', '/api/finance/F-20001/L-20001', { token }),
      parseFinanceDetailsResponse,
    );
    expect(finance.invoices.length).toBeGreaterThan(0);
    const pdf = await call('GET', '/api/invoices/7001/pdf', { token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('subscriptions', () => {
  it('lens subscription: read and every action', async () => {
    const token = as('customer');
    const overview = expectParsed(
      await call('GET', '/api/subscriptions', { token }),
      parseSubscriptionOverviewResponse,
    );
    expect(new Set(overview.lens.map((subscription) => subscription.status))).toEqual(
      new Set([100, 200, 520]),
    );
    expect(new Set(overview.glasses.map((subscription) => subscription.status))).toEqual(
      new Set(['created', 'active', 'terminated']),
    );
    const lens = '/api/subscriptions/lens/L-20001';
    expectParsed(await call('GET', lens, { token }), parseLensSubscriptionResponse);
    expect(
      expectParsed(await call('POST', `${lens}/pause`, { token }), parseLensSubscriptionResponse).status,
    ).toBe(520);
    expect(
      expectParsed(await call('POST', `${lens}/activate`, { token }), parseLensSubscriptionResponse).status,
    ).toBe(100);
    expect(
      expectParsed(
        await call('POST', `${lens}/interval`, { token, body: { interval: 6 } }),
        parseLensSubscriptionResponse,
      ).interval,
    ).toBe(6);
    const moved = expectParsed(
      await call('POST', `${lens}/temporary-address`, {
        token,
        body: { street: 'Fjellstua 4', zipCode: '2636', city: 'Øyer', from: '2026-12-20', to: '2027-01-02' },
      }),
      parseLensSubscriptionResponse,
    );
    expect(moved.temporaryAddress).toMatchObject({ from: '2026-12-20', to: '2027-01-02' });
    expect(
      expectParsed(
        await call('POST', `${lens}/temporary-address/remove`, { token }),
        parseLensSubscriptionResponse,
      ).temporaryAddress,
    ).toBeNull();
    const added = expectParsed(
      await call('POST', `${lens}/products`, {
        token,
        body: { ...subscribable(), quantity: 1, eye: 'left' },
      }),
      parseLensSubscriptionResponse,
    );
    expect(added.products).toHaveLength(3);
    const card = expectParsed(
      await call('POST', `${lens}/payment-method`, { token, body: { paymentMethod: 'card' } }),
      parseUpdatePaymentMethodResponse,
    );
    expect(card.redirectUrl).toContain('/oppdater-betaling');
    const debit = expectParsed(
      await call('POST', `${lens}/payment-method`, {
        token,
        body: { paymentMethod: 'directDebit', accountNumber: '12345678903' },
      }),
      parseUpdatePaymentMethodResponse,
    );
    expect(debit.redirectUrl).toBeNull();
    expectError(
      await call('POST', `${lens}/payment-method`, {
        token,
        body: { paymentMethod: 'directDebit', accountNumber: '00000000000' },
      }),
      409,
      'DirectDebitRegistrationFailed',
    );
    expect(
      expectParsed(
        await call('POST', '/api/subscriptions/lens/L-20003/reactivate-frozen', { token }),
        parseLensSubscriptionResponse,
      ).status,
    ).toBe(100);
    expect(
      expectParsed(await call('POST', `${lens}/cancel`, { token }), parseLensSubscriptionResponse).status,
    ).toBe(200);
  });

  it('glasses subscription: read, documents, perks, connect, terminate, winback', async () => {
    const token = as('customer');
    const glasses = '/api/subscriptions/glasses/B-30001';
    expect(expectParsed(await call('GET', glasses, { token }), parseGlassesSubscriptionResponse).status).toBe(
      'active',
    );
    const documents = expectParsed(
      await call('GET', `${glasses}/documents`, { token }),
      parseSubscriptionDocumentListResponse,
    );
    const document = expectParsed(
      await call('GET', `${glasses}/documents/${documents[0]?.id ?? ''}`, { token }),
      parseSubscriptionDocumentResponse,
    );
    expect(document.paragraphs.length).toBeGreaterThan(0);
    const pdf = await call('GET', document.pdfUrl, { token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      expectParsed(await call('GET', `${glasses}/perks`, { token }), parsePerkListResponse),
    ).toHaveLength(4);
    const connected = expectParsed(
      await call('POST', '/api/subscriptions/glasses/connect', {
        token,
        body: { subscriptionNumber: 'LS-482913' },
      }),
      parseGlassesSubscriptionResponse,
    );
    expect(connected.id).toBe('B-30005');
    expectError(
      await call('POST', '/api/subscriptions/glasses/connect', {
        token,
        body: { subscriptionNumber: 'LS-999999' },
      }),
      404,
      'LifestyleConnectionFailed',
    );
    const terminated = expectParsed(
      await call('POST', `${glasses}/terminate`, { token }),
      parseGlassesSubscriptionResponse,
    );
    expect(terminated.winback?.freeMonths).toBe(3);
    const offer = expectParsed(
      await call('GET', '/api/subscriptions/glasses/winback', { token }),
      parseWinbackResponse,
    );
    const accepted = expectParsed(
      await call('POST', '/api/subscriptions/glasses/winback/accept', {
        token,
        body: { subscriptionId: offer.subscription.id },
      }),
      parseGlassesSubscriptionResponse,
    );
    expect(accepted.noticeDate).toBeNull();
  });
});

describe('stores and booking', () => {
  it('GET /api/stores, one store by id or slug, its hours', async () => {
    const stores = expectParsed(await call('GET', '/api/stores'), parseStoreListResponse);
    expect(stores.length).toBeGreaterThanOrEqual(20);
    expect(
      expectParsed(await call('GET', '/api/stores?q=bergen'), parseStoreListResponse).map(
        (store) => store.address.city,
      ),
    ).toEqual(['Bergen']);
    expect(expectParsed(await call('GET', '/api/stores/glimt-tromso'), parseStoreResponse).id).toBe('1011');
    expect(expectParsed(await call('GET', '/api/stores/1011'), parseStoreResponse).slug).toBe('glimt-tromso');
    const hours = expectParsed(
      await call('GET', '/api/stores/1001/opening-hours?from=2026-12-22&days=5'),
      parseStoreHoursResponse,
    );
    expect(hours.map((day) => [day.date, day.opens, day.closes, day.deviation])).toEqual([
      ['2026-12-22', '10:00', '21:00', null],
      ['2026-12-23', '10:00', '21:00', null],
      ['2026-12-24', '10:00', '13:00', 'Julaften'],
      ['2026-12-25', null, null, '1. juledag'],
      ['2026-12-26', null, null, '2. juledag'],
    ]);
    const lunch = expectParsed(
      await call('GET', '/api/stores/glimt-bodo/opening-hours?from=2026-11-17&days=1'),
      parseStoreHoursResponse,
    );
    expect(lunch[0]?.lunchClosure).toEqual({ from: '11:30', to: '12:00' });
  });

  it('exam types, age groups, slots, book, read, rebook, cancel, auditory', async () => {
    expect(
      expectParsed(await call('GET', '/api/booking/exam-types'), parseExamTypeListResponse).length,
    ).toBeGreaterThanOrEqual(4);
    const groups = expectParsed(await call('GET', '/api/booking/age-groups'), parseAgeGroupListsResponse);
    expect(groups.booking.map((group) => group.id)).toEqual([
      'under-18',
      '8-12',
      '13-17',
      'over-18',
      'over-76',
    ]);
    const token = await openSession();
    const start = await firstSlot();
    const booking = expectParsed(
      await call('POST', '/api/booking', { token, body: bookingBody(start) }),
      parseBookingResponse,
      201,
    );
    expect(booking.status).toBe('confirmed');
    const access = `accessToken=${booking.accessToken ?? ''}`;
    expectParsed(await call('GET', `/api/booking/${booking.id}?${access}`), parseBookingResponse);
    const later = await firstSlot('1001', '2026-11-19');
    expect(
      expectParsed(
        await call('POST', `/api/booking/${booking.id}/rebook?${access}`, { token, body: { start: later } }),
        parseBookingResponse,
      ).start,
    ).toBe(later);
    const cancelled = expectParsed(
      await call('POST', `/api/booking/${booking.id}/cancel?${access}`, { token }),
      parseCancelBookingResponse,
    );
    expect(cancelled).toMatchObject({ fee: 0, booking: { status: 'cancelled' } });
    const hearing = await firstSlot('1001', '2026-11-20', 'horselstest');
    const { storeId, levelId, ageGroupId, customer } = bookingBody(hearing);
    const auditory = { storeId, levelId, ageGroupId, customer, start: hearing };
    const heard = expectParsed(
      await call('POST', '/api/booking/auditory', { token, body: auditory }),
      parseBookingResponse,
      201,
    );
    expect(heard.examTypeId).toBe('horselstest');
  });

  it('a booking with an electronic requisition e-mails its manager the link, a paper one does not', async () => {
    const token = await openSession();
    const electronic = expectParsed(
      await call('POST', '/api/booking', {
        token,
        body: {
          ...bookingBody(await firstSlot()),
          requisition: {
            type: 'electronic',
            reference: 'NE-77',
            managerEmail: 'ingrid.berg@nordlys-energi.no',
          },
        },
      }),
      parseBookingResponse,
      201,
    );
    const [mail] = getMockMailbox('ingrid.berg@nordlys-energi.no');
    expect(mail?.link).toBe(`/rekvisisjon/${electronic.requisition?.id ?? 'missing'}`);
    expect(mail?.subject).toContain('NE-77');
    const link = mail?.link ?? '';
    expect(
      expectParsed(
        await call('GET', `/api/requisitions${link.slice('/rekvisisjon'.length)}`, { token: as('manager') }),
        parseRequisitionResponse,
      ),
    ).toMatchObject({ status: 'pending', reference: 'NE-77', employee: { name: 'Kari Nordmann' } });
    await call('POST', '/api/booking', {
      token,
      body: {
        ...bookingBody(await firstSlot('1001', '2026-11-19')),
        requisition: { type: 'physical', reference: 'NE-78' },
      },
    });
    expect(getMockMailbox('ingrid.berg@nordlys-energi.no')).toHaveLength(1);
  });

  it('requisitions: read, approve and reject as a manager', async () => {
    const manager = as('manager');
    expect(
      expectParsed(
        await call('GET', '/api/requisitions/RQ-5001', { token: manager }),
        parseRequisitionResponse,
      ).status,
    ).toBe('pending');
    // Nobody but the company's manager reads an employee's requisition.
    expectError(await call('GET', '/api/requisitions/RQ-5001'), 401, 'NotLoggedIn');
    expectError(await call('GET', '/api/requisitions/RQ-5001', { token: as('customer') }), 403, 'NotManager');
    expectError(await call('GET', '/api/requisitions/RQ-0000', { token: manager }), 404, 'NotFound');
    expect(
      expectParsed(
        await call('POST', '/api/requisitions/RQ-5001/approve', { token: manager }),
        parseRequisitionResponse,
      ).status,
    ).toBe('approved');
    const rejected = expectParsed(
      await call('POST', '/api/requisitions/RQ-5002/reject', {
        token: manager,
        body: { reason: 'Ikke dekket' },
      }),
      parseRequisitionResponse,
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Ikke dekket' });
    expectError(
      await call('POST', '/api/requisitions/RQ-5001/approve', { token: manager }),
      409,
      'RequisitionDecided',
    );
    expectError(
      await call('POST', '/api/requisitions/RQ-5002/approve', { token: as('customer') }),
      403,
      'NotManager',
    );
  });

  it('POST /api/b2b/eye-health-day', async () => {
    const result = expectParsed(
      await call('POST', '/api/b2b/eye-health-day', {
        token: await openSession(),
        body: {
          organisationNumber: '987-654-321',
          companyName: 'Fjordbygg AS',
          contactPerson: { name: 'Erik Solberg', email: 'erik.solberg@fjordbygg.no', phone: '+4793456789' },
          address: { street: 'Strandkaien 2', zipCode: '5013', city: 'Bergen' },
          preferredDates: ['2027-01-12', '2027-01-14'],
          participants: 40,
        },
      }),
      parseEyeHealthDayResponse,
      201,
    );
    expect(result.status).toBe('requested');
  });
});

describe('B2B, gift card, friends', () => {
  it('organisation lookup: found, not found, lookup problem', async () => {
    expect(
      expectParsed(await call('GET', '/api/b2b/organisation/987-654-321'), parseOrganisationResponse).name,
    ).toBe('Fjordbygg AS');
    expectError(await call('GET', '/api/b2b/organisation/111-222-333'), 404, 'OrganisationNotFound');
    expectError(await call('GET', '/api/b2b/organisation/000-000-000'), 502, 'OrganisationLookupFailed');
    expectError(await call('GET', '/api/b2b/organisation/987654321'), 422, 'ValidationFailed');
  });

  it('agreement: create, read; the signing party signs by the link\u2019s token and a one-time code', async () => {
    const token = as('company');
    const agreement = expectParsed(
      await call('POST', '/api/b2b/agreement', {
        token,
        body: {
          organisationNumber: '987-654-321',
          company: 'Fjordbygg AS',
          contactPerson: { name: 'Erik Solberg', email: 'erik.solberg@fjordbygg.no', phone: '+4793456789' },
          signingParty: { name: 'Marit Fjord', email: 'marit.fjord@fjordbygg.no', title: 'Daglig leder' },
          invoiceAddress: { street: 'Strandkaien 2', zipCode: '5013', city: 'Bergen' },
          referenceType: 'costCenter',
          referenceFormat: 'KS-NNNN',
          glassLevel: 'standard',
          frameLevel: 'basic',
          protectiveGlassesClasses: ['S', 'F'],
          photochromic: false,
          pdfEmail: 'faktura@fjordbygg.no',
        },
      }),
      parseAgreementResponse,
      201,
    );
    expect(agreement.status).toBe('awaitingSignature');
    expectParsed(await call('GET', `/api/b2b/agreement/${agreement.agreementId}`), parseAgreementResponse);
    const signing = getMockMailbox('marit.fjord@fjordbygg.no').at(-1)?.token ?? '';
    expectParsed(await call('GET', `/api/b2b/signing/${signing}`), parseAgreementResponse);
    expectParsed(await call('POST', `/api/b2b/signing/${signing}/code`, { token }), parseSigningCodeResponse);
    const code = getMockMailbox('marit.fjord@fjordbygg.no').at(-1)?.token ?? '';
    expect(
      expectParsed(
        await call('POST', `/api/b2b/signing/${signing}/sign`, { token, body: { code } }),
        parseAgreementResponse,
      ).status,
    ).toBe('signed');
    expectError(await call('GET', '/api/b2b/signing/unknown'), 404, 'SigningLinkInvalid');
  });

  it('POST /api/giftcard/balance: found, wrong PIN is not found', async () => {
    const token = await openSession();
    const card = expectParsed(
      await call('POST', '/api/giftcard/balance', {
        token,
        body: { number: '6001 0000 0000 5678', pin: '5678' },
      }),
      parseGiftCardBalanceResponse,
    );
    expect(card).toMatchObject({ balance: 350.5, status: 'active', numberMasked: '**** **** **** 5678' });
    expectError(
      await call('POST', '/api/giftcard/balance', {
        token,
        body: { number: '6001000000005678', pin: '0000' },
      }),
      404,
      'GiftCardNotFound',
    );
  });

  it('POST /api/stock-alerts: a sold-out SKU, confirmed by e-mail once; unknown SKU 404; bad e-mail 422', async () => {
    const token = await openSession();
    const alert = { skuId: '100003-2', email: 'Kari@Example.no' };
    expectParsed(await call('POST', '/api/stock-alerts', { token, body: alert }), parseStockAlertResponse);
    const mails = getMockMailbox('kari@example.no');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Vi sier fra når Ray-Ban RX7047 er på lager igjen' });
    expect(mails[0]?.body).toContain('(Svart, 56-17-145) er tilbake på lager');
    // Asking again for the same SKU and address is fine, and sends nothing more.
    expectParsed(
      await call('POST', '/api/stock-alerts', { token, body: { ...alert, email: 'kari@example.no' } }),
      parseStockAlertResponse,
    );
    expect(getMockMailbox('kari@example.no')).toHaveLength(1);
    expectError(
      await call('POST', '/api/stock-alerts', { token, body: { ...alert, skuId: '999999-9' } }),
      404,
      'NotFound',
    );
    expectError(
      await call('POST', '/api/stock-alerts', { token, body: { ...alert, email: 'kari@' } }),
      422,
      'ValidationFailed',
    );
  });

  it('friends: membership, referral code, signup', async () => {
    expect(
      expectParsed(
        await call('GET', '/api/friends/membership', { token: as('customer') }),
        parseFriendsMembershipResponse,
      )?.referralCode,
    ).toBe('KARI2026');
    const lars = as('lars');
    expect(
      expectParsed(
        await call('GET', '/api/friends/membership', { token: lars }),
        parseFriendsMembershipResponse,
      ),
    ).toBeNull();
    expect(
      expectParsed(await call('GET', '/api/friends/referral/KARI2026'), parseReferralResponse)
        .referrerFirstName,
    ).toBe('Kari');
    const member = expectParsed(
      await call('POST', '/api/friends/signup', {
        token: lars,
        body: { acceptTerms: true, referralCode: 'KARI2026' },
      }),
      parseFriendsSignupResponse,
      201,
    );
    expect(member.freeMonths).toBe(2);
    expectError(
      await call('POST', '/api/friends/signup', { token: lars, body: { acceptTerms: true } }),
      409,
      'AlreadyMember',
    );
  });
});

describe('checkout and store staff', () => {
  it('delivery options, collection points, payment methods, discount code', async () => {
    const token = await openSession();
    await call('POST', '/api/cart/update', { token, body: { skuId: sellableSku(), quantity: 1 } });
    const options = expectParsed(
      await call('GET', '/api/checkout/delivery-options', { token }),
      parseDeliveryOptionListResponse,
    );
    expect(options.map((option) => option.id)).toEqual([79, 101, 112, 117, 119, 125, 127]);
    expect(options.find((option) => option.id === 119)?.requiresStore).toBe(true);
    const points = expectParsed(
      await call('GET', '/api/checkout/collection-points?zipCode=5014&deliveryMethodId=101'),
      parseCollectionPointListResponse,
    );
    expect(points).toHaveLength(5);
    expect(points[0]?.address.city).toBe('Bergen');
    expect(
      expectParsed(
        await call('GET', '/api/checkout/payment-methods', { token }),
        parsePaymentMethodListResponse,
      ).map((method) => method.id),
    ).toEqual([60, 900]);
    expect(
      expectParsed(
        await call('GET', '/api/checkout/payment-methods', { token: as('store') }),
        parsePaymentMethodListResponse,
      ).map((method) => method.id),
    ).toEqual([60, 65, 900]);
    expect(
      expectParsed(
        await call('POST', '/api/checkout/discount-code', { token, body: { code: 'glimt10' } }),
        parseDiscountResponse,
      ).code,
    ).toBe('GLIMT10');
    expectError(
      await call('POST', '/api/checkout/discount-code', { token, body: { code: 'FEIL' } }),
      404,
      'InvalidDiscountCode',
    );
  });

  it('payment step: every result, Klarna redirect and completion, order confirmation', async () => {
    const token = await openSession();
    await call('POST', '/api/cart/update', { token, body: { skuId: sellableSku(), quantity: 1 } });
    // The payment step without a personal number: each problem answer is asked for in turn.
    const { ssn: _ssn, ...withoutSsn } = KLARNA_PAYMENT;
    const pay = async (body: Record<string, unknown>) =>
      expectParsed(
        await call('POST', '/api/checkout/payment', {
          token,
          body: { ...withoutSsn, ...body },
        }),
        parsePaymentStepResponse,
      );
    expect(await pay({ customer: { firstName: 'Ola' } })).toMatchObject({ status: 'problem', result: 2 });
    await call('POST', '/api/checkout/discount-code', { token, body: { code: 'GLIMT10' } });
    expect((await call('POST', '/api/checkout/discount-code/remove', { token })).status).toBe(200);
    expect(await pay({})).toMatchObject({ status: 'problem', result: 1 });
    expect(await pay({ ssn: '010101-00000' })).toMatchObject({ status: 'problem', result: 0 });
    expect(await pay({ transactionId: 'KL-unknown' })).toMatchObject({ status: 'problem', result: 99 });
    expect(await pay({ deliveryMethodId: 119, ssn: '010190-12345' })).toMatchObject({
      status: 'problem',
      result: 2,
    });
    const redirect = await pay({ ssn: '010190-12345' });
    if (redirect.status !== 'redirect') throw new Error('expected a redirect');
    const done = await pay({ ssn: '010190-12345', transactionId: redirect.transactionId });
    if (done.status !== 'completed') throw new Error('expected a completed payment');
    const order = expectParsed(
      await call('GET', `/api/checkout/confirmation/${done.orderNumber}`, { token }),
      parseOrderConfirmationResponse,
    );
    expect(order.status).toBe(1);
    // Only its owner reads a confirmation: another session, or none, gets the unknown order's 404.
    expect((await call('GET', `/api/checkout/confirmation/${done.orderNumber}`)).status).toBe(404);
    const stranger = await openSession();
    expect(
      (await call('GET', `/api/checkout/confirmation/${done.orderNumber}`, { token: stranger })).status,
    ).toBe(404);
    expect(parseShopperResponse((await call('GET', '/api/site/shopper', { token })).body).cart.items).toEqual(
      [],
    );
  });

  it('glasses prescriptions: the lines that need one, saving one by the rules, the order refused until then, the order keeps it', async () => {
    const token = await openSession();
    // A frame with progressive lenses and no prescription; a frame alone; lenses on another frame.
    await call('POST', '/api/cart/update', {
      token,
      body: { skuId: '100001-1', quantity: 1, childSkuId: 'glass-progressive' },
    });
    await call('POST', '/api/cart/update', { token, body: { skuId: sellableSku(), quantity: 1 } });
    const lines = expectParsed(
      await call('GET', '/api/checkout/prescriptions', { token }),
      parseGlassesLineListResponse,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ skuId: '100001-1', lens: { kind: 'progressive' }, prescription: null });
    const ref = lines[0]?.ref ?? '';
    expect(
      expectParsed(
        await call('POST', '/api/checkout/payment', { token, body: KLARNA_PAYMENT }),
        parsePaymentStepResponse,
      ),
    ).toMatchObject({ status: 'problem', result: 2, validationErrors: [{ path: 'prescriptions' }] });

    const prescription = {
      right: { sphere: -2, cylinder: -0.5, axis: 90, addition: 2, pupillaryDistance: 32 },
      left: { sphere: -1.75, cylinder: null, axis: null, addition: 2, pupillaryDistance: 31.5 },
      workingDistances: null,
    };
    // The server keeps the rules too: sphere + addition over +4.00, and the confirmation.
    expectError(
      await call('POST', `/api/checkout/prescriptions/${ref}`, {
        token,
        body: {
          prescription: { ...prescription, right: { ...prescription.right, sphere: 3 } },
          confirmedUnderOneYear: true,
        },
      }),
      422,
      'ValidationFailed',
    );
    expectError(
      await call('POST', `/api/checkout/prescriptions/${ref}`, {
        token,
        body: { prescription, confirmedUnderOneYear: false },
      }),
      422,
      'ValidationFailed',
    );
    expectError(
      await call('POST', '/api/checkout/prescriptions/line-unknown', {
        token,
        body: { prescription, confirmedUnderOneYear: true },
      }),
      404,
      'NotFound',
    );
    const saved = expectParsed(
      await call('POST', `/api/checkout/prescriptions/${ref}`, {
        token,
        body: { prescription, confirmedUnderOneYear: true },
      }),
      parseGlassesLineResponse,
    );
    expect(saved.prescription).toEqual(prescription);
    // It is kept on the cart line: a new read (a reload) has it.
    expect(
      expectParsed(
        await call('GET', '/api/checkout/prescriptions', { token }),
        parseGlassesLineListResponse,
      )[0]?.prescription,
    ).toEqual(prescription);

    const order = await payWithKlarna(token);
    const frame = order.lines.find((line) => line.skuId === '100001-1');
    expect(frame?.prescriptionGlasses).toEqual(prescription);
    expect(order.lines.filter((line) => line.prescriptionGlasses)).toHaveLength(1);
  });

  it('contact lens strength: the order is refused until every lens line has one, a cart update keeps it, the order keeps it', async () => {
    const token = await openSession();
    const prescription = {
      right: { power: -2.5, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
      left: { power: -2.75, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
    };
    // Daily lenses without a strength, lenses with one, and lens fluid (an accessory: no strength).
    const fluid = sellableSku((article) => article.category === 'Tilbehør kontaktlinser');
    await call('POST', '/api/cart/update', { token, body: { skuId: '100097-1', quantity: 2 } });
    await call('POST', '/api/cart/update', { token, body: { skuId: '100099-1', quantity: 1, prescription } });
    const before = expectParsed(
      await call('POST', '/api/cart/update', { token, body: { skuId: fluid, quantity: 1 } }),
      parseCartResponse,
    );
    expect(before?.checkoutConfig?.requiresPrescription).toBe(true);
    const ref = before?.items.find((item) => item.skuId === '100097-1')?.ref ?? '';
    const refused = await call('POST', '/api/checkout/payment', { token, body: KLARNA_PAYMENT });
    expectError(refused, 409, 'LensPrescriptionRequired');
    expect(parseApiError(refused.status, refused.body).fields).toEqual([
      { path: `lines.${ref}.prescription`, message: 'Required' },
    ]);
    // A prescription without either eye is no strength either.
    await call('POST', '/api/cart/update', {
      token,
      body: { skuId: '100097-1', quantity: 2, prescription: { right: null, left: null } },
    });
    expectError(
      await call('POST', '/api/checkout/payment', { token, body: KLARNA_PAYMENT }),
      409,
      'LensPrescriptionRequired',
    );

    // The strength saved on the line (the cart update with `prescription`): the line keeps the rest.
    const after = expectParsed(
      await call('POST', '/api/cart/update', {
        token,
        body: { skuId: '100097-1', quantity: 2, prescription: { right: prescription.right, left: null } },
      }),
      parseCartResponse,
    );
    expect(after?.items.find((item) => item.skuId === '100097-1')).toMatchObject({
      ref,
      quantity: 2,
      prescription: { right: prescription.right, left: null },
    });
    expect(after?.checkoutConfig?.requiresPrescription).toBe(false);
    const order = await payWithKlarna(token);
    expect(order.lines.find((line) => line.skuId === '100097-1')?.prescription).toEqual({
      right: prescription.right,
      left: null,
    });
    expect(order.lines.find((line) => line.skuId === '100099-1')?.prescription).toEqual(prescription);
    expect(order.lines.find((line) => line.skuId === fluid)?.prescription).toBeNull();
  });

  it('store staff: customer lookup, add products, payment request by SMS and e-mail', async () => {
    const store = as('store');
    const hits = expectParsed(
      await call('GET', '/api/staff/customers?query=nordmann', { token: store }),
      parseStaffCustomerSearchResponse,
    );
    expect(hits.map((hit) => hit.customerNumber)).toContain('100001');
    const basket = expectParsed(
      await call('POST', '/api/staff/customers/100001/products', {
        token: store,
        body: { skuId: sellableSku(), quantity: 2 },
      }),
      parseStaffBasketResponse,
    );
    expect(basket.lines[0]?.quantity).toBe(2);
    const request = expectParsed(
      await call('POST', '/api/staff/payment-requests', {
        token: store,
        body: { customerNumber: '100001', channel: 'sms' },
      }),
      parsePaymentRequestResponse,
      201,
    );
    expect(request.sentTo).toBe('+47 ••• •• 567');
    expect(
      expectParsed(
        await call('GET', `/api/staff/payment-requests/${request.id}`, { token: store }),
        parsePaymentRequestResponse,
      ).status,
    ).toBe('sent');
    expect(getMockMailbox('+4791234567')[0]?.link).toBe(request.paymentUrl);
    expectError(
      await call('POST', '/api/staff/payment-requests', {
        token: store,
        body: { customerNumber: '100001', channel: 'email' },
      }),
      409,
      'BasketEmpty',
    );
    expectError(
      await call('GET', '/api/staff/customers?query=kari', { token: as('customer') }),
      403,
      'NotStoreUser',
    );
    expectError(
      await call('POST', '/api/staff/customers/999999/products', {
        token: store,
        body: { skuId: sellableSku(), quantity: 1 },
      }),
      404,
      'CustomerNotFound',
    );
  });

  it('store staff: creates a customer once per e-mail; the customer reads the request by its link', async () => {
    const store = as('store');
    const person = {
      firstName: 'Per',
      lastName: 'Butikk',
      email: 'per.butikk@example.no',
      mobile: '+4798765432',
    };
    const created = expectParsed(
      await call('POST', '/api/staff/customers', { token: store, body: person }),
      parseStaffCustomerResponse,
      201,
    );
    expect(created.name).toBe('Per Butikk');
    expectError(
      await call('POST', '/api/staff/customers', { token: store, body: person }),
      409,
      'CustomerExists',
    );
    expectError(
      await call('POST', '/api/staff/customers', {
        token: store,
        body: { ...person, email: 'kari.nordmann@example.no' },
      }),
      409,
      'CustomerExists',
    );
    expectError(
      await call('POST', '/api/staff/customers', {
        token: as('customer'),
        body: { ...person, email: 'x@y.no' },
      }),
      403,
      'NotStoreUser',
    );
    const found = expectParsed(
      await call('GET', '/api/staff/customers?query=per.butikk', { token: store }),
      parseStaffCustomerSearchResponse,
    );
    expect(found.map((hit) => hit.customerNumber)).toEqual([created.customerNumber]);
    await call('POST', `/api/staff/customers/${created.customerNumber}/products`, {
      token: store,
      body: { skuId: sellableSku(), quantity: 1 },
    });
    const request = expectParsed(
      await call('POST', '/api/staff/payment-requests', {
        token: store,
        body: { customerNumber: created.customerNumber, channel: 'email' },
      }),
      parsePaymentRequestResponse,
      201,
    );
    expect(request.paymentUrl).toMatch(/^\/betalingsforesporsel\/[0-9a-f]{32}$/);
    const token = request.paymentUrl.split('/').at(-1) ?? '';
    // No login: the link's token is enough, and the answer holds no address or customer number.
    const seen = expectParsed(
      await call('GET', `/api/payment-requests/${token}`),
      parseCustomerPaymentRequestResponse,
    );
    expect([seen.amount, seen.status, seen.lines.length]).toEqual([request.amount, 'sent', 1]);
    expect(JSON.stringify(seen)).not.toContain(created.customerNumber);
    expect((await call('GET', `/api/payment-requests/${request.id}`)).status).toBe(404);
    // The customer pays it (a session's CSRF token, no login): created at the counter, the customer
    // has no personal number on file, so Klarna asks for it; with it, on to Klarna.
    const shopper = await openSession();
    const pay = (body: object) =>
      call('POST', `/api/payment-requests/${token}/pay`, { token: shopper, body });
    expect(expectParsed(await pay({ paymentMethodId: 60 }), parsePaymentRequestPayResponse)).toMatchObject({
      status: 'problem',
      result: 1,
    });
    const redirect = expectParsed(
      await pay({ paymentMethodId: 60, ssn: '010185-12345' }),
      parsePaymentRequestPayResponse,
    );
    if (redirect.status !== 'redirect') throw new Error('expected the way to Klarna');
    expect(
      expectParsed(
        await pay({ paymentMethodId: 60, transactionId: redirect.transactionId }),
        parsePaymentRequestPayResponse,
      ).status,
    ).toBe('completed');
    expectError(await pay({ paymentMethodId: 60 }), 409, 'PaymentRequestPaid');
    expectError(await pay({ paymentMethodId: 65 }), 422, 'ValidationFailed');
  });

  it('store staff: reads the basket put together for a customer back', async () => {
    const store = as('store');
    const empty = expectParsed(
      await call('GET', '/api/staff/customers/100001/basket', { token: store }),
      (raw) => parseStaffBasketResponse(raw, 'GET /api/staff/customers/{customerNumber}/basket'),
    );
    expect(empty.lines).toEqual([]);
    await call('POST', '/api/staff/customers/100001/products', {
      token: store,
      body: { skuId: '100001-1', quantity: 1 },
    });
    const basket = expectParsed(
      await call('GET', '/api/staff/customers/100001/basket', { token: store }),
      (raw) => parseStaffBasketResponse(raw),
    );
    expect(basket.lines.map((line) => line.skuId)).toEqual(['100001-1']);
    expectError(
      await call('GET', '/api/staff/customers/100001/basket', { token: as('customer') }),
      403,
      'NotStoreUser',
    );
    expectError(
      await call('GET', '/api/staff/customers/999999/basket', { token: store }),
      404,
      'CustomerNotFound',
    );
  });
});

/** Every mutation, with a body that would otherwise be accepted where one is needed. */
const MUTATIONS: ReadonlyArray<readonly [path: string, body: unknown]> = [
  ['/api/auth/user/getUser', undefined],
  ['/api/cart/empty', undefined],
  ['/api/cart/update', { skuId: '100001-1', quantity: 1 }],
  ['/api/auth/login', { email: 'kari.nordmann@example.no', password: 'Passord123' }],
  ['/api/auth/terms/accept', { problemToken: 'x', accepted: true }],
  ['/api/auth/logout', undefined],
  ['/api/auth/bankid/start', {}],
  ['/api/auth/bankid/poll', { orderRef: 'x' }],
  ['/api/auth/bankid/cancel', { orderRef: 'x' }],
  ['/api/auth/register', { email: 'x' }],
  ['/api/auth/verify-email', { token: 'x' }],
  ['/api/auth/verify-email/resend', { email: 'kari.nordmann@example.no' }],
  ['/api/auth/password/forgot', { email: 'kari.nordmann@example.no' }],
  ['/api/auth/password/reset', { token: 'x', password: 'Hemmelig123' }],
  ['/api/customer/update', { city: 'Oslo' }],
  ['/api/orders/100152/return', { lines: [] }],
  ['/api/subscriptions/lens/L-20001/pause', undefined],
  ['/api/subscriptions/lens/L-20001/activate', undefined],
  ['/api/subscriptions/lens/L-20001/cancel', undefined],
  ['/api/subscriptions/lens/L-20001/reactivate-frozen', undefined],
  ['/api/subscriptions/lens/L-20001/interval', { interval: 2 }],
  ['/api/subscriptions/lens/L-20001/temporary-address', {}],
  ['/api/subscriptions/lens/L-20001/temporary-address/remove', undefined],
  ['/api/subscriptions/lens/L-20001/products', {}],
  ['/api/subscriptions/lens/L-20001/payment-method', { paymentMethod: 'card' }],
  ['/api/subscriptions/glasses/connect', { subscriptionNumber: 'LS-482913' }],
  ['/api/subscriptions/glasses/B-30001/terminate', undefined],
  ['/api/subscriptions/glasses/winback/accept', { subscriptionId: 'B-30002' }],
  ['/api/booking', {}],
  ['/api/booking/auditory', {}],
  ['/api/booking/BK-1001/rebook', {}],
  ['/api/booking/BK-1001/cancel', undefined],
  ['/api/requisitions/RQ-5001/approve', undefined],
  ['/api/requisitions/RQ-5001/reject', {}],
  ['/api/b2b/eye-health-day', {}],
  ['/api/b2b/agreement', {}],
  ['/api/b2b/signing/0123456789abcdef0123456789abcdef/code', undefined],
  ['/api/b2b/signing/0123456789abcdef0123456789abcdef/sign', { code: '123456' }],
  ['/api/giftcard/balance', { number: '6001000000001234', pin: '1234' }],
  ['/api/stock-alerts', { skuId: '100003-2', email: 'kari@example.no' }],
  ['/api/friends/signup', { acceptTerms: true }],
  ['/api/checkout/discount-code', { code: 'GLIMT10' }],
  ['/api/checkout/payment', {}],
  ['/api/checkout/prescriptions/line-1', {}],
  ['/api/staff/customers/100001/products', { skuId: '100001-1', quantity: 1 }],
  ['/api/staff/payment-requests', { customerNumber: '100001', channel: 'sms' }],
  ['/api/payment-requests/0123456789abcdef0123456789abcdef/pay', { paymentMethodId: 60 }],
  ['/api/staff/customers', { firstName: 'Per', lastName: 'Butikk', email: 'p@b.no', mobile: '+4798765432' }],
];

describe('strictness', () => {
  it.each(MUTATIONS)('POST %s without the CSRF-TOKEN header answers 403', async (path, body) => {
    expectError(await call('POST', path, { body }), 403, 'CsrfTokenMissing');
  });

  it.each(MUTATIONS)('POST %s with an unknown CSRF token answers 403', async (path, body) => {
    expectError(await call('POST', path, { token: 'csrf-forged', body }), 403, 'CsrfTokenInvalid');
  });

  it.each(MUTATIONS)('POST %s with a body that is not JSON answers 422', async (path) => {
    expectError(
      await call('POST', path, { token: as('customer'), rawBody: '{"skuId": ' }),
      422,
      'MalformedJson',
    );
  });

  it.each(MUTATIONS)('POST %s with a body of the wrong shape answers 422', async (path) => {
    expectError(
      await call('POST', path, { token: as('customer'), rawBody: '[1, 2, 3]' }),
      422,
      'ValidationFailed',
    );
  });

  it('422 names the fields that failed', async () => {
    const reply = await call('POST', '/api/cart/update', {
      token: await openSession(),
      body: { skuId: '', quantity: 13 },
    });
    expectError(reply, 422, 'ValidationFailed');
    expect(parseApiError(reply.status, reply.body).fields.map((field) => field.path)).toEqual([
      'skuId',
      'quantity',
    ]);
  });

  const customerNotFound: ReadonlyArray<readonly [method: 'GET' | 'POST', path: string, body?: unknown]> = [
    ['GET', '/api/orders/999999'],
    ['POST', '/api/orders/999999/return', { lines: [{ lineId: '1', quantity: 1, reason: 'damaged' }] }],
    ['GET', '/api/invoices/1/9999/L-20001'],
    ['GET', '/api/invoices/9999/pdf'],
    ['GET', '/api/finance/F-9999/-'],
    ['GET', '/api/subscriptions/lens/L-99999'],
    ['POST', '/api/subscriptions/lens/L-99999/pause'],
    ['POST', '/api/subscriptions/lens/L-99999/activate'],
    ['POST', '/api/subscriptions/lens/L-99999/cancel'],
    ['POST', '/api/subscriptions/lens/L-99999/reactivate-frozen'],
    ['POST', '/api/subscriptions/lens/L-99999/interval', { interval: 2 }],
    ['POST', '/api/subscriptions/lens/L-99999/temporary-address/remove'],
    ['POST', '/api/subscriptions/lens/L-99999/payment-method', { paymentMethod: 'card' }],
    [
      'POST',
      '/api/subscriptions/lens/L-20001/products',
      { articleId: '999999', skuId: '999999-1', quantity: 1, eye: 'both' },
    ],
    ['GET', '/api/subscriptions/glasses/B-99999'],
    ['GET', '/api/subscriptions/glasses/B-99999/documents'],
    ['GET', '/api/subscriptions/glasses/B-30001/documents/ukjent'],
    ['GET', '/api/subscriptions/glasses/B-99999/perks'],
    ['POST', '/api/subscriptions/glasses/B-99999/terminate'],
    ['POST', '/api/subscriptions/glasses/winback/accept', { subscriptionId: 'B-99999' }],
    ['GET', '/api/stores/ukjent-butikk'],
    ['GET', '/api/stores/ukjent-butikk/opening-hours'],
    ['GET', '/api/booking/slots?storeId=9999&date=2026-11-18'],
    ['GET', '/api/booking/BK-9999'],
    ['POST', '/api/booking/BK-9999/rebook', { start: '2026-11-18T10:00:00+01:00' }],
    ['POST', '/api/booking/BK-9999/cancel'],
    ['GET', '/api/requisitions/RQ-9999'],
    ['GET', '/api/b2b/agreement/AG-9999'],
    ['GET', '/api/checkout/confirmation/999999'],
    ['POST', '/api/payment-requests/unknown/pay', { paymentMethodId: 60 }],
    ['POST', '/api/cart/update', { skuId: '999999-1', quantity: 1 }],
  ];

  it.each(customerNotFound.map(([method, path, body]) => ({ method, path, body })))(
    '$method $path with an unknown id answers 404',
    async ({ method, path, body }) => {
      expectError(await call(method, path, { token: as('customer'), body }), 404, 'NotFound');
    },
  );

  it('an id that belongs to another customer is 404 too', async () => {
    expectError(await call('GET', '/api/orders/100152', { token: as('lars') }), 404, 'NotFound');
    expectError(await call('GET', '/api/subscriptions/lens/L-20001', { token: as('lars') }), 404, 'NotFound');
  });
});
