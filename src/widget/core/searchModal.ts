/**
 * The rules of the widget's search modal (widget spec, sections 2, 4 and 5) apart from its view:
 * its layout queries and card layout, the section headings, what the live region says, what the
 * products column shows, which columns show, where following an option or submitting leads, and
 * how a suggestion's typed part is told from its completion. Plain TypeScript, no React.
 */
import type { WidgetMessageKey, WidgetTranslate } from './i18n';
import type { ProductCardData, ProductCardLayout } from './productCard';
import {
  optionHref,
  queryToRemember,
  type SearchOption,
  type SearchSection,
  type SearchSectionId,
} from './searchOptions';
import { isUnchangedSearch, searchPageHref, type SearchPageSettings } from './searchPage';

/** Length of the opening and closing animation, ms (none under reduced motion; the spec allows up to about 1 s). */
export const SEARCH_MODAL_TRANSITION_MS = 200;

/** Media query of the low-height layout. */
export const LOW_HEIGHT_QUERY = '(max-height: 700px)';
/** Below this width the modal covers the screen. */
export const FULL_SCREEN_QUERY = '(max-width: 767.98px)';
/** Two columns (suggestions beside products) from this width. */
export const TWO_COLUMN_QUERY = '(min-width: 1024px)';

/** Where the panel sits, when it is aligned to a host's field. */
export interface PanelAnchor {
  /** Distance of the field's top from the viewport's top, px. */
  top: number;
  /** Distance of the field's left edge from the viewport's left, px. */
  left: number;
}

/** The media query under which instant result cards lie flat: a narrow or a low viewport. */
export const FLAT_CARDS_QUERY = `${FULL_SCREEN_QUERY}, ${LOW_HEIGHT_QUERY}`;

/** How the instant result cards lay out: beside their image on narrow or low viewports, else under it. */
export function searchCardLayout(narrowOrLow: boolean): ProductCardLayout {
  return narrowOrLow ? 'horizontal' : 'vertical';
}

/** The opening transition's length: none under reduced motion. */
export function searchModalTransitionMs(reducedMotion: boolean): number {
  return reducedMotion ? 0 : SEARCH_MODAL_TRANSITION_MS;
}

/**
 * How the field takes focus on opening: a query from the URL is selected (typing replaces it), a
 * text given by the opener (a first keystroke) keeps the caret at its end.
 */
export function searchFieldFocus(initialQuery: string | undefined): 'select' | 'end' {
  return initialQuery === undefined ? 'select' : 'end';
}

/** The heading of each section of the listbox. */
export const SEARCH_SECTION_LABEL_KEYS: Readonly<Record<SearchSectionId, WidgetMessageKey>> = {
  history: 'previousSearches',
  queries: 'suggestions',
  brands: 'brands',
  categories: 'categories',
  content: 'contentPages',
  products: 'products',
};

/** What the modal knows of the instant results of the typed query. */
export interface SearchResultsSummary {
  /** The search failed. */
  failed: boolean;
  /** The result count. */
  total: number;
}

/**
 * What the polite live region says: nothing until the results of the typed query are in, then
 * the count, no results, or that the search failed.
 */
export function searchModalStatus(
  query: string,
  results: SearchResultsSummary | null,
  t: WidgetTranslate,
): string {
  if (!query || !results) return '';
  if (results.failed) return t('searchFailed');
  return results.total > 0 ? t('resultCount', { count: results.total }) : t('noResults', { query });
}

/**
 * What the products column shows: the error boundary's message (`error`), placeholders while
 * the results load (`loading`), the failure notice (`failed`), the no-results notice (`empty`),
 * or the cards (`cards`).
 */
export type ProductsColumnView = 'error' | 'loading' | 'failed' | 'empty' | 'cards';

/** The view of the products column (see {@link ProductsColumnView}). */
export function productsColumnView(
  hasError: boolean,
  results: SearchResultsSummary | null,
  hasProductSection: boolean,
): ProductsColumnView {
  if (hasError) return 'error';
  if (!results) return 'loading';
  if (results.failed) return 'failed';
  if (results.total === 0 || !hasProductSection) return 'empty';
  return 'cards';
}

