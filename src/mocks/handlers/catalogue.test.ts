// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_API_HOST, resolveHosts } from '../backend/core';
import {
  parseArticleResponse,
  parseRecommendationResponse,
  parseSiteSearchResponse,
} from '../../shop/adapters/article';
import { apiErrorSchema } from '../../shop/schemas/common';
import { getMockWidgetRange, mockArticles, mockCatalogue, mockContentPages } from '../fixtures/catalogue';
import { MOCK_IMAGE_RESIZE_URL, MOCK_MEDIA_ORIGIN } from '../fixtures/catalogue/media';
import {
  API_KEY_HEADER,
  MOCK_API_KEY,
  MOCK_SHOP_ID,
  SHOP_ID_HEADER,
  SITE_SEARCH_MAX_LIMIT,
  createCatalogueHandlers,
} from './catalogue';
import { createWidgetHandlers } from './widget';
import { searchResultsResponseSchema } from '../../widget/core/schemas';

// The shop handlers match their paths on any origin: a page's own origin in the browser, any
// absolute URL in node.
const SHOP = 'https://shop.glimt.test';
const credentials = {
  [SHOP_ID_HEADER]: MOCK_SHOP_ID,
  [API_KEY_HEADER]: MOCK_API_KEY,
  'content-type': 'application/json',
};
const server = setupServer(
  ...createCatalogueHandlers(resolveHosts()),
  ...createWidgetHandlers(resolveHosts()),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function expectShopError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  const body = apiErrorSchema.parse(await response.json());
  expect(body.error.code).toBe(code);
}

describe('GET /api/article/{id}', () => {
  it('answers every article of the catalogue in a shape the adapter parses', async () => {
    for (const article of mockArticles) {
      const response = await fetch(`${SHOP}/api/article/${article.id}`, { headers: credentials });
      expect(response.status).toBe(200);
      expect(parseArticleResponse(await response.json())).toEqual(article);
    }
  });

  it('finds an article by slug or SKU id too, on any origin', async () => {
    const article = mockArticles[10];
    if (!article) throw new Error('catalogue too small');
    for (const key of [article.slug, article.skus[0]?.skuId ?? '']) {
      const response = await fetch(`http://localhost:6006/api/article/${key}`, { headers: credentials });
      expect(parseArticleResponse(await response.json()).id).toBe(article.id);
    }
  });

  it('answers 401 without or with wrong credentials', async () => {
    const id = mockArticles[0]?.id ?? 0;
    await expectShopError(await fetch(`${SHOP}/api/article/${id}`), 401, 'Unauthorized');
    await expectShopError(
      await fetch(`${SHOP}/api/article/${id}`, { headers: { [SHOP_ID_HEADER]: MOCK_SHOP_ID } }),
      401,
      'Unauthorized',
    );
    await expectShopError(
      await fetch(`${SHOP}/api/article/${id}`, { headers: { ...credentials, [API_KEY_HEADER]: 'wrong' } }),
      401,
      'Unauthorized',
    );
    await expectShopError(
      await fetch(`${SHOP}/api/article/${id}`, { headers: { ...credentials, [SHOP_ID_HEADER]: 'glimt-se' } }),
      401,
      'Unauthorized',
    );
  });

  it('answers 404 to an unknown id', async () => {
    await expectShopError(
      await fetch(`${SHOP}/api/article/999999`, { headers: credentials }),
      404,
      'NotFound',
    );
    await expectShopError(
      await fetch(`${SHOP}/api/article/finnes-ikke`, { headers: credentials }),
      404,
      'NotFound',
    );
  });
});

