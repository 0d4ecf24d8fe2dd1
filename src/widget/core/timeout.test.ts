// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  WIDGET_CALL_TIMEOUTS,
  WIDGET_REPLY_BOUNDS,
  createWidgetClient,
  loadWidgetClientCalls,
} from './client';
import { WidgetApiError, fetchWithRetry } from './retry';
import type { WidgetEnv } from './env';

function fakeEnv(fetchImpl: WidgetEnv['fetch']) {
  vi.useFakeTimers();
  return {
    fetch: fetchImpl,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random: () => 0,
    warn: vi.fn(),
    reportError: vi.fn(),
  } satisfies Partial<WidgetEnv>;
}

const hanging = vi.fn(() => new Promise<Response>(() => undefined));

describe('widget retry policy with timeouts', () => {
  it('counts a timed-out try like a failed one and stops at its limit', async () => {
    hanging.mockClear();
    const env = fakeEnv(hanging) as unknown as WidgetEnv;
    const result = fetchWithRetry(
      env,
      'https://api.test/x',
      {},
      { retries: 2, timeout: 1000, baseDelay: 100 },
    ).catch((error: unknown) => error);
    // 3 tries of 1000 ms, waits of 100 and 200 ms between them.
    await vi.advanceTimersByTimeAsync(3000 + 300);
    const error = await result;
    expect(error).toBeInstanceOf(WidgetApiError);
    expect((error as WidgetApiError).kind).toBe('timeout');
    expect(hanging).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('a try that times out and then succeeds resolves', async () => {
    let calls = 0;
    const env = fakeEnv(() =>
      ++calls === 1 ? new Promise(() => undefined) : Promise.resolve(new Response('{}')),
    ) as unknown as WidgetEnv;
    const result = fetchWithRetry(env, 'https://api.test/x', {}, { timeout: 500 });
    await vi.advanceTimersByTimeAsync(500 + 200);
    await expect(result).resolves.toBeInstanceOf(Response);
    vi.useRealTimers();
  });
});

describe('widget client time limits', () => {
  // A call's time limit runs from its request; the client's calls load once per page before that.
  beforeAll(() => loadWidgetClientCalls());

  const clientWith = (
    env: Partial<WidgetEnv>,
    more: Partial<Parameters<typeof createWidgetClient>[0]> = {},
  ) => createWidgetClient({ apiHost: 'https://api.test', tenant: 't', market: 'no', env, ...more });
  const searchReply = () =>
    new Response(
      JSON.stringify({
        n_hits: 1,
        displays: [{ product_id: '1', page_url: '/p/1', title: 'Ray' }],
        search_request_id: 'r',
      }),
    );
  const unavailable = () => new Response('{}', { status: 503 });
  /** Backoff waits with no jitter: 100 ms doubling, ten of them. */
  const waits = (count: number) => Array.from({ length: count }, (_, retry) => 100 * 2 ** retry);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it('answers a search once a backend that failed for 15 s recovers, on its ninth try', async () => {
    const started = Date.now();
    const fetch = vi.fn(() =>
      Promise.resolve(Date.now() - started >= 15_000 ? searchReply() : unavailable()),
    );
    const env = fakeEnv(fetch);
    const client = clientWith(env, { cache: false });
    let reply: unknown;
    void client.search({ query: 'ray' }).then((answer) => (reply = answer));
    // Tries at 0, 0.1, 0.3, 0.7, 1.5, 3.1, 6.3 and 12.7 s fail; the ninth, at 25.5 s, is answered.
    const ninthTry = sum(waits(8));
    await vi.advanceTimersByTimeAsync(ninthTry - 1);
    expect(fetch).toHaveBeenCalledTimes(8);
    expect(reply).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(9);
    expect(reply).toMatchObject({ displays: [{ product_id: '1' }] });
    expect(reply).not.toHaveProperty('failed');
    vi.useRealTimers();
  });

  it('gives a hanging search eleven tries of its limit each, and fails it after the last, no sooner', async () => {
    hanging.mockClear();
    const env = fakeEnv(hanging);
    const client = clientWith(env, { cache: false });
    let done = false;
    const search = client.search({ query: 'ray' }).then((reply) => {
      done = true;
      return reply;
    });
    const end = 11 * WIDGET_CALL_TIMEOUTS.search + sum(waits(10));
    await vi.advanceTimersByTimeAsync(end - 1);
    expect(done).toBe(false);
    expect(hanging).toHaveBeenCalledTimes(11);
    await vi.advanceTimersByTimeAsync(1);
    await expect(search).resolves.toMatchObject({ failed: true, displays: [] });
    vi.useRealTimers();
  });

  it('stops the tries that are left when the caller aborts, in a wait between them', async () => {
    const fetch = vi.fn(() => Promise.resolve(unavailable()));
    const env = fakeEnv(fetch);
    const client = clientWith(env);
    const caller = new AbortController();
    const search = client.search({ query: 'ray' }, caller.signal).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(sum(waits(2)));
    expect(fetch).toHaveBeenCalledTimes(3);
    caller.abort();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await search).toMatchObject({ kind: 'aborted' });
    vi.useRealTimers();
  });

  it('takes configured limits per kind, for each try', async () => {
    hanging.mockClear();
    const env = fakeEnv(hanging);
    const client = clientWith(env, { cache: false, timeouts: { suggestions: 300 }, retry: { retries: 1 } });
    let done = false;
    const suggestions = client.suggestions('ra').then((reply) => {
      done = true;
      return reply;
    });
    // A try of 300 ms, a wait of 100 ms, a last try of 300 ms.
    await vi.advanceTimersByTimeAsync(699);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(suggestions).resolves.toMatchObject({ failed: true });
    expect(hanging).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('widget client bounds', () => {
  const display = (index: number, page_url = `/p/${index}`) => ({
    product_id: String(index),
    page_url,
    title: `P${index}`,
  });
  const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

  it('keeps at most the page size, and gates every page URL', async () => {
    const displays = Array.from({ length: 10_000 }, (_, index) =>
      display(index, index === 0 ? 'javascript:alert(1)' : `/p/${index}`),
    );
    const client = createWidgetClient({
      apiHost: 'https://api.test',
      tenant: 't',
      market: 'no',
      cache: false,
      env: {
        fetch: () =>
          reply({
            n_hits: 10_000,
            displays,
            search_request_id: 'r',
            content_search_links: [{ title: 'x', page_url: ' JaVaScRiPt:alert(1)' }],
          }),
      },
    });
    const result = await client.search({ query: 'x' });
    expect(result.displays).toHaveLength(WIDGET_REPLY_BOUNDS.page);
    expect(result.displays[0]?.page_url).toBeUndefined();
    expect(result.displays[1]?.page_url).toBe('/p/1');
    expect(result.content_search_links).toEqual([]);
  });

  it('keeps at most 16 recommendations unless more were asked for', async () => {
    const displays = Array.from({ length: 500 }, (_, index) => display(index));
    const client = createWidgetClient({
      apiHost: 'https://api.test',
      tenant: 't',
      market: 'no',
      cache: false,
      env: { fetch: () => reply({ displays }) },
    });
    expect((await client.recommend({ kind: 'general' })).displays).toHaveLength(16);
    expect((await client.related({ productId: '1' })).displays).toHaveLength(16);
  });
});
