/**
 * Test doubles for the tracking core: a manual clock with timers, a scripted fake WebSocket, a
 * logger that records, and an environment that reads no browser global. Used by the tests only;
 * not exported from the entry.
 */
import { createEnvironment, type SocketEventLike, type TrackingEnvironment, type WebSocketLike } from './env';

/** The shared manual clock (test-support), kept importable from here for the tracking tests. */
import { createManualClock } from '../../test-support/manualClock';

export { createManualClock };

/** A logger whose calls the test can read. */
export function createRecordingLogger() {
  const calls: Array<{ level: 'log' | 'warn' | 'error'; args: unknown[] }> = [];
  const at =
    (level: 'log' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      void calls.push({ level, args });
  return {
    calls,
    log: at('log'),
    warn: at('warn'),
    error: at('error'),
    /** First arguments (messages) logged at `level`. */
    messages: (level: 'log' | 'warn' | 'error') =>
      calls.filter((call) => call.level === level).map((call) => String(call.args[0])),
  };
}

/** A WebSocket the test drives: open it, answer it, drop it. */
export class FakeSocket implements WebSocketLike {
  readonly sent: string[] = [];
  closedWith: number | undefined;
  private readonly listeners = new Map<string, Array<(event: SocketEventLike) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: SocketEventLike) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string): void {
    if (this.closedWith !== undefined) throw new Error('socket closed');
    this.sent.push(data);
  }
  close(code = 1000): void {
    this.closedWith ??= code;
  }
  emit(type: string, event: SocketEventLike = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The server accepted the connection. */
  open(): void {
    this.emit('open');
  }
  /** The server closed the connection with `code`. */
  drop(code = 1006): void {
    this.closedWith ??= code;
    this.emit('close', { code });
  }
  /** The envelopes written so far. */
  envelopes(): Array<{ id: string; event: Record<string, unknown> }> {
    return this.sent.map((data) => JSON.parse(data) as { id: string; event: Record<string, unknown> });
  }
  /** Answers every envelope written so far with `status`. */
  ackAll(status: 'ok' | 'not-ok' = 'ok'): void {
    for (const { id } of this.envelopes()) this.emit('message', { data: JSON.stringify({ id, status }) });
  }
}

/** A WebSocket constructor whose sockets land in `sockets`. */
export function fakeSocketClass() {
  const sockets: FakeSocket[] = [];
  class Socket extends FakeSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return { Socket, sockets, last: () => sockets[sockets.length - 1]! };
}

/** An in-memory Storage. */
export function createMemoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** An environment with no browser globals: a manual clock, seeded random, recording logger. */
export function createTestEnvironment(overrides: Partial<TrackingEnvironment> = {}) {
  const clock = createManualClock(1_000_000);
  const logger = createRecordingLogger();
  let seed = 7;
  const env = createEnvironment({
    window: undefined,
    document: undefined,
    storage: () => undefined,
    cookie: undefined,
    WebSocket: undefined,
    fetch: undefined,
    sendBeacon: undefined,
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    random: () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    },
    logger,
    ...overrides,
  });
  return { env, clock, logger };
}

/** Lets pending promise callbacks (fetch answers) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
