import {
  orderListResponseSchema,
  orderResponseSchema,
  orderReturnResponseSchema,
  type Order,
  type OrderReturn,
  type OrderSummary,
} from '../schemas/orders';
import { parseContract, parsePdfFile } from './errors';

/** Contract names: order calls, as `ApiContractError.contract` shows them. */
export const OrdersContract = {
  List: 'GET /api/orders',
  Order: 'GET /api/orders/{orderId}',
  Return: 'POST /api/orders/{orderId}/return',
  ReturnLabel: 'GET /api/orders/{orderId}/returns/{returnId}/label.pdf',
} as const;

/**
 * Checks the answer of a return label (`GET /api/orders/{orderId}/returns/{returnId}/label.pdf`): a
 * PDF file, nothing else handed on to the browser.
 * @throws ApiContractError when the answer is not a PDF
 */
export function parseReturnLabelResponse(raw: unknown, contract: string = OrdersContract.ReturnLabel): Blob {
  return parsePdfFile(raw, contract);
}

/**
 * Parses the answer of the orders list (`GET /api/orders`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseOrderListResponse(raw: unknown, contract: string = OrdersContract.List): OrderSummary[] {
  return parseContract(orderListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of one order (`GET /api/orders/{orderId}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseOrderResponse(raw: unknown, contract: string = OrdersContract.Order): Order {
  return parseContract(orderResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a return of products (`POST /api/orders/{orderId}/return`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseOrderReturnResponse(
  raw: unknown,
  contract: string = OrdersContract.Return,
): OrderReturn {
  return parseContract(orderReturnResponseSchema, raw, contract).data;
}
