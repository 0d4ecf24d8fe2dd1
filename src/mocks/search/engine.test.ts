// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getMockCategory, getMockEntry, mockCatalogue, type CatalogueEntry } from '../fixtures/catalogue';
import { defaultStoreHits } from '../fixtures/catalogue/displays';
import { nbCollator } from '../fixtures/catalogue/text';
import type { Filter, ResponseFilter } from '../../widget/core/schemas';
import { createCatalogueSearch } from './engine';
import { SearchRequestError, matchesFilter } from './filters';

const search = createCatalogueSearch(mockCatalogue);
const entries = mockCatalogue.entries;
const all = { limit: 500 };

function facet(facets: readonly ResponseFilter[], field: string): ResponseFilter {
  const found = facets.find((candidate) => candidate.field === field);
  if (!found) throw new Error(`no facet ${field}`);
  return found;
}

function facetCounts(facets: readonly ResponseFilter[], field: string): Record<string, number> {
  const { meta } = facet(facets, field);
  return Object.fromEntries((meta.names ?? []).map((name, index) => [name, meta.counts?.[index] ?? 0]));
}

function ids(list: readonly CatalogueEntry[]): string[] {
  return list.map((entry) => entry.productId);
}

function category(idOrPath: string) {
  const found = getMockCategory(idOrPath);
  if (!found) throw new Error(`no category ${idOrPath}`);
  return found;
}

