import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHistory, listingTestBed } from './test-helpers';
import { useCategoryPageState } from './useCategoryPageState';
import { untilState } from '../../../../test-support/untilState';

const { setup } = listingTestBed();

describe('useCategoryPageState', () => {
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
