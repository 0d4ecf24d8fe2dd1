import { B2bAgreementForm, B2bAgreementSigning } from '@glimt/ui';
import type { DemoPageProps } from '../routes';

/**
 * `/b2b/tegn-avtale`: a company fills the agreement; with `?signering=…` (the personal link in the
 * signing party's e-mail, a secret signing token) the signing party reads, confirms who they are
 * with a one-time code and signs that agreement.
 */
export function B2bAgreementPage({ search }: DemoPageProps) {
  const signingToken = new URLSearchParams(search).get('signering');
  return signingToken ? (
    <B2bAgreementSigning key={signingToken} signingToken={signingToken} />
  ) : (
    <B2bAgreementForm />
  );
}
