import { describe, expect, it } from 'vitest';
import {
  BuyState,
  addToCartErrorKey,
  chooseSku,
  productAnalyticsItem,
  productTitle,
  quantityAfterAdding,
  resolveBuyState,
  colourSearch,
  searchWithSku,
  sizeFromSearch,
  skuFromSearch,
  parseFrameSize,
  specificationRows,
} from './productPage';
import type { PricePart, Sku } from './schemas/article';

function part(overrides: Partial<PricePart> = {}): PricePart {
  return {
    publicationStatus: 20,
    currency: 'NOK',
    isCampaign: false,
    ordinaryPrice: 1490,
    couponPrice: null,
    fromPrice: false,
    amount: 1490,
    ...overrides,
  };
}

function sku(skuId: string, publicationStatus: number | null = null): Sku {
  return {
    skuId,
    name: skuId,
    ean: null,
    color: null,
    size: null,
    power: null,
    cylinder: null,
    axis: null,
    addition: null,
    publicationStatus,
  };
}

describe('chooseSku', () => {
  const article = {
    price: { unit: part(), subscription: null },
    skus: [sku('1-1', 30), sku('1-2'), sku('1-3')],
  };

  it.each([
    ['the SKU the URL names', '1-3', '1-3'],
    ['a sold-out SKU the URL names (the shopper chose it)', '1-1', '1-1'],
    ['the first SKU in stock when the URL names none', null, '1-2'],
    ['the first SKU in stock when the URL names another article’s SKU', '2-1', '1-2'],
  ])('picks %s', (_, requested, expected) => {
    expect(chooseSku(article, requested)?.skuId).toBe(expected);
  });

  describe('a size carried from another colour', () => {
    const sized = (skuId: string, size: string, status: number | null = null) => ({
      ...sku(skuId, status),
      size,
    });
    const soldOutColour = {
      price: { unit: part({ publicationStatus: 30 }), subscription: null },
      skus: [sized('2-1', '54-17-145'), sized('2-2', '56-17-145')],
    };

    it('keeps the size on a sold-out colour (it used to fall back to the first size)', () => {
      expect(chooseSku(soldOutColour, null, '56-17-145')?.skuId).toBe('2-2');
    });

    it('keeps the size even when another size of the colour is in stock', () => {
      const colour = { ...article, skus: [sized('3-1', '54-17-145'), sized('3-2', '56-17-145', 30)] };
      expect(chooseSku(colour, null, '56-17-145')?.skuId).toBe('3-2');
    });

    it('lets the SKU the URL names win, and ignores a size the colour does not come in', () => {
      expect(chooseSku(soldOutColour, '2-1', '56-17-145')?.skuId).toBe('2-1');
      expect(chooseSku(article, null, '60-17-145')?.skuId).toBe('1-2');
    });
  });

  it('falls back to the first SKU when none is in stock, and to null without SKUs', () => {
    expect(chooseSku({ ...article, skus: [sku('1-1', 30), sku('1-2', 30)] }, null)?.skuId).toBe('1-1');
    expect(chooseSku({ ...article, skus: [] }, null)).toBeNull();
  });
});

describe('the sku query parameter', () => {
  it('reads it and ignores an empty one', () => {
    expect(skuFromSearch('?sku=100004-2&ref=card')).toBe('100004-2');
    expect(skuFromSearch('?sku=')).toBeNull();
    expect(skuFromSearch('')).toBeNull();
  });

  it('sets it and keeps the other parameters', () => {
    expect(searchWithSku('?ref=card', '100004-2')).toBe('?ref=card&sku=100004-2');
    expect(searchWithSku('?sku=1-1&ref=card', '1-2')).toBe('?sku=1-2&ref=card');
    expect(searchWithSku('', '1-2')).toBe('?sku=1-2');
  });

  it('drops a carried size once a SKU is chosen', () => {
    expect(searchWithSku('?storrelse=56-17-145&ref=card', '1-2')).toBe('?ref=card&sku=1-2');
  });
});

