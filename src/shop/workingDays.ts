import { addDays, getDay } from 'date-fns';
import { calendarDay, isoDay as iso } from './osloTime';

/**
 * Norwegian working days: Monday to Friday, except the public holidays (helligdager): New Year's
 * Day, Maundy Thursday, Good Friday, Easter Monday, 1 May, 17 May, Ascension Day, Whit Monday,
 * Christmas Day and Boxing Day (Easter Sunday and Whit Sunday fall on Sundays anyway). Dates are
 * `YYYY-MM-DD` calendar days; nothing here reads the clock.
 */

/** Easter Sunday of a year (the anonymous Gregorian computus), as `YYYY-MM-DD`. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** The Norwegian public holidays of a year that can fall on a weekday. */
export function norwegianHolidays(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = calendarDay(easterSunday(year));
  const holidays = new Set([
    `${year}-01-01`,
    iso(addDays(easter, -3)), // Maundy Thursday
    iso(addDays(easter, -2)), // Good Friday
    iso(addDays(easter, 1)), // Easter Monday
    `${year}-05-01`,
    `${year}-05-17`,
    iso(addDays(easter, 39)), // Ascension Day
    iso(addDays(easter, 50)), // Whit Monday
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
  holidayCache.set(year, holidays);
  return holidays;
}

/** Whether a calendar day is a Norwegian working day. */
export function isWorkingDay(date: string): boolean {
  const weekday = getDay(calendarDay(date));
  if (weekday === 0 || weekday === 6) return false;
  return !norwegianHolidays(Number(date.slice(0, 4))).has(date);
}

/** The working day `count` working days before `date` (`date` itself never counts). */
export function workingDaysBefore(date: string, count: number): string {
  let day = calendarDay(date);
  let left = count;
  while (left > 0) {
    day = addDays(day, -1);
    if (isWorkingDay(iso(day))) left -= 1;
  }
  return iso(day);
}
