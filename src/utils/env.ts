/**
 * The browser environment, described once. Code below React (tracking, the widget core) never
 * reads a browser global directly: it takes an environment, so node tests inject fakes (a fake
 * clock, a seeded random, a throwing storage, a cookie jar) and the modules never name the page's
 * global objects. Tracking and the widget core extend {@link BrowserEnvironment} with what only
 * they need, and build theirs with the one resolver, {@link resolveEnvironment}.
 *
 * The defaults are lazy: each part looks its global up when it is used, never at import or when
 * the environment is created, so a fetch mock or fake timers installed later are still used.
 */

/** The part of Web Storage the environment's users need; the browser's `Storage` fits. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The document's cookie string, read and written. */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

/** A timer handle as returned by {@link BrowserEnvironment.setTimeout}. */
export type TimerHandle = unknown;

/** What every environment provides: clock, timers, randomness, storage and cookies. */
export interface BrowserEnvironment {
  /** Milliseconds since the epoch. @default Date.now */
  now: () => number;
  /** Schedules `callback` after `ms` milliseconds. @default globalThis.setTimeout */
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  /** Cancels a scheduled callback. @default globalThis.clearTimeout */
  clearTimeout: (handle: TimerHandle) => void;
  /** A number in [0, 1). @default Math.random */
  random: () => number;
  /**
   * The local storage, or `undefined` when there is none. A function, called on every use,
   * because merely reading `localStorage` can throw (Safari with cookies blocked).
   * @default globalThis.localStorage
   */
  storage: () => StorageLike | undefined;
  /** The document's cookies; `undefined` where there is no document. @default document.cookie */
  cookie: CookieJar | undefined;
}

/** For each part of an environment, a function that gives its default when the part is used. */
export type EnvironmentDefaults<E> = { [K in keyof E]: () => E[K] };

const g = globalThis as Partial<typeof globalThis>;

/** The browser's (or node's) globals, read when used. */
export const browserEnvironmentDefaults: EnvironmentDefaults<BrowserEnvironment> = {
  now: () => () => Date.now(),
  setTimeout: () => (callback, ms) => setTimeout(callback, ms),
  clearTimeout: () => (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => () => Math.random(),
  storage: () => () => g.localStorage,
  cookie: () =>
    g.document && {
      get: () => g.document!.cookie,
      set: (cookie) => {
        g.document!.cookie = cookie;
      },
    },
};

/** Whether this runs in a page (a document exists), not in a server render or a worker. */
export function inPage(): boolean {
  return g.document !== undefined;
}

/**
 * An environment: the given parts, and for every part not given (a key set to `undefined` counts
 * as given) a getter that takes the default when the part is used.
 * @example resolveEnvironment(browserEnvironmentDefaults, { random: () => 0.5 })
 */
export function resolveEnvironment<E extends object>(
  defaults: EnvironmentDefaults<E>,
  overrides: Partial<E> = {},
): E {
  const env = { ...overrides } as E;
  for (const key of Object.keys(defaults) as Array<keyof E & string>) {
    if (!(key in overrides)) Object.defineProperty(env, key, { get: defaults[key], enumerable: true });
  }
  return env;
}
