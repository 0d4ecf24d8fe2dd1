// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createWidgetTranslator } from '../i18n';
import { widgetLocaleDa } from '../../locales/da';
import { widgetLocaleEn } from '../../locales/en';
import { widgetLocaleFi } from '../../locales/fi';
import { widgetLocaleNo } from '../../locales/no';
import { widgetLocaleSv } from '../../locales/sv';
import {
  LISTING_MAX_LOADED,
  LISTING_PAGE_SIZE,
  canLoadMore,
  listingPositionText,
  listingProgress,
  nextLoaded,
  normalizeLoaded,
  pageRequests,
} from './paging';

describe('paging', () => {
  it('pages of 48', () => {
    expect(LISTING_PAGE_SIZE).toBe(48);
    expect(nextLoaded(48)).toBe(96);
    expect(pageRequests(96)).toEqual([
      { offset: 0, limit: 48 },
      { offset: 48, limit: 48 },
    ]);
  });

  it('rounds up to whole pages and bounds what a stored state asks for', () => {
    expect(normalizeLoaded(100)).toBe(144);
    expect(normalizeLoaded(0)).toBe(48);
    expect(normalizeLoaded(-3)).toBe(48);
    expect(normalizeLoaded(NaN)).toBe(48);
    expect(normalizeLoaded('600')).toBe(48);
    expect(normalizeLoaded(1e12)).toBe(LISTING_MAX_LOADED);
    expect(pageRequests(1e12)).toHaveLength(LISTING_MAX_LOADED / 48);
    expect(nextLoaded(LISTING_MAX_LOADED)).toBe(LISTING_MAX_LOADED);
  });

  it('"show more" only while there is more', () => {
    expect(canLoadMore(48, 600)).toBe(true);
    expect(canLoadMore(600, 600)).toBe(false);
    expect(canLoadMore(12, 12)).toBe(false);
    expect(canLoadMore(LISTING_MAX_LOADED, 10_000)).toBe(false);
  });

  it('progress from 0 to 1', () => {
    expect(listingProgress(96, 600)).toBeCloseTo(0.16);
    expect(listingProgress(0, 0)).toBe(1);
    expect(listingProgress(700, 600)).toBe(1);
  });
});

describe('the position text', () => {
  it('says "Viser 96 av 600 produkter" in Norwegian', () => {
    expect(listingPositionText(createWidgetTranslator(widgetLocaleNo), 96, 600)).toBe(
      'Viser 96 av 600 produkter',
    );
  });

  it('is complete in the five listing locales, with plural by the total', () => {
    const texts = [widgetLocaleEn, widgetLocaleDa, widgetLocaleFi, widgetLocaleNo, widgetLocaleSv].map(
      (locale) => listingPositionText(createWidgetTranslator(locale), 1, 1),
    );
    expect(texts).toEqual([
      'Showing 1 of 1 product',
      'Viser 1 af 1 produkt',
      'Näytetään 1/1 tuote',
      'Viser 1 av 1 produkt',
      'Visar 1 av 1 produkt',
    ]);
  });

  it('never says more shown than there are, and formats numbers for the locale', () => {
    expect(listingPositionText(createWidgetTranslator(widgetLocaleEn), 48, 12)).toBe(
      'Showing 12 of 12 products',
    );
    expect(listingPositionText(createWidgetTranslator(widgetLocaleNo), 1200, 2400)).toBe(
      'Viser 1\u00a0200 av 2\u00a0400 produkter',
    );
  });
});
