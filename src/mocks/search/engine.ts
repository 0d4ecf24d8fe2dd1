/**
 * The fake backend's search engine over the fixture catalogue, built on MiniSearch: prefix and
 * typo-tolerant search with field boosts, facets with counts, every filter operator, sorting,
 * paging, suggestions (queries, categories with BRAND or CATEGORY type, content pages), listings
 * per category path with breadcrumb and quick links, and related and recommended products.
 * Pure TypeScript: no MSW, no clock. Results are deterministic (ties break by popularity and id).
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { CatalogueEntry, MockCatalogue } from '../fixtures/catalogue/generate';
import type { DepartmentId, MockCategory, MockCity, MockContentPage } from '../fixtures/catalogue/taxonomy';
import { STOP_WORDS, compactKey, foldText } from '../fixtures/catalogue/text';
import type {
  BreadcrumbItem,
  ContentSearchLink,
  Filter,
  QuickLink,
  ResponseFilter,
  ResponseSort,
  Sort,
} from '../../widget/core/schemas';
import type { StoreHit } from '../../shop/schemas/article';
import {
  applyFilters,
  availableSorts,
  byPopularityDesc,
  computeFacets,
  sortEntries,
  validateFilter,
  validateSort,
} from './filters';

/** The default page size of search and listing answers (the widget's fetch helper asks 48). */
export const DEFAULT_LIMIT = 48;

/** What a search or listing asks. */
export interface QueryParams {
  filters?: readonly Filter[] | undefined;
  sort?: Sort | null | undefined;
  /** @default 48 */
  limit?: number | undefined;
  /** @default 0 */
  offset?: number | undefined;
}

/** A page of results with everything around it. */
export interface ResultPage {
  /** How many entries pass the query and filters. */
  total: number;
  /** The page asked for. */
  hits: CatalogueEntry[];
  facets: ResponseFilter[];
  sorts: ResponseSort[];
}

/** A search answer: a result page plus content pages that match the query. */
export interface SearchOutcome extends ResultPage {
  contentLinks: ContentSearchLink[];
}

/** A listing answer: a result page of a category, its breadcrumb and quick links. */
export interface ListingOutcome extends ResultPage {
  category: MockCategory;
  breadcrumb: BreadcrumbItem[];
  quickLinks: QuickLink[];
}

/** Suggestions for what is being typed. */
export interface SuggestOutcome {
  /** Queries to search for, best first. */
  queries: string[];
  categories: MockCategory[];
  content: MockContentPage[];
}

/** A kind of recommendation. */
export type RecommendationRequest =
  | { kind: 'general' }
  | { kind: 'category'; category: MockCategory }
  | { kind: 'product'; entry: CatalogueEntry }
  | { kind: 'products'; entries: readonly CatalogueEntry[] };

/** The search engine over one catalogue. */
export interface CatalogueSearch {
  /** Full-text search with filters, sorting and paging. An empty query lists everything. */
  search(query: string, params?: QueryParams): SearchOutcome;
  /** The products of a category page. */
  listing(category: MockCategory, params?: QueryParams): ListingOutcome;
  /** Query, category and content suggestions for a partial query. */
  suggest(query: string): SuggestOutcome;
  /** Products like `entry` (same kind, brand, shape, price band), not its own variants. */
  related(entry: CatalogueEntry, limit?: number): CatalogueEntry[];
  /** Products for a query that found nothing exact: looser matching, then the most popular. */
  relatedToQuery(query: string, limit?: number): CatalogueEntry[];
  /** Recommended products. */
  recommend(request: RecommendationRequest, limit?: number): CatalogueEntry[];
  /** Content pages matching a query. */
  searchContent(query: string, limit?: number): MockContentPage[];
  /** Category pages matching a query. */
  searchCategories(query: string, limit?: number): MockCategory[];
  /** Cities matching a query. */
  searchCities(query: string, limit?: number): MockCity[];
  /** Stores matching a query. */
  searchStores(stores: readonly StoreHit[], query: string, limit?: number): StoreHit[];
}

// -----------------------------------------------------------------------------------------------
// Text matching
// -----------------------------------------------------------------------------------------------

