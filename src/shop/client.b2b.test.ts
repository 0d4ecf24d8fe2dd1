// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHandlers, getMockMailbox } from '../mocks';
import { startMockServer } from '../mocks/testServer';
import { createShopClient, isShopApiRequestError, SHOP_CALL_TIMEOUTS } from './client';
import { b2bAgreementPdfPath } from './client.b2b';
import type { AgreementPayload } from './schemas/b2b';

const SHOP = 'http://shop.test';
startMockServer(createHandlers({ shopBaseUrl: SHOP }));

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
const codeOf = (error: unknown) => (isShopApiRequestError(error) ? [error.status, error.code] : undefined);

const payload: AgreementPayload = {
  organisationNumber: '987-654-321',
  company: 'Fjordbygg AS',
  department: 'Anlegg',
  contactPerson: { name: 'Ola Fjord', email: 'ola@fjordbygg.no', phone: '91234567' },
  signingParty: { name: 'Siri Bygg', email: 'siri@fjordbygg.no', title: 'Daglig leder' },
  invoiceAddress: { street: 'Strandkaien 2', zipCode: '5013', city: 'Bergen' },
  referenceType: 'costCenter',
  referenceFormat: 'KS-NNNN',
  glassLevel: 'standard',
  frameLevel: 'basic',
  protectiveGlassesClasses: ['S', 'F'],
  photochromic: false,
  pdfEmail: 'faktura@fjordbygg.no',
};

describe('company agreement calls', () => {
  it('looks a company up; an unknown number and the registry failing are refused by code', async () => {
    const shop = createShopClient({ baseUrl: SHOP });
    const company = await shop.lookupOrganisation('987-654-321');
    expect([company.name, company.departments]).toEqual(['Fjordbygg AS', ['Anlegg', 'Administrasjon']]);
    expect(codeOf(await rejection(shop.lookupOrganisation('111-222-333')))).toEqual([
      404,
      'OrganisationNotFound',
    ]);
    expect(codeOf(await rejection(shop.lookupOrganisation('000-000-000')))).toEqual([
      502,
      'OrganisationLookupFailed',
    ]);
  });

  it('creates an agreement awaiting its signing party, who gets a link, then signs it once', async () => {
    const shop = createShopClient({ baseUrl: SHOP });
    const created = await shop.createB2bAgreement(payload);
    expect(created.status).toBe('awaitingSignature');
    expect(getMockMailbox('siri@fjordbygg.no').at(-1)?.link).toBe(
      `/b2b/tegn-avtale?avtale=${created.agreementId}`,
    );
    expect((await shop.getB2bAgreement(created.agreementId)).company).toBe('Fjordbygg AS');
    const signed = await shop.signB2bAgreement(created.agreementId);
    expect([signed.status, typeof signed.signedAt]).toEqual(['signed', 'string']);
    expect(codeOf(await rejection(shop.signB2bAgreement(created.agreementId)))).toEqual([
      409,
      'AgreementSigned',
    ]);
    // The company now has an agreement: a second one is refused.
    expect(codeOf(await rejection(shop.createB2bAgreement(payload)))).toEqual([409, 'AgreementExists']);
  });

  it('answers 404 for an unknown agreement, and knows where a PDF is served', async () => {
    const shop = createShopClient({ baseUrl: SHOP });
    expect(codeOf(await rejection(shop.getB2bAgreement('AG-9999')))?.[0]).toBe(404);
    expect(b2bAgreementPdfPath('AG-801', 'https://shop.example/')).toBe(
      'https://shop.example/api/b2b/agreement/AG-801/pdf',
    );
    expect([SHOP_CALL_TIMEOUTS.b2b, SHOP_CALL_TIMEOUTS.b2bWrite]).toEqual([10_000, 20_000]);
  });
});
