/**
 * A clock that moves only when a test tells it to, with timers that fire in time order. A rule with
 * a clock (a toast's duration, the tracker's dwell) takes one of these in tests and stories, so what
 * they check about time holds however busy the machine is: no real timer can run out first.
 */
export interface ManualClock {
  /** The clock's time in ms (starts at `start`). */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Moves time forward by `ms`, firing every timer that falls due on the way, in order (bounded). */
  advance(ms: number): void;
  /** Delays of the timers now pending, from now. */
  pendingDelays(): number[];
  /** How many timers are pending; with `ms`, only those that were set for `ms`. */
  pending(ms?: number): number;
}

/** @param start - the clock's time at the start, in ms */
export function createManualClock(start = 0): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; ms: number; run: () => void }>();
  const nextDue = (until: number) => {
    let found: [number, { at: number; ms: number; run: () => void }] | undefined;
    for (const entry of timers)
      if (entry[1].at <= until && (!found || entry[1].at < found[1].at)) found = entry;
    return found;
  };
  return {
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(++seq, { at: now + Math.max(0, ms), ms, run });
      return seq;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (let guard = 0; guard < 100_000; guard++) {
        const due = nextDue(end);
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    pendingDelays: () => [...timers.values()].map((timer) => timer.at - now),
    pending: (ms) => [...timers.values()].filter((timer) => ms === undefined || timer.ms === ms).length,
  };
}
