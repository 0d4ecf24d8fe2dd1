import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import { useLocation } from '../../../navigation/context';
import { RESET_TOKEN_PARAM, linkToken, linkTokenFromSearch } from '../../../shop/account/links';
import { isShopApiRequestError } from '../../../shop/client';
import { buildPath } from '../../../shop/routes';
import { email, password, required, sameAs } from '../../../shop/validation/rules';
import { Button } from '../../primitives/Button';
import { FormTextField } from '../../primitives/FormTextField';
import { Link } from '../../primitives/Link';
import { useShopClient } from '../../session/ShopSessionProvider';
import { withAccountTexts } from '../accountTexts';
import {
  AuthActions,
  AuthForm,
  AuthMuted,
  AuthNotice,
  AuthRoot,
  AuthTitle,
} from '../authParts/authParts.styles';
import { LiveAnnouncer } from '../authParts/LiveAnnouncer';
import { useFocusOnChange } from '../../../hooks/useFocusOnChange';

/** Props of {@link ResetPasswordPage}. */
export interface ResetPasswordPageProps {
  /** The reset link's token: set a new password. @default the page's `?token=` parameter; without one, ask for a link */
  token?: string;
}

type AskState = { status: 'form' } | { status: 'sent'; email: string };

function AskForLink() {
  const t = useTranslate();
  const client = useShopClient();
  const [state, setState] = useState<AskState>({ status: 'form' });
  const [failed, setFailed] = useState(false);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state.status);
  const { control, handleSubmit, formState } = useForm({ defaultValues: { email: '' }, mode: 'onTouched' });
  const title = state.status === 'sent' ? t('account.auth.reset.sentTitle') : t('account.auth.reset.title');
  return (
    <AuthRoot aria-labelledby="reset-title" data-testid="reset-ask">
      <AuthTitle id="reset-title" ref={headingRef} tabIndex={-1}>
        {title}
      </AuthTitle>
      {state.status === 'sent' ? (
        <AuthNotice $tone="success" data-testid="reset-sent">
          <p>{t('account.auth.reset.sentText', { email: state.email })}</p>
        </AuthNotice>
      ) : (
        <>
          <AuthMuted>{t('account.auth.reset.intro')}</AuthMuted>
          <AuthForm
            noValidate
            onSubmit={handleSubmit(async (values) => {
              setFailed(false);
              try {
                await client.forgotPassword(values.email.trim());
                setState({ status: 'sent', email: values.email.trim() });
              } catch {
                setFailed(true);
              }
            })}
          >
            <FormTextField
              control={control}
              name="email"
              label={t('account.auth.reset.email')}
              rules={[required, email]}
              isRequired
              type="email"
              autoComplete="email"
            />
            {failed ? (
              <AuthNotice $tone="danger" role="alert">
                <p>{t('account.auth.error.generic')}</p>
              </AuthNotice>
            ) : null}
            <AuthActions>
              <Button type="submit" isLoading={formState.isSubmitting}>
                {t('account.auth.reset.send')}
              </Button>
              <Link href={buildPath('login')}>{t('account.auth.verify.toLogin')}</Link>
            </AuthActions>
          </AuthForm>
        </>
      )}
      <LiveAnnouncer message={state.status === 'sent' ? title : ''} />
    </AuthRoot>
  );
}

type SetState = 'form' | 'done' | 'invalid' | 'failed';

function SetNewPassword({ token }: { token: string | null }) {
  const t = useTranslate();
  const client = useShopClient();
  const [state, setState] = useState<SetState>(token === null ? 'invalid' : 'form');
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state);
  const { control, handleSubmit, formState } = useForm({
    defaultValues: { password: '', passwordAgain: '' },
    mode: 'onTouched',
  });
  const first = useWatch({ control, name: 'password' });
  const title = state === 'done' ? t('account.auth.reset.doneTitle') : t('account.auth.reset.setTitle');
  return (
    <AuthRoot aria-labelledby="reset-title" data-testid="reset-set">
      <AuthTitle id="reset-title" ref={headingRef} tabIndex={-1}>
        {title}
      </AuthTitle>
      {state === 'done' ? (
        <AuthNotice $tone="success" data-testid="reset-done">
          <p>{t('account.auth.reset.doneText')}</p>
          <p>
            <Link href={buildPath('login')}>{t('account.auth.verify.toLogin')}</Link>
          </p>
        </AuthNotice>
      ) : state === 'invalid' ? (
        <AuthNotice $tone="danger" data-testid="reset-invalid">
          <p>{t('account.auth.reset.invalid')}</p>
          <p>
            <Link href={buildPath('resetPassword')}>{t('account.auth.reset.askAgain')}</Link>
          </p>
        </AuthNotice>
      ) : (
        <AuthForm
          noValidate
          onSubmit={handleSubmit(async (values) => {
            if (token === null) return;
            try {
              await client.resetPassword(token, values.password);
              setState('done');
            } catch (error) {
              setState(isShopApiRequestError(error) && error.status === 410 ? 'invalid' : 'failed');
            }
          })}
        >
          <FormTextField
            control={control}
            name="password"
            label={t('account.auth.reset.password')}
            description={t('account.auth.register.passwordHint')}
            rules={[required, password]}
            isRequired
            type="password"
            autoComplete="new-password"
          />
          <FormTextField
            control={control}
            name="passwordAgain"
            label={t('account.auth.reset.passwordAgain')}
            rules={[required, sameAs(first)]}
            isRequired
            type="password"
            autoComplete="new-password"
          />
          {state === 'failed' ? (
            <AuthNotice $tone="danger" role="alert">
              <p>{t('account.auth.error.generic')}</p>
            </AuthNotice>
          ) : null}
          <AuthActions>
            <Button type="submit" isLoading={formState.isSubmitting}>
              {t('account.auth.reset.save')}
            </Button>
          </AuthActions>
        </AuthForm>
      )}
      <LiveAnnouncer
        message={state === 'done' ? title : state === 'invalid' ? t('account.auth.reset.invalid') : ''}
      />
    </AuthRoot>
  );
}

function ResetPasswordPageView({ token: givenToken }: ResetPasswordPageProps) {
  const { search } = useLocation();
  const fromLink =
    givenToken !== undefined
      ? (linkToken(givenToken) ?? 'invalid')
      : linkTokenFromSearch(search, RESET_TOKEN_PARAM);
  if (fromLink === null) return <AskForLink />;
  const token = fromLink === 'invalid' ? null : fromLink;
  return <SetNewPassword key={fromLink} token={token} />;
}

/**
 * Reset password (`/min-konto/glemt-passord`): without a token, ask for a link by e-mail ("if the
 * address has an account, a link is on its way": the answer never tells whether it has); with the
 * link's `?token=`, set a new password twice (at least 8 characters), or learn that the link is
 * invalid or expired and ask for a new one.
 */
export const ResetPasswordPage = /* @__PURE__ */ withAccountTexts(ResetPasswordPageView);
