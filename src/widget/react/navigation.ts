/**
 * The widget's navigator (widget spec, section 2 "Navigation"): carries out the rules of
 * `src/widget/core/navigation.ts` over the page's window (history, location) and the host's
 * router, and reads and watches the location. `WidgetProvider` only wires the host's router in.
 * The rules' names are re-exported here for the code that imported them from this module.
 */
import { serverLocationOf, type ClickLike, type NavigationLocation } from '../../navigation/navigation';
import {
  URL_CHANGE_LISTEN_ERROR_MESSAGE,
  NAVIGATE_FUNCTION_REQUIRED_MESSAGE,
  decideNavigation,
  defaultForceSpa,
  isNextPagesRouter,
  normalizeSearchPagePath,
  routeDecision,
  widgetRouterKind,
  type NavigationDecision,
  type NavigationRequest,
  type NextAppRouterLike,
  type NextRouterLike,
  type WidgetLocation,
  type WidgetRouters,
} from '../core/navigation';

export {
  DEFAULT_SEARCH_PAGE_PATH,
  NAVIGATE_FUNCTION_REQUIRED_MESSAGE,
  URL_CHANGE_LISTEN_ERROR_MESSAGE,
  decideNavigation,
  defaultForceSpa,
  isSamePageKind,
  normalizeSearchPagePath,
  routeDecision,
  widgetPageKind,
  widgetRouterKind,
} from '../core/navigation';
export type {
  NavigateFunction,
  NavigationDecision,
  NavigationRequest,
  NextAppRouterLike,
  NextPagesRouterLike,
  NextRouterLike,
  NextRouterOptions,
  WidgetLocation,
  WidgetNavigateOptions,
  WidgetPageKind,
  WidgetRouterKind,
  WidgetRouters,
} from '../core/navigation';

/**
 * The event the library's browser navigation fires after each history change (the same name
 * `createBrowserNavigation` uses, so both stay in step on one page).
 */
const LOCATION_CHANGE_EVENT = 'glimt:locationchange';

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
  /** Opens a new browsing context (a new tab); without it, `openInNewTab` does nothing. */
  open?(url: string, target: string, features: string): unknown;
}

/** Options of {@link createWidgetNavigator}. */
export interface WidgetNavigatorOptions extends WidgetRouters {
  /** The window; `undefined` on the server (navigations then do nothing, the location is `/`). */
  win?: NavigationWindow;
  /** @default '/search' */
  searchPagePath?: string;
  /** @default true with a `navigation` adapter, false otherwise */
  forceSpa?: boolean;
  /** The known category paths (moves between two of them are shallow). @default none */
  categoryPaths?: NavigationRequest['categoryPaths'];
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
  /**
   * Opens `href` in a new tab (`noopener`), the keyboard's Ctrl or Meta + Enter on a link. The same
   * URL gate as {@link navigate}: an invalid or unsafe URL opens nothing. Returns whether it opened.
   */
  openInNewTab(href: string): boolean;
  /** The location now (the same object until it changes). */
  getLocation(): WidgetLocation;
  /**
   * The location the server rendered (the first render while hydrating reads it): the adapter's
   * server location with a `navigation` adapter, `/` otherwise. The same object until it changes.
   */
  getServerLocation(): WidgetLocation;
  /** Calls `listener` after every URL change; returns the unsubscribe function. */
  subscribeLocation(listener: () => void): () => void;
}

const SERVER_ORIGIN = 'http://localhost';
/** What a server renders without a router that knows the URL. */
const SERVER_LOCATION: WidgetLocation = { pathname: '/', search: '', href: '/' };

/** The location at the absolute `href`: `last` while it is the same (a stable snapshot). */
function locationAt(href: string, last: WidgetLocation | undefined): WidgetLocation {
  if (last?.href === href) return last;
  const url = new URL(href);
  return { pathname: url.pathname, search: url.search, href };
}

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

/**
 * The page's Next.js router when the host passed none: the App Router puts its public instance on
 * `window.next.router`, the Pages Router its own (the one with `asPath`), both after hydration, so
 * it is read at each navigation. `undefined` on a page that is not Next.js.
 */
export function detectNextRouter(win: NavigationWindow | undefined): NextRouterLike | undefined {
  const router = (win as { next?: { router?: Partial<NextAppRouterLike> } } | undefined)?.next?.router;
  return router && typeof router.push === 'function' && typeof router.replace === 'function'
    ? (router as NextRouterLike)
    : undefined;
}

/** Creates the widget's navigator over the host's router and the window. */
export function createWidgetNavigator(options: WidgetNavigatorOptions): WidgetNavigator {
  const { win, navigateFunction, navigation } = options;
  const reportError = options.reportError ?? ((error: unknown) => console.error(error));
  const given = widgetRouterKind(options);
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

  const hrefOf = ({ pathname, search, hash }: NavigationLocation) =>
    new URL(pathname + search + hash, origin()).href;
  const readHref = (): string => {
    if (given === 'adapter' && navigation) return hrefOf(navigation.getLocation());
    return win ? win.location.href : `${SERVER_ORIGIN}/`;
  };
  let snapshot: WidgetLocation | undefined;
  const getLocation = (): WidgetLocation => (snapshot = locationAt(readHref(), snapshot));
  let serverSnapshot: WidgetLocation | undefined;
  const getServerLocation = (): WidgetLocation =>
    given === 'adapter' && navigation
      ? (serverSnapshot = locationAt(hrefOf(serverLocationOf(navigation)), serverSnapshot))
      : SERVER_LOCATION;

  const decide = (href: string, navigateOptions: WidgetNavigatorNavigateOptions = {}) =>
    decideNavigation({
      href,
      currentHref: getLocation().href,
      searchPagePath,
      forceSpa,
      categoryPaths: options.categoryPaths,
      replace: navigateOptions.replace,
      event: navigateOptions.event,
    });

  return {
    decide,
    getLocation,
    getServerLocation,
    navigate(href, navigateOptions) {
      // Next.js found on the page stands in for a router the host did not pass.
      const nextRouter = options.nextRouter ?? (given === 'browser' ? detectNextRouter(win) : undefined);
      const router = nextRouter && given === 'browser' ? 'next' : given;
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
      else if (nextRouter && isNextPagesRouter(nextRouter)) {
        if (replace) void nextRouter.replace(decision.href, undefined, { shallow, scroll: !shallow });
        else void nextRouter.push(decision.href, undefined, { shallow, scroll: !shallow });
      } else if (nextRouter) {
        if (replace) void nextRouter.replace(decision.href, { scroll: !shallow });
        else void nextRouter.push(decision.href, { scroll: !shallow });
      } else if (navigation) navigation.navigate(decision.href, { replace, scroll: shallow });
      else if (win) {
        if (replace) win.history.replaceState(null, '', decision.href);
        else win.history.pushState(null, '', decision.href);
        win.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
      } else return false;
      return true;
    },
    openInNewTab(href) {
      const decision = decide(href);
      if (decision.kind !== 'hard' && decision.kind !== 'spa') return false;
      if (!win?.open) return false;
      win.open(decision.href, '_blank', 'noopener');
      return true;
    },
    subscribeLocation(listener) {
      if (given === 'adapter' && navigation) return navigation.subscribe(() => listener());
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
