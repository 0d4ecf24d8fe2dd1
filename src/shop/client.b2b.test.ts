// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHandlers, getMockMailbox, setBackendClock } from '../mocks';
import { DEFAULT_NOW } from '../mocks/backend/core';
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

  it('creates an agreement; its signing party gets a personal link, confirms with a code, signs once', async () => {
    const shop = createShopClient({ baseUrl: SHOP });
    const created = await shop.createB2bAgreement(payload);
    expect(created.status).toBe('awaitingSignature');
    const mail = getMockMailbox('siri@fjordbygg.no').at(-1);
    // The link carries a secret signing token, not the agreement id.
    expect(mail?.link).toMatch(/^\/b2b\/tegn-avtale\?signering=[0-9a-f]{32}$/);
    expect(mail?.link).not.toContain(created.agreementId);
    const token = mail?.token ?? '';
    expect((await shop.getB2bAgreementForSigning(token)).company).toBe('Fjordbygg AS');
    // No code sent yet: signing is refused.
    expect(codeOf(await rejection(shop.signB2bAgreement(token, '123456')))).toEqual([
      422,
      'SigningCodeInvalid',
    ]);
    const sent = await shop.sendB2bSigningCode(token);
    expect(sent.sentTo).toBe('s•••@fjordbygg.no');
    const code = getMockMailbox('siri@fjordbygg.no').at(-1)?.token ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(codeOf(await rejection(shop.signB2bAgreement(token, wrong)))).toEqual([422, 'SigningCodeInvalid']);
    const signed = await shop.signB2bAgreement(token, code);
    expect([signed.status, typeof signed.signedAt]).toEqual(['signed', 'string']);
    expect(codeOf(await rejection(shop.signB2bAgreement(token, code)))).toEqual([409, 'AgreementSigned']);
    // The company now has an agreement: a second one is refused.
    expect(codeOf(await rejection(shop.createB2bAgreement(payload)))).toEqual([409, 'AgreementExists']);
  });

  it('refuses an unknown or expired link, an expired code and too many wrong codes', async () => {
    const shop = createShopClient({ baseUrl: SHOP });
    expect(codeOf(await rejection(shop.getB2bAgreementForSigning('0'.repeat(32))))).toEqual([
      404,
      'SigningLinkInvalid',
    ]);
    await shop.createB2bAgreement({
      ...payload,
      organisationNumber: '923-456-789',
      company: 'Havbruk Nord AS',
    });
    const token = getMockMailbox('siri@fjordbygg.no').at(-1)?.token ?? '';
    const later = (minutes: number) =>
      setBackendClock(() => new Date(DEFAULT_NOW.getTime() + minutes * 60_000));
    try {
      await shop.sendB2bSigningCode(token);
      const code = getMockMailbox('siri@fjordbygg.no').at(-1)?.token ?? '';
      later(11);
      expect(codeOf(await rejection(shop.signB2bAgreement(token, code)))).toEqual([
        410,
        'SigningCodeExpired',
      ]);
      await shop.sendB2bSigningCode(token);
      const fresh = getMockMailbox('siri@fjordbygg.no').at(-1)?.token ?? '';
      const wrong = fresh === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt < 5; attempt += 1)
        expect(codeOf(await rejection(shop.signB2bAgreement(token, wrong)))?.[1]).toBe('SigningCodeInvalid');
      expect(codeOf(await rejection(shop.signB2bAgreement(token, wrong)))).toEqual([
        429,
        'SigningCodeAttempts',
      ]);
      // Even the right code no longer works: a new one must be sent.
      expect(codeOf(await rejection(shop.signB2bAgreement(token, fresh)))?.[1]).toBe('SigningCodeAttempts');
      later(15 * 24 * 60);
      expect(codeOf(await rejection(shop.getB2bAgreementForSigning(token)))).toEqual([
        410,
        'SigningLinkExpired',
      ]);
    } finally {
      setBackendClock(() => DEFAULT_NOW);
    }
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
