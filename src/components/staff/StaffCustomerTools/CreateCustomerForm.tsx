import { useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import type { StaffCustomerHit } from '../../../shop/schemas/staff';
import {
  EMPTY_STAFF_CUSTOMER_FORM,
  staffCustomerPayload,
  staffErrorMessage,
  type StaffCustomerFormValues,
} from '../../../shop/staff/staffTools';
import { email, maxLength, name, phone, required, type FieldRule } from '../../../shop/validation/rules';
import { Button, FormTextField } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Actions, Alert, Form, Muted, Panel, SectionHeading } from '../staff.styles';

/**
 * Creates a customer at the counter: names, e-mail and mobile on the one form layer (the first
 * invalid field gets focus; nothing typed is lost on a refusal). An e-mail already taken says the
 * customer already exists.
 */
export function CreateCustomerForm({
  headingRef,
  onCreated,
  onCancel,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  onCreated: (customer: StaffCustomerHit) => void;
  onCancel: () => void;
}) {
  const t = useTranslate();
  const client = useShopClient();
  const { control, handleSubmit } = useForm<StaffCustomerFormValues>({
    defaultValues: EMPTY_STAFF_CUSTOMER_FORM,
    mode: 'onTouched',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);

  const create = async (values: StaffCustomerFormValues) => {
    setBusy(true);
    setError(null);
    try {
      onCreated(await client.createStaffCustomer(staffCustomerPayload(values)));
    } catch (failure) {
      setError(staffErrorMessage(failure, 'create'));
      setBusy(false);
    }
  };

  const field = (
    key: keyof StaffCustomerFormValues,
    rules: readonly FieldRule[],
    extra: Record<string, unknown>,
  ) => (
    <FormTextField
      control={control}
      name={key}
      label={t(`staff.${key}`)}
      rules={rules}
      isRequired
      {...extra}
    />
  );

  return (
    <Panel aria-labelledby="staff-create-heading">
      <SectionHeading id="staff-create-heading" ref={headingRef} tabIndex={-1}>
        {t('staff.create.heading')}
      </SectionHeading>
      <Muted>{t('staff.create.intro')}</Muted>
      <Form noValidate onSubmit={handleSubmit(create)}>
        {field('firstName', [required, name, maxLength(60)], { autoComplete: 'off' })}
        {field('lastName', [required, name, maxLength(60)], { autoComplete: 'off' })}
        {field('email', [required, email], { type: 'email', autoComplete: 'off' })}
        {field('mobile', [required, phone], { type: 'tel', autoComplete: 'off' })}
        {error ? (
          <Alert role="alert">
            <p>{t(error)}</p>
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" isLoading={busy}>
            {t('staff.create.submit')}
          </Button>
          <Button variant="secondary" isDisabled={busy} onPress={onCancel}>
            {t('staff.create.cancel')}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}
