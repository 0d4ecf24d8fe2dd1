/**
 * The company agreement calls' implementation: each goes through the client's one `request`
 * (timeout, error classes) and an adapter. Loaded on first use by `createLazyB2bCalls` (`client.b2b.ts`).
 */
import {
  B2bContract,
  parseAgreementResponse,
  parseOrganisationResponse,
  parseSigningCodeResponse,
} from './adapters/b2b';
import type { B2bCalls, B2bRequest } from './client.b2b.types';

const AGREEMENT = '/api/b2b/agreement';
const SIGNING = '/api/b2b/signing';
const enc = encodeURIComponent;

/** The company agreement calls over the client's request; `ensureToken` runs before each write. */
export function createB2bCalls(request: B2bRequest, ensureToken: () => Promise<void>): B2bCalls {
  return {
    lookupOrganisation: async (organisationNumber, options = {}) =>
      parseOrganisationResponse(
        await request('GET', B2bContract.Organisation, `/api/b2b/organisation/${enc(organisationNumber)}`, {
          kind: 'b2b',
          signal: options.signal,
        }),
      ),
    createB2bAgreement: async (payload, options = {}) => {
      await ensureToken();
      return parseAgreementResponse(
        await request('POST', B2bContract.Agreement, AGREEMENT, {
          kind: 'b2bWrite',
          body: payload,
          signal: options.signal,
        }),
      );
    },
    getB2bAgreement: async (agreementId, options = {}) => {
      const call = `GET ${AGREEMENT}/{agreementId}`;
      return parseAgreementResponse(
        await request('GET', call, `${AGREEMENT}/${enc(agreementId)}`, {
          kind: 'b2b',
          signal: options.signal,
        }),
        call,
      );
    },
    getB2bAgreementForSigning: async (signingToken, options = {}) =>
      parseAgreementResponse(
        await request('GET', B2bContract.SigningAgreement, `${SIGNING}/${enc(signingToken)}`, {
          kind: 'b2b',
          signal: options.signal,
        }),
        B2bContract.SigningAgreement,
      ),
    sendB2bSigningCode: async (signingToken, options = {}) => {
      await ensureToken();
      return parseSigningCodeResponse(
        await request('POST', B2bContract.SigningCode, `${SIGNING}/${enc(signingToken)}/code`, {
          kind: 'b2bWrite',
          signal: options.signal,
        }),
      );
    },
    signB2bAgreement: async (signingToken, code, options = {}) => {
      await ensureToken();
      return parseAgreementResponse(
        await request('POST', B2bContract.Sign, `${SIGNING}/${enc(signingToken)}/sign`, {
          kind: 'b2bWrite',
          body: { code },
          signal: options.signal,
        }),
        B2bContract.Sign,
      );
    },
  };
}
