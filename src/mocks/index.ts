/**
 * Public API of `@glimt/ui/mocks`: the fake backend behind MSW. Isomorphic: handlers, fixtures, the
 * backend's state and fault helpers, with no `msw/browser` or `msw/node` import. You pick the setup.
 *
 * In the browser (demo, your own app in development):
 * ```ts
 * import { setupWorker } from 'msw/browser';
 * import { handlers } from '@glimt/ui/mocks';
 *
 * await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass' });
 * ```
 *
 * In node (vitest, jest):
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createHandlers, faults, resetBackend } from '@glimt/ui/mocks';
 *
 * const server = setupServer(...createHandlers({ shopBaseUrl: 'http://shop.test' }));
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => {
 *   server.resetHandlers();
 *   resetBackend(); // carts, bookings, subscriptions... back to the fixtures; the clock back to DEFAULT_NOW
 * });
 * afterAll(() => server.close());
 *
 * it('shows an error when the cart update fails', async () => {
 *   server.use(faults.status('POST', '/api/cart/update', 500));
 *   // ...
 * });
 * ```
 *
 * In Storybook (msw-storybook-addon): `parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/stores', 2000)] } } }` (with the preview's `{ faults: [], backend: handlers }` groups).
 *
 * The API the handlers answer is documented in `src/mocks/API.md`; the fixture data and test
 * credentials on the Storybook page "Mocks/Fake backend".
 */
import type { HttpHandler } from 'msw';
import { resolveHosts, type MockHostsConfig } from './backend/core';
import { createCatalogueHandlers } from './handlers/catalogue';
import { getMockEntry, getMockFamily } from './fixtures/catalogue';
import { productDetailOf } from './fixtures/catalogue/detail';
import type { ProductDetail } from '../shop/schemas/product';
import { createWidgetHandlers } from './handlers/widget';
import { mockStores } from './fixtures/stores';
import { createShopHandlers } from './handlers/shop';

// The fake backend's clock, randomness, reset and hosts
export {
  DEFAULT_NOW,
  DEFAULT_WIDGET_API_HOST,
  backendNow,
  createRandom,
  resetBackend,
  resolveHosts,
  setBackendClock,
} from './backend/core';
export type { MockHosts, MockHostsConfig, ResetBackendOptions } from './backend/core';

// Fixture catalogue and its media host
export {
  getMockArticle,
  getMockArticleVariants,
  getMockCategory,
  getMockEntry,
  mockArticles,
  mockBrands,
  mockCatalogue,
  mockCategories,
  mockCities,
  mockContentPages,
  mockProductDisplays,
} from './fixtures/catalogue';
export type {
  CatalogueEntry as MockCatalogueEntry,
  MockBrand,
  MockCatalogue,
  MockCategory,
  MockCity,
  MockContentPage,
} from './fixtures/catalogue';
export { MOCK_IMAGE_HOSTS, MOCK_IMAGE_RESIZE_URL, MOCK_MEDIA_ORIGIN } from './fixtures/catalogue/media';

/**
 * The product page's article of a fixture (id `100001`, slug or SKU id): what the fake backend's
 * `GET /api/article/{id or slug}` answers, with colour variants and lens options. `undefined` for
 * an unknown article. For stories and tests that render a product view without a fetch.
 */
export function mockProductDetail(idOrSlug: number | string): ProductDetail | undefined {
  const entry = getMockEntry(idOrSlug);
  return entry ? productDetailOf(entry, getMockFamily(entry)) : undefined;
}

// Shop catalogue calls (article lookup, site search, recommender, media) and the widget API
export {
  API_KEY_HEADER,
  MOCK_API_KEY,
  MOCK_SHOP_ID,
  SHOP_ID_HEADER,
  createCatalogueHandlers,
} from './handlers/catalogue';
export type { CatalogueHandlerOptions } from './handlers/catalogue';
export { createMediaHandlers } from './handlers/media';
export { createWidgetHandlers, mockEventLog } from './handlers/widget';
export type { MockTrackedEvent } from './handlers/widget';

// Shop handlers and the state behind them
export { createShopHandlers } from './handlers/shop';
export { CSRF_HEADER } from './handlers/shop/http';
export { LOGIN_UNAVAILABLE_EMAIL } from './handlers/shop/auth';
export { createMockSession, setMockShopperAccount } from './backend/sessions';
export { setMockShopperCart } from './backend/cart';
export type { Session as MockSession } from './backend/sessions';
export { getMockMailbox } from './backend/mailbox';
export type { MockMessage } from './backend/mailbox';
export { FULLY_BOOKED_STORE_ID, PROVIDER_DOWN_STORE_ID } from './backend/bookings';
export { LOCATION_UNAVAILABLE_STORE_ID } from './backend/bookingAccess';
export { FAILING_SSN, mockDiscountCodes } from './backend/checkout';
export { FAILING_DIRECT_DEBIT_ACCOUNT } from './backend/subscriptions';

// Account, store and booking fixtures
export { getMockStore, mockStores } from './fixtures/stores';
export { bankIdTestNumbers, getMockAccount, mockAccounts } from './fixtures/customers';
export type { MockAccount } from './fixtures/customers';
export { mockOrders } from './fixtures/orders';
export { mockFinances, mockInvoices } from './fixtures/invoices';
export type { MockFinance } from './fixtures/invoices';
export {
  CONNECTABLE_GLASSES_SUBSCRIPTION_NUMBER,
  mockGlassesSubscriptions,
  mockLensSubscriptions,
  mockPerks,
} from './fixtures/subscriptions';
export type { MockGlassesSubscription, MockLensSubscription } from './fixtures/subscriptions';
export { CANCELLATION_FEE, mockAgeGroups, mockBookings, mockExamTypes } from './fixtures/bookings';
export { getMockGiftCard, mockGiftCards } from './fixtures/giftcards';
export { mockContentPageData, mockCookieList } from './fixtures/content';
export type { MockGiftCard } from './fixtures/giftcards';
export { FAILING_ORGANISATION_NUMBER, mockOrganisations, mockRequisitions } from './fixtures/b2b';

// Fault helpers
export { MALFORMED_JSON, createFaults, createOutage, faultErrorBody, faults } from './faults';
export type { FaultMethod, FaultOptions, Faults, Outage } from './faults';

/**
 * Every handler of the fake backend for a hosts config: the shop API (section 7 of the shop spec and
 * the calls it leaves unshown), the catalogue calls and fixture media, and the widget API.
 * @param config where the handlers listen; shop paths match on any origin by default
 * @example setupServer(...createHandlers({ shopBaseUrl: 'http://shop.test' }))
 */
export function createHandlers(config: MockHostsConfig = {}): HttpHandler[] {
  const hosts = resolveHosts(config);
  return [
    ...createShopHandlers(hosts),
    ...createCatalogueHandlers(hosts, {
      storeHits: () =>
        mockStores.map((store) => ({
          name: store.name,
          address: `${store.address.street}, ${store.address.zipCode} ${store.address.city}`,
          slug: store.slug,
        })),
    }),
    ...createWidgetHandlers(hosts),
  ];
}

/** Every handler with the default hosts: shop paths on any origin, the widget API on its default host. */
export const handlers: HttpHandler[] = /* @__PURE__ */ createHandlers();
