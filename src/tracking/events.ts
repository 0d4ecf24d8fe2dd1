/**
 * The events the tracker sends (widget spec section 3). They are instances of the widget API's
 * `TrackingEvent` (see `./schemas.ts`), with the field names the server expects.
 */
import type { PurchaseEvent } from './schemas';

/** Who and where: sent with every event. */
export type TrackingIdentifiers = {
  /** The merchant. */
  tenant: string;
  /** The market, `null` until set. */
  market: string | null;
  /** The logged-in customer, if the host says so. */
  user_id: string | null;
  /** The host's session, if it says so. */
  session_id: string | null;
  /** The visitor id (`_dep_id`). */
  dsid: string;
};

/** The tracking id a product card carries, by the call that produced the card. */
export type CardTrackingId = {
  recommendation_id?: string;
  search_result_id?: string;
  product_listing_result_id?: string;
};

/** Kinds of behaviour event. */
export type BehaviourEventType =
  'page_view' | 'add_to_cart' | 'element_visible' | 'search_click' | 'recommendation_click';

/** The optional fields of a behaviour event (widget spec section 3, "Tracking event fields"). */
export type TrackingEventFields = CardTrackingId & {
  product_id?: string;
  entity_identifiers?: Readonly<Record<string, string>>;
  /** The page the event happened on. */
  url?: string;
  entity_price?: number;
  currency?: string;
  document_referrer?: string;
  /** The document's width in CSS pixels. */
  document_width?: number;
  attribution_id?: string;
  click_location?: string;
  ab_test_group?: string;
  variant_ids?: readonly string[];
  transaction_id?: string;
  error_type?: string;
  detail?: string;
  recommendation_type?: string;
};

/** A behaviour event: add to cart, element visible, page view, search or recommendation click. */
export type BehaviourEvent = TrackingIdentifiers & TrackingEventFields & { type: BehaviourEventType };

/** A purchase event as sent to `/v2/create-events`. */
export type TrackedPurchaseEvent = PurchaseEvent & { tenant: string; market: string };

/** Any event the tracker sends. */
export type SentEvent = BehaviourEvent | TrackedPurchaseEvent;

/** What a search or recommendation click reports; the tracker adds identity and page fields. */
export type ClickInput = Omit<TrackingEventFields, 'product_id' | 'transaction_id'> & {
  /** The clicked product. */
  product_id: string | number;
};
