export { B2bAgreementSigning } from './B2bAgreementSigning';
export type { B2bAgreementSigningProps } from './B2bAgreementSigning';
