import type { MessageKey } from '../../i18n/nb';
import { isShopApiRequestError } from '../client';
import { toSafeUrl } from '../../utils/url';
import type { FieldRule } from '../validation/rules';
import type { Agreement, AgreementPayload, Organisation } from '../schemas/b2b';

/**
 * The company agreement's rules (issue 21, shop spec sections 3, 5 and 8): form values to the
 * agreement payload, error codes to messages, what each agreement state shows, and the reference
 * formats. Plain TypeScript; the views in `components/b2b` only render and wire.
 */

/** What the invoice reference is: cost centre, employee number, purchase order or free text. */
export type ReferenceType = AgreementPayload['referenceType'];
/** An agreement level for glasses or frames. */
export type AgreementLevel = AgreementPayload['glassLevel'];
/** A protective glasses class (EN 166). */
export type ProtectiveClass = AgreementPayload['protectiveGlassesClasses'][number];

/** The reference types, in the order the form offers them. */
export const REFERENCE_TYPES: readonly ReferenceType[] = [
  'costCenter',
  'employeeNumber',
  'purchaseOrder',
  'freeText',
];
/** The agreement levels, lowest first. */
export const AGREEMENT_LEVELS: readonly AgreementLevel[] = ['basic', 'standard', 'premium'];
/** The protective glasses classes, lowest strength first. */
export const PROTECTIVE_CLASSES: readonly ProtectiveClass[] = ['S', 'F', 'B', 'A'];

/** The longest reference format, in characters. */
export const REFERENCE_FORMAT_MAX_LENGTH = 40;

/**
 * Each reference type's example format (the field's placeholder value) and hint: `N` is a digit,
 * `A` a letter, the rest literal; free text is described in words.
 */
export const REFERENCE_EXAMPLES: Readonly<Record<ReferenceType, string>> = {
  costCenter: 'KS-NNNN',
  employeeNumber: 'HR-NNNNN',
  purchaseOrder: 'PO-NNNNNN',
  freeText: 'Prosjektnavn og ansattes navn',
};

/** An example reference of `format`: each `N` a digit counting 1 to 9, each `A` a letter from A. */
export function referenceExample(format: string): string {
  let digit = 0;
  let letter = 0;
  return [...format]
    .map((char) => {
      if (char === 'N') return String((digit++ % 9) + 1);
      if (char === 'A') return String.fromCharCode(65 + (letter++ % 26));
      return char;
    })
    .join('');
}

/** The hint under the reference format field: its catalogue key and values, per reference type. */
export function referenceHint(
  type: ReferenceType,
  format: string,
): { key: MessageKey; values: Record<string, string> } {
  const shown = format.trim() || REFERENCE_EXAMPLES[type];
  if (type === 'freeText') return { key: 'b2b.referenceFormat.hintFreeText', values: { format: shown } };
  return { key: 'b2b.referenceFormat.hint', values: { format: shown, example: referenceExample(shown) } };
}

/**
 * A reference format's characters: for a structured reference letters, digits, space and `- . /`
 * (free text also allows any text). Blank passes: pair with `required`.
 */
export function referenceFormatRule(type: ReferenceType): FieldRule {
  return (value) => {
    const text = value.trim();
    if (text === '' || type === 'freeText') return null;
    return /^[\p{L}\p{N} ./-]+$/u.test(text) ? null : 'b2b.referenceFormat.invalid';
  };
}

/**
 * An organisation number as the API takes it, `NNN-NNN-NNN`: nine digits typed with or without
 * spaces or hyphens are grouped; anything else is only trimmed (the rule then refuses it).
 */
export function normaliseOrganisationNumber(text: string): string {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits)
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : text.trim();
}

/** The agreement form's values, as typed. */
export interface AgreementFormValues {
  organisationNumber: string;
  /** `''` for the whole company, else a department's name. */
  department: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  signerName: string;
  signerEmail: string;
  signerTitle: string;
  street: string;
  zipCode: string;
  city: string;
  referenceType: ReferenceType;
  referenceFormat: string;
  glassLevel: AgreementLevel;
  frameLevel: AgreementLevel;
  protectiveGlassesClasses: ProtectiveClass[];
  photochromic: boolean;
  pdfEmail: string;
}

/** An empty agreement form: the whole company, cost centre, standard levels, no protective glasses. */
export const EMPTY_AGREEMENT_FORM: AgreementFormValues = {
  organisationNumber: '',
  department: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  signerName: '',
  signerEmail: '',
  signerTitle: '',
  street: '',
  zipCode: '',
  city: '',
  referenceType: 'costCenter',
  referenceFormat: '',
  glassLevel: 'standard',
  frameLevel: 'standard',
  protectiveGlassesClasses: [],
  photochromic: false,
  pdfEmail: '',
};

/**
 * The body of `POST /api/b2b/agreement` from the form and the company looked up: text trimmed, the
 * organisation number grouped `NNN-NNN-NNN`, the phone without spaces, a department only when one
 * was chosen (and is one of the company's), the title only when given, the classes in class order.
 */
