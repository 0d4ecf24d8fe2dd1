// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Filter } from '../schemas';
import { defaultSearchHistoryState } from './historyState';
import { EMPTY_LISTING_STATE, startNewQuery, type ListingState } from './listingState';
import {
  RESTORE_TOAST_DURATION_MS,
  RESTORE_TOAST_FADE_IN_MS,
  RESTORE_TOAST_FADE_OUT_MS,
  acceptClearedFilters,
  restoreFromSnapshot,
  restoreToastPhaseDuration,
  restoreToastReducer,
  shouldOfferRestore,
  snapshotDroppedBySearch,
  takeRestoreSnapshot,
  type RestoreToastPhase,
} from './restore';

const brand: Filter = { field: 'brand', op: 'in', data: ['Ray-Ban'] };
const page: ListingState = {
  ...EMPTY_LISTING_STATE,
  query: 'sol',
  filters: [brand],
  sorting: { field: 'price', order: 'asc' },
  loaded: 144,
};
const history = {
  ...defaultSearchHistoryState(),
  expanded_hierarchical_filters: { category: [['Solbriller']] },
  local_filter_cache: { brand: [{ value: 'Ray-Ban', name: 'Ray-Ban' }] },
};

describe('the restore snapshot', () => {
  it('keeps filters, sorting, expanded hierarchical filters and the local filter cache', () => {
    expect(takeRestoreSnapshot(page, history)).toEqual({
      filters: [brand],
      sorting: { field: 'price', order: 'asc' },
      expanded_hierarchical_filters: { category: [['Solbriller']] },
      local_filter_cache: { brand: [{ value: 'Ray-Ban', name: 'Ray-Ban' }] },
    });
  });

  it('is a copy: later changes to the page do not reach it', () => {
    const filters = [{ field: 'brand', op: 'in', data: ['Ray-Ban'] } as Filter];
    const cache = { brand: [{ value: 'Ray-Ban', name: 'Ray-Ban' }] };
    const snapshot = takeRestoreSnapshot(
      { filters, sorting: null },
      { ...history, local_filter_cache: cache },
    );
    filters.pop();
    cache.brand.pop();
    expect(snapshot?.filters).toEqual([brand]);
    expect(snapshot?.local_filter_cache).toEqual({ brand: [{ value: 'Ray-Ban', name: 'Ray-Ban' }] });
  });

  it('is none when there were no filters to clear', () => {
    expect(takeRestoreSnapshot({ ...page, filters: [] }, history)).toBeNull();
  });

  it('new query, then restore: the filters and sorting come back on the new query', () => {
    const snapshot = takeRestoreSnapshot(page, history);
    const cleared = startNewQuery(page, 'briller');
    expect(snapshot).not.toBeNull();
    expect(shouldOfferRestore(cleared, snapshot)).toBe(true);
    const restored = restoreFromSnapshot(cleared, snapshot!);
    expect(restored.state).toEqual({
      ...EMPTY_LISTING_STATE,
      query: 'briller',
      filters: [brand],
      sorting: { field: 'price', order: 'asc' },
    });
    expect(restored.history).toEqual({
      expanded_hierarchical_filters: { category: [['Solbriller']] },
      local_filter_cache: { brand: [{ value: 'Ray-Ban', name: 'Ray-Ban' }] },
    });
  });

  it('ok consumes the flag and keeps the filters cleared', () => {
    const cleared = startNewQuery(page, 'briller');
    expect(acceptClearedFilters(cleared)).toEqual({ ...cleared, clearFilters: false });
  });

  it('a shared link with the flag but no snapshot offers nothing', () => {
    expect(shouldOfferRestore({ clearFilters: true }, null)).toBe(false);
    expect(shouldOfferRestore({ clearFilters: false }, takeRestoreSnapshot(page, history))).toBe(false);
  });
});

describe('a search that dropped the filters, whichever field it came from', () => {
  const before = { state: page, history };

  it('a new entry with another query and no filters: the entry before is what restore brings back', () => {
    expect(snapshotDroppedBySearch(before, { query: 'briller', filters: [] })).toEqual(
      takeRestoreSnapshot(page, history),
    );
    // The page's own field already cleared them through the URL's flag: the same snapshot.
    expect(snapshotDroppedBySearch(before, startNewQuery(page, 'briller'))).toEqual(
      takeRestoreSnapshot(page, history),
    );
  });

  it('drops nothing when the query stayed, the filters came along, or there were none', () => {
    expect(snapshotDroppedBySearch(before, { query: 'sol', filters: [] })).toBeNull();
    expect(snapshotDroppedBySearch(before, { query: 'briller', filters: [brand] })).toBeNull();
    expect(
      snapshotDroppedBySearch(
        { state: { ...page, filters: [] }, history },
        { query: 'briller', filters: [] },
      ),
    ).toBeNull();
  });

  it('drops nothing on the first entry of the page or on an entry without a query', () => {
    expect(snapshotDroppedBySearch(null, { query: 'briller', filters: [] })).toBeNull();
    expect(snapshotDroppedBySearch(before, { query: '', filters: [] })).toBeNull();
  });
});

describe('the toast', () => {
  it('uses the spec timings: 30 s, 150 ms in, 300 ms out', () => {
    expect([RESTORE_TOAST_DURATION_MS, RESTORE_TOAST_FADE_IN_MS, RESTORE_TOAST_FADE_OUT_MS]).toEqual([
      30_000, 150, 300,
    ]);
  });

  it('fades in, stays 30 s, fades out, hides', () => {
    const phases: RestoreToastPhase[] = ['hidden'];
    const step = (event: Parameters<typeof restoreToastReducer>[1]) =>
      phases.push(restoreToastReducer(phases[phases.length - 1]!, event));
    step({ type: 'open' });
    step({ type: 'transitionEnd' });
    step({ type: 'close' });
    step({ type: 'transitionEnd' });
    expect(phases).toEqual(['hidden', 'entering', 'shown', 'leaving', 'hidden']);
    expect(phases.map(restoreToastPhaseDuration)).toEqual([null, 150, 30_000, 300, null]);
  });

  it('Escape while fading in closes it; a second close changes nothing', () => {
    expect(restoreToastReducer('entering', { type: 'close' })).toBe('leaving');
    expect(restoreToastReducer('leaving', { type: 'close' })).toBe('leaving');
    expect(restoreToastReducer('hidden', { type: 'close' })).toBe('hidden');
    expect(restoreToastReducer('shown', { type: 'transitionEnd' })).toBe('shown');
  });
});
