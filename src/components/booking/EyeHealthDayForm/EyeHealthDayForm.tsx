import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from '../../../i18n/context';
import { weekdaysAhead } from '../../../shop/booking/availability';
import { osloWallClock } from '../../../shop/osloTime';
import type { EyeHealthDayResult } from '../../../shop/schemas/bookings';
import {
  email,
  maxLength,
  name,
  organisationNumber,
  phone,
  required,
  wholeNumberBetween,
  zipCode,
} from '../../../shop/validation/rules';
import { Button, FormTextField, Spinner } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useBackendNow } from '../../stores/useBackendNow';
import { BookingCalendar } from '../BookingCalendar';
import { Alert, Form, Muted, Root, StepHeading, Title } from '../BookingWizard/BookingWizard.styles';
import { bookingErrorMessage } from '../BookingWizard/useBookingWizard';
import { withBookingTexts } from '../bookingTexts';

interface Values {
  organisationNumber: string;
  companyName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  street: string;
  zipCode: string;
  city: string;
  participants: string;
  note: string;
}

const EMPTY: Values = {
  organisationNumber: '',
  companyName: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  street: '',
  zipCode: '',
  city: '',
  participants: '',
  note: '',
};

function EyeHealthDayFormView() {
  const t = useTranslate();
  const client = useShopClient();
  const now = useBackendNow();
  const { control, handleSubmit } = useForm<Values>({ defaultValues: EMPTY, mode: 'onTouched' });
  const [date, setDate] = useState('');
  const [dateMissing, setDateMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof bookingErrorMessage> | null>(null);
  const [done, setDone] = useState<EyeHealthDayResult | null>(null);
  const calendar = useRef<HTMLDivElement>(null);

  if (done) {
    return (
      <Root aria-labelledby="ehd-done">
        <Title id="ehd-done">{t('eyeHealthDay.doneTitle')}</Title>
        <p>{t('eyeHealthDay.doneText', { reference: done.requestId })}</p>
      </Root>
    );
  }
  if (!now) return <Spinner label={t('booking.loading')} />;
  const today = osloWallClock(now).date;

  const send = async (values: Values) => {
    if (!date) {
      setDateMissing(true);
      calendar.current?.querySelector<HTMLElement>('button[tabindex="0"][data-date]')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const note = values.note.trim();
      setDone(
        await client.requestEyeHealthDay({
          organisationNumber: values.organisationNumber.trim(),
          companyName: values.companyName.trim(),
          contactPerson: {
            name: values.contactName.trim(),
            email: values.contactEmail.trim(),
            phone: values.contactPhone.replace(/\s/g, ''),
          },
          address: { street: values.street.trim(), zipCode: values.zipCode.trim(), city: values.city.trim() },
          preferredDates: [date],
          participants: Number(values.participants),
          ...(note ? { note } : {}),
        }),
      );
    } catch (failure) {
      setError(bookingErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof Values, rules: Parameters<typeof FormTextField>[0]['rules'], extra = {}) => (
    <FormTextField
      control={control}
      name={key}
      label={t(`eyeHealthDay.${key}`)}
      rules={rules}
      isRequired
      {...extra}
    />
  );

  return (
    <Root aria-labelledby="ehd-title">
      <Title id="ehd-title">{t('eyeHealthDay.title')}</Title>
      <Muted>{t('eyeHealthDay.intro')}</Muted>
      <Form noValidate onSubmit={handleSubmit(send, () => setDateMissing(!date))}>
        {field('organisationNumber', [required, organisationNumber], {
          description: t('eyeHealthDay.organisationNumberHint'),
          inputMode: 'numeric',
        })}
        {field('companyName', [required, maxLength(120)], { autoComplete: 'organization' })}
        {field('contactName', [required, name], { autoComplete: 'name' })}
        {field('contactEmail', [required, email], { type: 'email', autoComplete: 'email' })}
        {field('contactPhone', [required, phone], { type: 'tel', autoComplete: 'tel' })}
        {field('street', [required, maxLength(120)], { autoComplete: 'street-address' })}
        {field('zipCode', [required, zipCode], { inputMode: 'numeric', autoComplete: 'postal-code' })}
        {field('city', [required, maxLength(60)], { autoComplete: 'address-level2' })}
        {field('participants', [required, wholeNumberBetween(5, 500)], {
          inputMode: 'numeric',
          description: t('eyeHealthDay.participantsHint'),
        })}
        <div ref={calendar}>
          <StepHeading as="h2" id="ehd-date">
            {t('eyeHealthDay.date')}
          </StepHeading>
          {dateMissing && !date ? (
            <Alert role="alert">
              <p>{t('eyeHealthDay.dateRequired')}</p>
            </Alert>
          ) : null}
          <BookingCalendar
            today={today}
            availability={weekdaysAhead(today)}
            value={date}
            onChange={setDate}
          />
        </div>
        <FormTextField
          control={control}
          name="note"
          label={t('eyeHealthDay.note')}
          rules={[maxLength(1000)]}
          multiline
          rows={3}
          showOptional
        />
        {error ? (
          <Alert role="alert">
            <p>{t(error)}</p>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" isLoading={busy}>
            {t('eyeHealthDay.submit')}
          </Button>
        </div>
      </Form>
    </Root>
  );
}

/**
 * The eye-health day booking for companies (`/b2b/oyehelsedag`): the company, a contact person, the
 * address, the number of participants and a wished weekday; the shop calls back to agree the day.
 */
export const EyeHealthDayForm = /* @__PURE__ */ withBookingTexts(EyeHealthDayFormView);
