import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '../../hooks/useDebounce';
import type { ShopClient } from '../../shop/client';
import type { SiteSearchResponse } from '../../shop/schemas/article';
import { useShopClient } from '../session/ShopSessionProvider';
import { shopClientId, useShopRead } from '../session/useShopRead';
import {
  SITE_SEARCH_DEBOUNCE_MS,
  isAbortError,
  isSearchableQuery,
  normalizeSearchQuery,
  resolveSiteSearchView,
  type SiteSearchSettled,
  type SiteSearchView,
} from '../../shop/siteSearch';

export type { SiteSearchStatus } from '../../shop/siteSearch';

/** Options of {@link useSiteSearch}. */
export interface UseSiteSearchOptions {
  /** The typing pause before a search fires, in ms; 0 searches at once. @default 300 */
  debounceMs?: number;
  /** The client to call; the session's (`useShopClient()`) when omitted. */
  client?: ShopClient;
  /**
   * Which hits to ask for (a page of the search page: its product hits, and how many of each other
   * group); the API's first few when omitted.
   */
  page?: { offset: number; limit: number; groupLimit?: number };
}

/** What {@link useSiteSearch} returns. */
export interface SiteSearchState extends SiteSearchView {
  /** Searches `query` now, without waiting for the typing pause (a popular search was chosen). */
  searchNow: (query: string) => void;
  /** Runs the current query again (after an error). */
  retry: () => void;
}

// The request layer shares one call between the hooks that ask the same thing, so a call is
// aborted only when no hook wants its query any more.
const wanted = new Map<string, number>();
const inFlight = new Map<string, Set<AbortController>>();

function want(request: string): () => void {
  wanted.set(request, (wanted.get(request) ?? 0) + 1);
  return () => {
    const left = (wanted.get(request) ?? 1) - 1;
    if (left > 0) {
      wanted.set(request, left);
      return;
    }
    wanted.delete(request);
    inFlight.get(request)?.forEach((controller) => controller.abort());
  };
}

function wasAborted(request: string): boolean {
  return [...(inFlight.get(request) ?? [])].some((controller) => controller.signal.aborted);
}

function fetchSearch(
  client: ShopClient,
  request: string,
  term: string,
  page: UseSiteSearchOptions['page'],
): Promise<SiteSearchResponse> {
  const controller = new AbortController();
  const calls = inFlight.get(request) ?? new Set<AbortController>();
  calls.add(controller);
  inFlight.set(request, calls);
  const done = () => {
    calls.delete(controller);
    if (calls.size === 0 && inFlight.get(request) === calls) inFlight.delete(request);
  };
  return client.siteSearch(term, { signal: controller.signal, ...page }).then(
    (response) => {
      done();
      return response;
    },
    (error: unknown) => {
      done();
      if (!controller.signal.aborted && !isAbortError(error)) {
        console.error(`[glimt] site search for "${term}" failed`, error);
      }
      throw error;
    },
  );
}

function sameSettled(a: SiteSearchSettled | null, b: SiteSearchSettled | null): boolean {
  return a?.query === b?.query && a?.response === b?.response && a?.error === b?.error;
}

/**
 * The site search behind the overlay and the search page (shop spec sections 4, 5 and 8): queries
 * under 2 characters clear the results, a search fires after a 300 ms pause in typing, a newer
 * query's answer is never replaced by an older one, unsuccessful or all-empty answers are
 * "no results", and failed calls are logged with `console.error` and leave the hook usable.
 *
 * Calls go through the one read layer (`useShopRead`, asked once per query): answers are cached per
 * client and query (typing back to an earlier query shows it at once) and not asked again on focus,
 * a failed call is not retried on its own (the view offers a retry) and is logged once, hooks asking
 * the same query share one call, and a call no hook wants any more is aborted.
 */
export function useSiteSearch(input: string, options: UseSiteSearchOptions = {}): SiteSearchState {
  const { debounceMs = SITE_SEARCH_DEBOUNCE_MS, page } = options;
  const sessionClient = useShopClient();
  const client = options.client ?? sessionClient;
  const target = isSearchableQuery(input) ? normalizeSearchQuery(input) : '';

  // The query that has waited out the typing pause, or was chosen to search at once. Clearing the
  // field needs no pause, so the next query waits its own pause from scratch.
  const debounced = useDebouncedValue(target, target === '' ? 0 : debounceMs);
  const [chosen, setChosen] = useState<string | null>(null);
  const term = debounceMs <= 0 || target === '' || chosen === target ? target : debounced;

  const id = shopClientId(client);
  const pageKey = page ? `${page.offset}:${page.limit}:${page.groupLimit ?? ''}` : '';
  const request = `${id}\u0000${term}\u0000${pageKey}`;
  const read = useShopRead(
    'siteSearch',
    term === '' ? null : [term, pageKey],
    (shop) => fetchSearch(shop, request, term, page),
    {
      once: true,
      client,
    },
  );
  const { data, error, reload } = read;

  // Hold on to the query while it is wanted; when it is no longer, its call is aborted. A call this
  // hook aborted and asks for again (React's strict mode remounts) is started anew.
  useEffect(() => {
    if (term === '') return;
    const release = want(request);
    if (wasAborted(request)) reload();
    return release;
  }, [request, term, reload]);

  // A cancelled call is never an outcome: the query is still on its way (or asked again).
  const current: SiteSearchSettled | null =
    term === ''
      ? null
      : data !== undefined
        ? { query: term, response: data }
        : read.status === 'error' && !isAbortError(error)
          ? { query: term, error }
          : null;

  // The last outcome, kept on screen while the next query loads.
  const [previous, setPrevious] = useState<SiteSearchSettled | null>(null);
  if (current !== null && !sameSettled(current, previous)) setPrevious(current);

  const searchNow = useCallback((query: string) => {
    setChosen(isSearchableQuery(query) ? normalizeSearchQuery(query) : '');
  }, []);
  const retry = reload;

  return { ...resolveSiteSearchView({ target, term, current, previous }), searchNow, retry };
}
