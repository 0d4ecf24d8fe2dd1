import type { Agreement, AgreementPayload, Organisation } from '../../shop/schemas/b2b';
import { FAILING_ORGANISATION_NUMBER, mockOrganisations } from '../fixtures/b2b';
import { onBackendReset } from './core';
import { BackendError, conflict, notFound } from './errors';
import { nextNumber } from './ids';
import { sendMessage } from './mailbox';
import { backendNowIso } from './time';

/** Company lookups and agreements: an agreement waits for its signing party, then is signed. */

let agreements: Agreement[] = [];
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
  agreements.push(agreement);
  sendMessage({
    channel: 'email',
    to: payload.signingParty.email,
    subject: `Firmaavtale for ${payload.company} venter på signering`,
    body: 'Trykk på lenken for å lese og signere firmaavtalen.',
    link: `/b2b/tegn-avtale?avtale=${agreementId}`,
    token: agreementId,
  });
  return structuredClone(agreement);
}

/** Signs an agreement (as its signing party); the PDF goes to the given address. */
export function signAgreement(agreementId: string): Agreement {
  const agreement = agreements.find((candidate) => candidate.agreementId === agreementId);
  if (!agreement) throw notFound('Agreement', agreementId);
  if (agreement.status === 'signed') throw conflict('AgreementSigned', 'The agreement is already signed');
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
  const agreement = agreements.find((candidate) => candidate.agreementId === agreementId);
  if (!agreement) throw notFound('Agreement', agreementId);
  return structuredClone(agreement);
}
