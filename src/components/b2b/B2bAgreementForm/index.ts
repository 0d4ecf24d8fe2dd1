export { B2bAgreementForm } from './B2bAgreementForm';
export type { B2bAgreementFormProps } from './B2bAgreementForm';
