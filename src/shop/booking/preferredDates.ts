/** How many wished days a company may give for an eye-health day (`POST /api/b2b/eye-health-day`). */
export const MAX_PREFERRED_DATES = 3;

/** What choosing a day in the eye-health day's calendar does to the wished days. */
export interface PreferredDatesChange {
  /** The wished days after the choice, earliest first. */
  dates: string[];
  /** The day was not added: the company already gave the most days allowed. */
  full: boolean;
}

/**
 * Choosing a day (`YYYY-MM-DD`) adds it to the wished days, or takes it away when it is already
 * one; a day beyond {@link MAX_PREFERRED_DATES} is not added (`full`), so the company removes one
 * first. ISO days sort as text.
 */
export function togglePreferredDate(
  dates: readonly string[],
  date: string,
  max = MAX_PREFERRED_DATES,
): PreferredDatesChange {
  if (dates.includes(date)) return { dates: dates.filter((day) => day !== date), full: false };
  if (dates.length >= max) return { dates: [...dates].sort(), full: true };
  return { dates: [...dates, date].sort(), full: false };
}
