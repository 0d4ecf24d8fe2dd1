import { describe, expect, it } from 'vitest';
import { accountBookings, greetingName, latestOrders, nextBooking, PAST_BOOKING_COUNT } from './overview';

const now = new Date('2026-11-17T09:30:00+01:00');

describe('nextBooking', () => {
  it.each([
    ['none', [], null],
    ['only past', [{ id: 'p', status: 'confirmed', start: '2026-11-10T10:00:00+01:00' }], null],
    ['only cancelled', [{ id: 'c', status: 'cancelled', start: '2026-11-20T10:00:00+01:00' }], null],
    [
      'the soonest future one',
      [
        { id: 'late', status: 'confirmed', start: '2026-12-20T10:00:00+01:00' },
        { id: 'x', status: 'cancelled', start: '2026-11-18T10:00:00+01:00' },
        { id: 'soon', status: 'requested', start: '2026-11-19T10:00:00+01:00' },
        { id: 'past', status: 'confirmed', start: '2026-11-17T09:00:00+01:00' },
      ],
      'soon',
    ],
  ] as const)('%s', (_name, bookings, expected) => {
    expect(nextBooking([...bookings], now)?.id ?? null).toBe(expected);
  });
});

describe('accountBookings', () => {
  const ids = (bookings: readonly { id: string }[]) => bookings.map((booking) => booking.id);

  it('splits held bookings into upcoming (soonest first) and past (newest first), without the cancelled', () => {
    const split = accountBookings(
      [
        { id: 'late', status: 'confirmed', start: '2026-12-20T10:00:00+01:00' },
        { id: 'gone', status: 'cancelled', start: '2026-11-18T10:00:00+01:00' },
        { id: 'oldGone', status: 'cancelled', start: '2026-10-18T10:00:00+02:00' },
        { id: 'soon', status: 'requested', start: '2026-11-19T10:00:00+01:00' },
        { id: 'lastYear', status: 'confirmed', start: '2025-11-17T09:00:00+01:00' },
        { id: 'thisMorning', status: 'confirmed', start: '2026-11-17T09:00:00+01:00' },
      ],
      now,
    );
    expect(ids(split.upcoming)).toEqual(['soon', 'late']);
    expect(ids(split.past)).toEqual(['thisMorning', 'lastYear']);
    expect(split.pastHidden).toBe(0);
  });

  it('counts a booking that starts at this very moment as past: its time can no longer be changed', () => {
    const split = accountBookings([{ id: 'now', status: 'confirmed', start: now.toISOString() }], now);
    expect(ids(split.upcoming)).toEqual([]);
    expect(ids(split.past)).toEqual(['now']);
  });

  it(`lists at most ${PAST_BOOKING_COUNT} past bookings and says how many it left out`, () => {
    const many = Array.from({ length: PAST_BOOKING_COUNT + 3 }, (_, index) => ({
      id: `p${index}`,
      status: 'confirmed' as const,
      start: new Date(now.getTime() - (index + 1) * 86_400_000).toISOString(),
    }));
    const split = accountBookings(many.toReversed(), now);
    expect(ids(split.past)).toEqual(ids(many.slice(0, PAST_BOOKING_COUNT)));
    expect(split.pastHidden).toBe(3);
    expect(accountBookings(many, now, 0)).toMatchObject({ past: [], pastHidden: PAST_BOOKING_COUNT + 3 });
  });

  it('an empty list has nothing in either part', () => {
    expect(accountBookings([], now)).toEqual({ upcoming: [], past: [], pastHidden: 0 });
  });
});

describe('latestOrders', () => {
  const orders = [
    { n: 'old', createdAt: '2026-09-24T12:12:00+02:00' },
    { n: 'new', createdAt: '2026-11-16T20:14:00+01:00' },
    { n: 'mid', createdAt: '2026-10-28T19:55:00+01:00' },
    { n: 'older', createdAt: '2026-09-01T12:12:00+02:00' },
  ];
  it.each([
    [undefined, ['new', 'mid', 'old']],
    [1, ['new']],
    [10, ['new', 'mid', 'old', 'older']],
    [0, []],
  ])('count %s', (count, expected) => {
    expect(latestOrders(orders, count).map((order) => order.n)).toEqual(expected);
  });
});

describe('greetingName', () => {
  it.each([
    [{ firstName: 'Kari' }, 'Kari'],
    [{ firstName: '  ' }, null],
    [null, null],
    [undefined, null],
  ])('%o greets %s', (customer, expected) => {
    expect(greetingName(customer)).toBe(expected);
  });
});
