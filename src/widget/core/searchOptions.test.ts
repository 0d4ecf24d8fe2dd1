import { describe, expect, it } from 'vitest';
// The modal's link check (the URL gate lives above the core, so the modal passes it in).
import { toSafeHref } from '../../components/primitives/safeHref';
import type { ProductDisplay, Suggestion } from './schemas';
import { buildSearchOptions, optionHref, optionText, queryToRemember } from './searchOptions';
import { isUnchangedSearch, queryFromLocation, searchPageHref, type SearchPageSettings } from './searchPage';
import { selectSuggestions } from './suggestions';

const settings: SearchPageSettings = { searchPagePath: 'sok', urlParamName: 'query' };

const suggestions: Suggestion[] = [
  { type: 'query', title: 'Ray-Ban' },
  { type: 'query', title: 'Ray-Ban solbriller' },
  {
    type: 'category',
    title: 'Ray-Ban',
    parent_title: 'Solbriller',
    category_type: 'BRAND',
    page_url: '/solbriller/ray-ban',
  },
  { type: 'category', title: 'Solbriller', category_type: 'CATEGORY', page_url: '/solbriller' },
  { type: 'category', title: 'Farlig', category_type: 'CATEGORY', page_url: 'javascript:alert(1)' },
  { type: 'content', title: 'Slik velger du solbriller', page_url: '/guide/solbriller' },
];

const product = (id: string, extra: Partial<ProductDisplay> = {}): ProductDisplay => ({
  product_id: id,
  page_url: `/p/${id}`,
  title: `Produkt ${id}`,
  search_result_id: `sr-${id}`,
  ...extra,
});

describe('searchPageHref', () => {
  it('builds the search page URL with a leading slash and the configured parameter', () => {
    expect(searchPageHref(' ray ban ', settings)).toBe('/sok?query=ray+ban');
    expect(searchPageHref('æøå & co', { searchPagePath: '/search/', urlParamName: 'q' })).toBe(
      '/search?q=%C3%A6%C3%B8%C3%A5+%26+co',
    );
  });

  it('reads back with URLSearchParams', () => {
    const href = searchPageHref('brille 50% off', settings);
    expect(new URL(href, 'https://shop.test').searchParams.get('query')).toBe('brille 50% off');
  });
});

describe('isUnchangedSearch and queryFromLocation', () => {
  it('is unchanged only on the search page with the same query in the URL', () => {
    expect(isUnchangedSearch('briller', { pathname: '/sok', search: '?query=briller' }, settings)).toBe(true);
    expect(isUnchangedSearch(' briller ', { pathname: '/sok/', search: '?query=briller' }, settings)).toBe(
      true,
    );
    expect(isUnchangedSearch('briller', { pathname: '/sok', search: '?query=linser' }, settings)).toBe(false);
    expect(isUnchangedSearch('briller', { pathname: '/briller', search: '?query=briller' }, settings)).toBe(
      false,
    );
    expect(isUnchangedSearch('briller', { pathname: '/sok', search: '' }, settings)).toBe(false);
  });

  it('reads the query only on the search page', () => {
    expect(queryFromLocation({ pathname: '/sok', search: '?query=ray%20ban' }, settings)).toBe('ray ban');
    expect(queryFromLocation({ pathname: '/', search: '?query=ray' }, settings)).toBe('');
  });
});

