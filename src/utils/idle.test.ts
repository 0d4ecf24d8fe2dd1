import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_QUIET_MS, NETWORK_QUIET_TIMEOUT_MS, whenIdle } from './idle';

function fakeWindow(withIdle: boolean) {
  return {
    requestIdleCallback: withIdle
      ? vi.fn((_callback: () => void, _options?: { timeout: number }) => 7)
      : undefined,
    cancelIdleCallback: vi.fn(),
    setTimeout: vi.fn((_callback: () => void, _ms: number) => 9),
    clearTimeout: vi.fn(),
  };
}

describe('whenIdle', () => {
  it('waits for an idle moment, at the latest the timeout, and can be cancelled', () => {
    const view = fakeWindow(true);
    const task = vi.fn();
    const cancel = whenIdle(view, task, 1200);
    expect(view.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1200 });
    expect(view.setTimeout).not.toHaveBeenCalled();
    cancel();
    expect(view.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const view = fakeWindow(false);
    const task = vi.fn();
    const cancel = whenIdle(view, task);
    expect(view.setTimeout).toHaveBeenCalledWith(task, 3000);
    cancel();
    expect(view.clearTimeout).toHaveBeenCalledWith(9);
  });
});

describe('whenIdle on a busy network', () => {
  /** A window with fake timers and an observer the test can report finished downloads to. */
  function busyWindow() {
    const observers: { callback: () => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static readonly supportedEntryTypes = ['resource', 'paint'];
      private readonly entry: { callback: () => void; disconnected: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const view = {
      requestIdleCallback: vi.fn((callback: () => void) => {
        callback();
        return 1;
      }),
      cancelIdleCallback: vi.fn(),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) as unknown as number,
      clearTimeout: (handle: number) => clearTimeout(handle),
      PerformanceObserver: FakeObserver,
    };
    const downloadFinished = () => observers.forEach((observer) => observer.callback());
    return { view, observers, downloadFinished };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until no download has finished for a while, then for an idle moment', () => {
    const { view, observers, downloadFinished } = busyWindow();
    const task = vi.fn();
    whenIdle(view, task);
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 100);
    downloadFinished(); // the page's data arrives: the wait starts again
    vi.advanceTimersByTime(NETWORK_QUIET_MS - 100);
    expect(task).not.toHaveBeenCalled();
    expect(view.requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(view.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('runs anyway when the network never goes quiet (a page that polls)', () => {
    const { view, downloadFinished } = busyWindow();
    const task = vi.fn();
    whenIdle(view, task);
    for (let elapsed = 0; elapsed < NETWORK_QUIET_TIMEOUT_MS - 500; elapsed += 500) {
      vi.advanceTimersByTime(500);
      downloadFinished();
    }
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled while the network is busy', () => {
    const { view, observers } = busyWindow();
    const task = vi.fn();
    const cancel = whenIdle(view, task);
    cancel();
    vi.advanceTimersByTime(NETWORK_QUIET_TIMEOUT_MS * 2);
    expect(task).not.toHaveBeenCalled();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
