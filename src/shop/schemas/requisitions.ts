import * as z from 'zod/mini';
import { RequisitionStatus, RequisitionType } from '../enums';
import { amountSchema, envelope, isoDateTimeSchema } from './common';

/** A requisition: a company pays an employee's exam or glasses once a manager approves. */
export const requisitionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum([RequisitionType.Electronic, RequisitionType.Physical]),
  status: z.enum([RequisitionStatus.Pending, RequisitionStatus.Approved, RequisitionStatus.Rejected]),
  employee: z.object({ name: z.string(), employeeNumber: z.nullable(z.string()) }),
  organisationNumber: z.string(),
  companyName: z.string(),
  manager: z.object({ name: z.string(), email: z.string() }),
  bookingId: z.nullable(z.string()),
  description: z.string(),
  /** What the company covers. */
  coveredAmount: amountSchema,
  createdAt: isoDateTimeSchema,
  decidedAt: z.nullable(isoDateTimeSchema),
  rejectionReason: z.nullable(z.string()),
});
/** A requisition. */
export type Requisition = z.infer<typeof requisitionSchema>;
export const requisitionResponseSchema = envelope(requisitionSchema);

/** Body of `POST /api/requisitions/:id/reject`. */
export const rejectRequisitionPayloadSchema = z.object({
  reason: z.optional(z.string().check(z.maxLength(500))),
});
/** Body of a rejection. */
export type RejectRequisitionPayload = z.infer<typeof rejectRequisitionPayloadSchema>;
