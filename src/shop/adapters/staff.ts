import {
  customerPaymentRequestResponseSchema,
  paymentRequestPayResponseSchema,
  paymentRequestResponseSchema,
  staffCustomerResponseSchema,
  type CustomerPaymentRequest,
  staffBasketResponseSchema,
  staffCustomerSearchResponseSchema,
  type PaymentRequest,
  type StaffBasket,
  type StaffCustomerHit,
} from '../schemas/staff';
import type { PaymentStepOutcome } from '../schemas/checkout';
import { parseContract } from './errors';

/** Contract names: store staff calls, as `ApiContractError.contract` shows them. */
export const StaffContract = {
  CustomerSearch: 'GET /api/staff/customers',
  AddProduct: 'POST /api/staff/customers/{customerNumber}/products',
  PaymentRequest: 'POST /api/staff/payment-requests',
  CreateCustomer: 'POST /api/staff/customers',
  CustomerPaymentRequest: 'GET /api/payment-requests/{token}',
  PayPaymentRequest: 'POST /api/payment-requests/{token}/pay',
  StaffBasket: 'GET /api/staff/customers/{customerNumber}/basket',
} as const;

/**
 * Parses the answer of paying a payment request (`POST /api/payment-requests/{token}/pay`): the
 * payment step's outcome.
 * @throws ApiContractError when the payload does not match
 */
export function parsePaymentRequestPayResponse(raw: unknown): PaymentStepOutcome {
  return parseContract(paymentRequestPayResponseSchema, raw, StaffContract.PayPaymentRequest).data;
}

/**
 * Parses the answer of creating a customer as a store user (`POST /api/staff/customers`).
 * @throws ApiContractError when the payload does not match
 */
export function parseStaffCustomerResponse(raw: unknown): StaffCustomerHit {
  return parseContract(staffCustomerResponseSchema, raw, StaffContract.CreateCustomer).data;
}

/**
 * Parses a payment request as its customer reads it (`GET /api/payment-requests/{token}`).
 * @throws ApiContractError when the payload does not match
 */
export function parseCustomerPaymentRequestResponse(raw: unknown): CustomerPaymentRequest {
  return parseContract(customerPaymentRequestResponseSchema, raw, StaffContract.CustomerPaymentRequest).data;
}

/**
 * Parses the answer of a customer lookup (`GET /api/staff/customers`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseStaffCustomerSearchResponse(
  raw: unknown,
  contract: string = StaffContract.CustomerSearch,
): StaffCustomerHit[] {
  return parseContract(staffCustomerSearchResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of adding products for a customer (`POST /api/staff/customers/{customerNumber}/products`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseStaffBasketResponse(
  raw: unknown,
  contract: string = StaffContract.AddProduct,
): StaffBasket {
  return parseContract(staffBasketResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a payment request, also the answer of reading one (`POST /api/staff/payment-requests`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parsePaymentRequestResponse(
  raw: unknown,
  contract: string = StaffContract.PaymentRequest,
): PaymentRequest {
  return parseContract(paymentRequestResponseSchema, raw, contract).data;
}
