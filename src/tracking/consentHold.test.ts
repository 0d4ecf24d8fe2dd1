import { describe, expect, it } from 'vitest';
import { CONSENT_LEVELS, createConsentStore, type ConsentLevel } from '../consent/consent';
import { ATTRIBUTION_KEY_PREFIX } from './attribution';
import { HELD_EVENTS_LIMIT, createEventHold, trackingPermission } from './consentHold';
import { VISITOR_ID_KEY } from './identity';
import { createMemoryStorage, createTestEnvironment } from './test-helpers';
import { createTracker, type TrackerOptions } from './tracker';
import type { EventTransport, TransportStats } from './transport';
import type { TrackingEvent } from './schemas';

describe('trackingPermission', () => {
  it('sends without a consent store, holds before the answer, and after it sends or drops by the level', () => {
    expect(trackingPermission(undefined, 'preferences')).toBe('send');
    expect(trackingPermission(createConsentStore(), 'preferences')).toBe('hold');
    expect(trackingPermission(createConsentStore({ preferences: true }), 'preferences')).toBe('send');
    expect(trackingPermission(createConsentStore({ statistics: true }), 'preferences')).toBe('drop');
    // A store of the host's own without `decided` counts as answered.
    const own = {
      get: () => ({}) as never,
      has: () => false,
      set: () => undefined,
      subscribe: () => () => true,
    };
    expect(trackingPermission(own, 'statistics')).toBe('drop');
  });
});

describe('createEventHold', () => {
  it('keeps the first events up to its bound, then counts the rest as dropped', () => {
    const hold = createEventHold<number>(2);
    expect([hold.hold(1), hold.hold(2), hold.hold(3)]).toEqual([true, true, false]);
    expect(hold.state()).toEqual({ held: 2, released: 0, dropped: 1 });
    expect(hold.release()).toEqual([1, 2]);
    expect(hold.state()).toEqual({ held: 0, released: 2, dropped: 1 });
    hold.hold(4);
    expect(hold.drop()).toBe(1);
    expect(hold.state()).toEqual({ held: 0, released: 2, dropped: 2 });
  });
});

function recordingTransport() {
  const sent: Array<Record<string, unknown>> = [];
  const transport: EventTransport = {
    send(event: TrackingEvent) {
      sent.push(event as Record<string, unknown>);
      return String(sent.length);
    },
    flushByHttp: () => undefined,
    pending: 0,
    stats: {} as TransportStats,
    close: () => undefined,
  };
  return { transport, sent };
}

/** A tracker on a page without a DOM, with memory storage the test reads. */
function setup(options: Partial<TrackerOptions> = {}) {
  const storage = createMemoryStorage();
  const { env, logger } = createTestEnvironment({ storage: () => storage });
  const { transport, sent } = recordingTransport();
  const tracker = createTracker({
    tenant: 'glimt',
    market: 'no',
    api: 'https://api.test',
    transport,
    env,
    ...options,
  });
  const types = () => sent.map((event) => event.type ?? event.event_type);
  return { tracker, storage, sent, types, logger };
}

const purchase = {
  transaction_id: 'A-1',
  currency: 'NOK',
  items: [{ item_id: '7', price: 499, quantity: 1 }],
};

