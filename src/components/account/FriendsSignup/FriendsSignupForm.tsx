import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import { useGlimt } from '../../../shop/GlimtProvider';
import {
  FRIEND_FREE_MONTHS,
  friendsFailure,
  normaliseReferralCode,
  referralCode,
  type FriendsFailure,
} from '../../../shop/account/friends';
import { buildPath } from '../../../shop/routes';
import type { FriendsMembership, Referral } from '../../../shop/schemas/friends';
import { accepted } from '../../../shop/validation/rules';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { FormTextField } from '../../primitives/FormTextField';
import { Link } from '../../primitives/Link';
import { useShopClient } from '../../session/ShopSessionProvider';
import { CodeRow, Form, Notice, Panel, Status } from './FriendsSignup.styles';

interface Values {
  acceptTerms: boolean;
  referralCode: string;
}

/** Props of the signup form. */
export interface FriendsSignupFormProps {
  /** Called with the new membership. */
  onMember: (membership: FriendsMembership) => void;
  /** Called when the backend says the customer is a member already (reload the membership). */
  onAlreadyMember: () => void;
  /** A code to start with (from a shared link). */
  initialReferralCode?: string;
}

/** The signup: terms (must be accepted) and an optional referral code that can be checked first. */
export function FriendsSignupForm({
  onMember,
  onAlreadyMember,
  initialReferralCode = '',
}: FriendsSignupFormProps) {
  const t = useTranslate();
  const { brandName } = useGlimt();
  const client = useShopClient();
  const { control, handleSubmit, setError, setFocus, getValues, trigger } = useForm<Values>({
    defaultValues: { acceptTerms: false, referralCode: initialReferralCode },
    mode: 'onTouched',
  });
  const terms = useController({
    control,
    name: 'acceptTerms',
    rules: { validate: (value) => accepted(value) ?? true },
  });
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [referral, setReferral] = useState<Referral | null>(null);
  const [failure, setFailure] = useState<FriendsFailure | null>(null);

  const fail = (error: unknown) => {
    const found = friendsFailure(error);
    if (found.field) {
      setError(found.field, { type: 'server', message: found.key });
      setFocus(found.field);
    } else {
      setFailure(found);
      if (found.alreadyMember) onAlreadyMember();
    }
  };

  const checkCode = async () => {
    setReferral(null);
    if (!(await trigger('referralCode'))) return;
    const code = normaliseReferralCode(getValues('referralCode'));
    if (!code) return;
    setChecking(true);
    try {
      setReferral(await client.getReferral(code));
    } catch (error) {
      fail(error);
    } finally {
      setChecking(false);
    }
  };

  const signUp = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    const code = normaliseReferralCode(values.referralCode);
    try {
      onMember(await client.signUpFriends({ acceptTerms: true, ...(code ? { referralCode: code } : {}) }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const termsError = terms.fieldState.error?.message;
  return (
    <Panel aria-labelledby="friends-signup">
      <h2 id="friends-signup">{t('account.content.friends.signupTitle')}</h2>
      <Form noValidate onSubmit={handleSubmit(signUp)} aria-labelledby="friends-signup">
        <CodeRow>
          <FormTextField
            control={control}
            name="referralCode"
            label={t('account.content.friends.referralCode')}
            description={t('account.content.friends.referralCodeHint', { months: FRIEND_FREE_MONTHS })}
            rules={[referralCode]}
            autoComplete="off"
            maxLength={12}
          />
          <Button variant="secondary" onPress={() => void checkCode()} isLoading={checking}>
            {t('account.content.friends.checkCode')}
          </Button>
        </CodeRow>
        <Status role="status" data-testid="friends-referral">
          {referral
            ? t('account.content.friends.codeFrom', {
                name: referral.referrerFirstName,
                months: referral.friendFreeMonths,
              })
            : ''}
        </Status>
        <Checkbox
          ref={terms.field.ref}
          name={terms.field.name}
          isSelected={terms.field.value}
          onChange={(value) => {
            terms.field.onChange(value);
            terms.field.onBlur();
          }}
          isRequired
          isInvalid={Boolean(termsError)}
          errorMessage={termsError ? t(termsError as Parameters<typeof t>[0]) : undefined}
          description={
            <Link href={buildPath('friendsTerms', {}, { brandName })}>
              {t('account.content.friends.termsLink')}
            </Link>
          }
        >
          {t('account.content.friends.acceptTerms')}
        </Checkbox>
        {failure ? (
          <Notice $tone={failure.alreadyMember ? 'info' : 'danger'} role="alert">
            <p>{t(failure.key, { brand: brandName })}</p>
          </Notice>
        ) : null}
        <div>
          <Button type="submit" isLoading={busy}>
            {t('account.content.friends.submit')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
