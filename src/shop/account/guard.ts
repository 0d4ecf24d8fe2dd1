import { SHOP_ROUTES, buildPath, matchRoute, type ShopRouteName } from '../routes';

/**
 * The login guard of the account area: where a guest going to an account page is sent, and where a
 * login returns to. The return address arrives in the URL (`?returnTo=`), so it is hostile input:
 * only a path on this site is followed, anything else falls back to the account's start page.
 */

/** The query parameter that carries where to go after the login. */
export const RETURN_TO_PARAM = 'returnTo';

/** Where a login goes when it has nowhere (safe) to return to: `/min-konto`. */
export const ACCOUNT_HOME_PATH: string = SHOP_ROUTES.account.pattern;

/** The longest return address followed (a longer one is not a page of this shop). */
export const RETURN_TO_MAX_LENGTH = 2048;

/** The account routes a guest may open: they are the way in (and out). */
const OPEN_ACCOUNT_ROUTES: ReadonlySet<ShopRouteName> = new Set<ShopRouteName>([
  'login',
  'logout',
  'register',
  'resetPassword',
]);

/**
 * Whether a return address is followed: a relative path on this site, starting with exactly one `/`
 * (not `//host` nor `/\host`, which browsers read as another site), without a scheme, backslash,
 * whitespace or control character, and not the login, logout, registration or reset page itself.
 */
export function isSafeReturnTo(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Backslashes count as slashes in browsers; control characters and whitespace are dropped or
  // folded by URL parsers (`/\t/evil.example`), so none of them is ever part of a path we follow.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: a hostile returnTo is refused
  if (/[\\\s\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, 'https://shop.invalid');
  } catch {
    return false;
  }
  if (url.origin !== 'https://shop.invalid') return false;
  const match = matchRoute(url.pathname);
  return !(match.found && OPEN_ACCOUNT_ROUTES.has(match.name));
}

/**
 * The path to go to after a login: `param` when {@link isSafeReturnTo} accepts it, else `/min-konto`.
 * @example safeReturnTo('/min-konto/ordrer?side=2') // '/min-konto/ordrer?side=2'
 * @example safeReturnTo('//evil.example') // '/min-konto'
 */
export function safeReturnTo(param: string | null | undefined): string {
  return isSafeReturnTo(param) ? param : ACCOUNT_HOME_PATH;
}

/** The safe return address of a login page's query string (`?returnTo=`). */
export function returnToFromSearch(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/**
 * Where a guest going to `pathname` + `search` is sent: the login, with the page as `returnTo`
 * (left out when it is the account's start page, or not safe to return to).
 * @example loginRedirectFor('/min-konto/ordrer', '?side=2') // '/min-konto/logg-inn?returnTo=%2Fmin-konto%2Fordrer%3Fside%3D2'
 */
export function loginRedirectFor(pathname: string, search = ''): string {
  const login = buildPath('login');
  const target = `${pathname}${search}`;
  if (!isSafeReturnTo(target) || target === ACCOUNT_HOME_PATH) return login;
  return `${login}?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * Where the account gate sends a guest who is on `pathname` + `search`: {@link loginRedirectFor}, or
 * `null` on a page a guest may open (the login itself, logout, registration, reset). A gate that stays
 * mounted while the address moves to the login (a layout around every account page) so does not send
 * the guest on again, which would drop the `returnTo` it has just set.
 */
export function guestRedirectFor(pathname: string, search = ''): string | null {
  const match = matchRoute(pathname);
  if (match.found && OPEN_ACCOUNT_ROUTES.has(match.name)) return null;
  return loginRedirectFor(pathname, search);
}

/** Whether a route needs a logged-in customer: every account route but login, logout, register and reset. */
export function routeNeedsLogin(name: ShopRouteName): boolean {
  return SHOP_ROUTES[name].area === 'account' && !OPEN_ACCOUNT_ROUTES.has(name);
}
