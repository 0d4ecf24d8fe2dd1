// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { failedSearchResults } from '../client';
import type { SearchResultsResponse } from '../schemas';
import {
  SEARCH_FAILED_MESSAGE,
  categoryDocumentTitle,
  categoryOverrideQueryId,
  hasMoreContentResults,
  listingFailed,
  searchPageResultCount,
  settleSearchResults,
  showsRecommendationRows,
  visibleContentResults,
} from './pages';

const links = Array.from({ length: 6 }, (_, index) => ({
  page_url: `/guide/${index}`,
  title: `Guide ${index}`,
}));
const results: SearchResultsResponse = {
  n_hits: 40,
  displays: [],
  search_request_id: 'sr-1',
  content_search_links: links,
};

describe('the search page', () => {
  it('adds the content results to the count only when content search is on', () => {
    expect(searchPageResultCount(results, true)).toBe(46);
    expect(searchPageResultCount(results, false)).toBe(40);
  });

  it('shows recommendation rows when the search finds few or no products', () => {
    expect(showsRecommendationRows({ n_hits: 0 })).toBe(true);
    expect(showsRecommendationRows({ n_hits: 7 })).toBe(true);
    expect(showsRecommendationRows({ n_hits: 8 })).toBe(false);
    expect(showsRecommendationRows({ n_hits: 0, failed: true })).toBe(false);
  });

  it('shows one row of content results, more on request', () => {
    expect(visibleContentResults(links, 1, true)).toEqual(links.slice(0, 4));
    expect(hasMoreContentResults(links, 1, true)).toBe(true);
    expect(visibleContentResults(links, 2, true)).toEqual(links);
    expect(hasMoreContentResults(links, 2, true)).toBe(false);
    expect(visibleContentResults(links, 1, false)).toEqual([]);
    expect(hasMoreContentResults(links, 1, false)).toBe(false);
  });

  it('a failed answer becomes the empty result with ids "error" and is logged once', () => {
    const warn = vi.fn();
    expect(settleSearchResults({ ...results, failed: true }, warn)).toEqual(failedSearchResults());
    expect(warn).toHaveBeenCalledExactlyOnceWith(SEARCH_FAILED_MESSAGE);
    expect(SEARCH_FAILED_MESSAGE).toBe('Failed to fetch search results');
    // The client logged its own failure already.
    warn.mockClear();
    expect(settleSearchResults(failedSearchResults(), warn).search_request_id).toBe('error');
    expect(warn).not.toHaveBeenCalled();
    expect(settleSearchResults(results, warn)).toBe(results);
  });
});

describe('the category page', () => {
  it('reads the override query id from query_id_ + key, else query_id', () => {
    expect(categoryOverrideQueryId('?query_id_top=a&query_id=b', { instanceKey: 'top' })).toBe('a');
    expect(categoryOverrideQueryId('?query_id=b', { instanceKey: 'top' })).toBe('b');
    expect(categoryOverrideQueryId('?query_id=b')).toBe('b');
    expect(categoryOverrideQueryId('?x=1')).toBeNull();
  });

  it('ignores it with disableOverrideQueryId', () => {
    expect(categoryOverrideQueryId('?query_id=b', { disableOverrideQueryId: true })).toBeNull();
  });

  it('titles the document with the suffix', () => {
    expect(categoryDocumentTitle('Ray-Ban solbriller', ' | Glimt')).toBe('Ray-Ban solbriller | Glimt');
    expect(categoryDocumentTitle('Solbriller')).toBe('Solbriller');
    expect(categoryDocumentTitle('  ', ' | Glimt')).toBeNull();
    expect(categoryDocumentTitle(undefined, ' | Glimt')).toBeNull();
  });

  it('knows a failed listing', () => {
    expect(listingFailed({ product_listing_request_id: 'error' })).toBe(true);
    expect(listingFailed({ product_listing_request_id: 'pl-1', failed: true })).toBe(true);
    expect(listingFailed({ product_listing_request_id: 'pl-1' })).toBe(false);
  });
});
