import { useMemo, useState } from 'react';
import { useGeolocation, type GeolocationSource } from '../../../hooks/useGeolocation';
import type { PostcodePlace } from '../../../shop/schemas/stores';
import {
  filterStores,
  postcodeOfQuery,
  postcodeSearchOf,
  sortStores,
  type PostcodeSearch as PostcodeLookup,
} from '../../../shop/stores/distance';
import { useShopRead } from '../../session/useShopRead';

/** The most stores the finder lists (every list from an API has a bound). */
export const STORE_LIST_LIMIT = 200;

/** Where a postcode search stands: looking it up, found (nearest first), unknown, or the call failed. */
export type PostcodeSearch = PostcodeLookup<PostcodePlace>;

/**
 * The finder's state: the stores, the search, the location flow and the order. A search of four
 * digits is a postcode: the finder looks up where it is and lists every store by distance from it.
 */
export function useStoreFinder(initialQuery: string, geolocation?: GeolocationSource | null) {
  const stores = useShopRead('listStores', [''], (client) => client.listStores({}));
  const [query, setQuery] = useState(initialQuery);
  const [order, setOrder] = useState<'distance' | 'name'>('distance');
  const location = useGeolocation(geolocation);
  const postcode = postcodeOfQuery(query);
  const lookup = useShopRead('findPostcode', postcode === null ? null : [postcode], (client) =>
    client.findPostcode(postcode ?? ''),
  );
  const postcodeSearch = postcodeSearchOf(postcode, lookup);
  const near = postcodeSearch?.state === 'found' ? postcodeSearch.place.location : null;
  const origin = near ?? location.position;
  const whole = near !== null || postcodeSearch?.state === 'looking';
  const list = useMemo(() => {
    const all = (stores.data ?? []).slice(0, STORE_LIST_LIMIT);
    // Near a postcode every store is listed by distance; while it is looked up the list stays whole.
    return sortStores(whole ? all : filterStores(all, query), origin, origin ? order : 'name');
  }, [stores.data, query, origin, order, whole]);
  return { stores, list, query, setQuery, order, setOrder, location, origin, postcodeSearch };
}
