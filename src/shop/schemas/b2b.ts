import * as z from 'zod/mini';
import { addressSchema, envelope, isoDateTimeSchema } from './common';
import { emailSchema, phoneSchema } from './auth';

/** Organisation number, `NNN-NNN-NNN`. */
export const organisationNumberSchema = z.string().check(z.regex(/^\d{3}-\d{3}-\d{3}$/));

/** A company found by its organisation number. */
export const organisationSchema = z.object({
  organisationNumber: z.string(),
  name: z.string(),
  address: addressSchema,
  departments: z.array(z.string()),
  hasAgreement: z.boolean(),
});
/** A company. */
export type Organisation = z.infer<typeof organisationSchema>;
export const organisationResponseSchema = envelope(organisationSchema);

/** Agreement levels for glasses and frames. */
export const agreementLevelSchema = z.enum(['basic', 'standard', 'premium']);
/** Protective glasses classes (EN 166 mechanical strength). */
export const protectiveClassSchema = z.enum(['S', 'F', 'B', 'A']);

/** Body of `POST /api/b2b/agreement`. */
export const agreementPayloadSchema = z.object({
  organisationNumber: organisationNumberSchema,
  company: z.string().check(z.minLength(1)),
  department: z.optional(z.string()),
  contactPerson: z.object({ name: z.string().check(z.minLength(1)), email: emailSchema, phone: phoneSchema }),
  signingParty: z.object({
    name: z.string().check(z.minLength(1)),
    email: emailSchema,
    title: z.optional(z.string()),
  }),
  invoiceAddress: addressSchema,
  referenceType: z.enum(['costCenter', 'employeeNumber', 'purchaseOrder', 'freeText']),
  /** How the reference looks, e.g. `KS-NNNN`. */
  referenceFormat: z.string(),
  glassLevel: agreementLevelSchema,
  frameLevel: agreementLevelSchema,
  protectiveGlassesClasses: z.array(protectiveClassSchema),
  photochromic: z.boolean(),
  /** Where the signed agreement is sent as a PDF. */
  pdfEmail: emailSchema,
});
/** Body of a company agreement. */
export type AgreementPayload = z.infer<typeof agreementPayloadSchema>;

/** A company agreement: awaiting the signing party, then signed. */
export const agreementSchema = z.object({
  agreementId: z.string(),
  organisationNumber: z.string(),
  company: z.string(),
  status: z.enum(['awaitingSignature', 'signed']),
  signingParty: z.object({ name: z.string(), email: z.string() }),
  pdfUrl: z.string(),
  createdAt: isoDateTimeSchema,
  signedAt: z.nullable(isoDateTimeSchema),
});
/** A company agreement. */
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementResponseSchema = envelope(agreementSchema);

/**
 * The one-time code sent to the signing party (`POST /api/b2b/signing/{signingToken}/code`): where it
 * went (masked) and until when it can be used.
 */
export const signingCodeSchema = z.object({ sentTo: z.string(), expiresAt: isoDateTimeSchema });
/** A one-time signing code sent. */
export type SigningCode = z.infer<typeof signingCodeSchema>;
export const signingCodeResponseSchema = envelope(signingCodeSchema);

/** Body of `POST /api/b2b/signing/{signingToken}/sign`: the one-time code from the e-mail. */
export const signAgreementPayloadSchema = z.object({
  code: z.string().check(z.regex(/^\d{6}$/)),
});
/** Body of signing an agreement. */
export type SignAgreementPayload = z.infer<typeof signAgreementPayloadSchema>;
