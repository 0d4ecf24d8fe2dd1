// @vitest-environment node
/**
 * Contract tests of what #40 ("a shop a shopper trusts") asks of the fake backend: a booking opens
 * only for its owner or with its access token, the order and booking confirmations reach the mailbox,
 * and a return label is its owner's alone.
 */
import { describe, expect, it } from 'vitest';
import { parseApiError } from '../../../shop/adapters/apiError';
import { parseBookingResponse, parseDaySlotsResponse } from '../../../shop/adapters/bookings';
import { parseOrderConfirmationResponse, parsePaymentStepResponse } from '../../../shop/adapters/checkout';
import { parseOrderReturnResponse } from '../../../shop/adapters/orders';
import { orderTotals } from '../../../shop/account/orders';
import { createHandlers, createMockSession, getMockMailbox } from '../../index';
import { startMockServer } from '../../testServer';
import { SHOP, call, openSession } from './testClient';

startMockServer(createHandlers({ shopBaseUrl: SHOP }));

const guest = {
  firstName: 'Ola',
  lastName: 'Hansen',
  email: 'ola.hansen@example.no',
  mobile: '+4798765432',
};

/** Books the first free synstest at Glimt Oslo City on 18 November as a guest; answers the booking. */
async function bookAsGuest(token: string) {
  const slots = parseDaySlotsResponse(
    (await call('GET', '/api/booking/slots?storeId=1001&date=2026-11-18&examTypeId=synstest')).body,
  );
  const reply = await call('POST', '/api/booking', {
    token,
    body: {
      storeId: '1001',
      examTypeId: 'synstest',
      levelId: 'utvidet',
      ageGroupId: '18-75',
      start: slots.slots[0]?.start ?? '',
      customer: guest,
    },
  });
  expect(reply.status, reply.text).toBe(201);
  return parseBookingResponse(reply.body);
}

