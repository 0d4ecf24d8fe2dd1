/**
 * The world the tracking core runs in. Nothing in `src/tracking` reads a browser global directly:
 * it goes through a {@link TrackingEnvironment}, so the whole core runs in node tests with a fake
 * clock, a fake storage and a real WebSocket server. The defaults read the browser's globals lazily,
 * at the moment they are used, never at import. The parts every environment has (clock, timers,
 * random, storage, cookies) and the resolver are the shared ones of `src/utils/env.ts`.
 */
import {
  browserEnvironmentDefaults,
  resolveEnvironment,
  type BrowserEnvironment,
  type EnvironmentDefaults,
  type TimerHandle,
} from '../utils/env';

export type { TimerHandle };

/** What the transport reads from a socket event: the close code and the message data. */
export interface SocketEventLike {
  type?: string;
  code?: number;
  data?: unknown;
}

/** The part of a WebSocket the transport uses; the browser's `WebSocket` fits. */
export interface WebSocketLike {
  addEventListener(
    type: 'open' | 'close' | 'message' | 'error',
    listener: (event: SocketEventLike) => void,
  ): void;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Where the tracking core logs: `console` by default. */
export interface TrackingLogger {
  log(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** The page's window with its globals (IntersectionObserver, MutationObserver, history ...). */
export type BrowserWindow = Window & typeof globalThis;

/** Everything the tracking core takes from its surroundings. Pass only what you replace. */
export interface TrackingEnvironment extends BrowserEnvironment {
  /** The page's window (listeners, location, IntersectionObserver); `undefined` in node. */
  window: BrowserWindow | undefined;
  /** The page's document (clicks, cards, referrer); `undefined` in node. */
  document: Document | undefined;
  /** The WebSocket constructor; `undefined` sends every event through the HTTP fallback. */
  WebSocket: WebSocketConstructor | undefined;
  /** `fetch`, for the HTTP fallback and purchase events. */
  fetch: typeof fetch | undefined;
  /** `navigator.sendBeacon` with a text body; returns whether the browser took the data. */
  sendBeacon: ((url: string, data: string) => boolean) | undefined;
  /** @default console */
  logger: TrackingLogger;
}

const g = globalThis as Partial<typeof globalThis>;

const defaults: EnvironmentDefaults<TrackingEnvironment> = {
  ...browserEnvironmentDefaults,
  window: () => g.window,
  document: () => g.document,
  WebSocket: () => g.WebSocket,
  fetch: () => g.fetch?.bind(g),
  sendBeacon: () => g.navigator?.sendBeacon && ((url, data) => g.navigator!.sendBeacon(url, data)),
  logger: () => console,
};

/**
 * An environment: the given parts, and for every part not given (a key set to `undefined` counts
 * as given) a getter that reads the browser global when it is used.
 */
export function createEnvironment(overrides: Partial<TrackingEnvironment> = {}): TrackingEnvironment {
  return resolveEnvironment(defaults, overrides);
}

/** A random id shaped like a UUID v4, from the environment's random source. */
export function randomId(random: () => number): string {
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const n = Math.floor(random() * 16);
    return (c === 'x' ? n : (n & 3) | 8).toString(16);
  });
}
