/**
 * The environment the widget core runs in. Every module takes what it needs from here instead of
 * reaching for browser globals, so node tests inject fakes (a stub fetch, fake timers, a seeded
 * random, a throwing storage) and the core never names the page's global objects.
 *
 * The defaults are lazy: each one looks the global up when it is called, not when the environment
 * is created, so a fetch mock or fake timers installed later are still used.
 */

/** The part of Web Storage the core uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What the widget core needs from its surroundings. */
export interface WidgetEnv {
  /** Makes an HTTP request. @default globalThis.fetch */
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** Schedules `callback` after `ms` milliseconds. @default globalThis.setTimeout */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a scheduled callback. @default globalThis.clearTimeout */
  clearTimeout(handle: unknown): void;
  /** Milliseconds since the epoch. @default Date.now */
  now(): number;
  /** A number in [0, 1). @default Math.random */
  random(): number;
  /**
   * The local storage, or `undefined` when there is none. Called on every use because merely
   * reading `localStorage` can throw (Safari with cookies blocked). @default globalThis.localStorage
   */
  storage(): StorageLike | undefined;
  /** Logs a warning. @default console.warn */
  warn(message: string, ...details: unknown[]): void;
  /** Reports an error to the host's error reporting. @default console.error */
  reportError(error: unknown): void;
}

type Globals = {
  fetch?: WidgetEnv['fetch'];
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
  localStorage?: StorageLike;
};

const globals = globalThis as unknown as Globals;

/**
 * Builds an environment: what you pass wins, the rest are lazy browser (or node) defaults.
 * @example createWidgetEnv({ fetch: stubFetch, random: () => 0.5 })
 */
export function createWidgetEnv(overrides: Partial<WidgetEnv> = {}): WidgetEnv {
  return {
    fetch: (input, init) => {
      if (!globals.fetch) return Promise.reject(new TypeError('fetch is not available'));
      return globals.fetch(input, init);
    },
    setTimeout: (callback, ms) => globals.setTimeout(callback, ms),
    clearTimeout: (handle) => globals.clearTimeout(handle as never),
    now: () => Date.now(),
    random: () => Math.random(),
    storage: () => globals.localStorage,
    warn: (message, ...details) => console.warn(message, ...details),
    reportError: (error) => console.error(error),
    ...overrides,
  };
}
