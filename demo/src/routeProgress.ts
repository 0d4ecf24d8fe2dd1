import {
  createRouteProgress,
  type LeaveGuard,
  type LinkPrefetchReason,
  type NavigationAdapter,
  type RouteProgressController,
} from '@glimt/ui';

/** The demo's one route-progress controller: started by navigations, completed by the pages. */
export const routeProgress: RouteProgressController = createRouteProgress();

const hrefOf = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * Wraps a navigation adapter so that every client-side navigation starts the route progress, the way a
 * router's `routeChangeStart` event would. The page completes it (`routeProgress.done()`) once it has
 * rendered; a navigation that does not change the location completes at once. Back and forward
 * (popstate) render synchronously and never outlast the progress delay, so they do not start it.
 */
export function withRouteProgress(
  navigation: NavigationAdapter,
  progress: RouteProgressController = routeProgress,
): NavigationAdapter {
  return {
    getLocation: () => navigation.getLocation(),
    subscribe: (listener) => navigation.subscribe(listener),
    // The wizards' leave warning guards Back and every navigation through the adapter underneath.
    ...(navigation.block ? { block: (guard: LeaveGuard) => navigation.block?.(guard) ?? (() => {}) } : {}),
    ...(navigation.prefetch
      ? { prefetch: (href: string, reason: LinkPrefetchReason) => navigation.prefetch?.(href, reason) }
      : {}),
    navigate(href, options) {
      const before = hrefOf(navigation.getLocation());
      progress.start();
      try {
        navigation.navigate(href, options);
      } catch (error) {
        progress.fail(error);
        throw error;
      }
      // Only the hash changed, or the same page again: no new page renders to complete it.
      const after = navigation.getLocation();
      if (hrefOf(after) === before || after.pathname + after.search === before.split('#', 1)[0]) {
        progress.done();
      }
    },
  };
}
