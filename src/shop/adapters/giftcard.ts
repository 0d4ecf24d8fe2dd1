import { giftCardBalanceResponseSchema, type GiftCardBalance } from '../schemas/giftcard';
import { parseContract } from './errors';

/** Contract names: gift card calls, as `ApiContractError.contract` shows them. */
export const GiftCardContract = {
  Balance: 'POST /api/giftcard/balance',
} as const;

/**
 * Parses the answer of a gift card balance lookup (`POST /api/giftcard/balance`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseGiftCardBalanceResponse(
  raw: unknown,
  contract: string = GiftCardContract.Balance,
): GiftCardBalance {
  return parseContract(giftCardBalanceResponseSchema, raw, contract).data;
}