describe('GET /api/site/search', () => {
  const widgetIdentity = { tenant: 'glimt', market: 'no', dsid: 'dsid-1', user_id: null, session_id: 's-1' };
  const siteSearch = async (q: string, paging: Record<string, string> = {}) => {
    const response = await fetch(
      `${SHOP}/api/site/search?${new URLSearchParams({ q, ...paging }).toString()}`,
    );
    expect(response.status).toBe(200);
    return parseSiteSearchResponse(await response.json());
  };

  it('finds articles and brand categories for a brand, also misspelt', async () => {
    const everyRayBan = [
      ...mockArticles,
      ...getMockWidgetRange().entries.map((entry) => entry.article),
    ].filter((article) => article.brand === 'Ray-Ban');
    for (const q of ['ray-ban', 'rayban']) {
      const body = await siteSearch(q);
      expect(body.success).toBe(true);
      expect(body.articles.hits).toBe(everyRayBan.length);
      expect(body.articles.data).toHaveLength(8);
      expect(body.articles.limited).toBe(true);
      expect(body.articles.data.every((article) => article.brand === 'Ray-Ban')).toBe(true);
      expect(body.productCategories.data.map((hit) => hit.url)).toEqual(
        expect.arrayContaining(['/solbriller/ray-ban', '/briller/ray-ban']),
      );
    }
  });

  it('finds stores, cities and content pages', async () => {
    const oslo = await siteSearch('oslo');
    expect(oslo.cities.data).toEqual([{ city: 'Oslo', url: '/butikker/oslo' }]);
    expect(oslo.stores.data[0]).toMatchObject({ name: 'Glimt Oslo', slug: 'glimt-oslo' });
    const lenses = await siteSearch('kontaktlinser');
    expect(lenses.layoutPages.data.map((hit) => hit.url)).toContain('/guide/kontaktlinser-for-nybegynnere');
    expect(lenses.layoutPages.data.every((hit) => hit.imageUrl?.startsWith(MOCK_MEDIA_ORIGIN))).toBe(true);
    const nothing = await siteSearch('xyzzyq');
    expect(nothing.articles).toEqual({ data: [], hits: 0, limited: false });
  });

  it('answers the first few of each other group, or up to groupLimit each (the search page asks for all)', async () => {
    const few = await siteSearch('glimt');
    expect(few.stores.data).toHaveLength(5);
    expect(few.stores.limited).toBe(true);
    expect(few.stores.hits).toBeGreaterThan(5);
    const all = await siteSearch('glimt', { groupLimit: String(SITE_SEARCH_MAX_LIMIT) });
    expect(all.stores.data).toHaveLength(Math.min(few.stores.hits, SITE_SEARCH_MAX_LIMIT));
    expect(all.stores.hits).toBe(few.stores.hits);
    // The products are paged as before: groupLimit is not their limit.
    expect(all.articles.data).toHaveLength(few.articles.data.length);
  });

  it('searches the stores it is given', async () => {
    const custom = setupServer(
      ...createCatalogueHandlers(resolveHosts(), {
        storeHits: () => [{ name: 'Glimt Storo', address: 'Vitaminveien 7, Oslo', slug: 'storo' }],
      }),
    );
    server.close();
    custom.listen({ onUnhandledRequest: 'error' });
    try {
      const body = parseSiteSearchResponse(await (await fetch(`${SHOP}/api/site/search?q=storo`)).json());
      expect(body.stores).toEqual({
        data: [{ name: 'Glimt Storo', address: 'Vitaminveien 7, Oslo', slug: 'storo' }],
        hits: 1,
        limited: false,
      });
    } finally {
      custom.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });

  it("counts a query's products as the widget's search does", async () => {
    for (const query of [
      'ray',
      'ray-ban',
      'solbriller',
      'gucci',
      'oakley',
      'acuvue',
      'linsevæske',
      'xyzzyq',
    ]) {
      const site = await siteSearch(query);
      const response = await fetch(`${DEFAULT_WIDGET_API_HOST}/v2/search/results`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...widgetIdentity, query, limit: 4 }),
      });
      const widget = searchResultsResponseSchema.parse(await response.json());
      expect({ query, hits: site.articles.hits }).toEqual({ query, hits: widget.n_hits });
    }
  });

  it('pages the articles with offset and limit, so every hit can be reached once', async () => {
    const first = await siteSearch('ray', { limit: '24' });
    expect(first.articles.hits).toBeGreaterThan(48);
    const seen: number[] = [];
    for (let offset = 0; offset < first.articles.hits; offset += 24) {
      const page = await siteSearch('ray', { limit: '24', offset: String(offset) });
      expect(page.articles.hits).toBe(first.articles.hits);
      expect(page.articles.data.length).toBe(Math.min(24, first.articles.hits - offset));
      // The other groups come whole with every page.
      expect(page.productCategories).toEqual(first.productCategories);
      seen.push(...page.articles.data.map((article) => article.id));
    }
    expect(seen).toHaveLength(first.articles.hits);
    expect(new Set(seen).size).toBe(seen.length);
    const past = await siteSearch('ray', { offset: String(first.articles.hits) });
    expect(past.articles).toMatchObject({ data: [], hits: first.articles.hits });
    // Without a limit a page holds the default few.
    expect((await siteSearch('ray')).articles.data).toHaveLength(8);
  });

  it('answers 422 to a missing or blank query, or a bad offset, limit or groupLimit', async () => {
    await expectShopError(await fetch(`${SHOP}/api/site/search`), 422, 'ValidationFailed');
    await expectShopError(await fetch(`${SHOP}/api/site/search?q=%20%20`), 422, 'ValidationFailed');
    for (const bad of [
      'groupLimit=0',
      `groupLimit=${SITE_SEARCH_MAX_LIMIT + 1}`,
      'groupLimit=',
      'limit=0',
      `limit=${SITE_SEARCH_MAX_LIMIT + 1}`,
      'limit=2.5',
      'limit=',
      'offset=-1',
      'offset=abc',
      'offset=1e9',
    ]) {
      await expectShopError(await fetch(`${SHOP}/api/site/search?q=ray&${bad}`), 422, 'ValidationFailed');
    }
    expect((await fetch(`${SHOP}/api/site/search?q=ray&limit=${SITE_SEARCH_MAX_LIMIT}`)).status).toBe(200);
  });
});

