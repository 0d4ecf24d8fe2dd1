import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IDLE_ROUTE_PROGRESS,
  ROUTE_PROGRESS_TIMING,
  createRouteProgress,
  nextTrickleValue,
} from './routeProgress';
import { createManualClock } from '../../test-support/manualClock';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('nextTrickleValue', () => {
  it('covers a share of the remaining distance to the ceiling', () => {
    expect(nextTrickleValue(10)).toBe(22);
    expect(nextTrickleValue(22)).toBeCloseTo(32.2, 5);
  });

  it('slows down and never passes the ceiling', () => {
    let value: number = ROUTE_PROGRESS_TIMING.startValue;
    const steps: number[] = [];
    for (let step = 0; step < 200; step += 1) {
      const next = nextTrickleValue(value);
      steps.push(next - value);
      value = next;
    }
    expect(value).toBeLessThanOrEqual(90);
    expect(value).toBeGreaterThan(89);
    expect(steps[1]).toBeLessThan(steps[0] ?? 0);
    expect(nextTrickleValue(95)).toBe(95);
  });
});

describe('createRouteProgress', () => {
  it('starts idle and starts no timer before start()', () => {
    const progress = createRouteProgress();
    expect(progress.getState()).toBe(IDLE_ROUTE_PROGRESS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows nothing during the delay, then the bar at 10 %', () => {
    const progress = createRouteProgress();
    progress.start();
    expect(progress.getState()).toMatchObject({ phase: 'pending', isVisible: false, value: 0 });
    vi.advanceTimersByTime(199);
    expect(progress.getState().isVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(progress.getState()).toEqual({ phase: 'running', isVisible: true, value: 10 });
  });

  it('never shows a change that completes within the delay', () => {
    const progress = createRouteProgress();
    const listener = vi.fn();
    progress.subscribe(listener);
    progress.start();
    vi.advanceTimersByTime(150);
    progress.done();
    expect(progress.getState()).toBe(IDLE_ROUTE_PROGRESS);
    vi.advanceTimersByTime(5000);
    expect(progress.getState()).toBe(IDLE_ROUTE_PROGRESS);
    // pending, then idle: never a visible state
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('trickles every 300 ms towards 90 % while running', () => {
    const progress = createRouteProgress();
    progress.start();
    vi.advanceTimersByTime(200);
    const values = [progress.getState().value];
    for (let step = 0; step < 3; step += 1) {
      vi.advanceTimersByTime(300);
      values.push(progress.getState().value);
    }
    expect(values[0]).toBe(10);
    expect(values[1]).toBe(22);
    expect(values[2]).toBeCloseTo(32.2, 5);
    expect(values[3]).toBeGreaterThan(values[2] ?? 0);
    vi.advanceTimersByTime(60_000);
    expect(progress.getState().value).toBeLessThanOrEqual(90);
    expect(progress.getState().phase).toBe('running');
  });

  it('fills the bar on done() and removes it 200 ms later', () => {
    const progress = createRouteProgress();
    progress.start();
    vi.advanceTimersByTime(800);
    progress.done();
    expect(progress.getState()).toEqual({ phase: 'finishing', isVisible: true, value: 100 });
    vi.advanceTimersByTime(199);
    expect(progress.getState().isVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(progress.getState()).toBe(IDLE_ROUTE_PROGRESS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resets at once on fail(), whether pending, running or finishing', () => {
    const progress = createRouteProgress();
    progress.start();
    progress.fail();
    expect(progress.getState()).toBe(IDLE_ROUTE_PROGRESS);
    progress.start();
    vi.advanceTimersByTime(500);
    expect(progress.getState().isVisible).toBe(true);
    progress.fail(new Error('Loading the route failed'), '/briller');
    expect(progress.getState()).toBe(IDLE_ROUTE_PROGRESS);
    expect(vi.getTimerCount()).toBe(0);
    progress.start();
    vi.advanceTimersByTime(500);
    progress.done();
    progress.fail();
    expect(progress.getState()).toBe(IDLE_ROUTE_PROGRESS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one bar going when a second change starts before the first completed', () => {
    const progress = createRouteProgress();
    progress.start('/briller');
    vi.advanceTimersByTime(500);
    const before = progress.getState().value;
    progress.start('/solbriller');
    expect(progress.getState().value).toBe(before);
    expect(progress.getState().phase).toBe('running');
    // Next.js order for an interrupted change: error (cancelled) for the old one, start for the new.
    progress.fail({ cancelled: true });
    progress.start('/kontaktlinser');
    expect(progress.getState().phase).toBe('pending');
  });

  it('starts over when a change starts while the previous bar finishes', () => {
    const progress = createRouteProgress();
    progress.start();
    vi.advanceTimersByTime(300);
    progress.done();
    progress.start();
    expect(progress.getState()).toMatchObject({ phase: 'pending', isVisible: false });
    vi.advanceTimersByTime(200);
    expect(progress.getState()).toMatchObject({ phase: 'running', value: 10 });
  });

  it('ignores done() and fail() when idle', () => {
    const progress = createRouteProgress();
    const listener = vi.fn();
    progress.subscribe(listener);
    progress.done();
    progress.fail();
    expect(listener).not.toHaveBeenCalled();
  });

  it('notifies subscribers on every change and stops after unsubscribe', () => {
    const progress = createRouteProgress();
    const listener = vi.fn();
    const unsubscribe = progress.subscribe(listener);
    progress.start();
    vi.advanceTimersByTime(200);
    vi.advanceTimersByTime(300);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    progress.done();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the same state object between changes', () => {
    const progress = createRouteProgress();
    progress.start();
    expect(progress.getState()).toBe(progress.getState());
  });

  it('has bound methods that work as event handlers', () => {
    const progress = createRouteProgress();
    const { start, done } = progress;
    start();
    vi.advanceTimersByTime(250);
    expect(progress.getState().isVisible).toBe(true);
    done();
    expect(progress.getState().value).toBe(100);
  });

  it('takes its own timing', () => {
    const progress = createRouteProgress({ delayMs: 0, finishMs: 50, startValue: 30 });
    progress.start();
    expect(progress.getState()).toEqual({ phase: 'running', isVisible: true, value: 30 });
    progress.done();
    vi.advanceTimersByTime(50);
    expect(progress.getState().phase).toBe('idle');
  });
});

describe('createRouteProgress with timers of its own', () => {
  it('runs the delay, the trickle and the finish on the timers it is given, not the global ones', () => {
    const clock = createManualClock();
    const progress = createRouteProgress({}, clock);
    progress.start();
    expect(vi.getTimerCount()).toBe(0);
    clock.advance(199);
    expect(progress.getState().phase).toBe('pending');
    clock.advance(1);
    expect(progress.getState()).toEqual({ phase: 'running', isVisible: true, value: 10 });
    clock.advance(600);
    expect(progress.getState().value).toBe(nextTrickleValue(nextTrickleValue(10)));
    progress.done();
    expect(clock.pending()).toBe(1);
    clock.advance(200);
    expect(progress.getState()).toBe(IDLE_ROUTE_PROGRESS);
    expect(clock.pending()).toBe(0);
  });
});
