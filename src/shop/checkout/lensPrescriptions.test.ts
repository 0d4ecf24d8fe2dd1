import { describe, expect, it } from 'vitest';
import { lensChoiceFromForm, lensFormValues } from '../lensForm';
import type { CartItem } from '../schemas/cart';
import type { LensParameters } from '../schemas/product';
import {
  contactLensLines,
  hasLensPrescription,
  isContactLensCategory,
  isContactLensLine,
  lensFormOpensAtFirst,
  lensLineFormValues,
  lensLinesAsked,
  lensLinesNeedingPrescription,
  lensPrescriptionUpdate,
  lensPrescriptionsBlockOrder,
} from './lensPrescriptions';

const daily: LensParameters = {
  power: [-3, -2.75, -2.5, -2.25],
  baseCurve: [8.4, 8.6],
  diameter: [14.2],
  cylinder: [],
  axis: [],
  addition: [],
};

const toric: LensParameters = {
  power: [-1.25, -1],
  baseCurve: [8.6],
  diameter: [14.5],
  cylinder: [-0.75, -1.25],
  axis: [10, 90, 180],
  addition: [],
};

const eye = (power: number) => ({
  power,
  baseCurve: 8.6,
  diameter: 14.2,
  cylinder: null,
  axis: null,
  addition: null,
});

function item(patch: Partial<CartItem> = {}): CartItem {
  return {
    skuId: '100097-1',
    parentSkuID: null,
    slug: 'acuvue-oasys-1-day',
    ref: 'line-1',
    articleId: '100097',
    articleDescription: 'Oasys 1-Day',
    category: 'Kontaktlinser',
    brand: 'Acuvue',
    quantity: 2,
    isEditAble: true,
    subscriptionInterval: null,
    prescription: null,
    prescriptionGlasses: null,
    media: { md: null },
    price: { amount: 299, ordinaryPrice: 299, isCampaign: false },
    ...patch,
  };
}

const frame = item({ ref: 'frame', skuId: '100001-1', category: 'Briller' });
const fluid = item({ ref: 'fluid', skuId: '100200-1', category: 'Tilbehør kontaktlinser' });
const given = { right: eye(-2.5), left: eye(-2.75) };

describe('which lines are contact lenses, and which lack their strength', () => {
  it('a contact lens is a line of its own in the lens category; accessories and lines on a frame are not', () => {
    expect(isContactLensCategory('Kontaktlinser')).toBe(true);
    expect(isContactLensCategory(' kontaktlinser ')).toBe(true);
    expect(isContactLensCategory('Tilbehør kontaktlinser')).toBe(false);
    expect(isContactLensLine(item())).toBe(true);
    expect(isContactLensLine(fluid)).toBe(false);
    expect(isContactLensLine(frame)).toBe(false);
    expect(isContactLensLine(item({ parentSkuID: '100001-1' }))).toBe(false);
    expect(contactLensLines({ items: [frame, item(), fluid] }).map((line) => line.ref)).toEqual(['line-1']);
    expect(contactLensLines(null)).toEqual([]);
  });

  it('a strength is a prescription with at least one eye', () => {
    expect(hasLensPrescription(item())).toBe(false);
    expect(hasLensPrescription(item({ prescription: { right: null, left: null } }))).toBe(false);
    expect(hasLensPrescription(item({ prescription: { right: null, left: eye(-1) } }))).toBe(true);
    expect(hasLensPrescription(item({ prescription: given }))).toBe(true);
    expect(lensFormOpensAtFirst(item())).toBe(true);
    expect(lensFormOpensAtFirst(item({ prescription: given }))).toBe(false);
  });

  it('lists the lens lines without a strength in the order of the cart, nothing else', () => {
    const lines = [
      item({ ref: 'a' }),
      frame,
      item({ ref: 'b', prescription: given }),
      fluid,
      item({ ref: 'c' }),
    ];
    expect(lensLinesNeedingPrescription(lines).map((line) => line.ref)).toEqual(['a', 'c']);
  });
});

describe('lensLinesAsked', () => {
  it('adds the lens lines without a strength, and keeps a line asked once its strength is saved', () => {
    const first = lensLinesAsked(new Set(), [
      item({ ref: 'a' }),
      item({ ref: 'b', prescription: given }),
      frame,
    ]);
    expect([...first]).toEqual(['a']);
    const saved = lensLinesAsked(first, [item({ ref: 'a', prescription: given }), frame]);
    expect(saved).toBe(first);
  });

  it('gives the same set back when nothing is new, a new one when a line lacks its strength', () => {
    const none = new Set<string>();
    expect(lensLinesAsked(none, [frame, item({ prescription: given })])).toBe(none);
    expect([...lensLinesAsked(new Set(['a']), [item({ ref: 'b' })])]).toEqual(['a', 'b']);
  });
});

