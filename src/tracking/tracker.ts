/**
 * The behaviour tracker (widget spec sections 3 to 9): identity, argument checks, the events, and
 * their automatic capture on the host's page (page views, visible cards, add-to-cart clicks, and
 * clicks on cards: a search, listing or recommendation click remembered for attribution).
 */
import { PERSONALISATION_CONSENT_LEVEL, type ConsentLevel, type ConsentStore } from '../consent/consent';
import { HELD_EVENTS_LIMIT, createEventHold, trackingPermission, type HeldEventsState } from './consentHold';
import { createEnvironment, randomId, type TrackingEnvironment } from './env';
import { guardReporter, reportError, type ErrorReporter } from './errors';
import { readVisitorId } from './identity';
import { readAttribution, saveAttribution } from './attribution';
import { requireId, optionalId, validatePurchase, type PurchaseInput } from './validation';
import { createEventTransport, type EventTransport, type TransportTiming } from './transport';
import { observeVisibility } from './visibility';
import {
  ADD_TO_CART_CLASS,
  CARD_SELECTOR,
  PRODUCT_ID_ATTRIBUTE,
  chosenCard,
  listenToUrlChange,
  readCardTracking,
} from './dom';
import type {
  BehaviourEvent,
  BehaviourEventType,
  ClickInput,
  SentEvent,
  TrackedPurchaseEvent,
  TrackingEventFields,
  TrackingIdentifiers,
} from './events';

/** Options of {@link createTracker}. */
export interface TrackerOptions {
  /** The merchant. */
  tenant: string;
  /** The widget API host (`{api}`), e.g. `'https://api.example.com'`. */
  api: string;
  /** The market; purchases need one ({@link Tracker.setMarket} sets it later). */
  market?: string | number;
  /** The logged-in customer. */
  userId?: string | number | null;
  /** The host's session. */
  sessionId?: string | number | null;
  /**
   * The events socket; `null` sends everything over HTTP.
   * @default `{api}` with a `ws:`/`wss:` scheme plus `/v2/ws`
   */
  socketUrl?: string | null;
  /** Parts of the environment to replace (tests, server rendering); the rest is the browser's. */
  env?: Partial<TrackingEnvironment>;
  /** @default the installed reporter ({@link setErrorReporter}), else `console.error` */
  reportError?: ErrorReporter;
  /** Socket backoff and queue limits. @default the spec's constants */
  timing?: TransportTiming;
  /** Sends through this transport instead of creating one (tests, stories); it is not closed by `destroy`. */
  transport?: EventTransport;
  /**
   * Capture page events on its own: add-to-cart clicks on `.depict-add-to-cart` inside cards (also
   * Enter and Space on buttons that handle keys themselves and fire no click, like react-aria's),
   * and visibility of every card with a tracking attribute (also cards added later).
   * @default true
   */
  autoCapture?: boolean;
  /** Called with every event right after it was queued for sending (debug panels, tests). */
  onEvent?: (event: SentEvent) => void;
  /**
   * The visitor's consent. Until the visitor answers, events are held in memory (at most
   * `HELD_EVENTS_LIMIT`) and no visitor id is stored; the answer sends them if `consentLevel` is
   * granted and drops them if not, and later events follow the same rule. Without a store every
   * event is sent: the host has taken consent on itself.
   */
  consent?: ConsentStore;
  /**
   * The level behaviour tracking needs: the personalisation service's (cookie group C0003), since
   * the events feed recommendations. @default PERSONALISATION_CONSENT_LEVEL ('preferences')
   */
  consentLevel?: ConsentLevel;
  /** Called whenever events are held, released or dropped for consent (debug panels, stories). */
  onHeldEvents?: (state: HeldEventsState) => void;
}

