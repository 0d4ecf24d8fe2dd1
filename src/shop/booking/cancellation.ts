/**
 * The cancellation rule (shop spec, section 9): cancelling at least 24 hours before the exam is
 * free, later costs 495 kroner. `now` is the backend's clock, passed in, never the machine's.
 */

/** Hours ahead that a cancellation is free. */
export const FREE_CANCELLATION_HOURS = 24;
/** The fee of a late cancellation, in kroner. */
export const LATE_CANCELLATION_FEE = 495;

/** What the rule needs of a booking. */
export interface CancellableBooking {
  status: 'confirmed' | 'requested' | 'cancelled';
  start: string;
  /** The backend's own deadline, when it sends one; else 24 hours before `start`. */
  freeCancellationUntil?: string;
  /** The backend's own fee, when it sends one; else 495. */
  cancellationFee?: number;
}

/** What cancelling costs now. */
export type CancellationTerms =
  | { cancellable: false; reason: 'cancelled' | 'past' }
  | { cancellable: true; fee: number; free: boolean; freeUntil: Date };

/** The terms of cancelling `booking` at `now`. */
export function cancellationTerms(booking: CancellableBooking, now: Date): CancellationTerms {
  if (booking.status === 'cancelled') return { cancellable: false, reason: 'cancelled' };
  const start = new Date(booking.start).getTime();
  if (start <= now.getTime()) return { cancellable: false, reason: 'past' };
  const freeUntil = booking.freeCancellationUntil
    ? new Date(booking.freeCancellationUntil)
    : new Date(start - FREE_CANCELLATION_HOURS * 3_600_000);
  const free = now.getTime() <= freeUntil.getTime();
  return {
    cancellable: true,
    free,
    fee: free ? 0 : (booking.cancellationFee ?? LATE_CANCELLATION_FEE),
    freeUntil,
  };
}