describe('the size carried to another colour', () => {
  const chosen = { size: '56-17-145' };

  it('carries the size the shopper chose, by SKU or carried from a colour before', () => {
    expect(colourSearch('?sku=100004-2', chosen)).toBe('?storrelse=56-17-145');
    expect(colourSearch('?storrelse=56-17-145', chosen)).toBe('?storrelse=56-17-145');
    expect(sizeFromSearch(colourSearch('?sku=1-2', { size: '52 / 18 & 140' }))).toBe('52 / 18 & 140');
  });

  it('carries nothing when the shopper chose no size or the SKU has none', () => {
    expect(colourSearch('', chosen)).toBe('');
    expect(colourSearch('?ref=card', chosen)).toBe('');
    expect(colourSearch('?sku=1-2', { size: null })).toBe('');
    expect(colourSearch('?sku=1-2', null)).toBe('');
  });

  it('reads the carried size and ignores an empty one', () => {
    expect(sizeFromSearch('?storrelse=54-17-145')).toBe('54-17-145');
    expect(sizeFromSearch('?storrelse=')).toBeNull();
  });
});

describe('resolveBuyState', () => {
  const article = (status: number, storeCanAdd = true) => ({
    price: { unit: part({ publicationStatus: status }), subscription: null },
    storeCanAdd,
  });

  it.each([
    [20, null, false, BuyState.CanAdd],
    [30, null, false, BuyState.OutOfStock],
    [0, null, false, BuyState.StoreOnly],
    [40, null, false, BuyState.StoreOnly],
    [0, null, true, BuyState.CanAdd],
    [40, null, true, BuyState.CanAdd],
    [30, null, true, BuyState.OutOfStock],
    // The SKU's own status wins over the article's.
    [20, 30, false, BuyState.OutOfStock],
    [30, 20, false, BuyState.CanAdd],
    [99, null, false, BuyState.Unavailable],
  ])('unit status %s, SKU status %s, store user %s: %s', (unit, skuStatus, isStoreUser, expected) => {
    expect(resolveBuyState(article(unit), sku('1-1', skuStatus), { isStoreUser })).toBe(expected);
  });

  it('refuses a store user a product stores cannot add, whatever its stock', () => {
    expect(resolveBuyState(article(20, false), sku('1-1'), { isStoreUser: true })).toBe(
      BuyState.StoreCannotAdd,
    );
    expect(resolveBuyState(article(20, false), sku('1-1'), { isStoreUser: false })).toBe(BuyState.CanAdd);
  });

  it('has nothing to buy without a SKU', () => {
    expect(resolveBuyState(article(20), null, { isStoreUser: false })).toBe(BuyState.Unavailable);
  });
});

describe('addToCartErrorKey', () => {
  it.each([
    ['OutOfStock', 'product.buy.error.outOfStock'],
    ['StoreOnly', 'product.buy.error.storeOnly'],
    ['NotAvailableForSubscription', 'product.buy.error.notForSubscription'],
    ['NotFound', 'product.buy.error.general'],
    [null, 'product.buy.error.general'],
  ])('%s → %s', (code, key) => {
    expect(addToCartErrorKey(code)).toBe(key);
  });
});

describe('quantityAfterAdding', () => {
  it('adds to what the cart holds and stops at 12', () => {
    expect(quantityAfterAdding(0, 1)).toBe(1);
    expect(quantityAfterAdding(2, 1)).toBe(3);
    expect(quantityAfterAdding(11, 4)).toBe(12);
  });
});

