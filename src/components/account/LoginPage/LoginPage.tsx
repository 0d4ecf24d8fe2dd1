import { useTranslate } from '../../../i18n/context';
import { useLocation } from '../../../navigation/context';
import { returnToFromSearch, safeReturnTo } from '../../../shop/account/guard';
import {
  BANKID_HINT_MESSAGES,
  LOGIN_ERROR_MESSAGES,
  LOGIN_PROBLEM_TEXTS,
  type LoginState,
} from '../../../shop/account/login';
import type { User } from '../../../shop/schemas/auth';
import { withAccountTexts } from '../accountTexts';
import { AuthMuted, AuthRoot, AuthTitle, Divider } from '../authParts/authParts.styles';
import { LiveAnnouncer } from '../authParts/LiveAnnouncer';
import { useFocusOnChange } from '../../../hooks/useFocusOnChange';
import { BankIdForm, PasswordForm } from './LoginForms';
import { BankIdWaiting, LoggedIn, LoginErrorNotice, LoginProblemScreen } from './LoginScreens';
import { useLogin } from './useLogin';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /**
   * Where to go once logged in. Checked with `safeReturnTo` (a path on this site only, else
   * `/min-konto`). @default the page's `?returnTo=` parameter
   */
  returnTo?: string;
  /** Called once logged in (after the session looked the user up) instead of navigating to `returnTo`. */
  onLoggedIn?: (user: User, returnTo: string) => void;
}

/** A key per screen, so focus moves to the heading of each new one. */
function screenKey(state: LoginState): string {
  switch (state.status) {
    case 'error':
      return `error-${state.error}`;
    case 'problem':
      return `problem-${state.problem}-${state.resent}-${state.error ?? ''}`;
    case 'submitting':
      return 'idle';
    default:
      return state.status;
  }
}

function LoginPageView({ returnTo, onLoggedIn }: LoginPageProps) {
  const t = useTranslate();
  const { search } = useLocation();
  const target = returnTo !== undefined ? safeReturnTo(returnTo) : returnToFromSearch(search);
  const login = useLogin({ returnTo: target, onLoggedIn });
  const { state } = login;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(screenKey(state));

  let announcement = '';
  if (state.status === 'submitting') announcement = t('account.auth.login.submitting');
  else if (state.status === 'bankIdWaiting') announcement = t(BANKID_HINT_MESSAGES[state.hint]);
  else if (state.status === 'error') announcement = t(LOGIN_ERROR_MESSAGES[state.error]);
  else if (state.status === 'problem') {
    announcement = state.resent
      ? t('account.auth.problem.email.sent')
      : t(LOGIN_PROBLEM_TEXTS[state.problem].title);
  } else if (state.status === 'loggedIn') {
    announcement = t('account.auth.login.loggedInText', { name: state.user.name });
  }

  let screen;
  if (state.status === 'bankIdWaiting') {
    screen = <BankIdWaiting hint={state.hint} onCancel={login.cancelBankId} headingRef={headingRef} />;
  } else if (state.status === 'problem') {
    screen = (
      <LoginProblemScreen
        state={state}
        onAcceptTerms={() => void login.acceptTerms()}
        onResend={() => void login.resendVerification()}
        onBack={login.reset}
        headingRef={headingRef}
      />
    );
  } else if (state.status === 'loggedIn') {
    screen = <LoggedIn name={state.user.name} returnTo={target} headingRef={headingRef} />;
  } else {
    const method = state.status === 'submitting' || state.status === 'error' ? state.method : null;
    screen = (
      <>
        {state.status === 'error' ? <LoginErrorNotice error={state.error} headingRef={headingRef} /> : null}
        <PasswordForm
          defaultEmail={login.lastEmail}
          isSubmitting={state.status === 'submitting' && method === 'password'}
          onSubmit={(email, password) => void login.loginWithPassword(email, password)}
        />
        <Divider>{t('account.auth.login.or')}</Divider>
        <BankIdForm
          isStarting={state.status === 'submitting' && method === 'bankId'}
          onStart={(personalNumber) => void login.startBankId(personalNumber)}
        />
      </>
    );
  }

  return (
    <AuthRoot aria-labelledby="login-title" data-testid="login-page">
      <AuthTitle id="login-title">{t('account.auth.login.title')}</AuthTitle>
      <AuthMuted>{t('account.auth.login.intro')}</AuthMuted>
      {screen}
      <LiveAnnouncer message={announcement} />
    </AuthRoot>
  );
}

/**
 * The login page (`/min-konto/logg-inn`): e-mail and password, or Mobile BankID with an optional
 * personal number (the waiting screen says what to do on the phone and can cancel). A login held back
 * by an account problem shows its screen: accept the latest terms to continue, or have a new
 * verification mail sent. Each outcome of the error catalogue is shown and announced, and focus moves
 * to each new screen's heading. Once logged in the session looks the user up again (the header shows
 * the name) and the page goes to `returnTo`. Needs a `ShopSessionProvider` above it.
 */
export const LoginPage = /* @__PURE__ */ withAccountTexts(LoginPageView);
