import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../i18n/context';
import { useLocation } from '../../navigation/context';
import { VERIFY_EMAIL_PARAM, linkToken, linkTokenFromSearch } from '../../shop/account/links';
import { buildPath } from '../../shop/routes';
import { Link } from '../primitives/Link';
import { Spinner } from '../primitives/Spinner';
import { useShopClient } from '../session/ShopSessionProvider';
import { withAccountTexts } from './accountTexts';
import { AuthNotice, AuthRoot, AuthTitle } from './authParts/authParts.styles';
import { LiveAnnouncer } from './authParts/LiveAnnouncer';
import { useFocusOnChange } from '../../hooks/useFocusOnChange';

/** Props of {@link VerifyEmailPage}. */
export interface VerifyEmailPageProps {
  /** The link's token. @default the page's `?verifiser=` parameter */
  token?: string;
}

type Outcome =
  { status: 'verifying' } | { status: 'ok'; email: string } | { status: 'failed' } | { status: 'missing' };

function VerifyEmailPageView({ token: givenToken }: VerifyEmailPageProps) {
  const t = useTranslate();
  const client = useShopClient();
  const { search } = useLocation();
  const fromLink =
    givenToken !== undefined
      ? (linkToken(givenToken) ?? 'invalid')
      : linkTokenFromSearch(search, VERIFY_EMAIL_PARAM);
  const token = fromLink === 'invalid' || fromLink === null ? null : fromLink;
  const [outcome, setOutcome] = useState<Outcome>(() =>
    fromLink === null
      ? { status: 'missing' }
      : fromLink === 'invalid'
        ? { status: 'failed' }
        : { status: 'verifying' },
  );
  const headingRef = useFocusOnChange<HTMLHeadingElement>(outcome.status);
  // A link's token works once: the call goes out once per token, also when effects run twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    client.verifyEmail(token).then(
      (result) => setOutcome({ status: 'ok', email: result.email }),
      () => setOutcome({ status: 'failed' }),
    );
  }, [client, token]);

  const toLogin = <Link href={buildPath('login')}>{t('account.auth.verify.toLogin')}</Link>;
  let title;
  let body;
  if (outcome.status === 'verifying') {
    title = t('account.auth.verify.title');
    body = <Spinner label={t('account.auth.verify.title')} />;
  } else if (outcome.status === 'ok') {
    title = t('account.auth.verify.okTitle');
    body = (
      <AuthNotice $tone="success" data-testid="verify-ok">
        <p>{t('account.auth.verify.okText', { email: outcome.email })}</p>
        <p>{toLogin}</p>
      </AuthNotice>
    );
  } else {
    title = t('account.auth.verify.failedTitle');
    body = (
      <AuthNotice $tone="danger" data-testid="verify-failed">
        <p>
          {t(
            outcome.status === 'missing'
              ? 'account.auth.verify.missingToken'
              : 'account.auth.verify.failedText',
          )}
        </p>
        <p>{toLogin}</p>
      </AuthNotice>
    );
  }

  return (
    <AuthRoot aria-labelledby="verify-title" data-testid="verify-email-page">
      <AuthTitle id="verify-title" ref={headingRef} tabIndex={-1}>
        {title}
      </AuthTitle>
      {body}
      <LiveAnnouncer message={outcome.status === 'verifying' ? '' : title} />
    </AuthRoot>
  );
}

/**
 * The e-mail verification link's page (`/min-konto/logg-inn?verifiser=<token>`, the link the shop
 * mails after a registration): confirms the token once, then "the e-mail is confirmed, log in", or
 * "verification failed: log in again and finish sooner" for an unknown or expired link.
 */
export const VerifyEmailPage = /* @__PURE__ */ withAccountTexts(VerifyEmailPageView);
