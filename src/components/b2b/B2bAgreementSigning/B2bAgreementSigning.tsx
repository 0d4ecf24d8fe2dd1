import { useState } from 'react';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import {
  agreementPdfHref,
  agreementStateView,
  b2bErrorMessage,
  signingFailure,
  signingLinkClosed,
} from '../../../shop/b2b/agreement';
import { formatMomentNb } from '../../../shop/osloTime';
import type { Agreement, SigningCode } from '../../../shop/schemas/b2b';
import { Button, Link, Spinner } from '../../primitives';
import { useFocusOnChange } from '../../../hooks/useFocusOnChange';
import { useShopClient } from '../../session/ShopSessionProvider';
import { withB2bTexts } from '../b2bTexts';
import { Alert, Muted, Root, Summary, Title } from '../b2b.styles';
import { SigningConfirm } from './SigningConfirm';
import { useAgreement } from './useAgreement';

/** Props of {@link B2bAgreementSigning}. */
export interface B2bAgreementSigningProps {
  /**
   * The secret signing token of the link in the signing party's e-mail
   * (`/b2b/tegn-avtale?signering={signingToken}`); the agreement id alone cannot open or sign it.
   */
  signingToken: string;
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

function B2bAgreementSigningView({ signingToken, onSigned }: B2bAgreementSigningProps) {
  const t = useTranslate();
  const client = useShopClient();
  const { agreement, error, retry, set } = useAgreement(signingToken);
  // The code sent for the confirm step, or null before "Signer avtalen".
  const [sent, setSent] = useState<SigningCode | null>(null);
  const confirming = sent !== null;
  const [requesting, setRequesting] = useState(false);
  const [signedHere, setSignedHere] = useState(false);
  const [requestError, setRequestError] = useState<MessageKey | null>(null);
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
    const notFound = signingLinkClosed(error);
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

  // "Signer avtalen": a one-time code goes to the signing party's e-mail; the confirm step asks for it.
  const requestCode = async () => {
    setRequesting(true);
    setRequestError(null);
    try {
      setSent(await client.sendB2bSigningCode(signingToken));
    } catch (failure) {
      if (signingFailure(failure) === 'closed') retry();
      else setRequestError(b2bErrorMessage(failure, 'agreement'));
    } finally {
      setRequesting(false);
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
      {sent ? (
        <SigningConfirm
          agreement={agreement}
          signingToken={signingToken}
          sent={sent}
          headingRef={confirmHeading}
          onSigned={(signed) => {
            setSignedHere(true);
            setSent(null);
            set(signed);
            onSigned?.(signed);
          }}
          onClosed={() => {
            setSent(null);
            retry();
          }}
          onCancel={() => {
            setSent(null);
            setReturns((count) => count + 1);
          }}
        />
      ) : (
        <>
          {requestError ? (
            <Alert role="alert">
              <p>{t(requestError)}</p>
            </Alert>
          ) : null}
          <div>
            <Button onPress={() => void requestCode()} isLoading={requesting}>
              {t('b2b.sign.start')}
            </Button>
          </div>
        </>
      )}
    </Root>
  );
}

/**
 * The signing party's page for one company agreement, opened by the personal link in their e-mail
 * (its secret signing token): the agreement's summary and PDF, "Signer avtalen", which sends a
 * one-time code to their e-mail, the confirm step where they type it (so an old, forwarded or
 * leaked link is not enough to sign), then the signed state. An agreement already signed says so;
 * an unknown or expired link says so, with whom to contact.
 */
export const B2bAgreementSigning = /* @__PURE__ */ withB2bTexts(B2bAgreementSigningView);
