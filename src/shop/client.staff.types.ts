/** The types of the store staff calls (issue 21), shared by the lazy binding and its implementation. */
import type {
  CustomerPaymentRequest,
  PaymentRequest,
  PaymentRequestPayPayload,
  PaymentRequestPayload,
  StaffAddProductPayload,
  StaffBasket,
  StaffCreateCustomerPayload,
  StaffCustomerHit,
} from './schemas/staff';

import type { PaymentStepOutcome } from './schemas/checkout';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/** The kinds of store staff calls, each with its own timeout. */
export type StaffCallKind = 'staff' | 'staffWrite';

/**
 * Timeouts of the store staff calls in ms: a customer lookup or a payment request read 10 s; creating
 * a customer, adding a product or sending a payment request 20 s (it writes, and a message is sent).
 */
export const STAFF_CALL_TIMEOUTS: Readonly<Record<StaffCallKind, number>> = {
  staff: 10_000,
  staffWrite: 20_000,
};

/** The client's request, as the store staff calls use it. */
export type StaffRequest = (
  method: 'GET' | 'POST',
  call: string,
  path: string,
  init: { body?: unknown; signal?: AbortSignal; kind: StaffCallKind },
) => Promise<unknown>;

/** The store staff calls of the shop client (and the customer's read of a payment request). */
export interface StaffCalls {
  /**
   * `GET /api/staff/customers?query=`: customers matching name, e-mail, phone or customer number.
   * 403 `NotStoreUser`; 422 under 2 characters.
   */
  searchCustomers(query: string, options?: CallOptions): Promise<StaffCustomerHit[]>;
  /** `POST /api/staff/customers`: creates a customer. 409 `CustomerExists` when the e-mail is taken. */
  createStaffCustomer(payload: StaffCreateCustomerPayload, options?: CallOptions): Promise<StaffCustomerHit>;
  /**
   * `POST /api/staff/customers/{customerNumber}/products`: adds a product to what the store puts
   * together for the customer. 404 `CustomerNotFound`; 409 `NotAvailableForStore`, `OutOfStock`.
   */
  addProductForCustomer(
    customerNumber: string,
    payload: StaffAddProductPayload,
    options?: CallOptions,
  ): Promise<StaffBasket>;
  /**
   * `GET /api/staff/customers/{customerNumber}/basket`: what the store user has put together for the
   * customer so far (an empty basket when nothing is added). 403 `NotStoreUser`; 404 `CustomerNotFound`.
   */
  getStaffBasket(customerNumber: string, options?: CallOptions): Promise<StaffBasket>;
  /** `POST /api/staff/payment-requests`: sends the basket by SMS or e-mail. 409 `BasketEmpty`. */
  sendPaymentRequest(payload: PaymentRequestPayload, options?: CallOptions): Promise<PaymentRequest>;
  /** `GET /api/staff/payment-requests/{id}`: a sent request's status (sent, paid, expired). 404. */
  getPaymentRequest(id: string, options?: CallOptions): Promise<PaymentRequest>;
  /** `GET /api/payment-requests/{token}`: the customer's view of a request by its link. No login; 404. */
  getCustomerPaymentRequest(token: string, options?: CallOptions): Promise<CustomerPaymentRequest>;
  /**
   * `POST /api/payment-requests/{token}/pay`: the customer pays the request by its link (no login),
   * with the checkout's payment step: completed (the order), redirect (Klarna) or a problem (0 failed,
   * 1 SSN required, 2 validations required, 99 expired). A request is paid once: 409
   * `PaymentRequestPaid`, 409 `PaymentRequestExpired`, 404 for an unknown token, 503
   * `CardProviderUnavailable` when the payment provider has problems.
   */
  payPaymentRequest(
    token: string,
    payload: PaymentRequestPayPayload,
    options?: CallOptions,
  ): Promise<PaymentStepOutcome>;
}
