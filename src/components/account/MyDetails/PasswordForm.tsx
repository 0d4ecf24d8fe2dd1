import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { accountWriteFailure } from '../../../shop/account/errors';
import { password, required, sameAs } from '../../../shop/validation/rules';
import { Button, FormTextField } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Card, Notice, SectionTitle } from '../parts/styles';
import { Form } from './MyDetails.styles';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Change password while logged in: current, new (at least 8 characters) and the new one again. */
export function PasswordForm() {
  const t = useTranslate();
  const client = useShopClient();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [changed, setChanged] = useState(false);
  const { control, handleSubmit, setError, setFocus, reset, formState } = useForm<PasswordValues>({
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setChanged(false);
    try {
      await client.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset(EMPTY);
      setChanged(true);
    } catch (error) {
      const found = accountWriteFailure('changePassword', error);
      if (found.field === 'currentPassword') {
        setError('currentPassword', { type: 'server', message: found.key });
        setFocus('currentPassword');
      } else {
        setFailure(found.key);
      }
    }
  });
  return (
    <Card aria-labelledby="account-password-title">
      <SectionTitle id="account-password-title">{t('account.pages.password.title')}</SectionTitle>
      <div role="status">
        {changed ? (
          <Notice $tone="success">
            <p>{t('account.pages.password.changed')}</p>
          </Notice>
        ) : null}
      </div>
      {failure ? (
        <Notice role="alert">
          <p>{t(failure)}</p>
        </Notice>
      ) : null}
      <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-password-title">
        <FormTextField
          control={control}
          name="currentPassword"
          label={t('account.pages.password.current')}
          rules={[required]}
          isRequired
          type="password"
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="newPassword"
          label={t('account.pages.password.new')}
          description={t('account.pages.password.newHint')}
          rules={[required, password]}
          isRequired
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={control}
          name="repeatPassword"
          label={t('account.pages.password.repeat')}
          rules={[required, sameAs(newPassword)]}
          isRequired
          type="password"
          autoComplete="new-password"
        />
        <div>
          <Button type="submit" isLoading={formState.isSubmitting}>
            {t('account.pages.password.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
