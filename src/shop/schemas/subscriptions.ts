import * as z from 'zod/mini';
import {
  GlassesSubscriptionStatus,
  INVOICE_PAYMENT_METHODS,
  SUBSCRIPTION_INTERVAL_MONTHS,
  SubscriptionStatus,
} from '../enums';
import { lensEyePrescriptionSchema } from './cart';
import { addressSchema, amountSchema, envelope, isoDateSchema, zipCodeSchema } from './common';

/** Lens subscription status: 100 Active, 200 Canceled, 520 Paused. */
export const subscriptionStatusSchema = z.literal([
  SubscriptionStatus.Active,
  SubscriptionStatus.Canceled,
  SubscriptionStatus.Paused,
]);
/** Delivery interval in months: 1, 2, 3 or 6. */
export const subscriptionIntervalSchema = z.literal(SUBSCRIPTION_INTERVAL_MONTHS);
/** Which eye a lens is for. */
export const eyeSchema = z.enum(['left', 'right', 'both']);

/** A product delivered by a lens subscription. */
export const subscriptionProductSchema = z.object({
  lineId: z.string(),
  articleId: z.string(),
  skuId: z.string(),
  name: z.string(),
  brand: z.string(),
  quantity: z.int(),
  eye: eyeSchema,
  unitPrice: amountSchema,
  imageUrl: z.nullable(z.string()),
  /**
   * The strength delivered for the product's eye (power, and base curve and diameter where the
   * order holds them); absent or null when the order system has none.
   */
  prescription: z.optional(z.nullable(lensEyePrescriptionSchema)),
});
/** A product of a lens subscription. */
export type SubscriptionProduct = z.infer<typeof subscriptionProductSchema>;

/** A temporary delivery address, used from one day to another. */
export const temporaryAddressSchema = z.object({
  address: addressSchema,
  from: isoDateSchema,
  to: isoDateSchema,
});
/** A temporary delivery address. */
export type TemporaryAddress = z.infer<typeof temporaryAddressSchema>;

/**
 * A lens subscription. Status 520 covers both a pause the customer chose (`frozen: false`, undone by
 * activate) and one the shop imposed, e.g. after a failed payment (`frozen: true`, undone by
 * re-activate frozen). A cancelled subscription (200) cannot be restored.
 */
export const lensSubscriptionSchema = z.object({
  id: z.string(),
  subscriptionNumber: z.string(),
  status: subscriptionStatusSchema,
  frozen: z.boolean(),
  frozenReason: z.nullable(z.enum(['paymentFailed', 'prescriptionExpired'])),
  interval: subscriptionIntervalSchema,
  startDate: isoDateSchema,
  nextDeliveryDate: z.nullable(isoDateSchema),
  bindingPeriodEnd: z.nullable(isoDateSchema),
  lastOrderDate: z.nullable(isoDateSchema),
  noticeDate: z.nullable(isoDateSchema),
  campaign: z.nullable(z.object({ code: z.string(), description: z.string() })),
  products: z.array(subscriptionProductSchema),
  deliveryAddress: addressSchema,
  temporaryAddress: z.nullable(temporaryAddressSchema),
  paymentMethod: z.enum(INVOICE_PAYMENT_METHODS),
  pricePerDelivery: amountSchema,
  currency: z.literal('NOK'),
  financeId: z.string(),
});
/** A lens subscription. */
export type LensSubscription = z.infer<typeof lensSubscriptionSchema>;
export const lensSubscriptionResponseSchema = envelope(lensSubscriptionSchema);

/** A glasses subscription's winback offer: three free months, invoiced in arrears. */
export const winbackOfferSchema = z.object({
  freeMonths: z.int(),
  invoicedInArrears: z.boolean(),
  deadline: isoDateSchema,
});
/** A winback offer. */
export type WinbackOffer = z.infer<typeof winbackOfferSchema>;

