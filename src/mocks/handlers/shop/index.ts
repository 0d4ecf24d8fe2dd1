import type { HttpHandler } from 'msw';
import type { MockHosts } from '../../backend/core';
import { createAccountHandlers } from './account';
import { createAuthHandlers } from './auth';
import { createBookingHandlers } from './booking';
import { createCommerceHandlers } from './commerce';
import { createContentHandlers } from './content';
import { createSiteHandlers } from './site';
import { createStoreHandlers } from './stores';
import { createSubscriptionHandlers } from './subscriptions';

/**
 * Every shop API handler except the catalogue's (article lookup, site search, recommender): the
 * calls of shop spec section 7 and the calls it leaves unshown, designed as documented in
 * `src/mocks/API.md`. Paths match on any origin, or on `hosts.shopBaseUrl` when one is configured.
 * @example setupServer(...createShopHandlers(resolveHosts({ shopBaseUrl: 'http://shop.test' })))
 */
export function createShopHandlers(hosts: MockHosts): HttpHandler[] {
  return [
    ...createSiteHandlers(hosts),
    ...createAuthHandlers(hosts),
    ...createAccountHandlers(hosts),
    ...createSubscriptionHandlers(hosts),
    ...createStoreHandlers(hosts),
    ...createBookingHandlers(hosts),
    ...createCommerceHandlers(hosts),
    ...createContentHandlers(hosts),
  ];
}
