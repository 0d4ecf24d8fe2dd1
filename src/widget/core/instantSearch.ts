/**
 * The rules of the search modal's instant search (widget spec, sections 4 and 9): the typing
 * pauses before suggestions, instant results and the analytics ping, which instant results belong
 * to what is typed now, and what the ping carries. Plain TypeScript: `useInstantSearch` wires the
 * data sources and timers.
 */
import type { DataSourceSnapshot } from './dataSource';

/** Quiet time after the last keystroke before instant results are asked for (spec, section 9). */
export const INSTANT_RESULTS_DEBOUNCE_MS = 250;
/**
 * Quiet time after the last keystroke before suggestions are asked for: short enough to feel
 * immediate, long enough that a fast typist's keystrokes do not each start a request.
 */
export const SUGGESTIONS_DEBOUNCE_MS = 80;
/** Quiet time after the last keystroke before the instant-search analytics ping (spec, section 4). */
export const INSTANT_SEARCH_PING_DELAY_MS = 2000;

/** The instant-search analytics ping (spec, section 4). */
export interface InstantSearchPing {
  /** The query typed (trimmed). */
  query: string;
  /** Results found, when the instant results were in by then. */
  resultCount?: number;
  /** The search request id, when the instant results were in by then. */
  searchRequestId?: string;
}

/** What a ping needs of the instant results. */
export interface PingableResults {
  query: string;
  total: number;
  requestId: string;
}

/**
 * The ping for `query` when the pause is over: the count and request id only when the results in
 * by then answer this query.
 */
export function instantSearchPing(query: string, latest: PingableResults | null): InstantSearchPing {
  const found = latest?.query === query ? latest : null;
  return { query, ...(found ? { resultCount: found.total, searchRequestId: found.requestId } : {}) };
}

/**
 * The ping as an event for the analytics tag: GA4's `search` with the query as `search_term`, and
 * the count and request id when the results were in. Sent only under consent (`tracking/analytics`).
 */
export function instantSearchAnalyticsEvent(ping: InstantSearchPing): {
  name: 'search';
  params: Record<string, string | number>;
} {
  const params: Record<string, string | number> = { search_term: ping.query };
  if (ping.resultCount !== undefined) params.result_count = ping.resultCount;
  if (ping.searchRequestId !== undefined) params.search_request_id = ping.searchRequestId;
  return { name: 'search', params };
}

/**
 * Which instant results the modal shows for the typed `query`: only an answer to this very query
 * once its typing pause is over (`debounced === query`); an earlier query's answer is never shown.
 * `isLoading` while they are on their way or waiting for the pause.
 */
export function instantResultsFor<D extends { query: string }>(
  query: string,
  debounced: string,
  snapshot: DataSourceSnapshot<string, D>,
): { results: D | null; error: unknown; isLoading: boolean } {
  const current = snapshot.request === query && debounced === query;
  const results =
    current && snapshot.state === 'ready' && snapshot.data?.query === query ? snapshot.data : null;
  const error = current && snapshot.state === 'errored' ? (snapshot.error ?? null) : null;
  return { results, error, isLoading: Boolean(query) && results === null && error === null };
}
