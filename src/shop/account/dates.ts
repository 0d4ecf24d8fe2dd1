import { osloWallClock, formatDayNb } from '../osloTime';

/**
 * Dates of the account pages in Norwegian, with date-fns and the `nb` locale: a calendar day
 * (`YYYY-MM-DD`, an invoice's due date) or a moment's Oslo day (an order's `createdAt`).
 */

/** A calendar day `YYYY-MM-DD` as `17. november 2026`. */
export function formatAccountDate(date: string): string {
  return formatDayNb(date, 'd. MMMM yyyy');
}

/** A moment's Oslo day as `17. november 2026`. */
export function formatAccountMoment(moment: string): string {
  return formatAccountDate(osloWallClock(moment).date);
}

/** A calendar day in the short form a table column takes: `17.11.2026`. */
export function formatAccountShortDate(date: string): string {
  return formatDayNb(date, 'dd.MM.yyyy');
}