describe('a tracker that waits for consent', () => {
  it('holds events before the answer, stores no visitor id, and sends them in order once the level is granted', () => {
    const consent = createConsentStore();
    const { tracker, storage, sent, types } = setup({ consent });
    tracker.setProductId('7');
    tracker.addToCart('7');
    tracker.purchase(purchase);
    expect(sent).toEqual([]);
    expect(storage.getItem(VISITOR_ID_KEY)).toBeNull();
    expect(tracker.heldEvents).toEqual({ held: 3, released: 0, dropped: 0 });

    consent.set({ preferences: true });
    const visitorId = storage.getItem(VISITOR_ID_KEY);
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(types()).toEqual(['page_view', 'add_to_cart', 'purchase']);
    expect(sent.every((event) => event.dsid === visitorId)).toBe(true);
    expect(tracker.heldEvents).toEqual({ held: 0, released: 3, dropped: 0 });

    tracker.addToCart('8');
    expect(types()).toEqual(['page_view', 'add_to_cart', 'purchase', 'add_to_cart']);
    expect(sent[3]?.dsid).toBe(visitorId);
  });

  it('drops the held events and every later one when the answer refuses the level, and stores nothing', () => {
    const consent = createConsentStore();
    const { tracker, storage, sent, logger } = setup({ consent });
    tracker.setProductId('7');
    tracker.recommendationClick({ product_id: '9' });
    consent.set({ statistics: true, preferences: false, marketing: true });
    tracker.addToCart('7');
    expect(sent).toEqual([]);
    expect(tracker.heldEvents).toEqual({ held: 0, released: 0, dropped: 3 });
    expect(storage.length).toBe(0);
    expect(logger.messages('log')).toContain('Tracking: 2 held events dropped: no preferences consent');
    expect(logger.messages('log')).toContain('Tracking event add_to_cart skipped: no preferences consent');
  });

  it.each(CONSENT_LEVELS.filter((level) => level !== 'necessary'))(
    'with %s as the tracking level, sends the held events only when that level is granted',
    (consentLevel: ConsentLevel) => {
      for (const granted of CONSENT_LEVELS.filter((level) => level !== 'necessary')) {
        const consent = createConsentStore();
        const { tracker, sent, storage } = setup({ consent, consentLevel });
        tracker.addToCart('7');
        consent.set({ [granted]: true });
        const allowed = granted === consentLevel;
        expect(sent.length, `${granted} granted`).toBe(allowed ? 1 : 0);
        expect(storage.getItem(VISITOR_ID_KEY) !== null, `${granted} granted`).toBe(allowed);
      }
    },
  );

  it('sends at once, with the stored visitor id, when the answer was given before', () => {
    const { tracker, storage, sent } = setup({ consent: createConsentStore({ preferences: true }) });
    expect(storage.getItem(VISITOR_ID_KEY)).not.toBeNull();
    tracker.addToCart('7');
    expect(sent[0]?.dsid).toBe(storage.getItem(VISITOR_ID_KEY));
  });

  it(`holds at most ${HELD_EVENTS_LIMIT} events and counts the rest as dropped`, () => {
    const consent = createConsentStore();
    const { tracker, sent } = setup({ consent });
    for (let index = 0; index < HELD_EVENTS_LIMIT + 5; index++) tracker.addToCart(String(index));
    expect(tracker.heldEvents).toEqual({ held: HELD_EVENTS_LIMIT, released: 0, dropped: 5 });
    consent.set({ preferences: true });
    expect(sent).toHaveLength(HELD_EVENTS_LIMIT);
    expect(sent[0]?.product_id).toBe('0');
  });

  it('keeps a click’s attribution in memory before the answer, and stores it once the level is granted', () => {
    const consent = createConsentStore();
    const { tracker, storage, sent } = setup({ consent });
    tracker.recommendationClick({ product_id: '9', attribution_id: 'att-1' });
    tracker.addToCart('9');
    expect(storage.getItem(`${ATTRIBUTION_KEY_PREFIX}9`)).toBeNull();
    consent.set({ preferences: true });
    expect(storage.getItem(`${ATTRIBUTION_KEY_PREFIX}9`)).toBe('att-1');
    expect(sent.map((event) => event.attribution_id)).toEqual(['att-1', 'att-1']);
  });

  it('stops sending when the level is withdrawn', () => {
    const consent = createConsentStore({ preferences: true });
    const { tracker, sent } = setup({ consent });
    tracker.addToCart('1');
    consent.set({ preferences: false });
    tracker.addToCart('2');
    expect(sent.map((event) => event.product_id)).toEqual(['1']);
    expect(tracker.heldEvents.dropped).toBe(1);
  });

  it('sends everything without a consent store (the host takes consent on itself)', () => {
    const { tracker, sent, storage } = setup();
    tracker.addToCart('1');
    expect(sent).toHaveLength(1);
    expect(storage.getItem(VISITOR_ID_KEY)).not.toBeNull();
  });

  it('stops listening to consent when destroyed', () => {
    const consent = createConsentStore();
    const { tracker, sent } = setup({ consent });
    tracker.addToCart('1');
    tracker.destroy();
    consent.set({ preferences: true });
    expect(sent).toEqual([]);
  });
});
