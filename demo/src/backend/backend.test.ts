import { afterEach, describe, expect, it } from 'vitest';
import { backendNow, getMockMailbox, mockAccounts, resetBackend } from '@glimt/ui/mocks';
import { clockFrom, createBackendHost, type BackendHost } from './backend';
import { memoryJournalStore, type JournalStore } from './journalStore';
import { fromBackendAnswer, toBackendRequest, type BackendAnswer } from './protocol';
import type { DemoCart } from '../mockCart';

/** The demo's backend runs on the visitor's clock: the page's `Date.now()` in the start message. */
const ORIGIN = 'http://127.0.0.1:4173';
const VISIT = Date.parse('2027-03-10T10:00:00+01:00');

afterEach(() => resetBackend());

/** A page load: a new backend worker (the old one's state is gone), started with the page's clock. */
function loadPage(store: JournalStore, now = VISIT, seeded: { accountKey?: string; cart?: DemoCart } = {}) {
  resetBackend();
  const host = createBackendHost(store, ORIGIN);
  host(
    { type: 'glimt-backend-start', accountKey: seeded.accountKey ?? null, cart: seeded.cart ?? 'empty', now },
    undefined,
  );
  return host;
}

/** One request through the host, as the service worker sends it; the parsed answer and its status. */
async function call(
  host: BackendHost,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers['CSRF-TOKEN'] = options.token;
  const request = await toBackendRequest(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  const channel = new MessageChannel();
  const answered = new Promise<BackendAnswer>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<BackendAnswer>) => {
      channel.port1.close();
      resolve(event.data);
    };
  });
  host({ type: 'glimt-backend-request', request }, channel.port2);
  const response = fromBackendAnswer(await answered)!;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const shopper = async (host: BackendHost, token?: string) =>
  (await call(host, 'GET', '/api/site/shopper', token ? { token } : {})).body as {
    token: string;
    cartHead: { cart: { items: unknown[] } };
  };

const customer = mockAccounts.find((account) => account.key === 'customer')!;

describe('the demo backend’s clock', () => {
  it('starts at the page’s time and runs on with the worker’s', () => {
    let worker = 1_000;
    const clock = clockFrom(Date.parse('2027-03-10T09:00:00Z'), () => worker);
    expect(clock().toISOString()).toBe('2027-03-10T09:00:00.000Z');
    worker += 90_000;
    expect(clock().toISOString()).toBe('2027-03-10T09:01:30.000Z');
  });

  it('is the visitor’s from the start message: today, store hours and fixtures are that day’s', async () => {
    const host = loadPage(memoryJournalStore());
    expect((await call(host, 'GET', '/api/site/time')).body).toMatchObject({ data: { today: '2027-03-10' } });
    expect(Math.abs(backendNow().getTime() - VISIT)).toBeLessThan(5_000);
    const week = (await call(host, 'GET', '/api/stores/glimt-oslo-city/opening-hours')).body.data as {
      date: string;
    }[];
    expect(week[0]?.date).toBe('2027-03-10');
  });
});

