import * as z from 'zod/mini';
import { FinanceType, INVOICE_PAYMENT_METHODS, INVOICE_STATUSES } from '../enums';
import { amountSchema, envelope, isoDateSchema, isoDateTimeSchema } from './common';

/** An invoice status of the spec. */
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
/** How an invoice is paid. */
export const invoicePaymentMethodSchema = z.enum(INVOICE_PAYMENT_METHODS);
/** A finance type id: 1 lens subscription, 2 glasses subscription, 3 order. */
export const financeTypeSchema = z.literal([
  FinanceType.LensSubscription,
  FinanceType.GlassesSubscription,
  FinanceType.Order,
]);

/** One invoice. */
export const invoiceSchema = z.object({
  id: z.string(),
  financeTypeId: financeTypeSchema,
  financeId: z.string(),
  subscriptionId: z.nullable(z.string()),
  ocrNumber: z.string().check(z.regex(/^\d{6,25}$/)),
  originalAmount: amountSchema,
  amountLeft: amountSchema,
  currency: z.literal('NOK'),
  createdDate: isoDateSchema,
  dueDate: isoDateSchema,
  status: invoiceStatusSchema,
  paymentMethod: invoicePaymentMethodSchema,
  /** Where the invoice PDF is served. */
  pdfUrl: z.string(),
  lines: z.array(z.object({ description: z.string(), amount: amountSchema })),
});
/** One invoice. */
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceResponseSchema = envelope(invoiceSchema);

/** A finance account: what one subscription or order is invoiced through. */
export const financeSchema = z.object({
  id: z.string(),
  financeTypeId: financeTypeSchema,
  subscriptionId: z.nullable(z.string()),
  title: z.string(),
  paymentMethod: invoicePaymentMethodSchema,
  /** The sum still to pay over all its invoices. */
  balance: amountSchema,
  currency: z.literal('NOK'),
  nextDueDate: z.nullable(isoDateSchema),
});
/** A finance account. */
export type Finance = z.infer<typeof financeSchema>;

/** `/min-konto/betaling-fakturaer`: every finance account and every invoice. */
export const invoiceOverviewSchema = z.object({
  finances: z.array(financeSchema),
  invoices: z.array(invoiceSchema),
});
/** Payment and invoices overview. */
export type InvoiceOverview = z.infer<typeof invoiceOverviewSchema>;
export const invoiceOverviewResponseSchema = envelope(invoiceOverviewSchema);

/** Finance details: the account, its invoices and its payments. */
export const financeDetailsSchema = z.object({
  finance: financeSchema,
  invoices: z.array(invoiceSchema),
  payments: z.array(z.object({ paidAt: isoDateTimeSchema, amount: amountSchema, invoiceId: z.string() })),
});
/** Finance details. */
export type FinanceDetails = z.infer<typeof financeDetailsSchema>;
export const financeDetailsResponseSchema = envelope(financeDetailsSchema);
