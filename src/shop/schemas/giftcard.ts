import * as z from 'zod/mini';
import { amountSchema, envelope, isoDateSchema } from './common';

/** Gift card number: 16 digits, spaces allowed. */
export const giftCardNumberSchema = z.string().check(z.regex(/^(\d[ ]?){15}\d$/));
/** Gift card PIN: 4 digits. */
export const giftCardPinSchema = z.string().check(z.regex(/^\d{4}$/));

/** Body of `POST /api/giftcard/balance` (the PIN never goes in a URL). */
export const giftCardBalancePayloadSchema = z.object({
  number: giftCardNumberSchema,
  pin: giftCardPinSchema,
});
/** Body of a balance lookup. */
export type GiftCardBalancePayload = z.infer<typeof giftCardBalancePayloadSchema>;

/** A gift card's balance. */
export const giftCardBalanceSchema = z.object({
  /** The number with all but the last four digits masked. */
  numberMasked: z.string(),
  balance: amountSchema,
  currency: z.literal('NOK'),
  expiresOn: isoDateSchema,
  status: z.enum(['active', 'used', 'expired']),
});
/** A gift card's balance. */
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;
export const giftCardBalanceResponseSchema = envelope(giftCardBalanceSchema);
