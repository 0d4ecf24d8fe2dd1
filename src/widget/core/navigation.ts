/**
 * How the widget navigates (widget spec, section 2 "Navigation"): the rules, as pure decisions.
 * The navigator that carries them out over the page's window and the host's router is
 * `createWidgetNavigator` in `src/widget/react/navigation.ts`; `WidgetProvider` wires it.
 *
 * The rules, in order:
 *
 * 1. A modified click (a button other than the primary one, or Meta, Ctrl, Shift or Alt held) is
 *    left to the browser: the widget does nothing and the caller must not prevent the default.
 * 2. A link that is not http(s) (`javascript:`, `data:` ...) or does not parse is never followed.
 * 3. Another origin is always a hard navigation (`location.assign`), never a client-side one.
 * 4. Staying within the same page kind is a client-side, shallow change. The page kind of a URL is
 *    `'search'` on the search page path, `'category'` on a known category path (the host's list,
 *    grown as category pages mount and as their breadcrumbs and quick links arrive: see
 *    {@link createCategoryPaths}), and `'page'` anywhere else; two URLs are of the same page kind
 *    when both are on the search page, both on category paths, or both on the same other path. So
 *    a new query, filter or sorting on the search page, a filter on a category page, and a move
 *    from one category to another (a breadcrumb, a quick link) stay shallow; going from any page
 *    to the search page, or from a category to a product, leaves the page kind.
 * 5. Leaving the page kind is a multi-step navigation (the host has to render another page): a
 *    hard navigation by default, client-side (not shallow) when SPA navigation is forced.
 *
 * A client-side navigation goes through, in this order: the host's `navigateFunction`, the
 * Next.js router, the library's `NavigationAdapter` (e.g. `useNavigation()` of `GlimtProvider`),
 * or browser history. Browser history is used only when SPA navigation is forced; a shallow change
 * that finds no router reports {@link NAVIGATE_FUNCTION_REQUIRED_MESSAGE} (once, as an error, not
 * a throw) and falls back to a hard navigation, so the page still works.
 */
import { isModifiedClick, type ClickLike, type NavigationAdapter } from '../../navigation/navigation';

/** Reported when a client-side navigation is needed but there is neither a `navigateFunction` nor Next.js. */
export const NAVIGATE_FUNCTION_REQUIRED_MESSAGE =
  'You must provide a navigateFunction when not using Next.js.';
/** Logged when the widget cannot listen to URL changes (spec, section 8). */
export const URL_CHANGE_LISTEN_ERROR_MESSAGE = 'Error listening to URL change';

/** The search page path unless configured. */
export const DEFAULT_SEARCH_PAGE_PATH = '/search';

/** The kind of page a URL shows, for the shallow-navigation rule. */
export type WidgetPageKind = 'search' | 'category' | 'page';

/** The known category paths (spec: categories are recognised by a set of known category paths). */
export interface CategoryPaths {
  /** Whether `pathname` is a known category path (a trailing slash and the case ignored). */
  has(pathname: string): boolean;
  /** Adds a path: a category page that mounts, a breadcrumb or quick link it shows. */
  add(pathname: string): void;
}

/** At most this many category paths are kept (a hostile answer cannot fill the memory). */
export const MAX_CATEGORY_PATHS = 1_000;

/** A path's key in the set: its path part without trailing slashes, lower-cased; `''` for the root. */
const categoryKey = (pathname: string): string => {
  try {
    return new URL(pathname, 'http://category.invalid').pathname.replace(/\/+$/, '').toLowerCase();
  } catch {
    return '';
  }
};

/**
 * The set of known category paths: the host's (`categorySettings.categoryPaths`) and those added
 * as category pages mount and show their breadcrumbs and quick links. It only grows (a category
 * stays a category), up to {@link MAX_CATEGORY_PATHS}; the root is never a category.
 */
export function createCategoryPaths(initial: readonly string[] = []): CategoryPaths {
  const paths = new Set<string>();
  const add = (pathname: string) => {
    const key = categoryKey(pathname);
    if (key && paths.size < MAX_CATEGORY_PATHS) paths.add(key);
  };
  initial.forEach(add);
  return { has: (pathname) => paths.has(categoryKey(pathname) || '/'), add };
}

