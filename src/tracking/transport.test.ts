import { VERSION_PARAMS } from './version';
import { describe, expect, it, vi } from 'vitest';
import {
  EVENT_QUEUE_LIMIT,
  SOCKET_CLOSE_NO_RECONNECT,
  SOCKET_IDLE_CHECK_MS,
  SOCKET_INITIAL_RETRY_MS,
  SOCKET_MAX_BACKOFF_MS,
  SOCKET_RESTART_AFTER_FAILURES,
  backoffDelay,
  createEventTransport,
  type TransportOptions,
} from './transport';
import type { TrackingEnvironment } from './env';
import { beaconEventsBodySchema, createEventsBodySchema, type TrackingEvent } from './schemas';
import { createTestEnvironment, fakeSocketClass, settle } from './test-helpers';

/** The version query parameters every tracking URL carries (spec section 7). */
const VERSION_QUERY = new URLSearchParams(VERSION_PARAMS).toString();

const API = 'https://widget-api.glimt.test';
const event = (n: number): TrackingEvent => ({
  type: 'page_view',
  tenant: 'glimt',
  market: 'no',
  product_id: String(n),
});

function setup(overrides: Partial<TrackingEnvironment> = {}, options: Partial<TransportOptions> = {}) {
  const sockets = fakeSocketClass();
  const report = vi.fn();
  const { env, clock, logger } = createTestEnvironment({ WebSocket: sockets.Socket, ...overrides });
  const transport = createEventTransport({ api: API, env, reportError: report, ...options });
  return { transport, sockets, clock, logger, report, env };
}

