import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { nb } from '../i18n/nb';
import { parseSiteSearchResponse } from './adapters/article';
import { POPULAR_SEARCHES, SITE_SEARCH_OVERLAY_LIMITS } from './siteSearch';
import {
  shownSiteSearchResponse,
  showsPopularSearches,
  siteSearchAllOption,
  siteSearchOverlayAnnouncement,
  siteSearchOverlayChoice,
  siteSearchOverlayColumns,
  siteSearchOverlayMessage,
  siteSearchOverlayOptionText,
  siteSearchOverlayOptions,
  siteSearchOverlaySections,
  siteSearchSubmitHref,
  type SiteSearchOverlaySearch,
} from './siteSearchOverlay';

const article = (id: number, name: string) => ({
  id,
  slug: `ray-ban-${name}`.toLowerCase().replace(/\s+/g, '-'),
  name,
  brand: 'Ray-Ban',
  category: 'Solbriller',
  price: { unit: { publicationStatus: 20, currency: 'NOK', ordinaryPrice: 1790, amount: 1790 } },
  medias: [],
});

/** 8 products (of 21) and a store. */
const hits = parseSiteSearchResponse({
  success: true,
  articles: {
    data: Array.from({ length: 8 }, (_, index) => article(index + 1, `Modell ${index + 1}`)),
    hits: 21,
  },
  stores: {
    data: [{ name: 'Glimt Storo', address: 'Vitaminveien 7, 0485 Oslo', slug: 'glimt-storo' }],
    hits: 1,
  },
});
const productsOnly = parseSiteSearchResponse({
  success: true,
  articles: { data: [article(1, 'Aviator')], hits: 1 },
});
const empty = parseSiteSearchResponse({ success: true });

const search = (patch: Partial<SiteSearchOverlaySearch>): SiteSearchOverlaySearch => ({
  status: 'idle',
  query: '',
  response: null,
  responseQuery: null,
  ...patch,
});

const t = createTranslator(nb);

describe('shownSiteSearchResponse', () => {
  it('shows an answer with hits, and keeps it while the next query loads', () => {
    expect(shownSiteSearchResponse(search({ status: 'success', response: hits }))).toBe(hits);
    expect(shownSiteSearchResponse(search({ status: 'loading', response: hits }))).toBe(hits);
  });

  it('shows nothing for an empty previous answer, no answer, or no results', () => {
    expect(shownSiteSearchResponse(search({ status: 'loading', response: empty }))).toBeNull();
    expect(shownSiteSearchResponse(search({ status: 'loading' }))).toBeNull();
    expect(shownSiteSearchResponse(search({ status: 'empty', response: empty }))).toBeNull();
    expect(shownSiteSearchResponse(search({ status: 'error', response: hits }))).toBeNull();
  });
});

describe('showsPopularSearches', () => {
  it('offers them before typing, after no results and after a failed search', () => {
    expect(showsPopularSearches('  ', 'idle')).toBe(true);
    expect(showsPopularSearches('ray', 'empty')).toBe(true);
    expect(showsPopularSearches('ray', 'error')).toBe(true);
    expect(showsPopularSearches('ray', 'loading')).toBe(false);
    expect(showsPopularSearches('r', 'idle')).toBe(false);
  });
});

describe('sections, options and columns', () => {
  it('cuts the groups to the overlay limits, products in the main column', () => {
    const sections = siteSearchOverlaySections(hits, false);
    expect(sections.map((section) => [section.key, section.column, section.options.length])).toEqual([
      ['products', 'main', SITE_SEARCH_OVERLAY_LIMITS.products],
      ['stores', 'side', 1],
    ]);
    expect(siteSearchOverlayColumns(sections).split).toBe(true);
    expect(siteSearchOverlayColumns(siteSearchOverlaySections(productsOnly, false)).split).toBe(false);
  });

  it('offers the popular searches as chips when there is no answer to show', () => {
    const sections = siteSearchOverlaySections(null, true);
    expect(sections).toHaveLength(1);
    expect(sections[0]?.column).toBe('chips');
    expect(sections[0]?.options.map(siteSearchOverlayOptionText)).toEqual([...POPULAR_SEARCHES]);
    expect(siteSearchOverlaySections(null, false)).toEqual([]);
    const { main, side } = siteSearchOverlayColumns(sections);
    expect([main.length, side.length]).toEqual([1, 0]);
  });

  it("puts 'see all N' last, N the product count leading to the products, only when there are hits", () => {
    const all = siteSearchAllOption(hits, 'ray');
    // 21 products (and a store): the number the search page's "Produkter" and the widget show.
    expect(all).toEqual({ type: 'all', key: 'all', query: 'ray', count: 21, scope: 'products' });
    expect(all && siteSearchOverlayChoice(all)).toEqual({
      action: 'navigate',
      href: '/search?q=ray&s=products',
    });
    // Without products, every hit, on the page of them all.
    const storesOnly = parseSiteSearchResponse({
      success: true,
      stores: hits.stores,
      cities: { data: [], hits: 2 },
    });
    expect(siteSearchAllOption(storesOnly, 'storo')).toEqual({
      type: 'all',
      key: 'all',
      query: 'storo',
      count: 3,
      scope: null,
    });
    expect(siteSearchAllOption(null, 'ray')).toBeNull();
    expect(siteSearchAllOption(empty, 'ray')).toBeNull();
    const options = siteSearchOverlayOptions(siteSearchOverlaySections(hits, false), all);
    expect(options).toHaveLength(SITE_SEARCH_OVERLAY_LIMITS.products + 2);
    expect(options.at(-1)).toBe(all);
    expect(siteSearchOverlayOptionText(options[0] ?? null)).toBe('Ray-Ban Modell 1');
    expect(siteSearchOverlayOptionText(null)).toBe('');
  });
});

