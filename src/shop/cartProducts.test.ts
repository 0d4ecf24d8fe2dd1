import { describe, expect, it } from 'vitest';
import { getMockArticle } from '../mocks/fixtures/catalogue';
import { MOCK_LENS_OPTIONS } from '../mocks/fixtures/catalogue/lensOptions';
import { cartLine } from '../../test-support/cartFixtures';
import {
  addedProductKeys,
  cartLineVariant,
  cartProductCount,
  cartProductPrice,
  cartProducts,
  latestAdditionId,
  productsAddedFirst,
  productsAddedSince,
} from './cartProducts';
import { glassesCartAdditions } from './productPage';

const frame = cartLine('F-1', { price: { amount: 1499, ordinaryPrice: 1790, isCampaign: true } });
const lens = cartLine('glass-progressive', {
  parentSkuID: 'F-1',
  price: { amount: 2990, ordinaryPrice: 2990, isCampaign: false },
});
const coating = cartLine('treatment-anti-reflex', {
  parentSkuID: 'F-1',
  price: { amount: 490, ordinaryPrice: 490, isCampaign: false },
});
const tint = cartLine('tint-grey', {
  parentSkuID: 'F-1',
  price: { amount: 590, ordinaryPrice: 590, isCampaign: false },
});
const boxes = cartLine('C-1', { quantity: 2 });

describe('cartProducts', () => {
  it('groups a frame’s lens and upgrades under it, and leaves other lines alone', () => {
    const products = cartProducts([frame, lens, boxes, coating, tint]);
    expect(products.map((product) => [product.line.skuId, product.lenses.map((line) => line.skuId)])).toEqual(
      [
        ['F-1', ['glass-progressive', 'treatment-anti-reflex', 'tint-grey']],
        ['C-1', []],
      ],
    );
  });

  it('keeps a lens whose frame is not in the cart as a product of its own', () => {
    const products = cartProducts([boxes, lens]);
    expect(products.map((product) => product.line.skuId)).toEqual(['C-1', 'glass-progressive']);
  });
});

describe('cartProductCount', () => {
  it('counts a pair of glasses with its lens and upgrades once, and other products by quantity', () => {
    expect(cartProductCount([frame, lens, coating, tint])).toBe(1);
    expect(cartProductCount([frame, lens, coating, boxes])).toBe(3);
    expect(
      cartProductCount([
        { ...frame, quantity: 2 },
        { ...lens, quantity: 2 },
      ]),
    ).toBe(2);
    expect(cartProductCount([])).toBe(0);
  });

  it('counts the two pairs of the demo’s glasses cart as 2', () => {
    const second = cartLine('F-2');
    const secondLens = cartLine('glass-single-vision', { parentSkuID: 'F-2' });
    expect(cartProductCount([frame, lens, second, secondLens])).toBe(2);
  });
});

describe('cartProductPrice', () => {
  it('adds the frame and its lenses, per pair and for the quantity, with the ordinary price', () => {
    const [pair] = cartProducts([{ ...frame, quantity: 2 }, lens, coating]);
    expect(cartProductPrice(pair!)).toEqual({
      unit: 1499 + 2990 + 490,
      ordinaryUnit: 1790 + 2990 + 490,
      total: 2 * (1499 + 2990 + 490),
      ordinaryTotal: 2 * (1790 + 2990 + 490),
      isCampaign: true,
    });
  });

  it('adds to the øre', () => {
    const [product] = cartProducts([
      cartLine('X', { price: { amount: 0.1, ordinaryPrice: 0.1, isCampaign: false } }),
      cartLine('Y', { parentSkuID: 'X', price: { amount: 0.2, ordinaryPrice: 0.2, isCampaign: false } }),
    ]);
    expect(cartProductPrice(product!).unit).toBe(0.3);
  });
});

describe('products added to the cart', () => {
  const article = getMockArticle('ray-ban-rx7047-blaa')!;
  const frameSku = article.skus[0]!.skuId;
  const predicted = glassesCartAdditions(article, frameSku, {
    lens: MOCK_LENS_OPTIONS.find((option) => option.skuId === 'glass-computer')!,
    treatments: [MOCK_LENS_OPTIONS.find((option) => option.skuId === 'treatment-anti-reflex')!],
    tint: null,
    prescription: {
      right: { sphere: -1, cylinder: null, axis: null, addition: null, pupillaryDistance: 31 },
      left: { sphere: -1, cylinder: null, axis: null, addition: null, pupillaryDistance: 31 },
      workingDistances: null,
    },
  }).flatMap((addition) => addition.predicted);

  it('names a pair of glasses by its frame', () => {
    expect(addedProductKeys(predicted)).toEqual([`>${frameSku}`]);
    expect(addedProductKeys([lens])).toEqual(['F-1>glass-progressive']);
  });

  it('announces the products of the additions not seen yet that the cart still holds', () => {
    const products = cartProducts([frame, lens, boxes]);
    const added = [
      { id: 1, keys: ['>C-1'] },
      { id: 2, keys: ['>F-1', '>gone'] },
    ];
    expect(latestAdditionId(added)).toBe(2);
    expect(latestAdditionId([])).toBe(0);
    expect(productsAddedSince(products, added, 1).map((product) => product.key)).toEqual(['>F-1']);
    expect(productsAddedSince(products, added, 2)).toEqual([]);
  });

  it('lists the latest added first, then the others in the cart’s order', () => {
    const products = cartProducts([frame, lens, boxes, cartLine('X-1')]);
    const order = (added: { id: number; keys: string[] }[]) =>
      productsAddedFirst(products, added).map((product) => product.key);
    expect(order([])).toEqual(['>F-1', '>C-1', '>X-1']);
    expect(order([{ id: 1, keys: ['>X-1'] }])).toEqual(['>X-1', '>F-1', '>C-1']);
    expect(
      order([
        { id: 1, keys: ['>X-1'] },
        { id: 2, keys: ['>C-1'] },
        { id: 3, keys: ['>X-1'] },
      ]),
    ).toEqual(['>X-1', '>C-1', '>F-1']);
  });
});

describe('cartLineVariant', () => {
  it('gives the colour and size the line has', () => {
    expect(cartLineVariant({ color: 'Svart', size: '51-21-145' })).toEqual({
      color: 'Svart',
      size: '51-21-145',
    });
    expect(cartLineVariant({})).toEqual({ color: null, size: null });
    expect(cartLineVariant({ color: ' ', size: null })).toEqual({ color: null, size: null });
  });
});
