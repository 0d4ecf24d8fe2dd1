/**
 * How the widget navigates (widget spec, section 2 "Navigation"). Pure decisions plus a small
 * navigator that carries them out; `WidgetProvider` only wires the host's router into it.
 *
 * The rules, in order:
 *
 * 1. A modified click (a button other than the primary one, or Meta, Ctrl, Shift or Alt held) is
 *    left to the browser: the widget does nothing and the caller must not prevent the default.
 * 2. A link that is not http(s) (`javascript:`, `data:` ...) or does not parse is never followed.
 * 3. Another origin is always a hard navigation (`location.assign`), never a client-side one.
 * 4. Staying within the same page kind is a client-side, shallow change. The page kind of a URL is
 *    `'search'` on the search page path and `'page'` anywhere else; two URLs are of the same page
 *    kind when both are on the search page, or both are on the same other path. So a new query,
 *    filter or sorting on the search page, or a filter on a category page, stays shallow; going
 *    from any page to the search page, or between two category paths, leaves the page kind.
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
import { DEFAULT_SEARCH_PAGE_PATH, normalizeSearchPagePath } from '../core/searchPage';

export { DEFAULT_SEARCH_PAGE_PATH, normalizeSearchPagePath };

/** Reported when a client-side navigation is needed but there is neither a `navigateFunction` nor Next.js. */
export const NAVIGATE_FUNCTION_REQUIRED_MESSAGE =
  'You must provide a navigateFunction when not using Next.js.';
/** Logged when the widget cannot listen to URL changes (spec, section 8). */
export const URL_CHANGE_LISTEN_ERROR_MESSAGE = 'Error listening to URL change';

/**
 * The event the library's browser navigation fires after each history change (the same name
 * `createBrowserNavigation` uses, so both stay in step on one page).
 */
const LOCATION_CHANGE_EVENT = 'glimt:locationchange';

/** The kind of page a URL shows, for the shallow-navigation rule. */
export type WidgetPageKind = 'search' | 'page';

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

/**
 * The part of a Next.js router the widget uses: the pages router (`next/router`) and the app
 * router (`next/navigation`) both fit.
 */
export interface NextRouterLike {
  push(href: string, as?: string, options?: NextRouterOptions): unknown;
  replace(href: string, as?: string, options?: NextRouterOptions): unknown;
}

/** The parts of `window` the navigator uses (a fake one in tests). */
export interface NavigationWindow {
  location: {
    href: string;
    origin: string;
    assign(url: string): void;
    replace(url: string): void;
  };
  history: {
    pushState(data: unknown, unused: string, url?: string | URL | null): void;
    replaceState(data: unknown, unused: string, url?: string | URL | null): void;
  };
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  dispatchEvent(event: Event): boolean;
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
  /** Replace the current history entry. @default false */
  replace?: boolean;
  /** The click or key press that asked for it, if any. */
  event?: ClickLike;
}

const samePath = (a: string, b: string) => normalizeSearchPagePath(a) === normalizeSearchPagePath(b);

/** The page kind of `pathname`: `'search'` on the search page path, otherwise `'page'`. */
export function widgetPageKind(
  pathname: string,
  searchPagePath: string = DEFAULT_SEARCH_PAGE_PATH,
): WidgetPageKind {
  return samePath(pathname, searchPagePath) ? 'search' : 'page';
}

