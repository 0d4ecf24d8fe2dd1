import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollFold } from './useScrollFold';

describe('useScrollFold', () => {
  let frames: FrameRequestCallback[] = [];

  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  }

  function flushFrames() {
    const pending = frames;
    frames = [];
    act(() => pending.forEach((callback) => callback(0)));
  }

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('listens passively and reads the position once per frame', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const { result } = renderHook(() => useScrollFold());
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    scrollTo(20);
    scrollTo(60);
    scrollTo(120);
    expect(frames).toHaveLength(1);
    expect(result.current).toBe(false);
    flushFrames();
    expect(result.current).toBe(true);
    scrollTo(100);
    flushFrames();
    expect(result.current).toBe(false);
  });

  it('does nothing when disabled, and unfolds when it becomes disabled', () => {
    const { result, rerender } = renderHook(({ enabled }) => useScrollFold({ enabled }), {
      initialProps: { enabled: true },
    });
    scrollTo(300);
    flushFrames();
    expect(result.current).toBe(true);
    const remove = vi.spyOn(window, 'removeEventListener');
    rerender({ enabled: false });
    expect(result.current).toBe(false);
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    scrollTo(200);
    scrollTo(600);
    flushFrames();
    expect(result.current).toBe(false);
  });

  it('stops listening on unmount', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrollFold());
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
