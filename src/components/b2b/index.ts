export { B2bAgreementForm } from './B2bAgreementForm';
export type { B2bAgreementFormProps } from './B2bAgreementForm';
export { B2bAgreementSigning } from './B2bAgreementSigning';
export type { B2bAgreementSigningProps } from './B2bAgreementSigning';
