// @vitest-environment node
/**
 * The transport against a real WebSocket server (the `ws` package) on a loopback port, with the
 * HTTP fallback served by the same server. Backoff values are shortened (5 ms first retry instead
 * of 5 s); the production constants are checked in transport.test.ts.
 */
import { VERSION_PARAMS } from './version';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createEnvironment, type TrackingEnvironment } from './env';
import { createEventTransport, type EventTransport, type TransportTiming } from './transport';
import { createRecordingLogger } from './test-helpers';
import type { TrackingEvent } from './schemas';

const VERSION_QUERY = new URLSearchParams(VERSION_PARAMS).toString();

/** The `ws` client with the browser's constructor shape; a failed connect must not throw unhandled. */
class NodeSocket extends WebSocket {
  constructor(url: string) {
    super(url);
    this.on('error', () => undefined);
  }
}

type Reply = 'ok' | 'not-ok' | 'none';

interface ServerOptions {
  /** What the server answers to an envelope; default 'ok'. */
  reply?: (envelope: { id: string; event: TrackingEvent }, connection: number) => Reply;
  /** Something to write before each answer (malformed messages). */
  noise?: string[];
  /** Runs when a message arrives, with the server-side socket (to close it mid-stream). */
  onMessage?: (socket: WebSocket, connection: number, count: number) => void;
}

