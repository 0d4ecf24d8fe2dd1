import type { Booking } from '../schemas/bookings';
import type { OrderSummary } from '../schemas/orders';

/**
 * The account overview's summaries (`/min-konto`): the next booking and the latest orders; and the
 * split of "Mine timer" (`/min-konto/bestill-synstest`) into upcoming and past bookings. The
 * clock is passed in, never read here.
 */

/** How many orders the overview lists. */
export const OVERVIEW_ORDER_COUNT = 3;

/** How many past bookings "Mine timer" lists, newest first. */
export const PAST_BOOKING_COUNT = 10;

/** A customer's bookings as "Mine timer" shows them. */
export interface AccountBookings<T> {
  /** Bookings that still hold a time (confirmed or requested) and start after `now`, soonest first. */
  upcoming: T[];
  /** Held bookings that started at or before `now`, newest first, at most `pastCount`. */
  past: T[];
  /** How many past bookings were left out by the bound. */
  pastHidden: number;
}

/**
 * Splits the customer's bookings into upcoming and past. A cancelled booking is in neither: it gave
 * its time back, and its own page (reached from the cancellation) says so.
 */
export function accountBookings<T extends Pick<Booking, 'status' | 'start'>>(
  bookings: readonly T[],
  now: Date,
  pastCount = PAST_BOOKING_COUNT,
): AccountBookings<T> {
  const held = bookings.filter((booking) => booking.status !== 'cancelled');
  const startsAfterNow = (booking: T) => Date.parse(booking.start) > now.getTime();
  const upcoming = held.filter(startsAfterNow).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const allPast = held
    .filter((booking) => !startsAfterNow(booking))
    .sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  const past = allPast.slice(0, Math.max(0, pastCount));
  return { upcoming, past, pastHidden: allPast.length - past.length };
}

/** The next booking that still holds a time (confirmed or requested) and starts after `now`, or `null`. */
export function nextBooking<T extends Pick<Booking, 'status' | 'start'>>(
  bookings: readonly T[],
  now: Date,
): T | null {
  return accountBookings(bookings, now, 0).upcoming[0] ?? null;
}

/** The newest orders (newest first), at most `count`. */
export function latestOrders<T extends Pick<OrderSummary, 'createdAt'>>(
  orders: readonly T[],
  count = OVERVIEW_ORDER_COUNT,
): T[] {
  return [...orders]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, Math.max(0, count));
}

/** The first name to greet the customer with, or `null` when there is none worth showing. */
export function greetingName(customer: { firstName: string } | null | undefined): string | null {
  const name = customer?.firstName.trim() ?? '';
  return name === '' ? null : name;
}
