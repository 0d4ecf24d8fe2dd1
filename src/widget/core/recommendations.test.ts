import { describe, expect, it } from 'vitest';
import {
  RECOMMENDATIONS_DEFAULT_LIMIT,
  RECOMMENDATIONS_MAX_LIMIT,
  recommendationCall,
  recommendationLimit,
  recommendationRequestKey,
  recommendationsView,
  recommendedDisplays,
  toRecommendationRequest,
} from './recommendations';
import type { ProductDisplay } from './schemas';

const identity = { tenant: 'glimt', market: 'no', dsid: 'v-1', userId: 'u-1', sessionId: 's-1' };

describe('recommendation requests', () => {
  it('builds each kind with its id field, trimmed ids and the default limit', () => {
    expect(toRecommendationRequest({ kind: 'category', categoryId: ' /solbriller ' })).toEqual({
      kind: 'category',
      categoryId: '/solbriller',
      limit: 16,
      documentReferrer: null,
    });
    expect(toRecommendationRequest({ kind: 'product', productId: 42, limit: 8 })).toEqual({
      kind: 'product',
      productId: '42',
      limit: 8,
      documentReferrer: null,
    });
    expect(
      toRecommendationRequest({ kind: 'products', productIds: ['a', ' b', 'a', '', null, 3], type: 'cart' }),
    ).toEqual({
      kind: 'products',
      productIds: ['a', 'b', '3'],
      limit: 16,
      type: 'cart',
      documentReferrer: null,
    });
    expect(toRecommendationRequest({ kind: 'general', documentReferrer: 'https://www.google.com/' })).toEqual(
      { kind: 'general', limit: 16, documentReferrer: 'https://www.google.com/' },
    );
  });

  it('answers null when there is nothing to ask (the API would answer 422)', () => {
    expect(toRecommendationRequest({ kind: 'category' })).toBeNull();
    expect(toRecommendationRequest({ kind: 'product', productId: '  ' })).toBeNull();
    expect(toRecommendationRequest({ kind: 'product', productId: Number.NaN })).toBeNull();
    expect(toRecommendationRequest({ kind: 'products', productIds: [] })).toBeNull();
    expect(toRecommendationRequest({ kind: 'nonsense' as 'general' })).toBeNull();
  });

  it('bounds the limit to 1..50 and the product ids to 50', () => {
    expect([undefined, 0, -3, 2.5, Number.NaN, 1, 50, 51, 1e9].map(recommendationLimit)).toEqual([
      16, 16, 16, 16, 16, 1, 50, 50, 50,
    ]);
    expect(RECOMMENDATIONS_DEFAULT_LIMIT).toBe(16);
    expect(RECOMMENDATIONS_MAX_LIMIT).toBe(50);
    const many = Array.from({ length: 80 }, (_, index) => `p${index}`);
    const request = toRecommendationRequest({ kind: 'products', productIds: many });
    expect(request && 'productIds' in request ? request.productIds : []).toHaveLength(50);
  });

  it('asks related products for a trimmed query, and nothing without one (issue #34)', () => {
    expect(toRecommendationRequest({ kind: 'related', query: '  xyzzy ', limit: 8 })).toEqual({
      kind: 'related',
      query: 'xyzzy',
      limit: 8,
      documentReferrer: null,
    });
    expect(toRecommendationRequest({ kind: 'related', query: '   ' })).toBeNull();
    expect(toRecommendationRequest({ kind: 'related' })).toBeNull();
  });

  it('keys equal requests equally', () => {
    const a = toRecommendationRequest({ kind: 'product', productId: 1 });
    const b = toRecommendationRequest({ kind: 'product', productId: '1' });
    expect(recommendationRequestKey(a)).toBe(recommendationRequestKey(b));
    expect(recommendationRequestKey(null)).toBe('');
  });

  it('sends the identity, document_referrer and the id field of the kind to /v2/recommend/products/{kind}', () => {
    const request = toRecommendationRequest({
      kind: 'products',
      productIds: ['1', '2'],
      documentReferrer: 'https://ref.example/',
    });
    if (request === null || request.kind === 'related') throw new Error('a products request');
    const { path, body } = recommendationCall(identity, request);
    expect(path).toBe('/v2/recommend/products/products');
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      tenant: 'glimt',
      market: 'no',
      dsid: 'v-1',
      user_id: 'u-1',
      session_id: 's-1',
      document_referrer: 'https://ref.example/',
      limit: 16,
      product_ids: ['1', '2'],
    });
    const category = recommendationCall(
      { tenant: 't', market: 'm' },
      { kind: 'category', categoryId: 'c', documentReferrer: null },
    );
    expect(category.path).toBe('/v2/recommend/products/category');
    expect(JSON.parse(JSON.stringify(category.body))).toEqual({
      tenant: 't',
      market: 'm',
      dsid: null,
      user_id: null,
      session_id: null,
      document_referrer: null,
      category_id: 'c',
    });
    const product = recommendationCall(identity, {
      kind: 'product',
      productId: 'p',
      limit: 4,
      documentReferrer: null,
    });
    expect(product.body).toMatchObject({ product_id: 'p', limit: 4 });
    expect(product.body.category_id).toBeUndefined();
  });
});

describe('recommended displays', () => {
  const display = (index: number, image: string | null, page = `/produkt/${index}`): ProductDisplay => ({
    product_id: String(index),
    page_url: page,
    image_url: image,
    title: `Product ${index}`,
    recommendation_id: `r-${index}`,
  });

  it('keeps at most the limit and gates links', () => {
    const displays = Array.from({ length: 30 }, (_, index) => display(index, null));
    displays[1] = display(1, null, 'javascript:alert(1)');
    const shown = recommendedDisplays({ displays }, 4, {});
    expect(shown).toHaveLength(4);
    expect(shown[1]?.page_url).toBeUndefined();
    expect(recommendedDisplays({ displays }, 999, {})).toHaveLength(30);
  });

  it('sets an image the allow-list refuses to null, and keeps allowed ones', () => {
    const shown = recommendedDisplays(
      {
        displays: [
          display(0, 'https://cdn.glimt.test/a.jpg'),
          display(1, 'https://evil.example/tracker.gif'),
          display(2, 'http://cdn.glimt.test/plain-http.jpg'),
          display(3, 'https://cdn.glimt.test.evil.example/a.jpg'),
        ],
      },
      16,
      {},
    );
    expect(shown.map((item) => item.image_url)).toEqual(['https://cdn.glimt.test/a.jpg', null, null, null]);
    const custom = recommendedDisplays({ displays: [display(0, 'https://img.shop.example/a.jpg')] }, 16, {
      allowedHosts: ['img.shop.example'],
    });
    expect(custom[0]?.image_url).toBe('https://img.shop.example/a.jpg');
  });
});

describe('recommendation views', () => {
  const base = { configured: true, hasRequest: true, loading: false, failed: false, count: 3 };
  it('picks the state to render', () => {
    expect(recommendationsView({ ...base, configured: false })).toBe('not-configured');
    expect(recommendationsView({ ...base, hasRequest: false })).toBe('idle');
    expect(recommendationsView({ ...base, loading: true })).toBe('loading');
    expect(recommendationsView({ ...base, failed: true })).toBe('failed');
    expect(recommendationsView({ ...base, count: 0 })).toBe('none');
    expect(recommendationsView(base)).toBe('results');
  });
});