function processTerm(term: string): string | null {
  const folded = foldText(term).replace(/['’]/g, '');
  return folded === '' || STOP_WORDS.has(folded) ? null : folded;
}

/**
 * Prefix matching for the word being typed and for longer words; typo tolerance of one edit from
 * 4 letters and two from 8 ("okley" finds Oakley, "guci" Gucci, "solbriler" Solbriller, but
 * "solbriller" does not drift to "briller").
 */
const MATCHING: SearchOptions = {
  prefix: (term, index, terms) => index === terms.length - 1 || term.length >= 3,
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  maxFuzzy: 2,
};

interface ProductDoc {
  id: string;
  brand: string;
  brandKey: string;
  /** Name, package and category titles in one field, so a category word weighs the same in all. */
  title: string;
  facets: string;
  keywords: string;
}

function productDoc(entry: CatalogueEntry): ProductDoc {
  // Department, type and brand titles; the third level (frame shape) is in `facets` already.
  const titles = new Set(entry.categoryTitlePaths.filter((path) => path.length <= 2).flat());
  titles.delete(entry.article.brand);
  return {
    id: entry.productId,
    brand: entry.article.brand,
    brandKey: compactKey(entry.article.brand),
    title: [entry.article.name, entry.article.namePackageGet, ...titles].filter(Boolean).join(' '),
    facets: [entry.colour?.name, entry.frameShape, entry.lensType, entry.material].filter(Boolean).join(' '),
    keywords: entry.keywords.join(' '),
  };
}

/**
 * Runs a query: every word must match; when that finds nothing and `orFallback` is set, any word
 * may (so "ray-ban aviatro solbrille" still finds something).
 */
function runSearch<T extends { id: string }>(
  index: MiniSearch<T>,
  query: string,
  extra: SearchOptions = {},
  orFallback = false,
): Array<{ id: string; score: number }> {
  const options: SearchOptions = { ...MATCHING, combineWith: 'AND', ...extra };
  let results = index.search(query, options);
  if (orFallback && results.length === 0 && query.trim().split(/\s+/).length > 1) {
    results = index.search(query, { ...options, combineWith: 'OR' });
  }
  return results.map((result) => ({ id: String(result.id), score: result.score }));
}

function page<T>(list: readonly T[], limit: number | undefined, offset: number | undefined): T[] {
  const start = Math.max(0, offset ?? 0);
  return list.slice(start, start + Math.max(0, limit ?? DEFAULT_LIMIT));
}

/** Accessory departments that go with a department (recommendations after the basket). */
const COMPLEMENTS: Readonly<Record<DepartmentId, readonly string[]>> = {
  briller: ['tilbehor-briller'],
  solbriller: ['tilbehor-briller'],
  sportsbriller: ['tilbehor-sportsbriller'],
  kontaktlinser: ['oeyehelse-linsevaeske', 'tilbehor-kontaktlinser'],
  oeyehelse: ['oeyehelse-oeyedraaper', 'oeyehelse-oeyelokk'],
  'tilbehor-briller': ['tilbehor-briller'],
  'tilbehor-sportsbriller': ['tilbehor-sportsbriller'],
  'tilbehor-kontaktlinser': ['oeyehelse-linsevaeske'],
  gavekort: [],
};

/** Builds the search engine for a catalogue. Indexes are built on first use. */
export function createCatalogueSearch(catalogue: MockCatalogue): CatalogueSearch {
  const entries = catalogue.entries;
  const entryById = new Map(entries.map((entry) => [entry.productId, entry]));
  const categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));
  const contentById = new Map(catalogue.contentPages.map((content) => [content.id, content]));
  const cityBySlug = new Map(catalogue.cities.map((city) => [city.slug, city]));
  /** The category and its ancestors, the root first. */
  const lineage = (category: MockCategory): MockCategory[] => {
    const chain = [category];
    for (let parent = category.parentId; parent !== null;) {
      const found = categoryById.get(parent);
      if (!found || chain.includes(found)) break;
      chain.unshift(found);
      parent = found.parentId;
    }
    return chain;
  };
  // Suggestions and site search name departments, type and brand pages; the third level (a
  // brand's frames by shape) is reached by browsing (breadcrumbs, quick links, the category filter).
  const suggestable = catalogue.categories.filter((category) => lineage(category).length <= 2);

  const documentBoost = new Map(
    entries.map((entry) => [
      entry.productId,
      (entry.department.startsWith('tilbehor') || entry.department === 'gavekort' ? 0.5 : 1) *
        (1 + entry.popularity / 4000),
    ]),
  );

  let productIndex: MiniSearch<ProductDoc> | undefined;
  const products = (): MiniSearch<ProductDoc> => {
    if (!productIndex) {
      productIndex = new MiniSearch<ProductDoc>({
        fields: ['brand', 'brandKey', 'title', 'facets', 'keywords'],
        processTerm,
        searchOptions: {
          boost: { brand: 3, brandKey: 3, title: 2 },
          // Frames and lenses before accessories that merely mention them, popular before rare.
          boostDocument: (id) => documentBoost.get(String(id)) ?? 1,
        },
      });
      productIndex.addAll(entries.map(productDoc));
    }
    return productIndex;
  };

  let contentIndex: MiniSearch<{ id: string; title: string; keywords: string; excerpt: string }> | undefined;
  const contents = () => {
    if (!contentIndex) {
      contentIndex = new MiniSearch({
        fields: ['title', 'keywords', 'excerpt'],
        processTerm,
        searchOptions: { boost: { title: 2 } },
      });
      contentIndex.addAll(
        catalogue.contentPages.map((content) => ({
          id: content.id,
          title: content.title,
          keywords: content.keywords.join(' '),
          excerpt: content.excerpt,
        })),
      );
    }
    return contentIndex;
  };

  let categoryIndex:
    | MiniSearch<{ id: string; title: string; listingTitle: string; parent: string; keywords: string }>
    | undefined;
  const categories = () => {
    if (!categoryIndex) {
      categoryIndex = new MiniSearch({
        fields: ['title', 'listingTitle', 'parent', 'keywords'],
        processTerm,
        searchOptions: { boost: { title: 3, listingTitle: 2 } },
      });
      categoryIndex.addAll(
        suggestable.map((category) => ({
          id: category.id,
          title: category.title,
          listingTitle: category.listingTitle,
          parent: category.parentTitle ?? '',
          keywords: category.keywords.join(' '),
        })),
      );
    }
    return categoryIndex;
  };

  let cityIndex: MiniSearch<{ id: string; city: string; county: string }> | undefined;
  const cities = () => {
    if (!cityIndex) {
      cityIndex = new MiniSearch({
        fields: ['city', 'county'],
        processTerm,
        searchOptions: { boost: { city: 2 } },
      });
      cityIndex.addAll(
        catalogue.cities.map((city) => ({ id: city.slug, city: city.city, county: city.county })),
      );
    }
    return cityIndex;
  };

  const categorySize = (id: string) => entries.filter((entry) => entry.categoryIds.includes(id)).length;

  let phraseIndex: MiniSearch<{ id: string; text: string; compact: string }> | undefined;
  const phraseWeight = new Map<string, number>();
  const phraseText = new Map<string, string>();
  const phrases = () => {
    if (!phraseIndex) {
      const candidates = new Map<string, string>();
      const add = (phrase: string) => {
        const key = foldText(phrase);
        if (!candidates.has(key)) candidates.set(key, phrase);
      };
      for (const brand of catalogue.brands) add(brand.name);
      for (const category of suggestable) {
        if (category.type === 'BRAND') add(category.listingTitle);
        else add(category.title.toLowerCase());
      }
      for (const entry of entries) add(`${entry.article.brand} ${entry.article.name}`);
      for (const popular of [
        'polariserte solbriller',
        'blålysbriller',
        'runde briller',
        'solbriller dame',
        'solbriller herre',
        'briller barn',
        'linsevæske',
        'øyedråper',
        'tørre øyne',
        'brilleetui',
        'kontaktlinser abonnement',
        'pilotbriller',
      ]) {
        add(popular);
      }
      const docs: Array<{ id: string; text: string; compact: string }> = [];
      for (const [key, text] of candidates) {
        const hits = runSearch(products(), text).length;
        if (hits === 0) continue;
        // `compact` lets "rayban" find "Ray-Ban solbriller".
        docs.push({ id: key, text, compact: compactKey(text) });
        phraseWeight.set(key, hits);
        phraseText.set(key, text);
      }
      phraseIndex = new MiniSearch({
        fields: ['text', 'compact'],
        processTerm,
        searchOptions: { boost: { text: 2 } },
      });
      phraseIndex.addAll(docs);
    }
    return phraseIndex;
  };

  function searchEntries(query: string): CatalogueEntry[] {
    if (query.trim() === '') return byPopularityDesc(entries);
    const results = runSearch(products(), query, {}, true);
    const ranked = results
      .map((result) => ({ entry: entryById.get(result.id), score: result.score }))
      .filter((row): row is { entry: CatalogueEntry; score: number } => row.entry !== undefined);
    ranked.sort(
      (a, b) =>
        b.score - a.score ||
        b.entry.popularity - a.entry.popularity ||
        a.entry.article.id - b.entry.article.id,
    );
    return ranked.map((row) => row.entry);
  }

  function resultPage(
    base: readonly CatalogueEntry[],
    params: QueryParams,
    context: 'search' | 'listing',
  ): ResultPage {
    const filters = params.filters ?? [];
    filters.forEach(validateFilter);
    if (params.sort) validateSort(params.sort);
    const filtered = applyFilters(base, filters);
    const sort = params.sort ?? null;
    const sorted =
      context === 'listing' && (!sort || sort.field === 'relevance') ? filtered : sortEntries(filtered, sort);
    return {
      total: filtered.length,
      hits: page(sorted, params.limit, params.offset),
      facets: computeFacets(base, filters),
      sorts: availableSorts(context),
    };
  }

  function searchContent(query: string, limit = 3): MockContentPage[] {
    if (query.trim() === '') return [];
    return runSearch(contents(), query)
      .map((result) => contentById.get(result.id))
      .filter((content): content is MockContentPage => content !== undefined)
      .slice(0, limit);
  }

  function searchCategories(query: string, limit = 5): MockCategory[] {
    if (query.trim() === '') return [];
    const ranked = runSearch(categories(), query)
      .map((result) => ({ category: categoryById.get(result.id), score: result.score }))
      .filter((row): row is { category: MockCategory; score: number } => row.category !== undefined);
    ranked.sort(
      (a, b) =>
        b.score - a.score ||
        categorySize(b.category.id) - categorySize(a.category.id) ||
        (a.category.id < b.category.id ? -1 : 1),
    );
    return ranked.slice(0, limit).map((row) => row.category);
  }

  function related(entry: CatalogueEntry, limit = 12): CatalogueEntry[] {
    const price = entry.article.price.unit.amount;
    const scored = entries
      .filter((other) => other.familyKey !== entry.familyKey)
      .map((other) => {
        let score = 0;
        if (other.department === entry.department) score += 4;
        if (other.article.brand === entry.article.brand) score += 2;
        if (entry.frameShape !== null && other.frameShape === entry.frameShape) score += 1.5;
        if (entry.lensType !== null && other.lensType === entry.lensType) score += 1.5;
        if (entry.colour !== null && other.colour?.name === entry.colour.name) score += 0.5;
        const otherPrice = other.article.price.unit.amount;
        score += Math.max(0, 1 - Math.abs(otherPrice - price) / Math.max(price, otherPrice, 1));
        if (other.article.price.unit.publicationStatus === 30) score -= 1;
        return { other, score };
      })
      .filter((row) => row.score >= 4);
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        b.other.popularity - a.other.popularity ||
        a.other.article.id - b.other.article.id,
    );
    // One article per family, so a carousel does not show the same frame in three colours.
    const seen = new Set<string>();
    const result: CatalogueEntry[] = [];
    for (const { other } of scored) {
      if (seen.has(other.familyKey)) continue;
      seen.add(other.familyKey);
      result.push(other);
      if (result.length >= limit) break;
    }
    return result;
  }

  function popular(pool: readonly CatalogueEntry[], limit: number): CatalogueEntry[] {
    const inStockFirst = byPopularityDesc(pool).sort(
      (a, b) =>
        Number(b.article.price.unit.publicationStatus === 20) -
        Number(a.article.price.unit.publicationStatus === 20),
    );
    const seen = new Set<string>();
    const result: CatalogueEntry[] = [];
    for (const entry of inStockFirst) {
      if (seen.has(entry.familyKey)) continue;
      seen.add(entry.familyKey);
      result.push(entry);
      if (result.length >= limit) break;
    }
    return result;
  }

  return {
    search(query, params = {}) {
      const outcome = resultPage(searchEntries(query), params, 'search');
      return {
        ...outcome,
        contentLinks: searchContent(query).map((content) => ({
          page_url: content.url,
          title: content.title,
        })),
      };
    },

    listing(category, params = {}) {
      const base = byPopularityDesc(entries.filter((entry) => entry.categoryIds.includes(category.id)));
      const outcome = resultPage(base, params, 'listing');
      const parent = category.parentId ? categoryById.get(category.parentId) : undefined;
      const crumb = (item: MockCategory): BreadcrumbItem => ({
        title: item.title,
        page_url: item.path,
        listing_id: item.id,
      });
      const link = (item: MockCategory): QuickLink => ({
        title: item.title,
        page_url: item.path,
        listing_id: item.id,
        image_url: item.imageUrl || null,
      });
      const children = catalogue.categories.filter((candidate) => candidate.parentId === category.id);
      // Accessory departments link to each other, other roots to the other product departments.
      const accessory = (item: MockCategory) => item.id.startsWith('tilbehor');
      const siblings = parent
        ? catalogue.categories.filter(
            (candidate) => candidate.parentId === parent.id && candidate.id !== category.id,
          )
        : catalogue.categories.filter(
            (candidate) =>
              candidate.parentId === null &&
              candidate.id !== category.id &&
              accessory(candidate) === accessory(category),
          );
      // A brand page links to its shapes and then to the other brands; other pages to their
      // children, or to their siblings when they have none, or else up to their parent.
      const related =
        children.length > 0
          ? category.type === 'BRAND'
            ? [...children, ...siblings]
            : children
          : siblings.length > 0
            ? siblings
            : parent
              ? [parent]
              : [];
      return {
        ...outcome,
        category,
        breadcrumb: lineage(category).map(crumb),
        quickLinks: related.map(link),
      };
    },

    suggest(query) {
      const folded = foldText(query.trim());
      const index = phrases();
      if (folded === '') {
        const top = [...phraseWeight.entries()]
          .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
          .slice(0, 6);
        return {
          queries: top.map(([key]) => phraseText.get(key) ?? key),
          categories: catalogue.categories.filter((category) => category.parentId === null).slice(0, 4),
          content: [],
        };
      }
      const ranked = runSearch(index, query)
        .filter((result) => result.id !== folded)
        .map((result) => ({
          id: result.id,
          score: result.score * (1 + Math.log1p(phraseWeight.get(result.id) ?? 0) / 4),
        }));
      ranked.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
      return {
        queries: ranked.slice(0, 6).map((row) => phraseText.get(row.id) ?? row.id),
        categories: searchCategories(query, 4),
        content: searchContent(query, 2),
      };
    },

    related,

    relatedToQuery(query, limit = 12) {
      const loose = runSearch(
        products(),
        query,
        { combineWith: 'OR', fuzzy: (term) => (term.length >= 4 ? 2 : false) },
        true,
      )
        .map((result) => entryById.get(result.id))
        .filter((entry): entry is CatalogueEntry => entry !== undefined);
      return loose.length > 0 ? popular(loose, limit) : popular(entries, limit);
    },

    recommend(request, limit = 12) {
      switch (request.kind) {
        case 'general':
          return popular(entries, limit);
        case 'category':
          return popular(
            entries.filter((entry) => entry.categoryIds.includes(request.category.id)),
            limit,
          );
        case 'product':
          return related(request.entry, limit);
        case 'products': {
          const exclude = new Set(request.entries.map((entry) => entry.familyKey));
          const lists = request.entries.flatMap((entry) => [
            popular(
              entries.filter((candidate) =>
                (COMPLEMENTS[entry.department] ?? []).some((id) => candidate.categoryIds.includes(id)),
              ),
              limit,
            ),
            related(entry, limit),
          ]);
          const result: CatalogueEntry[] = [];
          const seen = new Set<string>();
          // Interleave complements and related products of every input.
          for (
            let round = 0;
            result.length < limit && lists.some((list) => list.length > round);
            round += 1
          ) {
            for (const list of lists) {
              const candidate = list[round];
              if (!candidate || exclude.has(candidate.familyKey) || seen.has(candidate.familyKey)) continue;
              seen.add(candidate.familyKey);
              result.push(candidate);
              if (result.length >= limit) break;
            }
          }
          return result;
        }
      }
    },

    searchContent,
    searchCategories,

    searchCities(query, limit = 5) {
      if (query.trim() === '') return [];
      return runSearch(cities(), query)
        .map((result) => cityBySlug.get(result.id))
        .filter((city): city is MockCity => city !== undefined)
        .slice(0, limit);
    },

    searchStores(stores, query, limit = 5) {
      if (query.trim() === '' || stores.length === 0) return [];
      const index = new MiniSearch<{ id: string; name: string; address: string }>({
        fields: ['name', 'address'],
        processTerm,
        searchOptions: { boost: { name: 2 } },
      });
      index.addAll(
        stores.map((store, position) => ({ id: String(position), name: store.name, address: store.address })),
      );
      return runSearch(index, query)
        .map((result) => stores[Number(result.id)])
        .filter((store): store is StoreHit => store !== undefined)
        .slice(0, limit);
    },
  };
}
