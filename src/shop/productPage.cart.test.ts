import { describe, expect, it } from 'vitest';
import { getMockArticle } from '../mocks/fixtures/catalogue';
import { MOCK_LENS_OPTIONS } from '../mocks/fixtures/catalogue/lensOptions';
import { predictCartLine } from './cart';
import type { Cart } from './adapters/cart';
import { galleryThumbnail, glassesCartAdditions, predictedCartLine, zoomImage } from './productPage';
import type { GlassesPrescription } from './schemas/cart';

const frame = getMockArticle('ray-ban-rx7047-blaa')!;
const frameSku = frame.skus[0]!.skuId;
const option = (skuId: string) => MOCK_LENS_OPTIONS.find((candidate) => candidate.skuId === skuId)!;
const prescription: GlassesPrescription = {
  right: { sphere: -1, cylinder: null, axis: null, addition: null, pupillaryDistance: 31 },
  left: { sphere: -1.25, cylinder: null, axis: null, addition: null, pupillaryDistance: 31 },
  workingDistances: null,
};

function emptyCart(): Cart {
  return { items: [], totalCost: 0, shopperId: 's1', checkoutConfig: null, itemCount: 0 };
}

describe('predictedCartLine', () => {
  it('shows the article as the cart will: name, picture, unit price and the payload’s quantity', () => {
    const line = predictedCartLine(frame, { skuId: frameSku, quantity: 2 });
    expect(line).toMatchObject({
      skuId: frameSku,
      parentSkuID: null,
      articleDescription: `Ray-Ban ${frame.name}`,
      quantity: 2,
      isEditAble: true,
      price: { amount: frame.price.unit.amount },
    });
    expect(line.media.md).toMatch(/^https:\/\/cdn\.glimt\.test\//);
  });

  it('prices a subscription line at the subscription price', () => {
    const lens = getMockArticle('acuvue-oasys-1-day-30-linser')!;
    const line = predictedCartLine(lens, {
      skuId: lens.skus[0]!.skuId,
      quantity: 1,
      subscriptionInterval: 'm3',
    });
    expect(line.price.amount).toBe(lens.price.subscription?.amount);
    expect(line.subscriptionInterval).toBe('m3');
  });
});

describe('glassesCartAdditions', () => {
  it('sends the frame with its lens first, then each treatment and the tint on the frame', () => {
    const additions = glassesCartAdditions(frame, frameSku, {
      lens: option('glass-computer'),
      treatments: [option('treatment-anti-reflex')],
      tint: option('tint-grey'),
      prescription,
    });
    expect(additions.map((addition) => addition.payload)).toEqual([
      { skuId: frameSku, quantity: 1, childSkuId: 'glass-computer', prescriptionGlasses: prescription },
      {
        skuId: frameSku,
        quantity: 1,
        childSkuId: 'treatment-anti-reflex',
        prescriptionGlasses: prescription,
      },
      { skuId: frameSku, quantity: 1, childSkuId: 'tint-grey', prescriptionGlasses: prescription },
    ]);
  });

  it('predicts the frame and lens lines, the lenses following the frame', () => {
    const additions = glassesCartAdditions(
      frame,
      frameSku,
      {
        lens: option('glass-single-vision'),
        treatments: [],
        tint: null,
        prescription,
      },
      1,
    );
    const cart = additions
      .flatMap((addition) => addition.predicted)
      .reduce((current, line) => predictCartLine(current, line), emptyCart());
    expect(cart.items.map((item) => [item.skuId, item.parentSkuID, item.quantity, item.isEditAble])).toEqual([
      [frameSku, null, 2, true],
      ['glass-single-vision', frameSku, 2, false],
    ]);
    expect(cart.totalCost).toBe(2 * frame.price.unit.amount + 2 * 990);
  });
});

describe('predictCartLine', () => {
  it('takes a line with the same key in place and moves the total by the difference', () => {
    const first = predictedCartLine(frame, { skuId: frameSku, quantity: 1 });
    const once = predictCartLine(emptyCart(), first);
    const twice = predictCartLine(once, { ...first, quantity: 3 });
    expect(twice.items).toHaveLength(1);
    expect(twice.itemCount).toBe(3);
    expect(twice.totalCost).toBe(3 * first.price.amount);
  });
});

describe('gallery images', () => {
  it('takes the smallest allowed image as the thumbnail and the largest for the zoom', () => {
    const media = frame.medias[0];
    expect(galleryThumbnail(media)).toMatch(/-xs\.svg$/);
    expect(zoomImage(media)).toMatch(/-xl\.svg$/);
  });

  it('refuses images from hosts off the allow-list', () => {
    const media = { xs: { image: 'https://evil.example/a.png' }, xl: { image: 'javascript:alert(1)' } };
    expect(galleryThumbnail(media)).toBeNull();
    expect(zoomImage(media)).toBeNull();
  });
});
