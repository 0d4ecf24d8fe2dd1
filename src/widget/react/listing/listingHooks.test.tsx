import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveHosts } from '../../../mocks/backend/core';
import { faults } from '../../../mocks/faults';
import { createWidgetHandlers, widgetCall, widgetFailedAnswer } from '../../../mocks/handlers/widget';
import { startMockServer } from '../../../mocks/testServer';
import { createMemoryNavigation } from '../../../navigation/navigation';
import { historyStateKey } from '../../core/listing/historyState';
import { listingSearch } from '../../core/listing/listingState';
import { widgetLocaleNo } from '../../locales/no';
import { WIDGET_INSTANCE_COLLISION_MESSAGE } from '../instances';
import { WidgetProvider } from '../WidgetProvider';
import type { WidgetProviderProps } from '../WidgetProvider/types';
import { useCategoryPageState } from './useCategoryPageState';
import type { ListingHistoryAccess } from './useListingPage';
import { useSearchPageState } from './useSearchPageState';

const server = startMockServer(createWidgetHandlers(resolveHosts()));
/** A query that finds many pages of the widget's catalogue (366 products with the wider frame range). */
const MANY = 'briller solbriller kontaktlinser';
afterEach(cleanup);

/** A history with one entry whose state the hooks read and replace. */
function fakeHistory(state: unknown = null) {
  const history = {
    state,
    replaceState: vi.fn((data: unknown) => {
      history.state = data;
    }),
  };
  return history satisfies ListingHistoryAccess;
}

/** The filters of every body sent to a widget call, in order (the call still goes to the fake backend). */
function recordFilters(call: 'search' | 'listing') {
  const sent: Array<{ filters: unknown; limit: unknown }> = [];
  server.use(
    http.post(widgetCall(call)[1], async ({ request }) => {
      const body = (await request.clone().json()) as { filters?: unknown; limit?: unknown };
      sent.push({ filters: body.filters ?? [], limit: body.limit });
    }),
  );
  return sent;
}

function setup(initial: string, props: Partial<WidgetProviderProps> = {}) {
  const navigation = createMemoryNavigation(initial);
  const warn = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetProvider
      merchant="glimt"
      market="no"
      apiHost="https://widget-api.glimt.test"
      locale={widgetLocaleNo}
      navigation={navigation}
      browserWindow={null}
      env={{ warn, reportError: vi.fn() }}
      searchSettings={{ searchPagePath: '/sok' }}
      {...props}
    >
      {children}
    </WidgetProvider>
  );
  const url = () => new URL(navigation.history.at(-1) ?? '/', 'http://memory.invalid');
  return { navigation, wrapper, warn, url };
}

