/**
 * The rules of the shop's own site search (shop spec sections 2, 4, 5, 8 and 9): when a query may be
 * searched, what counts as "no results", how the answer's five hit groups are ordered, narrowed to a
 * scope (`s=`), cut for the overlay and flattened into one list for keyboard navigation, and where
 * each hit links to. Plain TypeScript, no React: the overlay and the search page only render it.
 */
import type { Article, CategoryHit, CityHit, PageHit, SiteSearchResponse, StoreHit } from './schemas/article';
import { productHref, resolveCardMedia, toAllowedMediaUrl } from './product';
import { brandApart } from './productName';
import { SHOP_ROUTES, type SearchScope } from './routes';
import { toSafeUrl, type MediaUrl } from '../utils/url';

/** The shortest query that is searched, in characters after trimming (shop spec, section 5). */
export const SITE_SEARCH_MIN_QUERY_LENGTH = 2;

/** The pause in typing after which a search fires, in ms (shop spec, section 9). */
export const SITE_SEARCH_DEBOUNCE_MS = 300;

/**
 * The popular searches shown before the visitor types: four fixed brands (shop spec, section 9 says
 * "four fixed brands" without naming them; these are the catalogue's best-known ones).
 */
export const POPULAR_SEARCHES = ['Ray-Ban', 'Oakley', 'Gucci', 'Acuvue'] as const;

/** The base path of a product page; a product hit links to `{base}/{slug}` (as the fixtures do). */
export const SITE_SEARCH_PRODUCT_BASE_PATH = '/produkt';

/**
 * The five hit groups of a site search answer, by the name the interface uses:
 * `products` (the answer's `articles`), `categories` (`productCategories`), `stores`, `cities`
 * and `pages` (`layoutPages`).
 */
export type SiteSearchGroupKey = 'products' | 'categories' | 'stores' | 'cities' | 'pages';

/** The order the groups are shown and navigated in: products first, content pages last. */
export const SITE_SEARCH_GROUP_ORDER: readonly SiteSearchGroupKey[] = [
  'products',
  'categories',
  'stores',
  'cities',
  'pages',
];

/**
 * The groups each scope of the search page (`s=`) shows: `products` the products alone (so its
 * count is the query's product count, the same number the overlay's 'see all' and the widget's
 * search show), `stores` the stores and the cities with stores, `articles` the content pages.
 * Categories show under "all".
 */
export const SITE_SEARCH_SCOPE_GROUPS: Readonly<Record<SearchScope, readonly SiteSearchGroupKey[]>> = {
  products: ['products'],
  stores: ['stores', 'cities'],
  articles: ['pages'],
};

/** The scopes in the order the search page's switcher shows them (after "all"). */
export const SITE_SEARCH_SCOPES: readonly SearchScope[] = ['products', 'stores', 'articles'];

/**
 * How many hits of each group the overlay shows at most; the search page shows all it gets.
 * The rest is one "see all" away.
 */
export const SITE_SEARCH_OVERLAY_LIMITS: Readonly<Record<SiteSearchGroupKey, number>> = {
  products: 6,
  categories: 4,
  stores: 3,
  cities: 3,
  pages: 3,
};

/**
 * How many product hits one page of the search page shows: whole rows of its two-, three- and
 * four-column grid. The rest are a page link away, so every hit can be reached.
 */
export const SITE_SEARCH_PAGE_SIZE = 24;

/** One hit of the site search, ready to render and to navigate to. */
export type SiteSearchItem =
  | { kind: 'product'; key: string; href: string; article: Article }
  | { kind: 'category'; key: string; href: string; category: CategoryHit }
  | { kind: 'store'; key: string; href: string; store: StoreHit }
  | { kind: 'city'; key: string; href: string; city: CityHit }
  | { kind: 'page'; key: string; href: string; page: PageHit };

/** One group of hits as the interface shows it. */
export interface SiteSearchGroup {
  key: SiteSearchGroupKey;
  /** The hits shown (at most the group's limit). */
  items: SiteSearchItem[];
  /** How many hits the group has in all (the answer's `hits`, never less than the hits it sent). */
  total: number;
  /** Whether there are more hits than `items` holds. */
  limited: boolean;
  /** Hits before the first item (a later page of product hits). @default 0 */
  offset?: number;
}

