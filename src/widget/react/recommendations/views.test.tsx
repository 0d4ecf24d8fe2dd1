import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryNavigation } from '../../../navigation/navigation';
import { glimtTheme } from '../../../theme/theme';
import { widgetLocaleNo } from '../../locales/no';
import { RecommendationGrid } from '../RecommendationGrid';
import { RecommendationSlider } from '../RecommendationSlider';
import { WIDGET_NOT_CONFIGURED_MESSAGE, WidgetProvider } from '../WidgetProvider';
import { untilState } from '../../../../test-support/untilState';

afterEach(cleanup);

const display = (index: number) => ({
  product_id: `p${index}`,
  page_url: `/produkt/p${index}`,
  title: `Produkt ${index}`,
  image_url: index === 1 ? 'https://evil.example/x.gif' : 'https://cdn.glimt.test/p.jpg',
  recommendation_id: `rec-${index}`,
});

function fakeFetch(answer: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function withProvider(children: ReactNode, fetch: ReturnType<typeof fakeFetch>) {
  return (
    <ThemeProvider theme={glimtTheme}>
      <WidgetProvider
        merchant="glimt"
        market="no"
        apiHost="https://widget-api.glimt.test"
        locale={widgetLocaleNo}
        navigation={createMemoryNavigation('/')}
        browserWindow={null}
        fetch={fetch}
        env={{ warn: vi.fn(), reportError: vi.fn() }}
      >
        {children}
      </WidgetProvider>
    </ThemeProvider>
  );
}

describe('recommendation views', () => {
  it('say the spec message without a provider', () => {
    render(
      <ThemeProvider theme={glimtTheme}>
        <RecommendationSlider kind="general" />
      </ThemeProvider>,
    );
    expect(screen.getByText(WIDGET_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
  });

  it('show the cards with data-recommendation-id, after placeholders, and send the request of the kind', async () => {
    const fetch = fakeFetch({
      displays: [display(0), display(1), display(2)],
      recommendation_request_id: 'r',
    });
    render(
      withProvider(
        <RecommendationSlider
          kind="product"
          productId=" 42 "
          limit={3}
          documentReferrer="https://ref.example/"
        />,
        fetch,
      ),
    );
    expect(document.querySelectorAll('[data-glimt-card-skeleton]')).toHaveLength(3);
    await untilState('expect(document.querySelectorAll("a[data-recommendation-id]")).toHaveLength(3)', () =>
      expect(document.querySelectorAll('a[data-recommendation-id]')).toHaveLength(3),
    );
    const links = [...document.querySelectorAll('a[data-recommendation-id]')];
    expect(links.map((link) => link.getAttribute('data-recommendation-id'))).toEqual([
      'rec-0',
      'rec-1',
      'rec-2',
    ]);
    expect(screen.getByRole('heading', { name: widgetLocaleNo.messages.recommended })).toBeInTheDocument();
    // The refused image host is never requested.
    expect(document.querySelector('img[src*="evil.example"]')).toBeNull();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/v2/recommend/products/product');
    expect(JSON.parse(String(init.body))).toMatchObject({
      tenant: 'glimt',
      market: 'no',
      product_id: '42',
      limit: 3,
      document_referrer: 'https://ref.example/',
    });
  });

  it('render nothing (no empty heading) without results, and nothing without an id to ask for', async () => {
    const fetch = fakeFetch({ displays: [] });
    const { container } = render(withProvider(<RecommendationGrid kind="general" limit={4} />, fetch));
    await untilState('expect(container.querySelector("[data-glimt-recommendations]")).toBeNull()', () =>
      expect(container.querySelector('[data-glimt-recommendations]')).toBeNull(),
    );
    expect(screen.queryByRole('heading')).toBeNull();

    cleanup();
    const idle = fakeFetch({ displays: [display(0)] });
    const view = render(withProvider(<RecommendationSlider kind="product" productId="" />, idle));
    expect(view.container.querySelector('[data-glimt-recommendations]')).toBeNull();
    expect(idle).not.toHaveBeenCalled();
  });

  it('show the fallback when the call fails', async () => {
    const fetch = fakeFetch({ detail: 'Not found' }, 404);
    render(withProvider(<RecommendationGrid kind="general" fallback={<p>Fallback</p>} />, fetch));
    expect(
      await untilState('screen.getByText("Fallback")', () => screen.getByText('Fallback')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
