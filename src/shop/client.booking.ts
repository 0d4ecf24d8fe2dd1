/**
 * The shop client's booking and store calls (issue 18), mixed into `createShopClient`: their types,
 * timeouts and a lazy binding. The implementation (`client.booking.calls.ts`, with the booking and
 * store schemas) loads on the first call, in its own chunk.
 */
import { lazyCalls } from './lazyCalls';
import type { BookingCalls, BookingRequest } from './client.booking.types';

export { BOOKING_CALL_TIMEOUTS } from './client.booking.types';
export type { BookingCallKind, BookingCalls, BookingRequest } from './client.booking.types';

/** The names of the booking and store calls. */
export const BOOKING_CALL_NAMES = [
  'listStores',
  'getStore',
  'getStoreHours',
  'findPostcode',
  'getExamTypes',
  'getAgeGroups',
  'getAvailability',
  'getSlots',
  'createBooking',
  'createAuditoryBooking',
  'getBooking',
  'getMyBookings',
  'rebook',
  'cancelBooking',
  'getBackendTime',
  'getRequisition',
  'decideRequisition',
  'requestEyeHealthDay',
] as const satisfies ReadonlyArray<keyof BookingCalls>;

/** The booking and store calls, whose implementation loads on the first call. */
export function createLazyBookingCalls(
  request: BookingRequest,
  ensureToken: () => Promise<void>,
): BookingCalls {
  return lazyCalls<BookingCalls>(BOOKING_CALL_NAMES, () =>
    import('./client.booking.calls').then((module) => module.createBookingCalls(request, ensureToken)),
  );
}
