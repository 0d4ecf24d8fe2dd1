import { useCallback, useMemo } from 'react';
import { MAX_HISTORY_ROWS, MAX_HISTORY_TEXT } from '../../core/listing/historyState';
import { startNewQuery } from '../../core/listing/listingState';
import {
  hasMoreContentResults,
  searchPageResultCount,
  settleSearchResults,
  showsRecommendationRows,
  visibleContentResults,
} from '../../core/listing/pages';
import { filterFieldMemoryOf, withApiFilterFields } from '../../core/filters/fieldNames';
import type { ContentSearchLink, SearchResultsResponse } from '../../core/schemas';
import type { UrlState } from '../../core/urlState';
import { useWidget } from '../WidgetProvider/useWidget';
import { useListingPage, type ListingHistoryAccess, type ListingPageHandle } from './useListingPage';

/** The memory's owner outside a provider (nothing is fetched there). */
const NO_CLIENT = {};

/** Options of {@link useSearchPageState}. */
export interface UseSearchPageStateOptions {
  /** Tells search instances on one page apart (`uniqueInstanceKeyForState`). @default '' */
  instanceKey?: string;
  /** The history to keep page state in (tests, embedded frames). @default window.history */
  history?: ListingHistoryAccess | null;
}

/** What {@link useSearchPageState} gives: the shared page handle plus the search page's own parts. */
export interface SearchPageState extends ListingPageHandle<'search', SearchResultsResponse> {
  /** The query in the URL (`''` when none). */
  query: string;
  /** Searches for `query`: filters and sorting are cleared, and the restore toast is offered. */
  newQuery(query: string): void;
  /** The count shown: products, plus content results when content search is on. */
  resultCount: number;
  /** Content results in the rows shown (`content_results_rows`, one until more are asked for). */
  contentResults: ContentSearchLink[];
  /** Whether there are content results beyond the rows shown. */
  hasMoreContentResults: boolean;
  /** One more row of content results. */
  showMoreContentResults(): void;
  /** Whether to show recommendation rows (the search found few or no products). */
  showRecommendations: boolean;
  /** Recommendation rows to show (`showing_recommendation_rows`, 2 by default). */
  recommendationRows: number;
  /** One more row of recommendations. */
  showMoreRecommendations(): void;
  /** What is typed in the page's search field (kept in the history entry). */
  fieldValue: string;
  setFieldValue(value: string): void;
}

/**
 * The headless search page (widget spec, sections 2 to 9): the query, filters and sorting from the
 * URL (`urlParamName` + instance key), results from the provider's client 48 at a time, the
 * search page's history state, the restore toast after a new query, and scroll restoration. A
 * failed search answers the spec's empty result and logs 'Failed to fetch search results'.
 * Registers the instance: a second one with the same key throws.
 * @example
 * const page = useSearchPageState();
 * page.displays.map((display) => <Card key={display.product_id} display={display} />);
 */
export function useSearchPageState(options: UseSearchPageStateOptions = {}): SearchPageState {
  const widget = useWidget();
  const instanceKey = options.instanceKey ?? '';
  const queryParamName = widget?.settings.searchSettings.urlParamName ?? 'query';
  const contentSearch = widget?.settings.searchSettings.enableContentSearch ?? true;
  const client = widget?.client;
  const warn = widget?.env.warn;
  const urlOptions = useMemo(() => ({ instanceKey, queryParamName }), [instanceKey, queryParamName]);

  const target = useCallback((url: UrlState) => {
    const query = url.query.trim();
    return query === '' ? null : query;
  }, []);
  const { go, ...page } = useListingPage<'search', SearchResultsResponse>({
    kind: 'search',
    instanceKey,
    urlOptions,
    target,
    history: options.history,
    offersRestoreOnNewQuery: true,
    // The page's filter fields are lower-cased group titles; the API is asked with its own.
    fetchPage: withApiFilterFields(
      async (query, request, signal) => {
        const answer = await client!.search(
          {
            query,
            filters: request.filters,
            sort: request.sort,
            limit: request.limit,
            offset: request.offset,
            contentSearch,
          },
          signal,
        );
        return settleSearchResults(answer, (message) => warn?.(message));
      },
      filterFieldMemoryOf(client ?? NO_CLIENT),
    ),
  });

  const { state, history, updateHistory, answer } = page;
  const links = answer?.content_search_links;
  const rows = history.content_results_rows;
  return {
    ...page,
    query: state.query,
    // The new entry's arrival takes the snapshot (`offersRestoreOnNewQuery`), as for any search.
    newQuery: (query) => {
      const next = startNewQuery(state, query);
      if (next !== state) go(next);
    },
    resultCount: answer ? searchPageResultCount(answer, contentSearch) : 0,
    contentResults: visibleContentResults(links, rows, contentSearch),
    hasMoreContentResults: hasMoreContentResults(links, rows, contentSearch),
    showMoreContentResults: () =>
      updateHistory({ content_results_rows: Math.min(MAX_HISTORY_ROWS, rows + 1) }),
    showRecommendations: page.status === 'ready' && answer !== null && showsRecommendationRows(answer),
    recommendationRows: history.showing_recommendation_rows,
    showMoreRecommendations: () =>
      updateHistory({
        showing_recommendation_rows: Math.min(MAX_HISTORY_ROWS, history.showing_recommendation_rows + 1),
      }),
    fieldValue: history.field_value,
    setFieldValue: (value) => updateHistory({ field_value: value.slice(0, MAX_HISTORY_TEXT) }),
  };
}