describe('lensPrescriptionsBlockOrder', () => {
  const none = new Set<string>();

  it('lets a cart without lenses, or with every lens line’s strength kept and no form open, be ordered', () => {
    expect(lensPrescriptionsBlockOrder({ lines: [], openRefs: none })).toBeNull();
    expect(lensPrescriptionsBlockOrder({ lines: [frame, fluid], openRefs: none })).toBeNull();
    expect(
      lensPrescriptionsBlockOrder({ lines: [item({ prescription: given })], openRefs: none }),
    ).toBeNull();
  });

  it('blocks the order while a lens line lacks its strength', () => {
    expect(
      lensPrescriptionsBlockOrder({
        lines: [item({ prescription: given }), item({ ref: 'x' })],
        openRefs: none,
      }),
    ).toBe('missing');
  });

  it('blocks the order while a changed strength is open and not saved', () => {
    expect(
      lensPrescriptionsBlockOrder({ lines: [item({ prescription: given })], openRefs: new Set(['line-1']) }),
    ).toBe('unsaved');
    // a form left open for a line no longer in the cart, or for a line that is no lens, does not block
    expect(
      lensPrescriptionsBlockOrder({
        lines: [item({ prescription: given }), frame],
        openRefs: new Set(['gone', 'frame']),
      }),
    ).toBeNull();
  });
});

describe('lensLineFormValues', () => {
  it('starts with the lens’s empty form without a strength', () => {
    expect(lensLineFormValues(null, daily)).toEqual(lensFormValues(daily));
    expect(lensLineFormValues({ right: null, left: null }, daily)).toEqual(lensFormValues(daily));
  });

  it('fills in a kept strength, "same for both eyes" when the eyes are alike', () => {
    const alike = lensLineFormValues({ right: eye(-2.5), left: eye(-2.5) }, daily);
    expect(alike.sameForBoth).toBe(true);
    expect(alike.right).toMatchObject({ enabled: true, power: '-2.5', baseCurve: '8.6', diameter: '14.2' });
    const apart = lensLineFormValues(given, daily);
    expect(apart.sameForBoth).toBe(false);
    expect(apart.left.power).toBe('-2.75');
    expect(apart).toMatchObject({ mode: 'once', months: '3' });
    expect(apart.right.packages).toBe('1');
  });

  it('leaves an eye without strength unbought, and a value the lens is not made in to choose again', () => {
    const values = lensLineFormValues({ right: { ...eye(-9), baseCurve: 8.4 }, left: null }, daily);
    expect(values.sameForBoth).toBe(false);
    expect(values.left.enabled).toBe(false);
    expect(values.right).toMatchObject({ enabled: true, power: '', baseCurve: '8.4', diameter: '14.2' });
  });

  it('keeps cylinder and axis of a toric lens', () => {
    const kept = { power: -1, baseCurve: 8.6, diameter: 14.5, cylinder: -1.25, axis: 90, addition: null };
    const values = lensLineFormValues({ right: kept, left: kept }, toric);
    expect(values.right).toMatchObject({ power: '-1', cylinder: '-1.25', axis: '90' });
  });
});

describe('lensPrescriptionUpdate', () => {
  it('keeps the line’s SKU and quantity, and sends the strength per eye as the product page does', () => {
    const values = lensFormValues(daily);
    values.right.power = '-2.5';
    values.right.baseCurve = '8.6';
    values.right.packages = '5';
    expect(lensPrescriptionUpdate(item({ quantity: 2 }), lensChoiceFromForm(values))).toEqual({
      skuId: '100097-1',
      quantity: 2,
      prescription: { right: eye(-2.5), left: eye(-2.5) },
    });
  });

  it('an eye not bought for is sent as null; a form filled from a kept strength sends it back unchanged', () => {
    const values = lensLineFormValues({ right: null, left: eye(-2.25) }, daily);
    expect(lensPrescriptionUpdate(item(), lensChoiceFromForm(values)).prescription).toEqual({
      right: null,
      left: eye(-2.25),
    });
    expect(
      lensPrescriptionUpdate(item(), lensChoiceFromForm(lensLineFormValues(given, daily))).prescription,
    ).toEqual(given);
  });
});
