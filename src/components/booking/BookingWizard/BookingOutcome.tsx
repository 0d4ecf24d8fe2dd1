import { useEffect, useRef } from 'react';
import { useTranslate } from '../../../i18n/context';
import { examDisplayName } from '../../../shop/booking/exams';
import { formatMomentNb } from '../../../shop/osloTime';
import { bookingDetailsHref } from '../../../shop/routes';
import type { Booking } from '../../../shop/schemas/bookings';
import { saveFile } from '../../../utils/saveFile';
import { Button, Link } from '../../primitives';
import { useShopRead } from '../../session/useShopRead';
import { Root, StepHeading, Summary } from './BookingWizard.styles';
import { withBookingTexts } from '../bookingTexts';

/** Props of {@link BookingOutcome}. */
export interface BookingOutcomeProps {
  booking: Booking;
  /** The booking was moved to a new time (a rebooking): the page says "Timen er flyttet". */
  rebooked?: boolean;
  /** The exam's name for the calendar entry, e.g. "Synstest". @default 'Synstest' */
  examName?: string;
  /**
   * Called when the shopper follows "Se eller endre bestillingen", before the navigation: the
   * booking's page uses it to leave its rebooking view (the link is then the page already shown).
   */
  onManage?: (booking: Booking) => void;
}

const BRING = [
  'booking.outcome.bring.glasses',
  'booking.outcome.bring.lenses',
  'booking.outcome.bring.prescription',
  'booking.outcome.bring.medicine',
] as const;

function BookingOutcomeView({ booking, rebooked = false, examName, onManage }: BookingOutcomeProps) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const store = useShopRead('getStore', [booking.storeId], (shop) => shop.getStore(booking.storeId));
  const requested = booking.status === 'requested';
  const values = { email: booking.customer.email, reference: booking.reference, store: booking.storeName };
  const address = store.data?.address;
  const addressLine = address ? `${address.street}, ${address.zipCode} ${address.city}` : '';
  const bring = BRING.map((key) => t(key));
  const addToCalendar = async () => {
    // The file's code loads on the press: few shoppers ask for it, every confirmation would carry it.
    const { bookingIcs } = await import('../../../shop/booking/calendarFile');
    const ics = bookingIcs({
      uid: `${booking.id}@glimt.no`,
      start: booking.start,
      end: booking.end,
      summary: t('booking.outcome.calendarSummary', {
        exam: examDisplayName(examName ?? 'Synstest'),
        store: booking.storeName,
      }),
      location: [booking.storeName, addressLine].filter(Boolean).join(', '),
      description: `${t('booking.outcome.bringTitle')}: ${bring.join('; ')}. ${t('bookingManage.reference')}: ${booking.reference}`,
      stamp: booking.createdAt,
    });
    saveFile(
      new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
      t('booking.outcome.calendarFile', { reference: booking.reference }),
    );
  };
  const title = rebooked
    ? 'booking.outcome.movedTitle'
    : requested
      ? 'booking.outcome.requestedTitle'
      : 'booking.outcome.bookedTitle';
  const text = rebooked
    ? 'booking.outcome.movedText'
    : requested
      ? 'booking.outcome.requestedText'
      : 'booking.outcome.bookedText';
  return (
    <Root aria-labelledby="booking-outcome-title" data-testid="booking-outcome">
      <StepHeading id="booking-outcome-title" ref={heading} tabIndex={-1} as="h1">
        {t(title)}
      </StepHeading>
      <p style={{ margin: 0 }}>
        {booking.storeName}, {formatMomentNb(booking.start)}
      </p>
      <p style={{ margin: 0 }}>{t(text, values)}</p>
      {address ? (
        <Summary>
          <div>
            <dt>{t('store.address')}</dt>
            <dd>
              {address.street}, {address.zipCode} {address.city}
            </dd>
          </div>
        </Summary>
      ) : null}
      {requested ? null : (
        <div>
          <Button variant="secondary" onPress={() => void addToCalendar()}>
            {t('booking.outcome.addToCalendar')}
          </Button>
        </div>
      )}
      <section aria-labelledby="booking-outcome-bring">
        <h2 id="booking-outcome-bring" style={{ margin: '0 0 8px', fontSize: '1.125rem' }}>
          {t('booking.outcome.bringTitle')}
        </h2>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {bring.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <Link
        href={bookingDetailsHref(booking.id, booking.accessToken)}
        variant="standalone"
        onPress={onManage ? () => onManage(booking) : undefined}
      >
        {t('booking.outcome.manage')}
      </Link>
    </Root>
  );
}

/**
 * The confirmation: booked, moved (a rebooking), or the request-only outcome of a store with an
 * external provider. Says when and where (the store's address), offers the time as a calendar file
 * (`.ics`), lists what to bring, and links to the booking's own page.
 */
export const BookingOutcome = /* @__PURE__ */ withBookingTexts(BookingOutcomeView);
