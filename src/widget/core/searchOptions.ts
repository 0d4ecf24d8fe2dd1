/**
 * The search modal's one listbox, as plain data: which options it shows, in which sections, in
 * which order and where each one leads. No React here, so the rules are
 * unit-tested on their own.
 *
 * Order (the order of the arrow keys): previous searches, query suggestions, categories (brands
 * and other categories), content pages, product cards, and last 'View all N results' or, when the
 * search found nothing, 'Discover more' (spec: "a 'discover more' or 'view all results' button"):
 * the search page for the query, which shows the products the API relates to it.
 */
import type { ProductCardData } from './productCard';
import type { Suggestion } from './schemas';
import { CATEGORY_TYPE_BRAND } from './schemas';
import { searchPageHref, type SearchPageSettings } from './searchPage';
import type { SelectedSuggestions } from './suggestions';

/** An option of the search modal's listbox. */
export type SearchOption<T extends ProductCardData = ProductCardData> =
  | { kind: 'history'; key: string; query: string }
  | { kind: 'query'; key: string; query: string; suggestion: Suggestion }
  | { kind: 'category'; key: string; suggestion: Suggestion; href: string | undefined }
  | { kind: 'content'; key: string; title: string; href: string | undefined; suggestion?: Suggestion }
  | { kind: 'product'; key: string; display: T; index: number; href: string | undefined }
  /** 'View all N results' (`count` > 0), or 'Discover more' for a search that found nothing (0). */
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
  /**
   * The link check every href from data goes through: the href a link may render, or `undefined`
   * (the modal passes `toSafeHref`, the URL gate, which lives above the core).
   */
  safeHref: (href: string | null | undefined) => string | undefined;
  /** Parts whose rendering failed: their options are left out. */
  failed?: { suggestions?: boolean; products?: boolean };
}

/** The flat option list and its sections. */
export interface SearchOptionsModel<T extends ProductCardData> {
  options: SearchOption<T>[];
  sections: SearchSection<T>[];
}

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
  const toSafeHref = input.safeHref;

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
          : toSafeHref(display.localized_page_url ?? display.page_url),
    }));
    if (input.total !== null) {
      products.push({
        kind: 'viewAll',
        key: input.total > 0 ? 'view-all' : 'discover-more',
        query: typed,
        count: Math.max(0, input.total),
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