describe('GET /api/recommendations (the external recommender)', () => {
  const [glasses, lenses] = [
    mockCatalogue.entries.find((entry) => entry.department === 'briller'),
    mockCatalogue.entries.find((entry) => entry.department === 'kontaktlinser'),
  ];
  if (!glasses || !lenses) throw new Error('catalogue too small');

  it('answers related, landing page and after-basket items the adapter parses', async () => {
    const related = parseRecommendationResponse(
      await (await fetch(`${SHOP}/api/recommendations?type=related&productId=${glasses.productId}`)).json(),
    );
    expect(related).toHaveLength(16);
    expect(related.every((item) => item.sku_id !== glasses.article.skus[0]?.skuId)).toBe(true);
    const landing = parseRecommendationResponse(
      await (await fetch(`${SHOP}/api/recommendations?type=landing_page&limit=5`)).json(),
    );
    expect(landing).toHaveLength(5);
    const basket = parseRecommendationResponse(
      await (
        await fetch(
          `${SHOP}/api/recommendations?type=after_basket&productIds=${glasses.productId},${lenses.productId}&limit=8`,
        )
      ).json(),
    );
    expect(basket).toHaveLength(8);
    // Every item names a SKU the article lookup knows.
    for (const item of [...related, ...landing, ...basket]) {
      const response = await fetch(`${SHOP}/api/article/${item.sku_id}`, { headers: credentials });
      expect(response.status).toBe(200);
    }
    // Items without a sale say so in both ways the rule allows (0, or the original price).
    const all = [...related, ...landing, ...basket];
    expect(all.some((item) => item.sale_price === 0 || item.sale_price === item.original_price)).toBe(true);
  });

  it('answers 422 to a bad type, limit or missing product, and 404 to an unknown product', async () => {
    await expectShopError(
      await fetch(`${SHOP}/api/recommendations?type=sideways&productId=${glasses.productId}`),
      422,
      'ValidationFailed',
    );
    await expectShopError(await fetch(`${SHOP}/api/recommendations?type=related`), 422, 'ValidationFailed');
    await expectShopError(
      await fetch(`${SHOP}/api/recommendations?type=after_basket`),
      422,
      'ValidationFailed',
    );
    await expectShopError(
      await fetch(`${SHOP}/api/recommendations?type=landing_page&limit=0`),
      422,
      'ValidationFailed',
    );
    await expectShopError(
      await fetch(`${SHOP}/api/recommendations?type=related&productId=999999`),
      404,
      'NotFound',
    );
  });
});

