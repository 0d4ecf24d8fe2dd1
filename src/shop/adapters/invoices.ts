import {
  financeDetailsResponseSchema,
  invoiceOverviewResponseSchema,
  invoiceResponseSchema,
  type FinanceDetails,
  type Invoice,
  type InvoiceOverview,
} from '../schemas/invoices';
import { parseContract, parsePdfFile } from './errors';

/** Contract names: payment and invoice calls, as `ApiContractError.contract` shows them. */
export const InvoicesContract = {
  Overview: 'GET /api/invoices',
  Invoice: 'GET /api/invoices/{financeTypeId}/{id}/{subscriptionId}',
  Finance: 'GET /api/finance/{id}/{subscriptionId}',
  Pdf: 'GET /api/invoices/{id}/pdf',
} as const;

/**
 * Checks the answer of an invoice's PDF (`GET /api/invoices/{id}/pdf`): a PDF file, nothing else handed
 * on to the browser.
 * @throws ApiContractError when the answer is not a PDF
 */
export function parseInvoicePdfResponse(raw: unknown, contract: string = InvoicesContract.Pdf): Blob {
  return parsePdfFile(raw, contract);
}

/**
 * Parses the answer of the payment and invoices overview (`GET /api/invoices`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseInvoiceOverviewResponse(
  raw: unknown,
  contract: string = InvoicesContract.Overview,
): InvoiceOverview {
  return parseContract(invoiceOverviewResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of one invoice (`GET /api/invoices/{financeTypeId}/{id}/{subscriptionId}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseInvoiceResponse(raw: unknown, contract: string = InvoicesContract.Invoice): Invoice {
  return parseContract(invoiceResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of finance details (`GET /api/finance/{id}/{subscriptionId}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseFinanceDetailsResponse(
  raw: unknown,
  contract: string = InvoicesContract.Finance,
): FinanceDetails {
  return parseContract(financeDetailsResponseSchema, raw, contract).data;
}
