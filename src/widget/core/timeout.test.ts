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

  it('ends a hanging search as a failed answer after its time limit, no later', async () => {
    const env = fakeEnv(hanging);
    const client = createWidgetClient({
      apiHost: 'https://api.test',
      tenant: 't',
      market: 'no',
      env,
      cache: false,
    });
    let done = false;
    const search = client.search({ query: 'ray' }).then((reply) => {
      done = true;
      return reply;
    });
    await vi.advanceTimersByTimeAsync(WIDGET_CALL_TIMEOUTS.search - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(search).resolves.toMatchObject({ failed: true, displays: [] });
    vi.useRealTimers();
  });

  it('takes configured limits per kind', async () => {
    const env = fakeEnv(hanging);
    const client = createWidgetClient({
      apiHost: 'https://api.test',
      tenant: 't',
      market: 'no',
      env,
      cache: false,
      timeouts: { suggestions: 300 },
    });
    const suggestions = client.suggestions('ra');
    await vi.advanceTimersByTimeAsync(300);
    await expect(suggestions).resolves.toMatchObject({ failed: true });
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
