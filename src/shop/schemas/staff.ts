import * as z from 'zod/mini';
import { personalNumberSchema } from './auth';
import { paymentStepOutcomeSchema } from './checkout';
import { amountSchema, envelope, isoDateTimeSchema } from './common';
import { giftCardNumberSchema, giftCardPinSchema } from './giftcard';

/** A customer found by a store user (by name, phone, e-mail or customer number). */
export const staffCustomerHitSchema = z.object({
  customerNumber: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  birthDate: z.nullable(z.string()),
});
/** A customer found by a store user. */
export type StaffCustomerHit = z.infer<typeof staffCustomerHitSchema>;
export const staffCustomerSearchResponseSchema = envelope(z.array(staffCustomerHitSchema));

/** Body of `POST /api/staff/customers/:customerNumber/products`. */
export const staffAddProductPayloadSchema = z.object({
  skuId: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.minimum(1), z.maximum(12)),
});
/** Body of adding a product for a customer. */
export type StaffAddProductPayload = z.infer<typeof staffAddProductPayloadSchema>;

/** The products a store user has put together for a customer. */
export const staffBasketSchema = z.object({
  customerNumber: z.string(),
  lines: z.array(
    z.object({
      skuId: z.string(),
      name: z.string(),
      brand: z.string(),
      quantity: z.int(),
      unitPrice: amountSchema,
    }),
  ),
  total: amountSchema,
  currency: z.literal('NOK'),
});
/** A store user's basket for a customer. */
export type StaffBasket = z.infer<typeof staffBasketSchema>;
export const staffBasketResponseSchema = envelope(staffBasketSchema);

/** Body of `POST /api/staff/payment-requests`: send the basket to the customer by SMS or e-mail. */
export const paymentRequestPayloadSchema = z.object({
  customerNumber: z.string().check(z.minLength(1)),
  channel: z.enum(['sms', 'email']),
});
/** Body of a payment request. */
export type PaymentRequestPayload = z.infer<typeof paymentRequestPayloadSchema>;

/** A payment request sent to a customer. */
export const paymentRequestSchema = z.object({
  id: z.string(),
  customerNumber: z.string(),
  channel: z.enum(['sms', 'email']),
  /** Where it went, masked. */
  sentTo: z.string(),
  amount: amountSchema,
  currency: z.literal('NOK'),
  status: z.enum(['sent', 'paid', 'expired']),
  paymentUrl: z.string(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
/** A payment request. */
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const paymentRequestResponseSchema = envelope(paymentRequestSchema);

/** Body of `POST /api/staff/customers`: a store user creates a customer at the counter. */
export const staffCreateCustomerPayloadSchema = z.object({
  firstName: z.string().check(z.minLength(1), z.maxLength(60)),
  lastName: z.string().check(z.minLength(1), z.maxLength(60)),
  email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  mobile: z.string().check(z.regex(/^\+?\d{8,15}$/)),
});
/** Body of creating a customer as a store user. */
export type StaffCreateCustomerPayload = z.infer<typeof staffCreateCustomerPayloadSchema>;
export const staffCustomerResponseSchema = envelope(staffCustomerHitSchema);

/**
 * A payment request as its customer sees it (`GET /api/payment-requests/{token}`, the token of the
 * link in the SMS or e-mail): what is asked for, the amount, its status and when it expires. No
 * customer number, address or store user.
 */
export const customerPaymentRequestSchema = z.object({
  lines: z.array(
    z.object({
      name: z.string(),
      brand: z.string(),
      quantity: z.int(),
      unitPrice: amountSchema,
    }),
  ),
  amount: amountSchema,
  currency: z.literal('NOK'),
  status: z.enum(['sent', 'paid', 'expired']),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
/** A payment request as its customer sees it. */
export type CustomerPaymentRequest = z.infer<typeof customerPaymentRequestSchema>;
export const customerPaymentRequestResponseSchema = envelope(customerPaymentRequestSchema);

/**
 * Body of `POST /api/payment-requests/{token}/pay`: the customer pays the request by its link, with
 * the checkout's payment step: Klarna (60) or a gift card (900). Klarna in store (65) is the store's
 * own counter, not the customer's. `transactionId` resumes a Klarna payment the provider handed back.
 */
export const paymentRequestPayPayloadSchema = z.object({
  paymentMethodId: z.literal([60, 900]),
  giftCard: z.optional(z.object({ number: giftCardNumberSchema, pin: giftCardPinSchema })),
  ssn: z.optional(personalNumberSchema),
  transactionId: z.optional(z.string()),
});
/** Body of paying a payment request. */
export type PaymentRequestPayPayload = z.infer<typeof paymentRequestPayPayloadSchema>;
/** The answer of paying a payment request: the payment step's outcome (completed, redirect, problem). */
export const paymentRequestPayResponseSchema = envelope(paymentStepOutcomeSchema);
