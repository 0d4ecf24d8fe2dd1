import { okSchema } from '../schemas/common';
import { parseContract } from './errors';

/** Contract names: the stock alert call, as `ApiContractError.contract` shows it. */
export const StockAlertContract = {
  Request: 'POST /api/stock-alerts',
} as const;

/**
 * Parses the answer of asking to be told when a sold-out SKU is back (`POST /api/stock-alerts`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseStockAlertResponse(raw: unknown, contract: string = StockAlertContract.Request): void {
  parseContract(okSchema, raw, contract);
}
