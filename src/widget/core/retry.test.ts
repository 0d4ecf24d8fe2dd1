// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWidgetEnv, type WidgetEnv } from './env';
import { MAX_RETRIES, VALIDATION_ERROR_MESSAGE, WidgetApiError, fetchWithRetry, retryDelay } from './retry';

const URL = 'https://widget-api.test/v2/search/results';

function reply(status: number): Response {
  return new Response(JSON.stringify({ status }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** An environment over the fake timers, with a stub fetch answering `statuses` in turn. */
function setup(statuses: Array<number | Error>, random = () => 0.5) {
  const calls: number[] = [];
  const reportError = vi.fn<(error: unknown) => void>();
  const fetch = vi.fn((_input: string, _init?: RequestInit) => {
    calls.push(Date.now());
    const next = statuses.length > 1 ? statuses.shift() : statuses[0];
    if (next === undefined) throw new Error('no reply configured');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(reply(next));
  });
  const env: WidgetEnv = createWidgetEnv({ fetch, random, reportError });
  return { env, fetch, calls, reportError };
}

/** Settles `promise` under fake timers, returning its outcome. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome: { value?: T; error?: unknown; done?: boolean } = {};
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error: unknown) => Object.assign(outcome, { error, done: true }),
  );
  await vi.runAllTimersAsync();
  expect(outcome.done).toBe(true);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelay', () => {
  it('starts at 100 ms and doubles, with up to a quarter of jitter, capped at 60 s', () => {
    expect(retryDelay(0, () => 0)).toBe(100);
    expect(retryDelay(1, () => 0)).toBe(200);
    expect(retryDelay(2, () => 0)).toBe(400);
    expect(retryDelay(0, () => 0.999)).toBe(125);
    expect(retryDelay(9, () => 0)).toBe(51_200);
    expect(retryDelay(9, () => 0.999)).toBe(60_000);
    expect(retryDelay(20, () => 0)).toBe(60_000);
  });
});

describe('fetchWithRetry', () => {
  it('answers the first 2xx reply without waiting', async () => {
    const { env, fetch } = setup([200]);
    const response = await fetchWithRetry(env, URL);
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a failing reply with exponential backoff and succeeds when the server recovers', async () => {
    const { env, calls } = setup([500, 503, 502, 200], () => 0);
    const { value } = await settle(fetchWithRetry(env, URL));
    expect(value?.status).toBe(200);
    // Waits of 100, 200 and 400 ms between the four attempts.
    expect(calls).toEqual([0, 100, 300, 700]);
  });

  it('gives up after 10 retries (11 attempts) of a failing reply, each wait at most 60 s', async () => {
    const { env, fetch, calls } = setup([500], () => 0.8);
    const { error } = await settle(fetchWithRetry(env, URL));
    expect(fetch).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(error).toBeInstanceOf(WidgetApiError);
    expect(error).toMatchObject({ kind: 'status', status: 500 });
    const waits = calls.slice(1).map((at, index) => at - (calls[index] ?? 0));
    expect(waits).toHaveLength(10);
    expect(waits[0]).toBe(120); // 100 ms plus a fifth of jitter
    for (let index = 1; index < waits.length; index++)
      expect(waits[index]).toBe(Math.min(60_000, (waits[index - 1] ?? 0) * 2));
    expect(Math.max(...waits)).toBe(60_000);
  });

  it('stops at once on 404', async () => {
    const { env, fetch, reportError } = setup([404]);
    const { error } = await settle(fetchWithRetry(env, URL));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
    expect(reportError).not.toHaveBeenCalled();
  });

  it("stops at once on 422 and reports 'Validation error: got 422 from API'", async () => {
    const { env, fetch, reportError } = setup([422]);
    const { error } = await settle(fetchWithRetry(env, URL));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'validation', status: 422, message: VALIDATION_ERROR_MESSAGE });
    expect(VALIDATION_ERROR_MESSAGE).toBe('Validation error: got 422 from API');
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('stops at once when the request is refused (CORS, network policy)', async () => {
    const cors = new TypeError('Failed to fetch');
    const { env, fetch } = setup([cors]);
    const { error } = await settle(fetchWithRetry(env, URL));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ kind: 'network', cause: cors });
  });

  it('stops on 404 or 422 even after retries of other statuses', async () => {
    const { env, fetch } = setup([500, 429, 404]);
    const { error } = await settle(fetchWithRetry(env, URL));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ kind: 'not-found' });
  });

  it('aborts during a backoff wait without another attempt', async () => {
    const { env, fetch } = setup([500]);
    const controller = new AbortController();
    const outcome = fetchWithRetry(env, URL, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(150); // first attempt, first wait, second attempt
    expect(fetch).toHaveBeenCalledTimes(2);
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not start when the signal is already aborted', async () => {
    const { env, fetch } = setup([200]);
    const controller = new AbortController();
    controller.abort();
    await expect(fetchWithRetry(env, URL, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('honours custom retry options', async () => {
    const { env, fetch } = setup([500]);
    const { error } = await settle(fetchWithRetry(env, URL, {}, { retries: 2, baseDelay: 10 }));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({ kind: 'status' });
  });
});
