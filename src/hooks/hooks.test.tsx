import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSafeStorage,
  useDebouncedCallback,
  useDebouncedValue,
  useScrollLock,
  useStoredState,
} from './index';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes the value on only after a 300 ms pause', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'g' },
    });
    rerender({ v: 'gu' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 'guc' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('g');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('guc');
  });
});

describe('useDebouncedCallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once with the last arguments, and can cancel or flush', () => {
    const spy = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(spy, 250));
    result.current('a');
    result.current('b');
    act(() => vi.advanceTimersByTime(250));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith('b');
    result.current('c');
    result.current.cancel();
    act(() => vi.advanceTimersByTime(500));
    expect(spy).toHaveBeenCalledTimes(1);
    result.current('d');
    result.current.flush();
    expect(spy).toHaveBeenLastCalledWith('d');
    result.current('e');
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('useScrollLock', () => {
  function Lock({ on }: { on: boolean }) {
    useScrollLock(on);
    return null;
  }
  it('locks the body while any caller holds a lock', () => {
    const first = render(<Lock on />);
    const second = render(<Lock on />);
    expect(document.body.style.overflow).toBe('hidden');
    first.rerender(<Lock on={false} />);
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('createSafeStorage', () => {
  it('survives storage that throws on every call', () => {
    const throwing = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(throwing.getItem('x')).toBeNull();
    expect(throwing.setItem('x', '1')).toBe(false);
    expect(throwing.getJSON('x', ['fallback'])).toEqual(['fallback']);
    expect(throwing.available).toBe(false);
  });
  it('survives a full quota and corrupt or invalid JSON', () => {
    const store = new Map<string, string>([
      ['bad', '{not json'],
      ['num', '42'],
    ]);
    const full = createSafeStorage(
      () =>
        ({
          getItem: (k: string) => store.get(k) ?? null,
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
          removeItem: (k: string) => store.delete(k),
        }) as unknown as Storage,
    );
    expect(full.setJSON('x', [1])).toBe(false);
    expect(full.getJSON('bad', 'fallback')).toBe('fallback');
    const isStringList = (v: unknown): v is string[] =>
      Array.isArray(v) && v.every((s) => typeof s === 'string');
    expect(full.getJSON('num', [], isStringList)).toEqual([]);
  });
  it('round-trips JSON through real localStorage', () => {
    const storage = createSafeStorage(() => window.localStorage);
    expect(storage.setJSON('glimt-test', { a: 1 })).toBe(true);
    expect(storage.getJSON('glimt-test', null)).toEqual({ a: 1 });
    storage.removeItem('glimt-test');
    expect(storage.getItem('glimt-test')).toBeNull();
  });
});

describe('useStoredState', () => {
  it('keeps working for the visit when storage refuses writes', () => {
    const refusing = createSafeStorage(() => undefined);
    const { result } = renderHook(() => useStoredState('k', 1, refusing));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
  });
});
