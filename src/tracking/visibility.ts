/**
 * Element visibility (widget spec sections 4 and 9): an element counts as visible once at least 60%
 * of it is in view, stays "in" until less than 50% is, and fires after it has been in for 500 ms
 * without interruption. It fires once per key.
 *
 * The dwell logic is a pure module ({@link isInView}, {@link createDwellTracker}) with injected
 * timers; {@link observeVisibility} feeds it from an IntersectionObserver.
 */
import type { BrowserWindow, TimerHandle } from './env';

/** Share of an element that must be in view to count as visible. */
export const VISIBLE_IN_RATIO = 0.6;
/** Below this share a visible element counts as out again. */
export const VISIBLE_OUT_RATIO = 0.5;
/** How long an element must stay visible before the event fires, in ms. */
export const VISIBLE_DWELL_MS = 500;

/**
 * The hysteresis step: whether an element is "in" after its visible share became `ratio`, given
 * whether it was in before. Between the two ratios the previous answer holds.
 */
export function isInView(wasIn: boolean, ratio: number): boolean {
  return ratio >= (wasIn ? VISIBLE_OUT_RATIO : VISIBLE_IN_RATIO);
}

/** Timers the dwell tracker uses. */
export interface DwellTimers {
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

/** Tracks the dwell of many keys; see {@link createDwellTracker}. */
export interface DwellTracker<K> {
  /** The visible share of `key` changed. */
  update(key: K, ratio: number): void;
  /** Stops tracking `key` (its pending dwell is cancelled; it may fire again if updated later). */
  forget(key: K): void;
  /** Cancels every pending dwell. */
  clear(): void;
}

/**
 * Calls `onVisible(key)` once per key, after the key has been in view (see {@link isInView}) for the
 * dwell time without dropping out.
 */
export function createDwellTracker<K>(timers: DwellTimers, onVisible: (key: K) => void): DwellTracker<K> {
  /** Keys that are in, with their pending timer. */
  const pending = new Map<K, TimerHandle>();
  const fired = new Set<K>();
  const cancel = (key: K) => {
    if (pending.has(key)) timers.clearTimeout(pending.get(key));
    pending.delete(key);
  };
  return {
    update(key, ratio) {
      if (fired.has(key)) return;
      const wasIn = pending.has(key);
      const nowIn = isInView(wasIn, ratio);
      if (nowIn && !wasIn) {
        pending.set(
          key,
          timers.setTimeout(() => {
            pending.delete(key);
            fired.add(key);
            onVisible(key);
          }, VISIBLE_DWELL_MS),
        );
      } else if (!nowIn && wasIn) cancel(key);
    },
    forget(key) {
      cancel(key);
      fired.delete(key);
    },
    clear() {
      for (const key of [...pending.keys()]) cancel(key);
    },
  };
}

/** Watches elements' visibility; see {@link observeVisibility}. */
export interface VisibilityObserver {
  observe(element: Element): void;
  unobserve(element: Element): void;
  disconnect(): void;
}

/**
 * Calls `onVisible(element)` once per element when it has been visible by the rule. Needs an
 * IntersectionObserver on `win`; without one (node, very old browsers) nothing is ever reported,
 * since visibility cannot be measured.
 */
export function observeVisibility(
  win: BrowserWindow | undefined,
  timers: DwellTimers,
  onVisible: (element: Element) => void,
): VisibilityObserver {
  const dwell = createDwellTracker(timers, onVisible);
  const IO = win?.IntersectionObserver;
  const io = IO
    ? new IO(
        (entries) => {
          for (const entry of entries)
            dwell.update(entry.target, entry.isIntersecting ? entry.intersectionRatio : 0);
        },
        // Every crossing of the in and out ratios, plus fully out and fully in.
        { threshold: [0, VISIBLE_OUT_RATIO, VISIBLE_IN_RATIO, 1] },
      )
    : undefined;
  return {
    observe: (element) => io?.observe(element),
    unobserve(element) {
      io?.unobserve(element);
      dwell.forget(element);
    },
    disconnect() {
      io?.disconnect();
      dwell.clear();
    },
  };
}
