import { format, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale/nb';

/**
 * Norwegian wall-clock time of a moment (Europe/Oslo), whatever the machine's zone, and date-fns
 * formatting with the `nb` locale of Oslo calendar days. Plain TypeScript: `now` is always passed in
 * (the backend's clock), never read here.
 */

/** Oslo wall-clock parts of a moment. */
export interface OsloWallClock {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` */
  time: string;
  /** 0 Monday … 6 Sunday */
  weekdayIndex: number;
  /** Minutes since midnight. */
  minutes: number;
}

let partsFormat: Intl.DateTimeFormat | undefined;

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** The Oslo wall clock of a moment (`Date` or ISO string with offset). */
export function osloWallClock(moment: Date | string): OsloWallClock {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const hour = parts.hour === '24' ? '00' : (parts.hour ?? '00');
  const time = `${hour}:${parts.minute ?? '00'}`;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time,
    weekdayIndex: WEEKDAY_INDEX[parts.weekday ?? 'Mon'] ?? 0,
    minutes: minutesOfDay(time),
  };
}

/** Minutes since midnight of `HH:MM`. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A calendar day `YYYY-MM-DD` as a local `Date` at midnight, for date-fns arithmetic and formatting. */
export function calendarDay(date: string): Date {
  return parseISO(date);
}

/** A local calendar `Date` as `YYYY-MM-DD`. */
export function isoDay(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/** A calendar day in Norwegian with date-fns' `nb` locale, e.g. `tirsdag 17. november`. */
export function formatDayNb(date: string, pattern = 'EEEE d. MMMM'): string {
  return format(calendarDay(date), pattern, { locale: nb });
}

/** A moment's Oslo date and time in Norwegian, e.g. `tirsdag 24. november kl. 10:00`. */
export function formatMomentNb(moment: string | Date): string {
  const clock = osloWallClock(moment);
  return `${formatDayNb(clock.date, 'EEEE d. MMMM yyyy')} kl. ${clock.time}`;
}
