import { useRef, useState } from 'react';
import { useTranslate } from '../../../../i18n/context';
import { firstAvailableDay, groupSlots, slotTime } from '../../../../shop/booking/availability';
import { isShopApiRequestError } from '../../../../shop/client';
import { formatDayNb } from '../../../../shop/osloTime';
import type { StoreService } from '../../../../shop/schemas/stores';
import { Button, Radio, RadioGroup, Spinner } from '../../../primitives';
import { useShopRead } from '../../../session/useShopRead';
import { BookingCalendar } from '../../BookingCalendar';
import { Alert, Muted } from '../BookingWizard.styles';
import { StepForm } from '../StepForm';
import { NearbyStores } from './NearbyStores';
import type { StepProps } from './types';

/** How many days ahead the calendar asks for free times. */
const AVAILABILITY_DAYS = 42;

/** The time step: a month calendar of days with free times, then the day's times by part of day. */
export function TimeStep({
  draft,
  send,
  onBack,
  today,
  service,
  refresh,
}: StepProps & { today: string; service: StoreService | undefined; refresh: string }) {
  const t = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  const [showError, setShowError] = useState(false);
  const { storeId, examTypeId, date, start } = draft;
  const store = useShopRead('getStore', [storeId], (shop) => shop.getStore(storeId));
  // A refresh (a time taken meanwhile) keeps the calendar in place while the new days load.
  const availability = useShopRead(
    'getAvailability',
    [storeId, examTypeId, today, AVAILABILITY_DAYS, refresh],
    (shop) =>
      shop.getAvailability({
        storeId,
        from: today,
        days: AVAILABILITY_DAYS,
        examTypeId: examTypeId || undefined,
      }),
    { keepPreviousData: true },
  );
  const slots = useShopRead('getSlots', date ? [storeId, date, examTypeId, refresh] : null, (shop) =>
    shop.getSlots({ storeId, date, examTypeId: examTypeId || undefined }),
  );
  const perDay = Object.fromEntries((availability.data?.days ?? []).map((day) => [day.date, day.free]));
  const first = firstAvailableDay(perDay);

  if (availability.status === 'error') {
    const unavailable =
      isShopApiRequestError(availability.error) && availability.error.code === 'LocationUnavailable';
    return (
      <StepForm
        onSubmit={() => onBack?.()}
        submitLabel={unavailable ? t('booking.store.label') : t('booking.retry')}
        onBack={onBack}
      >
        <Alert role="alert">
          <p>{t(unavailable ? 'booking.error.locationUnavailable' : 'booking.loadFailed')}</p>
          {unavailable ? null : (
            <div>
              <Button variant="secondary" onPress={availability.reload}>
                {t('booking.retry')}
              </Button>
            </div>
          )}
        </Alert>
      </StepForm>
    );
  }
  const submit = () => {
    if (date && start) send({ type: 'next' });
    else {
      setShowError(true);
      requestAnimationFrame(() =>
        root.current?.querySelector<HTMLElement>('[tabindex="0"][data-date], input[type=radio]')?.focus(),
      );
    }
  };
  return (
    <StepForm onSubmit={submit} onBack={onBack}>
      <div ref={root} style={{ display: 'grid', gap: 24 }}>
        {showError && !(date && start) ? (
          <Alert role="alert">
            <p>{t('booking.time.required')}</p>
          </Alert>
        ) : null}
        {!availability.data ? (
          <Spinner label={t('booking.loading')} />
        ) : first === null ? (
          <NearbyStores
            storeId={storeId}
            storeName={store.data?.name ?? ''}
            service={service}
            examTypeId={examTypeId}
            today={today}
            days={AVAILABILITY_DAYS}
            onChoose={(next) => send({ type: 'update', patch: { storeId: next } })}
          />
        ) : (
          <>
            <h3 id="booking-calendar-label" style={{ margin: 0 }}>
              {t('booking.time.calendarLabel')}
            </h3>
            <BookingCalendar
              today={today}
              availability={perDay}
              value={date}
              initialMonth={date || first}
              onChange={(next) => send({ type: 'update', patch: { date: next } })}
            />
            {!date ? (
              <Muted>{t('booking.time.chooseDay')}</Muted>
            ) : !slots.data ? (
              slots.status === 'error' ? (
                <Alert role="alert">
                  <p>{t('booking.loadFailed')}</p>
                </Alert>
              ) : (
                <Spinner label={t('booking.loading')} />
              )
            ) : (
              <div style={{ display: 'grid', gap: 16 }}>
                <h3 style={{ margin: 0 }}>{t('booking.time.slotsLabel', { day: formatDayNb(date) })}</h3>
                {groupSlots(slots.data.slots).map((group) => (
                  <RadioGroup
                    key={group.part}
                    label={t(`booking.time.part.${group.part}`)}
                    orientation="horizontal"
                    value={group.slots.some((slot) => slot.start === start) ? start : null}
                    onChange={(next) => send({ type: 'update', patch: { start: next } })}
                  >
                    {group.slots.map((slot) => (
                      <Radio key={slot.start} value={slot.start}>
                        {slotTime(slot)}
                      </Radio>
                    ))}
                  </RadioGroup>
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </StepForm>
  );
}
