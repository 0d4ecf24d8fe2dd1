import { useMemo, useState } from 'react';
import { useAsync } from '../../../hooks/useAsync';
import { useGeolocation, type GeolocationSource } from '../../../hooks/useGeolocation';
import { isShopApiRequestError } from '../../../shop/client';
import type { PostcodePlace } from '../../../shop/schemas/stores';
import { filterStores, postcodeOfQuery, sortStores } from '../../../shop/stores/distance';
import { useShopClient } from '../../session/ShopSessionProvider';

/** The most stores the finder lists (every list from an API has a bound). */
export const STORE_LIST_LIMIT = 200;

/** Where a postcode search stands: looking it up, found (nearest first), unknown, or the call failed. */
export type PostcodeSearch =
  | { state: 'looking'; postcode: string }
  | { state: 'found'; postcode: string; place: PostcodePlace }
  | { state: 'notFound' | 'failed'; postcode: string };

/**
 * The finder's state: the stores, the search, the location flow and the order. A search of four
 * digits is a postcode: the finder looks up where it is and lists every store by distance from it.
 */
export function useStoreFinder(initialQuery: string, geolocation?: GeolocationSource | null) {
  const client = useShopClient();
  const stores = useAsync('stores', (signal) => client.listStores({}, { signal }));
  const [query, setQuery] = useState(initialQuery);
  const [order, setOrder] = useState<'distance' | 'name'>('distance');
  const location = useGeolocation(geolocation);
  const postcode = postcodeOfQuery(query);
  const lookup = useAsync(postcode, (signal) => client.findPostcode(postcode ?? '', { signal }));
  const postcodeSearch = useMemo((): PostcodeSearch | null => {
    if (postcode === null) return null;
    if (lookup.status === 'success' && lookup.data.postcode === postcode)
      return { state: 'found', postcode, place: lookup.data };
    if (lookup.status === 'error') {
      const unknown = isShopApiRequestError(lookup.error) && lookup.error.status === 404;
      return { state: unknown ? 'notFound' : 'failed', postcode };
    }
    return { state: 'looking', postcode };
  }, [postcode, lookup.status, lookup.data, lookup.error]);
  const near = postcodeSearch?.state === 'found' ? postcodeSearch.place.location : null;
  const origin = near ?? location.position;
  const list = useMemo(() => {
    const all = (stores.data ?? []).slice(0, STORE_LIST_LIMIT);
    // Near a postcode every store is listed by distance; while it is looked up the list stays whole.
    if (near || postcodeSearch?.state === 'looking') return sortStores(all, origin, origin ? order : 'name');
    return sortStores(filterStores(all, query), origin, origin ? order : 'name');
  }, [stores.data, query, origin, order, near, postcodeSearch?.state]);
  return { stores, list, query, setQuery, order, setOrder, location, origin, postcodeSearch };
}
