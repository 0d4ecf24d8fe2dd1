import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShopClient } from '../../shop/client';
import type { SiteSearchResponse } from '../../shop/schemas/article';
import { useShopClient } from '../session/ShopSessionProvider';
import {
  SITE_SEARCH_DEBOUNCE_MS,
  isSearchableQuery,
  isSiteSearchEmpty,
  normalizeSearchQuery,
} from '../../shop/siteSearch';

/**
 * Where a site search is:
 * - `idle`: the query is under 2 characters, nothing is shown;
 * - `loading`: waiting for the typing pause or for the answer;
 * - `success`: the answer has hits;
 * - `empty`: the answer was unsuccessful or every group is empty (the no-results text);
 * - `error`: the call failed (logged to the console).
 */
export type SiteSearchStatus = 'idle' | 'loading' | 'success' | 'empty' | 'error';

/** Options of {@link useSiteSearch}. */
export interface UseSiteSearchOptions {
  /** The typing pause before a search fires, in ms; 0 searches at once. @default 300 */
  debounceMs?: number;
  /** The client to call; the session's (`useShopClient()`) when omitted. */
  client?: ShopClient;
}

/** What {@link useSiteSearch} returns. */
export interface SiteSearchState {
  status: SiteSearchStatus;
  /** The normalised query being searched or waited for (`''` when idle). */
  query: string;
  /**
   * The latest answer, or `null`. While `loading` it is the previous query's answer (see
   * `responseQuery`), so the interface may keep it on screen instead of flashing empty.
   */
  response: SiteSearchResponse | null;
  /** The query `response` answers. */
  responseQuery: string | null;
  /** The error of the failed call while `status` is `error`. */
  error: unknown;
  /** Searches `query` now, without waiting for the typing pause (a popular search was chosen). */
  searchNow: (query: string) => void;
  /** Runs the current query again (after an error). */
  retry: () => void;
}

type Settled =
  | { query: string; response: SiteSearchResponse; error?: undefined }
  | { query: string; response?: undefined; error: unknown };

/** Answers kept per hook, so typing back to an earlier query shows it at once. */
const CACHE_SIZE = 20;

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * The site search behind the overlay and the search page (shop spec sections 4, 5 and 8): queries
 * under 2 characters clear the results, a search fires after a 300 ms pause in typing, a newer
 * query's answer is never replaced by an older one (the older call is aborted, and a late answer is
 * dropped), unsuccessful or all-empty answers are "no results", and failed calls are logged with
 * `console.error` and leave the hook usable. Answers are kept per hook instance for the session of
 * the overlay or page.
 *
 * This is a small effect with an `AbortController` rather than SWR: SWR's fetcher cannot abort a
 * superseded call, and its shared cache and error retries do not fit a search that must only log
 * its errors.
 */
export function useSiteSearch(input: string, options: UseSiteSearchOptions = {}): SiteSearchState {
  const { debounceMs = SITE_SEARCH_DEBOUNCE_MS } = options;
  const sessionClient = useShopClient();
  const client = options.client ?? sessionClient;
  const target = isSearchableQuery(input) ? normalizeSearchQuery(input) : '';

  // The query that has waited out the typing pause (the one that is fetched).
  const [debounced, setDebounced] = useState(target);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const cache = useRef(new Map<string, SiteSearchResponse>());
  const latestRequest = useRef(0);

  const term = debounceMs <= 0 || target === '' ? target : debounced;

  useEffect(() => {
    if (debounceMs <= 0 || target === '') {
      setDebounced(target);
      return;
    }
    const timer = setTimeout(() => setDebounced(target), debounceMs);
    return () => clearTimeout(timer);
  }, [target, debounceMs]);

  useEffect(() => {
    if (term === '') return;
    const cached = cache.current.get(term);
    if (cached) {
      setSettled({ query: term, response: cached });
      return;
    }
    const requestId = ++latestRequest.current;
    const controller = new AbortController();
    client.siteSearch(term, { signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted || requestId !== latestRequest.current) return;
        const store = cache.current;
        store.delete(term);
        store.set(term, response);
        if (store.size > CACHE_SIZE) {
          const oldest = store.keys().next().value;
          if (oldest !== undefined) store.delete(oldest);
        }
        setSettled({ query: term, response });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error) || requestId !== latestRequest.current) return;
        console.error(`[glimt] site search for "${term}" failed`, error);
        setSettled({ query: term, error });
      },
    );
    return () => controller.abort();
  }, [term, client, attempt]);

  const searchNow = useCallback((query: string) => {
    setDebounced(isSearchableQuery(query) ? normalizeSearchQuery(query) : '');
  }, []);
  const retry = useCallback(() => {
    // Back to loading until the new answer: drop a failed answer, keep a good one on screen.
    setSettled((current) => (current?.response === undefined ? null : current));
    setAttempt((value) => value + 1);
  }, []);

  if (target === '') {
    return {
      status: 'idle',
      query: '',
      response: null,
      responseQuery: null,
      error: undefined,
      searchNow,
      retry,
    };
  }
  const response = settled?.response ?? null;
  const responseQuery = settled?.response ? settled.query : null;
  if (term !== target || settled === null || settled.query !== term) {
    return { status: 'loading', query: target, response, responseQuery, error: undefined, searchNow, retry };
  }
  if (settled.response === undefined) {
    return {
      status: 'error',
      query: target,
      response: null,
      responseQuery: null,
      error: settled.error,
      searchNow,
      retry,
    };
  }
  return {
    status: isSiteSearchEmpty(settled.response) ? 'empty' : 'success',
    query: target,
    response: settled.response,
    responseQuery: settled.query,
    error: undefined,
    searchNow,
    retry,
  };
}
