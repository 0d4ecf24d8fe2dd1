import type { HttpHandler } from 'msw';
import type { MockHosts } from '../../backend/core';
import { invalid } from '../../backend/errors';
import { listStores, requirePostcode, requireStore, storeHours } from '../../backend/stores';
import { backendToday } from '../../backend/time';
import { ok, shopGet } from './http';

/**
 * Stores: the list (`?q=` city, name or zip; `?service=`), one store, its hours day by day, and where
 * a postcode is (for "nearest to postcode").
 */
export function createStoreHandlers(hosts: MockHosts): HttpHandler[] {
  return [
    shopGet(hosts, '/api/stores', ({ url }) =>
      ok(listStores(url.searchParams.get('q'), url.searchParams.get('service'))),
    ),
    shopGet(hosts, '/api/stores/:idOrSlug', ({ param }) =>
      ok(structuredClone(requireStore(param('idOrSlug')))),
    ),
    shopGet(hosts, '/api/stores/:idOrSlug/opening-hours', ({ param, url }) => {
      const from = url.searchParams.get('from') ?? backendToday();
      const days = Number(url.searchParams.get('days') ?? '7');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from))
        throw invalid('from must be YYYY-MM-DD', [{ path: 'from', message: 'Invalid date' }]);
      if (!Number.isInteger(days) || days < 1 || days > 62)
        throw invalid('days must be 1 to 62', [{ path: 'days', message: 'Out of range' }]);
      return ok(storeHours(param('idOrSlug'), from, days));
    }),
    shopGet(hosts, '/api/postcodes/:postcode', ({ param }) => ok(requirePostcode(param('postcode')))),
  ];
}