describe('specificationRows', () => {
  it('lists the values there are, with units and decimal commas, in a fixed order', () => {
    expect(
      specificationRows({ lensType: 'Polarisert', weight: 24.5, length: 145, height: 42, width: 52 }),
    ).toEqual([
      { label: 'product.spec.lensType', value: 'Polarisert' },
      { label: 'product.spec.weight', value: '24,5 g' },
      { label: 'product.spec.width', value: '52 mm' },
      { label: 'product.spec.height', value: '42 mm' },
      { label: 'product.spec.length', value: '145 mm' },
    ]);
  });

  it('leaves out missing, zero and blank values', () => {
    expect(specificationRows({ lensType: ' ', weight: 0, length: null, height: null, width: 50 })).toEqual([
      { label: 'product.spec.width', value: '50 mm' },
    ]);
    expect(specificationRows(null)).toEqual([]);
  });

  it('takes the lens width, bridge and temple of the chosen size over the first size’s', () => {
    // A frame made in 52 and 54: the article's specification holds the 52's measures.
    const first = { lensType: null, weight: 22, length: 145, height: 40, width: 52 };
    expect(specificationRows(first, '54-18-145')).toEqual([
      { label: 'product.spec.weight', value: '22 g' },
      { label: 'product.spec.width', value: '54 mm' },
      { label: 'product.spec.bridge', value: '18 mm' },
      { label: 'product.spec.height', value: '40 mm' },
      { label: 'product.spec.length', value: '145 mm' },
    ]);
    expect(specificationRows(first, '52-20-140').map((row) => row.value)).toEqual([
      '22 g',
      '52 mm',
      '20 mm',
      '40 mm',
      '140 mm',
    ]);
    // A SKU without a frame size (a lens power, nothing) leaves the specification as it is.
    expect(specificationRows(first, '-2,50')).toEqual(specificationRows(first));
    expect(specificationRows(first, null)).toEqual(specificationRows(first));
    expect(specificationRows(null, '50-21-140')).toEqual([
      { label: 'product.spec.width', value: '50 mm' },
      { label: 'product.spec.bridge', value: '21 mm' },
      { label: 'product.spec.length', value: '140 mm' },
    ]);
  });
});

describe('parseFrameSize', () => {
  it.each([
    ['52-18-145', { lensWidth: 52, bridge: 18, temple: 145 }],
    [' 54 – 17 – 140 ', { lensWidth: 54, bridge: 17, temple: 140 }],
    ['49,5-20-135', { lensWidth: 49.5, bridge: 20, temple: 135 }],
  ])('reads %j', (size, expected) => {
    expect(parseFrameSize(size)).toEqual(expected);
  });

  it.each([
    [null],
    [''],
    ['-2,50'],
    ['52-18'],
    ['250'],
    ['52-18-14'],
    ['120-18-145'],
    ['52-5-145'],
    ['a-b-c'],
  ])('finds no frame size in %j', (size) => {
    expect(parseFrameSize(size)).toBeNull();
  });
});

describe('productTitle', () => {
  it('puts the brand before the name, once', () => {
    expect(productTitle({ brand: 'Ray-Ban', name: 'RX7047' })).toBe('Ray-Ban RX7047');
    expect(productTitle({ brand: 'Glimt', name: 'Glimt Fjord' })).toBe('Glimt Fjord');
    expect(productTitle({ brand: '', name: 'Linsevæske' })).toBe('Linsevæske');
  });
});

describe('productAnalyticsItem', () => {
  it('carries the unit price and what a campaign takes off', () => {
    const article = {
      id: 100004,
      name: 'RX7047',
      brand: 'Ray-Ban',
      category: 'Briller',
      price: { unit: part({ isCampaign: true, amount: 1190, ordinaryPrice: 1490 }), subscription: null },
    };
    expect(productAnalyticsItem(article, sku('100004-2'))).toEqual({
      name: 'Ray-Ban RX7047',
      id: '100004',
      category: 'Briller',
      brand: 'Ray-Ban',
      sku: '100004-2',
      price: 1190,
      discount: 300,
      quantity: 1,
      currency: 'NOK',
    });
  });
});
