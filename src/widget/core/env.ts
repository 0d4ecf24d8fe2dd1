/**
 * The environment the widget core runs in: the shared browser environment of `src/utils/env.ts`
 * (clock, timers, random, storage, cookies) plus what only the widget core needs (its `fetch`,
 * warnings, error reporting). Every module takes what it needs from here instead of reaching for
 * browser globals, so node tests inject fakes (a stub fetch, fake timers, a seeded random, a
 * throwing storage) and the core never names the page's global objects.
 *
 * The defaults are lazy: each one looks the global up when it is used, not when the environment
 * is created, so a fetch mock or fake timers installed later are still used.
 */
import {
  browserEnvironmentDefaults,
  resolveEnvironment,
  type BrowserEnvironment,
  type EnvironmentDefaults,
  type StorageLike,
} from '../../utils/env';

export type { StorageLike };

/** What the widget core needs from its surroundings. */
export interface WidgetEnv extends BrowserEnvironment {
  /** Makes an HTTP request. @default globalThis.fetch */
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** Logs a warning. @default console.warn */
  warn: (message: string, ...details: unknown[]) => void;
  /** Reports an error to the host's error reporting. @default console.error */
  reportError: (error: unknown) => void;
}

const globals = globalThis as { fetch?: WidgetEnv['fetch'] };

const defaults: EnvironmentDefaults<WidgetEnv> = {
  ...browserEnvironmentDefaults,
  fetch: () => (input, init) => {
    if (!globals.fetch) return Promise.reject(new TypeError('fetch is not available'));
    return globals.fetch(input, init);
  },
  warn:
    () =>
    (message, ...details) =>
      console.warn(message, ...details),
  reportError: () => (error) => console.error(error),
};

/**
 * Builds an environment: what you pass wins, the rest are lazy browser (or node) defaults.
 * @example createWidgetEnv({ fetch: stubFetch, random: () => 0.5 })
 */
export function createWidgetEnv(overrides: Partial<WidgetEnv> = {}): WidgetEnv {
  return resolveEnvironment(defaults, overrides);
}