/** True when both paths are of the same page kind: both the search page, or the same other path. */
export function isSamePageKind(fromPathname: string, toPathname: string, searchPagePath?: string): boolean {
  const from = widgetPageKind(fromPathname, searchPagePath);
  const to = widgetPageKind(toPathname, searchPagePath);
  return from === to && (from === 'search' || samePath(fromPathname, toPathname));
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
  if (isSamePageKind(current.pathname, target.pathname, normalizeSearchPagePath(request.searchPagePath)))
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

/** Options of {@link createWidgetNavigator}. */
export interface WidgetNavigatorOptions extends WidgetRouters {
  /** The window; `undefined` on the server (navigations then do nothing, the location is `/`). */
  win?: NavigationWindow;
  /** @default '/search' */
  searchPagePath?: string;
  /** @default true with a `navigation` adapter, false otherwise */
  forceSpa?: boolean;
  /** Reports a configuration error (the missing navigate function). @default console.error */
  reportError?: (error: unknown) => void;
}

/** Options of {@link WidgetNavigator.navigate}. */
export interface WidgetNavigatorNavigateOptions {
  /** Replace the current history entry. @default false */
  replace?: boolean;
  /** The click or key press that asked for it: a modified one is left to the browser. */
  event?: ClickLike;
}

/** Navigation and location for the widget. */
export interface WidgetNavigator {
  /**
   * Goes to `href` following the rules. Returns true when the widget handled it (the caller
   * should prevent the default of its click), false when it was left to the browser or ignored.
   */
  navigate(href: string, options?: WidgetNavigatorNavigateOptions): boolean;
  /** What {@link navigate} would do, without doing it. */
  decide(href: string, options?: WidgetNavigatorNavigateOptions): NavigationDecision;
  /** The location now (the same object until it changes). */
  getLocation(): WidgetLocation;
  /** Calls `listener` after every URL change; returns the unsubscribe function. */
  subscribeLocation(listener: () => void): () => void;
}

const SERVER_ORIGIN = 'http://localhost';

/** History objects already wrapped, so each is wrapped once whatever the number of navigators. */
const wrappedHistories = new WeakSet<object>();

/**
 * Makes `pushState` and `replaceState` announce themselves, since a host router (Next.js, React
 * Router) changes the URL through them without any event. Logs and gives up where that is refused.
 */
function announceHistoryChanges(win: NavigationWindow, reportError: (error: unknown) => void): void {
  const { history } = win;
  if (wrappedHistories.has(history)) return;
  try {
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: unknown, ...args: Parameters<typeof original>) {
        original.apply(this === undefined ? history : this, args);
        win.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
      };
    }
    wrappedHistories.add(history);
  } catch (cause) {
    reportError(new Error(URL_CHANGE_LISTEN_ERROR_MESSAGE, { cause }));
  }
}

/** Creates the widget's navigator over the host's router and the window. */
export function createWidgetNavigator(options: WidgetNavigatorOptions): WidgetNavigator {
  const { win, navigateFunction, nextRouter, navigation } = options;
  const reportError = options.reportError ?? ((error: unknown) => console.error(error));
  const router = widgetRouterKind(options);
  const forceSpa = options.forceSpa ?? defaultForceSpa(options);
  const searchPagePath = normalizeSearchPagePath(options.searchPagePath);
  const origin = () => {
    try {
      return win ? win.location.origin : SERVER_ORIGIN;
    } catch {
      return SERVER_ORIGIN;
    }
  };
  let reportedMissingRouter = false;

  const readHref = (): string => {
    if (router === 'adapter' && navigation) {
      const { pathname, search, hash } = navigation.getLocation();
      return new URL(pathname + search + hash, origin()).href;
    }
    return win ? win.location.href : `${SERVER_ORIGIN}/`;
  };
  let snapshot: WidgetLocation | undefined;
  const getLocation = (): WidgetLocation => {
    const href = readHref();
    if (snapshot?.href !== href) {
      const url = new URL(href);
      snapshot = { pathname: url.pathname, search: url.search, href };
    }
    return snapshot;
  };

  const decide = (href: string, navigateOptions: WidgetNavigatorNavigateOptions = {}) =>
    decideNavigation({
      href,
      currentHref: getLocation().href,
      searchPagePath,
      forceSpa,
      replace: navigateOptions.replace,
      event: navigateOptions.event,
    });

  return {
    decide,
    getLocation,
    navigate(href, navigateOptions) {
      const routed = routeDecision(decide(href, navigateOptions), router, origin(), forceSpa);
      const { decision } = routed;
      if (routed.missingRouter && !reportedMissingRouter) {
        reportedMissingRouter = true;
        reportError(new Error(NAVIGATE_FUNCTION_REQUIRED_MESSAGE));
      }
      if (decision.kind === 'browser' || decision.kind === 'ignore') return false;
      if (decision.kind === 'hard') {
        if (!win) return false;
        if (decision.replace) win.location.replace(decision.href);
        else win.location.assign(decision.href);
        return true;
      }
      const { replace, shallow } = decision;
      if (navigateFunction) navigateFunction(decision.href, { replace, shallow });
      else if (nextRouter) {
        if (replace) void nextRouter.replace(decision.href, undefined, { shallow, scroll: !shallow });
        else void nextRouter.push(decision.href, undefined, { shallow, scroll: !shallow });
      } else if (navigation) navigation.navigate(decision.href, { replace, scroll: shallow });
      else if (win) {
        if (replace) win.history.replaceState(null, '', decision.href);
        else win.history.pushState(null, '', decision.href);
        win.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
      } else return false;
      return true;
    },
    subscribeLocation(listener) {
      if (router === 'adapter' && navigation) return navigation.subscribe(() => listener());
      if (!win) return () => undefined;
      announceHistoryChanges(win, reportError);
      const handler = () => listener();
      win.addEventListener('popstate', handler);
      win.addEventListener(LOCATION_CHANGE_EVENT, handler);
      return () => {
        win.removeEventListener('popstate', handler);
        win.removeEventListener(LOCATION_CHANGE_EVENT, handler);
      };
    },
  };
}
