import { customerResponseSchema, type Customer } from '../schemas/customer';
import { okSchema } from '../schemas/common';
import { parseContract } from './errors';

/** Contract names: customer details calls, as `ApiContractError.contract` shows them. */
export const CustomerContract = {
  Customer: 'GET /api/customer',
  Update: 'POST /api/customer/update',
  ChangePassword: 'POST /api/customer/password',
} as const;

/**
 * Parses the answer of reading the customer details (`GET /api/customer`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseCustomerResponse(raw: unknown, contract: string = CustomerContract.Customer): Customer {
  return parseContract(customerResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of updating the customer details (`POST /api/customer/update`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseCustomerUpdateResponse(
  raw: unknown,
  contract: string = CustomerContract.Update,
): Customer {
  return parseContract(customerResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of changing the password (`POST /api/customer/password`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseChangePasswordResponse(
  raw: unknown,
  contract: string = CustomerContract.ChangePassword,
): void {
  parseContract(okSchema, raw, contract);
}
