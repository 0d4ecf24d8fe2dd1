/**
 * The timing and queueing rules of toasts, in plain TypeScript (no React, no DOM), so they can be
 * tested with fake timers:
 *
 * - at most `maxVisible` toasts show at once (leaving ones included); the rest wait in order and
 *   appear as soon as a place frees up;
 * - each visible toast has a timer of its own `duration` (`null` means "until dismissed"); a toast's
 *   timer starts when it becomes visible, not when it is added;
 * - `pause(reason)` stops every timer and `resume(reason)` restarts them with the time that was
 *   left; the queue stays paused while any reason (hover, focus ...) is still active;
 * - a dismissed toast first goes into a leaving phase of `exitMs` (its fade out), then is removed.
 */

/** Where a visible toast is in its life. */
export type ToastPhase = 'visible' | 'exiting';

/** Why a toast left. */
export type ToastCloseReason = 'timeout' | 'dismissed';

/** Timer functions; the global ones unless a test or host passes its own. */
export interface ToastClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Options of {@link createToastQueue}. */
export interface ToastQueueOptions {
  /** How many toasts show at the same time; more wait their turn. @default 3 */
  maxVisible?: number;
  /** How long a dismissed toast stays in the `exiting` phase (its fade out), in ms. @default 0 */
  exitMs?: number;
  /** Time source. @default the global `Date.now`, `setTimeout` and `clearTimeout` */
  clock?: ToastClock;
}

/** Options of one toast. */
export interface ToastQueueAddOptions {
  /** ms before it leaves on its own; `null` keeps it until dismissed. @default null */
  duration?: number | null;
  /**
   * A stable id. Adding with the id of a toast that is still shown replaces its content in place
   * and restarts its timer (the same notice twice does not stack).
   */
  id?: string;
  /** Called once when the toast starts to leave. */
  onClose?: (reason: ToastCloseReason) => void;
}

/** A toast as the view sees it. */
export interface QueuedToast<T> {
  id: string;
  content: T;
  phase: ToastPhase;
  /** Its full duration in ms, or `null` for "until dismissed". */
  duration: number | null;
}

/** What the view renders: a new object whenever anything changes. */
export interface ToastQueueSnapshot<T> {
  /** Shown toasts, oldest first (leaving ones included, flagged by `phase`). */
  visible: readonly QueuedToast<T>[];
  /** How many toasts wait for a place. */
  waiting: number;
  /** Whether the timers are paused. */
  isPaused: boolean;
}

