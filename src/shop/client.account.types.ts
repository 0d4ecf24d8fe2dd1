/** The types of the account calls (issue 19), shared by the lazy binding and its implementation. */
import type {
  BankIdOrder,
  BankIdPoll,
  BankIdStartPayload,
  LoginPayload,
  LoginResult,
  RegisterPayload,
  RegisterResult,
  ResendVerificationPayload,
} from './schemas/auth';
import type { Customer, CustomerUpdatePayload } from './schemas/customer';
import type { FriendsMembership, FriendsSignupPayload, Referral } from './schemas/friends';
import type { GiftCardBalance, GiftCardBalancePayload } from './schemas/giftcard';
import type { FinanceDetails, Invoice, InvoiceOverview } from './schemas/invoices';
import type { Order, OrderReturn, OrderReturnPayload, OrderSummary } from './schemas/orders';
import type { StockAlertPayload } from './schemas/stockAlert';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/** The kinds of account calls, each with its own timeout. */
export type AccountCallKind = 'account' | 'accountWrite';

/** Timeouts of the account calls in ms: reads 10 s, writes (login, register, a return) 20 s. */
export const ACCOUNT_CALL_TIMEOUTS: Readonly<Record<AccountCallKind, number>> = {
  account: 10_000,
  accountWrite: 20_000,
};

/** The client's request, as the account calls use it. */
export type AccountRequest = (
  method: 'GET' | 'POST',
  call: string,
  path: string,
  init: {
    body?: unknown;
    signal?: AbortSignal;
    kind: AccountCallKind;
    headers?: Record<string, string>;
    /** Answer the body as a `Blob` (a file), not as JSON. */
    blob?: boolean;
  },
) => Promise<unknown>;

/** Body of changing the password while logged in. */
export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

/** The account calls of the shop client: login, registration, the customer, orders, invoices, friends, gift card. */
export interface AccountCalls {
  /** `POST /api/auth/login`: logged in, or held back by an account problem. 401 `LoginFailed`, 503 `LoginUnavailable`. */
  login(payload: LoginPayload, options?: CallOptions): Promise<LoginResult>;
  /** `POST /api/auth/terms/accept` with the problem token of a held-back login. */
  acceptTerms(problemToken: string, options?: CallOptions): Promise<LoginResult>;
  /** `POST /api/auth/logout` (the cart stays). */
  logout(options?: CallOptions): Promise<void>;
  /** `POST /api/auth/bankid/start`: the order to poll. */
  startBankId(payload?: BankIdStartPayload, options?: CallOptions): Promise<BankIdOrder>;
  /** `POST /api/auth/bankid/poll`: pending, complete (with the login), failed, expired or cancelled. */
  pollBankId(orderRef: string, options?: CallOptions): Promise<BankIdPoll>;
  /** `POST /api/auth/bankid/cancel`. */
  cancelBankId(orderRef: string, options?: CallOptions): Promise<BankIdPoll>;
  /** `POST /api/auth/register`: a verification link goes out. 409 `CustomerExists`. */
  register(payload: RegisterPayload, options?: CallOptions): Promise<RegisterResult>;
  /** `POST /api/auth/verify-email` with the link's token. 410 `VerificationFailed`. */
  verifyEmail(token: string, options?: CallOptions): Promise<{ email: string; verified: true }>;
  /** `POST /api/auth/verify-email/resend` for an e-mail or a held-back login's problem token. */
  resendVerification(payload: ResendVerificationPayload, options?: CallOptions): Promise<void>;
  /** `POST /api/auth/password/forgot`: a reset link goes out when the account exists (never told). */
  forgotPassword(email: string, options?: CallOptions): Promise<void>;
  /**
   * `POST /api/stock-alerts` ("Varsle meg"): an e-mail goes to `email` now, and again when the sold-out
   * SKU is back in stock. 404 `NotFound` for an unknown SKU, 422 for an e-mail the shop refuses.
   */
  requestStockAlert(payload: StockAlertPayload, options?: CallOptions): Promise<void>;
  /** `POST /api/auth/password/reset` with the link's token. 410 `ResetTokenInvalid`. */
  resetPassword(token: string, password: string, options?: CallOptions): Promise<void>;
  /** `POST /api/customer/password` while logged in. 401 `WrongPassword`. */
  changePassword(payload: ChangePasswordPayload, options?: CallOptions): Promise<void>;
  /** `GET /api/customer`: the logged-in customer. 401 `NotLoggedIn`. */
  getCustomer(options?: CallOptions): Promise<Customer>;
  /** `POST /api/customer/update`. 409 `CustomerExists` (the e-mail is taken). */
  updateCustomer(payload: CustomerUpdatePayload, options?: CallOptions): Promise<Customer>;
  /** `GET /api/orders`: newest first. */
  listOrders(options?: CallOptions): Promise<OrderSummary[]>;
  /** `GET /api/orders/{orderId}`. */
  getOrder(orderId: string, options?: CallOptions): Promise<Order>;
  /** `POST /api/orders/{orderId}/return`. 409 `NotReturnable`. */
  returnOrderLines(orderId: string, payload: OrderReturnPayload, options?: CallOptions): Promise<OrderReturn>;
  /**
   * `GET /api/orders/{orderId}/returns/{returnId}/label.pdf`: the return's label as a PDF, read with
   * the customer's session like the order itself (a plain link carries no session: the shop answers
   * 401). 404 for another customer's order or an unknown return.
   */
  getReturnLabel(orderId: string, returnId: string, options?: CallOptions): Promise<Blob>;
  /** `GET /api/invoices`: finances and invoices. */
  getInvoiceOverview(options?: CallOptions): Promise<InvoiceOverview>;
  /** `GET /api/invoices/{financeTypeId}/{id}/{subscriptionId}` (`-` when no subscription). */
  getInvoice(
    params: { financeTypeId: string; id: string; subscriptionId?: string },
    options?: CallOptions,
  ): Promise<Invoice>;
  /**
   * `GET /api/invoices/{id}/pdf`: the invoice as a PDF, read with the customer's session like the invoice
   * itself (a plain link carries no session: the shop answers 401). 404 for another customer's invoice.
   */
  getInvoicePdf(invoiceId: string, options?: CallOptions): Promise<Blob>;
  /** `GET /api/finance/{id}/{subscriptionId}`. */
  getFinanceDetails(
    params: { id: string; subscriptionId?: string },
    options?: CallOptions,
  ): Promise<FinanceDetails>;
  /** `GET /api/friends/membership`: the membership, or `null`. */
  getFriendsMembership(options?: CallOptions): Promise<FriendsMembership | null>;
  /** `POST /api/friends/signup`. 404 `ReferralCodeNotFound`, 409 `AlreadyMember`. */
  signUpFriends(payload: FriendsSignupPayload, options?: CallOptions): Promise<FriendsMembership>;
  /** `GET /api/friends/referral/{code}`: who shared the code. */
  getReferral(code: string, options?: CallOptions): Promise<Referral>;
  /** `POST /api/giftcard/balance`. 404 `GiftCardNotFound` (also for a wrong PIN). */
  getGiftCardBalance(payload: GiftCardBalancePayload, options?: CallOptions): Promise<GiftCardBalance>;
}
