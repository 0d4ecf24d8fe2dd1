/**
 * Idle work: prefetching an overlay's code once the page has settled (the shell's search and cart,
 * the widget's search modal). One helper for both, so they wait the same way.
 *
 * "Settled" means the network first, then the main thread. `requestIdleCallback` alone fires as
 * soon as the main thread rests, which on a phone is while the page's own data and pictures are
 * still arriving: the prefetched chunks then shared the connections with them (Lighthouse on a
 * listing: a dozen overlay chunks queued before the listing's code and its call).
 */
interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  /** Where present, finished downloads are watched so the task waits for a quiet network. */
  PerformanceObserver?: {
    new (callback: () => void): { observe(options: { type: string }): void; disconnect(): void };
    readonly supportedEntryTypes?: readonly string[];
  };
}

/** Longest wait for an idle moment before the task runs anyway (ms). */
export const IDLE_TIMEOUT_MS = 3000;
/** The network counts as quiet when no download has finished for this long (ms). */
export const NETWORK_QUIET_MS = 800;
/** Longest wait for a quiet network (a page that polls is never quiet) (ms). */
export const NETWORK_QUIET_TIMEOUT_MS = 10_000;

/**
 * Runs `task` once the page has settled: no download finished for {@link NETWORK_QUIET_MS} (at
 * most {@link NETWORK_QUIET_TIMEOUT_MS}; skipped where the browser cannot tell), then at an idle
 * moment (`requestIdleCallback`, at the latest after `timeoutMs`), or after `timeoutMs` where there
 * is no such callback. Call it from an effect only: it needs a window.
 * @returns what cancels it
 */
export function whenIdle(view: IdleWindow, task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelQuiet = whenNetworkQuiet(view, () => {
    cancelIdle = whenMainThreadIdle(view, task, timeoutMs);
  });
  return () => {
    cancelQuiet();
    cancelIdle?.();
  };
}

function whenMainThreadIdle(view: IdleWindow, task: () => void, timeoutMs: number): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(task, { timeout: timeoutMs });
    return () => view.cancelIdleCallback?.(handle);
  }
  const timer = view.setTimeout(task, timeoutMs);
  return () => view.clearTimeout(timer);
}

function whenNetworkQuiet(view: IdleWindow, next: () => void): () => void {
  const Observer = view.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('resource')) {
    next();
    return () => undefined;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    view.clearTimeout(quiet);
    view.clearTimeout(cap);
    next();
  };
  let quiet = view.setTimeout(finish, NETWORK_QUIET_MS);
  const cap = view.setTimeout(finish, NETWORK_QUIET_TIMEOUT_MS);
  const observer = new Observer(() => {
    if (done) return;
    view.clearTimeout(quiet);
    quiet = view.setTimeout(finish, NETWORK_QUIET_MS);
  });
  observer.observe({ type: 'resource' });
  return () => {
    if (done) return;
    done = true;
    observer.disconnect();
    view.clearTimeout(quiet);
    view.clearTimeout(cap);
  };
}
