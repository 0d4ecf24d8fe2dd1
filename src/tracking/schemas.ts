/**
 * Schemas of the events the tracker sends (widget spec sections 3 and 7): behaviour and purchase
 * events, and the bodies of the event calls. They belong to tracking; the widget core re-exports
 * them as part of the widget API, and the fake backend checks what it receives against them.
 * Tracking's own runtime code imports only their types, so zod stays out of its bundle.
 */
import * as z from 'zod/mini';
import { idSchema, nonEmptyString as nonEmpty } from '../utils/schemas';

/** A product of a purchase event. */
export const purchaseProductSchema = z.object({
  sku: idSchema,
  price: z.number(),
  quantity: z.number().check(z.refine((quantity) => quantity !== 0, 'quantity must not be 0')),
  /** The attribution id of the search or recommendation click that led to this product. */
  attribution_id: z.optional(z.string()),
});
/** A product of a purchase event. */
export type PurchaseProduct = z.infer<typeof purchaseProductSchema>;

/** A purchase event. */
export const purchaseEventSchema = z.looseObject({
  event_type: z.literal('purchase'),
  transaction_id: idSchema,
  currency: nonEmpty,
  products: z.array(purchaseProductSchema).check(z.minLength(1)),
  dsid: z.optional(z.nullable(z.string())),
  user_id: z.optional(z.nullable(z.string())),
  session_id: z.optional(z.nullable(z.string())),
});
/** A purchase event. */
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;

/**
 * A tracking event: its kind in `event_type` (or `type`), the other fields free. A purchase event
 * must also match {@link purchaseEventSchema}.
 */
export const trackingEventSchema = z
  .looseObject({
    event_type: z.optional(nonEmpty),
    type: z.optional(nonEmpty),
  })
  .check(
    z.refine(
      (event) => event.event_type !== undefined || event.type !== undefined,
      'event_type or type is required',
    ),
    z.refine(
      (event) =>
        (event.event_type ?? event.type) !== 'purchase' ||
        purchaseEventSchema.safeParse({ ...event, event_type: 'purchase' }).success,
      'A purchase event needs transaction_id, currency and products of sku, price and a non-zero quantity',
    ),
  );
/** A tracking event. */
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** Body of `POST {tracking host}/v2/create-events`. */
export const createEventsBodySchema = z.object({
  tenant: nonEmpty,
  market: nonEmpty,
  events: z.array(trackingEventSchema).check(z.minLength(1)),
});
/** Body of the create-events call. */
export type CreateEventsBody = z.infer<typeof createEventsBodySchema>;

/**
 * Body of the beacon fallback `POST {api}/create-events`: the same envelope, a list of events or a
 * single event (each event then names its tenant and market itself).
 */
export const beaconEventsBodySchema = z.union([
  createEventsBodySchema,
  z.array(trackingEventSchema).check(z.minLength(1)),
  trackingEventSchema,
]);
/** Body of the beacon fallback. */
export type BeaconEventsBody = z.infer<typeof beaconEventsBodySchema>;

/** Answer of the event calls: how many events were accepted. */
export const createEventsResponseSchema = z.object({ accepted: z.int().check(z.minimum(0)) });
/** Answer of the event calls. */
export type CreateEventsResponse = z.infer<typeof createEventsResponseSchema>;