describe('a reload comes back to the same shop', () => {
  it('keeps the login, the cart and the mail; the next day is still the first visit’s fixtures', async () => {
    const store = memoryJournalStore();
    const first = loadPage(store);
    const { token } = await shopper(first);
    const login = await call(first, 'POST', '/api/auth/login', {
      token,
      body: { email: customer.customer.email, password: customer.password },
    });
    expect(login.status).toBe(200);
    const added = await call(first, 'POST', '/api/cart/update', {
      token,
      body: { skuId: '100001-1', quantity: 1 },
    });
    expect(added.status).toBe(200);
    const mailBefore = getMockMailbox().length;

    // The reload: a new worker, a day later; the page holds no token.
    const again = loadPage(store, VISIT + 24 * 3_600_000);
    const resumed = await shopper(again);
    expect(resumed.token).toBe(token);
    expect(resumed.cartHead.cart.items).toHaveLength(1);
    const user = await call(again, 'POST', '/api/auth/user/getUser', { token: resumed.token });
    expect(user.body).toMatchObject({ success: true });
    expect(getMockMailbox()).toHaveLength(mailBefore);
    // Its "today" is the visitor's new day.
    expect((await call(again, 'GET', '/api/site/time')).body).toMatchObject({
      data: { today: '2027-03-11' },
    });
  });

  it('an emptied cart does not come back after a reload; what was added after it does', async () => {
    const store = memoryJournalStore();
    const first = loadPage(store, VISIT, { cart: 'usual' });
    const { token, cartHead } = await shopper(first);
    expect(cartHead.cart.items).toHaveLength(2);
    await call(first, 'POST', '/api/cart/empty', { token });
    await call(first, 'POST', '/api/cart/update', { token, body: { skuId: '100097-1', quantity: 2 } });
    const lines = (await shopper(loadPage(store))).cartHead.cart.items;
    expect(lines).toEqual([expect.objectContaining({ skuId: '100097-1', quantity: 2 })]);
  });

  it('a seeded address (?mockCart=usual) starts a new demo state', async () => {
    const store = memoryJournalStore();
    const first = loadPage(store);
    const { token } = await shopper(first);
    await call(first, 'POST', '/api/cart/update', { token, body: { skuId: '100001-1', quantity: 3 } });
    const seeded = loadPage(store, VISIT, { cart: 'usual' });
    const fresh = await shopper(seeded);
    expect(fresh.cartHead.cart.items).toHaveLength(2);
    // ...which is the one a reload without it comes back to.
    const reloaded = await shopper(loadPage(store));
    expect(reloaded.token).toBe(fresh.token);
    expect(reloaded.cartHead.cart.items).toHaveLength(2);
  });

  it('"Tilbakestill demodata" forgets it all: the next load is a first visit', async () => {
    const store = memoryJournalStore();
    const first = loadPage(store);
    const { token } = await shopper(first);
    await call(first, 'POST', '/api/cart/update', { token, body: { skuId: '100001-1', quantity: 1 } });
    const forgotten = new Promise<unknown>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => {
        channel.port1.close();
        resolve(event.data);
      };
      first({ type: 'glimt-backend-forget' }, channel.port2);
    });
    expect(await forgotten).toBe('forgotten');
    expect(await store.read()).toEqual({ start: null, session: null, entries: [] });
    expect((await shopper(loadPage(store))).cartHead.cart.items).toHaveLength(0);
  });

  it('starts afresh when the journal no longer replays as it was answered', async () => {
    const store = memoryJournalStore();
    const first = loadPage(store);
    const { token } = await shopper(first);
    await call(first, 'POST', '/api/cart/update', { token, body: { skuId: '100001-1', quantity: 1 } });
    const kept = await store.read();
    // A journal whose login answered 200 then, and would answer 422 now (an empty body).
    const broken = memoryJournalStore();
    await broken.begin(kept.start!);
    for (const entry of kept.entries) await broken.append(entry);
    await broken.keepSession(token);
    await broken.append({
      seq: kept.entries.length,
      at: VISIT,
      status: 200,
      request: {
        url: `${ORIGIN}/api/auth/login`,
        method: 'POST',
        headers: [['csrf-token', token]],
        body: new TextEncoder().encode('{}').buffer,
      },
    });
    const again = loadPage(broken);
    const resumed = await shopper(again);
    // Not the half-restored session with its line, but a first visit.
    expect(resumed.cartHead.cart.items).toHaveLength(0);
  });

  it('a second tab opened later keeps the journal; the first one stops writing into it', async () => {
    const store = memoryJournalStore();
    // A BroadcastChannel between tabs: a message reaches every channel but the sender's.
    const channels: Array<{ listeners: Array<() => void> }> = [];
    const channel = () => {
      const own = { listeners: [] as Array<() => void> };
      channels.push(own);
      return {
        postMessage: () =>
          channels
            .filter((other) => other !== own)
            .forEach((other) => other.listeners.forEach((listener) => listener())),
        addEventListener: (_: string, listener: () => void) => void own.listeners.push(listener),
      };
    };
    resetBackend();
    const first = createBackendHost(store, ORIGIN, channel() as never);
    first({ type: 'glimt-backend-start', accountKey: null, cart: 'empty', now: VISIT }, undefined);
    const { token } = await shopper(first);
    await call(first, 'POST', '/api/cart/update', { token, body: { skuId: '100001-1', quantity: 1 } });
    const kept = (await store.read()).entries.length;
    expect(kept).toBe(2);
    // The second tab starts (its own worker on the same journal) and says so; the first keeps answering.
    const second = createBackendHost(store, ORIGIN, channel() as never);
    second({ type: 'glimt-backend-start', accountKey: null, cart: 'empty', now: VISIT }, undefined);
    const added = await call(first, 'POST', '/api/cart/update', {
      token,
      body: { skuId: '100097-1', quantity: 1 },
    });
    expect(added.status).toBe(200);
    expect((await store.read()).entries).toHaveLength(kept);
  });
});
