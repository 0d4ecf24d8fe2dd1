import { matchRoute, type ShopRouteName } from './routes';

/**
 * Routes whose page sends its own `page_view` once it knows what it shows: the product page names
 * its product, which the layout cannot know when the path changes.
 */
const PAGES_WITH_OWN_PAGE_VIEW: ReadonlySet<ShopRouteName> = new Set<ShopRouteName>(['product']);

/**
 * Whether the shop layout sends the `page_view` of a path (shop spec: analytics on page view): every
 * path but those whose page sends its own, so a page is counted once. Paths outside the route table
 * (a host's own pages) count too.
 */
export function layoutSendsPageView(pathname: string): boolean {
  const route = matchRoute(pathname);
  return !(route.found && PAGES_WITH_OWN_PAGE_VIEW.has(route.name));
}
