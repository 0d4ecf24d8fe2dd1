import { describe, expect, it } from 'vitest';
import { parseSiteSearchResponse } from './adapters/article';
import type { SiteSearchResponse } from './schemas/article';
import {
  POPULAR_SEARCHES,
  SITE_SEARCH_DEBOUNCE_MS,
  SITE_SEARCH_MIN_QUERY_LENGTH,
  countSiteSearchHits,
  countSiteSearchHitsByScope,
  flattenSiteSearchGroups,
  groupSiteSearchResults,
  isAbortError,
  isSearchableQuery,
  isSiteSearchEmpty,
  normalizeSearchQuery,
  resolveSiteSearchView,
  scopeGroups,
  countSiteSearchProducts,
  siteSearchPager,
  siteSearchImageSrc,
  siteSearchItemLabel,
  siteSearchProductVariant,
  siteSearchStoreHref,
  siteSearchThumbnailSrc,
} from './siteSearch';

const unit = {
  publicationStatus: 20,
  currency: 'NOK',
  ordinaryPrice: 1790,
  amount: 1790,
};

function article(id: number, name: string, brand = 'Ray-Ban') {
  return {
    id,
    slug: `${brand}-${name}`.toLowerCase().replace(/\s+/g, '-'),
    name,
    brand,
    category: 'Solbriller',
    price: { unit },
    medias: [{ sm: { image: `https://cdn.glimt.test/p/${id}-sm.svg` } }],
  };
}

/** An answer with every group filled: 3 products (of 21), 2 categories, 2 stores, 1 city, 2 pages. */
function fullResponse(): SiteSearchResponse {
  return parseSiteSearchResponse({
    success: true,
    articles: {
      data: [article(1, 'Aviator'), article(2, 'Wayfarer'), article(3, 'Erika')],
      hits: 21,
      limited: true,
    },
    productCategories: {
      data: [
        { title: 'Ray-Ban solbriller', url: '/solbriller/ray-ban', imageUrl: null },
        { title: 'Ray-Ban briller', url: '/briller/ray-ban' },
      ],
      hits: 2,
    },
    stores: {
      data: [
        { name: 'Glimt Lagunen', address: 'Laguneveien 1, 5239 Rådal', slug: 'glimt-lagunen' },
        { name: 'Glimt Storo', address: 'Vitaminveien 7, 0485 Oslo', slug: 'glimt-storo' },
      ],
      hits: 2,
    },
    cities: { data: [{ city: 'Oslo', url: '/butikker/oslo' }], hits: 1 },
    layoutPages: {
      data: [
        { title: 'Medlemsfordeler', url: '/glimt-friends/medlemsfordeler', imageUrl: null },
        { title: 'Kontakt oss', url: '/kontakt-oss', imageUrl: null },
      ],
      hits: 2,
    },
  });
}

const emptyGroups = parseSiteSearchResponse({ success: true });

describe('query rules', () => {
  it('searches from 2 characters after trimming, after a 300 ms pause', () => {
    expect(SITE_SEARCH_MIN_QUERY_LENGTH).toBe(2);
    expect(SITE_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery('   ')).toBe(false);
    expect(isSearchableQuery('r')).toBe(false);
    expect(isSearchableQuery(' r ')).toBe(false);
    expect(isSearchableQuery('ra')).toBe(true);
    expect(isSearchableQuery(' ø ')).toBe(false);
    expect(isSearchableQuery('øy')).toBe(true);
  });

  it('counts code points, so one emoji is one character', () => {
    expect(isSearchableQuery('😎')).toBe(false);
    expect(isSearchableQuery('😎😎')).toBe(true);
  });

  it('normalises whitespace', () => {
    expect(normalizeSearchQuery('  ray   ban\t')).toBe('ray ban');
    expect(normalizeSearchQuery('\n')).toBe('');
  });

  it('has four fixed popular searches', () => {
    expect(POPULAR_SEARCHES).toHaveLength(4);
    expect(new Set(POPULAR_SEARCHES).size).toBe(4);
  });
});

