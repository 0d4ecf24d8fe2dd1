// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError, isRequestTimeoutError, withTimeout } from '../utils/timeout';
import { SHOP_CALL_TIMEOUTS, createShopClient } from './client';

/** A fetch whose reply never comes (it honours no signal either, the worst case). */
const hangingFetch = (() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function expectTimeout(promise: Promise<unknown>, ms: number) {
  const settled = promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  let done = false;
  void settled.then(() => (done = true));
  await Promise.resolve();
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  const error = await settled;
  expect(isRequestTimeoutError(error)).toBe(true);
  expect(error).toBeInstanceOf(RequestTimeoutError);
  return error as RequestTimeoutError;
}

describe('shop client timeouts', () => {
  it('fails each kind of call with a RequestTimeoutError after its default', async () => {
    const client = createShopClient({ fetch: hangingFetch, token: 't' });
    await expectTimeout(client.loadShopper(), SHOP_CALL_TIMEOUTS.session);
    await expectTimeout(client.getArticle(1), SHOP_CALL_TIMEOUTS.article);
    const search = await expectTimeout(client.siteSearch('ray'), SHOP_CALL_TIMEOUTS.search);
    expect(search.call).toBe('GET /api/site/search');
    await expectTimeout(client.emptyCart(), SHOP_CALL_TIMEOUTS.cart);
  });

  it('takes configured timeouts', async () => {
    const client = createShopClient({ fetch: hangingFetch, timeouts: { search: 500 } });
    await expectTimeout(client.siteSearch('ray'), 500);
  });

  it('also times out a body that never ends', async () => {
    const slowBody = (async () =>
      ({
        ok: true,
        status: 200,
        text: () => new Promise(() => undefined),
      }) as unknown as Response) as typeof fetch;
    const client = createShopClient({ fetch: slowBody });
    await expectTimeout(client.siteSearch('ray'), SHOP_CALL_TIMEOUTS.search);
  });

  it('rethrows the caller abort unchanged, not as a timeout', async () => {
    const controller = new AbortController();
    const abortable = ((_: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const client = createShopClient({ fetch: abortable });
    const call = client.siteSearch('ray', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('recommender timeout', () => {
  it('times out after its default, 10 s', async () => {
    const client = createShopClient({ fetch: hangingFetch });
    const call = client.getRecommendations({ productId: 1 });
    // The call's code loads on the first call; its clock starts once the request is made.
    await vi.dynamicImportSettled();
    const error = await expectTimeout(call, SHOP_CALL_TIMEOUTS.recommendations);
    expect(SHOP_CALL_TIMEOUTS.recommendations).toBe(10_000);
    expect(error.call).toBe('GET /api/recommendations');
  });
});

describe('withTimeout', () => {
  it('runs without a timeout for a non-finite time and aborts the work signal on timeout', async () => {
    let seen: AbortSignal | undefined;
    const work = withTimeout(
      (signal) => {
        seen = signal;
        return new Promise(() => undefined);
      },
      100,
      { call: 'x' },
    );
    work.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen?.aborted).toBe(true);
    await expect(withTimeout(async () => 1, Number.POSITIVE_INFINITY, { call: 'x' })).resolves.toBe(1);
  });
});
