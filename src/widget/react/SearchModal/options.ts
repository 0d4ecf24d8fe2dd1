/**
 * The search modal's one listbox, as plain data: which options it shows, in which sections, in
 * which order, where each one leads, and the search page URL. No React here, so the rules are
 * unit-tested on their own.
 *
 * Order (the order of the arrow keys): previous searches, query suggestions, categories (brands
 * and other categories), content pages, product cards, and last 'View all N results'.
 */
import { toSafeHref } from '../../../components/primitives/safeHref';
import type { Suggestion } from '../../core/schemas';
import type { SelectedSuggestions } from '../../core/suggestions';
import { CATEGORY_TYPE_BRAND } from '../../core/schemas';
import { normalizeSearchPagePath } from '../navigation';
import type { ProductCardData } from '../ProductCardTemplate';

/** An option of the search modal's listbox. */
export type SearchOption<T extends ProductCardData = ProductCardData> =
  | { kind: 'history'; key: string; query: string }
  | { kind: 'query'; key: string; query: string; suggestion: Suggestion }
  | { kind: 'category'; key: string; suggestion: Suggestion; href: string | undefined }
  | { kind: 'content'; key: string; title: string; href: string | undefined; suggestion?: Suggestion }
  | { kind: 'product'; key: string; display: T; index: number; href: string | undefined }
  | { kind: 'viewAll'; key: string; query: string; count: number; href: string };

/** A kind of option. */
export type SearchOptionKind = SearchOption['kind'];

/** A titled run of options. */
export type SearchSectionId = 'history' | 'queries' | 'brands' | 'categories' | 'content' | 'products';

/** One section of the listbox: the options of `[start, start + options.length)`. */
export interface SearchSection<T extends ProductCardData = ProductCardData> {
  id: SearchSectionId;
  /** Index of its first option in the flat list. */
  start: number;
  options: SearchOption<T>[];
}

/** The search page settings the modal needs. */
export interface SearchPageSettings {
  /** Path of the search page (a leading `/` is added when missing). */
  searchPagePath: string;
  /** Name of the query parameter. */
  urlParamName: string;
}

/**
 * The URL of the search page for `query`: `/search?query=ray-ban` (path and parameter as
 * configured; `+`-free percent encoding, so hosts read it back with `URLSearchParams`).
 */
export function searchPageHref(query: string, settings: SearchPageSettings): string {
  const params = new URLSearchParams({ [settings.urlParamName || 'query']: query.trim() });
  return `${normalizeSearchPagePath(settings.searchPagePath)}?${params.toString()}`;
}

/**
 * Whether submitting `query` would change nothing: the page is the search page and its URL holds
 * this query already (spec, section 5: the modal then only closes).
 */
export function isUnchangedSearch(
  query: string,
  location: { pathname: string; search: string },
  settings: SearchPageSettings,
): boolean {
  if (normalizeSearchPagePath(location.pathname) !== normalizeSearchPagePath(settings.searchPagePath))
    return false;
  const current = new URLSearchParams(location.search).get(settings.urlParamName || 'query');
  return current !== null && current.trim() === query.trim();
}

/** The query in the URL when the page is the search page, else `''`. */
export function queryFromLocation(
  location: { pathname: string; search: string },
  settings: SearchPageSettings,
): string {
  if (normalizeSearchPagePath(location.pathname) !== normalizeSearchPagePath(settings.searchPagePath))
    return '';
  return new URLSearchParams(location.search).get(settings.urlParamName || 'query') ?? '';
}

/** What the listbox is built from. */
export interface SearchOptionsInput<T extends ProductCardData> {
  /** What is typed (untrimmed). */
  query: string;
  /** Recent searches to show (already limited: 3 with nothing typed, 2 matching while typing). */
  history: readonly string[];
  /** The suggestions to show (from `selectSuggestions`), or `null` when there are none (yet). */
  suggestions: SelectedSuggestions | null;
  /** The product cards to show (at most 4), or `null` while there are none to show. */
  products: readonly T[] | null;
  /** The page URL of each product (from the host's page URL creator), parallel to `products`. */
  productHrefs?: readonly (string | undefined)[] | null;
  /** The result count for 'View all N results', or `null` while unknown. */
  total: number | null;
  settings: SearchPageSettings;
  /** Parts whose rendering failed: their options are left out. */
  failed?: { suggestions?: boolean; products?: boolean };
}