/** Options of {@link groupSiteSearchResults}. */
export interface GroupSiteSearchOptions {
  /** Narrows the groups to one scope; `null` or absent shows all five. */
  scope?: SearchScope | null;
  /** The most hits shown per group; absent shows every hit the answer sent. */
  limits?: Partial<Readonly<Record<SiteSearchGroupKey, number>>>;
  /** Keep groups without hits (the search page's counts). @default false */
  keepEmpty?: boolean;
  /** Product hits before the answer's first one (the page of product hits it answers). @default 0 */
  productOffset?: number;
}

/** Collapses runs of whitespace and trims: the query as it is sent and compared. */
export function normalizeSearchQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/**
 * Whether a query is long enough to search: at least {@link SITE_SEARCH_MIN_QUERY_LENGTH}
 * characters (code points, so an emoji counts once) after trimming.
 * @example isSearchableQuery(' r ') // false
 * @example isSearchableQuery('ra') // true
 */
export function isSearchableQuery(query: string): boolean {
  return [...normalizeSearchQuery(query)].length >= SITE_SEARCH_MIN_QUERY_LENGTH;
}

/** The groups a scope shows, in display order (`null`: all five). */
export function scopeGroups(scope: SearchScope | null | undefined): readonly SiteSearchGroupKey[] {
  return scope ? SITE_SEARCH_SCOPE_GROUPS[scope] : SITE_SEARCH_GROUP_ORDER;
}

/**
 * The href of one store's page: below the store finder, `/finn-butikk/{slug}` (the spec names a
 * single-store route without a path).
 */
export function siteSearchStoreHref(store: Pick<StoreHit, 'slug'>): string {
  return `${SHOP_ROUTES.storeFinder.pattern}/${encodeURIComponent(store.slug)}`;
}

function rawGroup(response: SiteSearchResponse, key: SiteSearchGroupKey) {
  switch (key) {
    case 'products':
      return response.articles;
    case 'categories':
      return response.productCategories;
    case 'stores':
      return response.stores;
    case 'cities':
      return response.cities;
    case 'pages':
      return response.layoutPages;
  }
}

/**
 * The hits of one group as items: every hit the answer sent whose link passes the URL gate. A
 * category, city or page hit links to the API's `url`; one that is not a web URL or a relative path
 * (`javascript:`, `data:`, `vbscript:` in any spelling) is left out, so it can never reach
 * `navigate()` or an `href`.
 */
function groupItems(response: SiteSearchResponse, key: SiteSearchGroupKey): SiteSearchItem[] {
  switch (key) {
    case 'products':
      return response.articles.data.map((article) => ({
        kind: 'product',
        key: `product-${article.id}`,
        href: productHref(article, SITE_SEARCH_PRODUCT_BASE_PATH),
        article,
      }));
    case 'categories':
      return response.productCategories.data.flatMap((category, index) => {
        const href = toSafeUrl(category.url);
        return href === undefined
          ? []
          : [{ kind: 'category', key: `category-${index}-${href}`, href, category }];
      });
    case 'stores':
      return response.stores.data.map((store, index) => ({
        kind: 'store',
        key: `store-${index}-${store.slug}`,
        href: siteSearchStoreHref(store),
        store,
      }));
    case 'cities':
      return response.cities.data.flatMap((city, index) => {
        const href = toSafeUrl(city.url);
        return href === undefined ? [] : [{ kind: 'city', key: `city-${index}-${href}`, href, city }];
      });
    case 'pages':
      return response.layoutPages.data.flatMap((page, index) => {
        const href = toSafeUrl(page.url);
        return href === undefined ? [] : [{ kind: 'page', key: `page-${index}-${href}`, href, page }];
      });
  }
}

/** How many hits a group has in all: its `hits`, or the hits it sent when that is more. */
function groupTotal(response: SiteSearchResponse, key: SiteSearchGroupKey): number {
  const group = rawGroup(response, key);
  return Math.max(group.hits, group.data.length);
}

/**
 * The answer's groups in display order ({@link SITE_SEARCH_GROUP_ORDER}), narrowed to a scope and
 * cut to the limits. Groups without hits are left out unless `keepEmpty`. An unsuccessful answer
 * has no groups.
 */
