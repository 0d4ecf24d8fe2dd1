import { DEFAULT_NOW, backendStartedAt } from './core';
import { addDays, formatOsloIso, osloMoment, toOslo } from './time';

/**
 * The fixtures' dates on the day the backend started. Every fixture is written against
 * {@link DEFAULT_NOW} (Tuesday 17 November 2026): an order placed "2026-11-16T20:14" was placed the
 * evening before, a booking on "2026-11-24" is a week ahead. Started on another day
 * (`resetBackend({ clock })`, as the demo does with the visitor's clock), the backend moves each of
 * them by the days between the two, at the same Oslo wall-clock time, so the shop reads right on any
 * day. Started on the default clock (stories and tests), nothing moves and every answer stays byte
 * for byte the same.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Oslo day of {@link DEFAULT_NOW}, the "today" the fixtures are written against. */
export const FIXTURE_TODAY = toOslo(DEFAULT_NOW).date;

/** Whole days from one calendar day (`YYYY-MM-DD`) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The Oslo day the backend started on (its last reset). */
export function backendStartDay(): string {
  return toOslo(backendStartedAt()).date;
}

/** How many days the fixtures move: from 17 November 2026 to the day the backend started on. */
export function fixtureShiftDays(): number {
  return daysBetween(FIXTURE_TODAY, backendStartDay());
}

/** A fixture's calendar day (`YYYY-MM-DD`) as far from the start day as it is from 17 November 2026. */
export function fixtureDay(date: string, days = fixtureShiftDays()): string {
  return days === 0 ? date : addDays(date, days);
}

/**
 * A fixture's moment (ISO with offset) moved by whole days at the same Oslo wall-clock time, with
 * the offset of its new day (a winter fixture moved into summer reads `+02:00`).
 */
export function fixtureMoment(iso: string, days = fixtureShiftDays()): string {
  if (days === 0) return iso;
  const moment = new Date(iso);
  const { date, time } = toOslo(moment);
  const seconds = ((moment.getTime() % 60_000) + 60_000) % 60_000;
  return formatOsloIso(new Date(osloMoment(addDays(date, days), time).getTime() + seconds));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A copy of a fixture with every calendar day (`YYYY-MM-DD`) and every moment (ISO with an offset)
 * in it moved by {@link fixtureShiftDays}; other strings, numbers and shapes are copied as they are.
 */
export function datedFixture<T>(fixture: T, days = fixtureShiftDays()): T {
  const move = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (DAY.test(value)) return fixtureDay(value, days);
      if (MOMENT.test(value)) return fixtureMoment(value, days);
      return value;
    }
    if (Array.isArray(value)) return value.map(move);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, move(inner)]));
    }
    return value;
  };
  return days === 0 ? structuredClone(fixture) : (move(fixture) as T);
}
