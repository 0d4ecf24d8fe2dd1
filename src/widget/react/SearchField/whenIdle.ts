/**
 * Idle work for the field: the prefetch of the search modal's code once the page has settled.
 */
interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Longest wait for an idle moment before the prefetch starts anyway. */
const IDLE_TIMEOUT_MS = 4000;
/** Where the browser has no idle callback: after this delay. */
const FALLBACK_DELAY_MS = 1500;

/**
 * Runs `task` when the browser is idle (`requestIdleCallback`, or a timer where there is none) and
 * returns the cancel. Call it from an effect only: it touches `window`.
 */
export function whenIdle(task: () => void): () => void {
  const win = window as Window & IdleWindow;
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
