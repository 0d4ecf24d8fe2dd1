import type { Booking } from '../../shop/schemas/bookings';
import { backendNow } from './core';
import { BackendError, notFound } from './errors';
import { findAccountByNumber } from './accounts';
import { findBookingById, freeSlots, listBookings } from './bookings';
import { requireStore } from './stores';
import { addDays, backendToday, formatOsloIso } from './time';
import type { Session } from './sessions';

/**
 * What the booking wizard needs beyond the slots of one day: free times over several weeks, the
 * customer's own bookings, the "location unavailable" answer, the access check on reading and
 * changing a booking (owner or access token), and the backend's clock for the cancellation rule.
 */

/** The store that takes no bookings just now (409 `LocationUnavailable`). */
export const LOCATION_UNAVAILABLE_STORE_ID = '1026';
/** Most days one availability call covers. */
export const AVAILABILITY_MAX_DAYS = 62;

/** Throws 409 `LocationUnavailable` for the store that takes no bookings. */
export function requireBookableLocation(storeIdOrSlug: string): void {
  const store = requireStore(storeIdOrSlug);
  if (store.id === LOCATION_UNAVAILABLE_STORE_ID) {
    throw new BackendError(409, 'LocationUnavailable', `${store.name} takes no bookings just now`);
  }
}

/** Free slots per day for `days` days from `from`. */
export function availability(storeIdOrSlug: string, from: string, days: number, examTypeId?: string) {
  requireBookableLocation(storeIdOrSlug);
  const store = requireStore(storeIdOrSlug);
  return {
    storeId: store.id,
    from,
    days: Array.from({ length: days }, (_, index) => {
      const date = addDays(from, index);
      return { date, free: freeSlots(store.id, date, examTypeId).slots.length };
    }),
  };
}

/** The e-mail of the logged-in customer, or null for a guest, a store user or staff. */
function customerEmail(session: Session | undefined): string | null {
  const account = session?.customerNumber ? findAccountByNumber(session.customerNumber) : undefined;
  if (!account || account.customer.role === 'store') return null;
  return account.customer.email.toLowerCase();
}

/**
 * The access check of reading, changing and cancelling a booking: a guest needs the booking's access
 * token (the link in the confirmation, page and e-mail); a logged-in customer opens their own without
 * it; a store user serves any customer. Anyone else, a wrong or missing token included, gets the same
 * 404 as an unknown id, so guessing numbers tells nobody which bookings exist.
 */
export function requireBookingAccess(
  session: Session | undefined,
  id: string,
  accessToken: string | null | undefined,
): Booking {
  const booking = findBookingById(id);
  const account = session?.customerNumber ? findAccountByNumber(session.customerNumber) : undefined;
  const email = customerEmail(session);
  const allowed =
    booking !== undefined &&
    ((!!accessToken && accessToken === booking.accessToken) ||
      account?.customer.role === 'store' ||
      (email !== null && booking.customer.email.toLowerCase() === email));
  if (!booking || !allowed) throw notFound('Booking', id);
  return booking;
}

/** The logged-in customer's bookings, soonest first (401 for a guest). */
export function myBookings(session: Session | undefined): Booking[] {
  const email = customerEmail(session);
  if (email === null) throw new BackendError(401, 'NotLoggedIn', 'Log in first');
  return listBookings()
    .filter((booking) => booking.customer.email.toLowerCase() === email)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The backend's clock and today, for rules the client applies (the cancellation fee). */
export function backendTime(): { now: string; today: string } {
  return { now: formatOsloIso(backendNow()), today: backendToday() };
}
