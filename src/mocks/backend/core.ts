/**
 * The fake backend's shared machinery: an injectable clock, seeded randomness, the registry that
 * `resetBackend()` walks, and where handlers listen. Every stateful store registers here, so a test
 * can put the whole backend back to its first state with one call.
 */

/** The fixed "now" of the fake backend: a Tuesday morning, so stores are open and slots exist. */
export const DEFAULT_NOW = new Date('2026-11-17T09:30:00+01:00');

let now: () => Date = () => new Date(DEFAULT_NOW);

/** The fake backend's current time. Never `Date.now()`: answers must not depend on the wall clock. */
export function backendNow(): Date {
  return now();
}

/**
 * Replaces the backend's clock, e.g. `setBackendClock(() => new Date('2026-12-24T10:00:00Z'))`:
 * time passes, the stores keep what they hold (a booking made for 24 November stays there).
 * `resetBackend()` restores the fixed default.
 */
export function setBackendClock(clock: () => Date): void {
  now = clock;
}

/** The moment the fixtures are dated against: `DEFAULT_NOW`, or the clock's at `resetBackend({ clock })`. */
let fixturesNow = new Date(DEFAULT_NOW);

/**
 * The moment the backend started at (its last reset): the fixtures' dates are as far from it as they
 * are from {@link DEFAULT_NOW} (`fixtureDates.ts`). Not the current time: that is {@link backendNow}.
 */
export function backendStartedAt(): Date {
  return new Date(fixturesNow);
}

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const resetters = new Set<() => void>();

/** Registers a store's reset function; returns it for convenience. */
export function onBackendReset(reset: () => void): () => void {
  resetters.add(reset);
  return reset;
}

/** How many times the backend was reset; never rewound (see {@link startedBeforeReset}). */
let generation = 0;

/** Options of {@link resetBackend}. */
export interface ResetBackendOptions {
  /**
   * The clock the backend starts on. Its "now" at the reset dates the fixtures: an order placed the
   * day before 17 November 2026 was placed the day before it, a booking a week ahead is a week
   * ahead, a store's Christmas hours are those of the coming Christmas. @default the fixed
   * {@link DEFAULT_NOW}, where every fixture keeps the date it is written with
   */
  clock?: () => Date;
}

/**
 * Puts every store of the fake backend (carts, bookings, subscriptions...) and the clock back. The
 * demo passes the visitor's clock (`resetBackend({ clock })`) so the shop reads right on any day;
 * stories and tests keep the fixed one.
 */
export function resetBackend(options: ResetBackendOptions = {}): void {
  generation += 1;
  now = options.clock ?? (() => new Date(DEFAULT_NOW));
  fixturesNow = now();
  for (const reset of resetters) reset();
}

/**
 * Marks the start of a request; the returned check says whether `resetBackend()` ran since. A
 * handler that awaits (its body) asks before it touches a store: a request begun before a reset
 * must not write into the state after it. This happens in Storybook, where a story's last request
 * can still be reading its body when the next story resets the backend, and the first session
 * after a reset has the same deterministic token as the one before, so the old story's write
 * landed in the new story's cart.
 */
export function startedBeforeReset(): () => boolean {
  const started = generation;
  return () => generation !== started;
}

/** Where the handlers listen. */
export interface MockHostsConfig {
  /**
   * Origin of the shop API, or `'*'` to match the shop paths on any origin (the page's own origin in
   * the browser, any absolute URL in node). @default '*'
   */
  shopBaseUrl?: string;
  /** Host of the widget API (`{api}` in the widget spec). @default 'https://widget-api.glimt.test' */
  widgetApiHost?: string;
}

/** The widget API host the handlers and the widget use unless configured otherwise. */
export const DEFAULT_WIDGET_API_HOST = 'https://widget-api.glimt.test';

/** Resolved hosts with helpers that build MSW path patterns. */
export interface MockHosts {
  shopBaseUrl: string;
  widgetApiHost: string;
  /** A pattern for a shop API path, e.g. `shop('/api/site/shopper')`. */
  shop(path: string): string;
  /** A pattern for a widget API path, e.g. `widget('/v2/search/results')`. */
  widget(path: string): string;
}

/** Resolves the hosts config into MSW path patterns. */
export function resolveHosts(config: MockHostsConfig = {}): MockHosts {
  const shopBaseUrl = (config.shopBaseUrl ?? '*').replace(/\/$/, '');
  const widgetApiHost = (config.widgetApiHost ?? DEFAULT_WIDGET_API_HOST).replace(/\/$/, '');
  return {
    shopBaseUrl,
    widgetApiHost,
    shop: (path) => `${shopBaseUrl}${path}`,
    widget: (path) => `${widgetApiHost}${path}`,
  };
}
