import { afterEach, describe, expect, it } from 'vitest';
import { cartItemToAnalyticsItem, createShopAnalytics, type ShopAnalyticsItem } from './shopAnalytics';
import { createConsentStore } from '../consent/consent';
import { createRecordingLogger } from './test-helpers';

const frame: ShopAnalyticsItem = {
  name: 'Ray-Ban RB2140 Wayfarer',
  id: 'art-1',
  category: 'Briller',
  brand: 'Ray-Ban',
  sku: 'sku-1',
  price: 1499.5,
  discount: 500,
  quantity: 2,
  currency: 'NOK',
};
const lenses: ShopAnalyticsItem = {
  name: 'Dagslinser',
  id: 'art-2',
  sku: 'sku-2',
  price: 249,
  quantity: 1,
  currency: 'NOK',
};

function setup(granted = true) {
  const layer: unknown[] = [];
  const logger = createRecordingLogger();
  const store = createConsentStore({ statistics: granted });
  const analytics = createShopAnalytics({ consent: store, dataLayer: () => layer, env: { logger } });
  return { analytics, layer, logger, store };
}

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('createShopAnalytics', () => {
  it('pushes page_view', () => {
    const { analytics, layer } = setup();
    expect(
      analytics.pageView({ path: '/briller', title: 'Briller', location: 'https://glimt.no/briller' }),
    ).toBe(true);
    expect(layer).toEqual([
      {
        event: 'page_view',
        page_path: '/briller',
        page_title: 'Briller',
        page_location: 'https://glimt.no/briller',
      },
    ]);
  });

  it('pushes view_cart with every item field, the value and the currency, clearing ecommerce first', () => {
    const { analytics, layer } = setup();
    analytics.viewCart([frame, lenses]);
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'view_cart',
        ecommerce: { currency: 'NOK', value: 3248, items: [frame, { ...lenses, discount: 0 }] },
      },
    ]);
    const [item] = (layer[1] as { ecommerce: { items: ShopAnalyticsItem[] } }).ecommerce.items;
    expect(Object.keys(item!).sort()).toEqual(
      ['brand', 'category', 'currency', 'discount', 'id', 'name', 'price', 'quantity', 'sku'].sort(),
    );
  });

  it('pushes remove_from_cart for one item', () => {
    const { analytics, layer } = setup();
    analytics.removeFromCart(lenses);
    expect(layer[1]).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'NOK', value: 249, items: [{ ...lenses, discount: 0 }] },
    });
  });

  it('pushes purchase with the order number, value, shipping and items, after clearing ecommerce', () => {
    const { analytics, layer } = setup();
    analytics.purchase({
      transactionId: '100301',
      currency: 'NOK',
      value: 3307,
      shipping: 59,
      items: [frame, lenses],
    });
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '100301',
          currency: 'NOK',
          value: 3307,
          shipping: 59,
          items: [frame, { ...lenses, discount: 0 }],
        },
      },
    ]);
  });

  it('an empty cart uses the configured currency', () => {
    const layer: unknown[] = [];
    const analytics = createShopAnalytics({
      consent: createConsentStore({ statistics: true }),
      dataLayer: () => layer,
      currency: 'SEK',
    });
    analytics.viewCart([]);
    expect(layer[1]).toEqual({ event: 'view_cart', ecommerce: { currency: 'SEK', value: 0, items: [] } });
  });

  it('pushes nothing without consent, with a log', () => {
    const { analytics, layer, logger, store } = setup(false);
    expect(analytics.viewCart([frame])).toBe(false);
    expect(layer).toEqual([]);
    expect(logger.messages('log')).toEqual(['dataLayer event view_cart skipped: no statistics consent']);
    store.set({ statistics: true });
    expect(analytics.viewCart([frame])).toBe(true);
  });

  it('uses window.dataLayer by default, creating it', () => {
    const analytics = createShopAnalytics({ consent: createConsentStore({ statistics: true }) });
    analytics.pageView({ path: '/' });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'page_view', page_path: '/' }]);
  });

  it('skips with a log where there is no window', () => {
    const logger = createRecordingLogger();
    const analytics = createShopAnalytics({
      consent: createConsentStore({ statistics: true }),
      env: { window: undefined, logger },
    });
    expect(analytics.pageView({ path: '/' })).toBe(false);
    expect(logger.messages('log')).toEqual(['dataLayer event page_view skipped: dataLayer missing']);
  });
});

describe('cartItemToAnalyticsItem', () => {
  it('maps a cart line, the campaign discount per unit included', () => {
    // A whole cart line of the shop (`CartItem`): the extra fields are ignored.
    const line = {
      skuId: 'sku-9',
      parentSkuID: null,
      slug: 'ray-ban-rb2140',
      ref: 'ref-1',
      articleId: 'art-9',
      articleDescription: 'Ray-Ban RB2140',
      category: 'Solbriller',
      brand: 'Ray-Ban',
      quantity: 2,
      isEditAble: true,
      subscriptionInterval: null,
      prescription: null,
      prescriptionGlasses: null,
      media: { md: null },
      price: { amount: 1199, ordinaryPrice: 1499, isCampaign: true },
    };
    expect(cartItemToAnalyticsItem(line, 'NOK')).toEqual({
      name: 'Ray-Ban RB2140',
      id: 'art-9',
      category: 'Solbriller',
      brand: 'Ray-Ban',
      sku: 'sku-9',
      price: 1199,
      discount: 300,
      quantity: 2,
      currency: 'NOK',
    });
    expect(
      cartItemToAnalyticsItem({ ...line, price: { ...line.price, amount: 100, ordinaryPrice: 90 } }, 'NOK')
        .discount,
    ).toBe(0);
  });
});
