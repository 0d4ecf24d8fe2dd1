/**
 * The store staff calls' implementation: each goes through the client's one `request` (timeout,
 * error classes) and an adapter. Loaded on first use by `createLazyStaffCalls` (`client.staff.ts`).
 */
import {
  StaffContract,
  parseCustomerPaymentRequestResponse,
  parsePaymentRequestPayResponse,
  parsePaymentRequestResponse,
  parseStaffBasketResponse,
  parseStaffCustomerResponse,
  parseStaffCustomerSearchResponse,
} from './adapters/staff';
import type { StaffCalls, StaffRequest } from './client.staff.types';

const REQUESTS = '/api/staff/payment-requests';
const enc = encodeURIComponent;

/** The store staff calls over the client's request; `ensureToken` runs before each call a store
 * user's session answers (all but the customer's read by a link's token). */
export function createStaffCalls(request: StaffRequest, ensureToken: () => Promise<void>): StaffCalls {
  return {
    searchCustomers: async (query, options = {}) => {
      await ensureToken();
      return parseStaffCustomerSearchResponse(
        await request('GET', StaffContract.CustomerSearch, `/api/staff/customers?query=${enc(query)}`, {
          kind: 'staff',
          signal: options.signal,
        }),
      );
    },
    createStaffCustomer: async (payload, options = {}) => {
      await ensureToken();
      return parseStaffCustomerResponse(
        await request('POST', StaffContract.CreateCustomer, '/api/staff/customers', {
          kind: 'staffWrite',
          body: payload,
          signal: options.signal,
        }),
      );
    },
    addProductForCustomer: async (customerNumber, payload, options = {}) => {
      await ensureToken();
      return parseStaffBasketResponse(
        await request(
          'POST',
          StaffContract.AddProduct,
          `/api/staff/customers/${enc(customerNumber)}/products`,
          {
            kind: 'staffWrite',
            body: payload,
            signal: options.signal,
          },
        ),
      );
    },
    getStaffBasket: async (customerNumber, options = {}) => {
      await ensureToken();
      return parseStaffBasketResponse(
        await request(
          'GET',
          StaffContract.StaffBasket,
          `/api/staff/customers/${enc(customerNumber)}/basket`,
          { kind: 'staff', signal: options.signal },
        ),
        StaffContract.StaffBasket,
      );
    },
    sendPaymentRequest: async (payload, options = {}) => {
      await ensureToken();
      return parsePaymentRequestResponse(
        await request('POST', StaffContract.PaymentRequest, REQUESTS, {
          kind: 'staffWrite',
          body: payload,
          signal: options.signal,
        }),
      );
    },
    getPaymentRequest: async (id, options = {}) => {
      await ensureToken();
      const call = `GET ${REQUESTS}/{id}`;
      return parsePaymentRequestResponse(
        await request('GET', call, `${REQUESTS}/${enc(id)}`, { kind: 'staff', signal: options.signal }),
        call,
      );
    },
    getCustomerPaymentRequest: async (token, options = {}) =>
      parseCustomerPaymentRequestResponse(
        await request('GET', StaffContract.CustomerPaymentRequest, `/api/payment-requests/${enc(token)}`, {
          kind: 'staff',
          signal: options.signal,
        }),
      ),
    // A POST carries the shopper session's CSRF token; the link's token, not a login, is the key.
    payPaymentRequest: async (token, payload, options = {}) => {
      await ensureToken();
      return parsePaymentRequestPayResponse(
        await request('POST', StaffContract.PayPaymentRequest, `/api/payment-requests/${enc(token)}/pay`, {
          kind: 'staffWrite',
          body: payload,
          signal: options.signal,
        }),
      );
    },
  };
}
