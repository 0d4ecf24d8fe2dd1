import { describe, expect, it } from 'vitest';
import type { PricePart, RecommendationItem } from '../schemas/article';
import {
  getPriceState,
  getRecommendationSalePrice,
  getStockState,
  parseArticleResponse,
  parseRecommendationResponse,
  parseSiteSearchResponse,
} from './article';
import { ApiContractError, isApiContractError, parseContract } from './errors';

const unit: PricePart = {
  publicationStatus: 20,
  currency: 'NOK',
  isCampaign: false,
  ordinaryPrice: 1790,
  couponPrice: null,
  fromPrice: false,
  amount: 1790,
};

const minimal = {
  id: 100001,
  slug: 'ray-ban-clubmaster-optics-rx5154-svart',
  name: 'Clubmaster Optics RX5154',
  brand: 'Ray-Ban',
  category: 'Briller',
  price: { unit },
};

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('parseArticleResponse', () => {
  it('fills what a loose payload leaves out or sends as null', () => {
    const article = parseArticleResponse({
      data: {
        ...minimal,
        flags: null,
        medias: undefined,
        skus: null,
        hasVTO: null,
        specification: null,
        price: { unit, subscription: null },
      },
    });
    expect(article).toEqual({
      ...minimal,
      namePackageGet: null,
      moduleName: null,
      packageAmount: null,
      allowSubscription: false,
      hasVTO: false,
      flags: [],
      medias: [],
      specification: null,
      skus: [],
      price: { unit, subscription: null },
    });
  });

  it('keeps media variants, a video list and numeric SKU ids as strings', () => {
    const article = parseArticleResponse({
      data: {
        ...minimal,
        medias: [
          {
            md: {
              image: 'https://cdn.glimt.test/a.svg',
              video: ['a.webm', 'a.mp4'],
              ratio: 1.5,
              mobile: { image: 'm.svg', ratio: 1 },
            },
          },
        ],
        skus: [{ skuId: 42, name: '52-18-145' }],
      },
    });
    expect(article.medias[0]?.md?.video).toEqual(['a.webm', 'a.mp4']);
    expect(article.medias[0]?.md?.mobile?.ratio).toBe(1);
    expect(article.skus[0]).toMatchObject({
      skuId: '42',
      name: '52-18-145',
      power: null,
      publicationStatus: null,
    });
  });

  it('throws an ApiContractError that says where the payload broke', () => {
    const error = thrown(() =>
      parseArticleResponse({ data: { ...minimal, price: { unit: { ...unit, amount: 'gratis' } } } }),
    );
    expect(error).toBeInstanceOf(ApiContractError);
    expect(isApiContractError(error)).toBe(true);
    const contract = error as ApiContractError;
    expect(contract.contract).toBe('GET /api/article/{id}');
    expect(contract.issues[0]?.path).toBe('data.price.unit.amount');
    expect(contract.message).toContain('data.price.unit.amount');
    for (const bad of [
      null,
      'html',
      { data: null },
      { data: { ...minimal, id: -1 } },
      { data: { ...minimal, price: { unit: { ...unit, amount: Infinity } } } },
    ]) {
      expect(isApiContractError(thrown(() => parseArticleResponse(bad)))).toBe(true);
    }
  });
});

describe('parseSiteSearchResponse and parseRecommendationResponse', () => {
  it('turns missing groups into empty groups', () => {
    const body = parseSiteSearchResponse({
      success: true,
      cities: { data: [{ city: 'Oslo', url: '/butikker/oslo' }], hits: 1 },
    });
    expect(body.articles).toEqual({ data: [], hits: 0, limited: false });
    expect(body.cities).toEqual({ data: [{ city: 'Oslo', url: '/butikker/oslo' }], hits: 1, limited: false });
  });

  it('parses recommender items and rejects a broken one', () => {
    const items = parseRecommendationResponse({
      items: [{ sku_id: 1, page_url: '/produkt/a', title: 'A', original_price: 100, sale_price: 0 }],
    });
    expect(items).toEqual([
      {
        sku_id: '1',
        page_url: '/produkt/a',
        title: 'A',
        subtitle: null,
        image_url: null,
        original_price: 100,
        sale_price: 0,
      },
    ]);
    expect(isApiContractError(thrown(() => parseRecommendationResponse({ items: [{ sku_id: 'x' }] })))).toBe(
      true,
    );
  });
});

describe('price and stock rules', () => {
  it('names the price state, strongest first', () => {
    expect(getPriceState(unit)).toBe('ordinary');
    expect(getPriceState({ ...unit, isCampaign: true, amount: 1349 })).toBe('campaign');
    expect(getPriceState({ ...unit, isCampaign: true, amount: 1790 })).toBe('ordinary');
    expect(getPriceState({ ...unit, couponPrice: 1499 })).toBe('coupon');
    expect(getPriceState({ ...unit, isCampaign: true, amount: 1349, couponPrice: 1199 })).toBe('coupon');
    expect(getPriceState({ ...unit, fromPrice: true })).toBe('from-price');
  });

  it('names the stock state of 20, 30, 0, 40 and anything else', () => {
    expect([20, 30, 0, 40, 99].map(getStockState)).toEqual([
      'in-stock',
      'out-of-stock',
      'store-item',
      'store-item',
      'unknown',
    ]);
  });

  it('uses a recommender sale price only above 0 and below the original', () => {
    const item: RecommendationItem = {
      sku_id: '1',
      page_url: '/',
      title: 'A',
      subtitle: null,
      image_url: null,
      original_price: 100,
      sale_price: 80,
    };
    expect(getRecommendationSalePrice(item)).toBe(80);
    expect(getRecommendationSalePrice({ ...item, sale_price: 0 })).toBeNull();
    expect(getRecommendationSalePrice({ ...item, sale_price: 100 })).toBeNull();
    expect(getRecommendationSalePrice({ ...item, sale_price: 120 })).toBeNull();
    expect(getRecommendationSalePrice({ ...item, sale_price: null })).toBeNull();
  });
});

describe('parseContract', () => {
  it('works with any schema that has safeParse and names the root', () => {
    const schema = {
      safeParse: () => ({ success: false, error: { issues: [{ path: [], message: 'Expected object' }] } }),
    };
    const error = thrown(() => parseContract(schema, 1, 'GET /x')) as ApiContractError;
    expect(error.message).toBe('The answer of GET /x does not match its contract at (root): Expected object');
  });
});
