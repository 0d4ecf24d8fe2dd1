/**
 * The rules of the shop's search overlay (shop spec sections 2, 4, 5 and 8), apart from its view:
 * which answer the listbox shows while the next one loads, when popular searches are offered, the
 * options and sections of the listbox and their columns, the 'see all' option, what the live region
 * announces, which message shows above the listbox, and what choosing an option or submitting does.
 * Plain TypeScript, no React: `SiteSearchOverlay` renders what these decide.
 */
import type { Translate } from '../i18n/translate';
import { buildSearchHref, type SearchScope } from './routes';
import type { SiteSearchResponse } from './schemas/article';
import {
  POPULAR_SEARCHES,
  SITE_SEARCH_OVERLAY_LIMITS,
  countSiteSearchHits,
  countSiteSearchProducts,
  groupSiteSearchResults,
  isSearchableQuery,
  isSiteSearchEmpty,
  normalizeSearchQuery,
  siteSearchItemLabel,
  type SiteSearchGroupKey,
  type SiteSearchItem,
} from './siteSearch';

/** Where a site search is (the states of `useSiteSearch`). */
export type SiteSearchOverlayStatus = 'idle' | 'loading' | 'success' | 'empty' | 'error';

/** What the overlay's rules read of the site search's state. */
export interface SiteSearchOverlaySearch {
  status: SiteSearchOverlayStatus;
  /** The normalised query being searched or waited for. */
  query: string;
  /** The latest answer (while loading, the previous query's). */
  response: SiteSearchResponse | null;
  /** The query `response` answers. */
  responseQuery: string | null;
}

/** One option of the overlay's listbox. */
export type SiteSearchOverlayOption =
  | { type: 'hit'; key: string; item: SiteSearchItem }
  | { type: 'popular'; key: string; query: string }
  | { type: 'all'; key: string; query: string; count: number; scope: SearchScope | null };

/** The 'see all N' option. */
export type SiteSearchAllOption = Extract<SiteSearchOverlayOption, { type: 'all' }>;

/** A titled group of options, and where it goes in the two-column layout. */
export interface SiteSearchOverlaySection {
  /** A hit group, or `popular` for the popular searches. */
  key: SiteSearchGroupKey | 'popular';
  /** Products in the main column, the other groups beside them, popular searches as chips. */
  column: 'main' | 'side' | 'chips';
  options: SiteSearchOverlayOption[];
}

/**
 * The answer the listbox shows: the answer with hits, or, while the next query loads, the previous
 * answer when it had hits (so the list does not flash empty). Otherwise none.
 */
export function shownSiteSearchResponse(search: SiteSearchOverlaySearch): SiteSearchResponse | null {
  if (search.status === 'success') return search.response;
  if (search.status === 'loading' && search.response && !isSiteSearchEmpty(search.response))
    return search.response;
  return null;
}

/** Whether the popular searches are offered: nothing typed, no results, or a failed search. */
export function showsPopularSearches(typed: string, status: SiteSearchOverlayStatus): boolean {
  return normalizeSearchQuery(typed) === '' || status === 'empty' || status === 'error';
}

/**
 * The sections of the listbox: the shown answer's groups (cut to the overlay's limits), else the
 * popular searches when they are offered, else none.
 */
export function siteSearchOverlaySections(
  shown: SiteSearchResponse | null,
  showPopular: boolean,
): SiteSearchOverlaySection[] {
  if (shown) {
    return groupSiteSearchResults(shown, { limits: SITE_SEARCH_OVERLAY_LIMITS }).map((group) => ({
      key: group.key,
      column: group.key === 'products' ? 'main' : 'side',
      options: group.items.map((item) => ({ type: 'hit', key: item.key, item })),
    }));
  }
  if (!showPopular) return [];
  return [
    {
      key: 'popular',
      column: 'chips',
      options: POPULAR_SEARCHES.map((query) => ({ type: 'popular', key: `popular-${query}`, query })),
    },
  ];
}

/**
 * The 'see all N' option under the shown answer, or `null` without hits. With product hits, N is
 * the product count (the number the search page's "Produkter" and the widget's search show) and it
 * leads to the search page's products; without, N is every hit and it leads to them all.
 */
