import { describe, expect, it } from 'vitest';
import { nbB2b } from '../../i18n/nb.b2b';
import { ShopApiRequestError, ShopNetworkError } from '../client';
import type { Organisation } from '../schemas/b2b';
import { agreementPayloadSchema } from '../schemas/b2b';
import {
  EMPTY_AGREEMENT_FORM,
  REFERENCE_EXAMPLES,
  REFERENCE_TYPES,
  agreementPayload,
  agreementPdfHref,
  agreementStateView,
  b2bErrorMessage,
  normaliseOrganisationNumber,
  referenceExample,
  referenceFormatRule,
  referenceHint,
  signingCode,
  signingCodeOf,
  signingFailure,
  signingLinkClosed,
  toggleProtectiveClass,
  type AgreementFormValues,
} from './agreement';

const fjordbygg: Organisation = {
  organisationNumber: '987-654-321',
  name: 'Fjordbygg AS',
  address: { street: 'Strandkaien 2', zipCode: '5013', city: 'Bergen' },
  departments: ['Anlegg', 'Administrasjon'],
  hasAgreement: false,
};

const filled: AgreementFormValues = {
  ...EMPTY_AGREEMENT_FORM,
  organisationNumber: ' 987 654 321 ',
  department: 'Anlegg',
  contactName: ' Ola Fjord ',
  contactEmail: ' ola@fjordbygg.no ',
  contactPhone: '912 34 567',
  signerName: ' Siri Bygg ',
  signerEmail: 'siri@fjordbygg.no ',
  signerTitle: '  ',
  street: ' Strandkaien 2 ',
  zipCode: '5013',
  city: ' Bergen',
  referenceFormat: ' KS-NNNN ',
  protectiveGlassesClasses: ['B', 'S'],
  photochromic: true,
  pdfEmail: ' faktura@fjordbygg.no',
};

const apiError = (status: number, code: string) =>
  new ShopApiRequestError('GET /api/b2b/organisation/{organisationNumber}', {
    status,
    code,
    message: code,
  } as ConstructorParameters<typeof ShopApiRequestError>[1]);

describe('organisation number', () => {
  it.each([
    ['987654321', '987-654-321'],
    [' 987 654 321 ', '987-654-321'],
    ['987-654-321', '987-654-321'],
    ['98765432', '98765432'],
    [' abc ', 'abc'],
  ])('%j → %j', (typed, sent) => expect(normaliseOrganisationNumber(typed)).toBe(sent));
});

