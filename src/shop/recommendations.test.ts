// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHandlers, faults, getMockEntry, mockCatalogue } from '../mocks';
import { startMockServer } from '../mocks/testServer';
import { isApiContractError } from './adapters/errors';
import { createShopClient, isShopApiRequestError, isShopNetworkError } from './client';
import { Market } from './enums';
import { articleSchema, type RecommendationItem, type RecommendationType } from './schemas/article';
import {
  AFTER_BASKET_MAX_PRODUCTS,
  RECOMMENDATION_CONSENT_LEVEL,
  afterBasketProductIds,
  RECOMMENDATION_DEFAULTS,
  RECOMMENDATION_STOCK_STATUS,
  buildRecommendationPath,
  marketFromCurrency,
  recommendationArticleId,
  recommendationCurrency,
  recommendationToArticle,
  splitPageUrl,
  toRecommendationQuery,
  toRecommendedProduct,
} from './recommendations';
import { CONSENT_COOKIE_GROUPS } from '../consent/consent';

const SHOP = 'http://shop.test';
const server = startMockServer(createHandlers({ shopBaseUrl: SHOP }));

const item: RecommendationItem = {
  sku_id: '100001-1',
  page_url: '/produkt/ray-ban-aviator-classic',
  title: 'Ray-Ban Aviator Classic',
  subtitle: 'Gull',
  image_url: 'https://cdn.glimt.test/mock-media/products/100001/0-sm.svg',
  original_price: 1990,
  sale_price: 1490,
};

describe('afterBasketProductIds', () => {
  it('lists each cart product once, in the cart’s order, without blanks', () => {
    expect(
      afterBasketProductIds([
        { articleId: '100097' },
        { articleId: '100001' },
        { articleId: ' 100097 ' },
        { articleId: '' },
      ]),
    ).toEqual(['100097', '100001']);
  });
  it('asks about the first ten products of a long cart', () => {
    const lines = Array.from({ length: 14 }, (_, index) => ({ articleId: String(100001 + index) }));
    const ids = afterBasketProductIds(lines);
    expect(ids).toHaveLength(AFTER_BASKET_MAX_PRODUCTS);
    expect(ids[0]).toBe('100001');
    expect(ids.at(-1)).toBe('100010');
  });
  it('is empty for an empty cart (and the block then asks nothing)', () => {
    expect(afterBasketProductIds([])).toEqual([]);
    expect(
      buildRecommendationPath({ type: 'after_basket', productIds: afterBasketProductIds([]) }),
    ).toBeNull();
  });
});

describe('request rules', () => {
  it('defaults to 16 related items', () => {
    expect(RECOMMENDATION_DEFAULTS).toEqual({ type: 'related', limit: 16 });
    expect(toRecommendationQuery({ productId: 100001 })).toEqual({
      type: 'related',
      limit: 16,
      productId: '100001',
    });
    expect(buildRecommendationPath({ productId: 100001 })).toBe(
      '/api/recommendations?type=related&limit=16&productId=100001',
    );
  });

  it('sends the type and limit it is given; a limit that is not a whole number from 1 falls back to 16', () => {
    expect(buildRecommendationPath({ type: 'landing_page', limit: 8 })).toBe(
      '/api/recommendations?type=landing_page&limit=8',
    );
    for (const limit of [0, -3, 2.5, Number.NaN]) {
      expect(toRecommendationQuery({ type: 'landing_page', limit })?.limit).toBe(16);
    }
    expect(toRecommendationQuery({ type: 'landing_page', limit: 500 })?.limit).toBe(100);
  });

  it('sends one product as productId and several as productIds, trimmed and without duplicates', () => {
    expect(toRecommendationQuery({ productIds: [' 100001 '] })).toEqual({
      type: 'related',
      limit: 16,
      productId: '100001',
    });
    expect(
      buildRecommendationPath({
        type: 'after_basket',
        productIds: ['100001-1', 100002, '', '100001-1'],
        limit: 4,
      }),
    ).toBe('/api/recommendations?type=after_basket&limit=4&productIds=100001-1%2C100002');
    expect(toRecommendationQuery({ productId: 'a', productIds: ['b', 'a'] })?.productIds).toEqual(['a', 'b']);
  });

  it('asks nothing when related or after_basket has no product, and sends no ids for landing_page', () => {
    expect(toRecommendationQuery({})).toBeNull();
    expect(buildRecommendationPath({ type: 'after_basket', productIds: [] })).toBeNull();
    expect(buildRecommendationPath({ type: 'related', productId: '  ' })).toBeNull();
    expect(buildRecommendationPath({ type: 'landing_page', productId: 100001 })).toBe(
      '/api/recommendations?type=landing_page&limit=16',
    );
    // An unknown type from an untyped caller.
    expect(
      toRecommendationQuery({ type: String('sideways') as RecommendationType, productId: 1 }),
    ).toBeNull();
  });
});

