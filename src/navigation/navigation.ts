/**
 * The one navigation adapter both the shop and the widget go through. A host supplies its own
 * (Next.js router, React Router, a plain `navigateFunction`); the default drives browser history.
 */
import { toSafeUrl } from '../utils/url';

/** Options of a navigation. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. @default false */
  replace?: boolean;
  /** Keep the scroll position (for shallow changes such as filters in the URL). @default false */
  scroll?: boolean;
  /** Opaque state stored with the history entry. */
  state?: unknown;
}

/** The current location as the adapter sees it. */
export interface NavigationLocation {
  /** Path without query or hash, e.g. `/briller/gucci`. */
  pathname: string;
  /** Query string including the leading `?`, or `''`. */
  search: string;
  /** Hash including the leading `#`, or `''`. */
  hash: string;
}

/** What the library needs from a router. */
export interface NavigationAdapter {
  /** Goes to `href` (a path, or an absolute URL on the same origin) without a page load. */
  navigate(href: string, options?: NavigateOptions): void;
  /** The location now. */
  getLocation(): NavigationLocation;
  /** Calls `listener` after every location change; returns the unsubscribe function. */
  subscribe(listener: (location: NavigationLocation) => void): () => void;
  /**
   * The location the server rendered the page at, read by the first render while the browser
   * hydrates server HTML (React's server snapshot); components switch to {@link getLocation} right
   * after. Give it when the HTML was rendered for another URL than the browser's, such as a page
   * prerendered at build time for its path while the visitor's URL has a query.
   * @default the location now, without the hash (a server never sees it)
   */
  getServerLocation?(): NavigationLocation;
  /**
   * Asks `guard` before each change of location: the adapter's own {@link navigate}, and the
   * browser's Back and Forward. While a guard answers `false`, the location stays where it is (a
   * Back that was refused is undone). Returns the function that removes the guard. An adapter
   * without it leaves the leave warning to link clicks and page unloads.
   */
  block?(guard: LeaveGuard): () => void;
  /**
   * Prefetches the page `href` leads to (a path and query on this origin): its code, and its first
   * call where that is cheap to start. A `Link` calls it once when it comes within 200 px of the
   * viewport (`'viewport'`, after the page has settled) and once on hover or focus (`'intent'`),
   * never when the visitor asked to save data. An adapter without it prefetches nothing.
   */
  prefetch?(href: string, reason: LinkPrefetchReason): void;
}

/** Why a link's page is prefetched: it came near the viewport, or a pointer or focus is on it. */
export type LinkPrefetchReason = 'viewport' | 'intent';

/**
 * Asked before the location changes while leaving would lose work; `to` is the href about to be
 * shown. Answers whether to go.
 */
export type LeaveGuard = (to: string) => boolean;

const hrefOf = (location: NavigationLocation): string => location.pathname + location.search + location.hash;

/** A move within the page (a skip link, an anchor) leaves nothing behind: guards are not asked. */
const samePage = (a: string, b: string): boolean => a.split('#', 1)[0] === b.split('#', 1)[0];

/** Runs the guards in order until one refuses; true when every guard lets the change through. */
function guardsAllow(guards: ReadonlySet<LeaveGuard>, to: string): boolean {
  for (const guard of [...guards]) if (!guard(to)) return false;
  return true;
}

/**
 * The guards of one window, shared by every browser adapter on it (the shop's and the widget's), with
 * the href the page shows, so that a refused Back can be put back.
 */
interface WindowGuards {
  guards: Set<LeaveGuard>;
  shown: string;
  /** Each `popstate` is decided once, however many adapters listen to it. */
  decided: WeakMap<Event, boolean>;
}

const windowGuards = new WeakMap<Window, WindowGuards>();

function guardsOf(win: Window): WindowGuards {
  let entry = windowGuards.get(win);
  if (!entry) {
    entry = { guards: new Set(), shown: hrefOf(readWindowLocation(win)), decided: new WeakMap() };
    windowGuards.set(win, entry);
  }
  return entry;
}

/**
 * Decides a Back or Forward move once: with no guard, or every guard willing, the new href is what the
 * page shows; otherwise the href from before is pushed again, so the page and the address agree.
 */
function allowPopState(win: Window, event: Event): boolean {
  const entry = windowGuards.get(win);
  if (!entry) return true;
  const known = entry.decided.get(event);
  if (known !== undefined) return known;
  const to = hrefOf(readWindowLocation(win));
  const allowed = samePage(to, entry.shown) || entry.guards.size === 0 || guardsAllow(entry.guards, to);
  if (allowed) entry.shown = to;
  else win.history.pushState(null, '', entry.shown);
  entry.decided.set(event, allowed);
  return allowed;
}

/** The location a server rendered for `navigation`: its own answer, or the location now without the hash. */
export function serverLocationOf(navigation: NavigationAdapter): NavigationLocation {
  return navigation.getServerLocation?.() ?? { ...navigation.getLocation(), hash: '' };
}

const LOCATION_CHANGE = 'glimt:locationchange';

/**
 * Defence in depth behind the URL gate: the adapters themselves refuse a target that is not an
 * `http:` or `https:` URL or a relative path (`javascript:`, `data:`, `vbscript:` in any spelling),
 * with one console warning per refused call. Answers the target as the browser reads it, or
 * `undefined` when refused.
 */
