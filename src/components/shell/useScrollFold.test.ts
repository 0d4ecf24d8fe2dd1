import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_FOLD_THRESHOLD, nextScrollFold, useScrollFold, type ScrollFoldState } from './useScrollFold';

const start: ScrollFoldState = { folded: false, lastY: 0 };

function run(positions: number[], threshold?: number): boolean[] {
  let state = start;
  return positions.map((y) => {
    state = nextScrollFold(state, y, threshold);
    return state.folded;
  });
}

describe('nextScrollFold', () => {
  it('folds only when scrolling down past 50 px', () => {
    expect(SCROLL_FOLD_THRESHOLD).toBe(50);
    expect(run([10, 30, 50])).toEqual([false, false, false]);
    expect(run([10, 51])).toEqual([false, true]);
    expect(run([200])).toEqual([true]);
  });

  it('unfolds on any scroll up and stays unfolded while going up', () => {
    expect(run([100, 300, 299, 250, 400])).toEqual([true, true, false, false, true]);
  });

  it('always unfolds at or above the threshold', () => {
    expect(run([300, 320, 40])).toEqual([true, true, false]);
  });

  it('keeps the state when the position does not change', () => {
    const folded = { folded: true, lastY: 300 };
    expect(nextScrollFold(folded, 300)).toBe(folded);
  });

  it('treats overscroll bounce as the top and ignores non-numbers', () => {
    expect(nextScrollFold({ folded: true, lastY: 300 }, -40)).toEqual({ folded: false, lastY: 0 });
    expect(nextScrollFold({ folded: true, lastY: 300 }, Number.NaN)).toEqual({ folded: true, lastY: 300 });
  });

  it('takes another threshold', () => {
    expect(run([80, 120], 100)).toEqual([false, true]);
  });
});

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
