/**
 * The search page as the search modal and the navigator see it: its path, its URL for a query,
 * the query in the current URL, and whether a search would change nothing. Plain TypeScript.
 */

import { DEFAULT_SEARCH_PAGE_PATH, normalizeSearchPagePath } from './navigation';

export { DEFAULT_SEARCH_PAGE_PATH, normalizeSearchPagePath };

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
