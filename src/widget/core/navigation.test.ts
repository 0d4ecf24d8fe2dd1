import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from '../../navigation/navigation';
import {
  MAX_CATEGORY_PATHS,
  createCategoryPaths,
  searchPageQueryOf,
  decideNavigation,
  defaultForceSpa,
  isSamePageKind,
  normalizeSearchPagePath,
  routeDecision,
  widgetPageKind,
  widgetRouterKind,
} from './navigation';

const PAGE = 'https://shop.example/briller?fsearch_brand=x';
const SEARCH = 'https://shop.example/search?query=ray';

describe('page kinds', () => {
  it('normalizes the search page path: a leading slash is added, a trailing one dropped', () => {
    expect(normalizeSearchPagePath('search')).toBe('/search');
    expect(normalizeSearchPagePath('/sok/')).toBe('/sok');
    expect(normalizeSearchPagePath('/')).toBe('/');
    expect(normalizeSearchPagePath('')).toBe('/search');
    expect(normalizeSearchPagePath(undefined)).toBe('/search');
  });

  it("is 'search' on the search page path and 'page' anywhere else", () => {
    expect(widgetPageKind('/search')).toBe('search');
    expect(widgetPageKind('/search/')).toBe('search');
    expect(widgetPageKind('/sok', '/sok')).toBe('search');
    expect(widgetPageKind('/search', '/sok')).toBe('page');
    expect(widgetPageKind('/briller')).toBe('page');
  });

  it('keeps the page kind only on the search page or on the same other path', () => {
    expect(isSamePageKind('/search', '/search/')).toBe(true);
    expect(isSamePageKind('/briller', '/briller')).toBe(true);
    expect(isSamePageKind('/briller', '/solbriller')).toBe(false);
    expect(isSamePageKind('/briller', '/search')).toBe(false);
    expect(isSamePageKind('/search', '/briller')).toBe(false);
  });
});

describe('category page kind (issue #34)', () => {
  it("is 'category' on a known category path, whatever its trailing slash or case", () => {
    const categories = createCategoryPaths(['/briller', '/solbriller/ray-ban/']);
    expect(widgetPageKind('/briller/', '/search', categories)).toBe('category');
    expect(widgetPageKind('/Solbriller/Ray-Ban', '/search', categories)).toBe('category');
    expect(widgetPageKind('/produkt/aviator', '/search', categories)).toBe('page');
    expect(widgetPageKind('/search', '/search', createCategoryPaths(['/search']))).toBe('search');
  });

  it('makes category to category shallow, and category to product or search a page change', () => {
    const categoryPaths = createCategoryPaths(['/briller', '/solbriller']);
    expect(
      decideNavigation({ href: '/solbriller?f_merke=Ray-Ban', currentHref: PAGE, categoryPaths }),
    ).toEqual({
      kind: 'spa',
      href: '/solbriller?f_merke=Ray-Ban',
      replace: false,
      shallow: true,
      reason: 'same-page',
    });
    expect(decideNavigation({ href: '/produkt/aviator', currentHref: PAGE, categoryPaths }).kind).toBe(
      'hard',
    );
    expect(decideNavigation({ href: '/search?query=ray', currentHref: PAGE, categoryPaths }).kind).toBe(
      'hard',
    );
    // Without the set, two category paths are two pages, as before.
    expect(decideNavigation({ href: '/solbriller', currentHref: PAGE }).kind).toBe('hard');
  });

  it('grows as pages add paths; never the root; bounded', () => {
    const categories = createCategoryPaths();
    categories.add('https://shop.example/briller/');
    expect(categories.has('/briller')).toBe(true);
    categories.add('/');
    expect(categories.has('/')).toBe(false);
    expect(categories.has('')).toBe(false);
    for (let index = 0; index < MAX_CATEGORY_PATHS + 10; index++) categories.add(`/kategori-${index}`);
    expect(categories.has(`/kategori-${MAX_CATEGORY_PATHS - 2}`)).toBe(true);
    expect(categories.has(`/kategori-${MAX_CATEGORY_PATHS}`)).toBe(false);
  });
});

