/**
 * Hostile payloads (issue #12) through the fake backend into every field a component renders or
 * links: nothing runs, no unsafe scheme reaches an attribute, no image comes from another host.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  CartDrawer,
  ProductCard,
  Recommendations,
  ShopSessionProvider,
  SiteSearchOverlay,
  SiteSearchPage,
  createShopClient,
} from '@glimt/ui';
import { SearchModal, WidgetProvider, widgetLocaleNo } from '@glimt/ui/widget';
import { DEFAULT_WIDGET_API_HOST, mockArticles } from '@glimt/ui/mocks';
import {
  CSS_BREAKOUTS,
  FOREIGN_HOST_URLS,
  MISLEADING_TEXT,
  SCRIPT_MARKUP,
  SCRIPT_URLS,
  VERY_LONG_TEXT,
  hasUnsafeScheme,
} from '../src/mocks/hostile/payloads';
import {
  answered,
  foreignMediaRequests,
  prepare,
  ranScript,
  renderInShop,
  sleep,
  unsafeAttributes,
  uncaught,
} from './setup';
import { untilState } from '../test-support/untilState';

/** Foreign hosts and unsafe schemes interleaved, so every short list gets both kinds. */
const BAD_URLS = Array.from(
  { length: Math.max(SCRIPT_URLS.length, FOREIGN_HOST_URLS.length) },
  (_, index) => [
    FOREIGN_HOST_URLS[index % FOREIGN_HOST_URLS.length]!,
    SCRIPT_URLS[index % SCRIPT_URLS.length]!,
  ],
).flat();
const TEXTS = [...SCRIPT_MARKUP, ...MISLEADING_TEXT];
const pick = <T,>(list: readonly T[], index: number): T => list[index % list.length]!;
const base = mockArticles.find((article) => article.id === 100048) ?? mockArticles[0]!;

/** An article with hostile text, media, flags and slug (its price stays valid). */
function hostileArticle(index: number) {
  const bad = (offset: number) => pick(BAD_URLS, index + offset);
  const item = (offset: number) => ({
    image: bad(offset),
    video: [bad(offset + 1), bad(offset + 3)],
    mobile: { image: bad(offset + 5), video: bad(offset + 7) },
  });
  return {
    ...base,
    id: base.id + index,
    slug: pick(SCRIPT_URLS, index),
    name: pick(TEXTS, index) + (index === 0 ? VERY_LONG_TEXT.slice(0, 2000) : ''),
    brand: pick(TEXTS, index + 1),
    flags: CSS_BREAKOUTS.map((color, flag) => ({ ...(base.flags[0] ?? {}), name: pick(TEXTS, flag), color })),
    medias: [{ xs: item(0), sm: item(2), md: item(4), lg: item(6), xl: item(8) }],
  };
}

/** The checks every hostile test ends with. */
async function expectNothingHostileHappened() {
  await sleep(300);
  expect(ranScript(), 'a payload ran').toBe(false);
  expect(unsafeAttributes()).toEqual([]);
  expect(foreignMediaRequests()).toEqual([]);
  expect(uncaught).toEqual([]);
  expect(document.body.textContent?.trim()).not.toBe('');
}

afterEach(() => undefined);

describe('product card', () => {
  it('renders a hostile article safely', async () => {
    await prepare(http.get('*/api/article/:id', () => HttpResponse.json({ data: hostileArticle(0) })));
    renderInShop(<ProductCard id={100048} />);
    await untilState('the card', () => screen.getByRole('link'));
    await expectNothingHostileHappened();
  });
});

/** A site search answer whose links are every unsafe spelling. */
function hostileSearch() {
  return {
    success: true,
    articles: { data: [hostileArticle(1), hostileArticle(2)], hits: 2, limited: false },
    productCategories: {
      data: SCRIPT_URLS.map((url, index) => ({
        title: `Kategori ${index}`,
        url,
        imageUrl: pick(BAD_URLS, index),
      })),
      hits: 99,
    },
    cities: { data: SCRIPT_URLS.map((url, index) => ({ city: `By ${index}`, url })), hits: 99 },
    layoutPages: {
      data: SCRIPT_URLS.map((url, index) => ({
        title: `Side ${index} ${pick(TEXTS, index)}`,
        url,
        imageUrl: pick(BAD_URLS, index + 1),
      })),
      hits: 99,
    },
    stores: {
      data: [{ name: pick(TEXTS, 0), address: pick(TEXTS, 1), slug: 'javascript:alert(1)' }],
      hits: 1,
    },
  };
}

