// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_API_HOST, createHandlers, faults } from '../../mocks/index';
import { startMockServer } from '../../mocks/testServer';
import { PERSONALISATION_CONSENT_LEVEL, createConsentStore } from '../../consent/consent';
import { visitorIdUnderConsent } from '../../tracking/identity';
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

function setup(clock = { now: 1_000 }, consent?: ReturnType<typeof createConsentStore>) {
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
      consent,
    });
  // The page's client, as the provider makes it: the visitor id from the same storage, or before
  // consent the page's id held in memory.
  const dsid = () =>
    consent && !consent.has('preferences')
      ? visitorIdUnderConsent({ ...env, cookie: undefined } as WidgetEnv, vi.fn(), false, true)
      : (storage.getItem('_dep_id') ?? undefined);
  const client = () =>
    createWidgetClient({
      apiHost: DEFAULT_WIDGET_API_HOST,
      tenant: 'glimt',
      market: 'no',
      locale: 'no',
      dsid: dsid(),
      env,
      cache: false,
    });
  const firstPage = (categoryPath: string) =>
    client().productListing({ categoryPath, filters: [], sort: null, limit: 48, offset: 0 });
  return { preload, firstPage, clock, storage };
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

  it('before consent stores no visitor id, and the page still takes the answer (issue #34)', async () => {
    // The preload runs in the browser, where the page's id in memory is shared with the provider.
    vi.stubGlobal('document', {});
    try {
      // Every level but the provider's default, so a preload that followed another level would store.
      const consent = createConsentStore(
        { statistics: true, marketing: true, [PERSONALISATION_CONSENT_LEVEL]: false },
        { decided: false },
      );
      const { preload, firstPage, storage } = setup(undefined, consent);
      expect(preload('/briller')).toBe(true);
      expect(storage.getItem('_dep_id')).toBeNull();
      expect((await firstPage('/briller')).displays.length).toBeGreaterThan(0);
      expect(listingCalls).toHaveLength(1);
      expect(storage.getItem('_dep_id')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
