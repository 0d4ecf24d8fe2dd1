import { describe, expect, it } from 'vitest';
import { storesInCityHref } from './links';
import type { Store } from '../schemas/stores';
import {
  filterStores,
  haversineKm,
  postcodeOfQuery,
  postcodeSearchOf,
  roundDistance,
  sortStores,
} from './distance';
import { hoursOn, openState, openStatusMessage, upcomingDeviations } from './openingHours';
import { MAP_HEIGHT, MAP_WIDTH, norwayOutlinePath, projectPoint } from './map';

const week = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map(
  (day) => ({
    day,
    opens: day === 'sunday' ? null : '09:00',
    closes: day === 'sunday' ? null : day === 'saturday' ? '15:00' : '17:00',
  }),
);
const store: Pick<Store, 'openingHours' | 'deviatingHours' | 'lunchClosure'> = {
  openingHours: week,
  deviatingHours: [
    { date: '2026-12-24', label: 'Julaften', opens: '10:00', closes: '13:00' },
    { date: '2026-12-25', label: '1. juledag', opens: null, closes: null },
  ],
  lunchClosure: {
    from: '11:30',
    to: '12:00',
    days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  },
};

describe('opening hours', () => {
  it('applies lunch on its weekdays and deviations over the weekday', () => {
    expect(hoursOn(store, '2026-11-17')).toMatchObject({
      day: 'tuesday',
      opens: '09:00',
      lunchClosure: { from: '11:30' },
    });
    expect(hoursOn(store, '2026-11-21')).toMatchObject({ day: 'saturday', lunchClosure: null });
    expect(hoursOn(store, '2026-12-24')).toMatchObject({
      opens: '10:00',
      closes: '13:00',
      deviation: 'Julaften',
      lunchClosure: null,
    });
    expect(hoursOn(store, '2026-12-25')).toMatchObject({ opens: null, deviation: '1. juledag' });
  });

  it.each([
    [
      'open on a Tuesday morning (Oslo, winter)',
      '2026-11-17T08:30:00Z',
      { status: 'open', closesAt: '17:00' },
    ],
    ['closed for lunch', '2026-11-17T10:45:00Z', { status: 'lunch', reopensAt: '12:00' }],
    [
      'before opening',
      '2026-11-17T07:00:00Z',
      { status: 'closed', next: { date: '2026-11-17', time: '09:00' } },
    ],
    [
      'after closing',
      '2026-11-17T16:30:00Z',
      { status: 'closed', next: { date: '2026-11-18', time: '09:00' } },
    ],
    [
      'Saturday evening: Monday',
      '2026-11-21T15:00:00Z',
      { status: 'closed', next: { date: '2026-11-23', time: '09:00' } },
    ],
    [
      'Christmas Eve afternoon: not the 25th',
      '2026-12-24T13:00:00Z',
      { status: 'closed', next: { date: '2026-12-26', time: '09:00' } },
    ],
    ['summer time: 16:30 Oslo is 14:30 UTC', '2026-07-07T14:30:00Z', { status: 'open', closesAt: '17:00' }],
  ])('%s', (_label, now, expected) => {
    expect(openState(store, new Date(now))).toEqual(expected);
  });

  it('lists upcoming deviations', () => {
    expect(upcomingDeviations(store, '2026-12-25').map((day) => day.label)).toEqual(['1. juledag']);
  });
});

describe('distance', () => {
  const oslo = { lat: 59.9139, lng: 10.7522 };
  const bergen = { lat: 60.3913, lng: 5.3221 };
  it('computes the haversine distance', () => {
    expect(haversineKm(oslo, bergen)).toBeCloseTo(305, -1);
    expect(haversineKm(oslo, oslo)).toBe(0);
  });
  it('sorts nearest first, or by name without a location', () => {
    const stores = [
      { name: 'Bergen', location: bergen },
      { name: 'Oslo', location: oslo },
      { name: 'Ålesund', location: { lat: 62.47, lng: 6.15 } },
    ];
    expect(sortStores(stores, { lat: 60.4, lng: 5.3 }).map((s) => s.name)).toEqual([
      'Bergen',
      'Ålesund',
      'Oslo',
    ]);
    expect(sortStores(stores, null).map((s) => [s.name, s.distanceKm])).toEqual([
      ['Bergen', null],
      ['Oslo', null],
      ['Ålesund', null],
    ]);
    expect(sortStores(stores, oslo, 'name').map((s) => s.name)).toEqual(['Bergen', 'Oslo', 'Ålesund']);
  });
  it('rounds distances the Norwegian way', () => {
    expect(roundDistance(3.26)).toBe('3,3');
    expect(roundDistance(42.6)).toBe('43');
  });
  it('filters by name, city, county or zip code, folding æøå', () => {
    const stores = [
      { name: 'Glimt Tromsø', address: { street: '', zipCode: '9008', city: 'Tromsø' }, county: 'Troms' },
      { name: 'Glimt Bergen', address: { street: '', zipCode: '5015', city: 'Bergen' }, county: 'Vestland' },
    ];
    expect(filterStores(stores, 'tromso').map((s) => s.name)).toEqual(['Glimt Tromsø']);
    expect(filterStores(stores, '5015').map((s) => s.name)).toEqual(['Glimt Bergen']);
    expect(filterStores(stores, ' ')).toHaveLength(2);
  });
});

