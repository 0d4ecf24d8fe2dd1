import type { LinkPrefetchReason } from '@glimt/ui';
import { preloadListingPage } from '@glimt/ui/widget';
import { listingPageOf, preloadRoutePages } from './routePages';
import { DEMO_WIDGET_SETTINGS } from './widget/settings';

/**
 * The demo adapter's link prefetch (`NavigationAdapter.prefetch`). A link near the viewport starts
 * its page's code, which every visitor of that page needs and the browser keeps. A link the shopper
 * points at or focuses also starts the page's first call where it is a listing (a category page,
 * the widget's search page): a data call for every category link in the header would ask the search
 * API for a dozen listings on every page, and an answer nobody takes expires after 30 s.
 * @param href - a path and query on this origin (the links only pass those)
 */
export function prefetchRoute(href: string, reason: LinkPrefetchReason): void {
  const url = new URL(href, window.location.href);
  preloadRoutePages(url.pathname);
  if (reason !== 'intent') return;
  const listing = listingPageOf(url.pathname);
  if (listing) preloadListingPage({ ...DEMO_WIDGET_SETTINGS, page: listing, location: url });
}
