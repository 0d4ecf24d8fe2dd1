import type { Booking } from '../../shop/schemas/bookings';
import { DEFAULT_NOW, backendStartedAt } from './core';
import { datedFixture, fixtureMoment, fixtureShiftDays } from './fixtureDates';
import { dayHours, requireStore } from './stores';
import { formatOsloIso, minutesOf, toOslo } from './time';

/** How many days further a fixture booking may move to find its store open. */
const MOVE_DAYS = 14;

/** Whether a store is open for the whole of a booking's time (not on lunch). */
function storeOpenFor(booking: Pick<Booking, 'storeId' | 'start' | 'end'>): boolean {
  const start = toOslo(new Date(booking.start));
  const hours = dayHours(requireStore(booking.storeId), start.date);
  if (!hours.opens || !hours.closes) return false;
  const from = minutesOf(start.time);
  const to = from + (new Date(booking.end).getTime() - new Date(booking.start).getTime()) / 60_000;
  if (from < minutesOf(hours.opens) || to > minutesOf(hours.closes)) return false;
  const lunch = hours.lunchClosure;
  return !lunch || to <= minutesOf(lunch.from) || from >= minutesOf(lunch.to);
}

/**
 * The fixture bookings on the day the backend started: each as many days away as from 17 November
 * 2026 (`datedFixture`), and one that was ahead then still ahead now, on a day its store is open at
 * its time: started at 20:00, the booking "today at 15:15" is tomorrow at 15:15; one that would fall
 * on a Sunday its store is closed moves to the Monday. Its end and free cancellation keep their
 * distance from its start. On the default clock they are the fixtures as written.
 */
export function datedBookings(bookings: readonly Booking[]): Booking[] {
  const days = fixtureShiftDays();
  if (days === 0) return bookings.map((booking) => structuredClone(booking));
  const startedAt = backendStartedAt().getTime();
  return bookings.map((booking) => {
    const moved = datedFixture(booking, days);
    const fixtureStart = new Date(booking.start).getTime();
    if (fixtureStart > DEFAULT_NOW.getTime()) {
      const duration = new Date(booking.end).getTime() - fixtureStart;
      const cancellation = fixtureStart - new Date(booking.freeCancellationUntil).getTime();
      const at = (extra: number) => {
        const start = fixtureMoment(moved.start, extra);
        const end = formatOsloIso(new Date(new Date(start).getTime() + duration));
        return { storeId: moved.storeId, start, end };
      };
      let extra = 0;
      while (
        extra < MOVE_DAYS &&
        (new Date(at(extra).start).getTime() <= startedAt || !storeOpenFor(at(extra)))
      )
        extra += 1;
      const time = at(extra);
      moved.start = time.start;
      moved.end = time.end;
      moved.freeCancellationUntil = formatOsloIso(new Date(new Date(time.start).getTime() - cancellation));
    }
    return moved;
  });
}