export function groupSiteSearchResults(
  response: SiteSearchResponse,
  options: GroupSiteSearchOptions = {},
): SiteSearchGroup[] {
  if (!response.success) return [];
  const groups: SiteSearchGroup[] = [];
  for (const key of scopeGroups(options.scope)) {
    const all = groupItems(response, key);
    const limit = options.limits?.[key];
    const items = limit === undefined ? all : all.slice(0, Math.max(0, limit));
    const total = groupTotal(response, key);
    if (items.length === 0 && !options.keepEmpty) continue;
    const offset = key === 'products' ? Math.max(0, options.productOffset ?? 0) : 0;
    groups.push({ key, items, total, limited: total > items.length, ...(offset > 0 ? { offset } : {}) });
  }
  return groups;
}

/**
 * The items of the groups in one list, in the order the arrow keys move through them: group by
 * group, top to bottom. Group headings are not items.
 */
export function flattenSiteSearchGroups(groups: readonly SiteSearchGroup[]): SiteSearchItem[] {
  return groups.flatMap((group) => group.items);
}

/**
 * Hits in all, or in one scope: the sum of the groups' totals. An unsuccessful answer has none.
 * @example countSiteSearchHits(response, 'stores') // stores + cities
 */
export function countSiteSearchHits(response: SiteSearchResponse, scope?: SearchScope | null): number {
  if (!response.success) return 0;
  return scopeGroups(scope).reduce((sum, key) => sum + groupTotal(response, key), 0);
}

/**
 * The query's product count: the headline number of the overlay ('see all N'), of the search
 * page's "Produkter" and of the widget's search, which all count the same products.
 */
export function countSiteSearchProducts(response: SiteSearchResponse): number {
  return response.success ? groupTotal(response, 'products') : 0;
}

/** Where the search page's product hits stand: the page shown, and the pages before and after. */
export interface SiteSearchPager {
  /** The page shown, from 1. */
  page: number;
  /** Pages of product hits in all (at least 1). */
  pages: number;
  /** The page before (the last one, from a page past the end), or `null` on the first. */
  previous: number | null;
  /** The page after, or `null` on the last. */
  next: number | null;
}

/**
 * The pages of `total` product hits, `pageSize` a page, seen from `page`; `null` when they fit on
 * one page and that page is shown (no pager needed).
 * @example siteSearchPager(92, 2, 24) // { page: 2, pages: 4, previous: 1, next: 3 }
 */
export function siteSearchPager(total: number, page: number, pageSize: number): SiteSearchPager | null {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
  const shown = Math.max(1, Math.floor(page));
  if (pages === 1 && shown === 1) return null;
  return {
    page: shown,
    pages,
    previous: shown > 1 ? Math.min(shown - 1, pages) : null,
    next: shown < pages ? shown + 1 : null,
  };
}

/** Hits per scope for the search page's switcher: `all` plus each scope. */
export function countSiteSearchHitsByScope(
  response: SiteSearchResponse,
): Record<SearchScope | 'all', number> {
  return {
    all: countSiteSearchHits(response),
    products: countSiteSearchHits(response, 'products'),
    stores: countSiteSearchHits(response, 'stores'),
    articles: countSiteSearchHits(response, 'articles'),
  };
}

/**
 * Whether an answer shows the no-results text (shop spec, section 8): it was unsuccessful, or every
 * group is empty (in the scope, when one is given).
 */
export function isSiteSearchEmpty(response: SiteSearchResponse, scope?: SearchScope | null): boolean {
  if (!response.success) return true;
  return scopeGroups(scope).every((key) => rawGroup(response, key).data.length === 0);
}

/** The brand line above a product's name, unless the name already starts with the brand. */
export function siteSearchBrandLine(article: Pick<Article, 'brand' | 'name'>): string | null {
  return brandApart(article.brand, article.name);
}

/**
 * The line that tells a product hit from the same product in another variant (issue #40: "Ray-Ban
 * RX7047" listed twice): the colour of its SKUs, as frames and sunglasses come as one article per
 * colour, else what one package holds ("6 linser"); `null` when it has neither.
 */
export function siteSearchProductVariant(article: Pick<Article, 'skus' | 'namePackageGet'>): string | null {
  const colour = article.skus.find((sku) => (sku.color ?? '').trim() !== '')?.color?.trim();
  if (colour) return colour;
  const packageText = (article.namePackageGet ?? '').trim();
  return packageText === '' ? null : packageText;
}

