import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTES, type ShopRouteMatch, type ShopRouteName } from '@glimt/ui';
import { renderRoute } from './routes';
import { WIDGET_SEARCH_PATH, pageLoadersOf, routePageLoaders } from './routePages';
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
});
