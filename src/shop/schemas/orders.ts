import * as z from 'zod/mini';
import { DELIVERY_METHOD_IDS, ORDER_STATUS_LABELS, OrderStatus, PaymentMethod, ReturnStatus } from '../enums';
import { addressSchema, amountSchema, envelope, isoDateTimeSchema } from './common';

/** Order status code: 1 Handling, 2 Delivered, 3 Canceled. */
export const orderStatusSchema = z.literal([
  OrderStatus.Handling,
  OrderStatus.Delivered,
  OrderStatus.Canceled,
]);
/** The fine-grained status label. */
export const orderStatusLabelSchema = z.enum(ORDER_STATUS_LABELS);
/** A delivery method id of the spec. */
export const deliveryMethodIdSchema = z.literal(DELIVERY_METHOD_IDS);
/** A checkout payment method id: 60, 65 or 900. */
export const paymentMethodIdSchema = z.literal([
  PaymentMethod.Klarna,
  PaymentMethod.KlarnaInStore,
  PaymentMethod.Giftcard,
]);

/** An order in the orders list. */
export const orderSummarySchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  statusLabel: orderStatusLabelSchema,
  createdAt: isoDateTimeSchema,
  totalPrice: amountSchema,
  currency: z.literal('NOK'),
  itemCount: z.int(),
});
/** An order in the orders list. */
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListResponseSchema = envelope(z.array(orderSummarySchema));

/** One line of an order. */
export const orderLineSchema = z.object({
  lineId: z.string(),
  articleId: z.string(),
  skuId: z.string(),
  name: z.string(),
  brand: z.string(),
  quantity: z.int(),
  unitPrice: amountSchema,
  totalPrice: amountSchema,
  imageUrl: z.nullable(z.string()),
  /** How many items of the line can still be returned. */
  returnableQuantity: z.int(),
});
/** One line of an order. */
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Why an item goes back. */
export const returnReasonSchema = z.enum([
  'wrongProduct',
  'damaged',
  'notAsExpected',
  'changedMind',
  'other',
]);
/** Why an item goes back. */
export type ReturnReason = z.infer<typeof returnReasonSchema>;

/** A return of some of an order's items. */
export const orderReturnSchema = z.object({
  returnId: z.string(),
  status: z.enum([ReturnStatus.Pending, ReturnStatus.Confirmed]),
  createdAt: isoDateTimeSchema,
  lines: z.array(z.object({ lineId: z.string(), quantity: z.int(), reason: returnReasonSchema })),
  returnLabelUrl: z.nullable(z.string()),
});
/** A return of some of an order's items. */
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** A whole order (`/min-konto/ordrer/:orderId`). */
/** A discount the order was placed with: its code, what it is, and the amount taken off (NOK). */
export const orderDiscountSchema = z.object({
  code: z.string(),
  description: z.string(),
  amount: amountSchema,
});

export const orderSchema = z.object({
  orderNumber: z.string(),
  customerNumber: z.string(),
  status: orderStatusSchema,
  statusLabel: orderStatusLabelSchema,
  createdAt: isoDateTimeSchema,
  shipmentMethod: z.object({ id: deliveryMethodIdSchema, name: z.string() }),
  paymentMethod: paymentMethodIdSchema,
  deliveryAddress: z.nullable(addressSchema),
  /** The store of a click-and-collect order. */
  storeId: z.nullable(z.string()),
  lines: z.array(orderLineSchema),
  /** Discounts taken off the lines (a discount code). Older orders and other backends send none. */
  discounts: z.optional(z.array(orderDiscountSchema)),
  shippingCost: amountSchema,
  totalPrice: amountSchema,
  currency: z.literal('NOK'),
  tracking: z.nullable(z.object({ carrier: z.string(), trackingNumber: z.string(), url: z.string() })),
  returns: z.array(orderReturnSchema),
});
/** A whole order. */
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = envelope(orderSchema);

/** Body of `POST /api/orders/:orderId/return`. */
export const orderReturnPayloadSchema = z.object({
  lines: z
    .array(
      z.object({ lineId: z.string(), quantity: z.int().check(z.minimum(1)), reason: returnReasonSchema }),
    )
    .check(z.minLength(1)),
  comment: z.optional(z.string().check(z.maxLength(500))),
});
/** Body of a return. */
export type OrderReturnPayload = z.infer<typeof orderReturnPayloadSchema>;
export const orderReturnResponseSchema = envelope(orderReturnSchema);