function httpRecorder(status = 200) {
  const bodies: Array<{ url: string; body: unknown; init?: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    bodies.push({ url: String(url), body: JSON.parse(String(init?.body)), init });
    return new Response(null, { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, bodies, spy: fetch };
}

describe('transport constants', () => {
  it("are the spec's values", () => {
    expect(SOCKET_INITIAL_RETRY_MS).toBe(5_000);
    expect(SOCKET_MAX_BACKOFF_MS).toBe(60_000);
    expect(SOCKET_IDLE_CHECK_MS).toBe(20_000);
    expect(SOCKET_RESTART_AFTER_FAILURES).toBe(10);
    expect(SOCKET_CLOSE_NO_RECONNECT).toBe(4100);
    expect(EVENT_QUEUE_LIMIT).toBe(1_000);
  });

  it('backoff doubles from 5 s and stops at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((failures) => backoffDelay(failures))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
    expect(backoffDelay(3, 10, 25)).toBe(25);
  });
});

describe('the websocket path', () => {
  it('connects lazily to {api} with a ws scheme, sends { id, event } and forgets acknowledged events', () => {
    const { transport, sockets } = setup();
    expect(sockets.sockets).toHaveLength(0);
    const id = transport.send(event(1));
    const socket = sockets.last();
    expect(socket.url).toBe(`wss://widget-api.glimt.test/v2/ws?${VERSION_QUERY}`);
    expect(socket.sent).toHaveLength(0);
    socket.open();
    expect(socket.envelopes()).toEqual([{ id, event: event(1) }]);
    expect(transport.pending).toBe(1);
    socket.ackAll();
    expect(transport.pending).toBe(0);
    expect(transport.stats).toMatchObject({ socket: 1, acked: 1, connections: 1 });
  });

  it('takes an explicit socket URL', () => {
    const { transport, sockets } = setup({}, { socketUrl: 'ws://127.0.0.1:9/events' });
    transport.send(event(1));
    expect(sockets.last().url).toBe('ws://127.0.0.1:9/events');
  });

  it('gives every event its own id', () => {
    const { transport } = setup();
    const ids = new Set(Array.from({ length: 50 }, (_, n) => transport.send(event(n))));
    expect(ids.size).toBe(50);
  });

  it('warns on a not-ok reply and does not send that event again', () => {
    const { transport, sockets, logger, clock } = setup();
    transport.send(event(1));
    sockets.last().open();
    sockets.last().ackAll('not-ok');
    expect(logger.messages('warn')).toEqual(['Tracking: event not ok']);
    expect(transport.pending).toBe(0);
    expect(transport.stats.rejected).toBe(1);
    clock.advance(SOCKET_IDLE_CHECK_MS * 3);
    expect(sockets.last().sent).toHaveLength(1);
  });

  it('logs and ignores malformed messages', () => {
    const { transport, sockets, logger } = setup();
    transport.send(event(1));
    const socket = sockets.last();
    socket.open();
    for (const data of [
      'not json',
      '{"id":1,"status":"ok"}',
      '{"id":"x"}',
      'null',
      '42',
      '{"status":"ok"}',
      undefined,
    ]) {
      socket.emit('message', { data });
    }
    expect(logger.messages('error')).toEqual(Array(7).fill('Tracking: malformed websocket message ignored'));
    expect(transport.pending).toBe(1);
    socket.ackAll();
    expect(transport.pending).toBe(0);
  });

  it('ignores an acknowledgement of an unknown or already acknowledged id', () => {
    const { transport, sockets } = setup();
    transport.send(event(1));
    sockets.last().open();
    sockets.last().emit('message', { data: JSON.stringify({ id: 'nope', status: 'ok' }) });
    sockets.last().ackAll();
    sockets.last().ackAll();
    expect(transport.stats.acked).toBe(1);
  });

  it('sends unacknowledged events again, with the same ids, after a drop and a reconnect', () => {
    const { transport, sockets, clock } = setup();
    const ids = [1, 2, 3].map((n) => transport.send(event(n)));
    const first = sockets.last();
    first.open();
    first.emit('message', { data: JSON.stringify({ id: ids[0], status: 'ok' }) });
    first.drop();
    expect(sockets.sockets).toHaveLength(1);
    clock.advance(SOCKET_INITIAL_RETRY_MS - 1);
    expect(sockets.sockets).toHaveLength(1);
    clock.advance(1);
    const second = sockets.last();
    expect(second).not.toBe(first);
    second.open();
    expect(second.envelopes().map((envelope) => envelope.id)).toEqual(ids.slice(1));
    second.ackAll();
    expect(transport.pending).toBe(0);
  });

  it('backs off 5, 10, 20, 40, 60, 60 ... s and starts over after 10 failures', () => {
    const { transport, sockets, clock } = setup();
    transport.send(event(1));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const before = sockets.sockets.length;
      sockets.last().drop();
      let waited = 0;
      while (sockets.sockets.length === before && waited < 120_000) {
        clock.advance(1_000);
        waited += 1_000;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([5, 10, 20, 40, 60, 60, 60, 60, 60, 60, 5, 10].map((s) => s * 1_000));
  });

  it('a successful connection resets the backoff', () => {
    const { transport, sockets, clock } = setup();
    transport.send(event(1));
    sockets.last().drop();
    clock.advance(5_000);
    sockets.last().drop();
    clock.advance(10_000);
    sockets.last().open();
    sockets.last().drop();
    const before = sockets.sockets.length;
    clock.advance(5_000);
    expect(sockets.sockets.length).toBe(before + 1);
  });

  it('does not reconnect after the server closes with 4100, and sends over HTTP from then on', async () => {
    const http = httpRecorder();
    const { transport, sockets, clock, logger } = setup({ fetch: http.fetch });
    transport.send(event(1));
    sockets.last().open();
    sockets.last().drop(4100);
    expect(logger.messages('log')).toEqual(['Tracking: socket closed with 4100, using HTTP']);
    await settle();
    expect(http.bodies).toHaveLength(1);
    transport.send(event(2));
    await settle();
    clock.advance(10 * SOCKET_MAX_BACKOFF_MS);
    expect(sockets.sockets).toHaveLength(1);
    expect(http.bodies).toHaveLength(2);
    expect(transport.pending).toBe(0);
  });

  it('sends again what was written but never acknowledged, at the idle check', () => {
    const { transport, sockets, clock } = setup();
    const id = transport.send(event(1));
    sockets.last().open();
    clock.advance(SOCKET_IDLE_CHECK_MS - 1);
    expect(sockets.last().sent).toHaveLength(1);
    clock.advance(1);
    expect(
      sockets
        .last()
        .envelopes()
        .map((envelope) => envelope.id),
    ).toEqual([id, id]);
    sockets.last().ackAll();
    expect(transport.pending).toBe(0);
  });

  it('treats a connection that hangs past the idle check as failed and sends over HTTP', async () => {
    const http = httpRecorder();
    const { transport, sockets, clock } = setup({ fetch: http.fetch });
    transport.send(event(1));
    const hanging = sockets.last();
    clock.advance(SOCKET_IDLE_CHECK_MS);
    expect(hanging.closedWith).toBe(1000);
    await settle();
    expect(http.bodies).toHaveLength(1);
    expect(transport.pending).toBe(0);
    // It keeps trying to reconnect, and an open from the abandoned socket is ignored.
    hanging.open();
    expect(transport.stats.connections).toBe(0);
    clock.advance(SOCKET_INITIAL_RETRY_MS);
    expect(sockets.sockets).toHaveLength(2);
  });

  it('treats a send that throws as a drop', async () => {
    const http = httpRecorder();
    const { transport, sockets } = setup({ fetch: http.fetch });
    transport.send(event(1));
    const socket = sockets.last();
    socket.open();
    socket.closedWith = 1006;
    transport.send(event(2));
    await settle();
    expect(http.bodies.flatMap((call) => call.body as unknown[])).toHaveLength(2);
    expect(transport.pending).toBe(0);
  });

  it('reports a socket that cannot be created and sends over HTTP meanwhile', async () => {
    const http = httpRecorder();
    class Broken {
      constructor() {
        throw new SyntaxError('bad url');
      }
    }
    const { transport, report } = setup({
      fetch: http.fetch,
      WebSocket: Broken as unknown as TrackingEnvironment['WebSocket'],
    });
    transport.send(event(1));
    expect(report).toHaveBeenCalledWith(new Error('Tracking: no websocket'));
    expect((report.mock.calls[0]![0] as Error).cause).toEqual(new SyntaxError('bad url'));
    await settle();
    expect(http.bodies).toHaveLength(1);
    expect(transport.pending).toBe(0);
  });
});

describe('the HTTP fallback', () => {
  it('without a WebSocket: a beacon of JSON to {api}/create-events, each event with its event_id', () => {
    const beacon = vi.fn((_url: string, _data: string) => true);
    const { transport } = setup({ WebSocket: undefined, sendBeacon: beacon });
    const id = transport.send(event(1));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0]!;
    expect(url).toBe(`${API}/create-events?${VERSION_QUERY}`);
    const body: unknown = JSON.parse(data);
    expect(body).toEqual([{ ...event(1), event_id: id }]);
    expect(beaconEventsBodySchema.safeParse(body).success).toBe(true);
    expect(transport.pending).toBe(0);
    expect(transport.stats.beacon).toBe(1);
  });

  it('a refused beacon falls back to fetch POST with credentials', async () => {
    const http = httpRecorder();
    const beacon = vi.fn(() => false);
    const { transport } = setup({ WebSocket: undefined, sendBeacon: beacon, fetch: http.fetch });
    transport.send(event(1));
    expect(beacon).toHaveBeenCalledTimes(1);
    await settle();
    expect(http.bodies[0]).toMatchObject({
      url: `${API}/create-events?${VERSION_QUERY}`,
      init: {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      },
    });
    expect(transport.pending).toBe(0);
    expect(transport.stats.fetch).toBe(1);
  });

  it('a beacon that throws counts as refused', async () => {
    const http = httpRecorder();
    const { transport } = setup({
      WebSocket: undefined,
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
      fetch: http.fetch,
    });
    transport.send(event(1));
    await settle();
    expect(http.bodies).toHaveLength(1);
  });

  it('keeps events when fetch fails and sends them again at the idle check', async () => {
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    });
    const { transport, clock, logger } = setup({
      WebSocket: undefined,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    transport.send(event(1));
    await settle();
    expect(transport.pending).toBe(1);
    expect(logger.messages('warn')).toEqual(['Tracking: events kept to send again']);
    fail = false;
    clock.advance(SOCKET_IDLE_CHECK_MS);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(transport.pending).toBe(0);
  });

  it('tries a 5xx, 408 or 429 answer again; drops other refusals with a warning', async () => {
    for (const status of [500, 503, 408, 429]) {
      const http = httpRecorder(status);
      const { transport } = setup({ WebSocket: undefined, fetch: http.fetch });
      transport.send(event(1));
      await settle();
      expect(transport.pending).toBe(1);
    }
    const http = httpRecorder(422);
    const { transport, logger } = setup({ WebSocket: undefined, fetch: http.fetch });
    transport.send(event(1));
    await settle();
    expect(transport.pending).toBe(0);
    expect(logger.messages('warn')).toEqual(['Tracking: events refused (422)']);
  });

  it('keeps events when there is neither beacon nor fetch', () => {
    const { transport, logger } = setup({ WebSocket: undefined });
    transport.send(event(1));
    expect(transport.pending).toBe(1);
    expect(logger.messages('warn')).toEqual(['Tracking: events kept to send again']);
  });

  it('batches at most 50 events per request', () => {
    const beacon = vi.fn((_url: string, _data: string) => true);
    const { transport, sockets } = setup({ sendBeacon: beacon });
    for (let n = 0; n < 120; n++) transport.send(event(n));
    // Waiting for the first connection: nothing sent yet. It fails, so everything goes by beacon.
    expect(beacon).not.toHaveBeenCalled();
    sockets.last().drop();
    expect(beacon.mock.calls.map(([, data]) => (JSON.parse(data) as unknown[]).length)).toEqual([50, 50, 20]);
    expect(transport.pending).toBe(0);
  });

  it('with socketUrl null never opens a socket', () => {
    const beacon = vi.fn(() => true);
    const { transport, sockets } = setup({ sendBeacon: beacon }, { socketUrl: null });
    transport.send(event(1));
    expect(sockets.sockets).toHaveLength(0);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends purchases to {api}/v2/create-events, one per request, with tenant and market', async () => {
    const http = httpRecorder();
    const { transport, sockets } = setup({ fetch: http.fetch });
    const purchase: TrackingEvent = {
      event_type: 'purchase',
      tenant: 'glimt',
      market: 'no',
      dsid: 'd',
      user_id: null,
      session_id: null,
      transaction_id: 'A-1',
      currency: 'NOK',
      products: [{ sku: '1', price: 499, quantity: 1 }],
    };
    const id = transport.send(purchase, 'v2');
    transport.send({ ...purchase, transaction_id: 'A-2' }, 'v2');
    await settle();
    expect(sockets.sockets).toHaveLength(0);
    expect(http.bodies.map((call) => call.url)).toEqual([
      `${API}/v2/create-events?${VERSION_QUERY}`,
      `${API}/v2/create-events?${VERSION_QUERY}`,
    ]);
    expect(http.bodies[0]!.body).toEqual({
      tenant: 'glimt',
      market: 'no',
      events: [{ ...purchase, event_id: id }],
    });
    expect(createEventsBodySchema.safeParse(http.bodies[0]!.body).success).toBe(true);
    expect(transport.pending).toBe(0);
  });

  it('flushByHttp sends everything not yet acknowledged, also what is on the socket', () => {
    const beacon = vi.fn((_url: string, _data: string) => true);
    const { transport, sockets } = setup({ sendBeacon: beacon });
    transport.send(event(1));
    sockets.last().open();
    transport.send(event(2));
    expect(sockets.last().sent).toHaveLength(2);
    transport.flushByHttp();
    expect((JSON.parse(beacon.mock.calls[0]![1]) as unknown[]).length).toBe(2);
    expect(transport.pending).toBe(0);
    // A late acknowledgement is ignored.
    sockets.last().ackAll();
    expect(transport.stats.acked).toBe(0);
  });
});

describe('the queue', () => {
  it('is bounded: beyond the limit the oldest event is dropped and reported', () => {
    const { transport, report } = setup({ WebSocket: undefined }, { queueLimit: 3 });
    for (let n = 0; n < 5; n++) transport.send(event(n));
    expect(transport.pending).toBe(3);
    expect(transport.stats.dropped).toBe(2);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(new Error('Tracking: queue full, oldest events dropped'));
  });

  it('close stops timers and the socket; nothing is sent after', () => {
    const beacon = vi.fn(() => true);
    const { transport, sockets, clock } = setup({ sendBeacon: beacon });
    transport.send(event(1));
    sockets.last().open();
    transport.close();
    expect(sockets.last().closedWith).toBe(1000);
    transport.send(event(2));
    transport.flushByHttp();
    clock.advance(SOCKET_MAX_BACKOFF_MS * 2);
    expect(sockets.sockets).toHaveLength(1);
    expect(beacon).not.toHaveBeenCalled();
    expect(clock.pendingDelays()).toEqual([]);
  });
});
