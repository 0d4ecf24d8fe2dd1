import { act, render, renderHook } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopClient, ShopApiRequestError } from '../../shop/client';
import { ShopSessionProvider } from './ShopSessionProvider';
import { useShopRead, useShopReadCache, type ShopRead, type ShopReadCache } from './useShopRead';

// The spec's read settings in effect (shop spec, section 9): dedupe 2 s, focus throttle 5 s, error
// retry 5 s. Time moves only when a test moves it.

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * One session (its one client: reads are keyed by it) and, for each test, its own answers, as each
 * page load has. The session's own calls never answer; the reads below use their own `load`.
 */
function FreshCache({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createShopClient({ baseUrl: 'http://shop.test', fetch: () => new Promise<Response>(() => {}) }),
  );
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ShopSessionProvider client={client} notifications={false}>
        {children}
      </ShopSessionProvider>
    </SWRConfig>
  );
}

const answered = (status: number) =>
  new ShopApiRequestError('GET /api/stores/oslo', { status, code: 'X', message: 'x', fields: [] });

/** Moves the clock and lets the answers it releases land. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function Reader({
  load,
  onRead,
}: {
  load: () => Promise<string>;
  onRead?: (read: ShopRead<string>) => void;
}) {
  const read = useShopRead('getStore', ['oslo'], load);
  onRead?.(read);
  return <p>{read.data ?? read.status}</p>;
}

describe('useShopRead', () => {
  it('asks once for views that ask the same within 2 s, and again after', async () => {
    const load = vi.fn(() => Promise.resolve('Glimt Oslo'));
    const view = render(
      <FreshCache>
        <Reader load={load} />
        <Reader load={load} />
      </FreshCache>,
    );
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(1_900);
    view.rerender(
      <FreshCache>
        <Reader load={load} />
        <Reader load={load} />
        <Reader load={load} />
      </FreshCache>,
    );
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(200);
    view.rerender(
      <FreshCache>
        <Reader load={load} />
        <Reader load={load} />
        <Reader load={load} />
        <Reader load={load} key="fourth" />
      </FreshCache>,
    );
    await wait(20);
    expect(load).toHaveBeenCalledTimes(2);
    expect(view.getAllByText('Glimt Oslo')).toHaveLength(4);
  });

  it('asks again when the page gets focus back, at most once in 5 s', async () => {
    const load = vi.fn(() => Promise.resolve('Glimt Oslo'));
    render(
      <FreshCache>
        <Reader load={load} />
      </FreshCache>,
    );
    const focus = async () => {
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
      });
      await wait(20);
    };
    await wait(4_900);
    await focus();
    expect(load).toHaveBeenCalledTimes(1);
    await wait(200);
    await focus();
    expect(load).toHaveBeenCalledTimes(2);
    await wait(4_900);
    await focus();
    expect(load).toHaveBeenCalledTimes(2);
    await wait(200);
    await focus();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('tries a failed read again after 5 s, three times at most, and shows the error meanwhile', async () => {
    const load = vi.fn(() => Promise.reject(answered(503)));
    const reads: ShopRead<string>[] = [];
    render(
      <FreshCache>
        <Reader load={load} onRead={(read) => reads.push(read)} />
      </FreshCache>,
    );
    await wait(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reads.at(-1)?.status).toBe('error');
    await wait(4_999);
    expect(load).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(load).toHaveBeenCalledTimes(2);
    // The page keeps its error while the retry runs: no flicker to a spinner and back.
    expect(reads.slice(1).every((read) => read.status === 'error')).toBe(true);
    await wait(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not retry a 4xx answer', async () => {
    const load = vi.fn(() => Promise.reject(answered(404)));
    render(
      <FreshCache>
        <Reader load={load} />
      </FreshCache>,
    );
    await wait(60_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows loading on "Prøv igjen", then the answer', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(answered(404)) : Promise.resolve('Glimt Oslo')));
    const { result } = renderHook(() => useShopRead('getStore', ['oslo'], load), { wrapper: FreshCache });
    await wait(0);
    expect(result.current.status).toBe('error');
    fail = false;
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await wait(0);
    expect(result.current).toMatchObject({ status: 'success', data: 'Glimt Oslo', error: undefined });
  });

  it('keeps an answer on screen while it asks again', async () => {
    let answer = 'Glimt Oslo';
    const load = vi.fn(() => Promise.resolve(answer));
    const { result } = renderHook(() => useShopRead('getStore', ['oslo'], load), { wrapper: FreshCache });
    await wait(0);
    answer = 'Glimt Oslo City';
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'success', data: 'Glimt Oslo' });
    await wait(0);
    expect(result.current).toMatchObject({ status: 'success', data: 'Glimt Oslo City' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets: a view shows loading, then asks again; a view opened later does not show the old answer', async () => {
    let answer = '10:00, 10:45';
    const load = vi.fn(() => Promise.resolve(answer));
    let cache: ShopReadCache | undefined;
    const Slots = () => {
      cache = useShopReadCache();
      const read = useShopRead('getSlots', ['1001', '2026-11-17'], load);
      return <p>{read.data ?? read.status}</p>;
    };
    const Other = ({ show }: { show: boolean }) => {
      cache = useShopReadCache();
      return show ? <Slots /> : <p>none</p>;
    };
    const view = render(
      <FreshCache>
        <Slots />
      </FreshCache>,
    );
    await wait(0);
    expect(view.container.textContent).toBe('10:00, 10:45');

    // A booking took 10:00: the view on screen asks again, showing loading instead of the old times.
    answer = '10:45';
    act(() => cache?.forget(['getSlots']));
    expect(view.container.textContent).toBe('loading');
    await wait(0);
    expect(view.container.textContent).toBe('10:45');

    // Away from the times, another booking takes 10:45; opened again, the view asks before it shows.
    view.rerender(
      <FreshCache>
        <Other show={false} />
      </FreshCache>,
    );
    answer = 'ingen';
    act(() => cache?.forget(['getSlots']));
    await wait(10_000);
    view.rerender(
      <FreshCache>
        <Other show />
      </FreshCache>,
    );
    expect(view.container.textContent).toBe('loading');
    await wait(0);
    expect(view.container.textContent).toBe('ingen');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while its parameters are null', async () => {
    const load = vi.fn(() => Promise.resolve('x'));
    const { result } = renderHook(() => useShopRead('getStore', null, load), { wrapper: FreshCache });
    await wait(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'idle', data: undefined });
  });

  it('asked once: keeps its answer through focus and a remount, and leaves a failure to "Prøv igjen"', async () => {
    let fail = false;
    const load = vi.fn(() => (fail ? Promise.reject(answered(503)) : Promise.resolve('Glimt Oslo')));
    const OnceReader = ({ params }: { params: string[] }) => {
      const read = useShopRead('siteSearch', params, load, { once: true });
      return <p>{read.data ?? read.status}</p>;
    };
    const view = render(
      <FreshCache>
        <OnceReader params={['ray']} />
      </FreshCache>,
    );
    await wait(0);
    await wait(10_000);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await wait(10_000);
    // Typed away and back, past the 2 s of deduping: the answer held is shown, nothing is asked.
    view.rerender(
      <FreshCache>
        <OnceReader params={['rayban']} />
      </FreshCache>,
    );
    await wait(0);
    fail = true;
    view.rerender(
      <FreshCache>
        <OnceReader params={['ray']} />
      </FreshCache>,
    );
    await wait(0);
    expect(view.container.textContent).toBe('Glimt Oslo');
    expect(load.mock.calls).toHaveLength(2);
    // A failed query is not asked again on its own (the retry button does it).
    view.rerender(
      <FreshCache>
        <OnceReader params={['oakley']} />
      </FreshCache>,
    );
    await wait(60_000);
    expect(load.mock.calls).toHaveLength(3);
    expect(view.container.textContent).toBe('error');
  });

  it("reads from the client it is given, keyed apart from the session's", async () => {
    const given = createShopClient({ baseUrl: 'http://other.test' });
    const load = vi.fn((client: unknown) => Promise.resolve(client === given ? 'given' : 'session'));
    const { result } = renderHook(
      () => [
        useShopRead('getStore', ['oslo'], load),
        useShopRead('getStore', ['oslo'], load, { client: given }),
      ],
      { wrapper: FreshCache },
    );
    await wait(0);
    expect(result.current.map((read) => read.data)).toEqual(['session', 'given']);
  });
});
