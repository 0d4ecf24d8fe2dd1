import { describe, expect, it } from 'vitest';
import { createWidgetTranslator } from './i18n';
import {
  FLAT_CARDS_QUERY,
  LOW_HEIGHT_QUERY,
  SEARCH_MODAL_TRANSITION_MS,
  SEARCH_SECTION_LABEL_KEYS,
  hasLocationChanged,
  isNewTabKeyPress,
  productsColumnView,
  searchCardLayout,
  searchFieldFocus,
  searchFollowDecision,
  searchModalColumns,
  searchModalStatus,
  searchModalTransitionMs,
  searchSubmitDecision,
  splitProductSection,
  suggestionMatch,
} from './searchModal';
import type { SearchOption, SearchSection } from './searchOptions';
import type { SearchPageSettings } from './searchPage';

const t = createWidgetTranslator();
const settings: SearchPageSettings = { searchPagePath: '/sok', urlParamName: 'query' };
const home = { pathname: '/', search: '' };
const onSearchPage = { pathname: '/sok', search: '?query=briller' };

describe('layout rules', () => {
  it('lays cards flat on narrow or low viewports', () => {
    expect(FLAT_CARDS_QUERY).toContain(LOW_HEIGHT_QUERY);
    expect(searchCardLayout(true)).toBe('horizontal');
    expect(searchCardLayout(false)).toBe('vertical');
  });

  it('animates for 200 ms, not at all under reduced motion', () => {
    expect(searchModalTransitionMs(false)).toBe(SEARCH_MODAL_TRANSITION_MS);
    expect(searchModalTransitionMs(true)).toBe(0);
  });

  it("selects a query from the URL, keeps the caret after an opener's text", () => {
    expect(searchFieldFocus(undefined)).toBe('select');
    expect(searchFieldFocus('r')).toBe('end');
  });

  it('names every section', () => {
    for (const key of Object.values(SEARCH_SECTION_LABEL_KEYS)) expect(t(key)).not.toBe('');
  });
});

describe('searchModalStatus', () => {
  it('says nothing until the results are in, then the count, no results or the failure', () => {
    expect(searchModalStatus('', { failed: false, total: 3 }, t)).toBe('');
    expect(searchModalStatus('ray', null, t)).toBe('');
    expect(searchModalStatus('ray', { failed: false, total: 3 }, t)).toBe(t('resultCount', { count: 3 }));
    expect(searchModalStatus('ray', { failed: false, total: 0 }, t)).toBe(t('noResults', { query: 'ray' }));
    expect(searchModalStatus('ray', { failed: true, total: 0 }, t)).toBe(t('searchFailed'));
  });
});

describe('productsColumnView', () => {
  it('shows the error, placeholders, the failure, no results, or the cards', () => {
    expect(productsColumnView(true, null, false)).toBe('error');
    expect(productsColumnView(false, null, false)).toBe('loading');
    expect(productsColumnView(false, { failed: true, total: 0 }, false)).toBe('failed');
    expect(productsColumnView(false, { failed: false, total: 0 }, false)).toBe('empty');
    expect(productsColumnView(false, { failed: false, total: 5 }, false)).toBe('empty');
    expect(productsColumnView(false, { failed: false, total: 5 }, true)).toBe('cards');
  });
});

const history: SearchOption = { kind: 'history', key: 'history:briller', query: 'briller' };
const product: SearchOption = {
  kind: 'product',
  key: 'product:0:1',
  display: { product_id: '1' },
  index: 0,
  href: '/p/1',
};
const viewAll: SearchOption = {
  kind: 'viewAll',
  key: 'view-all',
  query: 'ray',
  count: 9,
  href: '/sok?query=ray',
};
const unsafe: SearchOption = {
  kind: 'category',
  key: 'c',
  suggestion: { type: 'category', title: 'X' },
  href: undefined,
};

describe('sections and columns', () => {
  const sections: SearchSection[] = [
    { id: 'history', start: 0, options: [history] },
    { id: 'categories', start: 1, options: [unsafe] },
    { id: 'products', start: 2, options: [product, viewAll] },
  ];

  it('puts history and suggestions beside the products', () => {
    const columns = searchModalColumns(sections, false);
    expect(columns.history?.id).toBe('history');
    expect(columns.suggestions.map((section) => section.id)).toEqual(['categories']);
    expect(columns.products?.id).toBe('products');
    expect(columns.showSide).toBe(true);
  });

  it('shows the side column without suggestions only for their error message', () => {
    const productsOnly = sections.slice(2);
    expect(searchModalColumns(productsOnly, false).showSide).toBe(false);
    expect(searchModalColumns(productsOnly, true).showSide).toBe(true);
  });

  it("splits the products into cards and 'View all N', with their flat indices", () => {
    const { cards, viewAll: all } = splitProductSection(sections[2] as SearchSection);
    expect(cards).toEqual([{ option: product, index: 2 }]);
    expect(all).toEqual({ option: viewAll, index: 3 });
    expect(splitProductSection({ id: 'products', start: 0, options: [product] }).viewAll).toBeNull();
  });
});

describe('searchFollowDecision and searchSubmitDecision', () => {
  it('remembers a query and goes to the search page, or only closes when it shows it already', () => {
    expect(searchFollowDecision(history, 'bri', home, settings)).toEqual({
      remember: 'briller',
      action: 'navigate',
      href: '/sok?query=briller',
    });
    expect(searchFollowDecision(history, 'bri', onSearchPage, settings)).toEqual({
      remember: 'briller',
      action: 'close',
    });
  });

  it('remembers the typed text for a product, nothing for a category, and follows no unsafe link', () => {
    expect(searchFollowDecision(product, ' ray ', home, settings)).toEqual({
      remember: 'ray',
      action: 'navigate',
      href: '/p/1',
    });
    expect(searchFollowDecision(unsafe, 'x', home, settings)).toEqual({ remember: null, action: 'none' });
  });

  it('submits a trimmed text, nothing for an empty one', () => {
    expect(searchSubmitDecision('  ', home, settings)).toBeNull();
    expect(searchSubmitDecision(' briller ', home, settings)).toEqual({
      remember: 'briller',
      action: 'navigate',
      href: '/sok?query=briller',
    });
    expect(searchSubmitDecision('briller', onSearchPage, settings)).toEqual({
      remember: 'briller',
      action: 'close',
    });
  });

  it('reads Ctrl or Meta + Enter as a new tab, never a click', () => {
    expect(isNewTabKeyPress({ key: 'Enter', ctrlKey: true })).toBe(true);
    expect(isNewTabKeyPress({ key: 'Enter', metaKey: true })).toBe(true);
    expect(isNewTabKeyPress({ key: 'Enter' })).toBe(false);
    expect(isNewTabKeyPress({ ctrlKey: true })).toBe(false);
  });
});

describe('suggestionMatch and hasLocationChanged', () => {
  it('splits the typed part from the completion, ignoring case', () => {
    expect(suggestionMatch('Ray-Ban solbriller', 'ray')).toEqual({ typed: 'Ray', rest: '-Ban solbriller' });
    expect(suggestionMatch('Ray-Ban', ' ray-ban ')).toBeNull();
    expect(suggestionMatch('Oakley', 'ray')).toBeNull();
    expect(suggestionMatch('Oakley', '')).toBeNull();
  });

  it('sees a change of path or query, not of the hash', () => {
    expect(hasLocationChanged(home, { pathname: '/', search: '' })).toBe(false);
    expect(hasLocationChanged(home, { pathname: '/sok', search: '' })).toBe(true);
    expect(hasLocationChanged(home, { pathname: '/', search: '?a=1' })).toBe(true);
  });
});
