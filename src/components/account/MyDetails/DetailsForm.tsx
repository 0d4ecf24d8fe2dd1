import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import type { MessageKey } from '../../../i18n/nb';
import { customerChanges, customerFormValues, type CustomerFormValues } from '../../../shop/account/customer';
import { accountWriteFailure } from '../../../shop/account/errors';
import type { Customer } from '../../../shop/schemas/customer';
import { email, employeeNumber, name, phone, required, zipCode } from '../../../shop/validation/rules';
import { Button, Checkbox, FormTextField } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { Actions, Notice } from '../parts/styles';
import { FieldGrid, Form } from './MyDetails.styles';

/** Props of {@link DetailsForm}. */
interface DetailsFormProps {
  customer: Customer;
  onSaved: (customer: Customer) => void;
  onCancel: () => void;
}

/** The customer's details as a form: saved with only what changed; an e-mail in use goes on that field. */
export function DetailsForm({ customer, onSaved, onCancel }: DetailsFormProps) {
  const t = useTranslate();
  const client = useShopClient();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { control, handleSubmit, setError, setFocus, formState } = useForm<CustomerFormValues>({
    defaultValues: customerFormValues(customer),
    mode: 'onTouched',
  });
  const errorCount = Object.keys(formState.errors).length;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const changes = customerChanges(customer, values);
    if (!changes) {
      onSaved(customer);
      return;
    }
    try {
      onSaved(await client.updateCustomer(changes));
    } catch (error) {
      const found = accountWriteFailure('updateCustomer', error);
      if (found.field === 'email') {
        setError('email', { type: 'server', message: found.key });
        setFocus('email');
      } else {
        setFailure(found.key);
      }
    }
  });
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('account.pages.details.edit')}>
      {failure ? (
        <Notice role="alert">
          <p>{t(failure)}</p>
        </Notice>
      ) : null}
      {formState.isSubmitted && errorCount > 0 ? (
        <Notice role="alert">
          <p>{t('form.errorSummary', { count: errorCount })}</p>
        </Notice>
      ) : null}
      <FieldGrid>
        <FormTextField
          control={control}
          name="firstName"
          label={t('account.pages.details.firstName')}
          rules={[required, name]}
          isRequired
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('account.pages.details.lastName')}
          rules={[required, name]}
          isRequired
          autoComplete="family-name"
        />
        <FormTextField
          control={control}
          name="email"
          label={t('account.pages.details.email')}
          rules={[required, email]}
          isRequired
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="mobile"
          label={t('account.pages.details.mobile')}
          rules={[required, phone]}
          isRequired
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <FormTextField
          control={control}
          name="street"
          label={t('account.pages.details.street')}
          rules={[required]}
          isRequired
          autoComplete="street-address"
        />
        <FormTextField
          control={control}
          name="zipCode"
          label={t('account.pages.details.zipCode')}
          rules={[required, zipCode]}
          isRequired
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <FormTextField
          control={control}
          name="city"
          label={t('account.pages.details.city')}
          rules={[required]}
          isRequired
          autoComplete="address-level2"
        />
        {customer.employeeNumber !== null ? (
          <FormTextField
            control={control}
            name="employeeNumber"
            label={t('account.pages.details.employeeNumber')}
            description={t('account.pages.details.employeeNumberHint')}
            rules={[required, employeeNumber]}
            isRequired
            autoComplete="off"
          />
        ) : null}
      </FieldGrid>
      <Controller
        control={control}
        name="marketingConsent"
        render={({ field }) => (
          <Checkbox ref={field.ref} isSelected={field.value} onChange={field.onChange}>
            {t('account.pages.details.marketingYes')}
          </Checkbox>
        )}
      />
      <Actions>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('account.pages.details.save')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('account.pages.details.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