/** The flat option list and its sections. */
export interface SearchOptionsModel<T extends ProductCardData> {
  options: SearchOption<T>[];
  sections: SearchSection<T>[];
}

const productHref = (display: ProductCardData): string | undefined =>
  toSafeHref(display.localized_page_url ?? display.page_url);

/** Builds the listbox (see the module comment for the order). */
export function buildSearchOptions<T extends ProductCardData>(
  input: SearchOptionsInput<T>,
): SearchOptionsModel<T> {
  const sections: SearchSection<T>[] = [];
  const options: SearchOption<T>[] = [];
  const add = (id: SearchSectionId, list: SearchOption<T>[]) => {
    if (list.length === 0) return;
    sections.push({ id, start: options.length, options: list });
    options.push(...list);
  };
  const typed = input.query.trim();

  add(
    'history',
    input.history.map((query) => ({ kind: 'history', key: `history:${query}`, query })),
  );

  if (!input.failed?.suggestions && typed && input.suggestions) {
    const { queries, categories, content } = input.suggestions;
    add(
      'queries',
      queries.map((suggestion) => ({
        kind: 'query',
        key: `query:${suggestion.title}`,
        query: suggestion.title,
        suggestion,
      })),
    );
    const category = (suggestion: Suggestion, index: number): SearchOption<T> => ({
      kind: 'category',
      key: `category:${index}:${suggestion.page_url ?? suggestion.title}`,
      suggestion,
      href: toSafeHref(suggestion.page_url),
    });
    const categoryOptions = categories.map(category);
    const isBrand = (option: SearchOption<T>) =>
      option.kind === 'category' && option.suggestion.category_type === CATEGORY_TYPE_BRAND;
    add('brands', categoryOptions.filter(isBrand));
    add(
      'categories',
      categoryOptions.filter((option) => !isBrand(option)),
    );
    const contentOptions: SearchOption<T>[] = content.map((suggestion, index) => ({
      kind: 'content',
      key: `content:${index}:${suggestion.page_url ?? suggestion.title}`,
      title: suggestion.title,
      href: toSafeHref(suggestion.page_url),
      suggestion,
    }));
    add('content', contentOptions);
  }

  if (!input.failed?.products && typed && input.products) {
    const products: SearchOption<T>[] = input.products.map((display, index) => ({
      kind: 'product',
      key: `product:${index}:${display.product_id ?? ''}`,
      display,
      index,
      href:
        input.productHrefs?.[index] !== undefined
          ? toSafeHref(input.productHrefs[index])
          : productHref(display),
    }));
    if (input.total !== null && input.total > 0) {
      products.push({
        kind: 'viewAll',
        key: 'view-all',
        query: typed,
        count: input.total,
        href: searchPageHref(typed, input.settings),
      });
    }
    add('products', products);
  }

  return { options, sections };
}

/** Where an option leads (`undefined` for an unsafe or missing link). */
export function optionHref(option: SearchOption, settings: SearchPageSettings): string | undefined {
  switch (option.kind) {
    case 'history':
    case 'query':
      return searchPageHref(option.query, settings);
    case 'category':
    case 'content':
    case 'product':
      return option.href;
    case 'viewAll':
      return option.href;
  }
}

/** The text of an option, for downshift's `itemToString` (and the input after choosing a query). */
export function optionText(option: SearchOption | null): string {
  if (!option) return '';
  switch (option.kind) {
    case 'history':
    case 'query':
    case 'viewAll':
      return option.query;
    case 'category':
      return option.suggestion.title;
    case 'content':
      return option.title;
    case 'product':
      return option.display.title ?? '';
  }
}

/** The query to remember in the recent searches when `option` is followed, or `null`. */
export function queryToRemember(option: SearchOption, typed: string): string | null {
  switch (option.kind) {
    case 'history':
    case 'query':
      return option.query;
    case 'product':
    case 'viewAll':
      return typed.trim() || null;
    default:
      return null;
  }
}