describe('currency rule', () => {
  it('is NOK for Norway and SEK for every other or unknown market', () => {
    expect(recommendationCurrency(Market.NO)).toBe('NOK');
    expect(recommendationCurrency('no')).toBe('NOK');
    expect(recommendationCurrency(Market.SE)).toBe('SEK');
    expect(recommendationCurrency(Market.FI)).toBe('SEK');
    expect(recommendationCurrency(Market.DK)).toBe('SEK');
    expect(recommendationCurrency(undefined)).toBe('SEK');
    expect(recommendationCurrency(null)).toBe('SEK');
  });

  it('reads the market from the shop currency', () => {
    expect(marketFromCurrency('NOK')).toBe(Market.NO);
    expect(marketFromCurrency('SEK')).toBe(Market.SE);
    expect(marketFromCurrency('EUR')).toBe(Market.FI);
    expect(marketFromCurrency('DKK')).toBe(Market.DK);
    expect(marketFromCurrency('USD')).toBeNull();
  });

  it('puts the currency on the mapped price', () => {
    expect(recommendationToArticle(item, { currency: 'SEK' }).price.unit.currency).toBe('SEK');
    expect(recommendationToArticle(item).price.unit.currency).toBe('NOK');
  });
});

describe('consent level', () => {
  it('is the level of cookie group C0003', () => {
    expect(RECOMMENDATION_CONSENT_LEVEL).toBe('preferences');
    expect(CONSENT_COOKIE_GROUPS.C0003).toBe(RECOMMENDATION_CONSENT_LEVEL);
  });
});

describe('sale price rule', () => {
  const priceOf = (sale_price: number | null) =>
    recommendationToArticle({ ...item, original_price: 1000, sale_price }).price.unit;

  it('uses a sale price below the original price', () => {
    expect(priceOf(750)).toMatchObject({ amount: 750, ordinaryPrice: 1000, isCampaign: true });
  });

  it('ignores a sale price of 0, equal to, above or missing', () => {
    for (const sale of [0, 1000, 1200, null, -5]) {
      expect(priceOf(sale), String(sale)).toMatchObject({
        amount: 1000,
        ordinaryPrice: 1000,
        isCampaign: false,
      });
    }
  });
});

describe('mapping', () => {
  it('maps an item to a whole article', () => {
    expect(recommendationToArticle(item)).toEqual({
      id: recommendationArticleId('100001-1'),
      slug: 'ray-ban-aviator-classic',
      name: 'Ray-Ban Aviator Classic',
      namePackageGet: 'Gull',
      moduleName: null,
      packageAmount: null,
      brand: '',
      allowSubscription: false,
      hasVTO: false,
      flags: [],
      medias: [
        {
          xs: { image: item.image_url },
          sm: { image: item.image_url },
          md: { image: item.image_url },
          lg: { image: item.image_url },
          xl: { image: item.image_url },
        },
      ],
      specification: null,
      skus: [
        {
          skuId: '100001-1',
          name: null,
          ean: null,
          color: null,
          size: null,
          power: null,
          cylinder: null,
          axis: null,
          addition: null,
          publicationStatus: null,
        },
      ],
      category: '',
      price: {
        unit: {
          publicationStatus: RECOMMENDATION_STOCK_STATUS,
          currency: 'NOK',
          isCampaign: true,
          ordinaryPrice: 1990,
          couponPrice: null,
          fromPrice: false,
          amount: 1490,
        },
        subscription: null,
      },
    });
  });

  it('keeps the link: base path plus slug is page_url', () => {
    expect(toRecommendedProduct(item)).toMatchObject({
      basePath: '/produkt/',
      href: '/produkt/ray-ban-aviator-classic',
      skuId: '100001-1',
      article: { slug: 'ray-ban-aviator-classic' },
    });
  });

  it('has no media without an image, no subtitle when blank, and the SKU id as slug without a path', () => {
    const bare = recommendationToArticle({ ...item, image_url: null, subtitle: '  ', page_url: '' });
    expect(bare.medias).toEqual([]);
    expect(bare.namePackageGet).toBeNull();
    expect(bare.slug).toBe('100001-1');
  });

  it('splits page URLs', () => {
    expect(splitPageUrl('/produkt/ray-ban')).toEqual({ basePath: '/produkt/', slug: 'ray-ban' });
    expect(splitPageUrl('/produkt/ray-ban/?farge=gull#bilder')).toEqual({
      basePath: '/produkt/',
      slug: 'ray-ban',
    });
    expect(splitPageUrl('https://glimt.no/briller/oakley%20holbrook')).toEqual({
      basePath: 'https://glimt.no/briller/',
      slug: 'oakley holbrook',
    });
    expect(splitPageUrl('https://glimt.no')).toEqual({ basePath: 'https://glimt.no/', slug: '' });
    expect(splitPageUrl('ray-ban')).toEqual({ basePath: '/', slug: 'ray-ban' });
  });

  it('gives every SKU id a stable positive whole id', () => {
    expect(recommendationArticleId('100001')).toBe(100001);
    const hashed = recommendationArticleId('100001-1');
    expect(Number.isInteger(hashed) && hashed > 0).toBe(true);
    expect(recommendationArticleId('100001-1')).toBe(hashed);
    expect(recommendationArticleId('100001-2')).not.toBe(hashed);
  });
});