describe('media host', () => {
  it('draws every image of a few articles as SVG, in every size and the mobile variant', async () => {
    for (const article of mockArticles.filter((_, index) => index % 20 === 0)) {
      for (const media of article.medias) {
        for (const item of Object.values(media)) {
          for (const url of [item?.image, item?.mobile?.image]) {
            if (!url) continue;
            const response = await fetch(url);
            expect(response.status, url).toBe(200);
            expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
            expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
          }
        }
      }
    }
  });

  it('draws content pages and category pictures', async () => {
    const page = mockContentPages[0];
    const category = mockCatalogue.categories[0];
    for (const url of [page?.imageUrl, category?.imageUrl]) {
      const response = await fetch(url ?? '');
      expect(response.status).toBe(200);
    }
  });

  it('serves the videos whole and in byte ranges', async () => {
    const withVideo = mockArticles.flatMap((article) => {
      const video = article.medias[0]?.md?.video;
      return video === undefined ? [] : Array.isArray(video) ? video : [video];
    });
    expect(withVideo.length).toBeGreaterThanOrEqual(4);
    for (const url of withVideo) {
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toMatch(/^video\/(webm|mp4)$/);
      const bytes = new Uint8Array(await whole.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.length).toBeLessThan(150_000);
      const part = await fetch(url, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(0, 100));
      const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
      expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-10));
      expect((await fetch(url, { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
    }
    // A WebM starts with the EBML magic number, an MP4 with an ftyp box.
    const webm = new Uint8Array(
      await (await fetch(`${MOCK_MEDIA_ORIGIN}/mock-media/video/sutro.webm`)).arrayBuffer(),
    );
    expect([...webm.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const mp4 = new Uint8Array(
      await (await fetch(`${MOCK_MEDIA_ORIGIN}/mock-media/video/aviator.mp4`)).arrayBuffer(),
    );
    expect(new TextDecoder().decode(mp4.slice(4, 8))).toBe('ftyp');
  });

  it('resizes through the fake image service', async () => {
    const image = mockArticles[0]?.medias[0]?.md?.image ?? '';
    const url = (params: Record<string, string>) =>
      `${MOCK_IMAGE_RESIZE_URL}?${new URLSearchParams(params).toString()}`;
    const resized = await fetch(url({ url: image, width: '400', format: 'webp' }));
    expect(resized.status).toBe(200);
    expect(await resized.text()).toContain('width="400" height="300"');
    expect((await fetch(url({ url: image, width: '32', format: 'webp' }))).status).toBe(400);
    expect((await fetch(url({ url: image, width: '5000', format: 'png' }))).status).toBe(400);
    expect((await fetch(url({ url: image, width: '400', format: 'gif' }))).status).toBe(400);
    expect((await fetch(url({ url: 'https://evil.test/x.svg', width: '400', format: 'png' }))).status).toBe(
      404,
    );
  });

  it('answers 404 to pictures and videos that do not exist', async () => {
    expect((await fetch(`${MOCK_MEDIA_ORIGIN}/mock-media/products/999999/0-md.svg`)).status).toBe(404);
    expect((await fetch(`${MOCK_MEDIA_ORIGIN}/mock-media/products/100001/7-md.svg`)).status).toBe(404);
    expect((await fetch(`${MOCK_MEDIA_ORIGIN}/mock-media/content/finnes-ikke.svg`)).status).toBe(404);
    expect((await fetch(`${MOCK_MEDIA_ORIGIN}/mock-media/video/nope.webm`)).status).toBe(404);
  });
});
