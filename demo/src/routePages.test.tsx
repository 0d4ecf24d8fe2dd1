import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTES, type ShopRouteMatch, type ShopRouteName } from '@glimt/ui';
import { renderRoute } from './routes';
import { searchPageHref, widgetLocaleNo } from '@glimt/ui/widget';
import {
  WIDGET_SEARCH_PATH,
  listingPageOf,
  pageLoadersOf,
  routePageLoaders,
  widgetSearchHref,
} from './routePages';
import { DEMO_WIDGET_SETTINGS } from './widget/settings';
import * as loaders from './pages/pageLoaders';

type Loader = () => Promise<unknown>;

/** The page loaders of the lazy components in what a route renders (a login gate's as well). */
function loadersIn(node: ReactNode, found = new Set<Loader>()): Set<Loader> {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) loadersIn(child, found);
  } else if (isValidElement<{ children?: ReactNode }>(node)) {
    const type = node.type as { load?: Loader };
    if (typeof type === 'object' && typeof type.load === 'function') found.add(type.load);
    loadersIn(node.props.children, found);
  }
  return found;
}

const nameOf = (loader: Loader | undefined) =>
  Object.entries(loaders).find(([, value]) => value === loader)?.[0] ?? 'none';

// The boot script starts a route's page chunks from a table of its own (it cannot load the routes'
// React code). This keeps that table equal to what each route renders.
describe('the route table the boot script preloads from', () => {
  const names = Object.keys(SHOP_ROUTES) as ShopRouteName[];
  it.each(names)('%s: the boot script starts the chunks its page renders', (name) => {
    const match = { found: true, name, params: {}, redirectTo: null } as unknown as ShopRouteMatch;
    const rendered = [...loadersIn(renderRoute({ match, pathname: '/x', search: '' }))].map(nameOf).sort();
    const preloaded = routePageLoaders(name).map(nameOf).sort();
    expect(preloaded).toEqual(rendered);
  });

  it('starts the page chunks of a path: a category, the widget search, an account page, nothing for a 404', () => {
    expect(pageLoadersOf('/briller').map(nameOf)).toEqual(['loadCategoryPage']);
    expect(pageLoadersOf(WIDGET_SEARCH_PATH).map(nameOf)).toEqual(['loadWidgetSearchPage']);
    expect(pageLoadersOf('/min-konto/ordrer').map(nameOf).sort()).toEqual([
      'loadAccountPages',
      'loadLoginGate',
    ]);
    expect(pageLoadersOf('/finnes-ikke/egentlig-ikke/nei')).toEqual([]);
  });

  it('starts a listing’s first call on a category path and on the widget search page only', () => {
    expect(listingPageOf('/briller')).toEqual({ kind: 'category', categoryPath: '/briller' });
    expect(listingPageOf('/solbriller/ray-ban')).toEqual({
      kind: 'category',
      categoryPath: '/solbriller/ray-ban',
    });
    expect(listingPageOf(WIDGET_SEARCH_PATH)).toEqual({ kind: 'search' });
    for (const path of ['/', '/min-konto', '/produkt/ray-ban-rx7047-blaa', '/finnes-ikke/egentlig-ikke/nei'])
      expect(listingPageOf(path)).toBeNull();
    // The same settings as the provider's make the same request (its locale is `widgetLocaleNo`).
    expect(DEMO_WIDGET_SETTINGS.locale).toBe(widgetLocaleNo.id);
  });

  it("writes the widget search page's URL the way the widget does", () => {
    const settings = { searchPagePath: DEMO_WIDGET_SETTINGS.searchPagePath, urlParamName: 'query' };
    for (const query of ['ray ban', ' solbriller ', 'æøå & 100%', '?query=x'])
      expect(widgetSearchHref(query)).toBe(searchPageHref(query, settings));
  });
});
