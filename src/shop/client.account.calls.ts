/**
 * The account calls' implementation: each goes through the client's one `request` (timeout, CSRF
 * header, error classes) and an adapter. Loaded on first use by `createLazyAccountCalls`
 * (`client.account.ts`). Every call makes sure the session token exists first: the account reads
 * answer 401 without the session's CSRF header.
 */
import {
  AuthContract,
  parseAcceptTermsResponse,
  parseBankIdCancelResponse,
  parseBankIdPollResponse,
  parseBankIdStartResponse,
  parseForgotPasswordResponse,
  parseLoginResponse,
  parseLogoutResponse,
  parseRegisterResponse,
  parseResendVerificationResponse,
  parseResetPasswordResponse,
  parseVerifyEmailResponse,
} from './adapters/auth';
import {
  CustomerContract,
  parseChangePasswordResponse,
  parseCustomerResponse,
  parseCustomerUpdateResponse,
} from './adapters/customer';
import {
  FriendsContract,
  parseFriendsMembershipResponse,
  parseFriendsSignupResponse,
  parseReferralResponse,
} from './adapters/friends';
import { GiftCardContract, parseGiftCardBalanceResponse } from './adapters/giftcard';
import {
  InvoicesContract,
  parseFinanceDetailsResponse,
  parseInvoiceOverviewResponse,
  parseInvoicePdfResponse,
  parseInvoiceResponse,
} from './adapters/invoices';
import {
  OrdersContract,
  parseOrderListResponse,
  parseOrderResponse,
  parseOrderReturnResponse,
  parseReturnLabelResponse,
} from './adapters/orders';
import { StockAlertContract, parseStockAlertResponse } from './adapters/stockAlert';
import type { AccountCalls, AccountRequest } from './client.account.types';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

const enc = encodeURIComponent;

/** The account calls over the client's request; `ensureToken` runs before each. */
export function createAccountCalls(request: AccountRequest, ensureToken: () => Promise<void>): AccountCalls {
  const get = async (call: string, path: string, options: CallOptions = {}) => {
    await ensureToken();
    return request('GET', call, path, { kind: 'account', signal: options.signal });
  };
  const post = async (call: string, path: string, body: unknown, options: CallOptions = {}) => {
    await ensureToken();
    return request('POST', call, path, { kind: 'accountWrite', body, signal: options.signal });
  };
  return {
    login: async (payload, options) =>
      parseLoginResponse(await post(AuthContract.Login, '/api/auth/login', payload, options)),
    acceptTerms: async (problemToken, options) =>
      parseAcceptTermsResponse(
        await post(
          AuthContract.AcceptTerms,
          '/api/auth/terms/accept',
          { problemToken, accepted: true },
          options,
        ),
      ),
    logout: async (options) =>
      parseLogoutResponse(await post(AuthContract.Logout, '/api/auth/logout', undefined, options)),
    startBankId: async (payload = {}, options) =>
      parseBankIdStartResponse(
        await post(AuthContract.BankIdStart, '/api/auth/bankid/start', payload, options),
      ),
    pollBankId: async (orderRef, options) =>
      parseBankIdPollResponse(
        await post(AuthContract.BankIdPoll, '/api/auth/bankid/poll', { orderRef }, options),
      ),
    cancelBankId: async (orderRef, options) =>
      parseBankIdCancelResponse(
        await post(AuthContract.BankIdCancel, '/api/auth/bankid/cancel', { orderRef }, options),
      ),
    register: async (payload, options) =>
      parseRegisterResponse(await post(AuthContract.Register, '/api/auth/register', payload, options)),
    verifyEmail: async (token, options) =>
      parseVerifyEmailResponse(
        await post(AuthContract.VerifyEmail, '/api/auth/verify-email', { token }, options),
      ),
    resendVerification: async (payload, options) =>
      parseResendVerificationResponse(
        await post(AuthContract.ResendVerification, '/api/auth/verify-email/resend', payload, options),
      ),
    forgotPassword: async (email, options) =>
      parseForgotPasswordResponse(
        await post(AuthContract.ForgotPassword, '/api/auth/password/forgot', { email }, options),
      ),
    requestStockAlert: async (payload, options) =>
      parseStockAlertResponse(await post(StockAlertContract.Request, '/api/stock-alerts', payload, options)),
    resetPassword: async (token, password, options) =>
      parseResetPasswordResponse(
        await post(AuthContract.ResetPassword, '/api/auth/password/reset', { token, password }, options),
      ),
    changePassword: async (payload, options) =>
      parseChangePasswordResponse(
        await post(CustomerContract.ChangePassword, '/api/customer/password', payload, options),
      ),
    getCustomer: async (options) =>
      parseCustomerResponse(await get(CustomerContract.Customer, '/api/customer', options)),
    updateCustomer: async (payload, options) =>
      parseCustomerUpdateResponse(
        await post(CustomerContract.Update, '/api/customer/update', payload, options),
      ),
    listOrders: async (options) =>
      parseOrderListResponse(await get(OrdersContract.List, '/api/orders', options)),
    getOrder: async (orderId, options) =>
      parseOrderResponse(await get(OrdersContract.Order, `/api/orders/${enc(orderId)}`, options)),
    returnOrderLines: async (orderId, payload, options) =>
      parseOrderReturnResponse(
        await post(OrdersContract.Return, `/api/orders/${enc(orderId)}/return`, payload, options),
      ),
    getReturnLabel: async (orderId, returnId, options = {}) => {
      await ensureToken();
      return parseReturnLabelResponse(
        await request(
          'GET',
          OrdersContract.ReturnLabel,
          `/api/orders/${enc(orderId)}/returns/${enc(returnId)}/label.pdf`,
          { kind: 'account', signal: options.signal, headers: { Accept: 'application/pdf' }, blob: true },
        ),
      );
    },
    getInvoiceOverview: async (options) =>
      parseInvoiceOverviewResponse(await get(InvoicesContract.Overview, '/api/invoices', options)),
    getInvoice: async ({ financeTypeId, id, subscriptionId }, options) =>
      parseInvoiceResponse(
        await get(
          InvoicesContract.Invoice,
          `/api/invoices/${enc(financeTypeId)}/${enc(id)}/${enc(subscriptionId || '-')}`,
          options,
        ),
      ),
    getInvoicePdf: async (invoiceId, options = {}) => {
      await ensureToken();
      return parseInvoicePdfResponse(
        await request('GET', InvoicesContract.Pdf, `/api/invoices/${enc(invoiceId)}/pdf`, {
          kind: 'account',
          signal: options.signal,
          headers: { Accept: 'application/pdf' },
          blob: true,
        }),
      );
    },
    getFinanceDetails: async ({ id, subscriptionId }, options) =>
      parseFinanceDetailsResponse(
        await get(InvoicesContract.Finance, `/api/finance/${enc(id)}/${enc(subscriptionId || '-')}`, options),
      ),
    getFriendsMembership: async (options) =>
      parseFriendsMembershipResponse(
        await get(FriendsContract.Membership, '/api/friends/membership', options),
      ),
    signUpFriends: async (payload, options) =>
      parseFriendsSignupResponse(await post(FriendsContract.Signup, '/api/friends/signup', payload, options)),
    getReferral: async (code, options) =>
      parseReferralResponse(
        await get(FriendsContract.Referral, `/api/friends/referral/${enc(code)}`, options),
      ),
    getGiftCardBalance: async (payload, options) =>
      parseGiftCardBalanceResponse(
        await post(GiftCardContract.Balance, '/api/giftcard/balance', payload, options),
      ),
  };
}