describe('groupSiteSearchResults', () => {
  it('orders groups products, categories, stores, cities, pages', () => {
    const groups = groupSiteSearchResults(fullResponse());
    expect(groups.map((group) => group.key)).toEqual(['products', 'categories', 'stores', 'cities', 'pages']);
  });

  it('takes the total from hits, and marks a cut group as limited', () => {
    const [products, categories] = groupSiteSearchResults(fullResponse());
    expect(products).toMatchObject({ total: 21, limited: true });
    expect(products?.items).toHaveLength(3);
    expect(categories).toMatchObject({ total: 2, limited: false });
  });

  it('never counts fewer hits than were sent', () => {
    const response = parseSiteSearchResponse({
      success: true,
      stores: { data: [{ name: 'A', address: 'B', slug: 'a' }], hits: 0 },
    });
    expect(groupSiteSearchResults(response)[0]).toMatchObject({ key: 'stores', total: 1, limited: false });
  });

  it('cuts each group to its limit for the overlay', () => {
    const groups = groupSiteSearchResults(fullResponse(), { limits: { products: 2, stores: 1 } });
    expect(groups.map((group) => [group.key, group.items.length, group.limited])).toEqual([
      ['products', 2, true],
      ['categories', 2, false],
      ['stores', 1, true],
      ['cities', 1, false],
      ['pages', 2, false],
    ]);
  });

  it('leaves empty groups out unless asked to keep them', () => {
    const response = parseSiteSearchResponse({
      success: true,
      cities: { data: [{ city: 'Oslo', url: '/butikker/oslo' }], hits: 1 },
    });
    expect(groupSiteSearchResults(response).map((group) => group.key)).toEqual(['cities']);
    expect(groupSiteSearchResults(response, { keepEmpty: true }).map((group) => group.key)).toHaveLength(5);
  });

  it('narrows to a scope (s=)', () => {
    const keys = (scope: 'products' | 'stores' | 'articles') =>
      groupSiteSearchResults(fullResponse(), { scope }).map((group) => group.key);
    // "Produkter" is the products alone, so its count is the product count the overlay shows.
    expect(keys('products')).toEqual(['products']);
    expect(keys('stores')).toEqual(['stores', 'cities']);
    expect(keys('articles')).toEqual(['pages']);
    expect(scopeGroups(null)).toHaveLength(5);
  });

  it('gives no groups for an unsuccessful answer', () => {
    expect(groupSiteSearchResults({ ...fullResponse(), success: false })).toEqual([]);
  });

  it('links every hit: products and stores by slug, the rest by their url', () => {
    const hrefs = flattenSiteSearchGroups(groupSiteSearchResults(fullResponse())).map((item) => item.href);
    expect(hrefs).toEqual([
      '/produkt/ray-ban-aviator',
      '/produkt/ray-ban-wayfarer',
      '/produkt/ray-ban-erika',
      '/solbriller/ray-ban',
      '/briller/ray-ban',
      '/finn-butikk/glimt-lagunen',
      '/finn-butikk/glimt-storo',
      '/butikker/oslo',
      '/glimt-friends/medlemsfordeler',
      '/kontakt-oss',
    ]);
    expect(siteSearchStoreHref({ slug: 'glimt/x' })).toBe('/finn-butikk/glimt%2Fx');
  });
});

