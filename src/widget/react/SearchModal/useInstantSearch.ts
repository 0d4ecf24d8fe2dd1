import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useDebouncedValue } from '../../../hooks/useDebounce';
import {
  INSTANT_RESULTS_SHOWN,
  instantResultsLimit,
  searchResultCount,
  type WidgetClient,
} from '../../core/client';
import { createDataSource, type DataSourceSnapshot } from '../../core/dataSource';
import type { WidgetEnv } from '../../core/env';
import {
  INSTANT_RESULTS_DEBOUNCE_MS,
  INSTANT_SEARCH_PING_DELAY_MS,
  SUGGESTIONS_DEBOUNCE_MS,
  instantResultsFor,
  instantSearchPing,
  type InstantSearchPing,
} from '../../core/instantSearch';
import type { ProductDisplay, Suggestion } from '../../core/schemas';
import {
  applyDisplayTransformer,
  applyPageUrlTransformer,
  type PageUrlTransformer,
} from '../../core/transformers';
import type { WidgetDisplayTransformers } from '../WidgetProvider';

export { INSTANT_RESULTS_DEBOUNCE_MS, INSTANT_SEARCH_PING_DELAY_MS, SUGGESTIONS_DEBOUNCE_MS };
export type { InstantSearchPing };

/** The instant results of one query, ready to show. */
export interface InstantResults {
  /** The query they answer (trimmed). */
  query: string;
  /** At most 4 products, after the host's display transformer. */
  displays: ProductDisplay[];
  /** Page URLs from the host's page URL creator, parallel to `displays`; `null` without one. */
  hrefs: string[] | null;
  /** The count 'View all N results' shows (content links included when content search is on). */
  total: number;
  /** The search failed (`failed: true` from the client). */
  failed: boolean;
  /** The search request id (`'error'` when it failed). */
  requestId: string;
}

/** The suggestions of one query, after the host's transformer. */
export interface InstantSuggestions {
  query: string;
  suggestions: Suggestion[];
}

/** What the modal gets from {@link useInstantSearch}. */
export interface InstantSearchState {
  /** The typed query, trimmed. */
  query: string;
  /** The newest suggestions (possibly of an earlier prefix while the new ones load). */
  suggestions: InstantSuggestions | null;
  /** The instant results of `query`, or `null` while they load (placeholders show). */
  results: InstantResults | null;
  /** Why the instant results of `query` could not be made (a page URL creator that broke its contract). */
  resultsError: unknown;
  /** Whether instant results of `query` are on their way (or waiting for the typing pause). */
  isLoading: boolean;
}

/** What the hook needs from the provider. */
export interface InstantSearchOptions {
  client: WidgetClient;
  env: Pick<WidgetEnv, 'warn'>;
  displayTransformers: WidgetDisplayTransformers;
  pageURLCreator?: PageUrlTransformer<ProductDisplay>;
  enableContentSearch: boolean;
  /** Called with the query (and what was found) 2 s after typing stops. */
  onPing?: (ping: InstantSearchPing) => void;
}

function useSnapshot<R, D>(source: {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DataSourceSnapshot<R, D>;
}): DataSourceSnapshot<R, D> {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}

/**
 * Suggestions on every keystroke and instant results after a 250 ms pause, each through a data
 * source, so only the answer to the newest query is ever shown and older requests are aborted.
 */
export function useInstantSearch(typed: string, options: InstantSearchOptions): InstantSearchState {
  const { client, env, displayTransformers, pageURLCreator, enableContentSearch, onPing } = options;
  const query = typed.trim();
  const debounced = useDebouncedValue(query, INSTANT_RESULTS_DEBOUNCE_MS);
  const suggestionsQuery = useDebouncedValue(query, SUGGESTIONS_DEBOUNCE_MS);

  const suggestionsTransformer = displayTransformers.suggestions;
  const productsTransformer = displayTransformers.products;
  const suggestionsSource = useMemo(
    () =>
      createDataSource<string, InstantSuggestions>(async (text, signal) => {
        const answer = await client.suggestions(text, signal);
        const suggestions = await applyDisplayTransformer(answer.suggestions, suggestionsTransformer, env);
        return { query: text, suggestions };
      }),
    [client, env, suggestionsTransformer],
  );
  const resultsSource = useMemo(
    () =>
      createDataSource<string, InstantResults>(async (text, signal) => {
        const answer = await client.search(
          { query: text, limit: instantResultsLimit(), contentSearch: enableContentSearch },
          signal,
        );
        const shown = answer.displays.slice(0, INSTANT_RESULTS_SHOWN);
        const displays = await applyDisplayTransformer(shown, productsTransformer, env);
        const hrefs = pageURLCreator ? await applyPageUrlTransformer(displays, pageURLCreator) : null;
        return {
          query: text,
          displays,
          hrefs,
          total: searchResultCount(answer, enableContentSearch),
          failed: answer.failed ?? false,
          requestId: answer.search_request_id,
        };
      }),
    [client, env, productsTransformer, pageURLCreator, enableContentSearch],
  );
  useEffect(() => () => suggestionsSource.dispose(), [suggestionsSource]);
  useEffect(() => () => resultsSource.dispose(), [resultsSource]);

  useEffect(() => {
    if (suggestionsQuery) void suggestionsSource.load(suggestionsQuery);
  }, [suggestionsQuery, suggestionsSource]);
  useEffect(() => {
    if (debounced) void resultsSource.load(debounced);
  }, [debounced, resultsSource]);

  const suggestionsSnapshot = useSnapshot(suggestionsSource);
  const resultsSnapshot = useSnapshot(resultsSource);

  const { results, error: resultsError, isLoading } = instantResultsFor(query, debounced, resultsSnapshot);

  // The analytics ping: 2 s after the last keystroke, with what was found by then.
  const latest = useRef(results);
  const pingRef = useRef(onPing);
  useEffect(() => {
    latest.current = results;
    pingRef.current = onPing;
  });
  useEffect(() => {
    if (!query) return;
    const timer = setTimeout(
      () => pingRef.current?.(instantSearchPing(query, latest.current)),
      INSTANT_SEARCH_PING_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [query]);

  return {
    query,
    suggestions: query ? (suggestionsSnapshot.data ?? null) : null,
    results,
    resultsError,
    isLoading,
  };
}
