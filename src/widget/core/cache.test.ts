// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_CACHE_TTL, createRequestCache } from './cache';

/** A promise the test resolves or rejects by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function clock(start = 0) {
  let now = start;
  return { env: { now: () => now }, advance: (ms: number) => (now += ms) };
}

describe('createRequestCache', () => {
  it('de-duplicates requests in flight: one load for simultaneous callers', async () => {
    const cache = createRequestCache();
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const first = cache.get('POST /search {"q":"ray"}', load);
    const second = cache.get('POST /search {"q":"ray"}', load);
    const third = cache.get('POST /search {"q":"ray"}', load, new AbortController().signal);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    pending.resolve('answer');
    expect(await Promise.all([first, second, third])).toEqual(['answer', 'answer', 'answer']);
  });

  it('keeps answers per key for about 5 minutes', async () => {
    const { env, advance } = clock();
    const cache = createRequestCache({ env });
    let n = 0;
    const load = vi.fn(() => Promise.resolve(++n));
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    advance(REQUEST_CACHE_TTL - 1);
    expect(await cache.get('a', load)).toBe(1);
    expect(cache.peek('a')).toBe(1);
    advance(1);
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a', load)).toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
    expect(REQUEST_CACHE_TTL).toBe(300_000);
  });

  it('does not cache failures', async () => {
    const cache = createRequestCache();
    const load = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('ok');
    await expect(cache.get('k', load)).rejects.toThrow('boom');
    expect(await cache.get('k', load)).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never lets an older answer replace a newer one for the same key', async () => {
    const cache = createRequestCache();
    const old = deferred<string>();
    const fresh = deferred<string>();
    const first = cache.get('k', () => old.promise);
    await Promise.resolve();
    cache.invalidate('k'); // e.g. the host asked for a refetch
    const second = cache.get('k', () => fresh.promise);
    fresh.resolve('new');
    expect(await second).toBe('new');
    old.resolve('old'); // the slow, older answer arrives last
    expect(await first).toBe('old'); // its own caller still gets it...
    expect(cache.peek('k')).toBe('new'); // ...but the cache keeps the newer one
    expect(await cache.get('k', () => Promise.resolve('third'))).toBe('new');
  });

  it('aborts the shared load only when every waiting caller has aborted', async () => {
    const cache = createRequestCache();
    let loadSignal: AbortSignal | undefined;
    const pending = deferred<string>();
    const load = (signal: AbortSignal) => {
      loadSignal = signal;
      return pending.promise;
    };
    const a = new AbortController();
    const b = new AbortController();
    const first = cache.get('k', load, a.signal);
    const second = cache.get('k', load, b.signal);
    await Promise.resolve();
    a.abort();
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    expect(loadSignal?.aborted).toBe(false);
    b.abort();
    await expect(second).rejects.toMatchObject({ kind: 'aborted' });
    expect(loadSignal?.aborted).toBe(true);
    expect(cache.size).toBe(0);
    pending.reject(new Error('aborted'));
  });

  it('keeps a load running while a caller without a signal waits', async () => {
    const cache = createRequestCache();
    let loadSignal: AbortSignal | undefined;
    const pending = deferred<string>();
    const load = (signal: AbortSignal) => {
      loadSignal = signal;
      return pending.promise;
    };
    const a = new AbortController();
    const withSignal = cache.get('k', load, a.signal);
    const withoutSignal = cache.get('k', load);
    await Promise.resolve();
    a.abort();
    await expect(withSignal).rejects.toMatchObject({ kind: 'aborted' });
    expect(loadSignal?.aborted).toBe(false);
    pending.resolve('done');
    expect(await withoutSignal).toBe('done');
  });

  it('rejects at once for an already aborted signal', async () => {
    const cache = createRequestCache();
    const controller = new AbortController();
    controller.abort();
    const load = vi.fn(() => Promise.resolve(1));
    await expect(cache.get('k', load, controller.signal)).rejects.toMatchObject({ kind: 'aborted' });
    expect(load).not.toHaveBeenCalled();
  });

  it('holds at most maxEntries answers, forgetting the oldest first', async () => {
    const cache = createRequestCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
    expect(cache.size).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBe('c');
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