/** A toast queue; see the module comment for its rules. */
export interface ToastQueue<T> {
  /** Adds a toast (shown at once if there is room) and returns its id. */
  add(content: T, options?: ToastQueueAddOptions): string;
  /** Starts the leaving phase of a shown toast, or drops a waiting one. Unknown ids are ignored. */
  dismiss(id: string, reason?: ToastCloseReason): void;
  /** Stops every timer for `reason` (e.g. 'hover', 'focus'). @param reason @default 'manual' */
  pause(reason?: string): void;
  /** Lifts `reason`; the timers run again once no reason is left. @param reason @default 'manual' */
  resume(reason?: string): void;
  /** The time a shown toast has left before it leaves on its own, or `null` (no timer, unknown id). */
  remaining(id: string): number | null;
  /** Changes the length of the leaving phase for toasts dismissed from now on. */
  setExitMs(ms: number): void;
  /** Removes every toast and clears every timer; the queue stays usable. */
  clear(): void;
  getSnapshot(): ToastQueueSnapshot<T>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Entry<T> {
  id: string;
  content: T;
  duration: number | null;
  status: 'waiting' | ToastPhase;
  /** Time left on its timer while not running. */
  remaining: number | null;
  /** When the running timer started (clock time), or null while stopped. */
  startedAt: number | null;
  timer: unknown;
  exitTimer: unknown;
  onClose: ((reason: ToastCloseReason) => void) | undefined;
}

const globalClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Creates a toast queue.
 * @param options - how many show at once, the length of the leaving phase and the clock
 */
export function createToastQueue<T>(options: ToastQueueOptions = {}): ToastQueue<T> {
  const maxVisible = Math.max(1, Math.floor(options.maxVisible ?? 3));
  const clock = options.clock ?? globalClock;
  let exitMs = Math.max(0, options.exitMs ?? 0);
  let entries: Entry<T>[] = [];
  const pauseReasons = new Set<string>();
  const listeners = new Set<() => void>();
  let counter = 0;
  let snapshot: ToastQueueSnapshot<T> = { visible: [], waiting: 0, isPaused: false };

  const isShown = (e: Entry<T>) => e.status !== 'waiting';
  const find = (id: string) => entries.find((e) => e.id === id);

  function emit() {
    snapshot = {
      visible: entries
        .filter(isShown)
        .map((e) => ({ id: e.id, content: e.content, phase: e.status as ToastPhase, duration: e.duration })),
      waiting: entries.filter((e) => e.status === 'waiting').length,
      isPaused: pauseReasons.size > 0,
    };
    for (const listener of [...listeners]) listener();
  }

  function startTimer(entry: Entry<T>) {
    if (entry.status !== 'visible' || entry.remaining === null || entry.startedAt !== null) return;
    if (pauseReasons.size > 0) return;
    entry.startedAt = clock.now();
    entry.timer = clock.setTimeout(() => {
      entry.timer = undefined;
      entry.startedAt = null;
      entry.remaining = 0;
      dismiss(entry.id, 'timeout');
    }, entry.remaining);
  }

  function stopTimer(entry: Entry<T>) {
    if (entry.startedAt === null) return;
    clock.clearTimeout(entry.timer);
    entry.timer = undefined;
    if (entry.remaining !== null)
      entry.remaining = Math.max(0, entry.remaining - (clock.now() - entry.startedAt));
    entry.startedAt = null;
  }

  /** Shows waiting toasts while there is room. */
  function promote() {
    let shown = entries.filter(isShown).length;
    for (const entry of entries) {
      if (shown >= maxVisible) break;
      if (entry.status !== 'waiting') continue;
      entry.status = 'visible';
      shown++;
      startTimer(entry);
    }
  }

  function remove(entry: Entry<T>) {
    stopTimer(entry);
    clock.clearTimeout(entry.exitTimer);
    entries = entries.filter((e) => e !== entry);
  }

  function dismiss(id: string, reason: ToastCloseReason = 'dismissed') {
    const entry = find(id);
    if (!entry || entry.status === 'exiting') return;
    if (entry.status === 'waiting') {
      remove(entry);
      entry.onClose?.(reason);
      emit();
      return;
    }
    stopTimer(entry);
    entry.status = 'exiting';
    entry.onClose?.(reason);
    if (exitMs === 0) {
      remove(entry);
      promote();
    } else {
      entry.exitTimer = clock.setTimeout(() => {
        remove(entry);
        promote();
        emit();
      }, exitMs);
    }
    emit();
  }

  return {
    add(content, { duration = null, id, onClose } = {}) {
      const timed = duration !== null && Number.isFinite(duration) ? Math.max(0, duration) : null;
      const existing = id === undefined ? undefined : find(id);
      if (existing && existing.status !== 'exiting') {
        stopTimer(existing);
        existing.content = content;
        existing.duration = timed;
        existing.remaining = timed;
        existing.onClose = onClose;
        startTimer(existing);
        emit();
        return existing.id;
      }
      if (existing) remove(existing);
      const entry: Entry<T> = {
        id: id ?? `toast-${++counter}`,
        content,
        duration: timed,
        status: 'waiting',
        remaining: timed,
        startedAt: null,
        timer: undefined,
        exitTimer: undefined,
        onClose,
      };
      entries = [...entries, entry];
      promote();
      emit();
      return entry.id;
    },
    dismiss,
    pause(reason = 'manual') {
      const wasPaused = pauseReasons.size > 0;
      pauseReasons.add(reason);
      if (wasPaused) return;
      for (const entry of entries) stopTimer(entry);
      emit();
    },
    resume(reason = 'manual') {
      if (!pauseReasons.delete(reason) || pauseReasons.size > 0) return;
      for (const entry of entries) startTimer(entry);
      emit();
    },
    remaining(id) {
      const entry = find(id);
      if (!entry || entry.status !== 'visible' || entry.remaining === null) return null;
      if (entry.startedAt === null) return entry.remaining;
      return Math.max(0, entry.remaining - (clock.now() - entry.startedAt));
    },
    setExitMs(ms) {
      exitMs = Math.max(0, ms);
    },
    clear() {
      for (const entry of entries) remove(entry);
      entries = [];
      emit();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
