/**
 * Element visibility (widget spec sections 4 and 9): an element counts as visible once at least 60%
 * of it is in view, stays "in" while more than 50% is (the spec: "it counts as out at 50%", so
 * exactly 50% is out), and fires after it has been in for 500 ms without interruption. It fires
 * once per key.
 *
 * The dwell logic is a pure module ({@link isInView}, {@link createDwellTracker}) with injected
 * timers; {@link observeVisibility} feeds it from an IntersectionObserver.
 */
import type { BrowserWindow, TimerHandle } from './env';

/** Share of an element that must be in view to count as visible. */
export const VISIBLE_IN_RATIO = 0.6;
/** At or below this share a visible element counts as out again ("it counts as out at 50%"). */
export const VISIBLE_OUT_RATIO = 0.5;
/** How long an element must stay visible before the event fires, in ms. */
export const VISIBLE_DWELL_MS = 500;

/**
 * An IntersectionObserver threshold just above {@link VISIBLE_OUT_RATIO}: the observer only calls
 * back when a threshold is crossed, and a drop from above 50% to exactly 50% crosses no threshold
 * at 0.5 itself (both are at or above it). Distinct from 0.5 also in single precision.
 */
export const VISIBLE_OUT_THRESHOLD = VISIBLE_OUT_RATIO + 0.0001;

/**
 * The hysteresis step: whether an element is "in" after its visible share became `ratio`, given
 * whether it was in before: in from 60% up; once in, out at 50% and below. Between the two ratios
 * the previous answer holds.
 */
export function isInView(wasIn: boolean, ratio: number): boolean {
  return wasIn ? ratio > VISIBLE_OUT_RATIO : ratio >= VISIBLE_IN_RATIO;
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
        // Every crossing of the in and out ratios (reaching exactly 50% from above included), plus
        // fully out and fully in.
        { threshold: [0, VISIBLE_OUT_RATIO, VISIBLE_OUT_THRESHOLD, VISIBLE_IN_RATIO, 1] },
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
