import { StrictMode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopClient } from '../../shop/client';
import { parseSiteSearchResponse } from '../../shop/adapters/article';
import type { SiteSearchResponse } from '../../shop/schemas/article';
import { useSiteSearch } from './useSiteSearch';

interface PendingCall {
  query: string;
  signal: AbortSignal | undefined;
  resolve: (response: SiteSearchResponse) => void;
  reject: (error: unknown) => void;
}

/** A client whose site search answers only when the test says so. */
function controlledClient() {
  const calls: PendingCall[] = [];
  const siteSearch = vi.fn(
    (query: string, options?: { signal?: AbortSignal }) =>
      new Promise<SiteSearchResponse>((resolve, reject) => {
        calls.push({ query, signal: options?.signal, resolve, reject });
      }),
  );
  const client = { siteSearch } as unknown as ShopClient;
  return { client, calls, siteSearch };
}

function answer(storeName: string): SiteSearchResponse {
  return parseSiteSearchResponse({
    success: true,
    stores: { data: [{ name: storeName, address: 'Storgata 1', slug: 'x' }], hits: 1 },
  });
}

async function settle(call: PendingCall | undefined, response: SiteSearchResponse) {
  await act(async () => {
    call?.resolve(response);
    await Promise.resolve();
  });
}

function firstStore(response: SiteSearchResponse | null): string | undefined {
  return response?.stores.data[0]?.name;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSiteSearch', () => {
  it('stays idle under 2 characters and calls nothing', () => {
    const { client, siteSearch } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: '' },
    });
    expect(result.current.status).toBe('idle');
    rerender({ q: 'r' });
    rerender({ q: ' r ' });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.status).toBe('idle');
    expect(siteSearch).not.toHaveBeenCalled();
  });

  it('fires after a 300 ms pause in typing, once, with the last query', () => {
    const { client, siteSearch } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: '' },
    });
    rerender({ q: 'ra' });
    expect(result.current.status).toBe('loading');
    act(() => void vi.advanceTimersByTime(200));
    rerender({ q: 'ray' });
    act(() => void vi.advanceTimersByTime(299));
    expect(siteSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(siteSearch).toHaveBeenCalledTimes(1);
    expect(siteSearch.mock.calls[0]?.[0]).toBe('ray');
    expect(result.current).toMatchObject({ status: 'loading', query: 'ray' });
  });

  it('shows results, then no-results for an empty or unsuccessful answer', async () => {
    const { client, calls } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: 'ray' },
    });
    await settle(calls[0], answer('Glimt Lagunen'));
    expect(result.current.status).toBe('success');
    expect(firstStore(result.current.response)).toBe('Glimt Lagunen');

    rerender({ q: 'xqzw' });
    act(() => void vi.advanceTimersByTime(300));
    await settle(calls[1], parseSiteSearchResponse({ success: true }));
    expect(result.current.status).toBe('empty');

    rerender({ q: 'zzzz' });
    act(() => void vi.advanceTimersByTime(300));
    await settle(calls[2], { ...answer('Glimt Storo'), success: false });
    expect(result.current.status).toBe('empty');
  });

  it('never lets an older answer replace a newer one, and aborts the older call', async () => {
    const { client, calls } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: '' },
    });
    rerender({ q: 'os' });
    act(() => void vi.advanceTimersByTime(300));
    rerender({ q: 'oslo' });
    act(() => void vi.advanceTimersByTime(300));
    expect(calls.map((call) => call.query)).toEqual(['os', 'oslo']);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);

    await settle(calls[1], answer('Glimt Storo'));
    expect(result.current).toMatchObject({ status: 'success', query: 'oslo', responseQuery: 'oslo' });
    // The older call answers late (a server that ignored the abort): it is dropped.
    await settle(calls[0], answer('Glimt Oslo City'));
    expect(result.current.responseQuery).toBe('oslo');
    expect(firstStore(result.current.response)).toBe('Glimt Storo');
  });

  it('keeps the previous answer on screen while the next one loads', async () => {
    const { client, calls } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: 'ray' },
    });
    await settle(calls[0], answer('Glimt Lagunen'));
    rerender({ q: 'ray-ban' });
    expect(result.current).toMatchObject({ status: 'loading', query: 'ray-ban', responseQuery: 'ray' });
    expect(firstStore(result.current.response)).toBe('Glimt Lagunen');
  });

  it('clears the results when the query drops under 2 characters', async () => {
    const { client, calls } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: 'ray' },
    });
    await settle(calls[0], answer('Glimt Lagunen'));
    rerender({ q: 'r' });
    expect(result.current).toMatchObject({ status: 'idle', response: null });
  });

  it('logs a failed call, shows the error state and stays usable', async () => {
    const { client, calls } = controlledClient();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: 'ray' },
    });
    await act(async () => {
      calls[0]?.reject(new TypeError('Failed to fetch'));
      await Promise.resolve();
    });
    expect(result.current.status).toBe('error');
    expect(logged).toHaveBeenCalledTimes(1);

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await settle(calls[1], answer('Glimt Lagunen'));
    expect(result.current.status).toBe('success');

    rerender({ q: 'oslo' });
    act(() => void vi.advanceTimersByTime(300));
    await settle(calls[2], answer('Glimt Storo'));
    expect(result.current).toMatchObject({ status: 'success', query: 'oslo' });
  });

  it('does not log an aborted call', async () => {
    const { client, calls } = controlledClient();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), { initialProps: { q: 'ray' } });
    rerender({ q: '' });
    await act(async () => {
      calls[0]?.reject(new DOMException('aborted', 'AbortError'));
      await Promise.resolve();
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers an earlier query from its cache without a new call', async () => {
    const { client, calls, siteSearch } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: 'ray' },
    });
    await settle(calls[0], answer('Glimt Lagunen'));
    rerender({ q: 'rayb' });
    act(() => void vi.advanceTimersByTime(300));
    await settle(calls[1], answer('Glimt Storo'));
    rerender({ q: 'ray' });
    act(() => void vi.advanceTimersByTime(300));
    expect(siteSearch).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('success');
    expect(firstStore(result.current.response)).toBe('Glimt Lagunen');
  });

  it('searches a chosen query at once with searchNow', () => {
    const { client, siteSearch } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client }), {
      initialProps: { q: '' },
    });
    act(() => {
      result.current.searchNow('Oakley');
      rerender({ q: 'Oakley' });
    });
    expect(siteSearch).toHaveBeenCalledTimes(1);
    expect(siteSearch.mock.calls[0]?.[0]).toBe('Oakley');
  });

  it('searches at once without a debounce (the search page)', () => {
    const { client, siteSearch } = controlledClient();
    renderHook(() => useSiteSearch('  ray   ban ', { client, debounceMs: 0 }));
    expect(siteSearch).toHaveBeenCalledTimes(1);
    expect(siteSearch.mock.calls[0]?.[0]).toBe('ray ban');
  });
  it('shares one call between hooks asking the same query, aborting it only when none wants it', async () => {
    const { client, calls, siteSearch } = controlledClient();
    const first = renderHook(({ q }) => useSiteSearch(q, { client, debounceMs: 0 }), {
      initialProps: { q: 'ray' },
    });
    const second = renderHook(({ q }) => useSiteSearch(q, { client, debounceMs: 0 }), {
      initialProps: { q: 'ray' },
    });
    expect(siteSearch).toHaveBeenCalledTimes(1);
    first.rerender({ q: 'oslo' });
    expect(calls[0]?.signal?.aborted).toBe(false);
    await settle(calls[0], answer('Glimt Lagunen'));
    expect(second.result.current).toMatchObject({ status: 'success', responseQuery: 'ray' });
    second.rerender({ q: 'oslo' });
    expect(siteSearch).toHaveBeenCalledTimes(2);
    expect(calls[1]?.signal?.aborted).toBe(false);
    first.unmount();
    second.unmount();
    expect(calls[1]?.signal?.aborted).toBe(true);
  });

  it('asks an aborted query again when it comes back', async () => {
    const { client, calls } = controlledClient();
    const { result, rerender } = renderHook(({ q }) => useSiteSearch(q, { client, debounceMs: 0 }), {
      initialProps: { q: 'ray' },
    });
    rerender({ q: 'oslo' });
    await act(async () => {
      calls[0]?.reject(new DOMException('aborted', 'AbortError'));
      await Promise.resolve();
    });
    rerender({ q: 'ray' });
    expect(result.current.status).toBe('loading');
    expect(calls.map((call) => call.query)).toEqual(['ray', 'oslo', 'ray']);
    await settle(calls[2], answer('Glimt Lagunen'));
    expect(result.current).toMatchObject({ status: 'success', query: 'ray' });
  });

  it("settles under React's strict mode, which unmounts and remounts once", async () => {
    const { client, calls } = controlledClient();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSiteSearch('ray', { client }), { wrapper: StrictMode });
    const live = calls.filter((call) => !call.signal?.aborted);
    expect(live).toHaveLength(1);
    await act(async () => {
      for (const call of calls)
        if (call.signal?.aborted) call.reject(new DOMException('aborted', 'AbortError'));
      await Promise.resolve();
    });
    expect(result.current.status).toBe('loading');
    await settle(live[0], answer('Glimt Lagunen'));
    expect(result.current.status).toBe('success');
    expect(logged).not.toHaveBeenCalled();
  });
});
