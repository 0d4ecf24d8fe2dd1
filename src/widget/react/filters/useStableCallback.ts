import { useCallback, useLayoutEffect, useRef } from 'react';

// useLayoutEffect warns during server rendering; there is nothing to update there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * A function whose identity never changes but which always calls the latest `callback`, so the
 * memoised values of a long list do not re-render when only the filter's value changed.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  });
  return useCallback((...args: Args) => ref.current(...args), []);
}