export function toNavigationTarget(href: unknown): string | undefined {
  const safe = toSafeUrl(href);
  if (safe === undefined) {
    console.warn(
      '[glimt] navigate() refused a URL that is not http(s) or a relative path',
      String(href).slice(0, 100),
    );
  }
  return safe;
}

function readWindowLocation(win: Window): NavigationLocation {
  const { pathname, search, hash } = win.location;
  return { pathname, search, hash };
}

/**
 * The default adapter: `history.pushState` / `replaceState` plus `popstate`. Several adapters on one
 * page stay in step because every push also fires a `glimt:locationchange` event on the window.
 * @param win - the window to drive; defaults to the global one (pass another in tests or iframes)
 */
export function createBrowserNavigation(
  win: Window = window,
): NavigationAdapter & Required<Pick<NavigationAdapter, 'block'>> {
  return {
    navigate(rawHref, options = {}) {
      const href = toNavigationTarget(rawHref);
      if (href === undefined) return;
      const url = new URL(href, win.location.href);
      if (url.origin !== win.location.origin) {
        // Another origin can never be a client-side change.
        win.location.assign(url.href);
        return;
      }
      const target = url.pathname + url.search + url.hash;
      const guarded = windowGuards.get(win);
      if (guarded && guarded.guards.size > 0 && !samePage(target, hrefOf(readWindowLocation(win)))) {
        if (!guardsAllow(guarded.guards, target)) return;
      }
      if (options.replace) win.history.replaceState(options.state ?? null, '', target);
      else win.history.pushState(options.state ?? null, '', target);
      if (guarded) guarded.shown = target;
      if (!options.scroll && !url.hash) win.scrollTo?.(0, 0);
      win.dispatchEvent(new Event(LOCATION_CHANGE));
    },
    getLocation: () => readWindowLocation(win),
    subscribe(listener) {
      const handler = (event: Event) => {
        if (event.type === 'popstate' && !allowPopState(win, event)) return;
        listener(readWindowLocation(win));
      };
      win.addEventListener('popstate', handler);
      win.addEventListener(LOCATION_CHANGE, handler);
      return () => {
        win.removeEventListener('popstate', handler);
        win.removeEventListener(LOCATION_CHANGE, handler);
      };
    },
    block(guard) {
      const entry = guardsOf(win);
      if (entry.guards.size === 0) entry.shown = hrefOf(readWindowLocation(win));
      entry.guards.add(guard);
      return () => {
        entry.guards.delete(guard);
      };
    },
  };
}

/** The memory adapter: a {@link NavigationAdapter} with its history stack and a Back button. */
export interface MemoryNavigation extends NavigationAdapter {
  /** The hrefs visited, oldest first; the last is the location now. */
  readonly history: readonly string[];
  /** Goes one entry back, as the browser's Back button does (guards may refuse); no-op at the first. */
  back(): void;
  block(guard: LeaveGuard): () => void;
}

/**
 * An in-memory adapter for tests, stories and server rendering: it keeps a history stack and
 * never touches `window`.
 * @param initial - the starting href @default '/'
 */
export function createMemoryNavigation(initial = '/'): MemoryNavigation {
  const entries: string[] = [];
  const listeners = new Set<(location: NavigationLocation) => void>();
  const guards = new Set<LeaveGuard>();
  const parse = (href: string): NavigationLocation => {
    const url = new URL(href, 'http://memory.invalid');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };
  let current = parse(initial);
  entries.push(initial);
  return {
    get history() {
      return entries;
    },
    navigate(rawHref, options = {}) {
      const href = toNavigationTarget(rawHref);
      if (href === undefined) return;
      const next = parse(href);
      const full = hrefOf(next);
      if (!samePage(full, hrefOf(current)) && !guardsAllow(guards, full)) return;
      current = next;
      if (options.replace) entries[entries.length - 1] = full;
      else entries.push(full);
      for (const listener of listeners) listener(current);
    },
    back() {
      const previous = entries.at(-2);
      if (previous === undefined) return;
      if (!samePage(previous, hrefOf(current)) && !guardsAllow(guards, previous)) return;
      entries.pop();
      current = parse(previous);
      for (const listener of listeners) listener(current);
    },
    getLocation: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(guard) {
      guards.add(guard);
      return () => {
        guards.delete(guard);
      };
    },
  };
}

/** The parts of a mouse or keyboard event that decide whether the browser should handle a click. */
export interface ClickLike {
  button?: number;
  metaKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  defaultPrevented?: boolean;
}

/**
 * True when a click must be left to the browser: a middle or right button, or a modifier key
 * (Ctrl/Meta open a new tab, Shift a new window, Alt downloads).
 */
export function isModifiedClick(event: ClickLike): boolean {
  return (
    (event.button !== undefined && event.button !== 0) ||
    Boolean(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

/**
 * Decides whether a click on a link to `href` may be handled client-side: a plain primary click,
 * not already handled, no `target` other than `_self`, no `download`, and the same origin.
 * @param currentHref - the page's URL, to resolve relative links and compare origins
 */
export function shouldNavigateClientSide(
  event: ClickLike,
  href: string,
  currentHref: string,
  target?: string | null,
  download?: boolean,
): boolean {
  if (event.defaultPrevented || isModifiedClick(event)) return false;
  if (target && target !== '_self') return false;
  if (download) return false;
  let url: URL;
  try {
    url = new URL(href, currentHref);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin === new URL(currentHref).origin;
}