/** One option of a section with its index in the flat list. */
export interface IndexedOption<T extends ProductCardData> {
  option: SearchOption<T>;
  index: number;
}

/** The products section split into its cards and the 'View all N results' option after them. */
export function splitProductSection<T extends ProductCardData>(
  section: SearchSection<T>,
): { cards: IndexedOption<T>[]; viewAll: IndexedOption<T> | null } {
  const indexed = section.options.map((option, offset) => ({ option, index: section.start + offset }));
  return {
    cards: indexed.filter((entry) => entry.option.kind === 'product'),
    viewAll: indexed.find((entry) => entry.option.kind === 'viewAll') ?? null,
  };
}

/** The sections of each column: history and suggestions beside, products in the main column. */
export function searchModalColumns<T extends ProductCardData>(
  sections: readonly SearchSection<T>[],
  suggestionsFailed: boolean,
): {
  history: SearchSection<T> | null;
  suggestions: SearchSection<T>[];
  products: SearchSection<T> | null;
  /** Whether the side column shows (it also holds the suggestions' error message). */
  showSide: boolean;
} {
  const history = sections.find((section) => section.id === 'history') ?? null;
  const suggestions = sections.filter((section) => section.id !== 'history' && section.id !== 'products');
  const products = sections.find((section) => section.id === 'products') ?? null;
  return {
    history,
    suggestions,
    products,
    showSide: history !== null || suggestions.length > 0 || suggestionsFailed,
  };
}

/**
 * What following an option does: the query to remember (or `null`), and then `close` (a search
 * the page shows already), `navigate` to `href`, or `none` (an option without a usable link).
 */
export type SearchFollowDecision =
  | { remember: string | null; action: 'close' }
  | { remember: string | null; action: 'navigate'; href: string }
  | { remember: string | null; action: 'none' };

/** Where following `option` leads (see {@link SearchFollowDecision}). */
export function searchFollowDecision(
  option: SearchOption,
  typed: string,
  location: { pathname: string; search: string },
  settings: SearchPageSettings,
): SearchFollowDecision {
  const remember = queryToRemember(option, typed);
  const href = optionHref(option, settings);
  if (!href) return { remember, action: 'none' };
  if (
    (option.kind === 'history' || option.kind === 'query' || option.kind === 'viewAll') &&
    isUnchangedSearch(option.query, location, settings)
  )
    return { remember, action: 'close' };
  return { remember, action: 'navigate', href };
}

/**
 * What submitting the field does: nothing for an empty text (`null`), else remember the text and
 * close (the page shows this search already) or go to the search page.
 */
export function searchSubmitDecision(
  typed: string,
  location: { pathname: string; search: string },
  settings: SearchPageSettings,
): { remember: string; action: 'close' } | { remember: string; action: 'navigate'; href: string } | null {
  const text = typed.trim();
  if (!text) return null;
  if (isUnchangedSearch(text, location, settings)) return { remember: text, action: 'close' };
  return { remember: text, action: 'navigate', href: searchPageHref(text, settings) };
}

/**
 * Whether a key press that asked to follow a link means "a new tab" (Ctrl or Meta + Enter), for
 * when the navigator did not handle it.
 */
export function isNewTabKeyPress(event: { key?: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  return event.key !== undefined && Boolean(event.ctrlKey || event.metaKey);
}

/**
 * A suggestion split into the typed part (normal weight) and its completion (bold), or `null`
 * when it does not start with what is typed (or is exactly that).
 */
export function suggestionMatch(title: string, query: string): { typed: string; rest: string } | null {
  const typed = query.trim();
  if (!typed || !title.toLowerCase().startsWith(typed.toLowerCase()) || title.length === typed.length)
    return null;
  return { typed: title.slice(0, typed.length), rest: title.slice(typed.length) };
}

/** Whether the URL's path or query changed since the modal opened (it then closes). */
export function hasLocationChanged(
  openedAt: { pathname: string; search: string },
  now: { pathname: string; search: string },
): boolean {
  return now.pathname !== openedAt.pathname || now.search !== openedAt.search;
}
