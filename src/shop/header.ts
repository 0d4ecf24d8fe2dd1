/**
 * The header's route, badge, label and scroll-fold rules (shop spec, section 2 "Shell" and
 * section 9), as plain functions so they are tested without rendering.
 */
import type { Translate } from '../i18n/translate';
import {
  SHOP_ROUTES,
  isBookingPath,
  isCheckoutPath,
  isSearchPath,
  matchRoute,
  parseSearchParams,
} from './routes';

/** The cart badge shows at most this number; more reads `9+` (shop spec, section 9). */
export const CART_BADGE_MAX = 9;

/**
 * The text of the cart badge: `null` (no badge) for an empty cart, the count up to
 * {@link CART_BADGE_MAX}, then `'9+'`.
 * @example cartBadgeText(3) // '3'
 * @example cartBadgeText(12) // '9+'
 */
export function cartBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(whole);
}

/** Whether a pathname is the book-exam page itself or one of its sub-pages (`/bestill-synstest/:id`). */
export function isBookExamPath(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match.found && (match.name === 'bookExam' || match.name === 'bookExamDetails');
}

/**
 * Whether the header shows its book-exam button. The spec hides it on `/booking` and below; it is
 * also hidden on `/bestill-synstest` and below, because there it would link to the page the
 * visitor is already on.
 */
export function showsBookExamButton(pathname: string): boolean {
  return !isBookingPath(pathname) && !isBookExamPath(pathname);
}

/** Whether the header shows its cart toggle: not on `/checkout` and below (shop spec, section 2). */
export function showsCartToggle(pathname: string): boolean {
  return !isCheckoutPath(pathname);
}

/**
 * The query the header's search button shows: the trimmed `q` of the search page's URL, or `''`
 * anywhere else (and on the search page without a query).
 * @example headerSearchQuery({ pathname: '/search', search: '?q=ray-ban' }) // 'ray-ban'
 */
export function headerSearchQuery(location: { pathname: string; search: string }): string {
  if (!isSearchPath(location.pathname)) return '';
  return parseSearchParams(location.search).query.trim();
}

/**
 * Whether `href` is the page being shown, for `aria-current="page"` on shell links. Compares paths
 * as the route table does (encoding and a trailing slash do not matter); the query is ignored.
 */
export function isCurrentPath(pathname: string, href: string): boolean {
  const normalise = (path: string) => {
    const bare = path.split(/[?#]/, 1)[0] ?? '';
    let decoded = bare;
    try {
      decoded = decodeURIComponent(bare);
    } catch {
      // A malformed escape: compare the raw path.
    }
    const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
    return trimmed.normalize('NFC');
  };
  return normalise(pathname) === normalise(href);
}

/**
 * The name of the cart toggle, with the real item count (the badge stops at `9+`, the name does not).
 * @example cartToggleLabel(12, t) // 'Handlekurv, 12 varer'
 */
export function cartToggleLabel(count: number, t: Translate): string {
  if (count <= 0) return t('shell.header.cartEmpty');
  if (count === 1) return t('shell.header.cartOne');
  return t('shell.header.cartMany', { count });
}

/**
 * What the header's account link says: the store's name for a signed-in store user, otherwise
 * "Min side".
 */
export function accountLinkLabel(
  session: { user: { name: string } | null | undefined; isStoreUser: boolean },
  t: Translate,
): string {
  return session.isStoreUser && session.user ? session.user.name : t('shell.nav.account');
}

/**
 * Where the header's account link leads: a signed-in store user's work is the store tools, so the
 * link named after the store opens them; everyone else goes to "Min side".
 */
export function accountLinkHref(session: {
  user: { name: string } | null | undefined;
  isStoreUser: boolean;
}): string {
  return session.isStoreUser && session.user ? SHOP_ROUTES.staffTools.pattern : SHOP_ROUTES.account.pattern;
}

/** Scrolling down past this many px folds the mobile header's buttons (shop spec, section 9). */
export const SCROLL_FOLD_THRESHOLD = 50;

/** Where the fold rule is: whether the buttons are folded and the scroll position it last saw. */
export interface ScrollFoldState {
  folded: boolean;
  /** The vertical scroll position of the previous step, in px. */
  lastY: number;
}

/**
 * The scroll fold rule, one scroll step at a time. At or above the threshold the buttons are always
 * shown; below it, scrolling down folds them and scrolling up brings them back; no movement keeps
 * the state. Negative positions (the overscroll bounce of touch browsers) count as 0.
 * @param state - the previous state (`{ folded: false, lastY: 0 }` at the start)
 * @param scrollY - the scroll position now, in px
 * @param threshold - how far down folding may start @default 50
 * @example nextScrollFold({ folded: false, lastY: 40 }, 80) // { folded: true, lastY: 80 }
 */
export function nextScrollFold(
  state: ScrollFoldState,
  scrollY: number,
  threshold: number = SCROLL_FOLD_THRESHOLD,
): ScrollFoldState {
  const y = Number.isFinite(scrollY) ? Math.max(0, scrollY) : state.lastY;
  if (y <= threshold) return { folded: false, lastY: y };
  if (y > state.lastY) return { folded: true, lastY: y };
  if (y < state.lastY) return { folded: false, lastY: y };
  return state;
}