describe('decideNavigation', () => {
  it('leaves every modified click to the browser', () => {
    for (const event of [
      { button: 1 },
      { button: 2 },
      { button: 0, metaKey: true },
      { button: 0, ctrlKey: true },
      { button: 0, shiftKey: true },
      { button: 0, altKey: true },
    ])
      expect(decideNavigation({ href: '/search?query=x', currentHref: SEARCH, event })).toEqual({
        kind: 'browser',
        reason: 'modified-click',
      });
  });

  it('takes a plain click (or no event at all) itself', () => {
    expect(
      decideNavigation({ href: '/search?query=x', currentHref: SEARCH, event: { button: 0 } }).kind,
    ).toBe('spa');
    expect(decideNavigation({ href: '/search?query=x', currentHref: SEARCH }).kind).toBe('spa');
  });

  it('is shallow within the same page kind and keeps path, query and hash', () => {
    expect(decideNavigation({ href: '?query=sol#top', currentHref: SEARCH })).toEqual({
      kind: 'spa',
      href: '/search?query=sol#top',
      replace: false,
      shallow: true,
      reason: 'same-page',
    });
    expect(decideNavigation({ href: '/briller?sortering=x', currentHref: PAGE, replace: true })).toEqual({
      kind: 'spa',
      href: '/briller?sortering=x',
      replace: true,
      shallow: true,
      reason: 'same-page',
    });
  });

  it('uses the configured search page path', () => {
    const request = { href: '/sok?query=x', currentHref: 'https://shop.example/sok', searchPagePath: 'sok' };
    expect(decideNavigation(request)).toMatchObject({ kind: 'spa', shallow: true });
  });

  it('makes leaving the page kind (multi-step) a hard navigation by default', () => {
    expect(decideNavigation({ href: '/search?query=ray', currentHref: PAGE })).toEqual({
      kind: 'hard',
      href: 'https://shop.example/search?query=ray',
      replace: false,
      reason: 'other-page',
    });
    expect(decideNavigation({ href: '/solbriller', currentHref: PAGE }).kind).toBe('hard');
  });

  it('navigates client-side (not shallow) when leaving the page kind with SPA forced', () => {
    expect(decideNavigation({ href: '/search?query=ray', currentHref: PAGE, forceSpa: true })).toEqual({
      kind: 'spa',
      href: '/search?query=ray',
      replace: false,
      shallow: false,
      reason: 'forced',
    });
  });

  it('never navigates client-side to another origin, not even when forced', () => {
    for (const forceSpa of [false, true])
      expect(
        decideNavigation({ href: 'https://other.example/search?query=x', currentHref: SEARCH, forceSpa }),
      ).toEqual({
        kind: 'hard',
        href: 'https://other.example/search?query=x',
        replace: false,
        reason: 'cross-origin',
      });
    expect(decideNavigation({ href: 'http://shop.example/search', currentHref: SEARCH }).kind).toBe('hard');
  });

  it('never follows a javascript: or data: URL, nor one that does not parse', () => {
    expect(decideNavigation({ href: 'javascript:alert(1)', currentHref: SEARCH })).toEqual({
      kind: 'ignore',
      reason: 'unsafe-protocol',
    });
    expect(decideNavigation({ href: 'data:text/html,x', currentHref: SEARCH }).kind).toBe('ignore');
    expect(decideNavigation({ href: 'http://[bad', currentHref: SEARCH })).toEqual({
      kind: 'ignore',
      reason: 'invalid-url',
    });
  });
});

describe('routers', () => {
  const navigateFunction = () => undefined;
  const nextRouter = { push: () => undefined, replace: () => undefined };
  const navigation = createMemoryNavigation('/');

  it('prefers the navigate function, then Next.js, then the adapter, then the browser', () => {
    expect(widgetRouterKind({ navigateFunction, nextRouter, navigation })).toBe('navigateFunction');
    expect(widgetRouterKind({ nextRouter, navigation })).toBe('next');
    expect(widgetRouterKind({ navigation })).toBe('adapter');
    expect(widgetRouterKind({})).toBe('browser');
  });

  it('forces SPA navigation by default only with the adapter', () => {
    expect(defaultForceSpa({ navigation })).toBe(true);
    expect(defaultForceSpa({ navigateFunction, navigation })).toBe(false);
    expect(defaultForceSpa({})).toBe(false);
  });

  it('turns a shallow change the browser cannot make into a flagged hard one', () => {
    const shallow = decideNavigation({ href: '?query=x', currentHref: SEARCH });
    expect(routeDecision(shallow, 'browser', 'https://shop.example')).toEqual({
      decision: {
        kind: 'hard',
        href: 'https://shop.example/search?query=x',
        replace: false,
        reason: 'no-router',
      },
      missingRouter: true,
    });
    for (const router of ['navigateFunction', 'next', 'adapter'] as const)
      expect(routeDecision(shallow, router, 'https://shop.example')).toEqual({
        decision: shallow,
        missingRouter: false,
      });
    // With SPA forced, browser history makes every client-side change, shallow ones included.
    const forced = decideNavigation({ href: '/search', currentHref: PAGE, forceSpa: true });
    expect(routeDecision(forced, 'browser', 'https://shop.example', true)).toEqual({
      decision: forced,
      missingRouter: false,
    });
    expect(routeDecision(shallow, 'browser', 'https://shop.example', true)).toEqual({
      decision: shallow,
      missingRouter: false,
    });
  });
});

describe('searchPageQueryOf (a search submitted on the search page)', () => {
  const on = (href: string, extra: Partial<Parameters<typeof searchPageQueryOf>[0]> = {}) =>
    searchPageQueryOf({ href, searchPagePath: '/sok', ...extra });

  it.each([
    ['/sok?query=ray', 'ray'],
    ['/sok/?query=%20ray%20ban%20', 'ray ban'],
    ['sok?query=', ''],
    ['/sok?query=ray&f_merke=Gucci', 'ray'],
  ])('takes the query of %s', (href, query) => {
    expect(on(href)).toBe(query);
  });

  it.each([
    ['another path', '/briller?query=ray'],
    ['no query parameter', '/sok?q=ray'],
    ['another origin', 'https://elsewhere.example/sok?query=ray'],
    ['an absolute URL of the page itself (left to the navigator)', 'https://shop.test/sok?query=ray'],
    ['a URL that does not parse', 'http://['],
  ])('leaves %s alone', (_what, href) => {
    expect(on(href)).toBeNull();
  });

  it('reads the shop’s own parameter name', () => {
    expect(on('/sok?s=ray', { urlParamName: 's' })).toBe('ray');
    expect(on('/sok?query=ray', { urlParamName: 's' })).toBeNull();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_what, event) => {
    expect(on('/sok?query=ray', { event })).toBeNull();
  });

  it('takes a plain click', () => {
    expect(on('/sok?query=ray', { event: { button: 0 } })).toBe('ray');
  });
});