/** The glasses subscription (Lifestyle): created, active, terminated. */
export const glassesSubscriptionSchema = z.object({
  id: z.string(),
  subscriptionNumber: z.string(),
  status: z.enum([
    GlassesSubscriptionStatus.Created,
    GlassesSubscriptionStatus.Active,
    GlassesSubscriptionStatus.Terminated,
  ]),
  planName: z.string(),
  frame: z.nullable(
    z.object({
      articleId: z.string(),
      name: z.string(),
      brand: z.string(),
      imageUrl: z.nullable(z.string()),
    }),
  ),
  lensDescription: z.string(),
  monthlyPrice: amountSchema,
  currency: z.literal('NOK'),
  startDate: z.nullable(isoDateSchema),
  bindingPeriodEnd: z.nullable(isoDateSchema),
  noticePeriodDays: z.int(),
  /** The day notice was given; the subscription ends `noticePeriodDays` later. */
  noticeDate: z.nullable(isoDateSchema),
  terminationDate: z.nullable(isoDateSchema),
  nextInvoiceDate: z.nullable(isoDateSchema),
  financeId: z.string(),
  /** Set while notice has been given and the cancellation can still be undone. */
  winback: z.nullable(winbackOfferSchema),
});
/** The glasses subscription. */
export type GlassesSubscription = z.infer<typeof glassesSubscriptionSchema>;
export const glassesSubscriptionResponseSchema = envelope(glassesSubscriptionSchema);

/** `/min-konto/abonnement`: every subscription of the customer. */
export const subscriptionOverviewSchema = z.object({
  lens: z.array(lensSubscriptionSchema),
  glasses: z.array(glassesSubscriptionSchema),
});
/** Every subscription of the customer. */
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;
export const subscriptionOverviewResponseSchema = envelope(subscriptionOverviewSchema);

/** A document of the glasses subscription (agreement, terms, prescription, receipt). */
export const subscriptionDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['agreement', 'terms', 'prescription', 'receipt']),
  createdDate: isoDateSchema,
  pdfUrl: z.string(),
});
/** A document of the glasses subscription. */
export type SubscriptionDocument = z.infer<typeof subscriptionDocumentSchema>;
export const subscriptionDocumentListResponseSchema = envelope(z.array(subscriptionDocumentSchema));
/** One document with its text, paragraph by paragraph. */
export const subscriptionDocumentDetailSchema = z.extend(subscriptionDocumentSchema, {
  paragraphs: z.array(z.string()),
});
/** One document with its text. */
export type SubscriptionDocumentDetail = z.infer<typeof subscriptionDocumentDetailSchema>;
export const subscriptionDocumentResponseSchema = envelope(subscriptionDocumentDetailSchema);

/** A perk of the glasses subscription. */
export const perkSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  validUntil: z.nullable(isoDateSchema),
  used: z.boolean(),
});
/** A perk of the glasses subscription. */
export type Perk = z.infer<typeof perkSchema>;
export const perkListResponseSchema = envelope(z.array(perkSchema));

/** Body of `POST /api/subscriptions/lens/:id/interval`. */
export const changeIntervalPayloadSchema = z.object({ interval: subscriptionIntervalSchema });
/** Body of changing the delivery interval. */
export type ChangeIntervalPayload = z.infer<typeof changeIntervalPayloadSchema>;

