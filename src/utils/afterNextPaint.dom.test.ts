import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_NEXT_PAINT_FALLBACK_MS, afterNextPaint } from './afterNextPaint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Frames that come only when the test says so. */
function stubFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  return () => frames.splice(0).forEach((callback) => callback(0));
}

describe('afterNextPaint', () => {
  it('runs the work in a task after the next frame, once', () => {
    vi.useFakeTimers();
    const paint = stubFrames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_NEXT_PAINT_FALLBACK_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work anyway when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers();
    stubFrames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(AFTER_NEXT_PAINT_FALLBACK_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not run cancelled work', () => {
    vi.useFakeTimers();
    const paint = stubFrames();
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    paint();
    vi.advanceTimersByTime(AFTER_NEXT_PAINT_FALLBACK_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
