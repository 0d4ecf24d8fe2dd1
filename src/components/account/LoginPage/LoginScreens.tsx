import type { Ref } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import {
  BANKID_HINT_MESSAGES,
  LOGIN_ERROR_MESSAGES,
  LOGIN_PROBLEM_TEXTS,
  type BankIdPendingHint,
  type LoginErrorKind,
  type LoginProblemState,
} from '../../../shop/account/login';
import { buildPath } from '../../../shop/routes';
import { accepted } from '../../../shop/validation/rules';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Link } from '../../primitives/Link';
import { Spinner } from '../../primitives/Spinner';
import { AuthActions, AuthForm, AuthHeading, AuthNotice, AuthPanel } from '../authParts/authParts.styles';

/** The error of the last attempt, above the forms; its heading takes focus. */
export function LoginErrorNotice({
  error,
  headingRef,
}: {
  error: LoginErrorKind;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslate();
  return (
    <AuthNotice $tone="danger" data-testid="login-error">
      <AuthHeading ref={headingRef} tabIndex={-1}>
        {t('account.auth.error.title')}
      </AuthHeading>
      <p>{t(LOGIN_ERROR_MESSAGES[error])}</p>
    </AuthNotice>
  );
}

/** BankID waits for the phone: what to do there, the app's progress, and cancel. */
export function BankIdWaiting({
  hint,
  onCancel,
  headingRef,
}: {
  hint: BankIdPendingHint;
  onCancel: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslate();
  return (
    <AuthPanel aria-labelledby="bankid-waiting-heading" data-testid="bankid-waiting">
      <AuthHeading id="bankid-waiting-heading" ref={headingRef} tabIndex={-1}>
        {t('account.auth.bankId.waitingTitle')}
      </AuthHeading>
      <p>{t('account.auth.bankId.instructions')}</p>
      <AuthActions>
        <Spinner size={20} label={null} />
        <p data-testid="bankid-hint">{t(BANKID_HINT_MESSAGES[hint])}</p>
      </AuthActions>
      <AuthActions>
        <Button variant="secondary" onPress={onCancel}>
          {t('account.auth.bankId.cancel')}
        </Button>
      </AuthActions>
    </AuthPanel>
  );
}

/** A login held back: accept the latest terms, or verify the e-mail (a new mail on request). */
export function LoginProblemScreen({
  state,
  onAcceptTerms,
  onResend,
  onBack,
  headingRef,
}: {
  state: LoginProblemState;
  onAcceptTerms: () => void;
  onResend: () => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslate();
  const texts = LOGIN_PROBLEM_TEXTS[state.problem];
  return (
    <AuthPanel aria-labelledby="login-problem-heading" data-testid={`login-problem-${state.problem}`}>
      <AuthHeading id="login-problem-heading" ref={headingRef} tabIndex={-1}>
        {t(texts.title)}
      </AuthHeading>
      <p>{t(texts.text, { email: state.email ?? '' })}</p>
      {state.error ? (
        <AuthNotice $tone="danger" role="alert">
          <p>{t(LOGIN_ERROR_MESSAGES[state.error])}</p>
        </AuthNotice>
      ) : null}
      {state.problem === 'TermsNotAccepted' ? (
        <TermsForm isBusy={state.busy} onAccept={onAcceptTerms} />
      ) : state.resent ? (
        <AuthNotice $tone="success" data-testid="verification-resent">
          <p>{t('account.auth.problem.email.sent')}</p>
        </AuthNotice>
      ) : (
        <AuthActions>
          <Button onPress={onResend} isLoading={state.busy}>
            {t(texts.action)}
          </Button>
        </AuthActions>
      )}
      <AuthActions>
        <Button variant="ghost" onPress={onBack}>
          {t('account.auth.problem.back')}
        </Button>
      </AuthActions>
    </AuthPanel>
  );
}

function TermsForm({ isBusy, onAccept }: { isBusy: boolean; onAccept: () => void }) {
  const t = useTranslate();
  const { control, handleSubmit } = useForm({ defaultValues: { accept: false } });
  return (
    <AuthForm noValidate onSubmit={handleSubmit(() => onAccept())}>
      <p>
        <Link href={buildPath('myPagesTerms')} external>
          {t('account.auth.problem.terms.link')}
        </Link>
      </p>
      <Controller
        control={control}
        name="accept"
        rules={{ validate: (value) => accepted(value) ?? true }}
        render={({ field, fieldState }) => (
          <Checkbox
            ref={field.ref}
            isSelected={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message ? t('validation.acceptTerms') : undefined}
          >
            {t('account.auth.problem.terms.checkbox')}
          </Checkbox>
        )}
      />
      <AuthActions>
        <Button type="submit" isLoading={isBusy}>
          {t('account.auth.problem.terms.action')}
        </Button>
      </AuthActions>
    </AuthForm>
  );
}

/** Logged in: said while the way back is taken. */
export function LoggedIn({
  name,
  returnTo,
  headingRef,
}: {
  name: string;
  returnTo: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslate();
  return (
    <AuthNotice $tone="success" data-testid="logged-in">
      <AuthHeading ref={headingRef} tabIndex={-1}>
        {t('account.auth.login.loggedInTitle')}
      </AuthHeading>
      <p>{t('account.auth.login.loggedInText', { name })}</p>
      <p>
        <Link href={returnTo}>{t('account.auth.login.toAccount')}</Link>
      </p>
    </AuthNotice>
  );
}
