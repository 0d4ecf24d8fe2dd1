import { widgetImage } from './images';
import { describe, expect, it } from 'vitest';
import {
  cardPrices,
  joinSubHeadings,
  productCardDataAttributes,
  productCardImageSizes,
  type ProductCardData,
} from './productCard';

const display: ProductCardData = {
  product_id: '100001',
  brand: 'Ray-Ban',
  title: 'Wayfarer',
  sub_heading_1: 'Svart',
  sub_heading_2: 'Firkantet',
  sale_price: 1299,
  original_price: 1890,
  image_url: 'https://cdn.test/a.svg',
  search_result_id: 'sr-1',
  recommendation_id: 'rc-1',
  product_listing_result_id: 'pl-1',
};

describe('productCardDataAttributes', () => {
  it('gives the tracking id of the placement and the product id', () => {
    expect(productCardDataAttributes(display, 'instant')).toEqual({
      'data-search-result-id': 'sr-1',
      'data-product-id': '100001',
    });
    expect(productCardDataAttributes(display, 'search')).toEqual({
      'data-search-result-id': 'sr-1',
      'data-product-id': '100001',
    });
    expect(productCardDataAttributes(display, 'listing')).toEqual({
      'data-product-listing-result-id': 'pl-1',
      'data-product-id': '100001',
    });
    expect(productCardDataAttributes(display, 'recommendation')).toEqual({
      'data-recommendation-id': 'rc-1',
      'data-product-id': '100001',
    });
  });

  it('leaves out ids the display lacks', () => {
    expect(productCardDataAttributes({ title: 'x' }, 'recommendation')).toEqual({});
  });
});

describe('joinSubHeadings and cardPrices', () => {
  it("joins the sub-headings with ' | ', skipping empty ones", () => {
    expect(joinSubHeadings(display)).toBe('Svart | Firkantet');
    expect(joinSubHeadings({ sub_heading_1: ' ', sub_heading_2: 'Rund' })).toBe('Rund');
    expect(joinSubHeadings({ sub_heading_1: null })).toBe('');
  });

  it('shows the original price only when the sale price is below it', () => {
    expect(cardPrices({ sale_price: 1299, original_price: 1890 })).toEqual({ current: 1299, original: 1890 });
    expect(cardPrices({ sale_price: 1490, original_price: 1490 })).toEqual({ current: 1490, original: null });
    expect(cardPrices({ sale_price: null, original_price: 990 })).toEqual({ current: 990, original: null });
    expect(cardPrices({ sale_price: '899', original_price: '1 000' })).toEqual({
      current: '899',
      original: null,
    });
    expect(cardPrices({ sale_price: '899', original_price: '1000' })).toEqual({
      current: '899',
      original: '1000',
    });
    expect(cardPrices({})).toEqual({ current: null, original: null });
  });
});

describe('the card image (widgetImage) and productCardImageSizes', () => {
  const env = { reportError: () => {} };

  it('goes through the resize service when one is configured', () => {
    const image = widgetImage(
      'https://cdn.test/a.jpg',
      [160, 320],
      { imageServiceUrl: 'https://img.test/resize' },
      env,
    );
    expect(image?.sources.map((source) => source.type)).toEqual(['image/webp', 'image/jpeg']);
    expect(image?.src).toContain('https://img.test/resize?format=png');
  });

  it("uses the display's own URL on an allowed host without one, and gives no image without a source", () => {
    expect(widgetImage('https://cdn.test/a.jpg', [160], { allowedHosts: ['cdn.test'] }, env)).toEqual({
      sources: [],
      src: 'https://cdn.test/a.jpg',
    });
    expect(widgetImage('https://cdn.test/a.jpg', [160], {}, env)).toBeNull();
    expect(widgetImage(null, [160], {}, env)).toBeNull();
    const reported: unknown[] = [];
    expect(
      widgetImage(
        '',
        [160],
        { imageServiceUrl: 'https://img.test/resize' },
        { reportError: (e) => reported.push(e) },
      ),
    ).toBeNull();
    expect(reported).toHaveLength(1);
  });

  it('sizes a small image beside the text, a wide one above it', () => {
    expect(productCardImageSizes('horizontal')).toBe('72px');
    expect(productCardImageSizes('vertical')).toBe('(min-width: 768px) 20vw, 50vw');
  });
});
