import * as z from 'zod/mini';
import { envelope, isoDateTimeSchema, zipCodeSchema } from './common';
import { EMPLOYEE_NUMBER_MAX_LENGTH, EMPLOYEE_NUMBER_PATTERN } from '../validation/rules';
import { birthDateSchema, emailSchema, passwordSchema, personalNumberSchema, phoneSchema } from './auth';

/** The role a customer account has in the shop. */
export const customerRoleSchema = z.enum(['customer', 'store', 'manager', 'companyRepresentative']);
/** The role of an account. */
export type CustomerRole = z.infer<typeof customerRoleSchema>;

/** A customer's details (`/min-konto/opplysninger`). The personal number is masked on the way out. */
export const customerSchema = z.object({
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  birthDate: z.nullable(z.string()),
  personalNumberMasked: z.nullable(z.string()),
  employeeNumber: z.nullable(z.string()),
  role: customerRoleSchema,
  /** The store a store user or manager belongs to. */
  storeId: z.nullable(z.string()),
  /** The company of a company representative. */
  organisationNumber: z.nullable(z.string()),
  marketingConsent: z.boolean(),
  isFriendsMember: z.boolean(),
  createdAt: isoDateTimeSchema,
});
/** A customer's details. */
export type Customer = z.infer<typeof customerSchema>;
export const customerResponseSchema = envelope(customerSchema);

/** Body of `POST /api/customer/update`: the fields to change (at least one). */
export const customerUpdatePayloadSchema = z.object({
  firstName: z.optional(z.string().check(z.regex(/^[\p{L}\p{N} '-]+$/u))),
  lastName: z.optional(z.string().check(z.regex(/^[\p{L}\p{N} '-]+$/u))),
  email: z.optional(emailSchema),
  mobile: z.optional(phoneSchema),
  street: z.optional(z.string().check(z.minLength(1))),
  zipCode: z.optional(zipCodeSchema),
  city: z.optional(z.string().check(z.minLength(1))),
  birthDate: z.optional(birthDateSchema),
  personalNumber: z.optional(personalNumberSchema),
  marketingConsent: z.optional(z.boolean()),
  /** Only for a customer who has one: it can be corrected, not removed. */
  employeeNumber: z.optional(
    z.string().check(z.maxLength(EMPLOYEE_NUMBER_MAX_LENGTH), z.regex(EMPLOYEE_NUMBER_PATTERN)),
  ),
});
/** Body of a customer details update. */
export type CustomerUpdatePayload = z.infer<typeof customerUpdatePayloadSchema>;

/** Body of `POST /api/customer/password`: the current password and the new one (at least 8 characters). */
export const changePasswordPayloadSchema = z.object({
  currentPassword: z.string().check(z.minLength(1)),
  newPassword: passwordSchema,
});
/** Body of changing the password while logged in. */
export type ChangePasswordPayloadBody = z.infer<typeof changePasswordPayloadSchema>;
