import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import {
  EMPTY_REGISTER_VALUES,
  registerPayloadFrom,
  registerServerErrors,
  type RegisterFormValues,
  type RegisterTextField,
} from '../../../shop/account/register';
import { buildPath } from '../../../shop/routes';
import {
  accepted,
  birthDate,
  email,
  name,
  password,
  personalNumber,
  phone,
  required,
  sameAs,
  zipCode,
  type FieldRule,
} from '../../../shop/validation/rules';
import type { MessageKey } from '../../../i18n/nb';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { FormTextField, type FormTextFieldProps } from '../../primitives/FormTextField';
import { Link } from '../../primitives/Link';
import { Radio, RadioGroup } from '../../primitives/RadioGroup';
import { useShopClient } from '../../session/ShopSessionProvider';
import { withAccountTexts } from '../accountTexts';
import {
  AuthActions,
  AuthForm,
  AuthMuted,
  AuthNotice,
  AuthRoot,
  AuthTitle,
  FieldPair,
} from '../authParts/authParts.styles';
import { LiveAnnouncer } from '../authParts/LiveAnnouncer';
import { useFocusOnChange } from '../../../hooks/useFocusOnChange';

/** Props of {@link RegisterPage}. */
export interface RegisterPageProps {
  /** Called once the account is created (the verification mail went out). */
  onRegistered?: (email: string) => void;
}

function RegisterPageView({ onRegistered }: RegisterPageProps) {
  const t = useTranslate();
  const client = useShopClient();
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(registered ? 'done' : 'form');
  const { control, handleSubmit, setError, formState } = useForm<RegisterFormValues>({
    defaultValues: EMPTY_REGISTER_VALUES,
    mode: 'onTouched',
  });
  const [identity, firstPassword] = useWatch({ control, name: ['identity', 'password'] });
  const errorCount = Object.keys(formState.errors).length;

  const submit = async (values: RegisterFormValues) => {
    setFormError(null);
    try {
      const result = await client.register(registerPayloadFrom(values));
      setRegistered(result.email);
      onRegistered?.(result.email);
    } catch (error) {
      const mapped = registerServerErrors(error);
      mapped.fields.forEach(({ field, message }, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setFormError(mapped.form);
    }
  };

  if (registered !== null) {
    return (
      <AuthRoot aria-labelledby="register-title" data-testid="register-done">
        <AuthTitle id="register-title" ref={headingRef} tabIndex={-1}>
          {t('account.auth.register.doneTitle')}
        </AuthTitle>
        <p>{t('account.auth.register.doneText', { email: registered })}</p>
        <LiveAnnouncer message={t('account.auth.register.doneTitle')} />
      </AuthRoot>
    );
  }

  const text = (
    field: RegisterTextField,
    label: MessageKey,
    rules: readonly FieldRule[],
    extra: Omit<Partial<FormTextFieldProps<RegisterFormValues>>, 'control' | 'name' | 'rules'> = {},
  ) => <FormTextField control={control} name={field} label={t(label)} rules={rules} isRequired {...extra} />;

  return (
    <AuthRoot aria-labelledby="register-title" data-testid="register-page">
      <AuthTitle id="register-title" ref={headingRef} tabIndex={-1}>
        {t('account.auth.register.title')}
      </AuthTitle>
      <AuthMuted>{t('account.auth.register.intro')}</AuthMuted>
      <AuthForm noValidate onSubmit={handleSubmit(submit)}>
        <FieldPair>
          {text('firstName', 'account.auth.register.firstName', [required, name], {
            autoComplete: 'given-name',
          })}
          {text('lastName', 'account.auth.register.lastName', [required, name], {
            autoComplete: 'family-name',
          })}
        </FieldPair>
        {text('email', 'account.auth.register.email', [required, email], {
          type: 'email',
          autoComplete: 'email',
        })}
        {text('password', 'account.auth.register.password', [required, password], {
          type: 'password',
          autoComplete: 'new-password',
          description: t('account.auth.register.passwordHint'),
        })}
        {text('passwordAgain', 'account.auth.register.passwordAgain', [required, sameAs(firstPassword)], {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {text('mobile', 'account.auth.register.mobile', [required, phone], {
          type: 'tel',
          autoComplete: 'tel',
        })}
        {text('street', 'account.auth.register.street', [required], { autoComplete: 'street-address' })}
        <FieldPair>
          {text('zipCode', 'account.auth.register.zipCode', [required, zipCode], {
            inputMode: 'numeric',
            autoComplete: 'postal-code',
          })}
          {text('city', 'account.auth.register.city', [required], { autoComplete: 'address-level2' })}
        </FieldPair>
        <Controller
          control={control}
          name="identity"
          render={({ field }) => (
            <RadioGroup
              label={t('account.auth.register.identity')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              orientation="horizontal"
            >
              <Radio value="personalNumber">{t('account.auth.register.identityPersonalNumber')}</Radio>
              <Radio value="birthDate">{t('account.auth.register.identityBirthDate')}</Radio>
            </RadioGroup>
          )}
        />
        {identity === 'personalNumber'
          ? text('personalNumber', 'account.auth.register.personalNumber', [required, personalNumber], {
              description: t('account.auth.register.personalNumberHint'),
              inputMode: 'numeric',
              autoComplete: 'off',
            })
          : text('birthDate', 'account.auth.register.birthDate', [required, birthDate], {
              description: t('account.auth.register.birthDateHint'),
              inputMode: 'numeric',
              autoComplete: 'bday',
            })}
        <p>
          <Link href={buildPath('myPagesTerms')} external>
            {t('account.auth.register.termsLink')}
          </Link>
        </p>
        <Controller
          control={control}
          name="acceptTerms"
          rules={{ validate: (value) => accepted(value) ?? true }}
          render={({ field, fieldState }) => (
            <Checkbox
              ref={field.ref}
              isSelected={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.invalid ? t('validation.acceptTerms') : undefined}
            >
              {t('account.auth.register.terms')}
            </Checkbox>
          )}
        />
        {formState.submitCount > 0 && errorCount > 0 ? (
          <AuthNotice $tone="danger" role="alert" data-testid="register-error-summary">
            <p>{t('form.errorSummary', { count: errorCount })}</p>
          </AuthNotice>
        ) : null}
        {formError ? (
          <AuthNotice $tone="danger" role="alert">
            <p>{t(formError)}</p>
          </AuthNotice>
        ) : null}
        <AuthActions>
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('account.auth.register.submit')}
          </Button>
        </AuthActions>
        <p>
          {t('account.auth.register.haveAccount')}{' '}
          <Link href={buildPath('login')}>{t('account.auth.login.title')}</Link>
        </p>
      </AuthForm>
    </AuthRoot>
  );
}

/**
 * The registration (`/min-konto/registrere`): names, e-mail, password twice (at least 8 characters),
 * mobile, street, zip code and city, a personal number or a birth date, and the terms. Every rule of
 * `src/shop/validation` shows at its field, the count of errors is announced and focus goes to the
 * first; "customer already exists" shows at the e-mail. Then "check your e-mail" with the address.
 */
export const RegisterPage = /* @__PURE__ */ withAccountTexts(RegisterPageView);
