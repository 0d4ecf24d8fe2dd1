/**
 * The route-change progress of the shop (shop spec, section 4: "Route change shows a progress bar and
 * wait cursor"; section 8: "Route change errors reset the progress bar and cursor"). Plain TypeScript,
 * no React and no router: the `NavigationAdapter` has no start or complete events, so a host calls
 * the controller from its router's own events and `RouteProgress` draws what it says.
 *
 * ```ts
 * const progress = createRouteProgress();
 * // Next.js (pages router): the methods are bound, pass them as they are.
 * router.events.on('routeChangeStart', progress.start);
 * router.events.on('routeChangeComplete', progress.done);
 * router.events.on('routeChangeError', progress.fail);
 * // <RouteProgress progress={progress} /> once, near the root of the page.
 * ```
 *
 * Timing: nothing shows for the first {@link ROUTE_PROGRESS_TIMING}`.delayMs` (200 ms); a change that
 * completes sooner never shows a bar or a wait cursor, because a bar that flashes for a frame or two
 * reads as flicker and anything under about 200 ms already feels immediate. Once shown, the bar starts
 * at 10 % and trickles towards 90 % every 300 ms (never reaching the end on its own), fills to 100 % on
 * `done()` and leaves 200 ms later. `fail()` removes it at once.
 */

import { globalTimers, type TimeoutTimers } from '../utils/timeout';

/** Where a route change is. */
export type RouteProgressPhase =
  /** No change under way: nothing shows. */
  | 'idle'
  /** A change started but is younger than the delay: nothing shows yet. */
  | 'pending'
  /** A slow change: the bar and the wait cursor show and the bar trickles. */
  | 'running'
  /** The change completed: the bar is full and about to leave. */
  | 'finishing';

/** What the progress shows now. */
export interface RouteProgressState {
  readonly phase: RouteProgressPhase;
  /** Whether the bar and the wait cursor show (`running` and `finishing`). */
  readonly isVisible: boolean;
  /** How full the bar is, 0 to 100 (0 while hidden). */
  readonly value: number;
}

/** Timing of the progress, in ms and per cent. */
export interface RouteProgressTiming {
  /** How long a change runs before the bar shows; faster changes never show it. @default 200 */
  delayMs: number;
  /** How often the bar trickles forward while running. @default 300 */
  trickleMs: number;
  /** How long the full bar stays after `done()`. @default 200 */
  finishMs: number;
  /** Where the bar starts when it shows. @default 10 */
  startValue: number;
  /** The value the trickle approaches but never passes; only `done()` fills the bar. @default 90 */
  trickleCeiling: number;
  /** The share of the remaining distance to the ceiling covered by each trickle step. @default 0.15 */
  trickleRate: number;
}

/** The default timing (see the module comment for why these figures). */
export const ROUTE_PROGRESS_TIMING: Readonly<RouteProgressTiming> = /* @__PURE__ */ Object.freeze({
  delayMs: 200,
  trickleMs: 300,
  finishMs: 200,
  startValue: 10,
  trickleCeiling: 90,
  trickleRate: 0.15,
});

/** A route-change progress controller. Its methods are bound: pass them straight to event emitters. */
export interface RouteProgressController {
  /**
   * A route change began. Starting while a change is already running keeps the bar where it is
   * (a second navigation before the first completed); starting while the bar finishes starts over.
   * Arguments (a router's url and options) are ignored.
   */
  start(...ignored: unknown[]): void;
  /** The route change completed: the bar fills and leaves; a change that never showed stays hidden. */
  done(...ignored: unknown[]): void;
  /** The route change failed or was cancelled: the bar and the wait cursor go away at once. */
  fail(...ignored: unknown[]): void;
  /** What shows now. The same object until something changes (safe for `useSyncExternalStore`). */
  getState(): RouteProgressState;
  /** Calls `listener` after every change of the state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The state while nothing happens. */
export const IDLE_ROUTE_PROGRESS: RouteProgressState = /* @__PURE__ */ Object.freeze({
  phase: 'idle',
  isVisible: false,
  value: 0,
});

/**
 * One trickle step: a share of the remaining distance to the ceiling, so the bar slows down as it
 * goes and never passes the ceiling. Values at or above the ceiling stay where they are.
 * @example nextTrickleValue(10) // 22 with the default rate 0.15 and ceiling 90
 */
export function nextTrickleValue(
  value: number,
  timing: Pick<RouteProgressTiming, 'trickleCeiling' | 'trickleRate'> = ROUTE_PROGRESS_TIMING,
): number {
  if (value >= timing.trickleCeiling) return value;
  const next = value + (timing.trickleCeiling - value) * timing.trickleRate;
  return Math.min(timing.trickleCeiling, Math.round(next * 100) / 100);
}

/**
 * Creates a route-change progress controller. Timers start only on `start()`; a controller that
 * never starts costs nothing, and one can live for the whole page (create it outside render).
 * @param timing - overrides of {@link ROUTE_PROGRESS_TIMING}
 * @param timers - the timer functions (a clock a test or story moves by hand); the global ones by default
 */
export function createRouteProgress(
  timing: Partial<RouteProgressTiming> = {},
  timers: TimeoutTimers = globalTimers,
): RouteProgressController {
  const settings: RouteProgressTiming = { ...ROUTE_PROGRESS_TIMING, ...timing };
  const listeners = new Set<() => void>();
  let state: RouteProgressState = IDLE_ROUTE_PROGRESS;
  let timer: unknown;

  const set = (next: RouteProgressState) => {
    if (next.phase === state.phase && next.value === state.value) return;
    state = next.phase === 'idle' ? IDLE_ROUTE_PROGRESS : next;
    for (const listener of [...listeners]) listener();
  };

  // One timer at a time: the delay, then each trickle step, then the finish.
  const clearTimers = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };

  const trickle = () => {
    timer = timers.setTimeout(() => {
      if (state.phase !== 'running') return;
      set({ phase: 'running', isVisible: true, value: nextTrickleValue(state.value, settings) });
      trickle();
    }, settings.trickleMs);
  };

  const show = () => {
    timer = undefined;
    set({ phase: 'running', isVisible: true, value: settings.startValue });
    trickle();
  };

  const start = () => {
    if (state.phase === 'pending' || state.phase === 'running') return;
    clearTimers();
    set({ phase: 'pending', isVisible: false, value: 0 });
    if (settings.delayMs <= 0) show();
    else timer = timers.setTimeout(show, settings.delayMs);
  };

  const done = () => {
    if (state.phase !== 'running') {
      // Pending (a fast change) or already idle or finishing: nothing more to show.
      if (state.phase === 'pending') {
        clearTimers();
        set(IDLE_ROUTE_PROGRESS);
      }
      return;
    }
    clearTimers();
    set({ phase: 'finishing', isVisible: true, value: 100 });
    timer = timers.setTimeout(() => {
      timer = undefined;
      set(IDLE_ROUTE_PROGRESS);
    }, settings.finishMs);
  };

  const fail = () => {
    clearTimers();
    set(IDLE_ROUTE_PROGRESS);
  };

  return {
    start,
    done,
    fail,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
