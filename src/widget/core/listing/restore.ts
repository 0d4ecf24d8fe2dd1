/**
 * The restore toast (widget spec, sections 2, 4 and 9): a new query clears the filters (the URL
 * then says `went_sideways_clear_filters=true`), and a toast offers to restore them or to accept
 * ("ok"). Restoring puts back the filters, the expanded hierarchical filters, the local filter
 * cache and the sorting from the snapshot taken just before the new query. The toast closes after
 * 30 s, on "ok", on "restore" or on Escape; it fades in over 150 ms and out over 300 ms. Plain
 * TypeScript: the snapshot rules and the toast's states; the view runs the timers.
 */
import type { Filter, Sort } from '../schemas';
import type { CachedFilterValue, CategoryPageHistoryState } from './historyState';
import { LISTING_PAGE_SIZE } from './paging';
import type { ListingState } from './listingState';

/** How long the toast stays, in ms (spec: 30 s). */
export const RESTORE_TOAST_DURATION_MS = 30_000;
/** The toast's fade-in, in ms (spec: 150 ms). */
export const RESTORE_TOAST_FADE_IN_MS = 150;
/** The toast's fade-out, in ms (spec: 300 ms). */
export const RESTORE_TOAST_FADE_OUT_MS = 300;

/** What a new query cleared, to put back on "restore". */
export interface RestoreSnapshot {
  filters: Filter[];
  sorting: Sort | null;
  expanded_hierarchical_filters: Record<string, string[][]>;
  local_filter_cache: Record<string, CachedFilterValue[]>;
}

/**
 * The snapshot to keep before a new query, or `null` when the query clears nothing (no filters:
 * no toast).
 */
export function takeRestoreSnapshot(
  state: Pick<ListingState, 'filters' | 'sorting'>,
  history: Pick<CategoryPageHistoryState, 'expanded_hierarchical_filters' | 'local_filter_cache'>,
): RestoreSnapshot | null {
  if (state.filters.length === 0) return null;
  return {
    filters: state.filters.map((filter) => ({ ...filter })),
    sorting: state.sorting ? { ...state.sorting } : null,
    expanded_hierarchical_filters: structuredCloneJson(history.expanded_hierarchical_filters),
    local_filter_cache: structuredCloneJson(history.local_filter_cache),
  };
}

const structuredCloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The page after "restore": the snapshot's filters and sorting on the current query (the
 * clear-filters flag consumed, one page loaded), and the history patch that puts back the
 * expanded hierarchical filters and the local filter cache.
 */
export function restoreFromSnapshot(
  state: ListingState,
  snapshot: RestoreSnapshot,
): {
  state: ListingState;
  history: Pick<CategoryPageHistoryState, 'expanded_hierarchical_filters' | 'local_filter_cache'>;
} {
  return {
    state: {
      ...state,
      filters: snapshot.filters.map((filter) => ({ ...filter })),
      sorting: snapshot.sorting,
      clearFilters: false,
      loaded: LISTING_PAGE_SIZE,
    },
    history: {
      expanded_hierarchical_filters: structuredCloneJson(snapshot.expanded_hierarchical_filters),
      local_filter_cache: structuredCloneJson(snapshot.local_filter_cache),
    },
  };
}

/** The state after "ok": the clear-filters flag consumed, nothing else changes. */
export function acceptClearedFilters(state: ListingState): ListingState {
  return { ...state, clearFilters: false };
}

// ---------------------------------------------------------------------------------------------
// The toast
// ---------------------------------------------------------------------------------------------

/** The toast: hidden, fading in, shown, or fading out. */
export type RestoreToastPhase = 'hidden' | 'entering' | 'shown' | 'leaving';

/** What happens to the toast. */
export type RestoreToastEvent =
  | { type: 'open' }
  /** The fade-in or fade-out finished. */
  | { type: 'transitionEnd' }
  /** 30 s passed, "ok", "restore" or Escape. */
  | { type: 'close' };

/** The toast's next phase. Closing while hidden or leaving changes nothing; opening restarts it. */
export function restoreToastReducer(phase: RestoreToastPhase, event: RestoreToastEvent): RestoreToastPhase {
  switch (event.type) {
    case 'open':
      return 'entering';
    case 'transitionEnd':
      return phase === 'entering' ? 'shown' : phase === 'leaving' ? 'hidden' : phase;
    case 'close':
      return phase === 'entering' || phase === 'shown' ? 'leaving' : phase;
  }
}

/** How long the current phase lasts before the next event is due, in ms (`null`: until an event). */
export function restoreToastPhaseDuration(phase: RestoreToastPhase): number | null {
  switch (phase) {
    case 'entering':
      return RESTORE_TOAST_FADE_IN_MS;
    case 'shown':
      return RESTORE_TOAST_DURATION_MS;
    case 'leaving':
      return RESTORE_TOAST_FADE_OUT_MS;
    case 'hidden':
      return null;
  }
}

/**
 * Whether the page should offer the toast: the URL says the filters were cleared and the page
 * holds a snapshot to restore (a shared link with the flag but no snapshot shows no toast).
 */
export function shouldOfferRestore(
  state: Pick<ListingState, 'clearFilters'>,
  snapshot: RestoreSnapshot | null,
): boolean {
  return state.clearFilters && snapshot !== null && snapshot.filters.length > 0;
}

/**
 * The snapshot of what a search dropped, taken when the page arrives at a location it navigated to
 * (not Back or Forward, which only return to what was): the location before had filters, and this
 * one has another query and none. That is a new search from any field, whichever way it navigated:
 * the page's own field, another widget field on the page (the header's) or the shop's own search
 * through its router. `null` when nothing was dropped: the same query, filters carried over (a
 * link that keeps them), or none to drop.
 */
export function snapshotDroppedBySearch(
  previous: {
    state: Pick<ListingState, 'query' | 'filters' | 'sorting'>;
    history: Pick<CategoryPageHistoryState, 'expanded_hierarchical_filters' | 'local_filter_cache'>;
  } | null,
  next: Pick<ListingState, 'query' | 'filters'>,
): RestoreSnapshot | null {
  if (!previous || next.query === '' || previous.state.query === next.query || next.filters.length > 0)
    return null;
  return takeRestoreSnapshot(previous.state, previous.history);
}
