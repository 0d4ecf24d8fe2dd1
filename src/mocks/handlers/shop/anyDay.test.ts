// @vitest-environment node
/**
 * The fake backend started on any day (`resetBackend({ clock })`, as the demo starts it on the
 * visitor's clock) answers what a shopper expects on that day: deliveries after it, free times from
 * it, the store's week from it and its coming holidays, the fixtures' bookings ahead on open days,
 * orders placed before it, subscriptions and gift cards as far ahead as on 17 November 2026. On the
 * default clock every answer is the one the stories and tests were written against.
 */
import { describe, expect, it } from 'vitest';
import { createHandlers, createMockSession, resetBackend } from '../../index';
import { daysBetween } from '../../backend/fixtureDates';
import { dayHours, requireStore } from '../../backend/stores';
import { addDays, minutesOf, osloMoment, toOslo } from '../../backend/time';
import type { Booking } from '../../../shop/schemas/bookings';
import type { DeliveryOption } from '../../../shop/schemas/checkout';
import type { OrderSummary } from '../../../shop/schemas/orders';
import type { Store, StoreDayHours } from '../../../shop/schemas/stores';
import type { SubscriptionOverview } from '../../../shop/schemas/subscriptions';
import type { GiftCardBalance } from '../../../shop/schemas/giftcard';
import { SHOP, call, openSession } from './testClient';
import { startMockServer } from '../../testServer';

startMockServer(createHandlers({ shopBaseUrl: SHOP }));

/** Starts the backend at an Oslo date and time; its clock stands still there. */
function startAt(date: string, time: string): Date {
  const start = osloMoment(date, time);
  resetBackend({ clock: () => new Date(start) });
  return start;
}

async function get<T>(path: string, token?: string): Promise<T> {
  const reply = await call('GET', path, { token: token ?? null });
  if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.text}`);
  return (reply.body as { data: T }).data;
}

/** Start moments across two years: every 23 days at an hour that walks round the clock, and edges. */
const STARTS: [string, string][] = [
  ['2027-03-10', '10:00'],
  ['2026-11-22', '21:30'], // a Sunday evening, every store closed
  ['2026-12-24', '16:00'], // Christmas Eve after closing
  ['2027-01-01', '00:10'], // New Year's Day
  ['2027-03-28', '03:00'], // the night summer time begins
  ['2027-10-31', '02:30'], // the night it ends
  ...Array.from({ length: 32 }, (_, index): [string, string] => [
    addDays('2026-11-17', index * 23),
    `${String((index * 5) % 24).padStart(2, '0')}:${index % 2 ? '45' : '05'}`,
  ]),
];

function openFor(booking: Booking): boolean {
  const start = toOslo(new Date(booking.start));
  const hours: StoreDayHours = dayHours(requireStore(booking.storeId), start.date);
  if (!hours.opens || !hours.closes) return false;
  const end = toOslo(new Date(booking.end));
  return minutesOf(start.time) >= minutesOf(hours.opens) && minutesOf(end.time) <= minutesOf(hours.closes);
}

describe('the fake backend started on any day', () => {
  it('answers byte for byte as written on the default clock', async () => {
    const paths = ['/api/orders', '/api/subscriptions', '/api/invoices', '/api/booking/mine'];
    const token = createMockSession('customer').token;
    const before = await Promise.all(paths.map((path) => call('GET', path, { token })));
    resetBackend({ clock: () => new Date('2026-11-17T09:30:00+01:00') });
    const again = createMockSession('customer').token;
    const after = await Promise.all(paths.map((path) => call('GET', path, { token: again })));
    expect(after.map((reply) => reply.text)).toEqual(before.map((reply) => reply.text));
    const store = await get<Store>('/api/stores/glimt-oslo-city');
    expect(store.deviatingHours[0]?.date).toBe('2026-12-13');
  });

  it.each(STARTS)('on %s at %s reads right for that day', async (date, time) => {
    const start = startAt(date, time);
    const today = toOslo(start).date;
    expect(await get<{ today: string }>('/api/site/time')).toMatchObject({ today });

    // Deliveries arrive after today.
    const options = await get<DeliveryOption[]>('/api/checkout/delivery-options');
    for (const option of options.filter((candidate) => candidate.estimatedDelivery)) {
      expect(option.estimatedDelivery!.from > today).toBe(true);
      expect(option.estimatedDelivery!.from <= option.estimatedDelivery!.to).toBe(true);
      expect(daysBetween(today, option.estimatedDelivery!.to)).toBeLessThan(10);
    }

    // Free times from today on, never one that has passed.
    const availability = await get<{ days: { date: string; free: number }[] }>(
      `/api/booking/availability?storeId=1001&from=${addDays(today, -3)}&days=14`,
    );
    const offered = availability.days.filter((day) => day.free > 0);
    expect(offered.length).toBeGreaterThan(0);
    for (const day of offered) expect(day.date >= today).toBe(true);
    const first = await get<{ slots: { start: string }[] }>(
      `/api/booking/slots?storeId=1001&date=${offered[0]!.date}`,
    );
    for (const slot of first.slots) expect(new Date(slot.start).getTime()).toBeGreaterThan(start.getTime());

    // The store's week starts today; its deviations ahead are its own and the coming Christmas's.
    const week = await get<StoreDayHours[]>('/api/stores/glimt-bergen-sentrum/opening-hours');
    expect(week[0]?.date).toBe(today);
    const store = await get<Store>('/api/stores/glimt-bergen-sentrum');
    const ahead = store.deviatingHours.filter((deviation) => deviation.date >= today);
    expect(ahead.some((deviation) => deviation.label === '1. nyttårsdag')).toBe(true);
    expect(ahead.find((deviation) => deviation.label === 'Fagdag for ansatte')).toBeDefined();

    // Kari's bookings: ahead of now, on a day and at a time her store is open.
    const kari = createMockSession('customer').token;
    const bookings = await get<Booking[]>('/api/booking/mine', kari);
    expect(bookings.length).toBeGreaterThan(0);
    for (const booking of bookings) {
      expect(new Date(booking.start).getTime()).toBeGreaterThan(start.getTime());
      expect(daysBetween(today, toOslo(new Date(booking.start)).date)).toBeLessThan(14);
      expect(openFor(booking), `${booking.id} ${booking.start}`).toBe(true);
      expect(new Date(booking.start).getTime() - new Date(booking.freeCancellationUntil).getTime()).toBe(
        24 * 60 * 60_000,
      );
    }

    // Her orders were placed before now, the newest within days.
    const orders = await get<OrderSummary[]>('/api/orders', kari);
    for (const order of orders) expect(new Date(order.createdAt).getTime()).toBeLessThan(start.getTime());
    expect(daysBetween(toOslo(new Date(orders[0]!.createdAt)).date, today)).toBeLessThanOrEqual(2);

    // Her active lens subscription delivers in three weeks; a gift card with a year left has it.
    const subscriptions = await get<SubscriptionOverview>('/api/subscriptions', kari);
    const active = subscriptions.lens.find((subscription) => subscription.id === 'L-20001');
    expect(daysBetween(today, active!.nextDeliveryDate!)).toBe(21);
    const card = await call('POST', '/api/giftcard/balance', {
      token: await openSession(),
      body: { number: '6001000000005678', pin: '5678' },
    });
    const balance = (card.body as { data: GiftCardBalance }).data;
    expect(balance.status).toBe('active');
    expect(daysBetween(today, balance.expiresOn)).toBe(daysBetween('2026-11-17', '2027-12-31'));
  });
});