describe('agreementPayload', () => {
  it('trims, groups the number, drops a blank title and sorts the classes; the schema takes it', () => {
    const payload = agreementPayload(filled, fjordbygg);
    expect(payload).toEqual({
      organisationNumber: '987-654-321',
      company: 'Fjordbygg AS',
      department: 'Anlegg',
      contactPerson: { name: 'Ola Fjord', email: 'ola@fjordbygg.no', phone: '91234567' },
      signingParty: { name: 'Siri Bygg', email: 'siri@fjordbygg.no' },
      invoiceAddress: { street: 'Strandkaien 2', zipCode: '5013', city: 'Bergen' },
      referenceType: 'costCenter',
      referenceFormat: 'KS-NNNN',
      glassLevel: 'standard',
      frameLevel: 'standard',
      protectiveGlassesClasses: ['S', 'B'],
      photochromic: true,
      pdfEmail: 'faktura@fjordbygg.no',
    });
    expect(agreementPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it.each([
    ['', undefined],
    ['Anlegg', 'Anlegg'],
    ['Ukjent', undefined],
  ])('department %j → %j', (department, sent) =>
    expect(agreementPayload({ ...filled, department }, fjordbygg).department).toBe(sent),
  );

  it('keeps a title when given', () =>
    expect(agreementPayload({ ...filled, signerTitle: ' Daglig leder ' }, fjordbygg).signingParty.title).toBe(
      'Daglig leder',
    ));
});

describe('b2bErrorMessage', () => {
  it.each([
    [apiError(404, 'OrganisationNotFound'), 'b2b.error.organisationNotFound'],
    [apiError(502, 'OrganisationLookupFailed'), 'b2b.error.lookupFailed'],
    [apiError(502, 'HttpError'), 'b2b.error.lookupFailed'],
    [apiError(503, 'HttpError'), 'b2b.error.lookupFailed'],
    [apiError(409, 'AgreementExists'), 'b2b.error.agreementExists'],
    [apiError(409, 'AgreementSigned'), 'b2b.error.agreementSigned'],
    [apiError(404, 'NotFound'), 'b2b.error.agreementNotFound'],
    [apiError(500, 'HttpError'), 'b2b.error.generic'],
    [new ShopNetworkError('GET /x', new Error('offline')), 'b2b.error.generic'],
    [new Error('anything'), 'b2b.error.generic'],
  ])('%s → %s', (error, key) => {
    expect(b2bErrorMessage(error, 'registry')).toBe(key);
    expect(nbB2b).toHaveProperty(key);
  });

  it.each([
    [apiError(503, 'HttpError'), 'b2b.error.generic'],
    [apiError(502, 'HttpError'), 'b2b.error.generic'],
    [apiError(409, 'AgreementSigned'), 'b2b.error.agreementSigned'],
    [apiError(404, 'NotFound'), 'b2b.error.agreementNotFound'],
    [apiError(404, 'SigningLinkInvalid'), 'b2b.error.signingLinkInvalid'],
    [apiError(410, 'SigningLinkExpired'), 'b2b.error.signingLinkExpired'],
    [apiError(422, 'SigningCodeInvalid'), 'b2b.error.codeInvalid'],
    [apiError(410, 'SigningCodeExpired'), 'b2b.error.codeExpired'],
    [apiError(429, 'SigningCodeAttempts'), 'b2b.error.codeAttempts'],
  ])('reading or signing an agreement: %s → %s', (error, key) =>
    expect(b2bErrorMessage(error, 'agreement')).toBe(key),
  );

  it('the lookup problem tells to contact B2B support', () =>
    expect(nbB2b['b2b.error.lookupFailed']).toMatch(/kontakt B2B-kundeservice/));
});

describe('agreement states', () => {
  it.each([
    ['awaitingSignature', 'sign', 'b2b.status.awaitingSignature', 'b2b.sign.title'],
    ['signed', 'signed', 'b2b.status.signed', 'b2b.alreadySigned.title'],
  ] as const)('%s shows %s', (status, mode, statusKey, titleKey) =>
    expect(agreementStateView({ status })).toEqual({ mode, statusKey, titleKey }),
  );
});

describe('reference formats', () => {
  it.each([
    ['costCenter', 'KS-NNNN', 'KS-1234'],
    ['employeeNumber', 'HR-NNNNN', 'HR-12345'],
    ['purchaseOrder', 'PO-NNNNNN', 'PO-123456'],
  ] as const)('%s: %s, e.g. %s', (type, format, example) => {
    expect(REFERENCE_EXAMPLES[type]).toBe(format);
    expect(referenceExample(format)).toBe(example);
    expect(referenceHint(type, '')).toEqual({ key: 'b2b.referenceFormat.hint', values: { format, example } });
  });

  it('free text has a worded example, no generated one', () =>
    expect(referenceHint('freeText', '')).toEqual({
      key: 'b2b.referenceFormat.hintFreeText',
      values: { format: REFERENCE_EXAMPLES.freeText },
    }));

  it('the hint follows what is typed', () =>
    expect(referenceHint('costCenter', 'AA-NN').values).toEqual({ format: 'AA-NN', example: 'AB-12' }));

  it('every type has a label and an example', () => {
    for (const type of REFERENCE_TYPES) {
      expect(nbB2b).toHaveProperty(`b2b.reference.${type}`);
      expect(REFERENCE_EXAMPLES[type]).not.toBe('');
    }
  });

  it.each([
    ['costCenter', 'KS-NNNN', null],
    ['purchaseOrder', 'PO/NNNN.A', null],
    ['employeeNumber', 'ANR_<NNN>', 'b2b.referenceFormat.invalid'],
    ['freeText', 'Navn <og> prosjekt', null],
    ['costCenter', '', null],
  ] as const)('%s %j → %j', (type, value, result) => expect(referenceFormatRule(type)(value)).toBe(result));
});

describe('toggleProtectiveClass', () => {
  it.each([
    [[], 'F', ['F']],
    [['A'], 'S', ['S', 'A']],
    [['S', 'F'], 'S', ['F']],
  ] as const)('%j + %s → %j', (chosen, item, next) =>
    expect(toggleProtectiveClass(chosen, item)).toEqual(next),
  );
});

describe('agreementPdfHref', () => {
  it.each([
    ['/api/b2b/agreement/AG-801/pdf', '/api/b2b/agreement/AG-801/pdf'],
    ['javascript:alert(1)', undefined],
  ])('%j → %j', (pdfUrl, href) => expect(agreementPdfHref({ pdfUrl })).toBe(href));
});

describe('signing with a one-time code (the signing party only)', () => {
  it.each([
    ['', null],
    ['123456', null],
    [' 123 456 ', null],
    ['12345', 'b2b.code.invalidFormat'],
    ['1234567', 'b2b.code.invalidFormat'],
    ['12345a', 'b2b.code.invalidFormat'],
  ])('the code %j → %s', (typed, expected) => {
    expect(signingCode(typed)).toBe(expected);
    if (expected) expect(nbB2b).toHaveProperty(expected);
  });

  it('sends the digits typed, without spaces', () => {
    expect(signingCodeOf(' 123 456 ')).toBe('123456');
  });

  it.each([
    [apiError(422, 'SigningCodeInvalid'), 'field'],
    [apiError(410, 'SigningCodeExpired'), 'newCode'],
    [apiError(429, 'SigningCodeAttempts'), 'newCode'],
    [apiError(404, 'SigningLinkInvalid'), 'closed'],
    [apiError(410, 'SigningLinkExpired'), 'closed'],
    [apiError(409, 'AgreementSigned'), 'closed'],
    [apiError(503, 'HttpError'), 'retry'],
    [new ShopNetworkError('POST /x', new Error('offline')), 'retry'],
  ])('a failed signing %s → %s', (error, expected) => {
    expect(signingFailure(error)).toBe(expected);
  });

  it('an unknown or expired link is closed for good; a failed read can be tried again', () => {
    expect(signingLinkClosed(apiError(404, 'SigningLinkInvalid'))).toBe(true);
    expect(signingLinkClosed(apiError(410, 'SigningLinkExpired'))).toBe(true);
    expect(signingLinkClosed(apiError(503, 'HttpError'))).toBe(false);
    expect(signingLinkClosed(new Error('x'))).toBe(false);
  });
});