/** Options of a widget navigation, as a host's `navigateFunction` receives them. */
export interface WidgetNavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** Only the query or hash changes within the same page kind (Next.js: `shallow` routing). */
  shallow?: boolean;
}

/** A host's navigate function (React Router's `navigate`, a custom router ...). */
export type NavigateFunction = (href: string, options: WidgetNavigateOptions) => void;

/** Options of Next.js's `router.push` / `router.replace`. */
export interface NextRouterOptions {
  shallow?: boolean;
  scroll?: boolean;
}

/** The part of the Pages Router's `useRouter()` (`next/router`) the widget uses. */
export interface NextPagesRouterLike {
  /** Present on the Pages Router only: how the widget tells the two apart. */
  asPath: string;
  push(url: string, as?: string, options?: NextRouterOptions): unknown;
  replace(url: string, as?: string, options?: NextRouterOptions): unknown;
}

/** The part of the App Router's `useRouter()` (`next/navigation`) the widget uses. */
export interface NextAppRouterLike {
  push(href: string, options?: { scroll?: boolean }): unknown;
  replace(href: string, options?: { scroll?: boolean }): unknown;
}

/**
 * A Next.js router: `useRouter()` from `next/navigation` (App Router) or from `next/router` (Pages
 * Router), passed as it is. The App Router has no shallow routing: a change within the page kind
 * keeps the scroll position instead.
 */
export type NextRouterLike = NextAppRouterLike | NextPagesRouterLike;

/** Whether `router` is the Pages Router (it has `asPath`; the App Router's instance does not). */
export function isNextPagesRouter(router: NextRouterLike): router is NextPagesRouterLike {
  return typeof (router as Partial<NextPagesRouterLike>).asPath === 'string';
}

/** A location as the widget reads it. */
export interface WidgetLocation {
  /** Path without query or hash, e.g. `/search`. */
  pathname: string;
  /** Query string with its leading `?`, or `''`. */
  search: string;
  /** The whole URL (absolute when the page's origin is known). */
  href: string;
}

/** What to do with a navigation request. */
export type NavigationDecision =
  /** Nothing: the browser handles the click itself (or the link is never followed). */
  | { kind: 'browser'; reason: 'modified-click' }
  | { kind: 'ignore'; reason: 'invalid-url' | 'unsafe-protocol' }
  /** A full page load of `href` (absolute). */
  | { kind: 'hard'; href: string; replace: boolean; reason: 'cross-origin' | 'other-page' | 'no-router' }
  /** A client-side change to `href` (path, query and hash). */
  | { kind: 'spa'; href: string; replace: boolean; shallow: boolean; reason: 'same-page' | 'forced' };

/** A request to decide. */
export interface NavigationRequest {
  /** Where to go (relative to `currentHref`, or absolute). */
  href: string;
  /** The page's URL now (absolute). */
  currentHref: string;
  /** The search page path. @default '/search' */
  searchPagePath?: string;
  /** Navigate client-side also when leaving the page kind. @default false */
  forceSpa?: boolean;
  /** Which paths are category pages. @default none */
  categoryPaths?: Pick<CategoryPaths, 'has'>;
  /** Replace the current history entry. @default false */
  replace?: boolean;
  /** The click or key press that asked for it, if any. */
  event?: ClickLike;
}

