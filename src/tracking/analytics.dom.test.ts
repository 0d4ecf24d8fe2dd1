import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ITEM_BATCH,
  DEFAULT_ANALYTICS_LIST_NAME,
  createAnalytics,
  type AnalyticsItem,
  type Gtag,
} from './analytics';
import { createConsentStore } from '../consent/consent';
import { createRecordingLogger } from './test-helpers';

const items = (count: number): AnalyticsItem[] =>
  Array.from({ length: count }, (_, index) => ({ item_id: `sku-${index}`, index }));

function setup(options: { granted?: boolean; consent?: boolean; gtag?: boolean } = {}) {
  const { granted = true, consent = true, gtag = true } = options;
  const calls: unknown[][] = [];
  const tag: Gtag = (...args) => void calls.push(args);
  const logger = createRecordingLogger();
  const store = createConsentStore({ statistics: granted });
  const analytics = createAnalytics({
    consent: consent ? store : undefined,
    gtag: () => (gtag ? tag : undefined),
    env: { logger },
  });
  return { analytics, calls, logger, store };
}

describe('createAnalytics', () => {
  it("has the spec's constants: batches of 100, list name 'depict'", () => {
    expect(ANALYTICS_ITEM_BATCH).toBe(100);
    expect(DEFAULT_ANALYTICS_LIST_NAME).toBe('depict');
  });

  it('sends to gtag while the configured level is granted', () => {
    const { analytics, calls } = setup();
    expect(analytics.event('search', { search_term: 'briller' })).toBe(true);
    expect(calls).toEqual([['event', 'search', { search_term: 'briller' }]]);
  });

  it('skips with a log without consent for the level, and follows consent changes', () => {
    const { analytics, calls, logger, store } = setup({ granted: false });
    expect(analytics.event('search')).toBe(false);
    expect(logger.messages('log')).toEqual(['gtag event search skipped: no statistics consent']);
    store.set({ statistics: true });
    expect(analytics.event('search')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('uses the configured level', () => {
    const logger = createRecordingLogger();
    const gtag = vi.fn();
    const analytics = createAnalytics({
      consent: createConsentStore({ statistics: true }),
      level: 'marketing',
      gtag: () => gtag,
      env: { logger },
    });
    expect(analytics.event('x')).toBe(false);
    expect(logger.messages('log')).toEqual(['gtag event x skipped: no marketing consent']);
  });

  it('skips with a log when there is no consent store or no gtag', () => {
    const noConsent = setup({ consent: false });
    expect(noConsent.analytics.event('a')).toBe(false);
    expect(noConsent.logger.messages('log')).toEqual(['gtag event a skipped: no consent store']);
    const noTag = setup({ gtag: false });
    expect(noTag.analytics.event('a')).toBe(false);
    expect(noTag.logger.messages('log')).toEqual(['gtag event a skipped: gtag missing']);
  });

  it('reads window.gtag by default, when sending', () => {
    const analytics = createAnalytics({
      consent: createConsentStore({ statistics: true }),
      env: { logger: createRecordingLogger() },
    });
    expect(analytics.event('early')).toBe(false);
    const gtag = vi.fn();
    vi.stubGlobal('gtag', gtag);
    expect(analytics.event('late')).toBe(true);
    expect(gtag).toHaveBeenCalledWith('event', 'late', undefined);
    vi.unstubAllGlobals();
  });

  it("sends item lists in batches of 100, named 'depict' unless told", () => {
    const { analytics, calls } = setup();
    expect(analytics.viewItemList(items(250))).toBe(3);
    expect(calls.map(([, name, params]) => [name, (params as { items: unknown[] }).items.length])).toEqual([
      ['view_item_list', 100],
      ['view_item_list', 100],
      ['view_item_list', 50],
    ]);
    expect(calls[0]![2]).toMatchObject({ item_list_id: 'depict', item_list_name: 'depict' });
    expect((calls[2]![2] as { items: AnalyticsItem[] }).items[0]).toEqual({ item_id: 'sku-200', index: 200 });
    analytics.viewItemList(items(1), 'Søkeresultater');
    expect(calls[3]![2]).toMatchObject({ item_list_name: 'Søkeresultater' });
    expect(analytics.viewItemList([])).toBe(0);
  });

  it('counts only the batches that went out', () => {
    const { analytics } = setup({ granted: false });
    expect(analytics.viewItemList(items(150))).toBe(0);
  });
});
