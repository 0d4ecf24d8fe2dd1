import { requisitionResponseSchema, type Requisition } from '../schemas/requisitions';
import { parseContract } from './errors';

/** Contract names: requisition calls, as `ApiContractError.contract` shows them. */
export const RequisitionsContract = {
  Requisition: 'GET /api/requisitions/{id}',
} as const;

/**
 * Parses the answer of a requisition, also the answer of approve and reject (`GET /api/requisitions/{id}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseRequisitionResponse(
  raw: unknown,
  contract: string = RequisitionsContract.Requisition,
): Requisition {
  return parseContract(requisitionResponseSchema, raw, contract).data;
}
