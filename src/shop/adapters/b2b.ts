import {
  agreementResponseSchema,
  organisationResponseSchema,
  signingCodeResponseSchema,
  type Agreement,
  type Organisation,
  type SigningCode,
} from '../schemas/b2b';
import { parseContract } from './errors';

/** Contract names: company (b2b) calls, as `ApiContractError.contract` shows them. */
export const B2bContract = {
  Organisation: 'GET /api/b2b/organisation/{organisationNumber}',
  Agreement: 'POST /api/b2b/agreement',
  SigningAgreement: 'GET /api/b2b/signing/{signingToken}',
  SigningCode: 'POST /api/b2b/signing/{signingToken}/code',
  Sign: 'POST /api/b2b/signing/{signingToken}/sign',
} as const;

/**
 * Parses the answer of sending a one-time signing code (`POST /api/b2b/signing/{signingToken}/code`).
 * @throws ApiContractError when the payload does not match
 */
export function parseSigningCodeResponse(raw: unknown): SigningCode {
  return parseContract(signingCodeResponseSchema, raw, B2bContract.SigningCode).data;
}

/**
 * Parses the answer of an organisation lookup (`GET /api/b2b/organisation/{organisationNumber}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseOrganisationResponse(
  raw: unknown,
  contract: string = B2bContract.Organisation,
): Organisation {
  return parseContract(organisationResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a company agreement, also the answer of signing it (`POST /api/b2b/agreement`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseAgreementResponse(raw: unknown, contract: string = B2bContract.Agreement): Agreement {
  return parseContract(agreementResponseSchema, raw, contract).data;
}
