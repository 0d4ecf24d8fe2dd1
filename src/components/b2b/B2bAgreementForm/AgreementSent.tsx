import type { RefObject } from 'react';
import { useTranslate } from '../../../i18n/context';
import { agreementPdfHref } from '../../../shop/b2b/agreement';
import type { Agreement } from '../../../shop/schemas/b2b';
import { Link } from '../../primitives';
import { Alert, Root, Title } from '../b2b.styles';

/** The "sent for signing" state: the signing party got a link, the PDF went to the given address. */
export function AgreementSent({
  agreement,
  pdfEmail,
  headingRef,
}: {
  agreement: Agreement;
  pdfEmail: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useTranslate();
  const pdf = agreementPdfHref(agreement);
  return (
    <Root aria-labelledby="b2b-sent-title">
      <Title id="b2b-sent-title" ref={headingRef} tabIndex={-1}>
        {t('b2b.sent.title')}
      </Title>
      <Alert $tone="success">
        <p>
          {t('b2b.sent.signer', { name: agreement.signingParty.name, email: agreement.signingParty.email })}
        </p>
        <p>{t('b2b.sent.pdf', { email: pdfEmail })}</p>
        <p>{t('b2b.sent.reference', { agreementId: agreement.agreementId })}</p>
      </Alert>
      {pdf ? (
        <p>
          <Link href={pdf} target="_blank" rel="noopener">
            {t('b2b.sign.pdf')}
          </Link>
        </p>
      ) : null}
    </Root>
  );
}
