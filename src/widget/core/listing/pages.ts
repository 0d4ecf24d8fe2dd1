/**
 * What differs between the search page and a category page (widget spec, sections 2, 3 and 8):
 * the search page's count with content results, its content and recommendation rows and its
 * failed answer; the category page's override query id and document title. Plain TypeScript.
 */
import { FAILED_REQUEST_ID, SEARCH_FAILED_MESSAGE, failedSearchResults, searchResultCount } from '../client';
import type { ContentSearchLink, ProductListingResponse, SearchResultsResponse } from '../schemas';
import { decodeUrlState, type UrlStateOptions } from '../urlState';

export { SEARCH_FAILED_MESSAGE };

/** A search that finds fewer products than this shows recommendation rows under them. */
export const FEW_RESULTS_THRESHOLD = 8;
/** Content results per row of the search page. */
export const CONTENT_RESULTS_PER_ROW = 4;

/**
 * The count the search page shows: the products, plus the content results when content search is
 * on (spec, section 3).
 */
export function searchPageResultCount(results: SearchResultsResponse, contentSearch: boolean): number {
  return searchResultCount(results, contentSearch);
}

/** Whether the search page shows recommendation rows: the search found few or no products (and did not fail). */
export function showsRecommendationRows(results: Pick<SearchResultsResponse, 'n_hits' | 'failed'>): boolean {
  return results.failed !== true && results.n_hits < FEW_RESULTS_THRESHOLD;
}

/** The content results the search page shows in `rows` rows (none when content search is off). */
export function visibleContentResults(
  links: readonly ContentSearchLink[] | undefined,
  rows: number,
  contentSearch: boolean,
): ContentSearchLink[] {
  if (!contentSearch || !links) return [];
  return links.slice(0, Math.max(0, Math.floor(rows)) * CONTENT_RESULTS_PER_ROW);
}

/** Whether there are content results beyond `rows` rows ("show more" for content). */
export function hasMoreContentResults(
  links: readonly ContentSearchLink[] | undefined,
  rows: number,
  contentSearch: boolean,
): boolean {
  return contentSearch && (links?.length ?? 0) > Math.max(0, Math.floor(rows)) * CONTENT_RESULTS_PER_ROW;
}

/**
 * A search answer as the page uses it: an answer flagged failed becomes the spec's empty failed
 * result (request id `'error'`) and `'Failed to fetch search results'` is logged. The widget
 * client already logs that message for a call that failed on the way (its answer carries the
 * request id `'error'`), so only a failure the API itself flagged is logged here: once per
 * failure either way.
 */
export function settleSearchResults(
  results: SearchResultsResponse,
  warn: (message: string) => void,
): SearchResultsResponse {
  if (!results.failed) return results;
  if (results.search_request_id !== FAILED_REQUEST_ID) warn(SEARCH_FAILED_MESSAGE);
  return failedSearchResults();
}

/** Whether a listing answer is the failed one. */
export function listingFailed(
  listing: Pick<ProductListingResponse, 'failed' | 'product_listing_request_id'>,
): boolean {
  return listing.failed === true || listing.product_listing_request_id === FAILED_REQUEST_ID;
}

/** Category page settings that decide its query id and title. */
export interface CategoryPageOptions extends Pick<UrlStateOptions, 'instanceKey'> {
  /** Ignore the override query id in the URL. @default false */
  disableOverrideQueryId?: boolean;
}

/**
 * The override query id of a category page: `query_id_` + instance key, else `query_id`, from the
 * URL; `null` when there is none or `disableOverrideQueryId` is set.
 */
export function categoryOverrideQueryId(
  search: string | URLSearchParams,
  options: CategoryPageOptions = {},
): string | null {
  if (options.disableOverrideQueryId) return null;
  return decodeUrlState(search, { instanceKey: options.instanceKey ?? '' }).queryId;
}

/**
 * The document title of a category page: its title with `metaTitleSuffix` appended as given
 * (`'Ray-Ban solbriller' + ' | Glimt'`); `null` while there is no title (keep the host's).
 */
export function categoryDocumentTitle(title: string | null | undefined, metaTitleSuffix = ''): string | null {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed}${metaTitleSuffix}` : null;
}
