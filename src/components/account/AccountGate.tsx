import { useEffect, type ReactNode } from 'react';
import { useTranslate } from '../../i18n/context';
import { useLocation, useNavigation } from '../../navigation/context';
import { guestRedirectFor } from '../../shop/account/guard';
import { Spinner } from '../primitives/Spinner';
import { useShopSession } from '../session/ShopSessionProvider';
import { withAccountTexts } from './accountTexts';
import { AuthRoot } from './authParts/authParts.styles';

/** Props of {@link AccountGate}. */
export interface AccountGateProps {
  /** The account page, rendered for a logged-in customer only. */
  children?: ReactNode;
}

function AccountGateView({ children }: AccountGateProps) {
  const t = useTranslate();
  const { user, status } = useShopSession();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const isGuest = user === null || (user === undefined && status === 'error');

  useEffect(() => {
    const target = isGuest ? guestRedirectFor(pathname, search) : null;
    if (target) navigation.navigate(target, { replace: true });
  }, [isGuest, navigation, pathname, search]);

  if (user) return <>{children}</>;
  return (
    <AuthRoot aria-busy="true" data-testid="account-gate">
      <Spinner label={isGuest ? t('account.auth.gate.redirecting') : t('account.auth.gate.checking')} />
    </AuthRoot>
  );
}

/**
 * The login guard of the account area: renders its children for a logged-in user; a guest is sent
 * to the login (`/min-konto/logg-inn?returnTo=<this page>`), which comes back here after the login.
 * Needs a `ShopSessionProvider` (it reads the session's user).
 */
export const AccountGate = /* @__PURE__ */ withAccountTexts(AccountGateView);
