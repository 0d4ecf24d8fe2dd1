import { useEffect, useRef } from 'react';
import { useTranslate } from '../../../i18n/context';
import { formatMomentNb } from '../../../shop/osloTime';
import { bookingDetailsHref } from '../../../shop/routes';
import type { Booking } from '../../../shop/schemas/bookings';
import { Link } from '../../primitives';
import { Root, StepHeading } from './BookingWizard.styles';
import { withBookingTexts } from '../bookingTexts';

/** Props of {@link BookingOutcome}. */
export interface BookingOutcomeProps {
  booking: Booking;
}

function BookingOutcomeView({ booking }: BookingOutcomeProps) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const requested = booking.status === 'requested';
  const values = { email: booking.customer.email, reference: booking.reference, store: booking.storeName };
  return (
    <Root aria-labelledby="booking-outcome-title" data-testid="booking-outcome">
      <StepHeading id="booking-outcome-title" ref={heading} tabIndex={-1} as="h1">
        {t(requested ? 'booking.outcome.requestedTitle' : 'booking.outcome.bookedTitle')}
      </StepHeading>
      <p style={{ margin: 0 }}>
        {booking.storeName}, {formatMomentNb(booking.start)}
      </p>
      <p style={{ margin: 0 }}>
        {t(requested ? 'booking.outcome.requestedText' : 'booking.outcome.bookedText', values)}
      </p>
      <Link href={bookingDetailsHref(booking.id, booking.accessToken)} variant="standalone">
        {t('booking.outcome.manage')}
      </Link>
    </Root>
  );
}

/** The confirmation: booked, or the request-only outcome of a store with an external provider. */
export const BookingOutcome = /* @__PURE__ */ withBookingTexts(BookingOutcomeView);