describe('site search', () => {
  it('overlay: choosing any hit never runs or navigates to a payload', async () => {
    await prepare(http.get('*/api/site/search', () => HttpResponse.json(hostileSearch())));
    // Kept open whatever is chosen, so every option can be tried in turn.
    function Harness() {
      return <SiteSearchOverlay isOpen onOpenChange={() => undefined} initialQuery="ra" />;
    }
    const { navigation } = renderInShop(<Harness />);
    const dialog = await untilState('the dialog', () => screen.getByRole('dialog'));
    await untilState('the hits as options', () =>
      expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(2),
    );
    const input = within(dialog).getByRole('combobox');
    // Every option by keyboard (Enter), then by click.
    const count = within(dialog).getAllByRole('option').length;
    for (let index = 0; index < count; index += 1) {
      input.focus();
      await userEvent.keyboard('{ArrowDown}'.repeat(index + 1) + '{Enter}');
    }
    for (const option of screen.queryAllByRole('option')) fireEvent.click(option);
    expect(navigation.history.filter(hasUnsafeScheme)).toEqual([]);
    await expectNothingHostileHappened();
  });

  it('page: renders hostile hits safely', async () => {
    await prepare(http.get('*/api/site/search', () => HttpResponse.json(hostileSearch())));
    renderInShop(<SiteSearchPage />, '/search?q=ray');
    await untilState('the hits as links', () =>
      expect(screen.getAllByRole('link').length).toBeGreaterThan(0),
    );
    await expectNothingHostileHappened();
  });
});

describe('cart drawer', () => {
  it('renders hostile lines safely and never shows a negative price', async () => {
    await prepare(
      http.get('*/api/site/shopper', () =>
        HttpResponse.json({
          success: true,
          token: 'hostile-token',
          cartHead: {
            shopperId: 'x',
            cart: {
              totalCost: 1290,
              items: BAD_URLS.slice(0, 6).map((url, index) => ({
                skuId: `s${index}`,
                parentSkuID: null,
                slug: pick(SCRIPT_URLS, index),
                ref: `r${index}`,
                articleId: String(index),
                articleDescription: pick(TEXTS, index),
                category: pick(TEXTS, index + 1),
                brand: pick(TEXTS, index + 2),
                quantity: 1,
                isEditAble: true,
                subscriptionInterval: null,
                prescription: null,
                prescriptionGlasses: null,
                media: { md: url },
                price: { amount: 1290, ordinaryPrice: 1290, isCampaign: false },
              })),
            },
          },
        }),
      ),
      http.post('*/api/auth/user/getUser', () => HttpResponse.json({ success: false, user: null })),
    );
    renderInShop(
      <ShopSessionProvider client={createShopClient()} showCart>
        <CartDrawer />
      </ShopSessionProvider>,
    );
    await untilState('the dialog', () => screen.getByRole('dialog'));
    await untilState('the lines with their price', () =>
      expect(document.body.textContent).toMatch(/kr\s1\s290/),
    );
    await expectNothingHostileHappened();
  });

  it.each([-1290, 1e21])('a line price of %d ends in the error state, never shown', async (amount) => {
    await prepare(
      http.get('*/api/site/shopper', () =>
        HttpResponse.json({
          success: true,
          token: 't',
          cartHead: {
            shopperId: 'x',
            cart: {
              totalCost: amount,
              items: [
                {
                  skuId: 's',
                  parentSkuID: null,
                  slug: 'x',
                  ref: 'r',
                  articleId: '1',
                  articleDescription: 'Aviator',
                  category: 'Solbriller',
                  brand: 'Ray-Ban',
                  quantity: 1,
                  isEditAble: true,
                  subscriptionInterval: null,
                  prescription: null,
                  prescriptionGlasses: null,
                  media: { md: null },
                  price: { amount, ordinaryPrice: 1290, isCampaign: false },
                },
              ],
            },
          },
        }),
      ),
    );
    renderInShop(
      <ShopSessionProvider client={createShopClient()} showCart>
        <CartDrawer />
      </ShopSessionProvider>,
    );
    await untilState('the dialog', () => screen.getByRole('dialog'));
    await untilState('the error state', () => screen.getByText(/Vi fikk ikke hentet handlekurven/));
    expect(document.body.textContent).not.toMatch(/−\s?1\s?290|-1\s?290|999\s999/);
    expect(uncaught).toEqual([]);
  });
});