describe('a booking is not open to anyone who guesses its number', () => {
  it('a guest opens it with its token only; a wrong or missing token answers as an unknown id does', async () => {
    const token = await openSession();
    const booking = await bookAsGuest(token);
    expect(booking.accessToken).toMatch(/^[0-9a-f]{32}$/);

    const opened = await call('GET', `/api/booking/${booking.id}?accessToken=${booking.accessToken ?? ''}`);
    expect(parseBookingResponse(opened.body).id).toBe(booking.id);

    const unknown = await call('GET', '/api/booking/BK-9999');
    for (const path of [
      `/api/booking/${booking.id}`,
      `/api/booking/${booking.id}?accessToken=`,
      `/api/booking/${booking.id}?accessToken=${'0'.repeat(32)}`,
    ]) {
      const refused = await call('GET', path, { token });
      // 404, not 403: the same answer as for a number that does not exist.
      expect(refused.status, path).toBe(404);
      expect(parseApiError(404, refused.body).code).toBe(parseApiError(404, unknown.body).code);
    }
    expect((await call('POST', `/api/booking/${booking.id}/cancel`, { token })).status).toBe(404);
    expect(
      (await call('POST', `/api/booking/${booking.id}/rebook`, { token, body: { start: booking.start } }))
        .status,
    ).toBe(404);
  });

  it('the logged-in owner opens their own without a token; another customer gets 404', async () => {
    expect(
      (await call('GET', '/api/booking/BK-1001', { token: createMockSession('customer').token })).status,
    ).toBe(200);
    expect(
      (await call('GET', '/api/booking/BK-1001', { token: createMockSession('lars').token })).status,
    ).toBe(404);
    expect((await call('GET', '/api/booking/BK-1001')).status).toBe(404);
  });

  it('the same run hands out the same tokens (seeded), so tests can rely on them', async () => {
    const first = await bookAsGuest(await openSession());
    expect(first.id).toBe('BK-2001');
    expect(first.accessToken).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the confirmations reach the mailbox', () => {
  it('a booking confirmation says what, when, where (with the address) and links to the booking with its token', async () => {
    const booking = await bookAsGuest(await openSession());
    const [mail] = getMockMailbox(guest.email);
    expect(mail?.subject).toBe(`Bekreftelse på timebestilling ${booking.reference}`);
    expect(mail?.body).toContain('Hva: Synstest: Utvidet synsundersøkelse');
    expect(mail?.body).toMatch(/Når: onsdag 18\. november 2026 kl\. \d\d:\d\d/);
    expect(mail?.body).toContain('Hvor: Glimt Oslo City, ');
    expect(mail?.body).toMatch(/Hvor: Glimt Oslo City, [^\n]+, \d{4} Oslo/);
    expect(mail?.body).toContain('Se, endre eller avbestill timen');
    expect(mail?.link).toBe(`/bestill-synstest/${booking.id}?tilgang=${booking.accessToken ?? ''}`);
    expect(mail?.token).toBe(booking.accessToken);
  });

  it('a moved booking is mailed with its new time; a cancelled one with what it cost', async () => {
    const token = await openSession();
    const booking = await bookAsGuest(token);
    const later = parseDaySlotsResponse(
      (await call('GET', '/api/booking/slots?storeId=1001&date=2026-11-19&examTypeId=synstest')).body,
    ).slots[0]?.start;
    const access = `accessToken=${booking.accessToken ?? ''}`;
    const moved = await call('POST', `/api/booking/${booking.id}/rebook?${access}`, {
      token,
      body: { start: later },
    });
    expect(moved.status, moved.text).toBe(200);
    const [movedMail] = getMockMailbox(guest.email).filter((mail) =>
      mail.subject.startsWith('Timen er flyttet'),
    );
    expect(movedMail?.subject).toBe(`Timen er flyttet ${booking.reference}`);
    expect(movedMail?.body).toContain('Timen din er flyttet');
    expect(movedMail?.body).toMatch(/Når: torsdag 19\. november 2026 kl\. \d\d:\d\d/);
    expect(movedMail?.link).toBe(`/bestill-synstest/${booking.id}?tilgang=${booking.accessToken ?? ''}`);

    const cancelled = await call('POST', `/api/booking/${booking.id}/cancel?${access}`, { token });
    expect(cancelled.status, cancelled.text).toBe(200);
    const [cancelMail] = getMockMailbox(guest.email).filter((mail) =>
      mail.subject.startsWith('Timen er avbestilt'),
    );
    expect(cancelMail?.subject).toBe(`Timen er avbestilt ${booking.reference}`);
    expect(cancelMail?.body).toMatch(/Var: Glimt Oslo City, torsdag 19\. november 2026 kl\. \d\d:\d\d/);
    expect(cancelMail?.body).toContain('Avbestillingen er gratis.');
    expect(cancelMail?.link).toBe('/bestill-synstest');
  });

  it('an order confirmation lists the order number, the lines and the same sums as the confirmation page', async () => {
    const token = await openSession();
    await call('POST', '/api/cart/update', { token, body: { skuId: '100001-1', quantity: 1 } });
    await call('POST', '/api/checkout/discount-code', { token, body: { code: 'GLIMT10' } });
    const customer = { ...guest, street: 'Storgata 1', zipCode: '0155', city: 'Oslo' };
    const pay = async (extra: Record<string, unknown>) =>
      parsePaymentStepResponse(
        (
          await call('POST', '/api/checkout/payment', {
            token,
            body: { deliveryMethodId: 112, paymentMethodId: 60, customer, ssn: '010190-12345', ...extra },
          })
        ).body,
      );
    const redirect = await pay({});
    if (redirect.status !== 'redirect') throw new Error('expected the Klarna redirect');
    const paid = await pay({ transactionId: redirect.transactionId });
    if (paid.status !== 'completed') throw new Error('expected a completed payment');
    const order = parseOrderConfirmationResponse(
      (await call('GET', `/api/checkout/confirmation/${paid.orderNumber}`, { token })).body,
    );
    const totals = orderTotals(order);
    const [mail] = getMockMailbox(guest.email);
    expect(mail?.subject).toBe(`Ordrebekreftelse ${order.orderNumber}`);
    expect(mail?.body).toContain(`Ordrenummer: ${order.orderNumber}`);
    expect(mail?.body).toMatch(/1 × [^\n]+: kr\s/);
    for (const discount of totals.discounts) expect(mail?.body).toContain(discount.amount);
    expect(mail?.body).toContain(`Totalt: ${totals.total}`);
    expect(mail?.link).toBe(`/checkout/bekreftelse/${order.orderNumber}`);
  });
});

describe('a return label is its owner’s', () => {
  it('the owner gets the PDF; another customer gets 404, a guest 401', async () => {
    const owner = createMockSession('customer').token;
    const returned = parseOrderReturnResponse(
      (
        await call('POST', '/api/orders/100152/return', {
          token: owner,
          body: { lines: [{ lineId: '100152-1', quantity: 1, reason: 'damaged' }] },
        })
      ).body,
    );
    const path = `/api/orders/100152/returns/${returned.returnId}/label.pdf`;
    const label = await call('GET', path, { token: owner });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    expect(label.text.startsWith('%PDF-')).toBe(true);
    expect((await call('GET', path, { token: createMockSession('lars').token })).status).toBe(404);
    expect((await call('GET', path, { token: await openSession() })).status).toBe(401);
    expect((await call('GET', path)).status).toBe(401);
  });
});
