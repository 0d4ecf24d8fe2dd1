/**
 * The shop client's booking and store calls (issue 18), mixed into `createShopClient`: their types,
 * timeouts and a lazy binding. The implementation (`client.booking.calls.ts`, with the booking and
 * store schemas) loads on the first call, in its own chunk.
 */
import type { BookingCalls, BookingRequest } from './client.booking.types';

export { BOOKING_CALL_TIMEOUTS } from './client.booking.types';
export type { BookingCallKind, BookingCalls, BookingRequest } from './client.booking.types';

/** The names of the booking and store calls. */
export const BOOKING_CALL_NAMES = [
  'listStores',
  'getStore',
  'getStoreHours',
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

type AnyCall = (...args: unknown[]) => Promise<unknown>;

/** The booking and store calls, whose implementation loads on the first call. */
export function createLazyBookingCalls(
  request: BookingRequest,
  ensureToken: () => Promise<void>,
): BookingCalls {
  let calls: Promise<BookingCalls> | undefined;
  const load = () =>
    (calls ??= import('./client.booking.calls').then((module) =>
      module.createBookingCalls(request, ensureToken),
    ));
  const lazy: Partial<Record<keyof BookingCalls, AnyCall>> = {};
  for (const name of BOOKING_CALL_NAMES) {
    lazy[name] = async (...args) => ((await load())[name] as AnyCall)(...args);
  }
  return lazy as unknown as BookingCalls;
}
