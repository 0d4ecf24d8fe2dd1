/**
 * Link prefetch, the rules. A `Link` to a page of the shop asks the navigation adapter to prefetch
 * that page (its code, and what the adapter chooses of its first call): once when the link comes
 * within {@link LINK_PREFETCH_MARGIN_PX} of the viewport, and once when a pointer enters it or it
 * takes focus (the shopper's intent). Never on a connection that asks to save data, never for
 * another origin, and never for the page being shown.
 */
import type { LinkPrefetchReason, NavigationAdapter } from './navigation';

/** How close to the viewport a link comes before its page is prefetched (the spec's 200 px). */
export const LINK_PREFETCH_MARGIN_PX = 200;

/** What the browser tells of its connection (`navigator.connection`, where there is one). */
export interface PrefetchConnection {
  /** The visitor asked the browser to save data (a data saver, a metered connection). */
  saveData?: boolean;
}

/** Whether the connection allows prefetching: not when the visitor asked to save data. */
export function prefetchAllowed(connection: PrefetchConnection | null | undefined): boolean {
  return connection?.saveData !== true;
}

/**
 * The page a link would prefetch: its path and query on the page's own origin. `undefined` for
 * another origin, a scheme other than `http(s)`, a link that cannot be read, and the page being
 * shown (a link to another part of the same page, `#…`, loads nothing).
 * @param href - the link's href, relative or absolute
 * @param currentHref - the page's address (`document.location.href`)
 */
export function prefetchTarget(href: string, currentHref: string): string | undefined {
  let url: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    url = new URL(href, current);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return undefined;
  const target = url.pathname + url.search;
  return target === current.pathname + current.search ? undefined : target;
}

/** What each adapter has been asked, as `reason target`: a page is asked once per reason. */
const askedByAdapter = new WeakMap<NavigationAdapter, Set<string>>();

/**
 * Asks `navigation` to prefetch the page `href` leads to, once per page and reason, when the
 * adapter prefetches at all and the connection allows it. Answers whether it asked.
 * @param connection - `navigator.connection`, where the browser has one
 */
export function prefetchLink(
  navigation: NavigationAdapter,
  href: string,
  reason: LinkPrefetchReason,
  currentHref: string,
  connection?: PrefetchConnection | null,
): boolean {
  if (!navigation.prefetch || !prefetchAllowed(connection)) return false;
  const target = prefetchTarget(href, currentHref);
  if (target === undefined) return false;
  let asked = askedByAdapter.get(navigation);
  if (!asked) {
    asked = new Set();
    askedByAdapter.set(navigation, asked);
  }
  const key = `${reason} ${target}`;
  if (asked.has(key)) return false;
  asked.add(key);
  navigation.prefetch(target, reason);
  return true;
}
