// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FULLY_BOOKED_STORE_ID,
  LOCATION_UNAVAILABLE_STORE_ID,
  createHandlers,
  faults,
  setMockShopperAccount,
} from '../mocks';
import { startMockServer } from '../mocks/testServer';
import { isShopApiRequestError, createShopClient, SHOP_CALL_TIMEOUTS } from './client';

const SHOP = 'http://shop.test';
const server = startMockServer(createHandlers({ shopBaseUrl: SHOP }));
const client = () => createShopClient({ baseUrl: SHOP });

const customer = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '91234567',
};

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('booking and store calls', () => {
  it('lists, finds and reads the hours of stores', async () => {
    const shop = client();
    const stores = await shop.listStores({ query: 'bergen' });
    expect(stores.map((store) => store.name)).toContain('Glimt Bergen Sentrum');
    const store = await shop.getStore('glimt-bergen-sentrum');
    expect(store.id).toBe('1005');
    const hours = await shop.getStoreHours('1005', '2026-12-24', 2);
    expect(hours[0]?.deviation).toBe('Julaften');
  });

  it('finds where a postcode is, and answers 404 for one that does not exist', async () => {
    const shop = client();
    const oslo = await shop.findPostcode('0155');
    expect(oslo).toMatchObject({ postcode: '0155', place: 'Oslo' });
    // A code the register does not hold exactly takes its postal area's place.
    expect(await shop.findPostcode('9020')).toMatchObject({ postcode: '9020', place: 'Tromsø' });
    const missing = await rejection(shop.findPostcode('0000'));
    expect(isShopApiRequestError(missing) && missing.status).toBe(404);
  });

  it('answers availability over several weeks, and no times in the fully booked store', async () => {
    const shop = client();
    const weeks = await shop.getAvailability({
      storeId: '1001',
      from: '2026-11-17',
      days: 42,
      examTypeId: 'synstest',
    });
    expect(weeks.days).toHaveLength(42);
    expect(weeks.days.some((day) => day.free > 0)).toBe(true);
    const full = await shop.getAvailability({ storeId: FULLY_BOOKED_STORE_ID, from: '2026-11-17', days: 28 });
    expect(full.days.every((day) => day.free === 0)).toBe(true);
  });

  it('books a free time, then the same time is taken', async () => {
    const shop = client();
    const [examTypes, availability] = await Promise.all([
      shop.getExamTypes(),
      shop.getAvailability({ storeId: '1001', from: '2026-11-18', days: 7, examTypeId: 'synstest' }),
    ]);
    expect(examTypes.length).toBeGreaterThan(0);
    const date = availability.days.find((day) => day.free > 0)?.date ?? '';
    const slot = (await shop.getSlots({ storeId: '1001', date, examTypeId: 'synstest' })).slots[0];
    const payload = {
      storeId: '1001',
      examTypeId: 'synstest',
      levelId: 'standard',
      ageGroupId: '18-75' as const,
      start: slot?.start ?? '',
      customer,
    };
    const booking = await shop.createBooking(payload);
    expect(booking.status).toBe('confirmed');
    const again = await rejection(shop.createBooking(payload));
    expect(isShopApiRequestError(again) && again.code).toBe('SlotTaken');
    // A guest holds the booking by its access token, from the answer (and the confirmation's link).
    expect(booking.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const { fee } = await shop.cancelBooking(booking.id, { accessToken: booking.accessToken });
    expect(fee).toBe(0);
  });

  it('a guest opens a booking only with its access token; a wrong or missing one is 404 like an unknown id', async () => {
    const shop = client();
    const date = '2026-11-18';
    const slot = (await shop.getSlots({ storeId: '1001', date, examTypeId: 'synstest' })).slots[0];
    const booking = await shop.createBooking({
      storeId: '1001',
      examTypeId: 'synstest',
      levelId: 'standard',
      ageGroupId: '18-75',
      start: slot?.start ?? '',
      customer,
    });
    expect((await shop.getBooking(booking.id, { accessToken: booking.accessToken })).id).toBe(booking.id);
    const status = async (call: Promise<unknown>) => {
      const error = await rejection(call);
      return isShopApiRequestError(error) && [error.status, error.code];
    };
    expect(await status(shop.getBooking(booking.id))).toEqual([404, 'NotFound']);
    expect(await status(shop.getBooking(booking.id, { accessToken: 'f'.repeat(32) }))).toEqual([
      404,
      'NotFound',
    ]);
    expect(await status(shop.getBooking('BK-9999'))).toEqual([404, 'NotFound']);
    expect(await status(shop.cancelBooking(booking.id))).toEqual([404, 'NotFound']);
    expect(await status(shop.rebook(booking.id, { start: slot?.start ?? '' }))).toEqual([404, 'NotFound']);
    // Another guest's session with the token opens it: the link is what opens it, not the session.
    expect((await client().getBooking(booking.id, { accessToken: booking.accessToken })).status).toBe(
      'confirmed',
    );
  });

  it('answers LocationUnavailable for the store that takes no bookings', async () => {
    const error = await rejection(
      client().getAvailability({ storeId: LOCATION_UNAVAILABLE_STORE_ID, from: '2026-11-17', days: 7 }),
    );
    expect(isShopApiRequestError(error) && [error.status, error.code]).toEqual([409, 'LocationUnavailable']);
  });

  it("lists the customer's own bookings and refuses another customer's", async () => {
    setMockShopperAccount('customer');
    const shop = client();
    await shop.loadShopper();
    const mine = await shop.getMyBookings();
    expect(mine.map((booking) => booking.id)).toEqual(['BK-1002', 'BK-1001']);
    // Another customer's booking answers as an unknown one would: nothing says it exists.
    const other = await rejection(shop.getBooking('BK-1003'));
    expect(isShopApiRequestError(other) && [other.status, other.code]).toEqual([404, 'NotFound']);
    const cancel = await rejection(shop.cancelBooking('BK-1003'));
    expect(isShopApiRequestError(cancel) && cancel.status).toBe(404);
    // The owner opens their own without a token.
    expect((await shop.getBooking('BK-1001')).id).toBe('BK-1001');
  });

  it("reads the customer's list on a client that has not asked for the session yet", async () => {
    setMockShopperAccount('customer');
    const mine = await client().getMyBookings();
    expect(mine.map((booking) => booking.id)).toEqual(['BK-1002', 'BK-1001']);
  });

  it('a guest has no own bookings list', async () => {
    const error = await rejection(client().getMyBookings());
    expect(isShopApiRequestError(error) && error.status).toBe(401);
  });

  it("reads the backend's clock", async () => {
    expect(await client().getBackendTime()).toEqual({
      now: '2026-11-17T09:30:00+01:00',
      today: '2026-11-17',
    });
  });

  it('keeps timeouts on the booking calls', async () => {
    expect(SHOP_CALL_TIMEOUTS.bookingWrite).toBe(20_000);
    server.use(faults.delay('GET', '/api/booking/exam-types', 200));
    const shop = createShopClient({ baseUrl: SHOP, timeouts: { booking: 50 } });
    const error = await rejection(shop.getExamTypes());
    expect((error as Error).name).toBe('RequestTimeoutError');
  });
});