describe('buildSearchOptions', () => {
  it('orders history, queries, brands, categories, content, products and view all, with section starts', () => {
    const history = ['ray-ban'];
    const { options, sections } = buildSearchOptions({
      query: 'ray',
      history,
      suggestions: selectSuggestions(suggestions, { history }),
      products: [product('1'), product('2')],
      total: 18,
      settings,
      safeHref: toSafeHref,
    });
    expect(options.map((option) => option.kind)).toEqual([
      'history',
      'query',
      'category',
      'category',
      'content',
      'product',
      'product',
      'viewAll',
    ]);
    expect(sections.map((section) => [section.id, section.start, section.options.length])).toEqual([
      ['history', 0, 1],
      ['queries', 1, 1],
      ['brands', 2, 1],
      ['categories', 3, 1],
      ['content', 4, 1],
      ['products', 5, 3],
    ]);
    expect(new Set(options.map((option) => option.key)).size).toBe(options.length);
  });

  it('shows only history with nothing typed', () => {
    const { options } = buildSearchOptions({
      query: '  ',
      history: ['a', 'b', 'c'],
      suggestions: selectSuggestions(suggestions),
      products: [product('1')],
      total: 1,
      settings,
      safeHref: toSafeHref,
    });
    expect(options.map(optionText)).toEqual(['a', 'b', 'c']);
  });

  it('leaves out the parts that failed to render', () => {
    const { options } = buildSearchOptions({
      query: 'ray',
      history: [],
      suggestions: selectSuggestions(suggestions),
      products: [product('1')],
      total: 1,
      settings,
      safeHref: toSafeHref,
      failed: { suggestions: true },
    });
    expect(options.map((option) => option.kind)).toEqual(['product', 'viewAll']);
    const none = buildSearchOptions({
      query: 'ray',
      history: [],
      suggestions: selectSuggestions(suggestions),
      products: [product('1')],
      total: 1,
      settings,
      safeHref: toSafeHref,
      failed: { suggestions: true, products: true },
    });
    expect(none.options).toEqual([]);
  });

  it("offers 'Discover more' (the search page) instead of view all without results, and no products while they load", () => {
    expect(
      buildSearchOptions({
        query: ' x ',
        history: [],
        suggestions: null,
        products: [],
        total: 0,
        settings,
        safeHref: toSafeHref,
      }).options,
    ).toEqual([
      { kind: 'viewAll', key: 'discover-more', query: 'x', count: 0, href: searchPageHref('x', settings) },
    ]);
    expect(
      buildSearchOptions({
        query: 'x',
        history: [],
        suggestions: null,
        products: null,
        total: null,
        settings,
        safeHref: toSafeHref,
      }).options,
    ).toEqual([]);
  });

  it('never gives an unsafe link, and prefers the host’s page URLs and localized URLs', () => {
    const { options } = buildSearchOptions({
      query: 'ray',
      history: [],
      suggestions: selectSuggestions(suggestions, { content: false }),
      products: [
        product('1', { localized_page_url: '/no/p/1' }),
        product('2', { page_url: 'javascript:alert(1)' }),
        product('3'),
      ],
      productHrefs: [undefined, undefined, '/custom/3'],
      total: 3,
      settings,
      safeHref: toSafeHref,
    });
    const hrefs = Object.fromEntries(options.map((option) => [option.key, optionHref(option, settings)]));
    expect(hrefs['category:2:javascript:alert(1)']).toBeUndefined();
    expect(Object.keys(hrefs)).toContain('category:2:javascript:alert(1)');
    expect(hrefs['category:0:/solbriller/ray-ban']).toBe('/solbriller/ray-ban');
    expect(hrefs['product:0:1']).toBe('/no/p/1');
    expect(hrefs['product:1:2']).toBeUndefined();
    expect(hrefs['product:2:3']).toBe('/custom/3');
    expect(hrefs['query:Ray-Ban']).toBe('/sok?query=Ray-Ban');
    expect(hrefs['view-all']).toBe('/sok?query=ray');
  });
});

describe('queryToRemember', () => {
  it('remembers the chosen query, or what was typed when a product or view all is followed', () => {
    const { options } = buildSearchOptions({
      query: ' ray ',
      history: ['oakley'],
      suggestions: selectSuggestions(suggestions),
      products: [product('1')],
      total: 1,
      settings,
      safeHref: toSafeHref,
    });
    const byKind = (kind: string) => options.find((option) => option.kind === kind);
    expect(queryToRemember(byKind('history')!, ' ray ')).toBe('oakley');
    expect(queryToRemember(byKind('query')!, ' ray ')).toBe('Ray-Ban');
    expect(queryToRemember(byKind('product')!, ' ray ')).toBe('ray');
    expect(queryToRemember(byKind('viewAll')!, ' ray ')).toBe('ray');
    expect(queryToRemember(byKind('category')!, ' ray ')).toBeNull();
    expect(queryToRemember(byKind('content')!, ' ray ')).toBeNull();
  });
});