/** Body of `POST /api/subscriptions/lens/:id/temporary-address`; `from` must not be after `to`. */
export const temporaryAddressPayloadSchema = z
  .object({
    street: z.string().check(z.minLength(1)),
    zipCode: zipCodeSchema,
    city: z.string().check(z.minLength(1)),
    careOf: z.optional(z.string()),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .check(z.refine((value) => value.from <= value.to, { message: 'from must not be after to', path: ['to'] }));
/** Body of setting a temporary delivery address. */
export type TemporaryAddressPayload = z.infer<typeof temporaryAddressPayloadSchema>;

/** Body of `POST /api/subscriptions/lens/:id/products`. */
export const addSubscriptionProductPayloadSchema = z.object({
  articleId: z.string().check(z.minLength(1)),
  skuId: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.minimum(1), z.maximum(12)),
  eye: eyeSchema,
});
/** Body of adding a product to a lens subscription. */
export type AddSubscriptionProductPayload = z.infer<typeof addSubscriptionProductPayloadSchema>;

/** Body of `POST /api/subscriptions/lens/:id/payment-method`. Direct debit needs an 11-digit account. */
export const updatePaymentMethodPayloadSchema = z
  .object({
    paymentMethod: z.enum(INVOICE_PAYMENT_METHODS),
    accountNumber: z.optional(z.string().check(z.regex(/^\d{11}$/))),
  })
  .check(
    z.refine((value) => value.paymentMethod !== 'directDebit' || value.accountNumber !== undefined, {
      message: 'accountNumber is required for direct debit',
      path: ['accountNumber'],
    }),
  );
/** Body of updating the payment method. */
export type UpdatePaymentMethodPayload = z.infer<typeof updatePaymentMethodPayloadSchema>;
/** A card payment continues at the provider's page (`redirectUrl`); other methods take effect at once. */
export const updatePaymentMethodResultSchema = z.object({
  subscription: lensSubscriptionSchema,
  redirectUrl: z.nullable(z.string()),
});
/** What updating the payment method answers. */
export type UpdatePaymentMethodResult = z.infer<typeof updatePaymentMethodResultSchema>;
export const updatePaymentMethodResponseSchema = envelope(updatePaymentMethodResultSchema);

/** Body of `POST /api/subscriptions/glasses/connect`. */
export const connectGlassesPayloadSchema = z.object({
  subscriptionNumber: z.string().check(z.regex(/^LS-\d{6}$/)),
});
/** Body of connecting an existing glasses subscription to the account. */
export type ConnectGlassesPayload = z.infer<typeof connectGlassesPayloadSchema>;

/** Winback: the offer for a subscription under notice. */
export const winbackResponseSchema = envelope(
  z.object({ subscription: glassesSubscriptionSchema, offer: winbackOfferSchema }),
);
/** Body of `POST /api/subscriptions/glasses/winback/accept`. */
export const winbackAcceptPayloadSchema = z.object({
  subscriptionId: z.string().check(z.minLength(1)),
  /** The cancellation e-mail's link token: accepts without a login. */
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
/** Body of accepting the winback offer. */
export type WinbackAcceptPayload = z.infer<typeof winbackAcceptPayloadSchema>;

/** Body of `POST /api/subscriptions/lens/:id/products/:lineId`: the new quantity. */
export const changeSubscriptionProductPayloadSchema = z.object({
  quantity: z.int().check(z.minimum(1), z.maximum(12)),
});
/** Body of changing a product's quantity in a lens subscription. */
export type ChangeSubscriptionProductPayload = z.infer<typeof changeSubscriptionProductPayloadSchema>;

/** Body of `POST /api/subscriptions/lens/:id/next-delivery`: the desired date. */
export const nextDeliveryPayloadSchema = z.object({ date: isoDateSchema });
/** Body of moving the next delivery. */
export type NextDeliveryPayload = z.infer<typeof nextDeliveryPayloadSchema>;

/** The most products `GET /api/subscriptions/subscribable-products` answers (more are cut). */
export const SUBSCRIBABLE_PRODUCTS_MAX = 60;

/** A product a lens subscription can take. */
export const subscribableProductSchema = z.object({
  articleId: z.string(),
  slug: z.string(),
  name: z.string().check(z.maxLength(200)),
  brand: z.string().check(z.maxLength(100)),
  category: z.string(),
  packageAmount: z.nullable(z.number()),
  unitPrice: amountSchema,
  imageUrl: z.nullable(z.string()),
});
/** A product a lens subscription can take. */
export type SubscribableProduct = z.infer<typeof subscribableProductSchema>;
export const subscribableProductListResponseSchema = envelope(z.array(subscribableProductSchema));
