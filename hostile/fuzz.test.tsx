/**
 * Fuzzed replies (issue #12) for every call the covered components make: wrong types, nulls, huge
 * arrays, deep nesting, non-JSON, HTML with status 200, error statuses, and a reply that hangs.
 * Never an uncaught error, never a blank page, never a loading state past its timeout.
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import {
  CartDrawer,
  ProductCard,
  Recommendations,
  ShopSessionProvider,
  SiteSearchPage,
  createShopClient,
} from '@glimt/ui';
import { SearchModal, WidgetProvider, widgetLocaleNo } from '@glimt/ui/widget';
import { DEFAULT_WIDGET_API_HOST } from '@glimt/ui/mocks';
import { PWNED_FLAG } from '../src/mocks/hostile/payloads';
import { answered, prepare, ranScript, renderInShop, uncaught } from './setup';
import { untilState } from '../test-support/untilState';

type Method = 'get' | 'post';

let deep: unknown = { end: true };
for (let level = 0; level < 5000; level += 1) deep = { a: [deep] };

/** Replies of every broken kind. */
const REPLIES: Record<string, () => Response> = {
  'wrong types': () =>
    HttpResponse.json({ success: 'yes', data: 5, articles: 'x', items: {}, displays: 1, cartHead: [] }),
  null: () => HttpResponse.json(null),
  'huge array': () => HttpResponse.json(Array.from({ length: 50_000 }, (_, index) => ({ id: index }))),
  'deep nesting': () =>
    new HttpResponse(JSON.stringify(deep), { headers: { 'content-type': 'application/json' } }),
  'not JSON': () =>
    new HttpResponse('{"success": true, "data": {', { headers: { 'content-type': 'application/json' } }),
  'HTML with 200': () =>
    new HttpResponse(`<html><body><script>window.${PWNED_FLAG}=1</script>Hei</body></html>`, {
      headers: { 'content-type': 'text/html' },
    }),
  '401': () => HttpResponse.json({ success: false }, { status: 401 }),
  '404': () => new HttpResponse(null, { status: 404 }),
  '422': () => HttpResponse.json({ errors: [] }, { status: 422 }),
  '500': () =>
    new HttpResponse('<h1>Internal</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
  '503': () => HttpResponse.json({ success: false }, { status: 503 }),
};

const shortTimeouts = { session: 600, article: 600, search: 600, cart: 600 };

function inSession(children: ReactNode) {
  return (
    <ShopSessionProvider client={createShopClient({ timeouts: shortTimeouts })}>
      {children}
    </ShopSessionProvider>
  );
}

interface Target {
  name: string;
  method: Method;
  path: string;
  render: () => ReturnType<typeof renderInShop>;
  /** Text of the loading state, gone once the component settles. */
  loading?: RegExp;
}

/** The widget's search modal, typed into, with retry waits cut short. */
function renderWidgetModal() {
  return renderInShop((navigation) => (
    <WidgetProvider
      merchant="glimt"
      market="no"
      apiHost={DEFAULT_WIDGET_API_HOST}
      locale={widgetLocaleNo}
      navigation={navigation}
      env={{ setTimeout: (callback: () => void) => setTimeout(callback, 0) }}
    >
      <SearchModal isOpen onClose={() => undefined} initialQuery="ray" />
    </WidgetProvider>
  ));
}

const TARGETS: Target[] = [
  {
    name: 'product card',
    method: 'get',
    path: '*/api/article/:id',
    render: () => renderInShop(inSession(<ProductCard id={100048} />)),
    loading: /Laster produkt/,
  },
  {
    name: 'site search page',
    method: 'get',
    path: '*/api/site/search',
    render: () => renderInShop(inSession(<SiteSearchPage />), '/search?q=ray'),
    loading: /Søker …/,
  },
  {
    name: 'cart drawer',
    method: 'get',
    path: '*/api/site/shopper',
    render: () =>
      renderInShop(
        <ShopSessionProvider client={createShopClient({ timeouts: shortTimeouts })} showCart>
          <CartDrawer />
        </ShopSessionProvider>,
      ),
    loading: /Laster handlekurven/,
  },
  {
    name: 'recommendations',
    method: 'get',
    path: '*/api/recommendations',
    render: () => renderInShop(<Recommendations type="related" productId={100048} />),
  },
  {
    name: 'widget search modal (results)',
    method: 'post',
    path: `${DEFAULT_WIDGET_API_HOST}/v2/search/results`,
    render: renderWidgetModal,
  },
  {
    name: 'widget search modal (suggestions)',
    method: 'get',
    path: `${DEFAULT_WIDGET_API_HOST}/v2/search/suggestions`,
    render: renderWidgetModal,
  },
];

function fault(target: Target, reply: () => Response | Promise<Response>): HttpHandler {
  return http[target.method](target.path, reply);
}

/** After the faulted call's answer: the loading state gone, and nothing broken. */
async function expectSettled(target: Target, answer: Promise<void>) {
  await answer;
  if (target.loading)
    await untilState('the loading state to end', () =>
      expect(document.body.textContent).not.toMatch(target.loading!),
    );
  expect(uncaught).toEqual([]);
  expect(ranScript()).toBe(false);
  expect(document.body.textContent?.trim()).not.toBe('');
}

describe.each(TARGETS)('$name', (target) => {
  it('survives every broken reply', async () => {
    for (const [name, reply] of Object.entries(REPLIES)) {
      await prepare(fault(target, reply));
      const answer = answered(target.method, target.path);
      const view = target.render();
      try {
        await expectSettled(target, answer);
      } catch (error) {
        throw new Error(`${target.name}, ${name}: ${String(error)}`);
      }
      view.unmount();
    }
  });

  if (target.loading) {
    it('a hanging reply ends its loading state after the timeout', async () => {
      await prepare(
        fault(target, async () => {
          await delay('infinite');
          return new HttpResponse(null);
        }),
      );
      target.render();
      await untilState('the loading state', () => expect(document.body.textContent).toMatch(target.loading!));
      // 600 ms timeout, a little time to render the error state.
      await untilState('the loading state to end', () =>
        expect(document.body.textContent).not.toMatch(target.loading!),
      );
      expect(uncaught).toEqual([]);
    });
  }
});

it('keeps the screen bounded for a huge widget answer', async () => {
  await prepare(
    http.post(`${DEFAULT_WIDGET_API_HOST}/v2/search/results`, () =>
      HttpResponse.json({
        n_hits: 10_000,
        search_request_id: 'x',
        displays: Array.from({ length: 10_000 }, (_, index) => ({
          product_id: String(index),
          title: `P${index}`,
          image_url: null,
        })),
      }),
    ),
  );
  renderWidgetModal();
  await untilState('the products of the answer shown', () =>
    expect(screen.getByTestId('search-modal-products')).not.toHaveAttribute('aria-busy'),
  );
  await untilState('the options', () => screen.getAllByRole('option'));
  expect(
    document.querySelectorAll('[data-search-result-id], [data-option-kind="product"]').length,
  ).toBeLessThanOrEqual(4);
});
