import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormDraft } from '../../../hooks/useFormDraft';
import { useLeaveWarning } from '../../../hooks/useLeaveWarning';
import { useTranslate } from '../../../i18n/context';
import { weekdaysAhead } from '../../../shop/booking/availability';
import { MAX_PREFERRED_DATES, togglePreferredDate } from '../../../shop/booking/preferredDates';
import { formatDayNb, osloWallClock } from '../../../shop/osloTime';
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
import { Button, FormTextField, Spinner, VisuallyHidden } from '../../primitives';
import { useShopClient } from '../../session/ShopSessionProvider';
import { useBackendNow } from '../../session/useBackendNow';
import { BookingCalendar } from '../BookingCalendar';
import { Alert, Form, Muted, Root, StepHeading, Title } from '../BookingWizard/BookingWizard.styles';
import { bookingErrorMessage } from '../BookingWizard/useBookingWizard';
import { withBookingTexts } from '../bookingTexts';
import { ChosenDays } from './EyeHealthDayForm.styles';

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
  const form = useForm<Values>({ defaultValues: EMPTY, mode: 'onTouched' });
  const { control, handleSubmit } = form;
  const [dates, setDates] = useState<string[]>([]);
  const [dateMissing, setDateMissing] = useState(false);
  const [datesFull, setDatesFull] = useState(false);
  // What the last choice in the calendar did, said in a live region (the list is below the grid).
  const [dateNews, setDateNews] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof bookingErrorMessage> | null>(null);
  const [done, setDone] = useState<EyeHealthDayResult | null>(null);
  const calendar = useRef<HTMLDivElement>(null);
  const draft = useFormDraft(form, 'eye-health-day', EMPTY);
  useLeaveWarning(!done && (form.formState.isDirty || dates.length > 0), t('eyeHealthDay.leaveWarning'));

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

  const chooseDate = (date: string) => {
    const change = togglePreferredDate(dates, date);
    setDates(change.dates);
    setDatesFull(change.full);
    const day = formatDayNb(date);
    setDateNews(
      change.full
        ? t('eyeHealthDay.datesFull', { max: MAX_PREFERRED_DATES })
        : t(change.dates.includes(date) ? 'eyeHealthDay.dateAdded' : 'eyeHealthDay.dateRemoved', {
            date: day,
          }),
    );
  };

  const send = async (values: Values) => {
    if (dates.length === 0) {
      setDateMissing(true);
      calendar.current?.querySelector<HTMLElement>('button[tabindex="0"][data-date]')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const note = values.note.trim();
      const result = await client.requestEyeHealthDay({
        organisationNumber: values.organisationNumber.trim(),
        companyName: values.companyName.trim(),
        contactPerson: {
          name: values.contactName.trim(),
          email: values.contactEmail.trim(),
          phone: values.contactPhone.replace(/\s/g, ''),
        },
        address: { street: values.street.trim(), zipCode: values.zipCode.trim(), city: values.city.trim() },
        preferredDates: dates,
        participants: Number(values.participants),
        ...(note ? { note } : {}),
      });
      draft.clear();
      setDone(result);
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
      <Form noValidate onSubmit={handleSubmit(send, () => setDateMissing(dates.length === 0))}>
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
          <Muted id="ehd-date-hint">{t('eyeHealthDay.dateHint', { max: MAX_PREFERRED_DATES })}</Muted>
          {dateMissing && dates.length === 0 ? (
            <Alert role="alert">
              <p>{t('eyeHealthDay.dateRequired')}</p>
            </Alert>
          ) : null}
          <BookingCalendar
            today={today}
            availability={weekdaysAhead(today)}
            value=""
            selected={dates}
            onChange={chooseDate}
            aria-labelledby="ehd-date"
          />
          <VisuallyHidden role="status">{dateNews}</VisuallyHidden>
          {datesFull ? <Muted>{t('eyeHealthDay.datesFull', { max: MAX_PREFERRED_DATES })}</Muted> : null}
          {dates.length > 0 ? (
            <ChosenDays aria-labelledby="ehd-chosen">
              <h3 id="ehd-chosen">
                {t('eyeHealthDay.datesChosen', { count: dates.length, max: MAX_PREFERRED_DATES })}
              </h3>
              <ul>
                {dates.map((day) => (
                  <li key={day}>
                    <span>{formatDayNb(day)}</span>
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => chooseDate(day)}
                      aria-label={t('eyeHealthDay.removeDate', { date: formatDayNb(day) })}
                    >
                      {t('eyeHealthDay.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            </ChosenDays>
          ) : null}
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
 * address, the number of participants and up to three wished weekdays; the shop calls back to agree one.
 */
export const EyeHealthDayForm = /* @__PURE__ */ withBookingTexts(EyeHealthDayFormView);
