import { useRef } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProductPageView, useTrackedVisibility, useTracker } from './react';
import type { TrackerOptions } from './tracker';
import type { EventTransport, TransportStats } from './transport';
import type { TrackingEvent } from './schemas';

function fakeTransport() {
  const sent: TrackingEvent[] = [];
  const transport: EventTransport = {
    send: (event) => String(sent.push(event)),
    flushByHttp: () => undefined,
    pending: 0,
    stats: {} as TransportStats,
    close: () => undefined,
  };
  return { transport, sent };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const base = (transport: EventTransport): TrackerOptions => ({
  tenant: 'glimt',
  api: 'https://widget-api.glimt.test',
  transport,
  env: { logger: { log: vi.fn(), warn: vi.fn(), error: vi.fn() } },
});

describe('useTracker', () => {
  it('creates the tracker after mount, follows market, user and session, and destroys it on unmount', () => {
    const { transport, sent } = fakeTransport();
    const { result, rerender, unmount } = renderHook(
      (props: Partial<TrackerOptions>) => useTracker({ ...base(transport), ...props }),
      {
        initialProps: { market: 'no', userId: 1 } as Partial<TrackerOptions>,
      },
    );
    const tracker = result.current!;
    expect(tracker.identifiers).toMatchObject({
      tenant: 'glimt',
      market: 'no',
      user_id: '1',
      session_id: null,
    });
    rerender({ market: 'se', userId: null, sessionId: 's-1' });
    expect(result.current).toBe(tracker);
    expect(tracker.identifiers).toMatchObject({ market: 'se', user_id: null, session_id: 's-1' });
    unmount();
    document.body.innerHTML =
      '<article data-search-result-id="sr-1" data-product-id="9"><button class="depict-add-to-cart">Kjøp</button></article>';
    document.querySelector('button')!.click();
    expect(sent).toEqual([]);
  });

  it('makes a new tracker for a new tenant', () => {
    const { transport } = fakeTransport();
    const { result, rerender } = renderHook((tenant: string) => useTracker({ ...base(transport), tenant }), {
      initialProps: 'glimt',
    });
    const first = result.current;
    rerender('other');
    expect(result.current).not.toBe(first);
    expect(result.current!.identifiers.tenant).toBe('other');
  });
});

describe('useProductPageView and useTrackedVisibility', () => {
  it('send the page view and watch an element', () => {
    const { transport, sent } = fakeTransport();
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        unobserve = vi.fn();
        disconnect = vi.fn();
      },
    );
    function Page() {
      const tracker = useTracker({ ...base(transport), market: 'no', autoCapture: false });
      const ref = useRef<HTMLDivElement>(null);
      useProductPageView(tracker, 100001);
      useTrackedVisibility(tracker, ref);
      return <div ref={ref} data-recommendation-id="rc-1" />;
    }
    act(() => {
      render(<Page />);
    });
    expect(sent).toMatchObject([{ type: 'page_view', product_id: '100001' }]);
    expect(observe).toHaveBeenCalledWith(document.querySelector('[data-recommendation-id]'));
    vi.unstubAllGlobals();
  });
});
