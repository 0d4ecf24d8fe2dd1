import { describe, expect, it, vi } from 'vitest';
import {
  VISIBLE_DWELL_MS,
  VISIBLE_IN_RATIO,
  VISIBLE_OUT_RATIO,
  createDwellTracker,
  isInView,
  observeVisibility,
} from './visibility';
import type { BrowserWindow } from './env';
import { createManualClock } from './test-helpers';

describe('the visibility rule', () => {
  it("has the spec's values: 60% in, 50% out, 500 ms", () => {
    expect([VISIBLE_IN_RATIO, VISIBLE_OUT_RATIO, VISIBLE_DWELL_MS]).toEqual([0.6, 0.5, 500]);
  });

  it('comes in at 60% and counts as out at 50% (spec: "it counts as out at 50%")', () => {
    expect(isInView(false, 0.59)).toBe(false);
    expect(isInView(false, 0.6)).toBe(true);
    expect(isInView(true, 0.55)).toBe(true);
    expect(isInView(true, 0.5001)).toBe(true);
    expect(isInView(true, 0.5)).toBe(false);
    expect(isInView(true, 0.49)).toBe(false);
  });
});

describe('createDwellTracker', () => {
  function setup() {
    const clock = createManualClock();
    const onVisible = vi.fn();
    const dwell = createDwellTracker<string>(clock, onVisible);
    return { clock, onVisible, dwell };
  }

  it('fires after 500 ms at 60%', () => {
    const { clock, onVisible, dwell } = setup();
    dwell.update('a', 0.6);
    clock.advance(499);
    expect(onVisible).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onVisible).toHaveBeenCalledWith('a');
  });

  it('never fires at 55%', () => {
    const { clock, onVisible, dwell } = setup();
    dwell.update('a', 0.55);
    clock.advance(5_000);
    expect(onVisible).not.toHaveBeenCalled();
  });

  it('keeps the dwell when it drops to 55% after coming in', () => {
    const { clock, onVisible, dwell } = setup();
    dwell.update('a', 0.7);
    clock.advance(200);
    dwell.update('a', 0.55);
    clock.advance(300);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('resets when scrolled out to exactly 50%, then needs a full dwell again', () => {
    const { clock, onVisible, dwell } = setup();
    dwell.update('a', 0.8);
    clock.advance(400);
    dwell.update('a', 0.5);
    clock.advance(400);
    expect(onVisible).not.toHaveBeenCalled();
    dwell.update('a', 0.6);
    clock.advance(500);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('resets when scrolled out below 50%, then needs a full dwell again', () => {
    const { clock, onVisible, dwell } = setup();
    dwell.update('a', 0.8);
    clock.advance(400);
    dwell.update('a', 0.45);
    clock.advance(400);
    expect(onVisible).not.toHaveBeenCalled();
    dwell.update('a', 0.65);
    clock.advance(499);
    expect(onVisible).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('fires once per key and tracks keys apart', () => {
    const { clock, onVisible, dwell } = setup();
    dwell.update('a', 1);
    dwell.update('b', 1);
    clock.advance(500);
    dwell.update('a', 0);
    dwell.update('a', 1);
    clock.advance(1_000);
    expect(onVisible.mock.calls).toEqual([['a'], ['b']]);
  });

  it('forget cancels a pending dwell and lets the key fire again later; clear cancels all', () => {
    const { clock, onVisible, dwell } = setup();
    dwell.update('a', 1);
    dwell.forget('a');
    clock.advance(1_000);
    expect(onVisible).not.toHaveBeenCalled();
    dwell.update('a', 1);
    dwell.update('b', 1);
    dwell.clear();
    clock.advance(1_000);
    expect(onVisible).not.toHaveBeenCalled();
  });
});

describe('observeVisibility', () => {
  it('feeds IntersectionObserver entries into the dwell rule', () => {
    const clock = createManualClock();
    let callback: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    let options: IntersectionObserverInit | undefined;
    class FakeIO {
      constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        callback = cb;
        options = init;
      }
      observe = (element: Element) => observed.push(element);
      unobserve = vi.fn();
      disconnect = vi.fn();
    }
    const win = { IntersectionObserver: FakeIO } as unknown as BrowserWindow;
    const onVisible = vi.fn();
    const watcher = observeVisibility(win, clock, onVisible);
    const element = document.createElement('div');
    watcher.observe(element);
    expect(observed).toEqual([element]);
    // 0.5001: a drop from above 50% to exactly 50% (out) crosses a threshold, so it is reported.
    expect(options?.threshold).toEqual([0, 0.5, 0.5001, 0.6, 1]);
    const entry = (ratio: number, isIntersecting = ratio > 0) => [
      { target: element, intersectionRatio: ratio, isIntersecting } as unknown as IntersectionObserverEntry,
    ];
    callback(entry(0.62), {} as IntersectionObserver);
    clock.advance(300);
    // Not intersecting counts as 0, whatever the ratio says.
    callback(entry(0.7, false), {} as IntersectionObserver);
    clock.advance(500);
    expect(onVisible).not.toHaveBeenCalled();
    callback(entry(0.6), {} as IntersectionObserver);
    clock.advance(500);
    expect(onVisible).toHaveBeenCalledWith(element);
    watcher.unobserve(element);
    watcher.disconnect();
  });

  it('reports nothing where visibility cannot be measured', () => {
    const watcher = observeVisibility(undefined, createManualClock(), vi.fn());
    expect(() => watcher.observe(document.createElement('div'))).not.toThrow();
  });
});
