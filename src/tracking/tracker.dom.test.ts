import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, type Tracker, type TrackerOptions } from './tracker';
import type { EventRoute, EventTransport, TransportStats } from './transport';
import type { BehaviourEvent, SentEvent } from './events';
import { createRecordingLogger, createManualClock } from './test-helpers';
import { purchaseEventSchema, trackingEventSchema, type TrackingEvent } from './schemas';

function recordingTransport() {
  const sent: Array<{ event: TrackingEvent; route: EventRoute }> = [];
  const transport: EventTransport & { flushed: number; closed: boolean } = {
    flushed: 0,
    closed: false,
    send(event, route = 'events') {
      sent.push({ event, route });
      return String(sent.length);
    },
    flushByHttp() {
      transport.flushed++;
    },
    pending: 0,
    stats: {} as TransportStats,
    close() {
      transport.closed = true;
    },
  };
  return { transport, sent, events: () => sent.map((entry) => entry.event as Record<string, unknown>) };
}

/** A fake IntersectionObserver the test drives. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Sets the visible share of `target`. */
  show(target: Element, ratio: number) {
    this.callback(
      [{ target, intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const trackers: Tracker[] = [];
let clock: ReturnType<typeof createManualClock>;
let logger: ReturnType<typeof createRecordingLogger>;

function setup(options: Partial<TrackerOptions> = {}) {
  const recorded = recordingTransport();
  const onEvent = vi.fn<(event: SentEvent) => void>();
  const tracker = createTracker({
    tenant: 'glimt',
    market: 'no',
    api: 'https://widget-api.glimt.test',
    transport: recorded.transport,
    onEvent,
    ...options,
    env: {
      setTimeout: clock.setTimeout,
      clearTimeout: clock.clearTimeout,
      now: clock.now,
      logger,
      ...options.env,
    },
  });
  trackers.push(tracker);
  return { tracker, onEvent, ...recorded };
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  clock = createManualClock();
  logger = createRecordingLogger();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  for (const tracker of trackers.splice(0)) tracker.destroy();
  vi.unstubAllGlobals();
});

describe('createTracker', () => {
  it('requires a tenant and checks the identifiers it is given', () => {
    expect(() => setup({ tenant: '' })).toThrow('createTracker requires a tenant');
    expect(() => setup({ market: {} as unknown as string })).toThrow(
      'setMarket event requires a string as an argument',
    );
    expect(() => setup({ userId: true as unknown as string })).toThrow(
      'setUserId event requires a string, a number, null or undefined as an argument',
    );
    expect(() => setup({ sessionId: [] as unknown as string })).toThrow(
      'setSessionId event requires a string, a number, null or undefined as an argument',
    );
  });

  it('holds tenant, market, user_id, session_id and the dsid from local storage', () => {
    const { tracker } = setup({ market: 578, userId: 42, sessionId: 'sess' });
    expect(tracker.identifiers).toEqual({
      tenant: 'glimt',
      market: '578',
      user_id: '42',
      session_id: 'sess',
      dsid: localStorage.getItem('_dep_id'),
    });
    tracker.setMarket('se');
    tracker.setUserId(null);
    tracker.setSessionId(undefined);
    expect(tracker.identifiers).toMatchObject({ market: 'se', user_id: null, session_id: null });
    expect(setup().tracker.identifiers.dsid).toBe(tracker.identifiers.dsid);
  });

  it('reports through its own reporter when storage is unusable', () => {
    const reportError = vi.fn();
    setup({
      reportError,
      env: {
        storage: () => {
          throw new Error('blocked');
        },
      },
    });
    expect(reportError).toHaveBeenCalledWith(
      new Error('Visitor id: local storage unusable, using a cookie'),
      undefined,
    );
  });
});

describe('the tracker methods', () => {
  it('throw their validation messages', () => {
    const { tracker, sent } = setup();
    const loose = tracker as unknown as Record<string, (value: unknown) => void>;
    for (const method of ['setMarket', 'setProductId', 'addToCart'])
      expect(() => loose[method]!({})).toThrow(`${method} event requires a string as an argument`);
    for (const method of ['setUserId', 'setSessionId'])
      expect(() => loose[method]!(false)).toThrow(
        `${method} event requires a string, a number, null or undefined as an argument`,
      );
    expect(() => loose.purchase!('A-1')).toThrow('purchase event requires an object as an argument');
    expect(() => loose.searchClick!(undefined)).toThrow(
      'searchClick event requires an object as an argument',
    );
    expect(() => loose.recommendationClick!({})).toThrow(
      'recommendationClick event requires a string as an argument',
    );
    expect(sent).toEqual([]);
  });

  it('addToCart sends add_to_cart with the identifiers and page fields; numbers become strings', () => {
    const { tracker, events, onEvent } = setup({ userId: 'u1' });
    tracker.addToCart(1234);
    const [event] = events();
    expect(event).toEqual({
      type: 'add_to_cart',
      tenant: 'glimt',
      market: 'no',
      user_id: 'u1',
      session_id: null,
      dsid: tracker.identifiers.dsid,
      product_id: '1234',
      url: 'http://localhost:3000/',
      document_referrer: '',
      document_width: document.documentElement.clientWidth,
      attribution_id: undefined,
    });
    expect(trackingEventSchema.safeParse(event).success).toBe(true);
    expect(onEvent).toHaveBeenCalledWith(event);
  });

  it("purchase sends to the v2 route, and needs a market: 'Market not set'", () => {
    const { tracker, sent } = setup({ market: undefined });
    const purchase = {
      transaction_id: 77,
      currency: 'NOK',
      items: [{ item_id: 5, price: 499, quantity: 2 }],
    };
    expect(() => tracker.purchase(purchase)).toThrow('Market not set');
    tracker.setMarket('no');
    tracker.purchase(purchase);
    expect(sent).toEqual([
      {
        route: 'v2',
        event: {
          event_type: 'purchase',
          tenant: 'glimt',
          market: 'no',
          dsid: tracker.identifiers.dsid,
          user_id: null,
          session_id: null,
          transaction_id: '77',
          currency: 'NOK',
          products: [{ sku: '5', price: 499, quantity: 2 }],
        },
      },
    ]);
    expect(purchaseEventSchema.safeParse(sent[0]!.event).success).toBe(true);
  });

  it('search and recommendation clicks carry the full field list and store their attribution per product', () => {
    const { tracker, events } = setup();
    tracker.searchClick({
      product_id: 1234,
      search_result_id: 'sr-1',
      entity_price: 499,
      currency: 'NOK',
      click_location: 'search_page',
      ab_test_group: 'b',
      variant_ids: ['v1', 'v2'],
      entity_identifiers: { sku: '1234-1' },
    });
    const [click] = events();
    expect(click).toMatchObject({
      type: 'search_click',
      product_id: '1234',
      search_result_id: 'sr-1',
      entity_price: 499,
      currency: 'NOK',
      click_location: 'search_page',
      ab_test_group: 'b',
      variant_ids: ['v1', 'v2'],
      entity_identifiers: { sku: '1234-1' },
      url: 'http://localhost:3000/',
      document_referrer: '',
    });
    const attribution = click!.attribution_id as string;
    expect(attribution).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('depict_attribution_1234')).toBe(attribution);
    // The product's page view and add to cart carry the attribution.
    history.pushState(null, '', '/p/1234');
    tracker.setProductId(1234);
    tracker.addToCart('1234');
    expect(
      events()
        .slice(1)
        .map((event) => event.attribution_id),
    ).toEqual([attribution, attribution]);

    tracker.recommendationClick({
      product_id: 'x9',
      recommendation_id: 'rc-1',
      recommendation_type: 'related',
      attribution_id: 'given',
    });
    expect(events()[3]).toMatchObject({
      type: 'recommendation_click',
      recommendation_id: 'rc-1',
      recommendation_type: 'related',
      attribution_id: 'given',
    });
    expect(localStorage.getItem('depict_attribution_x9')).toBe('given');
  });
});

describe('page views', () => {
  it('are sent once per page URL after the product id is set, and again after the URL changes', () => {
    const { tracker, events } = setup();
    tracker.setProductId('1');
    tracker.setProductId('1');
    tracker.setProductId('2');
    expect(events().map((event) => [event.type, event.product_id])).toEqual([['page_view', '1']]);
    history.pushState(null, '', '/p/2');
    tracker.setProductId(2);
    history.replaceState(null, '', '/p/3');
    tracker.setProductId(3);
    expect(events().map((event) => [event.product_id, event.url])).toEqual([
      ['1', 'http://localhost:3000/'],
      ['2', 'http://localhost:3000/p/2'],
      ['3', 'http://localhost:3000/p/3'],
    ]);
  });

  it("log 'Error listening to URL change' when the page cannot be watched, and still work", () => {
    const win = new Proxy(window, {
      get(target, key) {
        if (key === 'history') throw new Error('denied');
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' &&
          key !== 'IntersectionObserver' &&
          key !== 'MutationObserver' &&
          key !== 'Element'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    });
    const { tracker, events } = setup({ env: { window: win } });
    expect(logger.messages('error')).toEqual(['Error listening to URL change']);
    tracker.setProductId('1');
    expect(events()).toHaveLength(1);
  });
});

describe('automatic capture', () => {
  function card(attribute: string, id: string, productId?: string) {
    const element = document.createElement('article');
    element.setAttribute(attribute, id);
    if (productId !== undefined) element.setAttribute('data-product-id', productId);
    const button = document.createElement('button');
    button.className = 'depict-add-to-cart';
    button.textContent = 'Legg i handlekurv';
    element.append(button);
    document.body.append(element);
    return { element, button };
  }

  it.each([
    ['data-recommendation_id', 'recommendation_id'],
    ['data-recommendation-id', 'recommendation_id'],
    ['data-search-result-id', 'search_result_id'],
    ['data-product-listing-result-id', 'product_listing_result_id'],
  ])('a click on .depict-add-to-cart inside a card with %s sends add_to_cart with %s', (attribute, field) => {
    const { events } = setup();
    const { button } = card(attribute, 'tid-1', '1234');
    button.click();
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({ type: 'add_to_cart', product_id: '1234', [field]: 'tid-1' });
  });

  it('takes the product id from the button first', () => {
    const { events } = setup();
    const { button } = card('data-search-result-id', 'sr-1', 'card-product');
    button.setAttribute('data-product-id', 'button-product');
    button.click();
    expect(events()[0]).toMatchObject({ product_id: 'button-product' });
  });

  it('only warns when there is no tracking data, no tracking id or no product id', () => {
    const { events } = setup();
    const loose = document.createElement('button');
    loose.className = 'depict-add-to-cart';
    document.body.append(loose);
    loose.click();
    card('data-recommendation-id', '', '1').button.click();
    card('data-search-result-id', 'sr-2').button.click();
    expect(logger.messages('warn')).toEqual([
      'No tracking data on the add-to-cart button',
      'Missing tracking id on the product card',
      'No product id on the add-to-cart click',
    ]);
    // Without a product id the card id is enough (spec: product_id or one of the card ids).
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({ type: 'add_to_cart', search_result_id: 'sr-2' });
    expect(events()[0]).not.toHaveProperty('product_id');
  });

  it('counts Enter or Space on a button that fires no click (react-aria), never twice for a native one', () => {
    const { events } = setup();
    const { button } = card('data-search-result-id', 'sr-1', '1');
    // Like react-aria's usePress: the key's default is prevented, no click follows.
    const prevent = (event: KeyboardEvent) => event.preventDefault();
    button.addEventListener('keydown', prevent);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    button.dispatchEvent(
      new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true, repeat: true }),
    );
    expect(events()).toEqual([]);
    clock.advance(0);
    expect(events()).toHaveLength(1);
    button.removeEventListener('keydown', prevent);
    // A native button: the key is not prevented, the browser's click is what counts.
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    button.click();
    clock.advance(0);
    expect(events()).toHaveLength(2);
  });

  it('ignores other clicks, and nothing is captured with autoCapture off', () => {
    const { events } = setup({ autoCapture: false });
    card('data-search-result-id', 'sr-1', '1').button.click();
    document.body.click();
    expect(events()).toEqual([]);
  });

  it('sends element_visible for a card 60% visible for 500 ms, once per tracking id per page', () => {
    const first = card('data-recommendation-id', 'rc-1', '11').element;
    const { events } = setup();
    const io = FakeIntersectionObserver.instances[0]!;
    expect(io.targets.has(first)).toBe(true);
    io.show(first, 0.6);
    clock.advance(499);
    expect(events()).toEqual([]);
    clock.advance(1);
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({
      type: 'element_visible',
      recommendation_id: 'rc-1',
      product_id: '11',
    });
    expect(trackingEventSchema.safeParse(events()[0]).success).toBe(true);
  });

  it('watches cards added later, stops watching removed ones, and reports a tracking id once per page', async () => {
    const { events } = setup();
    const io = FakeIntersectionObserver.instances[0]!;
    const wrapper = document.createElement('section');
    const a = card('data-search-result-id', 'sr-1').element;
    const b = card('data-search-result-id', 'sr-1').element;
    wrapper.append(a, b);
    document.body.append(wrapper);
    await Promise.resolve();
    expect(io.targets.has(a) && io.targets.has(b)).toBe(true);
    io.show(a, 1);
    io.show(b, 1);
    clock.advance(500);
    expect(events()).toHaveLength(1);
    // A new page: the same id may be reported again.
    history.pushState(null, '', '/side-2');
    const c = card('data-search-result-id', 'sr-1').element;
    await Promise.resolve();
    io.show(c, 0.9);
    clock.advance(500);
    expect(events()).toHaveLength(2);
    wrapper.remove();
    await Promise.resolve();
    expect(io.targets.has(a)).toBe(false);
  });

  it('warns about a watched element without a tracking id', () => {
    const { tracker, events } = setup();
    const element = document.createElement('div');
    document.body.append(element);
    const stop = tracker.observe(element);
    FakeIntersectionObserver.instances[0]!.show(element, 1);
    clock.advance(500);
    expect(logger.messages('warn')).toEqual(['Missing tracking id on a visible card']);
    expect(events()).toEqual([]);
    stop();
  });
});

describe('page lifecycle', () => {
  it('sends what is left over HTTP when the page is hidden or left', () => {
    const { transport } = setup();
    window.dispatchEvent(new Event('pagehide'));
    expect(transport.flushed).toBe(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(transport.flushed).toBe(2);
  });

  it('destroy removes every listener and puts history back; an injected transport stays open', () => {
    const pushState = history.pushState;
    const { tracker, transport, events } = setup();
    expect(history.pushState).not.toBe(pushState);
    tracker.destroy();
    expect(history.pushState).toBe(pushState);
    window.dispatchEvent(new Event('pagehide'));
    card('data-search-result-id', 'sr-1', '1');
    document.querySelector<HTMLButtonElement>('.depict-add-to-cart')!.click();
    expect(events()).toEqual([]);
    expect(transport.flushed).toBe(0);
    expect(transport.closed).toBe(false);

    function card(attribute: string, id: string, productId: string) {
      const element = document.createElement('article');
      element.setAttribute(attribute, id);
      element.setAttribute('data-product-id', productId);
      element.innerHTML = '<button class="depict-add-to-cart">Kjøp</button>';
      document.body.append(element);
    }
  });

  it('destroy flushes and closes the transport it made', () => {
    const sendBeacon = vi.fn(() => true);
    const { tracker } = setup({
      transport: undefined,
      env: { WebSocket: undefined, sendBeacon, fetch: undefined },
    });
    tracker.addToCart('1');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    tracker.destroy();
    tracker.addToCart('2');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});

describe('event types', () => {
  it('behaviour events are create-events tracking events', () => {
    const event: BehaviourEvent = {
      type: 'page_view',
      tenant: 't',
      market: null,
      user_id: null,
      session_id: null,
      dsid: 'd',
    };
    const asApiEvent: TrackingEvent = event;
    expect(trackingEventSchema.safeParse(asApiEvent).success).toBe(true);
  });
});
