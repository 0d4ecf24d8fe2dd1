import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingSearch } from '../../core/listing/listingState';
import { fakeHistory, listingTestBed, MANY } from './test-helpers';
import { useSearchPageState } from './useSearchPageState';
import { useCategoryPageState } from './useCategoryPageState';
import { untilState } from '../../../../test-support/untilState';

const { recordFilters, setup } = listingTestBed();

describe('filter fields: lower-cased from the group title on the page, the API fields in requests', () => {
  it('gives the views and the URL the lower-cased field, and asks the API with its field', async () => {
    const sent = recordFilters('search');
    const { wrapper, url } = setup('/sok?query=solbriller');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    const merke = result.current.filters.find((filter) => filter.meta.group_title === 'Merke');
    expect(merke).toMatchObject({ field: 'merke', actual_field: 'brand' });
    expect(result.current.filters.find((filter) => filter.field === 'pris')).toMatchObject({
      actual_field: 'price',
    });

    act(() => result.current.setFilter({ field: 'merke', op: 'in', data: ['Gucci'] }));
    expect(url().searchParams.get('f_merke')).toBe('Gucci‚');
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.displays.length).toBeGreaterThan(0);
    expect(result.current.displays.every((display) => display.brand === 'Gucci')).toBe(true);
    // The answer's echo of what is selected sits on the lower-cased field too.
    expect(result.current.filters.find((filter) => filter.field === 'merke')?.data).toEqual(['Gucci']);
    expect(sent.map((body) => body.filters)).toEqual([[], [{ field: 'brand', op: 'in', data: ['Gucci'] }]]);
  });

  it('a shared link in a fresh page learns the fields first, then asks with the API fields', async () => {
    const sent = recordFilters('search');
    const { wrapper } = setup('/sok?query=solbriller&f_merke=Ray-Ban‚&f_pris🔢=1000-2000');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.total).toBeGreaterThan(0);
    expect(
      result.current.displays.every(
        (display) =>
          display.brand === 'Ray-Ban' &&
          Number(display.sale_price) >= 1000 &&
          Number(display.sale_price) <= 2000,
      ),
    ).toBe(true);
    // One unfiltered request of one product to learn the names, then the page with the API's fields.
    expect(sent).toEqual([
      { filters: [], limit: 1 },
      {
        filters: [
          { field: 'brand', op: 'in', data: ['Ray-Ban'] },
          { field: 'price', op: 'inrange', data: [1000, 2000] },
        ],
        limit: 48,
      },
    ]);
    expect(result.current.state.filters.map((filter) => filter.field)).toEqual(['merke', 'pris']);
  });

  it('learns once per target: pages loaded together, and later pages, do not ask again', async () => {
    const sent = recordFilters('search');
    const history = fakeHistory();
    const query = `/sok?query=${encodeURIComponent(MANY)}&f_lagerstatus≡=1`;
    const first = setup(query);
    const before = renderHook(() => useSearchPageState({ history }), { wrapper: first.wrapper });
    await untilState('expect(before.result.current.status).toBe("ready")', () =>
      expect(before.result.current.status).toBe('ready'),
    );
    act(() => before.result.current.showMore());
    await untilState('expect(before.result.current.displays).toHaveLength(96)', () =>
      expect(before.result.current.displays).toHaveLength(96),
    );
    act(() =>
      before.result.current.captureScroll({
        loaded: 96,
        columns: 4,
        rowHeight: 400,
        scrollY: 4000,
        productId: null,
      }),
    );
    expect(sent.filter((body) => body.limit === 1)).toHaveLength(1);
    expect(sent.slice(1).every((body) => JSON.stringify(body.filters).includes('"in_stock"'))).toBe(true);
    before.unmount();

    // A full reload on back (a new client): both pages wait for one learning request.
    sent.length = 0;
    const back = setup(query);
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper: back.wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.displays).toHaveLength(96);
    expect(sent.filter((body) => body.limit === 1)).toHaveLength(1);
    expect(sent.filter((body) => body.limit === 48)).toHaveLength(2);
  });

  it('a link with the API field (an older link) still filters', async () => {
    const sent = recordFilters('search');
    const { wrapper } = setup('/sok?query=solbriller&f_brand=Gucci‚');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.displays.every((display) => display.brand === 'Gucci')).toBe(true);
    expect(sent.at(-1)?.filters).toEqual([{ field: 'brand', op: 'in', data: ['Gucci'] }]);
  });

  it('a category page from a shared link: the same, against the listing call', async () => {
    const sent = recordFilters('listing');
    const shared = listingSearch({ filters: [{ field: 'passer for', op: 'eq', data: 'Dame' }] });
    const { wrapper } = setup(`/solbriller${shared}`);
    const { result } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), { wrapper });
    await untilState('expect(result.current.status).toBe("ready")', () =>
      expect(result.current.status).toBe('ready'),
    );
    expect(result.current.total).toBeGreaterThan(0);
    expect(sent.map((body) => body.filters)).toEqual([[], [{ field: 'gender', op: 'eq', data: 'Dame' }]]);
    expect(result.current.filters.find((filter) => filter.field === 'passer for')).toMatchObject({
      actual_field: 'gender',
      data: 'Dame',
    });
  });
});
