import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import { buildPath } from '../../../shop/routes';
import { email, personalNumber, required } from '../../../shop/validation/rules';
import { Button } from '../../primitives/Button';
import { FormTextField } from '../../primitives/FormTextField';
import { Link } from '../../primitives/Link';
import { AuthActions, AuthForm, AuthHeading, AuthPanel } from '../authParts/authParts.styles';

/** Props of {@link PasswordForm}. */
interface PasswordFormProps {
  defaultEmail: string;
  isSubmitting: boolean;
  onSubmit: (email: string, password: string) => void;
}

/** E-mail and password, with the links to a new password and to the registration. */
export function PasswordForm({ defaultEmail, isSubmitting, onSubmit }: PasswordFormProps) {
  const t = useTranslate();
  const { control, handleSubmit } = useForm({
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onTouched',
  });
  return (
    <AuthPanel aria-labelledby="login-password-heading">
      <AuthHeading id="login-password-heading">{t('account.auth.login.passwordTitle')}</AuthHeading>
      <AuthForm noValidate onSubmit={handleSubmit((values) => onSubmit(values.email, values.password))}>
        <FormTextField
          control={control}
          name="email"
          label={t('account.auth.login.email')}
          rules={[required, email]}
          isRequired
          type="email"
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name="password"
          label={t('account.auth.login.password')}
          rules={[required]}
          isRequired
          type="password"
          autoComplete="current-password"
        />
        <AuthActions>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? t('account.auth.login.submitting') : t('account.auth.login.submit')}
          </Button>
          <Link href={buildPath('resetPassword')}>{t('account.auth.login.forgot')}</Link>
        </AuthActions>
        <p>
          {t('account.auth.login.noAccount')}{' '}
          <Link href={buildPath('register')}>{t('account.auth.login.register')}</Link>
        </p>
      </AuthForm>
    </AuthPanel>
  );
}

/** Props of {@link BankIdForm}. */
interface BankIdFormProps {
  isStarting: boolean;
  onStart: (personalNumber: string) => void;
}

/** Mobile BankID: an optional personal number and the start button. */
export function BankIdForm({ isStarting, onStart }: BankIdFormProps) {
  const t = useTranslate();
  const { control, handleSubmit } = useForm({ defaultValues: { personalNumber: '' }, mode: 'onTouched' });
  return (
    <AuthPanel aria-labelledby="login-bankid-heading">
      <AuthHeading id="login-bankid-heading">{t('account.auth.bankId.title')}</AuthHeading>
      <AuthForm noValidate onSubmit={handleSubmit((values) => onStart(values.personalNumber))}>
        <FormTextField
          control={control}
          name="personalNumber"
          label={t('account.auth.bankId.personalNumber')}
          description={t('account.auth.bankId.personalNumberHint')}
          rules={[personalNumber]}
          showOptional
          inputMode="numeric"
          autoComplete="off"
        />
        <AuthActions>
          <Button type="submit" variant="secondary" isLoading={isStarting}>
            {isStarting ? t('account.auth.bankId.starting') : t('account.auth.bankId.start')}
          </Button>
        </AuthActions>
      </AuthForm>
    </AuthPanel>
  );
}
