/**
 * Event transport (widget spec sections 4, 7, 8 and 9). Events travel over a WebSocket as
 * `{ id, event }` and the server answers each with `{ id, status: 'ok' | 'not-ok' }`. When the socket
 * cannot be used (no WebSocket, the server closed it with 4100, or it dropped and is waiting to
 * reconnect) events go as a JSON beacon to `{api}/create-events`, and where the beacon is refused,
 * as a fetch POST with credentials. Purchases go to `{api}/v2/create-events` the same way. Every
 * URL carries the version query parameters (`client`, `v`), as the widget's requests do.
 *
 * Delivery is at least once: every event stays in a bounded queue until it is acknowledged (or the
 * beacon or fetch took it); on a drop it is sent again, with the same id (`event_id` over HTTP), so
 * the server can drop duplicates.
 */
import { withVersionParams } from './version';
import type { CreateEventsBody, TrackingEvent } from './schemas';
import {
  createEnvironment,
  randomId,
  type TimerHandle,
  type TrackingEnvironment,
  type WebSocketLike,
} from './env';
import { reportError, type ErrorReporter } from './errors';

/** First reconnect delay after a drop, in ms. */
export const SOCKET_INITIAL_RETRY_MS = 5_000;
/** Longest reconnect delay, in ms. */
export const SOCKET_MAX_BACKOFF_MS = 60_000;
/** Interval of the idle check (lost acknowledgements, a hanging connect), in ms. */
export const SOCKET_IDLE_CHECK_MS = 20_000;
/** After this many failed connections in a row, the backoff starts over from the first delay. */
export const SOCKET_RESTART_AFTER_FAILURES = 10;
/** Close code with which the server says: do not reconnect. */
export const SOCKET_CLOSE_NO_RECONNECT = 4100;
/** Most events kept waiting; beyond it the oldest is dropped (and reported). */
export const EVENT_QUEUE_LIMIT = 1_000;
/** Events per HTTP request (a beacon carries at most 64 kB). */
const HTTP_BATCH = 50;

/**
 * The reconnect delay after `failures` failed attempts in a row (1 = the first failure): doubling
 * from `initial`, at most `max`.
 */
export function backoffDelay(
  failures: number,
  initial = SOCKET_INITIAL_RETRY_MS,
  max = SOCKET_MAX_BACKOFF_MS,
): number {
  return Math.min(initial * 2 ** Math.max(0, failures - 1), max);
}

/** Where an event goes over HTTP: `'events'` to `/create-events`, `'v2'` to `/v2/create-events`. */
export type EventRoute = 'events' | 'v2';

/** Timings and limits of the transport; the spec's values by default (tests shorten them). */
export interface TransportTiming {
  /** @default SOCKET_INITIAL_RETRY_MS (5 s) */
  initialRetryMs?: number;
  /** @default SOCKET_MAX_BACKOFF_MS (60 s) */
  maxBackoffMs?: number;
  /** @default SOCKET_IDLE_CHECK_MS (20 s) */
  idleCheckMs?: number;
  /** @default SOCKET_RESTART_AFTER_FAILURES (10) */
  restartAfterFailures?: number;
  /** @default EVENT_QUEUE_LIMIT (1000) */
  queueLimit?: number;
}

/** Options of {@link createEventTransport}. */
export interface TransportOptions extends TransportTiming {
  /** The widget API host (`{api}`), e.g. `'https://api.example.com'`. */
  api: string;
  /**
   * The socket's URL; `null` sends everything over HTTP.
   * @default `{api}` with a `ws:`/`wss:` scheme plus `/v2/ws` and the version query parameters
   */
  socketUrl?: string | null;
  /** Parts of the environment to replace; the rest is the browser's, read when used. */
  env?: Partial<TrackingEnvironment>;
  /** @default the installed reporter ({@link setErrorReporter}) */
  reportError?: ErrorReporter;
}

/** Counts of what the transport did, for tests and diagnostics. */
export interface TransportStats {
  /** Messages written to a socket (resends included). */
  socket: number;
  /** Events handed to a beacon. */
  beacon: number;
  /** Events delivered by fetch. */
  fetch: number;
  /** `ok` acknowledgements. */
  acked: number;
  /** `not-ok` acknowledgements (and HTTP refusals). */
  rejected: number;
  /** Events dropped because the queue was full. */
  dropped: number;
  /** Socket connections opened. */
  connections: number;
}