describe('siteSearchOverlayAnnouncement', () => {
  it('says searching, the count, or no results', () => {
    expect(siteSearchOverlayAnnouncement(search({ status: 'loading', query: 'ray' }), t)).toBe(
      nb['siteSearch.searching'],
    );
    expect(
      siteSearchOverlayAnnouncement(search({ status: 'success', query: 'ray', response: hits }), t),
    ).toBe('21 treff for «ray»');
    expect(siteSearchOverlayAnnouncement(search({ status: 'empty', query: 'xyz' }), t)).toBe(
      'Ingen treff for «xyz»',
    );
    expect(siteSearchOverlayAnnouncement(search({ status: 'error', query: 'xyz' }), t)).toBe(
      'Ingen treff for «xyz»',
    );
    expect(siteSearchOverlayAnnouncement(search({ status: 'idle' }), t)).toBe('');
  });
});

describe('siteSearchOverlayMessage', () => {
  it('asks for more characters, says no results, or shows the skeleton before a first answer', () => {
    expect(siteSearchOverlayMessage(' r ', search({}), null)).toBe('minLength');
    expect(siteSearchOverlayMessage('xyz', search({ status: 'empty' }), null)).toBe('noResults');
    expect(siteSearchOverlayMessage('xyz', search({ status: 'error' }), null)).toBe('noResults');
    expect(siteSearchOverlayMessage('ray', search({ status: 'loading' }), null)).toBe('loading');
    expect(siteSearchOverlayMessage('ray', search({ status: 'loading', response: hits }), hits)).toBeNull();
    expect(siteSearchOverlayMessage('', search({}), null)).toBeNull();
  });
});

describe('choosing and submitting', () => {
  it('leaves for a hit or the search page, searches a popular search in place', () => {
    const [first] = siteSearchOverlayOptions(siteSearchOverlaySections(hits, false), null);
    expect(first && siteSearchOverlayChoice(first)).toEqual({
      action: 'navigate',
      href: '/produkt/ray-ban-modell-1',
    });
    expect(
      siteSearchOverlayChoice({ type: 'all', key: 'all', query: 'ray ban', count: 3, scope: null }),
    ).toEqual({
      action: 'navigate',
      href: '/search?q=ray+ban',
    });
    expect(siteSearchOverlayChoice({ type: 'popular', key: 'p', query: 'Oakley' })).toEqual({
      action: 'search',
      query: 'Oakley',
    });
  });

  it('submits to the search page only from 2 characters', () => {
    expect(siteSearchSubmitHref('  ray   ban ')).toBe('/search?q=ray+ban');
    expect(siteSearchSubmitHref(' r ')).toBeNull();
  });

  it("leads to the shop's own search page unless the shop gives another (the widget's)", () => {
    const widgetPage = (query: string) => `/sok?${new URLSearchParams({ query }).toString()}`;
    expect(siteSearchSubmitHref('  ray   ban ', widgetPage)).toBe('/sok?query=ray+ban');
    expect(siteSearchSubmitHref(' r ', widgetPage)).toBeNull();
    expect(
      siteSearchOverlayChoice(
        { type: 'all', key: 'all', query: 'ray ban', count: 3, scope: 'products' },
        widgetPage,
      ),
    ).toEqual({ action: 'navigate', href: '/sok?query=ray+ban' });
  });
});
