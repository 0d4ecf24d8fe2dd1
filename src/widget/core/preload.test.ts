// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_API_HOST, createHandlers, faults } from '../../mocks/index';
import { startMockServer } from '../../mocks/testServer';
import { createWidgetClient } from './client';
import type { WidgetEnv } from './env';
import { preloadListingPage } from './preload';
import { PRELOAD_TTL_MS } from './preloadStore';

const server = startMockServer(createHandlers());
const listingCalls: string[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/v2/product-listing')) listingCalls.push(request.url);
  });
});
afterEach(() => {
  listingCalls.length = 0;
  server.resetHandlers();
});

/** A memory storage, so the visitor id the preload creates is the one the client is given. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setup(clock = { now: 1_000 }) {
  const storage = memoryStorage();
  const env: Partial<WidgetEnv> = {
    fetch: (input, init) => fetch(input, init),
    storage: () => storage,
    now: () => clock.now,
    warn: vi.fn(),
    reportError: vi.fn(),
    setTimeout: (callback: () => void) => {
      queueMicrotask(callback);
      return 0;
    },
  };
  const preload = (pathname: string) =>
    preloadListingPage({
      apiHost: DEFAULT_WIDGET_API_HOST,
      merchant: 'glimt',
      market: 'no',
      locale: 'no',
      page: { kind: 'category' },
      location: { pathname, search: '' },
      env,
    });
  // The page's client, as the provider makes it: the visitor id from the same storage.
  const client = () =>
    createWidgetClient({
      apiHost: DEFAULT_WIDGET_API_HOST,
      tenant: 'glimt',
      market: 'no',
      locale: 'no',
      dsid: storage.getItem('_dep_id') ?? undefined,
      env,
      cache: false,
    });
  const firstPage = (categoryPath: string) =>
    client().productListing({ categoryPath, filters: [], sort: null, limit: 48, offset: 0 });
  return { preload, firstPage, clock };
}

describe('preloadListingPage', () => {
  it('sends the first page at once; the page takes that answer once, then asks again itself', async () => {
    const { preload, firstPage } = setup();
    expect(preload('/briller')).toBe(true);
    const answer = await firstPage('/briller');
    expect(answer.failed).not.toBe(true);
    expect(answer.displays.length).toBeGreaterThan(0);
    expect(listingCalls).toHaveLength(1);
    await firstPage('/briller');
    expect(listingCalls).toHaveLength(2);
  });

  it('drops an answer its page did not take in time', async () => {
    const { preload, firstPage, clock } = setup();
    preload('/solbriller');
    clock.now += PRELOAD_TTL_MS;
    expect((await firstPage('/solbriller')).displays.length).toBeGreaterThan(0);
    expect(listingCalls).toHaveLength(2);
  });

  it('lets the page ask again, with its retries, when the preloaded call failed', async () => {
    server.use(
      faults.status('POST', `${DEFAULT_WIDGET_API_HOST}/v2/product-listing`, 503, null, { once: true }),
    );
    const { preload, firstPage } = setup();
    preload('/kontaktlinser');
    const answer = await firstPage('/kontaktlinser');
    expect(answer.failed).not.toBe(true);
    expect(answer.displays.length).toBeGreaterThan(0);
    expect(listingCalls).toHaveLength(2);
  });
});
