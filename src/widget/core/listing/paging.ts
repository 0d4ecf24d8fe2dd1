/**
 * Paging of search and category pages by "show more" (widget spec, sections 7 and 9): pages of 48
 * products, asked for with `limit` and `offset` (the widget client sends both and the fake
 * backend answers both), so each page is its own cached request and returning to a page that had
 * loaded 600 products asks for the 13 pages again (from the request cache when still there)
 * instead of one request over the API's `limit` cap of 500. Plain TypeScript.
 */
import type { WidgetTranslate } from '../i18n';

/** Products per "show more" (spec: the default search limit, 48). */
export const LISTING_PAGE_SIZE = 48;

/**
 * The most products a page loads, whatever a stored state asks for (a hostile history entry must
 * not make the page fetch thousands of products): 50 pages.
 */
export const LISTING_MAX_LOADED = LISTING_PAGE_SIZE * 50;

/** One request of a page: `limit` products from `offset`. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/**
 * `loaded` made valid: a whole number of pages (rounded up), at least one page, at most
 * {@link LISTING_MAX_LOADED}. Anything that is not a positive finite number gives one page.
 */
export function normalizeLoaded(loaded: unknown): number {
  if (typeof loaded !== 'number' || !Number.isFinite(loaded) || loaded <= 0) return LISTING_PAGE_SIZE;
  const pages = Math.ceil(loaded / LISTING_PAGE_SIZE);
  return Math.min(LISTING_MAX_LOADED, pages * LISTING_PAGE_SIZE);
}

/** The requests that load `loaded` products: one per page of 48, in order. */
export function pageRequests(loaded: number): PageRequest[] {
  const count = normalizeLoaded(loaded) / LISTING_PAGE_SIZE;
  return Array.from({ length: count }, (_, page) => ({
    offset: page * LISTING_PAGE_SIZE,
    limit: LISTING_PAGE_SIZE,
  }));
}

/** The loaded count after one more "show more": one page more, at most {@link LISTING_MAX_LOADED}. */
export function nextLoaded(loaded: number): number {
  return normalizeLoaded(normalizeLoaded(loaded) + LISTING_PAGE_SIZE);
}

/** Whether "show more" has anything left to show: fewer products are shown than there are. */
export function canLoadMore(shown: number, total: number): boolean {
  return shown < total && normalizeLoaded(shown) < LISTING_MAX_LOADED;
}

/**
 * The position said after "show more" and shown under the grid, e.g. "Viser 96 av 600 produkter"
 * (`listingPosition`, plural by the total). `shown` never exceeds `total`.
 */
export function listingPositionText(t: WidgetTranslate, shown: number, total: number): string {
  return t('listingPosition', { shown: Math.min(shown, total), count: total });
}

/** How far "show more" has got, for a progress bar: 0 to 1 (1 when there is nothing to show). */
export function listingProgress(shown: number, total: number): number {
  return total <= 0 ? 1 : Math.min(1, Math.max(0, shown / total));
}