/** The text of an item (its accessible name in a list and what a screen reader hears first). */
export function siteSearchItemLabel(item: SiteSearchItem): string {
  switch (item.kind) {
    case 'product': {
      const brand = siteSearchBrandLine(item.article);
      return brand === null ? item.article.name : `${brand} ${item.article.name}`;
    }
    case 'category':
      return item.category.title;
    case 'store':
      return item.store.name;
    case 'city':
      return item.city.city;
    case 'page':
      return item.page.title;
  }
}

/**
 * An image URL a hit may render: an `https:` URL on the brand's media hosts (the product card's
 * rule, `toAllowedMediaUrl`). Anything else gives `null`, and the hit renders without an image.
 */
export function siteSearchImageSrc(url: string | null | undefined): MediaUrl | null {
  return toAllowedMediaUrl(url);
}

/**
 * The small picture of a product hit: the fallback image the product card's picture rule chooses
 * for the first media (`resolveCardMedia`: the M size first, then L, S, XL, XS, allowed hosts only).
 * @deprecated Use `siteSearchProductPicture(article, 'row')`, which adds the `srcset` and `sizes`
 * the hit renders with.
 */
export function siteSearchThumbnailSrc(article: Pick<Article, 'medias'>): MediaUrl | null {
  const media = resolveCardMedia(article.medias[0]);
  return (media?.picture ?? media?.mobilePicture)?.src ?? null;
}

// -----------------------------------------------------------------------------------------------
// The state of a search
// -----------------------------------------------------------------------------------------------

/**
 * Where a site search is:
 * - `idle`: the query is under 2 characters, nothing is shown;
 * - `loading`: waiting for the typing pause or for the answer;
 * - `success`: the answer has hits;
 * - `empty`: the answer was unsuccessful or every group is empty (the no-results text);
 * - `error`: the call failed (logged to the console).
 */
export type SiteSearchStatus = 'idle' | 'loading' | 'success' | 'empty' | 'error';

/** A search's outcome: the query with its answer, or with its error. */
export type SiteSearchSettled =
  | { query: string; response: SiteSearchResponse; error?: undefined }
  | { query: string; response?: undefined; error: unknown };

/** What a site search shows (the data part of `useSiteSearch`). */
export interface SiteSearchView {
  status: SiteSearchStatus;
  /** The normalised query being searched or waited for (`''` when idle). */
  query: string;
  /**
   * The latest answer, or `null`. While `loading` it is the previous query's answer (see
   * `responseQuery`), so the interface may keep it on screen instead of flashing empty.
   */
  response: SiteSearchResponse | null;
  /** The query `response` answers. */
  responseQuery: string | null;
  /** The error of the failed call while `status` is `error`. */
  error: unknown;
}

/** What {@link resolveSiteSearchView} decides from. */
export interface SiteSearchViewInput {
  /** The normalised searchable query typed (`''` when it is too short). */
  target: string;
  /** The query that has waited out the typing pause (the one fetched; `''` for none). */
  term: string;
  /** The outcome of `term`'s call, or `null` while it is on its way (or was cancelled). */
  current: SiteSearchSettled | null;
  /** The last outcome shown before, kept on screen while the next one loads. */
  previous: SiteSearchSettled | null;
}

/** Whether a failure is a cancelled call (aborted or timed out by its signal), which is never shown. */
export function isAbortError(error: unknown): boolean {
  // By name, not `instanceof Error`: a DOMException is not an Error in every realm (jsdom, Node).
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'AbortError' || name === 'TimeoutError';
}

/**
 * The state machine of a site search: `idle` under 2 characters; `loading` during the typing pause
 * and the call, keeping the previous answer (never a failed one) with the query it answers; then
 * `success`, `empty` (no-results) or `error` for the fetched query only, so an answer to an older
 * query never stands for a newer one.
 */
export function resolveSiteSearchView({
  target,
  term,
  current,
  previous,
}: SiteSearchViewInput): SiteSearchView {
  if (target === '')
    return { status: 'idle', query: '', response: null, responseQuery: null, error: undefined };
  if (term !== target || current === null || current.query !== term) {
    const kept = previous?.response === undefined ? null : previous;
    return {
      status: 'loading',
      query: target,
      response: kept?.response ?? null,
      responseQuery: kept?.query ?? null,
      error: undefined,
    };
  }
  if (current.response === undefined)
    return { status: 'error', query: target, response: null, responseQuery: null, error: current.error };
  return {
    status: isSiteSearchEmpty(current.response) ? 'empty' : 'success',
    query: target,
    response: current.response,
    responseQuery: current.query,
    error: undefined,
  };
}
