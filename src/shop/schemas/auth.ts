import * as z from 'zod/mini';
import { AccountProblem, BankIdStatus, LoginType } from '../enums';
import { envelope, isoDateTimeSchema } from './common';

/** The logged-in user as the shell sees it: a store user shows its name instead of "My pages". */
export const userSchema = z.object({ isStore: z.boolean(), name: z.string() });
/** The logged-in user. */
export type User = z.infer<typeof userSchema>;

/** Answer of `POST /api/auth/user/getUser`: `success` false and `user` null for a guest. */
export const getUserResponseSchema = z.object({ success: z.boolean(), user: z.nullable(userSchema) });
/** Answer of the user lookup. */
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;

/** E-mail as the shop validates it: an `@` and a domain with a dot. */
export const emailSchema = z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
/** Password: at least 8 characters. */
export const passwordSchema = z.string().check(z.minLength(8));
/** Norwegian personal number, `DDMMYY-XXXXX`. */
export const personalNumberSchema = z.string().check(z.regex(/^\d{6}-\d{5}$/));
/** Birth date, `DDMMYYYY`. */
export const birthDateSchema = z.string().check(z.regex(/^\d{8}$/));
/** Phone: digits with an optional country code. */
export const phoneSchema = z.string().check(z.regex(/^\+?\d{8,15}$/));

/** An account problem that holds a login back. */
export const accountProblemSchema = z.enum([
  AccountProblem.TermsNotAccepted,
  AccountProblem.EmailNotVerified,
  AccountProblem.EidEmailNotVerified,
]);
/** A login type: 1 Eid, 2 e-mail and password. */
export const loginTypeSchema = z.union([z.literal(LoginType.Eid), z.literal(LoginType.EmailPassword)]);

/** Body of `POST /api/auth/login`. */
export const loginPayloadSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1)),
});
/** Body of the e-mail login. */
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/**
 * What a login ends in: logged in, or held back by an account problem. `problemToken` continues the
 * login once the problem is solved (accept terms, or verify the e-mail).
 */
export const loginResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('loggedIn'),
    loginType: loginTypeSchema,
    user: userSchema,
    customerNumber: z.string(),
  }),
  z.object({
    status: z.literal('accountProblem'),
    loginType: loginTypeSchema,
    problem: accountProblemSchema,
    problemToken: z.string(),
    email: z.nullable(z.string()),
  }),
]);
/** What a login ends in. */
export type LoginResult = z.infer<typeof loginResultSchema>;
/** Answer of the e-mail login, the terms acceptance and a completed BankID poll. */
export const loginResponseSchema = envelope(loginResultSchema);

/** Body of `POST /api/auth/terms/accept`. */
export const acceptTermsPayloadSchema = z.object({
  problemToken: z.string().check(z.minLength(1)),
  accepted: z.literal(true),
});
/** Body of accepting the latest terms during login. */
export type AcceptTermsPayload = z.infer<typeof acceptTermsPayloadSchema>;

/** Body of `POST /api/auth/bankid/start`. The personal number is optional (QR or same device). */
export const bankIdStartPayloadSchema = z.object({ personalNumber: z.optional(personalNumberSchema) });
/** Body of starting a Mobile BankID login. */
export type BankIdStartPayload = z.infer<typeof bankIdStartPayloadSchema>;

/** A started Mobile BankID order. */
export const bankIdOrderSchema = z.object({
  orderRef: z.string(),
  autoStartToken: z.string(),
  expiresAt: isoDateTimeSchema,
  pollIntervalMs: z.int(),
});
/** A started Mobile BankID order. */
export type BankIdOrder = z.infer<typeof bankIdOrderSchema>;
export const bankIdStartResponseSchema = envelope(bankIdOrderSchema);

/** Body of polling or cancelling a BankID order. */
export const bankIdOrderRefPayloadSchema = z.object({ orderRef: z.string().check(z.minLength(1)) });
/** Body of polling or cancelling a BankID order. */
export type BankIdOrderRefPayload = z.infer<typeof bankIdOrderRefPayloadSchema>;

/** The state of a BankID order: pending, complete (with the login result), failed, expired, cancelled. */
export const bankIdPollSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(BankIdStatus.Pending),
    hintCode: z.enum(['outstandingTransaction', 'userSign', 'started']),
  }),
  z.object({ status: z.literal(BankIdStatus.Complete), login: loginResultSchema }),
  z.object({
    status: z.literal(BankIdStatus.Failed),
    hintCode: z.enum(['userCancel', 'certificateErr', 'startFailed']),
  }),
  z.object({
    status: z.literal(BankIdStatus.Expired),
    hintCode: z.enum(['expiredTransaction', 'tooManyAttempts']),
  }),
  z.object({ status: z.literal(BankIdStatus.Cancelled) }),
]);
/** The state of a BankID order. */
export type BankIdPoll = z.infer<typeof bankIdPollSchema>;
export const bankIdPollResponseSchema = envelope(bankIdPollSchema);

/** Body of `POST /api/auth/register`. Either a personal number or a birth date. */
export const registerPayloadSchema = z.object({
  firstName: z.string().check(z.regex(/^[\p{L}\p{N} '-]+$/u)),
  lastName: z.string().check(z.regex(/^[\p{L}\p{N} '-]+$/u)),
  email: emailSchema,
  password: passwordSchema,
  mobile: phoneSchema,
  street: z.string().check(z.minLength(1)),
  zipCode: z.string().check(z.regex(/^\d{4}$/)),
  city: z.string().check(z.minLength(1)),
  personalNumber: z.optional(personalNumberSchema),
  birthDate: z.optional(birthDateSchema),
  acceptTerms: z.literal(true),
});
/** Body of a registration. */
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;
/** A registration waits for the e-mail link. */
export const registerResultSchema = z.object({ email: z.string(), verificationRequired: z.boolean() });
/** What a registration answers. */
export type RegisterResult = z.infer<typeof registerResultSchema>;
export const registerResponseSchema = envelope(registerResultSchema);

/** Body of `POST /api/auth/verify-email` (the token from the e-mail link). */
export const verifyEmailPayloadSchema = z.object({ token: z.string().check(z.minLength(1)) });
/** Body of confirming an e-mail link. */
export type VerifyEmailPayload = z.infer<typeof verifyEmailPayloadSchema>;
export const verifyEmailResponseSchema = envelope(z.object({ email: z.string(), verified: z.literal(true) }));

/** Body of `POST /api/auth/verify-email/resend`: an e-mail, or the problem token of a held-back login. */
export const resendVerificationPayloadSchema = z.object({
  email: z.optional(emailSchema),
  problemToken: z.optional(z.string()),
});
/** Body of asking for a new verification mail. */
export type ResendVerificationPayload = z.infer<typeof resendVerificationPayloadSchema>;

/** Body of `POST /api/auth/password/forgot`. */
export const forgotPasswordPayloadSchema = z.object({ email: emailSchema });
/** Body of asking for a reset link. */
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

/** Body of `POST /api/auth/password/reset`. */
export const resetPasswordPayloadSchema = z.object({
  token: z.string().check(z.minLength(1)),
  password: passwordSchema,
});
/** Body of setting a new password. */
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;
