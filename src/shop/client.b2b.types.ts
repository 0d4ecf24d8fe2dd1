/** The types of the company (B2B) agreement calls (issue 21), shared by the lazy binding and its implementation. */
import type { Agreement, AgreementPayload, Organisation, SigningCode } from './schemas/b2b';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/** The kinds of company agreement calls, each with its own timeout. */
export type B2bCallKind = 'b2b' | 'b2bWrite';

/**
 * Timeouts of the company agreement calls in ms: a lookup or an agreement read 10 s; creating or
 * signing an agreement 20 s (the registry is asked again, and mail is sent).
 */
export const B2B_CALL_TIMEOUTS: Readonly<Record<B2bCallKind, number>> = { b2b: 10_000, b2bWrite: 20_000 };

/** The client's request, as the company agreement calls use it. */
export type B2bRequest = (
  method: 'GET' | 'POST',
  call: string,
  path: string,
  init: { body?: unknown; signal?: AbortSignal; kind: B2bCallKind },
) => Promise<unknown>;

/** The company agreement calls of the shop client. */
export interface B2bCalls {
  /**
   * `GET /api/b2b/organisation/{organisationNumber}`: the company, its address and departments.
   * 404 `OrganisationNotFound`; 502 `OrganisationLookupFailed`; 422 when not `NNN-NNN-NNN`.
   */
  lookupOrganisation(organisationNumber: string, options?: CallOptions): Promise<Organisation>;
  /**
   * `POST /api/b2b/agreement`: creates the agreement, awaiting its signing party (who gets a link).
   * 404/502 as the lookup; 409 `AgreementExists`.
   */
  createB2bAgreement(payload: AgreementPayload, options?: CallOptions): Promise<Agreement>;
  /** `GET /api/b2b/agreement/{agreementId}`: one agreement. 404 `NotFound`. */
  getB2bAgreement(agreementId: string, options?: CallOptions): Promise<Agreement>;
  /**
   * `GET /api/b2b/signing/{signingToken}`: the agreement as its signing party reads it, by the secret
   * token of the link in their e-mail. 404 `SigningLinkInvalid`; 410 `SigningLinkExpired`.
   */
  getB2bAgreementForSigning(signingToken: string, options?: CallOptions): Promise<Agreement>;
  /**
   * `POST /api/b2b/signing/{signingToken}/code`: sends the signing party a one-time code by e-mail
   * (a new one replaces the old). 404/410 as the link; 409 `AgreementSigned`.
   */
  sendB2bSigningCode(signingToken: string, options?: CallOptions): Promise<SigningCode>;
  /**
   * `POST /api/b2b/signing/{signingToken}/sign`: signs the agreement with the one-time code. 422
   * `SigningCodeInvalid`; 410 `SigningCodeExpired`; 429 `SigningCodeAttempts`; 409 `AgreementSigned`;
   * 404/410 as the link.
   */
  signB2bAgreement(signingToken: string, code: string, options?: CallOptions): Promise<Agreement>;
}
