import { B2bAgreementForm, B2bAgreementSigning } from '@glimt/ui';
import type { DemoPageProps } from '../routes';

/**
 * `/b2b/tegn-avtale`: a company fills the agreement; with `?avtale=AG-…` (the link in the signing
 * party's e-mail) the signing party reads and signs that agreement.
 */
export function B2bAgreementPage({ search }: DemoPageProps) {
  const agreementId = new URLSearchParams(search).get('avtale');
  return agreementId ? (
    <B2bAgreementSigning key={agreementId} agreementId={agreementId} />
  ) : (
    <B2bAgreementForm />
  );
}
