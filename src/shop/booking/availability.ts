import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { calendarDay, isoDay, osloWallClock } from '../osloTime';

/**
 * Availability and time-slot rules of the booking calendar: the month grid (Monday first), which
 * days can be chosen, the slots of a day grouped by part of the day, and the months one may browse.
 */

/** About how long an exam takes, in minutes (shop spec, section 9). */
export const EXAM_MINUTES = 45;
/** How many days ahead one can book. */
export const BOOKING_HORIZON_DAYS = 60;

/** A free time. */
export interface TimeSlot {
  start: string;
  end: string;
}

/** Free times per day of a store: `YYYY-MM-DD` to the number of free slots. */
export type DayAvailability = Readonly<Record<string, number>>;

/** One cell of the month grid. */
export interface CalendarCell {
  /** `YYYY-MM-DD` */
  date: string;
  /** Day of the month. */
  day: number;
  /** Outside the shown month (leading or trailing days of the grid). */
  outside: boolean;
  /** Can be chosen: in the month, from today, within the horizon, with a free time. */
  available: boolean;
}

/** The weeks of the month of `month` (`YYYY-MM-DD`, any day of it), Monday first, 7 cells each. */
export function monthGrid(
  month: string,
  today: string,
  availability: DayAvailability,
  horizonDays = BOOKING_HORIZON_DAYS,
): CalendarCell[][] {
  const first = startOfMonth(calendarDay(month));
  const days = eachDayOfInterval({
    start: startOfWeek(first, { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(first), { weekStartsOn: 1 }),
  });
  const last = isoDay(addDays(calendarDay(today), horizonDays));
  const cells = days.map((day): CalendarCell => {
    const date = isoDay(day);
    const outside = !isSameMonth(day, first);
    return {
      date,
      day: day.getDate(),
      outside,
      available: !outside && date >= today && date <= last && (availability[date] ?? 0) > 0,
    };
  });
  const weeks: CalendarCell[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The first day (`YYYY-MM-01`) of the month `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  return isoDay(startOfMonth(addMonths(calendarDay(month), offset)));
}

/** Whether one may browse from `month` by `offset` months: not before today's month, not past the horizon. */
export function canShiftMonth(
  month: string,
  offset: number,
  today: string,
  horizonDays = BOOKING_HORIZON_DAYS,
): boolean {
  const target = shiftMonth(month, offset);
  const first = shiftMonth(today, 0);
  const last = shiftMonth(isoDay(addDays(calendarDay(today), horizonDays)), 0);
  return target >= first && target <= last;
}

/** The first day with a free time, or `null`. */
export function firstAvailableDay(availability: DayAvailability): string | null {
  return (
    Object.keys(availability)
      .filter((date) => (availability[date] ?? 0) > 0)
      .sort()[0] ?? null
  );
}

/** A part of the day, for grouping times. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

/** The slots of a day in order, grouped by part of the day (Oslo time: before 12, before 17, later). */
export function groupSlots(slots: readonly TimeSlot[]): Array<{ part: DayPart; slots: TimeSlot[] }> {
  const groups: Record<DayPart, TimeSlot[]> = { morning: [], afternoon: [], evening: [] };
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const minutes = osloWallClock(slot.start).minutes;
    groups[minutes < 12 * 60 ? 'morning' : minutes < 17 * 60 ? 'afternoon' : 'evening'].push(slot);
  }
  return (['morning', 'afternoon', 'evening'] as const)
    .filter((part) => groups[part].length > 0)
    .map((part) => ({ part, slots: groups[part] }));
}

/** A slot's start as `HH:MM` in Oslo. */
export function slotTime(slot: Pick<TimeSlot, 'start'>): string {
  return osloWallClock(slot.start).time;
}

/** Every weekday (Monday to Friday) from tomorrow for `days` days, as offerable days (an eye-health day). */
export function weekdaysAhead(today: string, days = BOOKING_HORIZON_DAYS): DayAvailability {
  const result: Record<string, number> = {};
  for (let offset = 1; offset <= days; offset += 1) {
    const day = addDays(calendarDay(today), offset);
    if (day.getDay() !== 0 && day.getDay() !== 6) result[isoDay(day)] = 1;
  }
  return result;
}
