/**
 * Scroll restoration between search, category and product pages (widget spec, section 2): before
 * the shopper leaves a listing, the page stores how many products were loaded, how tall the grid
 * was and which product was in view; coming back (back or forward), it loads as many products
 * again, keeps the page tall enough with extra bottom padding until they are there (so the
 * browser's scroll position is not clamped by a short page), and lands on the same product.
 * Without stored data the padding is the spec's default of 150 rows at 500 px. Plain TypeScript.
 */
import { LISTING_MAX_LOADED, normalizeLoaded } from './paging';

/** Rows assumed when nothing was stored (spec: 150 rows). */
export const DEFAULT_RESTORATION_ROWS = 150;
/** Height of an assumed row, in px (spec: 500 px). */
export const DEFAULT_RESTORATION_ROW_HEIGHT = 500;
/** The most rows or px a stored entry may ask for (a hostile entry must not make a page miles long). */
const MAX_ROWS = LISTING_MAX_LOADED;
const MAX_ROW_HEIGHT = 5_000;
const MAX_SCROLL_Y = MAX_ROWS * MAX_ROW_HEIGHT;
const MAX_ID_LENGTH = 200;

/** What a listing stores in its history entry when the shopper leaves it. */
export interface ScrollRestorationData {
  /** Products loaded when the shopper left: the page loads at least as many again. */
  min_results_loaded: number;
  /** Rows of the grid then. */
  rows: number;
  /** Height of one row then, in px. */
  row_height: number;
  /** The window's scroll position then, in px. */
  scroll_y: number;
  /** The product in view (the one opened, or the first one visible), to land on. */
  product_id: string | null;
}

/** The measurements a page takes when the shopper leaves. */
export interface ScrollMeasurement {
  loaded: number;
  /** Products per row at the current width. */
  columns: number;
  rowHeight: number;
  scrollY: number;
  productId?: string | null;
}

const whole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/** Reads stored data (hostile: anything out of bounds gives `null`, i.e. the defaults). */
export function readScrollRestorationData(value: unknown): ScrollRestorationData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const data = value as Record<string, unknown>;
  const productId = data.product_id;
  if (
    !whole(data.min_results_loaded, LISTING_MAX_LOADED) ||
    !whole(data.rows, MAX_ROWS) ||
    !whole(data.row_height, MAX_ROW_HEIGHT) ||
    !whole(data.scroll_y, MAX_SCROLL_Y) ||
    !(
      productId === null ||
      productId === undefined ||
      (typeof productId === 'string' && productId !== '' && productId.length <= MAX_ID_LENGTH)
    )
  )
    return null;
  return {
    min_results_loaded: Math.round(data.min_results_loaded),
    rows: Math.round(data.rows),
    row_height: data.row_height,
    scroll_y: data.scroll_y,
    product_id: typeof productId === 'string' ? productId : null,
  };
}

/** The data to store for what the page measures now. */
export function captureScrollRestorationData(measured: ScrollMeasurement): ScrollRestorationData {
  const columns = Math.max(1, Math.floor(measured.columns) || 1);
  const loaded = Math.max(0, Math.min(LISTING_MAX_LOADED, Math.floor(measured.loaded) || 0));
  return {
    min_results_loaded: loaded,
    rows: Math.ceil(loaded / columns),
    row_height: Math.max(0, Math.min(MAX_ROW_HEIGHT, measured.rowHeight || 0)),
    scroll_y: Math.max(0, Math.min(MAX_SCROLL_Y, measured.scrollY || 0)),
    product_id: measured.productId || null,
  };
}

/** How many products to load on return: what was loaded then, in whole pages (one page without data). */
export function resultsToLoadOnReturn(data: ScrollRestorationData | null): number {
  return normalizeLoaded(data?.min_results_loaded ?? 0);
}

/**
 * The grid's minimum height while the results are not yet ready on return, in px: the stored
 * rows at the stored height, or 150 × 500 px without data; `0` once they are ready (the padding
 * goes and the grid's own height takes over).
 */
export function restorationMinHeight(data: ScrollRestorationData | null, resultsReady: boolean): number {
  if (resultsReady) return 0;
  if (!data) return DEFAULT_RESTORATION_ROWS * DEFAULT_RESTORATION_ROW_HEIGHT;
  return data.rows * data.row_height;
}

/**
 * The extra bottom padding a page adds below its grid now, in px: what the grid lacks of
 * {@link restorationMinHeight} (nothing once the results are ready).
 */
export function restorationPadding(
  data: ScrollRestorationData | null,
  resultsReady: boolean,
  gridHeight: number,
): number {
  return Math.max(0, restorationMinHeight(data, resultsReady) - Math.max(0, gridHeight || 0));
}

/** Where to land on return: the product to scroll into view, else the stored scroll position. */
export type ScrollTarget = { kind: 'product'; productId: string } | { kind: 'offset'; y: number } | null;

/**
 * Where to land once the results are ready: the stored product when it is among the loaded ones,
 * else the stored position, else nowhere (no data: a fresh visit starts at the top).
 */
export function scrollTarget(
  data: ScrollRestorationData | null,
  loadedIds: ReadonlySet<string>,
): ScrollTarget {
  if (!data) return null;
  if (data.product_id !== null && loadedIds.has(data.product_id))
    return { kind: 'product', productId: data.product_id };
  return { kind: 'offset', y: data.scroll_y };
}

/** Restoration applies only when arriving by back or forward, not on a fresh visit or a reload. */
export function shouldRestoreScroll(
  navigationType: 'navigate' | 'reload' | 'back_forward' | 'prerender' | string,
): boolean {
  return navigationType === 'back_forward';
}
