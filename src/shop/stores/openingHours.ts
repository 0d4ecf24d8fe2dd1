import { addDays } from 'date-fns';
import type { Store, StoreDayHours, Weekday } from '../schemas/stores';
import { WEEKDAYS } from '../schemas/stores';
import { calendarDay, isoDay, minutesOfDay, osloWallClock } from '../osloTime';

/**
 * Opening-hours rules of a store: the hours of a calendar day (a deviating day wins over the
 * weekday; the lunch closure applies on its weekdays, not on a deviating day), whether the store is
 * open at a moment in Oslo time, and when it opens next. `now` is passed in.
 */

/** The weekday of a calendar day `YYYY-MM-DD`. */
export function weekdayOfDate(date: string): Weekday {
  const index = (calendarDay(date).getDay() + 6) % 7;
  return WEEKDAYS[index] ?? 'monday';
}

/** A store's hours on one calendar day. */
export function hoursOn(
  store: Pick<Store, 'openingHours' | 'deviatingHours' | 'lunchClosure'>,
  date: string,
): StoreDayHours {
  const day = weekdayOfDate(date);
  const deviation = store.deviatingHours.find((candidate) => candidate.date === date);
  const regular = store.openingHours.find((candidate) => candidate.day === day);
  const opens = deviation ? deviation.opens : (regular?.opens ?? null);
  const closes = deviation ? deviation.closes : (regular?.closes ?? null);
  const lunch =
    opens && !deviation && store.lunchClosure?.days.includes(day)
      ? { from: store.lunchClosure.from, to: store.lunchClosure.to }
      : null;
  return { date, day, opens, closes, lunchClosure: lunch, deviation: deviation?.label ?? null };
}

/** Whether and how a store is open at a moment. */
export type OpenState =
  | { status: 'open'; closesAt: string }
  | { status: 'lunch'; reopensAt: string }
  | { status: 'closed'; next: { date: string; time: string } | null };

/** How many days ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

/** Whether the store is open at `now` (Oslo time), on lunch, or closed with its next opening. */
export function openState(
  store: Pick<Store, 'openingHours' | 'deviatingHours' | 'lunchClosure'>,
  now: Date,
): OpenState {
  const clock = osloWallClock(now);
  const today = hoursOn(store, clock.date);
  if (today.opens && today.closes) {
    const opens = minutesOfDay(today.opens);
    const closes = minutesOfDay(today.closes);
    if (clock.minutes >= opens && clock.minutes < closes) {
      const lunch = today.lunchClosure;
      if (lunch && clock.minutes >= minutesOfDay(lunch.from) && clock.minutes < minutesOfDay(lunch.to)) {
        return { status: 'lunch', reopensAt: lunch.to };
      }
      return { status: 'open', closesAt: today.closes };
    }
    if (clock.minutes < opens) return { status: 'closed', next: { date: clock.date, time: today.opens } };
  }
  for (let offset = 1; offset <= LOOKAHEAD_DAYS; offset += 1) {
    const date = isoDay(addDays(calendarDay(clock.date), offset));
    const hours = hoursOn(store, date);
    if (hours.opens && hours.closes) return { status: 'closed', next: { date, time: hours.opens } };
  }
  return { status: 'closed', next: null };
}

/** The hours of `days` days from `from`, for a store page's table. */
export function hoursFrom(
  store: Pick<Store, 'openingHours' | 'deviatingHours' | 'lunchClosure'>,
  from: string,
  days: number,
): StoreDayHours[] {
  return Array.from({ length: days }, (_, index) =>
    hoursOn(store, isoDay(addDays(calendarDay(from), index))),
  );
}

/** Deviating days from `from` on (upcoming holidays and special hours), in date order. */
export function upcomingDeviations(store: Pick<Store, 'deviatingHours'>, from: string, limit = 6) {
  return store.deviatingHours
    .filter((deviation) => deviation.date >= from)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

/** The text of an open state: a catalogue key and its values. */
export interface OpenStatusMessage {
  key: 'stores.open' | 'stores.lunch' | 'stores.closedNext' | 'stores.closedToday' | 'stores.closed';
  values: Record<string, string>;
  /** Whether the store is open now (the status's colour). */
  open: boolean;
}

/** Chooses the "open now" text: open until, on lunch until, closed until today's or a later opening. */
export function openStatusMessage(
  state: OpenState,
  today: string,
  dayName: (date: string) => string,
): OpenStatusMessage {
  switch (state.status) {
    case 'open':
      return { key: 'stores.open', values: { time: state.closesAt }, open: true };
    case 'lunch':
      return { key: 'stores.lunch', values: { time: state.reopensAt }, open: false };
    case 'closed':
      if (!state.next) return { key: 'stores.closed', values: {}, open: false };
      if (state.next.date === today)
        return { key: 'stores.closedToday', values: { time: state.next.time }, open: false };
      return {
        key: 'stores.closedNext',
        values: { day: dayName(state.next.date), time: state.next.time },
        open: false,
      };
  }
}
