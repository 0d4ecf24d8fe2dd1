import { useCallback, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslate } from '../../../../i18n/context';
import type { BookingCustomerDraft, BookingRequisitionDraft } from '../../../../shop/booking/steps';
import { NOTE_MAX_LENGTH, email, maxLength, name, phone, required } from '../../../../shop/validation/rules';
import { FormTextField, Radio, RadioGroup } from '../../../primitives';
import { StepForm } from '../StepForm';
import type { StepProps } from './types';

type DetailsValues = BookingCustomerDraft & { note: string };

/** The details step: the customer's name, e-mail and mobile (prefilled when logged in) and a note. */
export function DetailsStep({ draft, send, onBack }: StepProps) {
  const t = useTranslate();
  const { control, handleSubmit, getValues, setValue, watch } = useForm<DetailsValues>({
    defaultValues: { ...draft.customer, note: draft.note },
    mode: 'onTouched',
  });
  // The logged-in customer's details can arrive while this step is shown: they fill the fields
  // still empty in the form (the draft's customer is already merged the same way), never a typed one.
  const { firstName, lastName, email: knownEmail, mobile } = draft.customer;
  useEffect(() => {
    const known = { firstName, lastName, email: knownEmail, mobile };
    for (const field of ['firstName', 'lastName', 'email', 'mobile'] as const) {
      if (known[field] && !getValues(field).trim()) setValue(field, known[field]);
    }
  }, [firstName, lastName, knownEmail, mobile, getValues, setValue]);
  const save = useCallback(
    (values: Partial<DetailsValues>) => {
      const { note = '', firstName = '', lastName = '', email = '', mobile = '' } = values;
      send({ type: 'update', patch: { customer: { firstName, lastName, email, mobile }, note } });
    },
    [send],
  );
  // Every change goes to the draft as it is typed: the leave warning sees it, and the wizard keeps
  // it for the tab (coming back to the booking page finds it).
  useEffect(() => {
    const subscription = watch((values) => save(values));
    return () => subscription.unsubscribe();
  }, [watch, save]);
  return (
    <StepForm
      onSubmit={handleSubmit((values) => {
        save(values);
        send({ type: 'next' });
      })}
      onBack={() => {
        save(getValues());
        onBack?.();
      }}
    >
      <FormTextField
        control={control}
        name="firstName"
        label={t('booking.details.firstName')}
        rules={[required, name]}
        isRequired
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name="lastName"
        label={t('booking.details.lastName')}
        rules={[required, name]}
        isRequired
        autoComplete="family-name"
      />
      <FormTextField
        control={control}
        name="email"
        label={t('booking.details.email')}
        rules={[required, email]}
        isRequired
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="mobile"
        label={t('booking.details.mobile')}
        rules={[required, phone]}
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="note"
        label={t('booking.details.note')}
        description={t('booking.details.noteHint')}
        rules={[maxLength(NOTE_MAX_LENGTH)]}
        multiline
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        showCharacterCount
        showOptional
      />
    </StepForm>
  );
}

/** The requisition step: electronic or physical, the reference, and the approving manager's e-mail. */
export function RequisitionStep({ draft, send, onBack }: StepProps) {
  const t = useTranslate();
  const { control, handleSubmit, getValues, watch } = useForm<BookingRequisitionDraft>({
    defaultValues: draft.requisition,
    mode: 'onTouched',
  });
  const type = watch('type');
  useEffect(() => {
    const subscription = watch(({ type: kind = '', reference = '', managerEmail = '' }) =>
      send({ type: 'update', patch: { requisition: { type: kind, reference, managerEmail } } }),
    );
    return () => subscription.unsubscribe();
  }, [watch, send]);
  return (
    <StepForm
      onSubmit={handleSubmit((requisition) => {
        send({ type: 'update', patch: { requisition } });
        send({ type: 'next' });
      })}
      onBack={() => {
        send({ type: 'update', patch: { requisition: getValues() } });
        onBack?.();
      }}
    >
      <Controller
        control={control}
        name="type"
        rules={{ validate: (value) => (value ? true : 'validation.chooseOne') }}
        render={({ field, fieldState }) => (
          <div
            data-invalid={fieldState.invalid}
            // react-hook-form focuses the first invalid field through its ref: here the first radio.
            ref={(node) => field.ref(node ? { focus: () => node.querySelector('input')?.focus() } : null)}
          >
            <RadioGroup
              label={t('booking.requisition.typeLabel')}
              value={field.value || null}
              onChange={field.onChange}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={t('validation.chooseOne')}
            >
              <Radio value="electronic">{t('booking.requisition.electronic')}</Radio>
              <Radio value="physical">{t('booking.requisition.physical')}</Radio>
            </RadioGroup>
          </div>
        )}
      />
      <FormTextField
        control={control}
        name="reference"
        label={t('booking.requisition.reference')}
        rules={[required, maxLength(100)]}
        isRequired
      />
      {type === 'electronic' ? (
        <FormTextField
          control={control}
          name="managerEmail"
          label={t('booking.requisition.manager')}
          rules={[email]}
          type="email"
          showOptional
        />
      ) : null}
    </StepForm>
  );
}