describe('useSearchPageState', () => {
  it('searches the URL query 48 at a time and counts content results', async () => {
    const { wrapper } = setup(`/sok?query=${encodeURIComponent(MANY)}`);
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
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
    await waitFor(() => expect(result.current.displays).toHaveLength(96));
    expect(result.current.positionText).toBe(`Viser 96 av ${result.current.total} produkter`);
    // No gaps or repeats across pages.
    expect(new Set(result.current.displays.map((display) => display.product_id)).size).toBe(96);
  });

  it('writes every filter and sorting change into the URL (a new history step) and lists by it', async () => {
    const { wrapper, navigation, url } = setup('/sok?query=solbriller&utm_source=mail');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setFilter({ field: 'merke', op: 'in', data: ['Ray-Ban'] }));
    expect(url().searchParams.get('f_merke')).toBe('Ray-Ban‚');
    expect(url().searchParams.get('utm_source')).toBe('mail');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.state.filters).toEqual([{ field: 'merke', op: 'in', data: ['Ray-Ban'] }]);
    expect(result.current.displays.every((display) => display.brand === 'Ray-Ban')).toBe(true);

    act(() => result.current.setSorting({ field: 'price', order: 'asc' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(url().searchParams.get('sorting')).toBe('price📈');
    const prices = result.current.displays.map((display) => Number(display.sale_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(navigation.history).toHaveLength(3);

    act(() => result.current.clearFilters());
    expect(url().searchParams.get('f_merke')).toBeNull();
    expect(url().searchParams.get('sorting')).toBe('price📈');
  });

  it('keeps the products and facets shown, busy, while a filter or sorting change loads; a new query does not', async () => {
    const { wrapper } = setup('/sok?query=solbriller');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const shown = result.current.displays.map((display) => display.product_id);
    const offered = result.current.filters.length;
    expect(offered).toBeGreaterThan(0);

    act(() => result.current.setFilter({ field: 'brand', op: 'in', data: ['Ray-Ban'] }));
    expect(result.current.status).toBe('refreshing');
    expect(result.current.state.filters).toEqual([{ field: 'brand', op: 'in', data: ['Ray-Ban'] }]);
    expect(result.current.displays.map((display) => display.product_id)).toEqual(shown);
    expect(result.current.filters).toHaveLength(offered);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.displays.every((display) => display.brand === 'Ray-Ban')).toBe(true);

    act(() => result.current.setSorting({ field: 'price', order: 'asc' }));
    expect(result.current.status).toBe('refreshing');
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.newQuery('kontaktlinser'));
    expect(result.current.status).toBe('loading');
    expect(result.current.displays).toHaveLength(0);
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('a new query clears the filters and offers to restore them with the expanded state', async () => {
    const history = fakeHistory();
    const { wrapper, url } = setup('/sok?query=solbriller&f_merke=Ray-Ban‚&sorting=price📉');
    const { result } = renderHook(() => useSearchPageState({ history }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
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

  it('"ok" keeps the filters cleared and ends the offer', async () => {
    const { wrapper, url } = setup('/sok?query=solbriller&f_merke=Ray-Ban‚');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.newQuery('briller'));
    act(() => result.current.dismissRestore());
    expect(result.current.restoreOffered).toBe(false);
    expect(url().search).toBe('?query=briller');
  });

  it('keeps its state in the history entry, under its own key, beside the host state', async () => {
    const history = fakeHistory({ hostRouterKey: 'abc' });
    // The query parameter carries the instance key: `query` + `main`.
    const { wrapper } = setup('/sok?querymain=linser');
    const { result } = renderHook(() => useSearchPageState({ history, instanceKey: 'main' }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
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
    await waitFor(() => expect(before.result.current.status).toBe('ready'));
    act(() => before.result.current.showMore());
    await waitFor(() => expect(before.result.current.displays).toHaveLength(96));
    act(() => before.result.current.showMore());
    await waitFor(() => expect(before.result.current.displays).toHaveLength(144));
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
    await waitFor(() => expect(result.current.scrollRestoration).not.toBeNull());
    expect(result.current.restorationMinHeight).toBe(Math.ceil(loaded / 4) * 400);
    expect(result.current.scrollTarget).toBeNull();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // All pages in one go, not one "show more" after another.
    expect(result.current.displays).toHaveLength(loaded);
    expect(result.current.restorationMinHeight).toBe(0);
    expect(result.current.scrollTarget).toEqual({ kind: 'product', productId: opened });
    act(() => result.current.finishScrollRestoration());
    expect(result.current.scrollTarget).toBeNull();
  });

  it('a search the API flags failed gives the empty result and logs the spec message', async () => {
    server.use(widgetFailedAnswer('search'));
    const { wrapper, warn } = setup('/sok?query=briller');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
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

describe('useCategoryPageState', () => {
  it('lists the path with breadcrumb, quick links and the title with the suffix', async () => {
    const { wrapper } = setup('/solbriller/ray-ban/pilot', {
      categorySettings: { metaTitleSuffix: ' | Glimt' },
    });
    document.title = 'Host';
    const { result, unmount } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
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
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.queryId).toBe('solbriller-gucci');
    expect(result.current.displays.every((display) => display.brand === 'Gucci')).toBe(true);

    const disabled = setup('/solbriller?query_id=solbriller-gucci', {
      categorySettings: { disableOverrideQueryId: true },
    });
    const other = renderHook(() => useCategoryPageState({ history: fakeHistory(), instanceKey: 'x' }), {
      wrapper: disabled.wrapper,
    });
    await waitFor(() => expect(other.result.current.status).toBe('ready'));
    expect(other.result.current.queryId).toBeNull();
    expect(other.result.current.title).toBe('Solbriller');
  });

  it('filters by a radio and a size grid facet through the URL', async () => {
    const { wrapper, url } = setup('/solbriller');
    const { result } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const kinds = Object.fromEntries(
      result.current.filters.map((filter) => [filter.field, filter.meta.type]),
    );
    expect(kinds).toMatchObject({
      'passer for': 'radio',
      størrelse: 'checkbox-size',
      farge: 'checkbox-color',
    });
    act(() => result.current.setFilter({ field: 'passer for', op: 'eq', data: 'Dame' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(url().searchParams.get('f_passer for≡')).not.toBeNull();
    const total = result.current.total;
    act(() => result.current.setFilter({ field: 'størrelse', op: 'in', data: [52] }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.total).toBeLessThan(total);
    expect(result.current.state.filters).toHaveLength(2);
  });
});

describe('filter fields: lower-cased from the group title on the page, the API fields in requests', () => {
  it('gives the views and the URL the lower-cased field, and asks the API with its field', async () => {
    const sent = recordFilters('search');
    const { wrapper, url } = setup('/sok?query=solbriller');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const merke = result.current.filters.find((filter) => filter.meta.group_title === 'Merke');
    expect(merke).toMatchObject({ field: 'merke', actual_field: 'brand' });
    expect(result.current.filters.find((filter) => filter.field === 'pris')).toMatchObject({
      actual_field: 'price',
    });

    act(() => result.current.setFilter({ field: 'merke', op: 'in', data: ['Gucci'] }));
    expect(url().searchParams.get('f_merke')).toBe('Gucci‚');
    await waitFor(() => expect(result.current.status).toBe('ready'));
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
    await waitFor(() => expect(result.current.status).toBe('ready'));
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
    await waitFor(() => expect(before.result.current.status).toBe('ready'));
    act(() => before.result.current.showMore());
    await waitFor(() => expect(before.result.current.displays).toHaveLength(96));
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
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.displays).toHaveLength(96);
    expect(sent.filter((body) => body.limit === 1)).toHaveLength(1);
    expect(sent.filter((body) => body.limit === 48)).toHaveLength(2);
  });

  it('a link with the API field (an older link) still filters', async () => {
    const sent = recordFilters('search');
    const { wrapper } = setup('/sok?query=solbriller&f_brand=Gucci‚');
    const { result } = renderHook(() => useSearchPageState({ history: fakeHistory() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.displays.every((display) => display.brand === 'Gucci')).toBe(true);
    expect(sent.at(-1)?.filters).toEqual([{ field: 'brand', op: 'in', data: ['Gucci'] }]);
  });

  it('a category page from a shared link: the same, against the listing call', async () => {
    const sent = recordFilters('listing');
    const shared = listingSearch({ filters: [{ field: 'passer for', op: 'eq', data: 'Dame' }] });
    const { wrapper } = setup(`/solbriller${shared}`);
    const { result } = renderHook(() => useCategoryPageState({ history: fakeHistory() }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.total).toBeGreaterThan(0);
    expect(sent.map((body) => body.filters)).toEqual([[], [{ field: 'gender', op: 'eq', data: 'Dame' }]]);
    expect(result.current.filters.find((filter) => filter.field === 'passer for')).toMatchObject({
      actual_field: 'gender',
      data: 'Dame',
    });
  });
});
