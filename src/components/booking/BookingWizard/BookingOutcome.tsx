import { useEffect, useRef } from 'react';
import { useTranslate } from '../../../i18n/context';
import {
  BOOKING_BRING_KEYS,
  bookingCalendarEvent,
  bookingOutcomeTexts,
  offersCalendarEntry,
} from '../../../shop/booking/outcome';
import { formatAddressLine } from '../../../shop/format';
import { formatMomentNb } from '../../../shop/osloTime';
import { bookingDetailsHref } from '../../../shop/routes';
import type { Booking } from '../../../shop/schemas/bookings';
import { saveFile } from '../../../utils/saveFile';
import { Button, Link } from '../../primitives';
import { useShopRead } from '../../session/useShopRead';
import { BringHeading, BringList, OutcomeText, Root, StepHeading, Summary } from './BookingWizard.styles';
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

function BookingOutcomeView({ booking, rebooked = false, examName, onManage }: BookingOutcomeProps) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const store = useShopRead('getStore', [booking.storeId], (shop) => shop.getStore(booking.storeId));
  const values = { email: booking.customer.email, reference: booking.reference, store: booking.storeName };
  const address = store.data?.address;
  const { title, text } = bookingOutcomeTexts(booking, rebooked);
  const addToCalendar = async () => {
    // The file's code loads on the press: few shoppers ask for it, every confirmation would carry it.
    const { bookingIcs } = await import('../../../shop/booking/calendarFile');
    const ics = bookingIcs(bookingCalendarEvent(booking, address, examName ?? 'Synstest', t));
    saveFile(
      new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
      t('booking.outcome.calendarFile', { reference: booking.reference }),
    );
  };
  return (
    <Root aria-labelledby="booking-outcome-title" data-testid="booking-outcome">
      <StepHeading id="booking-outcome-title" ref={heading} tabIndex={-1} as="h1">
        {t(title)}
      </StepHeading>
      <OutcomeText>
        {booking.storeName}, {formatMomentNb(booking.start)}
      </OutcomeText>
      <OutcomeText>{t(text, values)}</OutcomeText>
      {address ? (
        <Summary>
          <div>
            <dt>{t('store.address')}</dt>
            <dd>{formatAddressLine(address)}</dd>
          </div>
        </Summary>
      ) : null}
      {offersCalendarEntry(booking) ? (
        <div>
          <Button variant="secondary" onPress={() => void addToCalendar()}>
            {t('booking.outcome.addToCalendar')}
          </Button>
        </div>
      ) : null}
      <section aria-labelledby="booking-outcome-bring">
        <BringHeading id="booking-outcome-bring">{t('booking.outcome.bringTitle')}</BringHeading>
        <BringList>
          {BOOKING_BRING_KEYS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </BringList>
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
