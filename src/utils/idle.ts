/**
 * Idle work: prefetching an overlay's code once the page has settled (the shell's search and cart,
 * the widget's search modal). One helper for both, so they wait the same way.
 */
interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/** Longest wait for an idle moment before the task runs anyway (ms). */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` when the browser is idle (`requestIdleCallback`, at the latest after `timeoutMs`), or
 * after `timeoutMs` where there is no such callback. Call it from an effect only: it needs a window.
 * @returns what cancels it
 */
export function whenIdle(view: IdleWindow, task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(task, { timeout: timeoutMs });
    return () => view.cancelIdleCallback?.(handle);
  }
  const timer = view.setTimeout(task, timeoutMs);
  return () => view.clearTimeout(timer);
}
