import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cacheOfferedValues } from '../../core/listing/filterCache';
import { fakeHistory, listingTestBed } from './test-helpers';
import { useCategoryPageState } from './useCategoryPageState';
import { useWidget } from '../WidgetProvider/useWidget';
import { untilState } from '../../../../test-support/untilState';

const { setup } = listingTestBed();

describe('useCategoryPageState', () => {
  it("keeps each category's offered values to itself: a link starts afresh, Back brings the old ones", async () => {
    const { wrapper, history, navigation } = setup('/solbriller');
    const { result } = renderHook(() => useCategoryPageState({ history }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    await untilState('the values offered, in the entry', () =>
      expect(result.current.history.local_filter_cache).toEqual(
        cacheOfferedValues({}, result.current.answer!.filters ?? []),
      ),
    );
    // A value an earlier answer offered and this one did not (the union the entry keeps).
    const sunglasses = {
      ...result.current.history.local_filter_cache,
      kept: [{ value: 'Fra før', name: 'Fra før' }],
    };
    act(() => result.current.updateHistory({ local_filter_cache: sunglasses }));

    act(() => navigation.navigate('/briller'));
    await untilState('the other category ready', () => {
      expect(navigation.getLocation().pathname).toBe('/briller');
      expect(result.current.status).toBe('ready');
    });
    await untilState('its own values only', () =>
      expect(result.current.history.local_filter_cache).toEqual(
        cacheOfferedValues({}, result.current.answer!.filters ?? []),
      ),
    );

    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      navigation.back();
    });
    await untilState('back on solbriller', () => expect(result.current.status).toBe('ready'));
    expect(result.current.history.local_filter_cache).toEqual(sunglasses);
  });

  it('lists the path with breadcrumb, quick links and the title with the suffix', async () => {
    const { wrapper } = setup('/solbriller/ray-ban/pilot', {
      categorySettings: { metaTitleSuffix: ' | Glimt' },
    });
    document.title = 'Host';
    const { result, unmount } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), {
      wrapper,
    });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.breadcrumb.map((crumb) => crumb.page_url)).toEqual([
      '/solbriller',
      '/solbriller/ray-ban',
      '/solbriller/ray-ban/pilot',
    ]);
    expect(result.current.quickLinks.length).toBeGreaterThan(0);
    expect(result.current.displays.every((display) => display.product_listing_result_id)).toBe(true);
    expect(document.title).toBe(`${result.current.title} | Glimt`);
    unmount();
    expect(document.title).toBe('Host');
  });

  it('makes its own path, its breadcrumb and its quick links category paths: moves between them are shallow (issue #34)', async () => {
    // No SPA forcing: without the category kind, another category would be a page load.
    const { wrapper } = setup('/solbriller/ray-ban/pilot', { forceSpaNavigation: false });
    const { result, unmount } = renderHook(
      () => ({ page: useCategoryPageState({ history: fakeHistory() }), widget: useWidget() }),
      { wrapper },
    );
    const plan = (href: string) => result.current.widget!.planNavigation(href);
    expect(plan('/solbriller/ray-ban/pilot?sort=price')).toMatchObject({ kind: 'spa', shallow: true });
    // Before the answer the trail is unknown: the parent category is not yet a category path.
    expect(plan('/solbriller')).toMatchObject({ kind: 'hard' });
    await untilState('expect(result.current.page.status).toBe("ready")', () =>
      expect(result.current.page.status).toBe('ready'),
    );
    expect(plan('/solbriller')).toMatchObject({ kind: 'spa', shallow: true });
    const quickLink = result.current.page.quickLinks[0]!.page_url;
    expect(plan(quickLink)).toMatchObject({ kind: 'spa', shallow: true });
    // A product is another page kind; so is the search page.
    expect(plan('/produkt/ray-ban-aviator-classic-rb3025-gull')).toMatchObject({ kind: 'hard' });
    expect(plan('/sok?query=ray')).toMatchObject({ kind: 'hard' });
    unmount();
  });

  it('takes the host’s category paths before any category page has mounted', () => {
    const { wrapper } = setup('/briller', {
      forceSpaNavigation: false,
      categorySettings: { categoryPaths: ['/briller', '/solbriller'] },
    });
    const { result } = renderHook(() => useWidget(), { wrapper });
    expect(result.current!.planNavigation('/solbriller')).toMatchObject({ kind: 'spa', shallow: true });
    expect(result.current!.planNavigation('/kontaktlinser')).toMatchObject({ kind: 'hard' });
  });

  it('uses the override query id unless disabled', async () => {
    const { wrapper } = setup('/kampanje?query_id=solbriller-gucci');
    const { result } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.queryId).toBe('solbriller-gucci');
    expect(result.current.displays.every((display) => display.brand === 'Gucci')).toBe(true);

    const disabled = setup('/solbriller?query_id=solbriller-gucci', {
      categorySettings: { disableOverrideQueryId: true },
    });
    const other = renderHook(() => useCategoryPageState({ history: fakeHistory(), instanceKey: 'x' }), {
      wrapper: disabled.wrapper,
    });
    await untilState('expect(other.result.current.status).toBe("ready")', () =>
      expect(other.result.current.status).toBe('ready'),
    );
    expect(other.result.current.queryId).toBeNull();
    expect(other.result.current.title).toBe('Solbriller');
  });

  it('filters by a radio and a size grid facet through the URL', async () => {
    const { wrapper, url } = setup('/solbriller');
    const { result } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    const kinds = Object.fromEntries(
      result.current.filters.map((filter) => [filter.field, filter.meta.type]),
    );
    expect(kinds).toMatchObject({
      'passer for': 'radio',
      størrelse: 'checkbox-size',
      farge: 'checkbox-color',
    });
    act(() => result.current.setFilter({ field: 'passer for', op: 'eq', data: 'Dame' }));
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(url().searchParams.get('f_passer for≡')).not.toBeNull();
    const total = result.current.total;
    act(() => result.current.setFilter({ field: 'størrelse', op: 'in', data: [52] }));
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.total).toBeLessThan(total);
    expect(result.current.state.filters).toHaveLength(2);
  });
});