describe('map', () => {
  it('places Norway inside the view box, north up', () => {
    const south = projectPoint({ lat: 58.0, lng: 7.0 });
    const north = projectPoint({ lat: 71.0, lng: 25.8 });
    expect(north.y).toBeLessThan(south.y);
    for (const point of [south, north]) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(point.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    expect(norwayOutlinePath()).toMatch(/^M[\d.]+ [\d.]+ L.* Z$/);
  });
});

describe('openStatusMessage', () => {
  const day = (date: string) => `dag ${date}`;
  it.each([
    [
      { status: 'open', closesAt: '17:00' } as const,
      { key: 'stores.open', values: { time: '17:00' }, open: true },
    ],
    [
      { status: 'lunch', reopensAt: '12:00' } as const,
      { key: 'stores.lunch', values: { time: '12:00' }, open: false },
    ],
    [
      { status: 'closed', next: { date: '2026-11-17', time: '09:00' } } as const,
      { key: 'stores.closedToday', values: { time: '09:00' }, open: false },
    ],
    [
      { status: 'closed', next: { date: '2026-11-18', time: '09:00' } } as const,
      { key: 'stores.closedNext', values: { day: 'dag 2026-11-18', time: '09:00' }, open: false },
    ],
    [{ status: 'closed', next: null } as const, { key: 'stores.closed', values: {}, open: false }],
  ])('%j', (state, expected) => {
    expect(openStatusMessage(state, '2026-11-17', day)).toEqual(expected);
  });
});

describe('postcodeOfQuery', () => {
  it.each([
    ['0155', '0155'],
    [' 5003 ', '5003'],
    ['015', null],
    ['01555', null],
    ['0155 Oslo', null],
    ['Oslo', null],
    ['', null],
  ])('%j is the postcode %j', (query, postcode) => {
    expect(postcodeOfQuery(query)).toBe(postcode);
  });
});

describe('postcodeSearchOf', () => {
  const oslo = { postcode: '0155', place: 'Oslo' };
  it('is null when the search is not a postcode', () => {
    expect(postcodeSearchOf(null, { status: 'idle' })).toBeNull();
  });
  it('is found only with an answer for this very postcode', () => {
    expect(postcodeSearchOf('0155', { status: 'success', data: oslo })).toEqual({
      state: 'found',
      postcode: '0155',
      place: oslo,
    });
    expect(postcodeSearchOf('0156', { status: 'success', data: oslo })?.state).toBe('looking');
    expect(postcodeSearchOf('0155', { status: 'loading' })?.state).toBe('looking');
  });
  it('is unknown on a 404 and failed on any other error', () => {
    expect(postcodeSearchOf('0000', { status: 'error', error: { status: 404 } })?.state).toBe('notFound');
    expect(postcodeSearchOf('0155', { status: 'error', error: { status: 503 } })?.state).toBe('failed');
    expect(postcodeSearchOf('0155', { status: 'error', error: new TypeError('offline') })?.state).toBe(
      'failed',
    );
  });
});

describe('storesInCityHref', () => {
  it.each([
    ['Oslo', '/butikker/oslo'],
    ['Tromsø', '/butikker/tromso'],
    ['  Mo i Rana ', '/butikker/mo-i-rana'],
  ])('%s -> %s', (city, href) => {
    expect(storesInCityHref(city)).toBe(href);
  });

  it('finds the city again when the page reads the path back', () => {
    const stores = [
      {
        name: 'Glimt Tromsø',
        address: { street: 'Storgata 1', zipCode: '9008', city: 'Tromsø' },
        county: 'Troms',
      },
      {
        name: 'Glimt Bodø',
        address: { street: 'Sjøgata 1', zipCode: '8006', city: 'Bodø' },
        county: 'Nordland',
      },
    ];
    const query = storesInCityHref('Tromsø').split('/').pop()?.replace(/-/g, ' ') ?? '';
    expect(filterStores(stores, query).map((store) => store.name)).toEqual(['Glimt Tromsø']);
  });
});
