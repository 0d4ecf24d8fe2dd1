import { backendNow } from './core';

/**
 * Wall-clock helpers in Norwegian time (Europe/Oslo), computed without the machine's time zone or
 * `Intl` so every machine gives the same answers: CET (+01:00) in winter, CEST (+02:00) from the last
 * Sunday of March to the last Sunday of October, switching at 01:00 UTC.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The weekday names, as the store hours use them. */
export type WeekdayName = (typeof WEEKDAYS)[number];

function lastSundayUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  const weekday = new Date(lastDay).getUTCDay();
  return lastDay - weekday * DAY_MS;
}

/** The offset of Oslo time from UTC at a moment, in minutes (60 or 120). */
export function osloOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  return utcMs >= lastSundayUtc(year, 2) && utcMs < lastSundayUtc(year, 9) ? 120 : 60;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** A moment as Oslo wall-clock parts. */
export interface OsloParts {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` */
  time: string;
  weekday: WeekdayName;
  /** `+01:00` or `+02:00` */
  offset: string;
}

/** The Oslo wall-clock date, time and weekday of a moment. */
export function toOslo(moment: Date): OsloParts {
  const offset = osloOffsetMinutes(moment.getTime());
  const local = new Date(moment.getTime() + offset * 60_000);
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    weekday: WEEKDAYS[local.getUTCDay()] ?? 'monday',
    offset: `+${pad(offset / 60)}:00`,
  };
}

/** A moment as an ISO string in Oslo time with its offset, e.g. `2026-11-17T09:30:00+01:00`. */
export function formatOsloIso(moment: Date): string {
  const offset = osloOffsetMinutes(moment.getTime());
  const local = new Date(moment.getTime() + offset * 60_000);
  const seconds = pad(local.getUTCSeconds());
  const { date, time } = toOslo(moment);
  return `${date}T${time}:${seconds}+${pad(offset / 60)}:00`;
}

/** The moment of an Oslo wall-clock date and time (`YYYY-MM-DD`, `HH:MM`). */
export function osloMoment(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  // Try winter time first; if the result is in summer time, use that offset instead.
  const winter = asUtc - 60 * 60_000;
  return new Date(osloOffsetMinutes(winter) === 120 ? asUtc - 120 * 60_000 : winter);
}

/** The ISO string (with offset) of an Oslo wall-clock date and time. */
export function osloIso(date: string, time: string): string {
  return formatOsloIso(osloMoment(date, time));
}

/** A calendar day plus some days (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** A calendar day plus some months, clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(day, lastDay))}`;
}

/** The weekday of a calendar day. */
export function weekdayOf(date: string): WeekdayName {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? 'monday';
}

/** Minutes since midnight of `HH:MM`. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `HH:MM` of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The backend's "today" in Oslo (`YYYY-MM-DD`). */
export function backendToday(): string {
  return toOslo(backendNow()).date;
}

/** The backend's "now" as an ISO string in Oslo time. */
export function backendNowIso(): string {
  return formatOsloIso(backendNow());
}

/** The backend's "now" plus some minutes, as an ISO string in Oslo time. */
export function backendLaterIso(minutes: number): string {
  return formatOsloIso(new Date(backendNow().getTime() + minutes * 60_000));
}
