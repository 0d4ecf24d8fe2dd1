import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStoreInTransitions, type SnapshotStore } from './useStoreInTransitions';

/** A store of one value, with a setter the test calls. */
function valueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const store: SnapshotStore<T> & { set(next: T): void; listeners: number } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => value,
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    get listeners() {
      return listeners.size;
    },
  };
  return store;
}

describe('useStoreInTransitions', () => {
  it('reads the store’s value on the first render', () => {
    const store = valueStore('first');
    const { result } = renderHook(() => useStoreInTransitions(store));
    expect(result.current).toBe('first');
  });

  it('renders every change the store announces', async () => {
    const store = valueStore(1);
    const { result } = renderHook(() => useStoreInTransitions(store));
    await act(async () => store.set(2));
    expect(result.current).toBe(2);
    await act(async () => store.set(3));
    expect(result.current).toBe(3);
  });

  it('does not miss a change made between the render and the subscription', async () => {
    const store = valueStore('before');
    const { result } = renderHook(() => {
      const value = useStoreInTransitions(store);
      // Changes the store during the first render, before the effect subscribes.
      if (value === 'before' && store.listeners === 0) store.set('meanwhile');
      return value;
    });
    await act(async () => undefined);
    expect(result.current).toBe('meanwhile');
  });

  it('reads a different store at once, in the same render, and stops listening to the old one', async () => {
    const first = valueStore('a');
    const second = valueStore('b');
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ store }) => {
        const value = useStoreInTransitions(store);
        seen.push(value);
        return value;
      },
      { initialProps: { store: first } },
    );
    rerender({ store: second });
    expect(result.current).toBe('b');
    // No render ever showed the old store's value for the new store.
    expect(seen.slice(seen.indexOf('b'))).not.toContain('a');
    await act(async () => undefined);
    expect(first.listeners).toBe(0);
    expect(second.listeners).toBe(1);
  });
});