/** The tracker; see {@link createTracker}. */
export interface Tracker {
  /** The identifiers sent with every event (a copy). */
  readonly identifiers: Readonly<TrackingIdentifiers>;
  /** Sets the market. @throws TypeError unless a string or number */
  setMarket(market: string | number): void;
  /**
   * Says which product this page shows; the first call on a page URL sends its page view.
   * @throws TypeError unless a string or number
   */
  setProductId(productId: string | number): void;
  /** Sets or clears (`null`, `undefined`) the customer. @throws TypeError for other types */
  setUserId(userId: string | number | null | undefined): void;
  /** Sets or clears (`null`, `undefined`) the session. @throws TypeError for other types */
  setSessionId(sessionId: string | number | null | undefined): void;
  /** A product was put in the cart. @throws TypeError unless a string or number */
  addToCart(productId: string | number): void;
  /** An order was placed. @throws TypeError for a malformed purchase, Error `'Market not set'` */
  purchase(purchase: PurchaseInput): void;
  /** A search result was clicked; remembers the click for attribution. @throws TypeError without a product id */
  searchClick(click: ClickInput): void;
  /** A recommendation was clicked; remembers the click for attribution. @throws TypeError without a product id */
  recommendationClick(click: ClickInput): void;
  /** Watches one card's visibility (automatic for cards with tracking attributes); returns the stop function. */
  observe(element: Element): () => void;
  /** Events held for consent, released and dropped so far (see {@link TrackerOptions.consent}). */
  readonly heldEvents: HeldEventsState;
  /** Sends every unacknowledged event over HTTP now. */
  flush(): void;
  /** Stops listening, sends what is left over HTTP and closes its transport. */
  destroy(): void;
}

/**
 * Creates a tracker for one tenant.
 *
 * ```ts
 * const tracker = createTracker({ tenant: 'glimt', market: 'no', api: 'https://api.example.com' });
 * tracker.setProductId('1234');            // page view, once per URL
 * tracker.addToCart(1234);                 // numbers become strings
 * tracker.purchase({ transaction_id: 'A-1', currency: 'NOK', items: [{ item_id: 1234, price: 499, quantity: 1 }] });
 * ```
 * @throws TypeError without a tenant, or with a malformed market, user or session id
 */
