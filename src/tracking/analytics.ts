/**
 * Events to the analytics tag (`gtag`), gated by consent (widget spec sections 4, 8 and 9): an event
 * goes out only while the configured consent level is granted; without a consent store or without
 * `gtag` it is skipped with a log. Item lists go in batches of 100, named `'depict'` by default.
 */
import type { ConsentLevel, ConsentStore } from '../consent/consent';
import type { BrowserWindow, TrackingEnvironment } from './env';

/** Items per `view_item_list` event. */
export const ANALYTICS_ITEM_BATCH = 100;
/** The item list name when none is given. */
export const DEFAULT_ANALYTICS_LIST_NAME = 'depict';

/** The `gtag` function, as far as these events use it. */
export type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void;

/** An item of an analytics item list (GA4 field names). */
export type AnalyticsItem = {
  item_id: string;
  item_name?: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
  index?: number;
  [field: string]: unknown;
};

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions extends ConsentGateOptions {
  /** The tag; read when sending. @default window.gtag */
  gtag?: () => Gtag | undefined;
}

/** Sends consent-gated analytics events; see {@link createAnalytics}. */
export interface Analytics {
  /** Sends one event; returns whether it went to `gtag`. */
  event(name: string, params?: Record<string, unknown>): boolean;
  /** Sends `view_item_list` in batches of 100; returns how many batches went to `gtag`. */
  viewItemList(items: readonly AnalyticsItem[], listName?: string): number;
}

/** Consent options shared by the analytics tag and the shop's data layer. */
export interface ConsentGateOptions {
  /** The visitor's consent; without one every event is skipped. */
  consent?: ConsentStore;
  /** The level that must be granted. @default 'statistics' */
  level?: ConsentLevel;
  /** Parts of the environment to replace (the logger, the window). */
  env?: Partial<TrackingEnvironment>;
}

/** What the gate reads of its surroundings. */
export type GateEnvironment = Pick<TrackingEnvironment, 'window' | 'logger'>;

const g = globalThis as Partial<typeof globalThis>;

/**
 * The window (read when used; a key given as `undefined` means none) and the logger: only these,
 * not the tracker's whole environment, so the widget's search modal that pings the tag stays small.
 */
function gateEnvironment(overrides: Partial<TrackingEnvironment> = {}): GateEnvironment {
  return {
    get window() {
      return 'window' in overrides ? overrides.window : (g.window as BrowserWindow | undefined);
    },
    logger: overrides.logger ?? console,
  };
}

/**
 * Sends through `target` when consent allows and the target exists, else logs why it was skipped.
 * @internal
 */
export function consentGate<T>(
  options: ConsentGateOptions,
  label: string,
  read: (env: GateEnvironment) => T | undefined,
): (name: string, send: (target: T) => void) => boolean {
  const { consent, level = 'statistics' } = options;
  const env = gateEnvironment(options.env);
  return (name, send) => {
    const target = read(env);
    const skipped = !consent
      ? 'no consent store'
      : !consent.has(level)
        ? `no ${level} consent`
        : target === undefined
          ? `${label} missing`
          : '';
    if (skipped) env.logger.log(`${label} event ${name} skipped: ${skipped}`);
    else send(target!);
    return !skipped;
  };
}

/** The page's `gtag`, when it has one. */
const pageGtag = (env: GateEnvironment): Gtag | undefined => {
  const gtag = (env.window as { gtag?: unknown } | undefined)?.gtag;
  return typeof gtag === 'function' ? (gtag as Gtag) : undefined;
};

/**
 * Sends one event to the analytics tag when consent allows (else logs why not); answers whether it
 * went. For a caller that sends a single kind of event, without the whole {@link Analytics}.
 */
export function sendAnalyticsEvent(
  options: AnalyticsOptions,
  name: string,
  params?: Record<string, unknown>,
): boolean {
  return consentGate(options, 'gtag', options.gtag ?? pageGtag)(name, (gtag) => gtag('event', name, params));
}

/** Creates the consent-gated analytics sender. */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const gate = consentGate(options, 'gtag', options.gtag ?? pageGtag);
  const event = (name: string, params?: Record<string, unknown>): boolean =>
    gate(name, (gtag) => gtag('event', name, params));
  return {
    event,
    viewItemList(items, listName = DEFAULT_ANALYTICS_LIST_NAME) {
      let sent = 0;
      for (let i = 0; i < items.length; i += ANALYTICS_ITEM_BATCH)
        if (
          event('view_item_list', {
            item_list_id: listName,
            item_list_name: listName,
            items: items.slice(i, i + ANALYTICS_ITEM_BATCH),
          })
        )
          sent++;
      return sent;
    },
  };
}
