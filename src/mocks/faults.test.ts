// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStoreListResponse } from '../shop/adapters/stores';
import { parseShopperResponse } from '../shop/adapters/cart';
import { MALFORMED_JSON, createFaults, createHandlers, createOutage, faultErrorBody, faults } from './index';
import { DEFAULT_WIDGET_API_HOST, resetBackend } from './backend/core';
import { sellableSkuId, startMockServer } from './testServer';

const SHOP = 'http://shop.test';
const server = startMockServer([
  ...createHandlers(),
  http.get('http://elsewhere.test/ping', () => HttpResponse.json({ pong: true })),
]);
afterEach(() => {
  vi.useRealTimers();
});

/** Whether a promise has settled after the microtasks and fake timers run so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('faults', () => {
  it('status answers the status with the shop error body, a given body, or none', async () => {
    server.use(faults.status('GET', '/api/stores', 503));
    const reply = await fetch(`${SHOP}/api/stores`);
    expect(reply.status).toBe(503);
    expect(await reply.json()).toEqual(faultErrorBody(503));

    server.use(
      faults.status('POST', '/api/cart/update', 409, {
        success: false,
        error: { code: 'OutOfStock', message: 'Utsolgt' },
      }),
    );
    const custom = await fetch(`${SHOP}/api/cart/update`, { method: 'POST' });
    expect(await custom.json()).toEqual({
      success: false,
      error: { code: 'OutOfStock', message: 'Utsolgt' },
    });

    server.use(faults.status('GET', '/api/orders/:orderId', 204, null));
    const none = await fetch(`${SHOP}/api/orders/100152`);
    expect(none.status).toBe(204);
    expect(await none.text()).toBe('');
  });

  it('status overrides only the method it names', async () => {
    server.use(faults.status('POST', '/api/stores', 500));
    expect((await fetch(`${SHOP}/api/stores`)).status).toBe(200);
  });

  it('delay waits, then the normal handler answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(faults.delay('GET', '/api/stores', 2000));
    const pending = fetch(`${SHOP}/api/stores`);
    await vi.advanceTimersByTimeAsync(1990);
    expect(await settled(pending)).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    const reply = await pending;
    expect(parseStoreListResponse(await reply.json()).length).toBeGreaterThanOrEqual(20);
  });

  it('malformedJson answers 200 with a JSON content type and a body that does not parse', async () => {
    server.use(faults.malformedJson('GET', '/api/site/shopper'));
    const reply = await fetch(`${SHOP}/api/site/shopper`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(await reply.text()).toBe(MALFORMED_JSON);
    await expect(fetch(`${SHOP}/api/site/shopper`).then((response) => response.json())).rejects.toThrow(
      SyntaxError,
    );
  });

  it('networkError makes fetch reject like a dropped connection', async () => {
    server.use(faults.networkError('ALL', '/api/auth/user/getUser'));
    await expect(fetch(`${SHOP}/api/auth/user/getUser`, { method: 'POST' })).rejects.toThrow(TypeError);
  });

  it('empty answers the empty body given', async () => {
    server.use(faults.empty('GET', '/api/stores', { success: true, data: [] }));
    expect(parseStoreListResponse(await (await fetch(`${SHOP}/api/stores`)).json())).toEqual([]);
  });

  it('once applies to the first matching request only', async () => {
    server.use(faults.status('GET', '/api/stores', 500, undefined, { once: true }));
    expect((await fetch(`${SHOP}/api/stores`)).status).toBe(500);
    expect((await fetch(`${SHOP}/api/stores`)).status).toBe(200);
  });

  it('when applies the fault only while it answers true, so the shop can recover', async () => {
    const outage = createOutage();
    server.use(faults.networkError('GET', '/api/stores', { when: outage.isDown }));
    await expect(fetch(`${SHOP}/api/stores`)).rejects.toThrow(TypeError);
    await expect(fetch(`${SHOP}/api/stores`)).rejects.toThrow(TypeError);
    outage.recover();
    expect((await fetch(`${SHOP}/api/stores`)).status).toBe(200);
    outage.start();
    await expect(fetch(`${SHOP}/api/stores`)).rejects.toThrow(TypeError);
  });

  it('absolute URLs are used as they are (widget API)', async () => {
    server.use(faults.status('GET', `${DEFAULT_WIDGET_API_HOST}/v2/*`, 502));
    expect((await fetch(`${DEFAULT_WIDGET_API_HOST}/v2/search/suggestions?query=ray`)).status).toBe(502);
  });

  it('slowNetwork delays every shop and widget call, then lets the normal handlers answer; other hosts are not slowed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(faults.slowNetwork(800));
    const shop = fetch(`${SHOP}/api/stores/1001`);
    const widget = fetch(`${DEFAULT_WIDGET_API_HOST}/v2/search/suggestions?query=ray&tenant=glimt&market=no`);
    const other = fetch('http://elsewhere.test/ping');
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(other)).toBe(true);
    expect(await settled(shop)).toBe(false);
    expect(await settled(widget)).toBe(false);
    await vi.advanceTimersByTimeAsync(800);
    expect((await shop).status).toBe(200);
    expect((await widget).status).toBe(200);
  });

  it.each([
    ['slowNetwork', () => faults.slowNetwork(800)],
    ['delay', () => faults.delay('POST', '/api/cart/update', 800)],
  ])(
    '%s: a call still waiting when the backend is reset answers 503 BackendReset and changes nothing',
    async (_name, fault) => {
      const shopper = async (token?: string) =>
        parseShopperResponse(
          await (
            await fetch(`${SHOP}/api/site/shopper`, { headers: token ? { 'CSRF-TOKEN': token } : {} })
          ).json(),
        );
      const { token } = await shopper();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      server.use(fault());
      const stale = fetch(`${SHOP}/api/cart/update`, {
        method: 'POST',
        headers: { 'CSRF-TOKEN': token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ skuId: sellableSkuId(), quantity: 1 }),
      });
      await vi.advanceTimersByTimeAsync(10);
      expect(await settled(stale)).toBe(false);

      // The next story: a fresh backend, its own handlers, and a session with the same token.
      resetBackend();
      server.resetHandlers();
      const next = await shopper();
      expect(next.token).toBe(token);

      await vi.advanceTimersByTimeAsync(800);
      const reply = await stale;
      expect(reply.status).toBe(503);
      expect(await reply.json()).toMatchObject({ error: { code: 'BackendReset' } });
      expect((await shopper(token)).cart.items).toEqual([]);
    },
  );

  it('model fails the 3D models (all or one file) or holds them pending', async () => {
    const url = (file: string) => `https://cdn.glimt.test/mock-media/models/${file}`;
    expect((await fetch(url('panto.glb'))).status).toBe(200);
    server.use(faults.model('error', 'panto.glb'));
    expect((await fetch(url('panto.glb'))).status).toBe(500);
    expect((await fetch(url('rund.glb'))).status).toBe(200);
    server.use(faults.model('error'));
    expect((await fetch(url('rund.glb'))).status).toBe(500);
    server.resetHandlers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(faults.model('pending'));
    const pending = fetch(url('rund.glb'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled(pending)).toBe(false);
    server.resetHandlers();
  });

  it('createFaults with a shop base URL matches only that origin', async () => {
    const bound = createFaults({ shopBaseUrl: 'http://other-shop.test' });
    server.use(bound.status('GET', '/api/stores', 500));
    expect((await fetch(`${SHOP}/api/stores`)).status).toBe(200);
    expect((await fetch('http://other-shop.test/api/stores')).status).toBe(500);
  });
});
