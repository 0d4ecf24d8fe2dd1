/**
 * Re-insertion limits (widget spec, section 9): the widget puts back its surfaces when a host
 * removes them, at most 10 times per second, so a host that keeps removing them cannot make the
 * widget spin. A sliding window over the times passed in (no clock is read here). The spec's style
 * limit has no counterpart: styled-components owns the style element (see the README).
 */

/** A limit: at most `max` actions within any `windowMs` milliseconds. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Surface re-insertion: at most 10 per second (spec, section 9). */
export const SURFACE_REINSERTION_LIMIT: Readonly<RateLimit> = { max: 10, windowMs: 1_000 };

/** A rate limiter. */
export interface RateLimiter {
  /**
   * Whether an action may run at `now` (ms, any monotonic clock); when it may, it is counted.
   * An action refused is not counted, so the window frees up as time passes.
   */
  tryAcquire(now: number): boolean;
  /** Forgets every counted action. */
  reset(): void;
}

/**
 * Creates a sliding-window rate limiter. A `max` below 1 refuses everything.
 * @example
 * const limiter = createRateLimiter(SURFACE_REINSERTION_LIMIT);
 * if (limiter.tryAcquire(performance.now())) reinsert();
 */
export function createRateLimiter(limit: RateLimit): RateLimiter {
  const times: number[] = [];
  return {
    tryAcquire(now) {
      while (times.length > 0 && now - times[0]! >= limit.windowMs) times.shift();
      // A clock that went back: start the window again rather than refusing for ever.
      if (times.length > 0 && now < times[times.length - 1]!) times.length = 0;
      if (times.length >= limit.max) return false;
      times.push(now);
      return true;
    },
    reset() {
      times.length = 0;
    },
  };
}
