import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { faults } from '../../../mocks/faults';
import { widgetCall, widgetFailedAnswer } from '../../../mocks/handlers/widget';
import { historyStateKey } from '../../core/listing/historyState';
import { WIDGET_INSTANCE_COLLISION_MESSAGE } from '../instances';
import { fakeHistory, listingTestBed, MANY } from './test-helpers';
import { useSearchPageState } from './useSearchPageState';
import { untilState } from '../../../../test-support/untilState';

const { server, setup, recordFilters } = listingTestBed();

describe('useSearchPageState', () => {
  it('searches the URL query 48 at a time and counts content results', async () => {
    const { wrapper } = setup(`/sok?query=${encodeURIComponent(MANY)}`);
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    expect(result.current.status).toBe('loading');
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    expect(result.current.query).toBe(MANY);
    expect(result.current.displays).toHaveLength(48);
    expect(result.current.total).toBeGreaterThan(96);
    expect(result.current.resultCount).toBe(
      result.current.total + (result.current.answer?.content_search_links?.length ?? 0),
    );
    expect(result.current.displays.every((display) => display.search_result_id)).toBe(true);

    act(() => result.current.showMore());
    expect(result.current.status).toBe('loading-more');
    expect(result.current.displays).toHaveLength(48);
    await untilState('the next 48 products', () => expect(result.current.displays).toHaveLength(96));
    expect(result.current.positionText).toBe(`Viser 96 av ${result.current.total} produkter`);
    // No gaps or repeats across pages.
    expect(new Set(result.current.displays.map((display) => display.product_id)).size).toBe(96);
  });

  it('writes every filter and sorting change into the URL (a new history step) and lists by it', async () => {
    const { wrapper, navigation, url } = setup('/sok?query=solbriller&utm_source=mail');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    act(() => result.current.setFilter({ field: 'merke', op: 'in', data: ['Ray-Ban'] }));
    expect(url().searchParams.get('f_merke')).toBe('Ray-Ban‚');
    expect(url().searchParams.get('utm_source')).toBe('mail');
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    expect(result.current.state.filters).toEqual([{ field: 'merke', op: 'in', data: ['Ray-Ban'] }]);
    expect(result.current.displays.every((display) => display.brand === 'Ray-Ban')).toBe(true);

    act(() => result.current.setSorting({ field: 'price', order: 'asc' }));
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    expect(url().searchParams.get('sorting')).toBe('price📈');
    const prices = result.current.displays.map((display) => Number(display.sale_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(navigation.history).toHaveLength(3);

    act(() => result.current.clearFilters());
    expect(url().searchParams.get('f_merke')).toBeNull();
    expect(url().searchParams.get('sorting')).toBe('price📈');
  });

  it('a filter list (a panel tick) shows at once, then makes one URL write and one request; a newer list before the write replaces it', async () => {
    const { wrapper, navigation, url } = setup('/sok?query=solbriller');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    const sent = recordFilters('search');
    const writes = navigation.history.length;
    const rayBan = { field: 'merke', op: 'in' as const, data: ['Ray-Ban'] };
    const rayBanAndOakley = { field: 'merke', op: 'in' as const, data: ['Ray-Ban', 'Oakley'] };

    act(() => result.current.setFilters([rayBan]));
    // Shown at once; the URL waits for the paint.
    expect(result.current.appliedFilters).toEqual([rayBan]);
    expect(navigation.history).toHaveLength(writes);
    act(() => result.current.setFilters([rayBanAndOakley]));
    expect(result.current.appliedFilters).toEqual([rayBanAndOakley]);

    await untilState('the URL written', () => expect(url().searchParams.get('f_merke')).not.toBeNull());
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    expect(navigation.history).toHaveLength(writes + 1);
    expect(result.current.state.filters).toEqual([rayBanAndOakley]);
    expect(result.current.appliedFilters).toEqual([rayBanAndOakley]);
    // One request, with the newer list (the API is asked with its own field name).
    expect(sent).toHaveLength(1);
    expect(sent[0]?.filters).toEqual([expect.objectContaining({ op: 'in', data: ['Ray-Ban', 'Oakley'] })]);
  });

  it('keeps the products and facets shown, busy, while a filter or sorting change loads; a new query does not', async () => {
    const { wrapper } = setup('/sok?query=solbriller');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    const shown = result.current.displays.map((display) => display.product_id);
    const offered = result.current.filters.length;
    expect(offered).toBeGreaterThan(0);

    act(() => result.current.setFilter({ field: 'brand', op: 'in', data: ['Ray-Ban'] }));
    expect(result.current.status).toBe('refreshing');
    expect(result.current.state.filters).toEqual([{ field: 'brand', op: 'in', data: ['Ray-Ban'] }]);
    expect(result.current.displays.map((display) => display.product_id)).toEqual(shown);
    expect(result.current.filters).toHaveLength(offered);
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    expect(result.current.displays.every((display) => display.brand === 'Ray-Ban')).toBe(true);

    act(() => result.current.setSorting({ field: 'price', order: 'asc' }));
    expect(result.current.status).toBe('refreshing');
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));

    act(() => result.current.newQuery('kontaktlinser'));
    expect(result.current.status).toBe('loading');
    expect(result.current.displays).toHaveLength(0);
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
  });

  it('a new query clears the filters and offers to restore them with the expanded state', async () => {
    const { wrapper, url, history } = setup('/sok?query=solbriller&f_merke=Ray-Ban‚&sorting=price📉');
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    act(() =>
      result.current.updateHistory({ expanded_hierarchical_filters: { kategori: [['Solbriller']] } }),
    );

    act(() => result.current.newQuery('briller'));
    expect(url().searchParams.get('went_sideways_clear_filters')).toBe('true');
    expect(url().searchParams.get('f_merke')).toBeNull();
    expect(result.current.restoreOffered).toBe(true);
    expect(result.current.history.expanded_hierarchical_filters).toEqual({});

    act(() => result.current.restore());
    expect(result.current.restoreOffered).toBe(false);
    expect(url().searchParams.get('query')).toBe('briller');
    expect(url().searchParams.get('f_merke')).toBe('Ray-Ban‚');
    expect(url().searchParams.get('sorting')).toBe('price📉');
    expect(url().searchParams.get('went_sideways_clear_filters')).toBeNull();
    expect(result.current.history.expanded_hierarchical_filters).toEqual({ kategori: [['Solbriller']] });
  });

  it('a search from any other field (a plain link to the query, through the router) offers the same restore', async () => {
    const { wrapper, url, history, navigation } = setup(
      '/sok?query=solbriller&f_merke=Ray-Ban‚&sorting=price📉',
    );
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    act(() =>
      result.current.updateHistory({ expanded_hierarchical_filters: { kategori: [['Solbriller']] } }),
    );
    const entries = navigation.history.length;

    // The header's field, or the shop's own search: the query alone, no flag.
    act(() => navigation.navigate('/sok?query=briller'));
    // The new entry gets the flag in place (no second history step), and the offer.
    await untilState('the flag in the URL', () =>
      expect(url().searchParams.get('went_sideways_clear_filters')).toBe('true'),
    );
    expect(navigation.history).toHaveLength(entries + 1);
    expect(result.current.restoreOffered).toBe(true);
    expect(result.current.history.expanded_hierarchical_filters).toEqual({});

    act(() => result.current.restore());
    expect(url().searchParams.get('query')).toBe('briller');
    expect(url().searchParams.get('f_merke')).toBe('Ray-Ban‚');
    expect(url().searchParams.get('sorting')).toBe('price📉');
    expect(result.current.history.expanded_hierarchical_filters).toEqual({ kategori: [['Solbriller']] });
  });

  it('Back and Forward are not searches: the filtered entry comes back as it was, with no offer', async () => {
    const { wrapper, url, history, navigation } = setup('/sok?query=solbriller&f_merke=Ray-Ban‚');
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    act(() => navigation.navigate('/sok?query=briller'));
    await untilState('the offer', () => expect(result.current.restoreOffered).toBe(true));
    act(() => result.current.dismissRestore());

    act(() => navigation.back());
    expect(url().searchParams.get('f_merke')).toBe('Ray-Ban‚');
    expect(result.current.state.filters).toHaveLength(1);
    expect(result.current.restoreOffered).toBe(false);
    // A filter change on the same query is no search either.
    act(() => result.current.setFilter({ field: 'merke', op: 'in', data: null }));
    expect(url().searchParams.get('f_merke')).toBeNull();
    expect(result.current.restoreOffered).toBe(false);
  });

  it('Back from a filtered link to another query is no search: the browser says so with popstate', async () => {
    const { wrapper, url, history, navigation } = setup('/sok?query=briller');
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    // A link with its own filters is no search either.
    act(() => navigation.navigate('/sok?query=solbriller&f_merke=Ray-Ban‚'));
    expect(result.current.restoreOffered).toBe(false);
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));

    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      navigation.back();
    });
    expect(url().search).toBe('?query=briller');
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    expect(result.current.restoreOffered).toBe(false);
    expect(url().searchParams.get('went_sideways_clear_filters')).toBeNull();
  });

  it("keeps the field's text not searched for in the entry: carried to the next, none after another query", async () => {
    const { wrapper, history, navigation } = setup('/sok?query=solbriller');
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    act(() => result.current.setFieldValue('ray'));
    expect(result.current.fieldValue).toBe('ray');
    // A filter is the same search: the text stays.
    act(() => result.current.setFilter({ field: 'merke', op: 'in', data: ['Ray-Ban'] }));
    await untilState('the filtered entry', () => expect(result.current.state.filters).toHaveLength(1));
    expect(result.current.fieldValue).toBe('ray');
    // Another query (a link): the new entry's field starts empty.
    act(() => navigation.navigate('/sok?query=briller'));
    await untilState('the new entry', () => expect(result.current.query).toBe('briller'));
    expect(result.current.fieldValue).toBe('');
    // Back brings the text of the entry it returns to.
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      navigation.back();
    });
    await untilState('back on solbriller', () => expect(result.current.query).toBe('solbriller'));
    expect(result.current.fieldValue).toBe('ray');
  });

  it('"ok" keeps the filters cleared and ends the offer', async () => {
    const { wrapper, url, history } = setup('/sok?query=solbriller&f_merke=Ray-Ban‚');
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    act(() => result.current.newQuery('briller'));
    expect(result.current.restoreOffered).toBe(true);
    act(() => result.current.dismissRestore());
    expect(result.current.restoreOffered).toBe(false);
    expect(url().search).toBe('?query=briller');
  });

  it('keeps its state in the history entry, under its own key, beside the host state', async () => {
    const history = fakeHistory({ hostRouterKey: 'abc' });
    // The query parameter carries the instance key: `query` + `main`.
    const { wrapper } = setup('/sok?querymain=linser');
    const { result } = renderHook(() => useSearchPageState({ history, instanceKey: 'main' }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    act(() => {
      result.current.setFieldValue('linsevæ');
      result.current.updateHistory({ filters_open: true });
      result.current.showMoreContentResults();
    });
    expect(history.state).toMatchObject({
      hostRouterKey: 'abc',
      [historyStateKey('search', 'main')]: {
        field_value: 'linsevæ',
        filters_open: true,
        content_results_rows: 2,
      },
    });
    expect(result.current.fieldValue).toBe('linsevæ');
  });

  it('on return, loads as many products as before and lands on the product', async () => {
    const first = setup(`/sok?query=${encodeURIComponent(MANY)}`);
    const history = fakeHistory();
    const before = renderHook(() => useSearchPageState({ history }), { wrapper: first.wrapper });
    await untilState('the listing ready', () => expect(before.result.current.status).toBe('ready'));
    act(() => before.result.current.showMore());
    await untilState('96 products', () => expect(before.result.current.displays).toHaveLength(96));
    act(() => before.result.current.showMore());
    await untilState('144 products', () => expect(before.result.current.displays).toHaveLength(144));
    expect(before.result.current.canLoadMore).toBe(true);
    const loaded = before.result.current.displays.length;
    const opened = String(before.result.current.displays[100]?.product_id);
    act(() =>
      before.result.current.captureScroll({
        loaded,
        columns: 4,
        rowHeight: 400,
        scrollY: 12_000,
        productId: opened,
      }),
    );
    before.unmount();

    // Back: a new page instance over the same history entry (the answers take a while).
    server.use(faults.delay(...widgetCall('search'), 300));
    const back = setup(`/sok?query=${encodeURIComponent(MANY)}`);
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper: back.wrapper });
    await untilState('the scroll restoration', () => expect(result.current.scrollRestoration).not.toBeNull());
    expect(result.current.restorationMinHeight).toBe(Math.ceil(loaded / 4) * 400);
    expect(result.current.scrollTarget).toBeNull();
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    // All pages in one go, not one "show more" after another.
    expect(result.current.displays).toHaveLength(loaded);
    expect(result.current.restorationMinHeight).toBe(0);
    expect(result.current.scrollTarget).toEqual({ kind: 'product', productId: opened });
    act(() => result.current.finishScrollRestoration());
    expect(result.current.scrollTarget).toBeNull();
  });

  it('keeps each value the filters offered in the entry, so a ticked brand the next answer leaves out stays listed', async () => {
    // Ray-Ban and Oakley at first; once a colour is chosen, the API lists only Oakley.
    server.use(
      http.post(widgetCall('search')[1], async ({ request }) => {
        const body = (await request.json()) as { filters?: { field: string }[] };
        const narrowed = (body.filters ?? []).some((filter) => filter.field === 'color');
        const values = narrowed ? ['Oakley'] : ['Ray-Ban', 'Oakley'];
        return HttpResponse.json({
          search_request_id: 'cache',
          n_hits: 0,
          displays: [],
          filters: [
            {
              field: 'brand',
              op: 'in',
              meta: {
                group_title: 'Merke',
                type: 'checkbox',
                values,
                names: values,
                counts: values.map(() => 3),
              },
            },
            {
              field: 'color',
              op: 'in',
              meta: {
                group_title: 'Farge',
                type: 'checkbox',
                values: ['Svart'],
                names: ['Svart'],
                counts: [3],
              },
            },
          ],
        });
      }),
    );
    const { wrapper, history } = setup('/sok?query=solbriller');
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper });
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    expect(result.current.history.local_filter_cache.merke?.map((cached) => cached.value)).toEqual([
      'Ray-Ban',
      'Oakley',
    ]);
    const brandValues = () => result.current.filters.find((filter) => filter.field === 'merke')?.meta;

    act(() => result.current.setFilter({ field: 'merke', op: 'in', data: ['Ray-Ban'] }));
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    act(() => result.current.setFilter({ field: 'farge', op: 'in', data: ['Svart'] }));
    await untilState('the narrowed answer', () =>
      expect(result.current.state.filters.map((filter) => filter.field)).toContain('farge'),
    );
    await untilState('the listing ready', () => expect(result.current.status).toBe('ready'));
    // The API left Ray-Ban out; the list still has it (count 0), so it can be unticked there.
    expect(brandValues()?.values).toEqual(['Oakley', 'Ray-Ban']);
    expect(brandValues()?.counts).toEqual([3, 0]);
    // It is the entry's: a new entry carried it over, and it is in the history state.
    expect(JSON.stringify(history.state)).toContain('Ray-Ban');
  });

  it('a search the API flags failed gives the empty result and logs the spec message', async () => {
    server.use(widgetFailedAnswer('search'));
    const { wrapper, warn } = setup('/sok?query=briller');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await untilState('the failed state', () => expect(result.current.status).toBe('failed'));
    expect(result.current.displays).toEqual([]);
    expect(result.current.canLoadMore).toBe(false);
    expect(warn).toHaveBeenCalledWith('Failed to fetch search results');
  });

  it('asks nothing without a query', () => {
    const { wrapper } = setup('/sok');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    expect(result.current.status).toBe('idle');
  });

  it('a second instance with the same key throws the spec message', () => {
    const { wrapper } = setup('/sok?query=briller');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderHook(
        () => {
          useSearchPageState({ history: null });
          useSearchPageState({ history: null });
        },
        { wrapper },
      ),
    ).toThrow(WIDGET_INSTANCE_COLLISION_MESSAGE);
    vi.mocked(console.error).mockRestore();
  });
});