async function startServer(options: ServerOptions = {}) {
  /** event id -> times received (socket and HTTP together). */
  const received = new Map<string, number>();
  /** product ids seen, to check content and not only ids. */
  const products = new Set<string>();
  const via = { socket: 0, http: 0, beacon: 0 };
  const httpPaths: string[] = [];
  const live = new Set<WebSocket>();
  let connections = 0;
  const record = (id: unknown, event: TrackingEvent) => {
    if (typeof id === 'string') received.set(id, (received.get(id) ?? 0) + 1);
    products.add(String(event.product_id));
  };
  const server = http.createServer((request, response) => {
    // Only the HTTP fallback's POST carries events. A reconnect whose upgrade request reaches the
    // server after the teardown has closed the WebSocket server (so Node has no 'upgrade' listener
    // left) arrives here as a plain GET with no body: answer it as a server without sockets would.
    if (request.method !== 'POST') {
      request.resume();
      response.writeHead(426, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'no websocket here' }));
      return;
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      httpPaths.push(request.url ?? '');
      // A body that is not JSON is answered as a server answers it, 400, not thrown in the test
      // process: nothing is recorded, so an event it held and the transport did not send again
      // fails the counts below.
      let body: TrackingEvent[] | { events: TrackingEvent[] };
      try {
        body = JSON.parse(text) as TrackingEvent[] | { events: TrackingEvent[] };
      } catch {
        response.writeHead(400, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: 'the body is not JSON' }));
        return;
      }
      const events = Array.isArray(body) ? body : body.events;
      for (const event of events) record(event.event_id, event);
      if (request.headers['x-via'] === 'beacon') via.beacon += events.length;
      else via.http += events.length;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ accepted: events.length }));
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => {
    const connection = ++connections;
    let count = 0;
    live.add(socket);
    socket.on('close', () => live.delete(socket));
    socket.on('message', (data) => {
      count++;
      const envelope = JSON.parse(data.toString()) as { id: string; event: TrackingEvent };
      record(envelope.id, envelope.event);
      via.socket++;
      for (const noise of options.noise ?? []) socket.send(noise);
      const reply = options.reply?.(envelope, connection) ?? 'ok';
      if (reply !== 'none') socket.send(JSON.stringify({ id: envelope.id, status: reply }));
      options.onMessage?.(socket, connection, count);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: `http://127.0.0.1:${port}`,
    received,
    products,
    via,
    httpPaths,
    get connections() {
      return connections;
    },
    /** Open server-side sockets. */
    live,
    /** Drops every open connection: alternately a TCP reset and a normal close. */
    dropAll(round: number) {
      for (const socket of live) {
        live.delete(socket);
        if (round % 2 === 0) socket.terminate();
        else socket.close(1001, 'going away');
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of live) socket.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}

/** Polls `condition` every 5 ms, for at most `timeoutMs`. */
async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited >= timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const FAST: TransportTiming = { initialRetryMs: 5, maxBackoffMs: 40, idleCheckMs: 250 };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(
  serverOptions: ServerOptions = {},
  env: Partial<TrackingEnvironment> = {},
  socketUrl?: string,
) {
  const server = await startServer(serverOptions);
  cleanups.push(server.close);
  const logger = createRecordingLogger();
  const errors: Error[] = [];
  const transport: EventTransport = createEventTransport({
    ...FAST,
    api: server.api,
    socketUrl,
    env: createEnvironment({
      window: undefined,
      document: undefined,
      storage: () => undefined,
      cookie: undefined,
      WebSocket: NodeSocket,
      fetch: globalThis.fetch,
      sendBeacon: undefined,
      logger,
      ...env,
    }),
    reportError: (error) => void errors.push(error),
  });
  cleanups.push(() => transport.close());
  return { server, transport, logger, errors };
}

const pageView = (n: number): TrackingEvent => ({
  type: 'page_view',
  tenant: 'glimt',
  market: 'no',
  dsid: 'visitor',
  product_id: String(n),
});

describe('transport over a real WebSocket', () => {
  it('sends envelopes to {api}/v2/ws and forgets each event on its ok acknowledgement', async () => {
    const { server, transport } = await setup();
    for (let n = 0; n < 20; n++) transport.send(pageView(n));
    await waitUntil(() => transport.pending === 0);
    expect(server.received.size).toBe(20);
    expect(server.via).toEqual({ socket: 20, http: 0, beacon: 0 });
    expect(transport.stats).toMatchObject({ acked: 20, connections: 1 });
  });

  it('warns on not-ok replies and does not resend those events', async () => {
    const { server, transport, logger } = await setup({
      reply: (envelope) => (envelope.event.product_id === '3' ? 'not-ok' : 'ok'),
    });
    for (let n = 0; n < 6; n++) transport.send(pageView(n));
    await waitUntil(() => transport.pending === 0);
    expect(logger.messages('warn')).toEqual(['Tracking: event not ok']);
    expect(transport.stats).toMatchObject({ acked: 5, rejected: 1 });
    expect([...server.received.values()].every((times) => times === 1)).toBe(true);
  });

  it('logs malformed messages and ignores them', async () => {
    const { transport, logger } = await setup({ noise: ['garbage', '{"id":42}', '{"status":"ok"}', '[]'] });
    for (let n = 0; n < 3; n++) transport.send(pageView(n));
    await waitUntil(() => transport.pending === 0);
    expect(logger.messages('error')).toEqual(Array(12).fill('Tracking: malformed websocket message ignored'));
    expect(transport.stats.acked).toBe(3);
  });

  it('never reconnects after a 4100 close, and sends the rest over fetch', async () => {
    const { server, transport, logger } = await setup({
      reply: (_envelope, connection) => (connection === 1 ? 'none' : 'ok'),
      onMessage: (socket, _connection, count) => {
        if (count === 2) socket.close(4100, 'tenant disabled');
      },
    });
    for (let n = 0; n < 5; n++) transport.send(pageView(n));
    await waitUntil(() => server.connections === 1 && server.live.size === 0);
    for (let n = 5; n < 10; n++) transport.send(pageView(n));
    await waitUntil(() => transport.pending === 0);
    // Far longer than the whole backoff: still one connection.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(server.connections).toBe(1);
    expect(server.received.size).toBe(10);
    expect(server.httpPaths.every((path) => path === `/create-events?${VERSION_QUERY}`)).toBe(true);
    expect(logger.messages('log')).toContain('Tracking: socket closed with 4100, using HTTP');
  });

  it('falls back to a beacon, then to fetch, when no socket can connect', async () => {
    let beaconTakes = true;
    const sendBeacon = (url: string, data: string) => {
      if (!beaconTakes) return false;
      void fetch(url, { method: 'POST', body: data, headers: { 'x-via': 'beacon' } });
      return true;
    };
    // Nobody listens on port 9 of the loopback: every connect is refused.
    const { server, transport } = await setup({}, { sendBeacon }, 'ws://127.0.0.1:9/v2/ws');
    for (let n = 0; n < 5; n++) transport.send(pageView(n));
    await waitUntil(() => server.via.beacon === 5);
    beaconTakes = false;
    for (let n = 5; n < 10; n++) transport.send(pageView(n));
    await waitUntil(() => transport.pending === 0 && server.received.size === 10);
    expect(server.via).toMatchObject({ socket: 0, beacon: 5, http: 5 });
    expect(transport.stats).toMatchObject({ beacon: 5, fetch: 5, connections: 0 });
  });

  it('keeps events across connections the server keeps dropping, when there is no HTTP fallback', async () => {
    const { server, transport } = await setup(
      { onMessage: (socket, _connection, count) => count === 3 && socket.terminate() },
      { fetch: undefined },
    );
    for (let n = 0; n < 40; n++) transport.send(pageView(n));
    await waitUntil(() => transport.pending === 0);
    expect(server.received.size).toBe(40);
    expect(server.connections).toBeGreaterThan(5);
  });

  it.each([
    ['socket only (no HTTP fallback)', { fetch: undefined }],
    ['socket with the fetch fallback', {}],
  ] as const)(
    'loses none of 1,000 events across 50 forced disconnects: %s',
    async (_name, env) => {
      const { server, transport, errors } = await setup({}, env);
      let drops = 0;
      for (let chunk = 0; chunk < 50; chunk++) {
        // From the second chunk on, the client has reconnected before the chunk starts.
        if (chunk > 0) await waitUntil(() => server.live.size > 0);
        for (let n = 0; n < 20; n++) transport.send(pageView(chunk * 20 + n));
        await waitUntil(() => server.live.size > 0);
        // Let part of the chunk reach the server, then cut the connection mid-stream.
        await new Promise((resolve) => setImmediate(resolve));
        drops += server.live.size;
        server.dropAll(chunk);
      }
      await waitUntil(() => transport.pending === 0 && server.received.size === 1_000, 10_000);
      const deliveries = [...server.received.values()].reduce((sum, times) => sum + times, 0);
      const result = {
        events: 1_000,
        disconnects: drops,
        received: server.received.size,
        duplicates: deliveries - server.received.size,
        viaSocket: server.via.socket,
        viaHttp: server.via.http,
      };
      console.info(`1,000 events / 50 disconnects (${_name}):`, JSON.stringify(result));
      expect(drops).toBe(50);
      expect(server.received.size).toBe(1_000);
      expect(server.products.size).toBe(1_000);
      expect(transport.stats.dropped).toBe(0);
      expect(errors).toEqual([]);
    },
    20_000,
  );
});
