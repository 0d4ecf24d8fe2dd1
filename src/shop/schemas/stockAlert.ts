import * as z from 'zod/mini';
import { emailSchema } from './auth';

/**
 * Body of `POST /api/stock-alerts` ("Varsle meg"): the sold-out SKU and the e-mail to tell when it
 * is back in stock. Not in the shop spec: the shape a real shop's restock notice takes (issue #40).
 */
export const stockAlertPayloadSchema = z.object({
  skuId: z.string().check(z.minLength(1), z.maxLength(64)),
  email: emailSchema.check(z.maxLength(254)),
});
/** Body of the stock alert call. */
export type StockAlertPayload = z.infer<typeof stockAlertPayloadSchema>;
