import {
  bankIdPollResponseSchema,
  bankIdStartResponseSchema,
  loginResponseSchema,
  registerResponseSchema,
  verifyEmailResponseSchema,
  type BankIdOrder,
  type BankIdPoll,
  type LoginResult,
  type RegisterResult,
} from '../schemas/auth';
import { okSchema } from '../schemas/common';
import { parseContract } from './errors';

/** Contract names: account and login calls, as `ApiContractError.contract` shows them. */
export const AuthContract = {
  Login: 'POST /api/auth/login',
  AcceptTerms: 'POST /api/auth/terms/accept',
  Logout: 'POST /api/auth/logout',
  BankIdStart: 'POST /api/auth/bankid/start',
  BankIdPoll: 'POST /api/auth/bankid/poll',
  BankIdCancel: 'POST /api/auth/bankid/cancel',
  Register: 'POST /api/auth/register',
  VerifyEmail: 'POST /api/auth/verify-email',
  ResendVerification: 'POST /api/auth/verify-email/resend',
  ForgotPassword: 'POST /api/auth/password/forgot',
  ResetPassword: 'POST /api/auth/password/reset',
} as const;

/**
 * Parses the answer of the e-mail login: logged in or held back by an account problem (`POST /api/auth/login`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseLoginResponse(raw: unknown, contract: string = AuthContract.Login): LoginResult {
  return parseContract(loginResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of accepting the latest terms during a held-back login (`POST /api/auth/terms/accept`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseAcceptTermsResponse(
  raw: unknown,
  contract: string = AuthContract.AcceptTerms,
): LoginResult {
  return parseContract(loginResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the logout (`POST /api/auth/logout`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseLogoutResponse(raw: unknown, contract: string = AuthContract.Logout): void {
  parseContract(okSchema, raw, contract);
}

/**
 * Parses the answer of starting a Mobile BankID login (`POST /api/auth/bankid/start`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseBankIdStartResponse(
  raw: unknown,
  contract: string = AuthContract.BankIdStart,
): BankIdOrder {
  return parseContract(bankIdStartResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of polling a Mobile BankID order (`POST /api/auth/bankid/poll`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseBankIdPollResponse(
  raw: unknown,
  contract: string = AuthContract.BankIdPoll,
): BankIdPoll {
  return parseContract(bankIdPollResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of cancelling a Mobile BankID order (`POST /api/auth/bankid/cancel`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseBankIdCancelResponse(
  raw: unknown,
  contract: string = AuthContract.BankIdCancel,
): BankIdPoll {
  return parseContract(bankIdPollResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a registration (`POST /api/auth/register`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseRegisterResponse(
  raw: unknown,
  contract: string = AuthContract.Register,
): RegisterResult {
  return parseContract(registerResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of confirming the e-mail link (`POST /api/auth/verify-email`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseVerifyEmailResponse(
  raw: unknown,
  contract: string = AuthContract.VerifyEmail,
): { email: string; verified: true } {
  return parseContract(verifyEmailResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of asking for a new verification mail (`POST /api/auth/verify-email/resend`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseResendVerificationResponse(
  raw: unknown,
  contract: string = AuthContract.ResendVerification,
): void {
  parseContract(okSchema, raw, contract);
}

/**
 * Parses the answer of asking for a password reset link (`POST /api/auth/password/forgot`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseForgotPasswordResponse(
  raw: unknown,
  contract: string = AuthContract.ForgotPassword,
): void {
  parseContract(okSchema, raw, contract);
}

/**
 * Parses the answer of setting a new password (`POST /api/auth/password/reset`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseResetPasswordResponse(
  raw: unknown,
  contract: string = AuthContract.ResetPassword,
): void {
  parseContract(okSchema, raw, contract);
}