/** A path with one leading `/` and no trailing `/` (the root stays `/`). `search` becomes `/search`. */
export function normalizeSearchPagePath(path: string | undefined): string {
  const trimmed = (path ?? '').trim();
  if (!trimmed) return DEFAULT_SEARCH_PAGE_PATH;
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

const samePath = (a: string, b: string) => normalizeSearchPagePath(a) === normalizeSearchPagePath(b);

/**
 * The page kind of `pathname`: `'search'` on the search page path, `'category'` on a known
 * category path, otherwise `'page'`.
 */
export function widgetPageKind(
  pathname: string,
  searchPagePath: string = DEFAULT_SEARCH_PAGE_PATH,
  categoryPaths?: Pick<CategoryPaths, 'has'>,
): WidgetPageKind {
  if (samePath(pathname, searchPagePath)) return 'search';
  return categoryPaths?.has(pathname) ? 'category' : 'page';
}

/**
 * True when both paths are of the same page kind: both the search page, both category paths, or
 * the same other path.
 */
export function isSamePageKind(
  fromPathname: string,
  toPathname: string,
  searchPagePath?: string,
  categoryPaths?: Pick<CategoryPaths, 'has'>,
): boolean {
  const from = widgetPageKind(fromPathname, searchPagePath, categoryPaths);
  const to = widgetPageKind(toPathname, searchPagePath, categoryPaths);
  return from === to && (from !== 'page' || samePath(fromPathname, toPathname));
}

/** Decides how to carry out a navigation; see the module comment for the rules. */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  if (request.event && isModifiedClick(request.event)) return { kind: 'browser', reason: 'modified-click' };
  let current: URL;
  let target: URL;
  try {
    current = new URL(request.currentHref);
    target = new URL(request.href, current);
  } catch {
    return { kind: 'ignore', reason: 'invalid-url' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return { kind: 'ignore', reason: 'unsafe-protocol' };
  const replace = request.replace ?? false;
  if (target.origin !== current.origin)
    return { kind: 'hard', href: target.href, replace, reason: 'cross-origin' };
  const path = target.pathname + target.search + target.hash;
  if (
    isSamePageKind(
      current.pathname,
      target.pathname,
      normalizeSearchPagePath(request.searchPagePath),
      request.categoryPaths,
    )
  )
    return { kind: 'spa', href: path, replace, shallow: true, reason: 'same-page' };
  if (request.forceSpa) return { kind: 'spa', href: path, replace, shallow: false, reason: 'forced' };
  return { kind: 'hard', href: target.href, replace, reason: 'other-page' };
}

/** Which router carries out client-side navigations. */
export type WidgetRouterKind = 'navigateFunction' | 'next' | 'adapter' | 'browser';

/** The routers a host may give; the first one present wins. */
export interface WidgetRouters {
  navigateFunction?: NavigateFunction;
  nextRouter?: NextRouterLike;
  /** The library's navigation adapter (e.g. `useNavigation()` from `@glimt/ui`). */
  navigation?: NavigationAdapter;
}

/** The router used for client-side navigations. */
export function widgetRouterKind(routers: WidgetRouters): WidgetRouterKind {
  if (routers.navigateFunction) return 'navigateFunction';
  if (routers.nextRouter) return 'next';
  if (routers.navigation) return 'adapter';
  return 'browser';
}

/**
 * Whether SPA navigation is forced unless configured: yes with a `NavigationAdapter` (it renders
 * every route client-side by contract), no otherwise.
 */
export function defaultForceSpa(routers: WidgetRouters): boolean {
  return widgetRouterKind(routers) === 'adapter';
}

/**
 * Turns a decision into what the chosen router can do: browser history makes client-side changes
 * only when SPA navigation is forced, so without a router a `'spa'` decision otherwise becomes a
 * hard one, flagged so the caller reports the missing navigate function.
 */
export function routeDecision(
  decision: NavigationDecision,
  router: WidgetRouterKind,
  origin: string,
  forceSpa = false,
): { decision: NavigationDecision; missingRouter: boolean } {
  if (decision.kind !== 'spa' || router !== 'browser' || forceSpa) return { decision, missingRouter: false };
  return {
    decision: {
      kind: 'hard',
      href: new URL(decision.href, origin).href,
      replace: decision.replace,
      reason: 'no-router',
    },
    missingRouter: true,
  };
}

/**
 * The new query of a navigation to the search page, or `null` when it is anything else: a click
 * meant for a new tab or window (left to the browser), another origin, another path, or no query
 * parameter. The search page takes a search submitted on it as a new query instead of a page load.
 * @param href - where the navigation goes (relative to the page, or absolute)
 * @param searchPagePath - the search page's path
 * @param urlParamName - the query's URL parameter @default 'query'
 * @example searchPageQueryOf({ href: '/sok?query=ray', searchPagePath: '/sok' }) // 'ray'
 */
export function searchPageQueryOf({
  href,
  searchPagePath,
  urlParamName,
  event,
}: {
  href: string;
  searchPagePath: string;
  urlParamName?: string;
  event?: ClickLike;
}): string | null {
  if (event && isModifiedClick(event)) return null;
  // A base no real page has: only a relative href (same origin) resolves against it.
  const base = 'http://widget.invalid';
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  const query = url.searchParams.get(urlParamName || 'query');
  if (url.origin !== base || query === null) return null;
  if (!samePath(url.pathname, searchPagePath)) return null;
  return query.trim();
}
