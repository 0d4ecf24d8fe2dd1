import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { nb } from '../i18n/nb';
import { CART_PRODUCT_IMAGE_SIZES, DEFAULT_PRODUCT_IMAGE_SIZES } from './product';
import { articlePackageText, cardDescribedBy, cardDescriptionIds, cardImageSizes } from './productCard';

const t = createTranslator(nb);

describe('articlePackageText', () => {
  it("prefers the article's own package name", () => {
    expect(articlePackageText({ namePackageGet: ' 6-pakning ', packageAmount: 30 }, t)).toBe('6-pakning');
  });

  it('counts a package of more than one, and says nothing for one or for junk', () => {
    expect(articlePackageText({ namePackageGet: '  ', packageAmount: 30 }, t)).toBe('30 stk. i pakken');
    expect(articlePackageText({ namePackageGet: null, packageAmount: 1 }, t)).toBeNull();
    expect(articlePackageText({ namePackageGet: null, packageAmount: Number.NaN }, t)).toBeNull();
    expect(articlePackageText({ namePackageGet: null, packageAmount: null }, t)).toBeNull();
  });
});

describe('card description', () => {
  const ids = cardDescriptionIds(':r1:');

  it('names the package, price and stock parts after one base id', () => {
    expect(ids).toEqual({ pack: ':r1:-package', price: ':r1:-price', stock: ':r1:-stock' });
  });

  it('is the package (when shown), the price and the stock (unless unknown)', () => {
    expect(cardDescribedBy(ids, { hasPackage: true, stock: 'in-stock' })).toBe(
      ':r1:-package :r1:-price :r1:-stock',
    );
    expect(cardDescribedBy(ids, { hasPackage: false, stock: 'unknown' })).toBe(':r1:-price');
  });
});

describe('cardImageSizes', () => {
  it('takes the given sizes, else the grid or the cart thumbnail default', () => {
    expect(cardImageSizes('grid', '300px')).toBe('300px');
    expect(cardImageSizes('grid')).toBe(DEFAULT_PRODUCT_IMAGE_SIZES);
    expect(cardImageSizes('cart')).toBe(CART_PRODUCT_IMAGE_SIZES);
  });
});
