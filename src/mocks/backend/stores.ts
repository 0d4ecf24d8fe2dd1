import type { Store, StoreDayHours } from '../../shop/schemas/stores';
// The store finder's own folding rule, so the fake backend's search finds what the finder expects.
import { foldStoreText } from '../../shop/stores/distance';
import { findMockPostcode } from '../fixtures/postcodes';
import { mockStores, mockStoresOn } from '../fixtures/stores';
import { notFound } from './errors';
import { FIXTURE_TODAY, backendStartDay } from './fixtureDates';
import { addDays, weekdayOf } from './time';

/**
 * Stores: the list (optionally filtered), one store by id or slug, and hours day by day. Their
 * deviations are those seen from the day the backend started (`mockStoresOn`): the coming Christmas,
 * and each store's own a few days ahead.
 */

let dated: { day: string; stores: readonly Store[] } = { day: FIXTURE_TODAY, stores: mockStores };

/** The stores on the day the backend started. */
function storesNow(): readonly Store[] {
  const day = backendStartDay();
  if (dated.day !== day) dated = { day, stores: mockStoresOn(day) };
  return dated.stores;
}

/** A store by id or slug; throws 404. */
export function requireStore(idOrSlug: string): Store {
  const store = storesNow().find((candidate) => candidate.id === idOrSlug || candidate.slug === idOrSlug);
  if (!store) throw notFound('Store', idOrSlug);
  return store;
}

/** Every store, or those whose name, city, county or zip code contains `query`, sorted by name. */
export function listStores(query?: string | null, service?: string | null): Store[] {
  const wanted = query ? foldStoreText(query.trim()) : '';
  return storesNow()
    .filter((store) => {
      if (service && !store.services.some((candidate) => candidate === service)) return false;
      if (wanted === '') return true;
      return [store.name, store.address.city, store.county, store.address.zipCode].some((text) =>
        foldStoreText(text).includes(wanted),
      );
    })
    .map((store) => structuredClone(store))
    .sort((a, b) => a.name.localeCompare(b.name, 'nb'));
}

/** A store's hours on one calendar day: a deviation wins over the weekday; lunch applies on its days. */
export function dayHours(store: Store, date: string): StoreDayHours {
  const day = weekdayOf(date);
  const deviation = store.deviatingHours.find((candidate) => candidate.date === date);
  const regular = store.openingHours.find((candidate) => candidate.day === day);
  const opens = deviation ? deviation.opens : (regular?.opens ?? null);
  const closes = deviation ? deviation.closes : (regular?.closes ?? null);
  const lunch =
    opens && store.lunchClosure && store.lunchClosure.days.includes(day) && !deviation
      ? { from: store.lunchClosure.from, to: store.lunchClosure.to }
      : null;
  return { date, day, opens, closes, lunchClosure: lunch, deviation: deviation?.label ?? null };
}

/** A store's hours for `days` days from `from`. */
export function storeHours(idOrSlug: string, from: string, days: number): StoreDayHours[] {
  const store = requireStore(idOrSlug);
  return Array.from({ length: days }, (_, index) => dayHours(store, addDays(from, index)));
}

/** Where a postcode is (place and point); throws 404 for one that does not exist. */
export function requirePostcode(postcode: string): NonNullable<ReturnType<typeof findMockPostcode>> {
  const place = findMockPostcode(postcode);
  if (!place) throw notFound('Postcode', postcode);
  return place;
}
