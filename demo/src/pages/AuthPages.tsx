import {
  LoginPage,
  LogoutPage,
  RegisterPage,
  ResetPasswordPage,
  VERIFY_EMAIL_PARAM,
  VerifyEmailPage,
} from '@glimt/ui';
import type { DemoPageProps } from '../routes';

/**
 * `/min-konto/logg-inn`: the login, or the e-mail verification link's page when the URL carries
 * `?verifiser=` (the link the fake backend mails after a registration points here).
 */
export function LoginRoute({ search }: DemoPageProps) {
  if (new URLSearchParams(search).has(VERIFY_EMAIL_PARAM)) return <VerifyEmailPage key={search} />;
  return <LoginPage />;
}

/** `/min-konto/logg-ut`. */
export function LogoutRoute() {
  return <LogoutPage />;
}

/** `/min-konto/registrere`. */
export function RegisterRoute() {
  return <RegisterPage />;
}

/** `/min-konto/glemt-passord` (with `?token=` from the reset link). */
export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
