import type { Booking } from '../schemas/bookings';
import type { OrderSummary } from '../schemas/orders';

/**
 * The account overview's summaries (`/min-konto`): the next booking and the latest orders. The
 * clock is passed in, never read here.
 */

/** How many orders the overview lists. */
export const OVERVIEW_ORDER_COUNT = 3;

/** The next booking that still holds a time (confirmed or requested) and starts after `now`, or `null`. */
export function nextBooking<T extends Pick<Booking, 'status' | 'start'>>(
  bookings: readonly T[],
  now: Date,
): T | null {
  const upcoming = bookings
    .filter((booking) => booking.status !== 'cancelled' && Date.parse(booking.start) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return upcoming[0] ?? null;
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
