import type { Agreement, AgreementPayload, Organisation, SigningCode } from '../../shop/schemas/b2b';
import { FAILING_ORGANISATION_NUMBER, mockOrganisations } from '../fixtures/b2b';
import { backendNow, onBackendReset } from './core';
import { BackendError, conflict, notFound } from './errors';
import { nextNumber, nextRandom, randomHex } from './ids';
import { sendMessage } from './mailbox';
import { backendNowIso, formatOsloIso } from './time';

/**
 * Company lookups and agreements: an agreement waits for its signing party, then is signed.
 *
 * Signing is for the signing party only. The link in their e-mail carries a secret signing token
 * (32 hex characters, valid {@link SIGNING_LINK_DAYS} days), never the agreement id; and before
 * signing they confirm who they are with a one-time code sent to their e-mail when they press
 * "Signer avtalen" (6 digits, valid {@link SIGNING_CODE_MINUTES} minutes, {@link SIGNING_CODE_ATTEMPTS}
 * tries). The token proves the link arrived; the code, fresh at the moment of signing, keeps an old,
 * forwarded or leaked link from being enough. (A production shop would let the signing party sign
 * with BankID, as Norwegian companies expect for a binding agreement: the same two calls, a BankID
 * order in place of the code.)
 */

/** How long a signing link can be used. */
export const SIGNING_LINK_DAYS = 14;
/** How long a one-time signing code can be used. */
export const SIGNING_CODE_MINUTES = 10;
/** How many wrong codes void a code (a new one must be sent). */
export const SIGNING_CODE_ATTEMPTS = 5;

interface StoredAgreement {
  agreement: Agreement;
  signingToken: string;
  tokenExpires: number;
  code: { value: string; expires: number; wrong: number } | null;
}

let agreements: StoredAgreement[] = [];
let organisations: Organisation[] = [];
function load(): void {
  agreements = [];
  organisations = mockOrganisations.map((organisation) => structuredClone(organisation));
}
load();
onBackendReset(load);

/**
 * A company by organisation number. 404 `OrganisationNotFound`; the reserved number `000-000-000`
 * answers 502 `OrganisationLookupFailed` (the registry does not answer).
 */
export function lookupOrganisation(organisationNumber: string): Organisation {
  if (organisationNumber === FAILING_ORGANISATION_NUMBER) {
    throw new BackendError(502, 'OrganisationLookupFailed', 'The company registry did not answer');
  }
  const organisation = organisations.find((candidate) => candidate.organisationNumber === organisationNumber);
  if (!organisation)
    throw new BackendError(404, 'OrganisationNotFound', `No organisation has number ${organisationNumber}`);
  return structuredClone(organisation);
}

/** Creates an agreement and mails the signing party a link; 409 when the company already has one. */
export function createAgreement(payload: AgreementPayload): Agreement {
  const organisation = lookupOrganisation(payload.organisationNumber);
  if (organisation.hasAgreement)
    throw conflict('AgreementExists', `${organisation.name} already has an agreement`);
  const agreementId = `AG-${nextNumber('agreement', 801)}`;
  const agreement: Agreement = {
    agreementId,
    organisationNumber: payload.organisationNumber,
    company: payload.company,
    status: 'awaitingSignature',
    signingParty: { name: payload.signingParty.name, email: payload.signingParty.email },
    pdfUrl: `/api/b2b/agreement/${agreementId}/pdf`,
    createdAt: backendNowIso(),
    signedAt: null,
  };
  const signingToken = randomHex(32);
  agreements.push({
    agreement,
    signingToken,
    tokenExpires: backendNow().getTime() + SIGNING_LINK_DAYS * 24 * 60 * 60_000,
    code: null,
  });
  sendMessage({
    channel: 'email',
    to: payload.signingParty.email,
    subject: `Firmaavtale for ${payload.company} venter på signering`,
    body: `Trykk på lenken for å lese og signere firmaavtalen. Lenken er personlig og gjelder i ${SIGNING_LINK_DAYS} dager.`,
    link: `/b2b/tegn-avtale?signering=${signingToken}`,
    token: signingToken,
  });
  return structuredClone(agreement);
}

