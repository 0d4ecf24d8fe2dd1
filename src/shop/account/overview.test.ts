import { describe, expect, it } from 'vitest';
import { greetingName, latestOrders, nextBooking } from './overview';

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
