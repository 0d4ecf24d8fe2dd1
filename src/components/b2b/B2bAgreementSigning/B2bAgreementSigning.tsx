import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { agreementPdfHref, agreementStateView, b2bErrorMessage } from '../../../shop/b2b/agreement';
import { isShopApiRequestError } from '../../../shop/client';
import { formatMomentNb } from '../../../shop/osloTime';
import type { Agreement } from '../../../shop/schemas/b2b';
import { Button, Link, Spinner } from '../../primitives';
import { useFocusOnChange } from '../../account/authParts/useFocusOnChange';
import { useShopClient } from '../../session/ShopSessionProvider';
import { withB2bTexts } from '../b2bTexts';
import { Actions, Alert, Muted, Root, SectionHeading, Summary, Title } from '../b2b.styles';
import { useAgreement } from './useAgreement';

/** Props of {@link B2bAgreementSigning}. */
export interface B2bAgreementSigningProps {
  /** The agreement to sign (`AG-…`), as the link in the signing party's e-mail gives it. */
  agreementId: string;
  /** Called with the agreement once it is signed here. */
  onSigned?: (agreement: Agreement) => void;
}

function AgreementSummary({ agreement }: { agreement: Agreement }) {
  const t = useTranslate();
  const rows: Array<[MessageKey, string]> = [
    ['b2b.sign.agreementId', agreement.agreementId],
    ['b2b.sign.company', agreement.company],
    ['b2b.sign.organisationNumber', agreement.organisationNumber],
    ['b2b.sign.signingParty', `${agreement.signingParty.name} (${agreement.signingParty.email})`],
    ['b2b.sign.createdAt', formatMomentNb(agreement.createdAt)],
    ['b2b.sign.status', t(agreementStateView(agreement).statusKey)],
  ];
  if (agreement.signedAt) rows.push(['b2b.sign.signedAt', formatMomentNb(agreement.signedAt)]);
  const pdf = agreementPdfHref(agreement);
  return (
    <>
      <Summary>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Summary>
      {pdf ? (
        <p>
          <Link href={pdf} target="_blank" rel="noopener">
            {t('b2b.sign.pdf')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function B2bAgreementSigningView({ agreementId, onSigned }: B2bAgreementSigningProps) {
  const t = useTranslate();
  const client = useShopClient();
  const { agreement, error, retry, set } = useAgreement(agreementId);
  const [confirming, setConfirming] = useState(false);
  const [signing, setSigning] = useState(false);
  const [signedHere, setSignedHere] = useState(false);
  const [signError, setSignError] = useState<MessageKey | null>(null);
  // Each new state's heading takes focus; "Avbryt" brings focus back to the page's heading.
  const [returns, setReturns] = useState(0);
  const view = agreement ? agreementStateView(agreement) : null;
  const stateKey = error
    ? 'error'
    : !view
      ? 'loading'
      : signedHere
        ? 'signedHere'
        : `${view.mode}-${returns}`;
  const title = useFocusOnChange<HTMLHeadingElement>(stateKey);
  const confirmHeading = useFocusOnChange<HTMLHeadingElement>(confirming ? 'confirm' : 'summary');

  if (error) {
    const message = b2bErrorMessage(error, 'agreement');
    const notFound = isShopApiRequestError(error) && error.status === 404;
    return (
      <Root aria-labelledby="b2b-sign-title">
        <Title id="b2b-sign-title" ref={title} tabIndex={-1}>
          {t('b2b.sign.errorTitle')}
        </Title>
        <Alert role="alert">
          <p>{t(message)}</p>
        </Alert>
        {notFound ? null : (
          <div>
            <Button variant="secondary" onPress={retry}>
              {t('b2b.retry')}
            </Button>
          </div>
        )}
      </Root>
    );
  }
  if (!agreement || !view) return <Spinner label={t('b2b.sign.loading')} />;

  const sign = async () => {
    setSigning(true);
    setSignError(null);
    try {
      const signed = await client.signB2bAgreement(agreement.agreementId);
      setSignedHere(true);
      setConfirming(false);
      set(signed);
      onSigned?.(signed);
    } catch (failure) {
      const message = b2bErrorMessage(failure, 'agreement');
      if (message === 'b2b.error.agreementSigned') {
        setConfirming(false);
        retry();
      } else setSignError(message);
    } finally {
      setSigning(false);
    }
  };

  const date = agreement.signedAt ? formatMomentNb(agreement.signedAt) : '';
  if (view.mode === 'signed') {
    return (
      <Root aria-labelledby="b2b-sign-title">
        <Title id="b2b-sign-title" ref={title} tabIndex={-1}>
          {t(signedHere ? 'b2b.signed.title' : 'b2b.alreadySigned.title')}
        </Title>
        <Alert $tone="success">
          <p>
            {t(signedHere ? 'b2b.signed.text' : 'b2b.alreadySigned.text', {
              company: agreement.company,
              date,
            })}
          </p>
        </Alert>
        <AgreementSummary agreement={agreement} />
      </Root>
    );
  }

  return (
    <Root aria-labelledby="b2b-sign-title">
      <Title id="b2b-sign-title" ref={title} tabIndex={-1}>
        {t('b2b.sign.title', { company: agreement.company })}
      </Title>
      <Muted>{t('b2b.sign.intro')}</Muted>
      <AgreementSummary agreement={agreement} />
      {confirming ? (
        <Alert $tone="warning" role="group" aria-labelledby="b2b-confirm-title">
          <SectionHeading id="b2b-confirm-title" ref={confirmHeading} tabIndex={-1}>
            {t('b2b.sign.confirmTitle')}
          </SectionHeading>
          <p>{t('b2b.sign.confirmText', { company: agreement.company })}</p>
          {signError ? (
            <p role="alert">
              <strong>{t(signError)}</strong>
            </p>
          ) : null}
          <Actions>
            <Button onPress={() => void sign()} isLoading={signing}>
              {t('b2b.sign.confirm')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={signing}
              onPress={() => {
                setConfirming(false);
                setSignError(null);
                setReturns((count) => count + 1);
              }}
            >
              {t('b2b.sign.cancel')}
            </Button>
          </Actions>
        </Alert>
      ) : (
        <div>
          <Button onPress={() => setConfirming(true)}>{t('b2b.sign.start')}</Button>
        </div>
      )}
    </Root>
  );
}

/**
 * The signing party's page for one company agreement (the link in their e-mail): the agreement's
 * summary and PDF, "Signer avtalen" with a confirm step, then the signed state. An agreement already
 * signed says so; an unknown one says it was not found.
 */
export const B2bAgreementSigning = /* @__PURE__ */ withB2bTexts(B2bAgreementSigningView);
