import * as z from 'zod/mini';
import { PaymentStepResult } from '../enums';
import {
  addressSchema,
  amountSchema,
  envelope,
  fieldErrorSchema,
  isoDateSchema,
  zipCodeSchema,
} from './common';
import { emailSchema, personalNumberSchema, phoneSchema } from './auth';
import { giftCardNumberSchema, giftCardPinSchema } from './giftcard';
import { contactLensPrescriptionSchema, glassesPrescriptionSchema } from './cart';
import {
  deliveryMethodIdSchema,
  orderDiscountSchema,
  orderLineSchema,
  orderSchema,
  paymentMethodIdSchema,
} from './orders';
import { GLASSES_LENS_KINDS } from './product';

/** A way to get the order delivered. 119 is click and collect (needs a store). */
export const deliveryOptionSchema = z.object({
  id: deliveryMethodIdSchema,
  name: z.string(),
  description: z.string(),
  price: amountSchema,
  estimatedDelivery: z.nullable(z.object({ from: isoDateSchema, to: isoDateSchema })),
  requiresCollectionPoint: z.boolean(),
  requiresStore: z.boolean(),
});
/** A delivery option. */
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;
export const deliveryOptionListResponseSchema = envelope(z.array(deliveryOptionSchema));

/** A collection point (pickup point or parcel locker) near a zip code. */
export const collectionPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  carrier: z.string(),
  address: addressSchema,
  distanceMeters: z.int(),
  openingHours: z.string(),
});
/** A collection point. */
export type CollectionPoint = z.infer<typeof collectionPointSchema>;
export const collectionPointListResponseSchema = envelope(z.array(collectionPointSchema));

/** A payment method at checkout: Klarna 60, KlarnaInStore 65 (store users only), Giftcard 900. */
export const paymentMethodOptionSchema = z.object({
  id: paymentMethodIdSchema,
  name: z.string(),
  storeOnly: z.boolean(),
});
/** A payment method at checkout. */
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;
export const paymentMethodListResponseSchema = envelope(z.array(paymentMethodOptionSchema));

/** Body of `POST /api/checkout/discount-code`. */
export const discountCodePayloadSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(40)),
});
/** Body of applying a discount code. */
export type DiscountCodePayload = z.infer<typeof discountCodePayloadSchema>;
/** An applied discount code. */
export const discountSchema = orderDiscountSchema;
/** An applied discount code. */
export type Discount = z.infer<typeof discountSchema>;
export const discountResponseSchema = envelope(discountSchema);

/** Who the order is for. */
export const checkoutCustomerSchema = z.object({
  firstName: z.string().check(z.minLength(1)),
  lastName: z.string().check(z.minLength(1)),
  email: emailSchema,
  mobile: phoneSchema,
  street: z.string().check(z.minLength(1)),
  zipCode: zipCodeSchema,
  city: z.string().check(z.minLength(1)),
});
/** Who the order is for. */
export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;

/**
 * Body of `POST /api/checkout/payment`, the payment step. The customer may be partial here: missing
 * fields come back as the ValidationsRequired result, not as a 422.
 */
export const paymentStepPayloadSchema = z.object({
  deliveryMethodId: deliveryMethodIdSchema,
  collectionPointId: z.optional(z.string()),
  storeId: z.optional(z.string()),
  paymentMethodId: paymentMethodIdSchema,
  giftCard: z.optional(z.object({ number: giftCardNumberSchema, pin: giftCardPinSchema })),
  ssn: z.optional(personalNumberSchema),
  discountCode: z.optional(z.string()),
  customer: z.partial(checkoutCustomerSchema),
  /** Set when resuming a payment the provider handed back. */
  transactionId: z.optional(z.string()),
});
/** Body of the payment step. */
export type PaymentStepPayload = z.infer<typeof paymentStepPayloadSchema>;

/** A payment-step result code: 0 Failed, 1 SsnRequired, 2 ValidationsRequired, 99 TransactionExpired. */
export const paymentStepResultSchema = z.literal([
  PaymentStepResult.Failed,
  PaymentStepResult.SsnRequired,
  PaymentStepResult.ValidationsRequired,
  PaymentStepResult.TransactionExpired,
]);

/**
 * What the payment step ends in: the order is placed (`completed`), the payment continues at Klarna
 * (`redirect`), or the step needs something (`problem` with a payment-step result).
 */
export const paymentStepOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('completed'), orderNumber: z.string(), total: amountSchema }),
  z.object({ status: z.literal('redirect'), redirectUrl: z.string(), transactionId: z.string() }),
  z.object({
    status: z.literal('problem'),
    result: paymentStepResultSchema,
    validationErrors: z.array(fieldErrorSchema),
  }),
]);
/** What the payment step ends in. */
export type PaymentStepOutcome = z.infer<typeof paymentStepOutcomeSchema>;
export const paymentStepResponseSchema = envelope(paymentStepOutcomeSchema);

// -----------------------------------------------------------------------------------------------
// Glasses prescriptions at checkout
// -----------------------------------------------------------------------------------------------

/** The most glasses lines a checkout answer may have (a cart has at most 200 lines). */
export const CHECKOUT_MAX_GLASSES_LINES = 50;

/**
 * A glasses line of the cart: a frame with prescription lenses on it (a lens line on the frame),
 * which the optician cannot grind without a prescription. `ref` is the frame line's `ref`; the
 * prescription is the one kept on that line (`prescriptionGlasses`), or `null` when the shop has none.
 */
export const glassesLineSchema = z.object({
  ref: z.string().check(z.minLength(1), z.maxLength(80)),
  skuId: z.string(),
  name: z.string(),
  brand: z.string(),
  quantity: z.int().check(z.minimum(1)),
  lens: z.object({ skuId: z.string(), name: z.string(), kind: z.enum(GLASSES_LENS_KINDS) }),
  prescription: z.nullable(glassesPrescriptionSchema),
});
/** A glasses line of the cart. */
export type GlassesLine = z.infer<typeof glassesLineSchema>;
export const glassesLineListResponseSchema = envelope(
  z.array(glassesLineSchema).check(z.maxLength(CHECKOUT_MAX_GLASSES_LINES)),
);
export const glassesLineResponseSchema = envelope(glassesLineSchema);

/**
 * Body of `POST /api/checkout/prescriptions/{ref}`: the line's glasses prescription, with the
 * shopper's confirmation that it is under one year old (shop spec 5).
 */
export const linePrescriptionPayloadSchema = z.object({
  prescription: glassesPrescriptionSchema,
  confirmedUnderOneYear: z.literal(true),
});
/** Body of saving a line's prescription. */
export type LinePrescriptionPayload = z.infer<typeof linePrescriptionPayloadSchema>;

/**
 * A line of a placed order as the confirmation shows it: with the glasses prescription it was made
 * to, or the strength of its contact lenses.
 */
export const confirmedOrderLineSchema = z.extend(orderLineSchema, {
  prescriptionGlasses: z.optional(z.nullable(glassesPrescriptionSchema)),
  prescription: z.optional(z.nullable(contactLensPrescriptionSchema)),
});
/** The placed order the confirmation shows: its lines carry their glasses and contact lens prescriptions. */
export const confirmedOrderSchema = z.extend(orderSchema, {
  lines: z.array(confirmedOrderLineSchema),
});
/** A placed order with its lines' glasses and contact lens prescriptions. */
export type ConfirmedOrder = z.infer<typeof confirmedOrderSchema>;
export const confirmedOrderResponseSchema = envelope(confirmedOrderSchema);
