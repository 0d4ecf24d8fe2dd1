import type { Store } from '../schemas/stores';

/** Distance rules of the store finder: great-circle distance and the sort orders of the list. */

/** A point on Earth in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points in kilometres (haversine). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A store with its distance from the shopper (km), or `null` when the location is unknown. */
export type StoreWithDistance<S extends Pick<Store, 'location' | 'name'>> = S & { distanceKm: number | null };

/** The stores with their distance from `origin`, nearest first (by name when no origin, or equal). */
export function sortStores<S extends Pick<Store, 'location' | 'name'>>(
  stores: readonly S[],
  origin: GeoPoint | null,
  order: 'distance' | 'name' = origin ? 'distance' : 'name',
): StoreWithDistance<S>[] {
  const withDistance = stores.map((store) => ({
    ...store,
    distanceKm: origin ? haversineKm(origin, store.location) : null,
  }));
  return withDistance.sort((a, b) => {
    if (
      order === 'distance' &&
      a.distanceKm !== null &&
      b.distanceKm !== null &&
      a.distanceKm !== b.distanceKm
    )
      return a.distanceKm - b.distanceKm;
    return a.name.localeCompare(b.name, 'nb');
  });
}

/** A distance as Norwegian text parts: under 10 km one decimal, else whole kilometres. */
export function roundDistance(km: number): string {
  return km < 10 ? km.toFixed(1).replace('.', ',') : String(Math.round(km));
}

/** Lower case without accents, æ ø å spelled ae o a: `Tromsø` and `tromso` fold alike. */
export function foldStoreText(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The stores whose name, city, county or zip code contains the query (folded: `tromso` finds Tromsø). */
export function filterStores<S extends Pick<Store, 'name' | 'address' | 'county'>>(
  stores: readonly S[],
  query: string,
): S[] {
  const wanted = foldStoreText(query.trim());
  if (wanted === '') return [...stores];
  return stores.filter((store) =>
    [store.name, store.address.city, store.county, store.address.zipCode].some((text) =>
      foldStoreText(text).includes(wanted),
    ),
  );
}

/**
 * The postcode a store search is, or `null`: four digits and nothing else (spaces around are
 * ignored). The finder then lists every store by its distance from the postcode's place, instead of
 * matching the digits against store addresses (no store sits at `0155`, yet one is near it).
 * @example postcodeOfQuery(' 0155 ') // '0155'
 */
export function postcodeOfQuery(query: string): string | null {
  const trimmed = query.trim();
  return /^\d{4}$/.test(trimmed) ? trimmed : null;
}

/** Where the lookup of a typed postcode stands (see {@link postcodeSearchOf}). */
export type PostcodeSearch<P extends { postcode: string }> =
  | { state: 'looking'; postcode: string }
  | { state: 'found'; postcode: string; place: P }
  | { state: 'notFound' | 'failed'; postcode: string };

/**
 * What the finder says of a typed postcode, from its lookup: found (an answer for this very
 * postcode), unknown (the API answered 404), failed (any other error), else still looking; `null`
 * when the search is not a postcode.
 */
export function postcodeSearchOf<P extends { postcode: string }>(
  postcode: string | null,
  lookup: { status: string; data?: P; error?: unknown },
): PostcodeSearch<P> | null {
  if (postcode === null) return null;
  if (lookup.status === 'success' && lookup.data?.postcode === postcode)
    return { state: 'found', postcode, place: lookup.data };
  if (lookup.status === 'error') {
    const status = (lookup.error as { status?: unknown } | null)?.status;
    return { state: status === 404 ? 'notFound' : 'failed', postcode };
  }
  return { state: 'looking', postcode };
}
