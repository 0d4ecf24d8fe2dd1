import { useMemo, useState } from 'react';
import { useAsync } from '../../../hooks/useAsync';
import { useGeolocation, type GeolocationSource } from '../../../hooks/useGeolocation';
import { filterStores, sortStores } from '../../../shop/stores/distance';
import { useShopClient } from '../../session/ShopSessionProvider';

/** The most stores the finder lists (every list from an API has a bound). */
export const STORE_LIST_LIMIT = 200;

/** The finder's state: the stores, the search, the location flow and the order. */
export function useStoreFinder(initialQuery: string, geolocation?: GeolocationSource | null) {
  const client = useShopClient();
  const stores = useAsync('stores', (signal) => client.listStores({}, { signal }));
  const [query, setQuery] = useState(initialQuery);
  const [order, setOrder] = useState<'distance' | 'name'>('distance');
  const location = useGeolocation(geolocation);
  const origin = location.position;
  const list = useMemo(() => {
    const all = (stores.data ?? []).slice(0, STORE_LIST_LIMIT);
    return sortStores(filterStores(all, query), origin, origin ? order : 'name');
  }, [stores.data, query, origin, order]);
  return { stores, list, query, setQuery, order, setOrder, location, origin };
}