export function siteSearchAllOption(
  shown: SiteSearchResponse | null,
  query: string,
): SiteSearchAllOption | null {
  if (!shown) return null;
  const products = countSiteSearchProducts(shown);
  if (products > 0) return { type: 'all', key: 'all', query, count: products, scope: 'products' };
  const total = countSiteSearchHits(shown);
  return total > 0 ? { type: 'all', key: 'all', query, count: total, scope: null } : null;
}

/** The options in the order the arrow keys move through them: section by section, 'see all' last. */
export function siteSearchOverlayOptions(
  sections: readonly SiteSearchOverlaySection[],
  all: SiteSearchAllOption | null,
): SiteSearchOverlayOption[] {
  const list = sections.flatMap((section) => section.options);
  return all ? [...list, all] : list;
}

/** The text of an option (downshift's `itemToString`). */
export function siteSearchOverlayOptionText(option: SiteSearchOverlayOption | null): string {
  if (!option) return '';
  return option.type === 'hit' ? siteSearchItemLabel(option.item) : option.query;
}

/** The sections of each column, and whether the listbox splits into two columns (tablet and up). */
export function siteSearchOverlayColumns(sections: readonly SiteSearchOverlaySection[]): {
  main: SiteSearchOverlaySection[];
  side: SiteSearchOverlaySection[];
  split: boolean;
} {
  const main = sections.filter((section) => section.column !== 'side');
  const side = sections.filter((section) => section.column === 'side');
  return { main, side, split: main.length > 0 && side.length > 0 };
}

/** What the polite live region says: searching, the hit count, no results, or nothing. */
export function siteSearchOverlayAnnouncement(search: SiteSearchOverlaySearch, t: Translate): string {
  if (search.status === 'loading') return t('siteSearch.searching');
  if (search.status === 'success' && search.response) {
    // The number the 'see all' option shows.
    const count = siteSearchAllOption(search.response, search.query)?.count ?? 0;
    return t('siteSearch.resultCount', { count, query: search.query });
  }
  if (search.status === 'empty' || search.status === 'error')
    return t('siteSearch.noResults', { query: search.query });
  return '';
}

/**
 * The message above the listbox: `minLength` for a query too short to search, `noResults` for an
 * empty or failed search, `loading` (the skeleton rows) while the first answer loads, else `null`.
 */
export function siteSearchOverlayMessage(
  typed: string,
  search: SiteSearchOverlaySearch,
  shown: SiteSearchResponse | null,
): 'minLength' | 'noResults' | 'loading' | null {
  if (normalizeSearchQuery(typed) !== '' && !isSearchableQuery(typed)) return 'minLength';
  if (search.status === 'empty' || search.status === 'error') return 'noResults';
  if (search.status === 'loading' && !shown) return 'loading';
  return null;
}

/**
 * What choosing an option does: a hit or 'see all' leaves for a page (`navigate`), a popular
 * search is searched in the overlay (`search`).
 */
export function siteSearchOverlayChoice(
  option: SiteSearchOverlayOption,
  searchPageHref: SearchPageHref = buildSearchHref,
): { action: 'navigate'; href: string } | { action: 'search'; query: string } {
  switch (option.type) {
    case 'hit':
      return { action: 'navigate', href: option.item.href };
    case 'all':
      return { action: 'navigate', href: searchPageHref(option.query, option.scope) };
    case 'popular':
      return { action: 'search', query: option.query };
  }
}

/**
 * The URL of the search page for a query (and the scope of "see all", when one): the shop's own
 * `/search` by default. A shop whose search page is another (the widget's) gives its own.
 */
export type SearchPageHref = (query: string, scope?: SearchScope | null) => string;

/** Where submitting the field leads: the search page for the query, or `null` when it is too short. */
export function siteSearchSubmitHref(
  typed: string,
  searchPageHref: SearchPageHref = buildSearchHref,
): string | null {
  return isSearchableQuery(typed) ? searchPageHref(normalizeSearchQuery(typed)) : null;
}