/**
 * The agreement of a signing link. 404 `SigningLinkInvalid` for an unknown token; 410
 * `SigningLinkExpired` once the link's days are up (unless it is signed: then it shows as signed).
 */
function bySigningToken(signingToken: string): StoredAgreement {
  const stored = agreements.find((candidate) => candidate.signingToken === signingToken);
  if (!stored) throw new BackendError(404, 'SigningLinkInvalid', 'No agreement has this signing link');
  if (stored.agreement.status !== 'signed' && backendNow().getTime() > stored.tokenExpires)
    throw new BackendError(410, 'SigningLinkExpired', 'The signing link has expired');
  return stored;
}

/** The agreement as its signing party reads it, by the link's signing token. */
export function getAgreementForSigning(signingToken: string): Agreement {
  return structuredClone(bySigningToken(signingToken).agreement);
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Sends the signing party a new one-time code (the old one stops working). 409 when signed. */
export function sendSigningCode(signingToken: string): SigningCode {
  const stored = bySigningToken(signingToken);
  const { agreement } = stored;
  if (agreement.status === 'signed') throw conflict('AgreementSigned', 'The agreement is already signed');
  const expires = backendNow().getTime() + SIGNING_CODE_MINUTES * 60_000;
  const value = String(Math.floor(nextRandom() * 1_000_000)).padStart(6, '0');
  stored.code = { value, expires, wrong: 0 };
  sendMessage({
    channel: 'email',
    to: agreement.signingParty.email,
    subject: `Engangskode for å signere firmaavtalen for ${agreement.company}`,
    body: `Koden din er ${value}. Den gjelder i ${SIGNING_CODE_MINUTES} minutter. Del den ikke med noen.`,
    link: null,
    token: value,
  });
  return { sentTo: maskEmail(agreement.signingParty.email), expiresAt: formatOsloIso(new Date(expires)) };
}

/**
 * Signs the agreement as its signing party: the link's token and the one-time code. 422
 * `SigningCodeInvalid` (a wrong code, or none sent), 410 `SigningCodeExpired`, 429
 * `SigningCodeAttempts` (too many wrong codes: the code is void, send a new one), 409 `AgreementSigned`.
 */
export function signAgreement(signingToken: string, code: string): Agreement {
  const stored = bySigningToken(signingToken);
  const { agreement } = stored;
  if (agreement.status === 'signed') throw conflict('AgreementSigned', 'The agreement is already signed');
  const sent = stored.code;
  if (!sent) throw new BackendError(422, 'SigningCodeInvalid', 'No code has been sent');
  if (sent.wrong >= SIGNING_CODE_ATTEMPTS)
    throw new BackendError(429, 'SigningCodeAttempts', 'Too many wrong codes: send a new one');
  if (backendNow().getTime() > sent.expires)
    throw new BackendError(410, 'SigningCodeExpired', 'The code has expired: send a new one');
  if (code.trim() !== sent.value) {
    sent.wrong += 1;
    if (sent.wrong >= SIGNING_CODE_ATTEMPTS)
      throw new BackendError(429, 'SigningCodeAttempts', 'Too many wrong codes: send a new one');
    throw new BackendError(422, 'SigningCodeInvalid', 'The code is wrong');
  }
  stored.code = null;
  agreement.status = 'signed';
  agreement.signedAt = backendNowIso();
  const organisation = organisations.find(
    (candidate) => candidate.organisationNumber === agreement.organisationNumber,
  );
  if (organisation) organisation.hasAgreement = true;
  return structuredClone(agreement);
}

/** An agreement by id. */
export function getAgreement(agreementId: string): Agreement {
  const stored = agreements.find((candidate) => candidate.agreement.agreementId === agreementId);
  if (!stored) throw notFound('Agreement', agreementId);
  return structuredClone(stored.agreement);
}
