/**
 * The engine behind `useSearchPageState` and `useCategoryPageState`: it ties the URL codec, the
 * widget client, the history state, paging, scroll restoration and the restore snapshot together
 * for one page instance. The URL is the source of truth for query, filters and sorting (every
 * change navigates, so back and forward step through them); the history entry holds what is
 * open, expanded and cached and where to come back to; the loaded count lives in React state and
 * in the scroll restoration data. Window and history are touched only in effects and handlers.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { provideWidgetClientCalls } from '../../core/client';
// A listing calls the API as soon as it mounts: its calls come in its own chunk (see the function).
import * as widgetClientCalls from '../../core/clientCalls';
import { createDataSource, type DataSourceSnapshot } from '../../core/dataSource';
import {
  changeFilter,
  changeSorting,
  clearAllFilters,
  listingSearch,
  replaceFilters,
  type FilterChange,
  type ListingState,
} from '../../core/listing/listingState';
import {
  defaultListingHistoryState,
  historyStateKey,
  readListingHistoryState,
  writeListingHistoryState,
  type ListingHistoryState,
  type ListingPageKind,
} from '../../core/listing/historyState';
import {
  LISTING_PAGE_SIZE,
  canLoadMore,
  listingPositionText,
  nextLoaded,
  pageRequests,
  type PageRequest,
} from '../../core/listing/paging';
import {
  acceptClearedFilters,
  restoreFromSnapshot,
  shouldOfferRestore,
  snapshotDroppedBySearch,
  type RestoreSnapshot,
} from '../../core/listing/restore';
import {
  captureScrollRestorationData,
  restorationMinHeight,
  resultsToLoadOnReturn,
  scrollTarget,
  type ScrollMeasurement,
  type ScrollRestorationData,
  type ScrollTarget,
} from '../../core/listing/scrollRestoration';
import { cacheOfferedValues, withCachedValues } from '../../core/listing/filterCache';
import type { Filter, ProductDisplay, ResponseFilter, ResponseSort, Sort } from '../../core/schemas';
import { applyDisplayTransformer, applyPageUrlTransformer } from '../../core/transformers';
import { decodeUrlState, type UrlState, type UrlStateOptions } from '../../core/urlState';
import { afterNextPaint } from '../../../utils/afterNextPaint';
import { useWidget, useWidgetInstance, useWidgetLocation } from '../WidgetProvider/useWidget';
import { useStoreInTransitions } from '../useStoreInTransitions';

/** The part of `window.history` the listing hooks use. */
export interface ListingHistoryAccess {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

/** What a page answer has in common (search results and listings). */
export interface ListingAnswer {
  n_hits: number;
  displays: ProductDisplay[];
  sorts?: ResponseSort[];
  filters?: ResponseFilter[];
  failed?: boolean;
}

/** Loading state of a listing page. */
export type ListingStatus =
  /** Outside a configured provider. */
  | 'not-configured'
  /** Nothing to ask for (no query yet). */
  | 'idle'
  /** The first products are on their way. */
  | 'loading'
  /**
   * Another listing of the same query or category (filters or sorting changed) is on its way; the
   * previous products, facets and count stay, marked busy, until it comes (a filter change beside
   * 600 cards must not unmount them into placeholders and back).
   */
  | 'refreshing'
  | 'ready'
  /** "Show more" is on its way; the products so far stay. */
  | 'loading-more'
  | 'failed';

interface ListingRequest {
  /** The listing's identity: target, filters and sorting (what resets paging when it changes). */
  key: string;
  target: string;
  filters: Filter[];
  sort: Sort | null;
  loaded: number;
}

interface MergedAnswer<A extends ListingAnswer> {
  /** The listing (`ListingRequest.key`) and target this answer is of. */
  key: string;
  target: string;
  first: A;
  displays: ProductDisplay[];
  hrefs: string[] | null;
  failed: boolean;
}

const IDLE_SNAPSHOT: DataSourceSnapshot<never, never> = { state: 'unresolved' };
const IDLE_SOURCE = {
  subscribe: (): (() => void) => () => undefined,
  getSnapshot: (): DataSourceSnapshot<never, never> => IDLE_SNAPSHOT,
};
const NO_DISPLAYS: ProductDisplay[] = [];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const defaultHistory = (): ListingHistoryAccess | null =>
  typeof window === 'undefined' ? null : window.history;

/** Configuration of {@link useListingPage} by the page hooks. */
export interface ListingPageConfig<K extends ListingPageKind, A extends ListingAnswer> {
  kind: K;
  instanceKey: string;
  urlOptions: UrlStateOptions;
  /**
   * What the page lists (a query, a category); `null`: nothing to ask for. Given the URL's state,
   * decoded once per location, and the raw search for what the codec does not read.
   */
  target: (url: UrlState, search: string) => string | null;
  /** Fetches one page of `target`. */
  fetchPage: (
    target: string,
    request: { filters: Filter[]; sort: Sort | null } & PageRequest,
    signal: AbortSignal,
  ) => Promise<A>;
  /** The history to keep page state in. @default window.history */
  history?: ListingHistoryAccess | null;
  /**
   * Whether a navigation to another query that dropped the filters offers to restore them (the
   * search page: from whichever field, see `snapshotDroppedBySearch`). @default false
   */
  offersRestoreOnNewQuery?: boolean;
}

/** What {@link useListingPage} gives: the state and operations both pages share. */
export interface ListingPageHandle<K extends ListingPageKind, A extends ListingAnswer> {
  status: ListingStatus;
  /** The page state: the URL's, and the loaded count. */
  state: ListingState;
  /** The first page's answer (count, facets, sorts...), or `null` before one came. */
  answer: A | null;
  /** The products loaded so far, in order. */
  displays: ProductDisplay[];
  /** Page URLs from the provider's `pageURLCreator`, parallel to `displays`; `null` without one. */
  hrefs: string[] | null;
  /** Products matching (`n_hits`). */
  total: number;
  /** Filters the API offers, with counts. */
  filters: ResponseFilter[];
  /** Sortings the API offers. */
  sorts: ResponseSort[];
  /** Whether "show more" has more to show. */
  canLoadMore: boolean;
  /** Loads the next 48 products. */
  showMore(): void;
  /** "Viser 96 av 600 produkter": for the live region after "show more". */
  positionText: string;
  /** Changes one filter (replace by field and operator; `null` data removes it). */
  setFilter(change: FilterChange): void;
  /**
   * Applies a filter panel's or the chips' next list: shown at once in {@link appliedFilters}, and
   * written to the URL (one navigation, hence one request) after the next paint, so the tick's own
   * frame is not held up by the listing's render. A newer list before then replaces it.
   */
  setFilters(filters: Filter[]): void;
  /** The filters as the shopper chose them: the URL's, or a list {@link setFilters} is writing. */
  appliedFilters: Filter[];
  /** Removes every filter. */
  clearFilters(): void;
  /** Changes the sorting (`null`: the API's default). */
  setSorting(sorting: Sort | null): void;
  /** The URL (path and query) of a state, for links that share it. */
  hrefOf(state: Partial<ListingState>): string;
  /** The history entry's state (open, expanded, cached, row counts). */
  history: ListingHistoryState<K>;
  /** Changes the history entry's state (replaceState). */
  updateHistory(patch: Partial<ListingHistoryState<K>>): void;
  /** Whether the restore toast should show (a new query cleared filters this page can put back). */
  restoreOffered: boolean;
  /** Puts back the filters, sorting, expanded hierarchical filters and local filter cache. */
  restore(): void;
  /** "Ok": keeps the filters cleared and ends the offer. */
  dismissRestore(): void;
  /** Scroll restoration data of this entry on arrival (back / forward), until finished. */
  scrollRestoration: ScrollRestorationData | null;
  /** The grid's minimum height while restoring, in px (0 when not restoring or ready). */
  restorationMinHeight: number;
  /** Where to land once the restored results are in; `null` while not ready or not restoring. */
  scrollTarget: ScrollTarget;
  /** Ends restoration once the page has landed (the padding goes). */
  finishScrollRestoration(): void;
  /** Stores where the shopper is, before leaving (a product click, `pagehide`). */
  captureScroll(measured: ScrollMeasurement): void;
}

/** What the page hooks use besides the handle; not part of what they give. */
export interface ListingPageInternals {
  /** Navigates to a state (a new history step, or `replace`). */
  go(state: Partial<ListingState>, replace?: boolean): void;
}

/** The shared engine of the listing page hooks. See the module comment. */
export function useListingPage<K extends ListingPageKind, A extends ListingAnswer>(
  config: ListingPageConfig<K, A>,
): ListingPageHandle<K, A> & ListingPageInternals {
  const widget = useWidget();
  const location = useWidgetLocation();
  const { kind, instanceKey, urlOptions, fetchPage } = config;
  provideWidgetClientCalls(widgetClientCalls);
  useWidgetInstance(kind, instanceKey);

  const paramsKey = JSON.stringify(urlOptions);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- paramsKey stands for urlOptions
  const options = useMemo(() => urlOptions, [paramsKey]);
  const url = useMemo(() => decodeUrlState(location.search, options), [location.search, options]);
  const target = config.target(url, location.search);
  const listingKey = JSON.stringify([target, url.filters, url.sorting, url.queryId]);

  // Paging: the loaded count belongs to one listing; another listing starts at one page.
  const [paging, setPaging] = useState({ key: listingKey, loaded: LISTING_PAGE_SIZE });
  const loaded = paging.key === listingKey ? paging.loaded : LISTING_PAGE_SIZE;
  const state: ListingState = useMemo(() => ({ ...url, loaded }), [url, loaded]);

  // History state: read on arrival at each entry; a new entry carries the open and expanded state over.
  // The latest history option, read in effects and handlers (a new object per render is fine).
  const historyOption = useRef(config.history);
  historyOption.current = config.history;
  const getHistory = useCallback(
    () => (historyOption.current === undefined ? defaultHistory() : historyOption.current),
    [],
  );
  const [history, setHistory] = useState<ListingHistoryState<K>>(() => defaultListingHistoryState(kind));
  const historyRef = useRef(history);
  const [historyRead, setHistoryRead] = useState(false);
  const [restoration, setRestoration] = useState<ScrollRestorationData | null>(null);
  const keyRef = useRef(listingKey);
  keyRef.current = listingKey;
  // The state of the URL this render, and of the entry the history effect last arrived at.
  const latestState = useRef(state);
  latestState.current = state;
  const entryState = useRef<ListingState | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;
  const entryTarget = useRef<string | null | undefined>(undefined);
  const [restoreSnapshot, setSnapshot] = useState<RestoreSnapshot | null>(null);
  const offersRestore = config.offersRestoreOnNewQuery === true;
  // Navigates (defined below, read in the history effect once rendered).
  const goRef = useRef<(next: Partial<ListingState>, replace?: boolean) => void>(undefined);
  // Whether the next location is Back or Forward (`popstate`): never a search or another listing,
  // only a return (a search or a link navigates: a push, or a memory router's step).
  const traversal = useRef(false);
  useEffect(() => {
    const onPopState = () => {
      traversal.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const access = getHistory();
    const raw = access?.state;
    const previous = entryState.current;
    const arrived = latestState.current;
    entryState.current = arrived;
    const traversed = traversal.current;
    traversal.current = false;
    // Another query or category by a link: the values the last one offered are not this one's.
    const otherTarget =
      !traversed && entryTarget.current !== undefined && entryTarget.current !== targetRef.current;
    entryTarget.current = targetRef.current;
    // A search from any field that dropped the filters keeps them for the toast (read before this
    // entry's state replaces the one before).
    const dropped =
      offersRestore && !traversed
        ? snapshotDroppedBySearch(previous && { state: previous, history: historyRef.current }, arrived)
        : null;
    // Another listing by a link: its own cached values and, on the search page, no text left from
    // the last query; a search that dropped filters also closes the paths it had expanded.
    const forget = (state: ListingHistoryState<K>): ListingHistoryState<K> => {
      if (!otherTarget) return state;
      const next = { ...state, local_filter_cache: {} };
      if (dropped) next.expanded_hierarchical_filters = {};
      if ('field_value' in next) next.field_value = '';
      return next;
    };
    if (access && isRecord(raw) && historyStateKey(kind, instanceKey) in raw) {
      const read = forget(readListingHistoryState(raw, kind, instanceKey));
      historyRef.current = read;
      setHistory(read);
      const data = read.scroll_restoration_data;
      setRestoration(data);
      if (data) setPaging({ key: keyRef.current, loaded: resultsToLoadOnReturn(data) });
      if (otherTarget) access.replaceState(writeListingHistoryState(raw, kind, instanceKey, read), '');
    } else if (access) {
      // A new entry: it carries what was open and expanded over.
      const carried = forget({ ...historyRef.current, scroll_restoration_data: null });
      historyRef.current = carried;
      setHistory(carried);
      setRestoration(null);
      access.replaceState(writeListingHistoryState(raw, kind, instanceKey, carried), '');
    }
    if (dropped) {
      setSnapshot(dropped);
      // The offer needs the URL's flag, which a search that came without it (another field's, the
      // shop's router) gets in place.
      if (!arrived.clearFilters) goRef.current?.({ ...arrived, clearFilters: true }, true);
    }
    setHistoryRead(true);
  }, [getHistory, kind, instanceKey, location.href, offersRestore]);

  const updateHistory = useCallback(
    (patch: Partial<ListingHistoryState<K>>) => {
      const next = { ...historyRef.current, ...patch };
      historyRef.current = next;
      setHistory(next);
      const access = getHistory();
      access?.replaceState(writeListingHistoryState(access.state, kind, instanceKey, patch), '');
    },
    [getHistory, kind, instanceKey],
  );

  // Data: one source per page instance; a request loads every page up to `loaded`.
  const client = widget?.client;
  const env = widget?.env;
  const transformer = widget?.displayTransformers.products;
  const pageURLCreator = widget?.pageURLCreator;
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const source = useMemo(() => {
    if (!client || !env) return null;
    return createDataSource<ListingRequest, MergedAnswer<A>>(async (request, signal) => {
      const pages = await Promise.all(
        pageRequests(request.loaded).map((page) =>
          fetchRef.current(request.target, { filters: request.filters, sort: request.sort, ...page }, signal),
        ),
      );
      const first = pages[0]!;
      // Pages after a failed one are dropped, so the grid never has a gap.
      const failedAt = pages.findIndex((page) => page.failed === true);
      const kept = failedAt === -1 ? pages : pages.slice(0, failedAt);
      const transformed = await Promise.all(
        kept.map((page) => applyDisplayTransformer(page.displays, transformer, env)),
      );
      const displays = transformed.flat();
      const hrefs = pageURLCreator ? await applyPageUrlTransformer(displays, pageURLCreator) : null;
      return {
        key: request.key,
        target: request.target,
        first,
        displays,
        hrefs,
        failed: first.failed === true,
      };
    });
  }, [client, env, transformer, pageURLCreator]);
  useEffect(() => () => source?.dispose(), [source]);

  // One request per listing and loaded count: `listingKey` says everything the request asks (a
  // location change that leaves it alone, such as a history state's, asks nothing).
  const request = useMemo<ListingRequest | null>(
    () =>
      target === null ? null : { key: listingKey, target, filters: url.filters, sort: url.sorting, loaded },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listingKey stands for target, filters and sorting
    [listingKey, loaded],
  );
  useEffect(() => {
    if (!source || !historyRead || request === null) return;
    void source.load(request);
  }, [source, historyRead, request]);

  const store: {
    subscribe: (listener: () => void) => () => void;
    getSnapshot: () => DataSourceSnapshot<ListingRequest, MergedAnswer<A>>;
  } = source ?? IDLE_SOURCE;
  // Answers render as transitions: 48 cards and their facets in slices, not in one long task.
  const snapshot = useStoreInTransitions(store);
  const current = snapshot.request?.key === listingKey && snapshot.request.loaded === loaded;
  // The newest answer, whichever listing it is of: this one's (fewer pages while more load), or
  // the previous listing's of the same target while a filter or sorting change loads.
  const data: MergedAnswer<A> | undefined = snapshot.data;
  const settled = current && snapshot.state === 'ready';

  let status: ListingStatus;
  if (!widget) status = 'not-configured';
  else if (target === null) status = 'idle';
  else if ((current && snapshot.state === 'errored') || (settled && data?.failed)) status = 'failed';
  else if (settled && data) status = 'ready';
  else if (data?.key === listingKey) status = 'loading-more';
  else if (data && data.target === target && !data.failed) status = 'refreshing';
  else status = 'loading';

  const shown = status === 'ready' || status === 'loading-more' || status === 'refreshing' ? data : undefined;
  const answer = shown?.first ?? null;
  const displays = shown?.displays ?? NO_DISPLAYS;
  const total = answer?.n_hits ?? 0;

  // Each answer's values go into the entry's filter cache; the lists shown keep what it left out.
  const offered = answer?.filters;
  const cache = history.local_filter_cache;
  const filters = useMemo(() => withCachedValues(offered ?? [], cache), [offered, cache]);
  useEffect(() => {
    if (!offered) return;
    const next = cacheOfferedValues(historyRef.current.local_filter_cache, offered);
    if (next !== historyRef.current.local_filter_cache)
      updateHistory({ local_filter_cache: next } as Partial<ListingHistoryState<K>>);
  }, [offered, updateHistory]);

  // Navigation: every URL change goes through the codec and the provider's navigator.
  const hrefOf = useCallback(
    (next: Partial<ListingState>) => location.pathname + listingSearch(next, options, location.search),
    [location.pathname, location.search, options],
  );
  const navigate = widget?.navigate;
  const go = useCallback(
    (next: Partial<ListingState>, replace = false) => {
      navigate?.(hrefOf(next), { replace });
    },
    [navigate, hrefOf],
  );
  goRef.current = go;

  // A filter list shows at once and goes into the URL after that paint: the listing's own render
  // (the URL, the request, the busy grid) is then not in the way of the click's next frame. The
  // choice stands until the URL's filters change.
  const [chosen, setChosen] = useState<{ over: readonly Filter[]; filters: Filter[] } | null>(null);
  const appliedFilters = chosen && chosen.over === state.filters ? chosen.filters : state.filters;
  const cancelFilterWrite = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelFilterWrite.current?.(), []);
  const setFilters = useCallback(
    (filters: Filter[]) => {
      const over = latestState.current;
      setChosen({ over: over.filters, filters });
      cancelFilterWrite.current?.();
      // Encoding the URL (and reading it back) cost the click 5 ms at 4x CPU: it waits for the paint too.
      cancelFilterWrite.current = afterNextPaint(() => {
        cancelFilterWrite.current = null;
        go(replaceFilters(over, filters));
      });
    },
    [go],
  );

  // The restore snapshot lives as long as the page; the offer needs the URL's flag too.
  const restoreOffered = shouldOfferRestore(state, restoreSnapshot);

  const t = widget?.t;
  const ids = useMemo(() => new Set(displays.map((display) => String(display.product_id))), [displays]);
  const resultsReady = status === 'ready' || status === 'failed';

  return {
    status,
    state,
    answer,
    displays,
    hrefs: shown?.hrefs ?? null,
    total,
    filters,
    sorts: answer?.sorts ?? [],
    canLoadMore: status === 'ready' && canLoadMore(displays.length, total),
    showMore: () => setPaging({ key: listingKey, loaded: nextLoaded(loaded) }),
    positionText: t && answer ? listingPositionText(t, displays.length, total) : '',
    setFilter: (change) => go(changeFilter(state, change)),
    setFilters,
    appliedFilters,
    clearFilters: () => go(clearAllFilters(state)),
    setSorting: (sorting) => go(changeSorting(state, sorting)),
    hrefOf,
    history,
    updateHistory,
    restoreOffered,
    restore: () => {
      if (!restoreSnapshot) return;
      const restored = restoreFromSnapshot(state, restoreSnapshot);
      setSnapshot(null);
      go(restored.state, true);
      updateHistory(restored.history as Partial<ListingHistoryState<K>>);
    },
    dismissRestore: () => {
      setSnapshot(null);
      go(acceptClearedFilters(state), true);
    },
    scrollRestoration: restoration,
    restorationMinHeight: restoration ? restorationMinHeight(restoration, resultsReady) : 0,
    scrollTarget: restoration && resultsReady ? scrollTarget(restoration, ids) : null,
    finishScrollRestoration: () => {
      setRestoration(null);
      updateHistory({ scroll_restoration_data: null } as Partial<ListingHistoryState<K>>);
    },
    captureScroll: (measured) =>
      updateHistory({
        scroll_restoration_data: captureScrollRestorationData(measured),
      } as Partial<ListingHistoryState<K>>),
    go,
  };
}
