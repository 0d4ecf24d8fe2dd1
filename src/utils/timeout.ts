/**
 * Timeouts of API requests: every request of the shop client and the widget client runs under
 * {@link withTimeout}, so a reply that never comes ends in a {@link RequestTimeoutError} (the
 * component's error state) instead of a spinner for ever. Plain TypeScript; the timers can be
 * passed in (fake timers in tests, the widget's environment).
 */

/** The timer functions a timeout needs. */
export interface TimeoutTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global `setTimeout` and `clearTimeout`: the default of every rule that takes timers. */
export const globalTimers: TimeoutTimers = {
  // Read at each call, so fake timers installed after import are used.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A request that got no (complete) answer within its time. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  /** The call, e.g. `GET /api/site/search`. */
  readonly call: string;
  /** The time it had, in ms. */
  readonly timeoutMs: number;

  constructor(call: string, timeoutMs: number) {
    super(`${call} got no answer within ${timeoutMs} ms`);
    this.call = call;
    this.timeoutMs = timeoutMs;
  }
}

/** Whether `error` is a {@link RequestTimeoutError} (also across bundle copies). */
export function isRequestTimeoutError(error: unknown): error is RequestTimeoutError {
  return (
    error instanceof RequestTimeoutError ||
    (error instanceof Error &&
      error.name === 'RequestTimeoutError' &&
      typeof (error as { timeoutMs?: unknown }).timeoutMs === 'number')
  );
}

/** Options of {@link withTimeout}. */
export interface WithTimeoutOptions {
  /** The call's name, for the error. */
  call: string;
  /** The caller's signal: its abort aborts the work and is rethrown unchanged. */
  signal?: AbortSignal;
  /** The timers. @default the global ones, read at each call */
  timers?: TimeoutTimers;
}

/**
 * Runs `work` with a signal that aborts after `ms` (or when the caller's signal aborts). When the
 * time is up it rejects with a {@link RequestTimeoutError} at once, even if the work ignores its
 * signal. A non-finite or non-positive `ms` runs without a timeout.
 * @example await withTimeout((signal) => fetch(url, { signal }), 10_000, { call: 'GET /x' })
 */
export function withTimeout<T>(
  work: (signal: AbortSignal | undefined) => Promise<T>,
  ms: number,
  options: WithTimeoutOptions,
): Promise<T> {
  const { signal: parent, call } = options;
  if (!(typeof ms === 'number' && Number.isFinite(ms) && ms > 0)) return work(parent);
  const timers = options.timers ?? globalTimers;
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent?.reason);
  if (parent?.aborted) controller.abort(parent.reason);
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  let handle: unknown;
  const timeout = new Promise<never>((_, reject) => {
    handle = timers.setTimeout(() => {
      reject(new RequestTimeoutError(call, ms));
      controller.abort();
    }, ms);
  });
  let running: Promise<T>;
  try {
    running = work(controller.signal);
  } catch (error) {
    running = Promise.reject(error);
  }
  // The work's own rejection after a timeout (its abort) must not go unhandled.
  running.catch(() => undefined);
  return Promise.race([running, timeout]).finally(() => {
    timers.clearTimeout(handle);
    parent?.removeEventListener('abort', onParentAbort);
  });
}