export function createTracker(options: TrackerOptions): Tracker {
  const { tenant, api, onEvent } = options;
  if (typeof tenant !== 'string' || !tenant) throw new TypeError('createTracker requires a tenant');
  const env = createEnvironment(options.env);
  const given = options.reportError;
  const report: ErrorReporter = given ? guardReporter(() => given) : reportError;
  const transport =
    options.transport ??
    createEventTransport({
      ...options.timing,
      api,
      socketUrl: options.socketUrl,
      env: options.env,
      reportError: report,
    });
  const ids: TrackingIdentifiers = {
    tenant,
    market: options.market === undefined ? null : requireId('setMarket', options.market),
    user_id: optionalId('setUserId', options.userId),
    session_id: optionalId('setSessionId', options.sessionId),
    // Stored only once consent allows sending (`allowSending`); until then an id that never leaves.
    dsid: randomId(env.random),
  };
  const win = env.window;
  const doc = env.document;
  const log = env.logger;
  const cleanups: Array<() => void> = [];
  /** The URL whose page view was sent. */
  let pageViewUrl: string | undefined;
  /** Tracking ids reported visible on this page. */
  const seen = new Set<string>();

  const currentUrl = () => win?.location.href ?? '';

  const level = options.consentLevel ?? PERSONALISATION_CONSENT_LEVEL;
  const permission = () => trackingPermission(options.consent, level);
  const hold = createEventHold<{ event: SentEvent; route?: 'v2' }>();
  /** Clicks' attribution ids kept in memory while storage may not be written. */
  const heldAttributions = new Map<string, string>();
  let visitorIdStored = false;
  const heldChanged = () => options.onHeldEvents?.(hold.state());

  /** Consent allows sending: the visitor id and held attributions go to storage (once). */
  const allowSending = () => {
    if (!visitorIdStored) {
      ids.dsid = readVisitorId(env, report);
      visitorIdStored = true;
    }
    for (const [productId, attribution] of heldAttributions)
      saveAttribution(env.storage, productId, attribution);
    heldAttributions.clear();
  };

  const send = (event: SentEvent, route?: 'v2') => {
    const sent = { ...event, dsid: ids.dsid } as SentEvent;
    transport.send(sent, route);
    onEvent?.(sent);
  };

  /** Sends, holds or drops an event, as consent says now. */
  const deliver = (event: SentEvent, route?: 'v2') => {
    const now = permission();
    if (now === 'send') {
      allowSending();
      return send(event, route);
    }
    if (now === 'hold') hold.hold({ event, route });
    else {
      hold.dropOne();
      log.log(
        `Tracking event ${'type' in event ? event.type : event.event_type} skipped: no ${level} consent`,
      );
    }
    heldChanged();
  };

  if (permission() === 'send') allowSending();
  const stopConsent = options.consent?.subscribe(() => {
    const now = permission();
    if (now === 'send') {
      allowSending();
      for (const { event, route } of hold.release()) send(event, route);
    } else if (now === 'drop') {
      const count = hold.drop();
      heldAttributions.clear();
      if (count) log.log(`Tracking: ${count} held events dropped: no ${level} consent`);
    } else return;
    heldChanged();
  });
  if (stopConsent) cleanups.push(stopConsent);

  const emit = (type: BehaviourEventType, fields: TrackingEventFields): void => {
    const event: BehaviourEvent = {
      ...ids,
      type,
      ...(doc && {
        url: currentUrl(),
        document_referrer: doc.referrer,
        document_width: doc.documentElement.clientWidth,
      }),
      ...fields,
    };
    deliver(event);
  };

  const productEvent = (type: BehaviourEventType, productId: string, fields: TrackingEventFields = {}) =>
    emit(type, {
      attribution_id: heldAttributions.get(productId) ?? readAttribution(env.storage, productId),
      ...fields,
      product_id: productId,
    });

  const click = (type: 'search_click' | 'recommendation_click', name: string, input: ClickInput): void => {
    if (typeof input !== 'object' || input === null)
      throw new TypeError(`${name} event requires an object as an argument`);
    const productId = requireId(name, input.product_id);
    const attribution = input.attribution_id ?? randomId(env.random);
    if (permission() === 'send') saveAttribution(env.storage, productId, attribution);
    else if (heldAttributions.size < HELD_EVENTS_LIMIT) heldAttributions.set(productId, attribution);
    productEvent(type, productId, { ...input, product_id: productId, attribution_id: attribution });
  };

  const visibility = observeVisibility(win, env, (element) => {
    const tracking = readCardTracking(element);
    const key = tracking && Object.values(tracking)[0];
    if (!key) return log.warn('Missing tracking id on a visible card', element);
    if (seen.has(key)) return;
    seen.add(key);
    emit('element_visible', {
      ...tracking,
      product_id: element.getAttribute(PRODUCT_ID_ATTRIBUTE) ?? undefined,
    });
  });

  if (win && doc) {
    const flushHidden = () => doc.visibilityState === 'hidden' && transport.flushByHttp();
    win.addEventListener('pagehide', transport.flushByHttp);
    doc.addEventListener('visibilitychange', flushHidden);
    cleanups.push(
      () => win.removeEventListener('pagehide', transport.flushByHttp),
      () => doc.removeEventListener('visibilitychange', flushHidden),
      listenToUrlChange(
        win,
        () => {
          pageViewUrl = undefined;
          seen.clear();
        },
        log,
      ),
    );
    if (options.autoCapture !== false) {
      /**
       * A card was opened (clicked, or followed by Enter from a combobox): a recommendation card sends
       * `recommendation_click`, a search or listing card `search_click` with its id, and the click's
       * attribution id is remembered for the product's later add to cart and purchase. A card
       * without its ids sends nothing (watching it already warned).
       */
      const onCardChosen = (card: Element | null) => {
        const tracking = card && readCardTracking(card);
        const productId = card?.getAttribute(PRODUCT_ID_ATTRIBUTE);
        if (!tracking || !productId) return;
        const input = { ...tracking, product_id: productId };
        if (tracking.recommendation_id) click('recommendation_click', 'recommendationClick', input);
        else click('search_click', 'searchClick', input);
      };
      const onClick = (event: Event) => {
        const button = (event.target as Element | null)?.closest?.(`.${ADD_TO_CART_CLASS}`);
        if (!button) return onCardChosen(chosenCard(event.target, 'click'));
        const card = button.closest(CARD_SELECTOR);
        if (!card) return log.warn('No tracking data on the add-to-cart button', button);
        const tracking = readCardTracking(card);
        if (!tracking) return log.warn('Missing tracking id on the product card', card);
        const productId =
          button.getAttribute(PRODUCT_ID_ATTRIBUTE) || card.getAttribute(PRODUCT_ID_ATTRIBUTE);
        if (productId) return productEvent('add_to_cart', productId, tracking);
        log.warn('No product id on the add-to-cart click', button);
        emit('add_to_cart', tracking);
      };
      const cardsIn = (node: Node): Element[] =>
        node instanceof win.Element
          ? [...(node.matches(CARD_SELECTOR) ? [node] : []), ...node.querySelectorAll(CARD_SELECTOR)]
          : [];
      const mutations = win.MutationObserver
        ? new win.MutationObserver((records) => {
            for (const record of records) {
              record.addedNodes.forEach((node) => cardsIn(node).forEach(visibility.observe));
              record.removedNodes.forEach((node) => cardsIn(node).forEach(visibility.unobserve));
            }
          })
        : undefined;
      // A button that prevents the default of Enter or Space (react-aria's usePress does) fires no
      // click: once the key event is over, a prevented default stands for the press.
      const onKey = (event: KeyboardEvent) => {
        // Enter on a combobox follows its highlighted option before any click could say so.
        const option = event.key === 'Enter' && !event.repeat ? chosenCard(event.target, 'enter') : null;
        if (option) return onCardChosen(option);
        if ((event.key === 'Enter' || event.key === ' ') && !event.repeat)
          env.setTimeout(() => event.defaultPrevented && onClick(event), 0);
      };
      doc.addEventListener('click', onClick, true);
      doc.addEventListener('keydown', onKey, true);
      cardsIn(doc.documentElement).forEach(visibility.observe);
      mutations?.observe(doc.documentElement, { childList: true, subtree: true });
      cleanups.push(
        () => doc.removeEventListener('click', onClick, true),
        () => doc.removeEventListener('keydown', onKey, true),
        () => mutations?.disconnect(),
      );
    }
  }

  return {
    get identifiers() {
      return { ...ids };
    },
    setMarket(market) {
      ids.market = requireId('setMarket', market);
    },
    setProductId(productId) {
      const id = requireId('setProductId', productId);
      const url = currentUrl();
      if (pageViewUrl === url) return;
      pageViewUrl = url;
      productEvent('page_view', id);
    },
    setUserId(userId) {
      ids.user_id = optionalId('setUserId', userId);
    },
    setSessionId(sessionId) {
      ids.session_id = optionalId('setSessionId', sessionId);
    },
    addToCart(productId) {
      productEvent('add_to_cart', requireId('addToCart', productId));
    },
    purchase(purchase) {
      const valid = validatePurchase(purchase, ids.market);
      const event: TrackedPurchaseEvent = {
        event_type: 'purchase',
        tenant,
        market: ids.market!,
        dsid: ids.dsid,
        user_id: ids.user_id,
        session_id: ids.session_id,
        ...valid,
        // A product opened from a search or recommendation card carries that click's attribution.
        products: valid.products.map((product) => {
          const attribution = heldAttributions.get(product.sku) ?? readAttribution(env.storage, product.sku);
          return attribution ? { ...product, attribution_id: attribution } : product;
        }),
      };
      deliver(event, 'v2');
    },
    searchClick: (input) => click('search_click', 'searchClick', input),
    recommendationClick: (input) => click('recommendation_click', 'recommendationClick', input),
    observe(element) {
      visibility.observe(element);
      return () => visibility.unobserve(element);
    },
    get heldEvents() {
      return hold.state();
    },
    flush: () => transport.flushByHttp(),
    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      visibility.disconnect();
      if (!options.transport) {
        transport.flushByHttp();
        transport.close();
      }
    },
  };
}
