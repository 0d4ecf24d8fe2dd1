import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../i18n/context';
import { buildPath } from '../../shop/routes';
import { Button } from '../primitives/Button';
import { Link } from '../primitives/Link';
import { Spinner } from '../primitives/Spinner';
import { useShopSession } from '../session/ShopSessionProvider';
import { withAccountTexts } from './accountTexts';
import { AuthActions, AuthMuted, AuthNotice, AuthRoot, AuthTitle } from './authParts/authParts.styles';
import { LiveAnnouncer } from './authParts/LiveAnnouncer';
import { useFocusOnChange } from '../../hooks/useFocusOnChange';

type Status = 'busy' | 'done' | 'failed';

function LogoutPageView() {
  const t = useTranslate();
  const { client, refreshUser } = useShopSession();
  const [status, setStatus] = useState<Status>('busy');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(status);
  const started = useRef(false);

  const logOut = useCallback(async () => {
    setStatus('busy');
    try {
      await client.logout();
      await refreshUser().catch(() => null);
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  }, [client, refreshUser]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut();
  }, [logOut]);

  const title =
    status === 'busy'
      ? t('account.auth.logout.busy')
      : status === 'done'
        ? t('account.auth.logout.title')
        : t('account.auth.logout.failedTitle');

  return (
    <AuthRoot aria-labelledby="logout-title" data-testid="logout-page">
      <AuthTitle id="logout-title" ref={headingRef} tabIndex={-1}>
        {title}
      </AuthTitle>
      {status === 'busy' ? <Spinner label={title} /> : null}
      {status === 'done' ? <AuthMuted>{t('account.auth.logout.text')}</AuthMuted> : null}
      {status === 'failed' ? (
        <AuthNotice $tone="danger">
          <p>{t('account.auth.error.generic')}</p>
          <AuthActions>
            <Button onPress={() => void logOut()}>{t('account.auth.logout.retry')}</Button>
          </AuthActions>
        </AuthNotice>
      ) : null}
      {status !== 'busy' ? (
        <p>
          <Link href={buildPath('home')}>{t('account.auth.logout.home')}</Link>
        </p>
      ) : null}
      <LiveAnnouncer message={status === 'busy' ? '' : title} />
    </AuthRoot>
  );
}

/**
 * The logout page (`/min-konto/logg-ut`): logs out once, looks the user up again (the header shows
 * "Min side" again), says so and links to the start page; the cart stays. Needs a `ShopSessionProvider`.
 */
export const LogoutPage = /* @__PURE__ */ withAccountTexts(LogoutPageView);
