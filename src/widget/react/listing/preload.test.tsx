import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingSearch } from '../../core/listing/listingState';
import { preloadListingPage, type ListingPreloadOptions } from '../../core/preload';
import { widgetLocaleNo } from '../../locales/no';
import { fakeHistory, listingTestBed } from './test-helpers';
import { useCategoryPageState } from './useCategoryPageState';
import { useSearchPageState } from './useSearchPageState';
import { untilState } from '../../../../test-support/untilState';

const { setup, recordFilters } = listingTestBed();

/** The settings `setup` gives its provider. */
const provider = {
  apiHost: 'https://widget-api.glimt.test',
  merchant: 'glimt',
  market: 'no',
  locale: widgetLocaleNo,
} satisfies Partial<ListingPreloadOptions>;

// The page's first call, started before the page renders, is the request the page sends: the page
// takes its answer instead of asking again.
describe('preloadListingPage with the listing pages', () => {
  it('a category page takes the preloaded first page instead of asking again', async () => {
    const sent = recordFilters('listing');
    const location = { pathname: '/solbriller', search: '?sort=price-asc' };
    expect(preloadListingPage({ ...provider, page: { kind: 'category' }, location })).toBe(true);
    await untilState('expect(sent).toHaveLength(1)', () => expect(sent).toHaveLength(1));
    const { wrapper } = setup(`${location.pathname}${location.search}`);
    const { result } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.displays.length).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
  });

  it('a search page takes the preloaded results of its query', async () => {
    const sent = recordFilters('search');
    const location = { pathname: '/sok', search: '?query=%20ray%20' };
    expect(preloadListingPage({ ...provider, page: { kind: 'search' }, location })).toBe(true);
    const { wrapper } = setup(`${location.pathname}${location.search}`);
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.displays.length).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
  });

  it('a page with other settings asks itself (the preloaded answer is not its request)', async () => {
    const sent = recordFilters('listing');
    const location = { pathname: '/briller', search: '' };
    preloadListingPage({ ...provider, locale: 'sv', page: { kind: 'category' }, location });
    const { wrapper } = setup('/briller');
    const { result } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(sent).toHaveLength(2);
  });

  it('leaves a URL with filters and a search without a query to the page', async () => {
    const sent = recordFilters('listing');
    expect(
      preloadListingPage({
        ...provider,
        page: { kind: 'category' },
        location: {
          pathname: '/solbriller',
          search: listingSearch({ filters: [{ field: 'farge', op: 'in', data: ['Svart'] }] }),
        },
      }),
    ).toBe(false);
    expect(
      preloadListingPage({
        ...provider,
        page: { kind: 'search' },
        location: { pathname: '/sok', search: '' },
      }),
    ).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
  });
});