/** Sends events; see {@link createEventTransport}. */
export interface EventTransport {
  /** Queues `event` and sends it as soon as it can; returns its id. */
  send(event: TrackingEvent, route?: EventRoute): string;
  /** Sends everything not yet acknowledged over HTTP now (the page is being hidden or left). */
  flushByHttp(): void;
  /** Events waiting for an acknowledgement. */
  readonly pending: number;
  /** What happened so far. */
  readonly stats: Readonly<TransportStats>;
  /** Stops timers and closes the socket. */
  close(): void;
}

interface Entry {
  id: string;
  event: TrackingEvent;
  v2: boolean;
  /** 0 waiting, 1 written to the socket, 2 on its way over HTTP. */
  s: 0 | 1 | 2;
  /** When it was written to the socket. */
  t: number;
}

/** Creates the WebSocket transport with its HTTP fallback. */
export function createEventTransport(options: TransportOptions): EventTransport {
  const { api } = options;
  const env = createEnvironment(options.env);
  const report = options.reportError ?? reportError;
  const initial = options.initialRetryMs ?? SOCKET_INITIAL_RETRY_MS;
  const maxBackoff = options.maxBackoffMs ?? SOCKET_MAX_BACKOFF_MS;
  const idleMs = options.idleCheckMs ?? SOCKET_IDLE_CHECK_MS;
  const restartAfter = options.restartAfterFailures ?? SOCKET_RESTART_AFTER_FAILURES;
  const limit = options.queueLimit ?? EVENT_QUEUE_LIMIT;
  const socketUrl =
    options.socketUrl === undefined
      ? withVersionParams(`${api.replace(/^http/, 'ws')}/v2/ws`)
      : options.socketUrl;
  const log = env.logger;
  const stats: TransportStats = {
    socket: 0,
    beacon: 0,
    fetch: 0,
    acked: 0,
    rejected: 0,
    dropped: 0,
    connections: 0,
  };
  const queue = new Map<string, Entry>();
  const prefix = randomId(env.random).slice(0, 8);
  let counter = 0;
  let socket: WebSocketLike | undefined;
  let open = false;
  let connectStarted = 0;
  /** The server said 4100, or there is no socket URL. */
  let disabled = !socketUrl;
  let failures = 0;
  let retry: TimerHandle | undefined;
  let idle: TimerHandle | undefined;
  let closed = false;

  const entries = (test: (entry: Entry) => boolean) => [...queue.values()].filter(test);

  const finish = (batch: Entry[]) => {
    for (const entry of batch) if (queue.get(entry.id) === entry) queue.delete(entry.id);
  };

  /** Beacon, then fetch with credentials; events stay queued when neither delivers. */
  function post(list: Entry[]): void {
    // Purchases go one per request with their own tenant and market; other events in batches.
    const batches = list.filter((entry) => entry.v2).map((entry) => [entry]);
    const rest = list.filter((entry) => !entry.v2);
    for (let i = 0; i < rest.length; i += HTTP_BATCH) batches.push(rest.slice(i, i + HTTP_BATCH));
    for (const batch of batches) postBatch(batch);
  }

  function postBatch(batch: Entry[]): void {
    const first = batch[0]!;
    const events = batch.map((entry) => ({ ...entry.event, event_id: entry.id }));
    const url = withVersionParams(`${api}${first.v2 ? '/v2' : ''}/create-events`);
    const body = JSON.stringify(
      first.v2
        ? ({
            tenant: String(first.event.tenant),
            market: String(first.event.market),
            events,
          } satisfies CreateEventsBody)
        : events,
    );
    for (const entry of batch) entry.s = 2;
    let beaconTook = false;
    try {
      beaconTook = env.sendBeacon?.(url, body) === true;
    } catch {
      // A beacon that throws (blocked, too large) counts as refused.
    }
    if (beaconTook) {
      stats.beacon += batch.length;
      finish(batch);
      return;
    }
    const retryLater = (reason: unknown) => {
      for (const entry of batch) if (entry.s === 2) entry.s = 0;
      log.warn('Tracking: events kept to send again', reason);
    };
    if (!env.fetch) return retryLater('no fetch');
    env
      .fetch(url, {
        method: 'POST',
        body,
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      })
      .then((response) => {
        const { status } = response;
        // A server error or a timeout is worth another try; any other answer is final.
        if (status >= 500 || status === 408 || status === 429)
          throw new Error(`create-events answered ${status}`);
        if (response.ok) stats.fetch += batch.length;
        else {
          stats.rejected += batch.length;
          log.warn(`Tracking: events refused (${status})`);
        }
        finish(batch);
      })
      .catch(retryLater);
  }

  function flush(): void {
    if (closed) return;
    const v2 = entries((entry) => entry.s === 0 && entry.v2);
    if (v2.length) post(v2);
    const waiting = entries((entry) => entry.s === 0 && !entry.v2);
    if (!waiting.length) return;
    if (open && socket) {
      const s = socket;
      for (const entry of waiting) {
        try {
          s.send(JSON.stringify({ id: entry.id, event: entry.event }));
        } catch {
          if (s === socket) dropped(s);
          return;
        }
        entry.s = 1;
        entry.t = env.now();
        stats.socket++;
      }
    } else if (disabled || retry !== undefined || !env.WebSocket) post(waiting);
    else if (!socket) connect();
  }

  function connect(): void {
    const Socket = env.WebSocket;
    if (closed || !Socket || !socketUrl) return;
    let s: WebSocketLike;
    try {
      s = new Socket(socketUrl);
    } catch (cause) {
      report(new Error('Tracking: no websocket', { cause }));
      failed();
      flush();
      return;
    }
    socket = s;
    connectStarted = env.now();
    s.addEventListener('open', () => {
      if (s !== socket) return;
      open = true;
      failures = 0;
      stats.connections++;
      flush();
    });
    s.addEventListener('message', (event) => receive(event.data));
    s.addEventListener('close', (event) => {
      if (s === socket) dropped(s, event.code);
    });
  }

  /** The current socket is gone: its unacknowledged events wait again, then reconnect or give up. */
  function dropped(s: WebSocketLike, code?: number): void {
    socket = undefined;
    open = false;
    for (const entry of queue.values()) if (entry.s === 1) entry.s = 0;
    if (code === SOCKET_CLOSE_NO_RECONNECT) {
      disabled = true;
      log.log('Tracking: socket closed with 4100, using HTTP');
    } else {
      s.close();
      failed();
    }
    flush();
  }

  function failed(): void {
    failures = failures >= restartAfter ? 1 : failures + 1;
    retry = env.setTimeout(
      () => {
        retry = undefined;
        connect();
        flush();
      },
      backoffDelay(failures, initial, maxBackoff),
    );
  }

  function receive(data: unknown): void {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      // Reported as malformed below.
    }
    const { id, status } = (message ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || (status !== 'ok' && status !== 'not-ok')) {
      log.error('Tracking: malformed websocket message ignored', data);
      return;
    }
    if (!queue.delete(id)) return;
    if (status === 'ok') stats.acked++;
    else {
      stats.rejected++;
      log.warn('Tracking: event not ok', message);
    }
  }

  function check(): void {
    idle = undefined;
    const now = env.now();
    // An acknowledgement that never came: send again.
    for (const entry of queue.values()) if (entry.s === 1 && now - entry.t >= idleMs) entry.s = 0;
    // A connect that hangs counts as a failure.
    if (socket && !open && now - connectStarted >= idleMs) dropped(socket);
    flush();
    if (queue.size) idle = env.setTimeout(check, idleMs);
  }

  return {
    send(event, route = 'events') {
      const id = `${prefix}-${++counter}`;
      queue.set(id, { id, event, v2: route === 'v2', s: 0, t: 0 });
      if (queue.size > limit) {
        const oldest = queue.keys().next().value!;
        queue.delete(oldest);
        if (stats.dropped++ % 100 === 0) report(new Error('Tracking: queue full, oldest events dropped'));
      }
      if (idle === undefined && !closed) idle = env.setTimeout(check, idleMs);
      flush();
      return id;
    },
    flushByHttp() {
      if (!closed) post(entries((entry) => entry.s !== 2));
    },
    get pending() {
      return queue.size;
    },
    stats,
    close() {
      closed = true;
      env.clearTimeout(retry);
      env.clearTimeout(idle);
      const s = socket;
      socket = undefined;
      open = false;
      s?.close(1000);
    },
  };
}