describe('flattenSiteSearchGroups', () => {
  it('lists items group by group, so arrow keys move across groups', () => {
    const items = flattenSiteSearchGroups(
      groupSiteSearchResults(fullResponse(), { limits: { products: 2 } }),
    );
    expect(items.map((item) => item.kind)).toEqual([
      'product',
      'product',
      'category',
      'category',
      'store',
      'store',
      'city',
      'page',
      'page',
    ]);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('is empty without groups', () => {
    expect(flattenSiteSearchGroups([])).toEqual([]);
  });
});

describe('no results and counts', () => {
  it('is "no results" when unsuccessful or when every group is empty', () => {
    expect(isSiteSearchEmpty(fullResponse())).toBe(false);
    expect(isSiteSearchEmpty(emptyGroups)).toBe(true);
    expect(isSiteSearchEmpty({ ...fullResponse(), success: false })).toBe(true);
  });

  it('judges a scope by its own groups', () => {
    const onlyPages = parseSiteSearchResponse({
      success: true,
      layoutPages: { data: [{ title: 'Kontakt oss', url: '/kontakt-oss' }], hits: 1 },
    });
    expect(isSiteSearchEmpty(onlyPages, 'articles')).toBe(false);
    expect(isSiteSearchEmpty(onlyPages, 'stores')).toBe(true);
  });

  it('counts hits in all and per scope', () => {
    expect(countSiteSearchHits(fullResponse())).toBe(21 + 2 + 2 + 1 + 2);
    expect(countSiteSearchHitsByScope(fullResponse())).toEqual({
      all: 28,
      products: 21,
      stores: 3,
      articles: 2,
    });
    expect(countSiteSearchHits({ ...fullResponse(), success: false })).toBe(0);
    expect(countSiteSearchHits(emptyGroups, 'stores')).toBe(0);
    expect(countSiteSearchProducts(fullResponse())).toBe(21);
    expect(countSiteSearchProducts({ ...fullResponse(), success: false })).toBe(0);
  });

  it('marks where a later page of product hits starts', () => {
    const [products, categories] = groupSiteSearchResults(fullResponse(), { productOffset: 18 });
    expect(products).toMatchObject({ key: 'products', offset: 18, total: 21 });
    expect(categories?.offset).toBeUndefined();
    expect(groupSiteSearchResults(fullResponse())[0]?.offset).toBeUndefined();
  });
});

describe('siteSearchPager', () => {
  it('pages the product hits so the last one can be reached', () => {
    expect(siteSearchPager(92, 1, 24)).toEqual({ page: 1, pages: 4, previous: null, next: 2 });
    expect(siteSearchPager(92, 2, 24)).toEqual({ page: 2, pages: 4, previous: 1, next: 3 });
    expect(siteSearchPager(92, 4, 24)).toEqual({ page: 4, pages: 4, previous: 3, next: null });
    expect(siteSearchPager(48, 2, 24)).toEqual({ page: 2, pages: 2, previous: 1, next: null });
  });

  it('needs no pager when the hits fit on the page shown', () => {
    expect(siteSearchPager(24, 1, 24)).toBeNull();
    expect(siteSearchPager(0, 1, 24)).toBeNull();
  });

  it('leads from a page past the end back to the last page', () => {
    expect(siteSearchPager(30, 9, 24)).toEqual({ page: 9, pages: 2, previous: 2, next: null });
    expect(siteSearchPager(0, 3, 24)).toEqual({ page: 3, pages: 1, previous: 1, next: null });
  });
});

describe('labels and images', () => {
  it('names a product by brand and name, once', () => {
    const [first] = flattenSiteSearchGroups(groupSiteSearchResults(fullResponse()));
    expect(first && siteSearchItemLabel(first)).toBe('Ray-Ban Aviator');
    const branded = parseSiteSearchResponse({
      success: true,
      articles: { data: [article(9, 'Ray-Ban Clubmaster')], hits: 1 },
    });
    const [item] = flattenSiteSearchGroups(groupSiteSearchResults(branded));
    expect(item && siteSearchItemLabel(item)).toBe('Ray-Ban Clubmaster');
  });

  it('tells two colours or packages of one product apart (two "Ray-Ban RX7047" rows were the same)', () => {
    const sku = (color: string | null) => ({ skuId: '1-1', color, size: '54-17-145' });
    const answer = parseSiteSearchResponse({
      success: true,
      articles: {
        data: [
          { ...article(1, 'RX7047'), skus: [sku('Svart')] },
          { ...article(2, 'RX7047'), skus: [sku(null), sku('Blå')] },
          { ...article(3, 'Biofinity', 'CooperVision'), skus: [sku(null)], namePackageGet: '6 linser' },
          { ...article(4, 'Linsevæske', 'Glimt'), skus: [sku('  ')] },
        ],
        hits: 4,
      },
    });
    const variants = answer.articles.data.map((hit) => siteSearchProductVariant(hit));
    expect(variants).toEqual(['Svart', 'Blå', '6 linser', null]);
  });

  it("renders only https image URLs on the brand's media hosts", () => {
    expect(siteSearchImageSrc('https://cdn.glimt.test/a.svg')).toBe('https://cdn.glimt.test/a.svg');
    expect(siteSearchImageSrc('https://evil.test/a.svg')).toBeNull();
    expect(siteSearchImageSrc('/media/a.jpg')).toBeNull();
    expect(siteSearchImageSrc('javascript:alert(1)')).toBeNull();
    expect(siteSearchImageSrc('data:image/png;base64,AAAA')).toBeNull();
    expect(siteSearchImageSrc('//evil.test/a.png')).toBeNull();
    expect(siteSearchImageSrc('not a url')).toBeNull();
    expect(siteSearchImageSrc('')).toBeNull();
    expect(siteSearchImageSrc(null)).toBeNull();
  });

  it("takes a product thumbnail the product card's way: the first media's M size first, allowed hosts only", () => {
    const cdn = 'https://cdn.glimt.test/p';
    expect(siteSearchThumbnailSrc({ medias: [] })).toBeNull();
    expect(
      siteSearchThumbnailSrc({
        medias: [{ xs: { image: `${cdn}/xs.svg` }, md: { image: `${cdn}/md.svg` } }],
      }),
    ).toBe(`${cdn}/md.svg`);
    expect(
      siteSearchThumbnailSrc({
        medias: [{ sm: { image: `${cdn}/sm.svg` }, xs: { image: `${cdn}/xs.svg` } }],
      }),
    ).toBe(`${cdn}/sm.svg`);
    expect(
      siteSearchThumbnailSrc({
        medias: [{ md: { image: 'https://evil.test/md.svg' }, xs: { image: `${cdn}/xs.svg` } }],
      }),
    ).toBe(`${cdn}/xs.svg`);
    expect(siteSearchThumbnailSrc({ medias: [{ md: { image: 'javascript:void 0' } }] })).toBeNull();
  });
});

describe('resolveSiteSearchView', () => {
  const ok = (query: string) => ({ query, response: fullResponse() });
  const failed = (query: string) => ({ query, error: new TypeError('Failed to fetch') });

  it('is idle under 2 characters, whatever is settled', () => {
    expect(
      resolveSiteSearchView({ target: '', term: 'ray', current: ok('ray'), previous: ok('ray') }),
    ).toEqual({
      status: 'idle',
      query: '',
      response: null,
      responseQuery: null,
      error: undefined,
    });
  });

  it('loads during the typing pause and the call, keeping the previous answer but never a failed one', () => {
    const previous = ok('ray');
    expect(resolveSiteSearchView({ target: 'rayb', term: 'ray', current: null, previous })).toMatchObject({
      status: 'loading',
      query: 'rayb',
      response: previous.response,
      responseQuery: 'ray',
    });
    expect(resolveSiteSearchView({ target: 'rayb', term: 'rayb', current: null, previous })).toMatchObject({
      status: 'loading',
      responseQuery: 'ray',
    });
    expect(
      resolveSiteSearchView({ target: 'rayb', term: 'rayb', current: null, previous: failed('ray') }),
    ).toMatchObject({ status: 'loading', response: null, responseQuery: null });
  });

  it("never shows an answer to another query than the fetched one as this query's", () => {
    expect(
      resolveSiteSearchView({ target: 'oslo', term: 'oslo', current: ok('os'), previous: null }),
    ).toMatchObject({ status: 'loading', query: 'oslo' });
  });

  it('settles as success, empty (no results) or error for the fetched query', () => {
    expect(
      resolveSiteSearchView({ target: 'ray', term: 'ray', current: ok('ray'), previous: null }),
    ).toMatchObject({ status: 'success', responseQuery: 'ray' });
    expect(
      resolveSiteSearchView({
        target: 'xq',
        term: 'xq',
        current: { query: 'xq', response: emptyGroups },
        previous: null,
      }),
    ).toMatchObject({ status: 'empty', response: emptyGroups });
    const error = resolveSiteSearchView({
      target: 'ray',
      term: 'ray',
      current: failed('ray'),
      previous: ok('r0'),
    });
    expect(error).toMatchObject({ status: 'error', response: null, responseQuery: null });
    expect(error.error).toBeInstanceOf(TypeError);
  });

  it('tells a cancelled call from a failed one', () => {
    expect(isAbortError(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isAbortError(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isAbortError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});

describe('hostile hit links (issue #12)', () => {
  it('leaves out category, city and page hits whose url is not a web URL or a path', () => {
    const bad = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      '\u0000javascript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
    ];
    const response = parseSiteSearchResponse({
      success: true,
      articles: { data: [], hits: 0, limited: false },
      productCategories: {
        data: [...bad.map((url) => ({ title: 'x', url })), { title: 'ok', url: '/ok' }],
        hits: 7,
      },
      cities: { data: bad.map((url) => ({ city: 'x', url })), hits: 6 },
      layoutPages: { data: bad.map((url) => ({ title: 'x', url })), hits: 6 },
    });
    const items = flattenSiteSearchGroups(groupSiteSearchResults(response));
    expect(items.map((item) => item.href)).toEqual(['/ok']);
  });
});