describe("the shop client's recommender call", () => {
  const [glasses, lenses] = [
    mockCatalogue.entries.find((entry) => entry.department === 'briller'),
    mockCatalogue.entries.find((entry) => entry.department === 'kontaktlinser'),
  ];
  if (!glasses || !lenses) throw new Error('catalogue too small');

  function recording() {
    const urls: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    return { urls, client: createShopClient({ baseUrl: `${SHOP}/`, fetch: recordingFetch }) };
  }

  it('asks the recommender on the base URL and maps every answer to valid articles', async () => {
    const { urls, client } = recording();
    const related = await client.getRecommendations({ productId: glasses.productId });
    expect(urls).toEqual([
      `${SHOP}/api/recommendations?type=related&limit=16&productId=${glasses.productId}`,
    ]);
    expect(related).toHaveLength(16);
    const basket = await client.getRecommendations({
      type: 'after_basket',
      productIds: [glasses.productId, lenses.productId],
      limit: 6,
    });
    expect(basket).toHaveLength(6);
    const landing = await client.getRecommendations({ type: 'landing_page', limit: 5 });
    expect(landing).toHaveLength(5);
    for (const recommended of [...related, ...basket, ...landing]) {
      const article = recommendationToArticle(recommended, { currency: 'NOK' });
      expect(articleSchema.parse(article)).toEqual(article);
      // The link leads to the product the item names.
      const { basePath } = toRecommendedProduct(recommended);
      expect(getMockEntry(article.slug)?.pageUrl).toBe(`${basePath}${article.slug}`);
    }
  });

  it('makes no call when there is nothing to ask', async () => {
    const { urls, client } = recording();
    expect(await client.getRecommendations({ type: 'after_basket' })).toEqual([]);
    expect(await client.getRecommendations({ type: 'related', productIds: [' ', ''] })).toEqual([]);
    expect(urls).toEqual([]);
  });

  it('throws the shop errors: a 404, no answer, an answer that is not JSON', async () => {
    const { client } = recording();
    await expect(client.getRecommendations({ productId: 999999 })).rejects.toSatisfy(
      (error: unknown) => isShopApiRequestError(error) && error.status === 404 && error.code === 'NotFound',
    );
    server.use(faults.networkError('GET', '/api/recommendations'));
    await expect(client.getRecommendations({ productId: glasses.productId })).rejects.toSatisfy(
      isShopNetworkError,
    );
    server.resetHandlers();
    server.use(faults.malformedJson('GET', '/api/recommendations'));
    await expect(client.getRecommendations({ productId: glasses.productId })).rejects.toSatisfy(
      isApiContractError,
    );
  });

  it('passes an abort through unchanged', async () => {
    const abort = new AbortController();
    const aborting = vi.fn<typeof fetch>(() => {
      abort.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const client = createShopClient({ baseUrl: SHOP, fetch: aborting });
    await expect(client.getRecommendations({ productId: 1 }, { signal: abort.signal })).rejects.toMatchObject(
      {
        name: 'AbortError',
      },
    );
  });
});