export function agreementPayload(values: AgreementFormValues, organisation: Organisation): AgreementPayload {
  const department = values.department.trim();
  const title = values.signerTitle.trim();
  return {
    organisationNumber: normaliseOrganisationNumber(values.organisationNumber),
    company: organisation.name,
    ...(department && organisation.departments.includes(department) ? { department } : {}),
    contactPerson: {
      name: values.contactName.trim(),
      email: values.contactEmail.trim(),
      phone: values.contactPhone.replace(/\s/g, ''),
    },
    signingParty: {
      name: values.signerName.trim(),
      email: values.signerEmail.trim(),
      ...(title ? { title } : {}),
    },
    invoiceAddress: {
      street: values.street.trim(),
      zipCode: values.zipCode.trim(),
      city: values.city.trim(),
    },
    referenceType: values.referenceType,
    referenceFormat: values.referenceFormat.trim(),
    glassLevel: values.glassLevel,
    frameLevel: values.frameLevel,
    protectiveGlassesClasses: PROTECTIVE_CLASSES.filter((item) =>
      values.protectiveGlassesClasses.includes(item),
    ),
    photochromic: values.photochromic,
    pdfEmail: values.pdfEmail.trim(),
  };
}

/** Toggles a protective class in the chosen list, keeping class order. */
export function toggleProtectiveClass(
  chosen: readonly ProtectiveClass[],
  item: ProtectiveClass,
): ProtectiveClass[] {
  const next = chosen.includes(item) ? chosen.filter((other) => other !== item) : [...chosen, item];
  return PROTECTIVE_CLASSES.filter((candidate) => next.includes(candidate));
}

/**
 * The message of a failed company call (shop spec, section 8): organisation not found; the company
 * lookup failing (502 `OrganisationLookupFailed`, or a 502/503/504 of a call that asks the registry:
 * the lookup and creating an agreement) says to contact B2B support; an existing or already signed
 * agreement; an unknown agreement; else a general message (a failed read or signing of an agreement).
 * @param call `registry` for the lookup and creating an agreement, `agreement` for reading or signing one
 */
export function b2bErrorMessage(error: unknown, call: 'registry' | 'agreement' = 'registry'): MessageKey {
  if (isShopApiRequestError(error)) {
    switch (error.code) {
      case 'OrganisationNotFound':
        return 'b2b.error.organisationNotFound';
      case 'OrganisationLookupFailed':
        return 'b2b.error.lookupFailed';
      case 'AgreementExists':
        return 'b2b.error.agreementExists';
      case 'AgreementSigned':
        return 'b2b.error.agreementSigned';
      case 'SigningLinkInvalid':
        return 'b2b.error.signingLinkInvalid';
      case 'SigningLinkExpired':
        return 'b2b.error.signingLinkExpired';
      case 'SigningCodeInvalid':
        return 'b2b.error.codeInvalid';
      case 'SigningCodeExpired':
        return 'b2b.error.codeExpired';
      case 'SigningCodeAttempts':
        return 'b2b.error.codeAttempts';
    }
    if (call === 'registry' && [502, 503, 504].includes(error.status)) return 'b2b.error.lookupFailed';
    if (error.status === 404) return 'b2b.error.agreementNotFound';
  }
  return 'b2b.error.generic';
}

/** What the signing page shows for an agreement. */
export interface AgreementStateView {
  /** `sign`: the summary with "Signer avtalen"; `signed`: already signed, nothing to do. */
  mode: 'sign' | 'signed';
  /** The status line's catalogue key. */
  statusKey: MessageKey;
  /** The heading's catalogue key. */
  titleKey: MessageKey;
}

/**
 * The agreement's state (`awaitingSignature` → `signed`) as the signing page shows it: awaiting, the
 * summary and the sign button; signed, the "already signed" heading and no button.
 */
export function agreementStateView(agreement: Pick<Agreement, 'status'>): AgreementStateView {
  return agreement.status === 'signed'
    ? { mode: 'signed', statusKey: 'b2b.status.signed', titleKey: 'b2b.alreadySigned.title' }
    : { mode: 'sign', statusKey: 'b2b.status.awaitingSignature', titleKey: 'b2b.sign.title' };
}

/** The link to an agreement's PDF (through the URL gate), or undefined when the URL is refused. */
export function agreementPdfHref(agreement: Pick<Agreement, 'pdfUrl'>): string | undefined {
  return toSafeUrl(agreement.pdfUrl);
}

/**
 * A one-time signing code as typed: six digits (spaces ignored). Blank passes: pair with `required`.
 */
export const signingCode: FieldRule = (value) => {
  const text = value.replace(/\s/g, '');
  if (text === '') return null;
  return /^\d{6}$/.test(text) ? null : 'b2b.code.invalidFormat';
};

/** The code to send: the digits typed, without spaces. */
export function signingCodeOf(typed: string): string {
  return typed.replace(/\s/g, '');
}

/**
 * What a failed signing with a code means for the confirm step: `field`, the code is wrong (the
 * message goes to the field, which takes focus; another try); `newCode`, the code cannot be used any
 * more (expired, too many tries): ask for a new one; `closed`, the link itself is unknown or expired,
 * or the agreement got signed: the page reads the agreement again; `retry`, anything else.
 */
export function signingFailure(error: unknown): 'field' | 'newCode' | 'closed' | 'retry' {
  if (!isShopApiRequestError(error)) return 'retry';
  switch (error.code) {
    case 'SigningCodeInvalid':
      return 'field';
    case 'SigningCodeExpired':
    case 'SigningCodeAttempts':
      return 'newCode';
    case 'SigningLinkInvalid':
    case 'SigningLinkExpired':
    case 'AgreementSigned':
      return 'closed';
  }
  return 'retry';
}

/** Whether a signing link's error is for good (unknown or expired link): no "Prøv igjen". */
export function signingLinkClosed(error: unknown): boolean {
  return (
    isShopApiRequestError(error) &&
    (error.status === 404 || error.code === 'SigningLinkInvalid' || error.code === 'SigningLinkExpired')
  );
}
