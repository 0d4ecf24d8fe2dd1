/**
 * What the booking confirmation says (shop spec, eye-exam booking): which heading and text it
 * shows, and the calendar entry (`.ics`) it offers. Plain rules over a booking, so the view only
 * renders them and the calendar file's own code can load on the press.
 */
import type { Translate } from '../../i18n/translate';
import { formatAddressLine } from '../format';
import type { Booking } from '../schemas/bookings';
import type { Address } from '../schemas/common';
import type { CalendarEvent } from './calendarFile';
import { examDisplayName } from './exams';

/** What to bring to the exam, in the order the confirmation lists it. */
export const BOOKING_BRING_KEYS = [
  'booking.outcome.bring.glasses',
  'booking.outcome.bring.lenses',
  'booking.outcome.bring.prescription',
  'booking.outcome.bring.medicine',
] as const;

/** The confirmation's heading and text keys. */
export interface BookingOutcomeTexts {
  title: 'booking.outcome.movedTitle' | 'booking.outcome.requestedTitle' | 'booking.outcome.bookedTitle';
  text: 'booking.outcome.movedText' | 'booking.outcome.requestedText' | 'booking.outcome.bookedText';
}

/**
 * The heading and text of the confirmation: a rebooking says the time was moved; a store with an
 * external provider only takes a request (`requested`); every other booking is booked.
 */
export function bookingOutcomeTexts(
  booking: Pick<Booking, 'status'>,
  rebooked: boolean,
): BookingOutcomeTexts {
  if (rebooked) return { title: 'booking.outcome.movedTitle', text: 'booking.outcome.movedText' };
  if (booking.status === 'requested') {
    return { title: 'booking.outcome.requestedTitle', text: 'booking.outcome.requestedText' };
  }
  return { title: 'booking.outcome.bookedTitle', text: 'booking.outcome.bookedText' };
}

/** A requested time is not yet a time: only a booked (or moved) one goes into a calendar. */
export function offersCalendarEntry(booking: Pick<Booking, 'status'>): boolean {
  return booking.status !== 'requested';
}

/**
 * The calendar entry for a booking: titled with the exam and the store, placed at the store's
 * address when it is known, and describing what to bring and the reference. The same booking gives
 * the same `uid`, so a rebooking's file updates the entry instead of adding a second one.
 */
export function bookingCalendarEvent(
  booking: Pick<Booking, 'id' | 'start' | 'end' | 'storeName' | 'reference' | 'createdAt'>,
  address: Address | undefined,
  examName: string,
  t: Translate,
): CalendarEvent {
  const bring = BOOKING_BRING_KEYS.map((key) => t(key));
  return {
    uid: `${booking.id}@glimt.no`,
    start: booking.start,
    end: booking.end,
    summary: t('booking.outcome.calendarSummary', {
      exam: examDisplayName(examName),
      store: booking.storeName,
    }),
    location: address ? `${booking.storeName}, ${formatAddressLine(address)}` : booking.storeName,
    description: `${t('booking.outcome.bringTitle')}: ${bring.join('; ')}. ${t('bookingManage.reference')}: ${booking.reference}`,
    stamp: booking.createdAt,
  };
}
