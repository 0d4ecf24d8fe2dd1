// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESTORATION_ROWS,
  DEFAULT_RESTORATION_ROW_HEIGHT,
  captureScrollRestorationData,
  readScrollRestorationData,
  restorationMinHeight,
  restorationPadding,
  resultsToLoadOnReturn,
  scrollTarget,
  shouldRestoreScroll,
} from './scrollRestoration';

const stored = captureScrollRestorationData({
  loaded: 144,
  columns: 4,
  rowHeight: 480,
  scrollY: 12_000,
  productId: '1100',
});

describe('scroll restoration', () => {
  it('stores what was loaded, the rows, their height, the position and the product in view', () => {
    expect(stored).toEqual({
      min_results_loaded: 144,
      rows: 36,
      row_height: 480,
      scroll_y: 12_000,
      product_id: '1100',
    });
  });

  it('loads as many products again on return, in whole pages; one page without data', () => {
    expect(resultsToLoadOnReturn(stored)).toBe(144);
    expect(resultsToLoadOnReturn({ ...stored, min_results_loaded: 100 })).toBe(144);
    expect(resultsToLoadOnReturn(null)).toBe(48);
  });

  it('pads the page until the results are ready: the stored rows, else 150 rows at 500 px', () => {
    expect(DEFAULT_RESTORATION_ROWS * DEFAULT_RESTORATION_ROW_HEIGHT).toBe(75_000);
    expect(restorationMinHeight(null, false)).toBe(75_000);
    expect(restorationMinHeight(stored, false)).toBe(36 * 480);
    expect(restorationPadding(stored, false, 2_000)).toBe(36 * 480 - 2_000);
    expect(restorationPadding(stored, false, 1e6)).toBe(0);
    expect(restorationPadding(stored, true, 0)).toBe(0);
    expect(restorationPadding(null, true, 0)).toBe(0);
  });

  it('lands on the stored product when it is loaded, else on the stored position', () => {
    expect(scrollTarget(stored, new Set(['1', '1100']))).toEqual({ kind: 'product', productId: '1100' });
    expect(scrollTarget(stored, new Set(['1']))).toEqual({ kind: 'offset', y: 12_000 });
    expect(scrollTarget(null, new Set(['1100']))).toBeNull();
  });

  it('restores only on back or forward', () => {
    expect(shouldRestoreScroll('back_forward')).toBe(true);
    expect(shouldRestoreScroll('navigate')).toBe(false);
    expect(shouldRestoreScroll('reload')).toBe(false);
  });

  it('reads stored data as hostile: out of bounds or wrong types give null', () => {
    expect(readScrollRestorationData(structuredClone(stored))).toEqual(stored);
    for (const bad of [
      null,
      'x',
      [],
      { ...stored, min_results_loaded: -1 },
      { ...stored, min_results_loaded: 1e9 },
      { ...stored, rows: Infinity },
      { ...stored, row_height: 1e7 },
      { ...stored, scroll_y: '12' },
      { ...stored, product_id: 5 },
      { ...stored, product_id: 'x'.repeat(1000) },
    ])
      expect(readScrollRestorationData(bad)).toBeNull();
    expect(readScrollRestorationData({ ...stored, product_id: undefined })).toEqual({
      ...stored,
      product_id: null,
    });
  });

  it('whatever is measured, what is stored reads back the same (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          loaded: fc.double(),
          columns: fc.double(),
          rowHeight: fc.double(),
          scrollY: fc.double(),
          productId: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
        }),
        (measured) => {
          const data = captureScrollRestorationData(measured);
          expect(readScrollRestorationData(data)).toEqual(data);
        },
      ),
      { seed: 20261126, numRuns: 300 },
    );
  });
});