describe('recommendations', () => {
  it('renders hostile items safely and at most 16 of 10,000', async () => {
    const item = (index: number) => ({
      sku_id: `${100000 + index}`,
      title: pick(TEXTS, index),
      subtitle: pick(TEXTS, index + 1),
      page_url: pick(SCRIPT_URLS, index),
      image_url: pick(BAD_URLS, index),
      original_price: 1290,
      sale_price: null,
      currency: 'NOK',
    });
    await prepare(
      http.get('*/api/recommendations', () =>
        HttpResponse.json({ items: Array.from({ length: 10_000 }, (_, index) => item(index)) }),
      ),
    );
    renderInShop(<Recommendations type="related" productId={100048} />);
    const region = await untilState('the region', () => screen.getByRole('region'));
    await untilState('the recommendations loaded', () => expect(region).not.toHaveAttribute('aria-busy'));
    expect(within(region).queryAllByRole('listitem').length).toBeLessThanOrEqual(16);
    await expectNothingHostileHappened();
  });
});

/** More displays than any answer the widget keeps (a page is 48, a recommendation row at most 50). */
const SHOWABLE = 200;

describe('widget search modal', () => {
  it('renders hostile displays, suggestions and content links safely (no image service)', async () => {
    // Every hostile field on each display a screen could show; past those, a hostile link alone, so
    // the answer keeps its 10,000 displays at about a megabyte (at 19 MB, reading it through the
    // service worker outlasted the client's own 10 s timeout on a busy machine, and then there was
    // nothing rendered to check).
    const display = (index: number) =>
      index < SHOWABLE
        ? {
            product_id: String(index),
            page_url: pick(SCRIPT_URLS, index),
            localized_page_url: pick(SCRIPT_URLS, index + 1),
            image_url: pick(BAD_URLS, index),
            image_urls: BAD_URLS,
            title: pick(TEXTS, index),
            brand: pick(TEXTS, index + 1),
            sub_heading_1: pick(TEXTS, index + 2),
            sale_price: 1e21,
            original_price: -1290,
            search_result_id: `sr-${index}`,
          }
        : { product_id: String(index), page_url: pick(SCRIPT_URLS, index) };
    await prepare(
      http.post(`${DEFAULT_WIDGET_API_HOST}/v2/search/results`, () =>
        HttpResponse.json({
          n_hits: 10_000,
          displays: Array.from({ length: 10_000 }, (_, index) => display(index)),
          search_request_id: 'sr',
          content_search_links: SCRIPT_URLS.map((url, index) => ({
            title: pick(TEXTS, index),
            page_url: url,
          })),
        }),
      ),
      http.get(`${DEFAULT_WIDGET_API_HOST}/v2/search/suggestions`, () =>
        HttpResponse.json({
          suggestions_request_id: 'sg',
          suggestions: SCRIPT_URLS.map((url, index) => ({
            type: pick(['query', 'category', 'content'], index),
            title: pick(TEXTS, index) || 'x',
            page_url: url,
          })),
        }),
      ),
    );
    const results = answered('POST', `${DEFAULT_WIDGET_API_HOST}/v2/search/results`);
    const { navigation } = renderInShop((shopNavigation) => (
      <WidgetProvider
        merchant="glimt"
        market="no"
        apiHost={DEFAULT_WIDGET_API_HOST}
        locale={widgetLocaleNo}
        navigation={shopNavigation}
      >
        <SearchModal isOpen onClose={() => undefined} initialQuery="ray" />
      </WidgetProvider>
    ));
    const dialog = await untilState('the dialog', () => screen.getByRole('dialog'));
    // The products come with the search answer, after the suggestions: wait for that answer, then
    // for the modal to be done with it (not busy), so every option is there to be clicked.
    await results;
    await untilState('the products of the answer shown', () =>
      expect(within(dialog).getByTestId('search-modal-products')).not.toHaveAttribute('aria-busy'),
    );
    expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(2);
    for (const option of within(dialog).queryAllByRole('option')) fireEvent.click(option);
    expect(navigation.history.filter(hasUnsafeScheme)).toEqual([]);
    await expectNothingHostileHappened();
  });
});
