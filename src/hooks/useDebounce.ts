import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * Returns `value` once it has stopped changing for `delayMs` (e.g. the 300 ms search pause).
 * @param value - the fast-changing value
 * @param delayMs - quiet time before the value is passed on
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A debounced function with controls to drop or run the pending call. */
export interface DebouncedFunction<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now, if there is one. */
  flush(): void;
}

/**
 * Wraps `callback` so it runs once calls have stopped for `delayMs`, with the last arguments. The
 * latest callback is always used, and a pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedFunction<A> {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const run = () => {
      const args = pending.current;
      pending.current = undefined;
      if (args) callbackRef.current(...args);
    };
    const debounced = ((...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(run, delayMs);
    }) as DebouncedFunction<A>;
    debounced.cancel = cancel;
    debounced.flush = () => {
      clearTimeout(timer.current);
      run();
    };
    return debounced;
  }, [delayMs, cancel]);
}