describe('search: brands, misspelt brands and category words', () => {
  const brandCount = (brand: string) => entries.filter((entry) => entry.article.brand === brand).length;

  it.each([
    ['ray-ban', 'Ray-Ban'],
    ['Ray-Ban', 'Ray-Ban'],
    ['gucci', 'Gucci'],
    ['tom ford', 'Tom Ford'],
  ])('"%s" finds every %s article with brand, category and price facets', (query, brand) => {
    const result = search.search(query, all);
    expect(result.total).toBe(brandCount(brand));
    expect(result.hits.every((entry) => entry.article.brand === brand)).toBe(true);
    expect(facetCounts(result.facets, 'brand')).toEqual({ [brand]: brandCount(brand) });
    const categories = facet(result.facets, 'category');
    expect(categories.meta.type).toBe('hierarchical');
    expect(
      categories.meta.values?.some(
        (value) => Array.isArray(value) && value.length === 2 && value[1] === brand,
      ),
    ).toBe(true);
    const price = facet(result.facets, 'price');
    expect(price.op).toBe('inrange');
    expect(price.meta.min).toBeLessThanOrEqual(price.meta.max ?? 0);
  });

  it.each([
    ['rayban', 'ray-ban'],
    ['guci', 'gucci'],
    ['okley', 'oakley'],
    ['gucii', 'gucci'],
    ['persool', 'persol'],
  ])('the misspelling "%s" finds what "%s" finds', (typo, correct) => {
    const misspelt = search.search(typo, all);
    const right = search.search(correct, all);
    expect(misspelt.total).toBeGreaterThan(0);
    expect(new Set(ids(misspelt.hits))).toEqual(new Set(ids(right.hits)));
    expect(facetCounts(misspelt.facets, 'brand')).toEqual(facetCounts(right.facets, 'brand'));
  });

  it('"solbriller" finds the sunglasses, with brand counts that add up', () => {
    const result = search.search('solbriller', all);
    const sunglasses = entries.filter((entry) => entry.department === 'solbriller');
    expect(new Set(ids(result.hits))).toEqual(new Set(ids(sunglasses)));
    const brands = facetCounts(result.facets, 'brand');
    expect(Object.values(brands).reduce((sum, count) => sum + count, 0)).toBe(result.total);
    expect(brands['Ray-Ban']).toBe(sunglasses.filter((entry) => entry.article.brand === 'Ray-Ban').length);
    expect(facetCounts(result.facets, 'category').Solbriller).toBe(sunglasses.length);
    expect(Object.keys(facetCounts(result.facets, 'frame_shape')).length).toBeGreaterThan(3);
    // Content pages about the word come along.
    expect(result.contentLinks.map((link) => link.page_url)).toContain('/guide/polariserte-solbriller');
  });

  it('"dagslinser" finds the daily lenses first, with lens type facets', () => {
    const result = search.search('dagslinser', all);
    const daily = entries.filter((entry) => entry.categoryIds.includes('kontaktlinser-dagslinser'));
    expect(result.total).toBeGreaterThanOrEqual(daily.length);
    for (const entry of daily) expect(ids(result.hits)).toContain(entry.productId);
    expect(result.hits.every((entry) => entry.department === 'kontaktlinser')).toBe(true);
    expect(facetCounts(result.facets, 'lens_type').Dagslinse).toBe(daily.length);
    expect(result.facets.some((candidate) => candidate.field === 'frame_shape')).toBe(false);
  });

  it('"2-ukerslinser" finds the two-week lenses, and their type page lists exactly them', () => {
    const twoWeek = entries.filter((entry) => entry.categoryIds.includes('kontaktlinser-toukerslinser'));
    expect(twoWeek.length).toBeGreaterThanOrEqual(4);
    expect(twoWeek.every((entry) => entry.lensType === '2-ukerslinse')).toBe(true);
    const result = search.search('toukerslinser', all);
    for (const entry of twoWeek) expect(ids(result.hits)).toContain(entry.productId);
    expect(facetCounts(result.facets, 'lens_type')['2-ukerslinse']).toBe(twoWeek.length);
    const page = search.listing(category('/kontaktlinser/toukerslinser'), all);
    expect(page.total).toBe(twoWeek.length);
  });

  it('matches Norwegian letters with or without folding, and word prefixes', () => {
    expect(search.search('øyedråper', all).total).toBe(search.search('oeyedraaper', all).total);
    expect(search.search('øyedråper', all).total).toBeGreaterThan(2);
    expect(search.search('månedslinser', all).total).toBeGreaterThan(5);
    expect(ids(search.search('aviat', all).hits)).toEqual(ids(search.search('aviator', all).hits));
  });

  it('ranks glasses above accessories that only mention the word', () => {
    const top = search.search('briller', { limit: 10 }).hits;
    expect(top.every((entry) => entry.department === 'briller')).toBe(true);
  });

  it('falls back to any word when every word finds nothing, and finds nothing for nonsense', () => {
    expect(search.search('gucci xyzzyq', all).total).toBe(search.search('gucci', all).total);
    expect(search.search('xyzzyq', all).total).toBe(0);
    expect(search.search('xyzzyq', all).facets).toEqual([]);
  });

  it('lists everything, most popular first, for an empty query', () => {
    const result = search.search('', all);
    expect(result.total).toBe(entries.length);
    const popularity = result.hits.map((entry) => entry.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });
});

describe('filters: every operator', () => {
  const rayban = 'Ray-Ban';
  const cases: Array<[string, Filter, (entry: CatalogueEntry) => boolean]> = [
    ['eq on text', { field: 'brand', op: 'eq', data: rayban }, (entry) => entry.article.brand === rayban],
    [
      'eq ignores case',
      { field: 'brand', op: 'eq', data: 'ray-ban' },
      (entry) => entry.article.brand === rayban,
    ],
    ['neq', { field: 'brand', op: 'neq', data: rayban }, (entry) => entry.article.brand !== rayban],
    [
      'in',
      { field: 'color', op: 'in', data: ['Svart', 'Gull'] },
      (entry) => ['Svart', 'Gull'].includes(entry.colour?.name ?? ''),
    ],
    [
      'nin',
      { field: 'color', op: 'nin', data: ['Svart', 'Gull'] },
      (entry) => !['Svart', 'Gull'].includes(entry.colour?.name ?? ''),
    ],
    ['leq', { field: 'price', op: 'leq', data: 500 }, (entry) => entry.article.price.unit.amount <= 500],
    ['geq', { field: 'price', op: 'geq', data: 3000 }, (entry) => entry.article.price.unit.amount >= 3000],
    [
      'inrange',
      { field: 'price', op: 'inrange', data: [1000, 2000] },
      (entry) => entry.article.price.unit.amount >= 1000 && entry.article.price.unit.amount <= 2000,
    ],
    [
      'eq on a boolean',
      { field: 'in_stock', op: 'eq', data: true },
      (entry) => entry.article.price.unit.publicationStatus === 20,
    ],
    [
      'eq on a boolean given as 1',
      { field: 'on_sale', op: 'eq', data: 1 },
      (entry) => entry.article.price.unit.amount < entry.article.price.unit.ordinaryPrice,
    ],
    [
      'eq on a boolean given as "0"',
      { field: 'in_stock', op: 'eq', data: '0' },
      (entry) => entry.article.price.unit.publicationStatus !== 20,
    ],
    [
      'eq on a number',
      { field: 'package_amount', op: 'eq', data: 30 },
      (entry) => entry.article.packageAmount === 30,
    ],
    [
      'in on a hierarchical path',
      { field: 'category', op: 'in', data: [['Solbriller', 'Ray-Ban']] },
      (entry) => entry.categoryIds.includes('solbriller-ray-ban'),
    ],
    [
      'in on a root path',
      { field: 'category', op: 'in', data: [['Kontaktlinser']] },
      (entry) => entry.department === 'kontaktlinser',
    ],
    [
      'eq on a path step',
      { field: 'category', op: 'eq', data: 'Dagslinser' },
      (entry) => entry.categoryIds.includes('kontaktlinser-dagslinser'),
    ],
    [
      'nin on a path',
      { field: 'category', op: 'nin', data: [['Briller']] },
      (entry) => entry.department !== 'briller',
    ],
  ];

  it.each(cases)('%s selects exactly the matching articles', (_name, filter, expected) => {
    const result = search.search('', { ...all, filters: [filter] });
    const want = entries.filter(expected);
    expect(want.length).toBeGreaterThan(0);
    expect(result.total).toBe(want.length);
    expect(new Set(ids(result.hits))).toEqual(new Set(ids(want)));
    for (const entry of entries) expect(matchesFilter(entry, filter)).toBe(expected(entry));
  });

  it('combines filters with AND and counts facets disjunctively', () => {
    const filters: Filter[] = [
      { field: 'brand', op: 'in', data: ['Ray-Ban'] },
      { field: 'price', op: 'inrange', data: [1000, 5000] },
    ];
    const result = search.search('solbriller', { ...all, filters });
    const want = entries.filter(
      (entry) =>
        entry.department === 'solbriller' &&
        entry.article.brand === 'Ray-Ban' &&
        entry.article.price.unit.amount >= 1000 &&
        entry.article.price.unit.amount <= 5000,
    );
    expect(result.total).toBe(want.length);
    // The brand facet ignores the brand filter: the other brands keep their counts.
    const brands = facetCounts(result.facets, 'brand');
    expect(Object.keys(brands).length).toBeGreaterThan(3);
    expect(brands['Ray-Ban']).toBe(want.length);
    // The facets echo the selection.
    expect(facet(result.facets, 'brand').data).toEqual(['Ray-Ban']);
    expect(facet(result.facets, 'price').data).toEqual([1000, 5000]);
    // The colour facet counts only what passes both filters, with swatches.
    const colours = facet(result.facets, 'color');
    expect((colours.meta.counts ?? []).reduce((sum, count) => sum + count, 0)).toBe(want.length);
    expect(colours.meta.hex_colors?.every((hex) => hex === null || /^#[0-9a-f]{6}$/.test(hex))).toBe(true);
  });

  it('refuses unknown fields, numeric operators on text and unknown sort fields', () => {
    expect(() => search.search('', { filters: [{ field: 'nope', op: 'eq', data: 1 }] })).toThrow(
      SearchRequestError,
    );
    expect(() => search.search('', { filters: [{ field: 'brand', op: 'leq', data: 1 }] })).toThrow(
      /numeric field/,
    );
    expect(() => search.search('', { filters: [{ field: 'brand', op: 'inrange', data: [1, 2] }] })).toThrow(
      SearchRequestError,
    );
    expect(() => search.search('', { sort: { field: 'colour', order: 'asc' } })).toThrow(SearchRequestError);
    let caught: unknown = null;
    try {
      search.search('', {
        filters: [
          { field: 'brand', op: 'eq', data: 'x' },
          { field: 'nope', op: 'eq', data: 1 },
        ],
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SearchRequestError);
    expect((caught as SearchRequestError).loc).toEqual(['body', 'filters', 1, 'field']);
  });
});

describe('sorting and paging', () => {
  it('sorts by price both ways', () => {
    const up = search
      .search('briller', { ...all, sort: { field: 'price', order: 'asc' } })
      .hits.map((entry) => entry.article.price.unit.amount);
    const down = search
      .search('briller', { ...all, sort: { field: 'price', order: 'desc' } })
      .hits.map((entry) => entry.article.price.unit.amount);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].sort((a, b) => b - a));
  });

  it('sorts by name both ways, in Norwegian order', () => {
    const names = (order: 'asc' | 'desc') =>
      search
        .search('', { ...all, sort: { field: 'name', order } })
        .hits.map((entry) => `${entry.article.brand} ${entry.article.name}`);
    const up = names('asc');
    expect(up).toEqual([...up].sort(nbCollator.compare));
    expect(names('desc')).toEqual([...up].sort((a, b) => nbCollator.compare(b, a)));
  });

  it('sorts by newest both ways', () => {
    const dates = (order: 'asc' | 'desc') =>
      search.search('', { ...all, sort: { field: 'newest', order } }).hits.map((entry) => entry.createdAt);
    const newestFirst = dates('desc');
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    expect(dates('asc')).toEqual([...newestFirst].sort());
  });

  it('pages with limit and offset without losing or repeating anything', () => {
    const sort = { field: 'price', order: 'asc' } as const;
    const full = ids(search.search('', { ...all, sort }).hits);
    const pages: string[] = [];
    for (let offset = 0; offset < full.length; offset += 24) {
      const result = search.search('', { sort, limit: 24, offset });
      expect(result.total).toBe(entries.length);
      expect(result.hits.length).toBeLessThanOrEqual(24);
      pages.push(...ids(result.hits));
    }
    expect(pages).toEqual(full);
    expect(search.search('', { offset: 10_000 }).hits).toEqual([]);
    expect(search.search('').hits).toHaveLength(48);
  });

  it('offers relevance for a search and popularity for a listing, with price, name and newest', () => {
    expect(search.search('gucci').sorts.map((sort) => sort.field)).toEqual([
      'relevance',
      'price',
      'name',
      'newest',
    ]);
    expect(search.listing(category('briller')).sorts.map((sort) => sort.field)).toEqual([
      'popularity',
      'price',
      'name',
      'newest',
    ]);
  });
});

describe('suggestions', () => {
  it('suggests brand queries and brand categories for a brand prefix', () => {
    const outcome = search.suggest('ray');
    expect(outcome.queries[0]).toBe('Ray-Ban');
    expect(outcome.queries.some((query) => query === 'Ray-Ban solbriller')).toBe(true);
    expect(outcome.categories.map((found) => [found.path, found.type])).toEqual(
      expect.arrayContaining([
        ['/solbriller/ray-ban', 'BRAND'],
        ['/briller/ray-ban', 'BRAND'],
      ]),
    );
  });

  it('suggests the category itself for a category word, and content pages', () => {
    const outcome = search.suggest('solbril');
    expect(outcome.categories[0]).toMatchObject({ path: '/solbriller', type: 'CATEGORY' });
    expect(outcome.queries).toContain('solbriller');
    expect(search.suggest('tørre').content.map((page) => page.url)).toContain('/guide/torre-oyne');
  });

  it('corrects a misspelt brand and never suggests the query itself', () => {
    expect(search.suggest('okley').queries[0]).toBe('Oakley');
    expect(search.suggest('rayban').queries).toContain('Ray-Ban');
    expect(search.suggest('solbriller').queries).not.toContain('solbriller');
  });

  it('suggests popular queries and the main categories for an empty query', () => {
    const outcome = search.suggest('  ');
    expect(outcome.queries.length).toBeGreaterThan(3);
    expect(outcome.categories.every((found) => found.parentId === null)).toBe(true);
    expect(outcome.content).toEqual([]);
  });
});

describe('listings', () => {
  it('lists a brand page with breadcrumb and quick links to its siblings', () => {
    const page = category('/solbriller/ray-ban');
    const outcome = search.listing(page, all);
    expect(outcome.total).toBe(
      entries.filter((entry) => entry.categoryIds.includes('solbriller-ray-ban')).length,
    );
    expect(outcome.breadcrumb).toEqual([
      { title: 'Solbriller', page_url: '/solbriller', listing_id: 'solbriller' },
      { title: 'Ray-Ban', page_url: '/solbriller/ray-ban', listing_id: 'solbriller-ray-ban' },
    ]);
    expect(outcome.quickLinks.map((link) => link.page_url)).toContain('/solbriller/gucci');
    expect(outcome.quickLinks.map((link) => link.page_url)).not.toContain('/solbriller/ray-ban');
  });

  it('lists a department with quick links to its type and brand pages, most popular first', () => {
    const outcome = search.listing(category('/kontaktlinser'), all);
    expect(outcome.total).toBe(entries.filter((entry) => entry.department === 'kontaktlinser').length);
    expect(outcome.quickLinks.slice(0, 5).map((link) => link.page_url)).toEqual([
      '/kontaktlinser/dagslinser',
      '/kontaktlinser/toukerslinser',
      '/kontaktlinser/maanedslinser',
      '/kontaktlinser/toriske-linser',
      '/kontaktlinser/multifokale-linser',
    ]);
    expect(outcome.breadcrumb).toHaveLength(1);
    const popularity = outcome.hits.map((entry) => entry.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('filters, sorts and pages a listing', () => {
    const outcome = search.listing(category('briller'), {
      filters: [{ field: 'frame_shape', op: 'in', data: ['Rund'] }],
      sort: { field: 'price', order: 'desc' },
      limit: 3,
    });
    expect(outcome.hits).toHaveLength(3);
    expect(outcome.hits.every((entry) => entry.frameShape === 'Rund' && entry.department === 'briller')).toBe(
      true,
    );
    expect(outcome.total).toBe(
      entries.filter((entry) => entry.department === 'briller' && entry.frameShape === 'Rund').length,
    );
  });

  it('links the accessory departments to each other', () => {
    expect(search.listing(category('/tilbehør-briller')).quickLinks.map((link) => link.listing_id)).toEqual([
      'tilbehor-sportsbriller',
      'tilbehor-kontaktlinser',
    ]);
  });
});

describe('related and recommended products', () => {
  const aviator = getMockEntry('ray-ban-aviator-classic-rb3025-gull');
  if (!aviator) throw new Error('no aviator');

  it('relates products of the same kind, not the product or its own colours', () => {
    const related = search.related(aviator, 8);
    expect(related).toHaveLength(8);
    expect(related.every((entry) => entry.familyKey !== aviator.familyKey)).toBe(true);
    expect(related.every((entry) => entry.department === 'solbriller')).toBe(true);
    expect(new Set(related.map((entry) => entry.familyKey)).size).toBe(related.length);
  });

  it('recommends popular products, category products and complements for a basket', () => {
    const general = search.recommend({ kind: 'general' }, 10);
    expect(general).toHaveLength(10);
    const lenses = search.recommend({ kind: 'category', category: category('kontaktlinser-dagslinser') }, 5);
    expect(lenses.every((entry) => entry.categoryIds.includes('kontaktlinser-dagslinser'))).toBe(true);
    const lens = entries.find((entry) => entry.department === 'kontaktlinser');
    if (!lens) throw new Error('no lens');
    const basket = search.recommend({ kind: 'products', entries: [aviator, lens] }, 12);
    expect(basket.length).toBe(12);
    expect(basket.some((entry) => entry.department === 'tilbehor-briller')).toBe(true);
    expect(basket.some((entry) => entry.categoryIds.includes('oeyehelse-linsevaeske'))).toBe(true);
    expect(
      basket.every((entry) => entry.familyKey !== aviator.familyKey && entry.familyKey !== lens.familyKey),
    ).toBe(true);
  });

  it('finds something related to a query with no exact hits', () => {
    expect(search.relatedToQuery('polarisrte brillr', 6).length).toBeGreaterThan(0);
    expect(search.relatedToQuery('qqqqqq', 6)).toHaveLength(6);
  });
});

describe('site search helpers', () => {
  it('finds cities, stores and categories', () => {
    expect(search.searchCities('tromso').map((city) => city.city)).toEqual(['Tromsø']);
    expect(search.searchCities('bergn').map((city) => city.city)).toEqual(['Bergen']);
    const stores = defaultStoreHits(mockCatalogue.cities);
    expect(search.searchStores(stores, 'oslo').map((store) => store.name)).toEqual(['Glimt Oslo']);
    expect(search.searchCategories('gucci').map((found) => found.path)).toEqual([
      '/briller/gucci',
      '/solbriller/gucci',
    ]);
  });
});

describe('facets of every filter kind (issue #15)', () => {
  const frames = search.listing(category('/solbriller'), all);

  it('offers gender as a radio group (eq), and eq / neq filter by it', () => {
    const gender = facet(frames.facets, 'gender');
    expect(gender.op).toBe('eq');
    expect(gender.meta.type).toBe('radio');
    expect(gender.meta.names).toEqual(expect.arrayContaining(['Dame', 'Herre']));
    const women = search.listing(category('/solbriller'), {
      ...all,
      filters: [{ field: 'gender', op: 'eq', data: 'Dame' }],
    });
    expect(women.total).toBe(facetCounts(frames.facets, 'gender').Dame);
    expect(women.hits.every((entry) => entry.gender === 'Dame')).toBe(true);
    expect(facet(women.facets, 'gender').data).toBe('Dame');
    const notWomen = search.listing(category('/solbriller'), {
      ...all,
      filters: [{ field: 'gender', op: 'neq', data: 'Dame' }],
    });
    expect(notWomen.total).toBe(frames.total - women.total);
  });

  it('offers frame sizes as a size grid in size order, filtered by lens width', () => {
    const size = facet(frames.facets, 'frame_size');
    expect(size.op).toBe('in');
    expect(size.meta.type).toBe('checkbox-size');
    const values = size.meta.values as number[];
    expect(values.length).toBeGreaterThan(3);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.every((width) => width >= 40 && width <= 70)).toBe(true);
    const chosen = values[0]!;
    const small = search.listing(category('/solbriller'), {
      ...all,
      filters: [{ field: 'frame_size', op: 'in', data: [chosen] }],
    });
    expect(small.total).toBe(size.meta.counts?.[0]);
    expect(
      small.hits.every((entry) => entry.article.skus.some((sku) => sku.size?.startsWith(`${chosen}-`))),
    ).toBe(true);
    // Lenses have no frame size.
    expect(search.listing(category('/kontaktlinser'), all).facets.some((f) => f.field === 'frame_size')).toBe(
      false,
    );
  });

  it('gives every colour a hex swatch', () => {
    const colour = facet(frames.facets, 'color');
    expect(colour.meta.type).toBe('checkbox-color');
    expect(colour.meta.hex_colors).toHaveLength(colour.meta.values?.length ?? -1);
    expect(
      colour.meta.hex_colors?.every((hex) => typeof hex === 'string' && /^#[0-9a-f]{6}$/.test(hex)),
    ).toBe(true);
  });

  it('has a category hierarchy three levels deep, listed depth first', () => {
    const tree = facet(search.search('', all).facets, 'category');
    const paths = tree.meta.values as string[][];
    expect(paths.some((path) => path.length === 3)).toBe(true);
    // Every path comes after its parent, and the parent's other children come after its own subtree.
    paths.forEach((path, index) => {
      if (path.length === 1) return;
      const parent = paths.findIndex((other) => JSON.stringify(other) === JSON.stringify(path.slice(0, -1)));
      expect(parent).toBeGreaterThanOrEqual(0);
      expect(parent).toBeLessThan(index);
    });
    const pilots = search.search('', {
      ...all,
      filters: [{ field: 'category', op: 'in', data: [['Solbriller', 'Ray-Ban', 'Pilot']] }],
    });
    expect(pilots.total).toBeGreaterThan(0);
    expect(
      pilots.hits.every(
        (entry) =>
          entry.article.brand === 'Ray-Ban' &&
          entry.frameShape === 'Pilot' &&
          entry.department === 'solbriller',
      ),
    ).toBe(true);
  });

  it('lists a third-level page with its whole breadcrumb', () => {
    const outcome = search.listing(category('/solbriller/ray-ban/pilot'), all);
    expect(outcome.breadcrumb.map((crumb) => crumb.page_url)).toEqual([
      '/solbriller',
      '/solbriller/ray-ban',
      '/solbriller/ray-ban/pilot',
    ]);
    expect(outcome.hits.every((entry) => entry.frameShape === 'Pilot')).toBe(true);
    // The brand page links to its shapes first, then to the other brands.
    const brand = search
      .listing(category('/solbriller/ray-ban'), all)
      .quickLinks.map((link) => link.page_url);
    expect(brand).toContain('/solbriller/ray-ban/pilot');
    expect(brand.indexOf('/solbriller/ray-ban/pilot')).toBeLessThan(brand.indexOf('/solbriller/gucci'));
  });

  it('gives every category path a breadcrumb ending in itself and quick links to known pages', () => {
    for (const page of mockCatalogue.categories) {
      const outcome = search.listing(page, { limit: 1 });
      expect(outcome.breadcrumb.at(-1)?.page_url, page.path).toBe(page.path);
      expect(outcome.breadcrumb[0]?.listing_id, page.path).toBe(page.department);
      expect(outcome.quickLinks.length, page.path).toBeGreaterThan(0);
      for (const link of outcome.quickLinks)
        expect(getMockCategory(link.page_url), link.page_url).toBeDefined();
    }
  });

  it('does not suggest the third level (it is reached by browsing)', () => {
    expect(search.searchCategories('pilot', 50).every((found) => found.path.split('/').length <= 3)).toBe(
      true,
    );
  });

  it('pages by offset and limit without gaps or repeats', () => {
    const whole = search.listing(category('/solbriller'), { limit: 144 });
    const pages = [0, 48, 96].flatMap(
      (offset) => search.listing(category('/solbriller'), { offset, limit: 48 }).hits,
    );
    expect(ids(pages)).toEqual(ids(whole.hits));
  });

  it('sorts a listing by every offered sorting', () => {
    for (const sort of frames.sorts) {
      for (const order of sort.meta?.values ?? []) {
        const outcome = search.listing(category('/solbriller'), {
          limit: 20,
          sort: { field: sort.field, order },
        });
        expect(outcome.hits).toHaveLength(20);
      }
    }
  });
});
