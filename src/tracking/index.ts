// Public API of @glimt/ui/tracking: framework-free behaviour tracking, consent and shop analytics.
// Explicit lists only; no React anywhere in this entry.

// Consent
export {
  CONSENT_COOKIE_GROUPS,
  CONSENT_LEVELS,
  DEFAULT_CONSENT,
  PERSONALISATION_CONSENT_LEVEL,
  consentFromCookieGroups,
  createConsentStore,
} from '../consent/consent';
export type { ConsentLevel, ConsentState, ConsentStore, ConsentStoreOptions } from '../consent/consent';

// Tracker
export { createTracker } from './tracker';
export type { Tracker, TrackerOptions } from './tracker';
export { HELD_EVENTS_LIMIT } from './consentHold';
export type { HeldEventsState } from './consentHold';
export type {
  BehaviourEvent,
  BehaviourEventType,
  CardTrackingId,
  ClickInput,
  SentEvent,
  TrackedPurchaseEvent,
  TrackingEventFields,
  TrackingIdentifiers,
} from './events';
export type { PurchaseInput, PurchaseItem } from './validation';

// Environment and error reporting
export type {
  BrowserWindow,
  SocketEventLike,
  TimerHandle,
  TrackingEnvironment,
  TrackingLogger,
  WebSocketConstructor,
  WebSocketLike,
} from './env';
export { setErrorReporter } from './errors';
export type { ErrorReporter } from './errors';

// Page markup the tracker reads (compatibility keys)
export { ADD_TO_CART_CLASS, CARD_TRACKING_ATTRIBUTES, PRODUCT_ID_ATTRIBUTE } from './dom';

// Transport
export { createEventTransport } from './transport';
export type {
  EventRoute,
  EventTransport,
  TransportOptions,
  TransportStats,
  TransportTiming,
} from './transport';

// Analytics tag (gtag) and the shop's data layer
export { createAnalytics } from './analytics';
export type { Analytics, AnalyticsItem, AnalyticsOptions, ConsentGateOptions, Gtag } from './analytics';
export { cartItemToAnalyticsItem, createShopAnalytics } from './shopAnalytics';
export type {
  AnalyticsCartLine,
  DataLayer,
  ShopAnalytics,
  ShopAnalyticsItem,
  ShopAnalyticsOptions,
  ShopDataLayerEvent,
  ShopPageView,
  ShopPurchase,
} from './shopAnalytics';
