import { type HttpHandler } from 'msw';
import {
  acceptTermsPayloadSchema,
  bankIdOrderRefPayloadSchema,
  bankIdStartPayloadSchema,
  forgotPasswordPayloadSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  resendVerificationPayloadSchema,
  resetPasswordPayloadSchema,
  verifyEmailPayloadSchema,
} from '../../../shop/schemas/auth';
import type { MockHosts } from '../../backend/core';
import {
  checkPassword,
  findAccountByEmail,
  findAccountByNumber,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  solveAccountProblem,
  verifyEmail,
} from '../../backend/accounts';
import { cancelBankId, pollBankId, startBankId } from '../../backend/bankid';
import { BackendError } from '../../backend/errors';
import { logIn, logOut, takePendingProblem } from '../../backend/sessions';
import { confirmed, errorResponse, ok, shopPost } from './http';
import { noBody } from './site';

/** The e-mail that makes the login answer 503 `LoginUnavailable` ("login temporarily unavailable"). */
export const LOGIN_UNAVAILABLE_EMAIL = 'driftsstans@example.no';

/** Login (e-mail and Mobile BankID), logout, registration, e-mail verification and password reset. */
export function createAuthHandlers(hosts: MockHosts): HttpHandler[] {
  return [
    shopPost(hosts, '/api/auth/login', loginPayloadSchema, ({ session, body }) => {
      if (body.email.toLowerCase() === LOGIN_UNAVAILABLE_EMAIL) {
        return errorResponse(503, 'LoginUnavailable', 'Login is temporarily unavailable');
      }
      return ok(logIn(session, checkPassword(body.email, body.password), 2));
    }),
    shopPost(hosts, '/api/auth/terms/accept', acceptTermsPayloadSchema, ({ session, body }) => {
      const pending = takePendingProblem(session, body.problemToken);
      const account = findAccountByNumber(pending.customerNumber);
      if (!account) throw new BackendError(410, 'ProblemTokenInvalid', 'The login has expired; log in again');
      if (pending.problem !== 'TermsNotAccepted') {
        throw new BackendError(
          409,
          'EmailNotVerified',
          'The e-mail must be verified; a new mail can be sent',
        );
      }
      solveAccountProblem(account, 'TermsNotAccepted');
      return ok(logIn(session, account, pending.loginType));
    }),
    shopPost(hosts, '/api/auth/logout', noBody, ({ session }) => {
      logOut(session);
      return confirmed();
    }),
    shopPost(hosts, '/api/auth/bankid/start', bankIdStartPayloadSchema, ({ session, body }) =>
      ok(startBankId(session, body.personalNumber ?? null)),
    ),
    shopPost(hosts, '/api/auth/bankid/poll', bankIdOrderRefPayloadSchema, ({ session, body }) =>
      ok(pollBankId(session, body.orderRef)),
    ),
    shopPost(hosts, '/api/auth/bankid/cancel', bankIdOrderRefPayloadSchema, ({ session, body }) =>
      ok(cancelBankId(session, body.orderRef)),
    ),
    shopPost(hosts, '/api/auth/register', registerPayloadSchema, ({ body }) => {
      const account = register(body);
      return ok({ email: account.customer.email, verificationRequired: true }, 201);
    }),
    shopPost(hosts, '/api/auth/verify-email', verifyEmailPayloadSchema, ({ body }) => {
      const account = verifyEmail(body.token);
      return ok({ email: account.customer.email, verified: true });
    }),
    shopPost(hosts, '/api/auth/verify-email/resend', resendVerificationPayloadSchema, ({ session, body }) => {
      if (body.problemToken !== undefined) {
        const pending = takePendingProblem(session, body.problemToken);
        resendVerification(findAccountByNumber(pending.customerNumber));
      } else if (body.email !== undefined) {
        resendVerification(findAccountByEmail(body.email));
      } else {
        throw new BackendError(422, 'ValidationFailed', 'Give an e-mail or a problem token', [
          { path: 'email', message: 'Required' },
        ]);
      }
      return confirmed();
    }),
    shopPost(hosts, '/api/auth/password/forgot', forgotPasswordPayloadSchema, ({ body }) => {
      requestPasswordReset(body.email);
      return confirmed();
    }),
    shopPost(hosts, '/api/auth/password/reset', resetPasswordPayloadSchema, ({ body }) => {
      resetPassword(body.token, body.password);
      return confirmed();
    }),
  ];
}
