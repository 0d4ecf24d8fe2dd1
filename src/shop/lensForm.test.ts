import { describe, expect, it } from 'vitest';
import {
  LENS_PACKAGE_OPTIONS,
  lensChoiceFromForm,
  lensFormErrorCount,
  lensFormErrors,
  lensFormParts,
  lensFormValues,
  lensParameterText,
} from './lensForm';
import type { LensParameters } from './schemas/product';

const toric: LensParameters = {
  power: [-1, -0.75],
  baseCurve: [8.6],
  diameter: [14.5],
  cylinder: [-0.75, -1.25],
  axis: [10, 180],
  addition: [],
};

describe('the lens form’s values', () => {
  it('start with single-value parameters chosen and everything else empty', () => {
    const values = lensFormValues(toric);
    expect(values.right).toEqual({
      enabled: true,
      packages: '1',
      power: '',
      baseCurve: '8.6',
      diameter: '14.5',
      cylinder: '',
      axis: '',
      addition: '',
    });
    expect(values).toMatchObject({
      sameForBoth: true,
      mode: 'once',
      months: '3',
      confirmedUnderOneYear: false,
    });
  });

  it('become a lens choice with numbers, and an unknown interval falls back to 3 months', () => {
    const values = lensFormValues(toric);
    values.right.power = '-0.75';
    values.right.packages = '2';
    values.months = '5';
    const choice = lensChoiceFromForm(values);
    expect(choice.right).toMatchObject({
      packages: 2,
      values: { power: -0.75, baseCurve: 8.6, cylinder: null },
    });
    expect(choice.months).toBe(3);
    expect(lensChoiceFromForm({ ...values, months: '6' }).months).toBe(6);
    expect(choice.confirmedUnderOneYear).toBe(false);
    expect(lensChoiceFromForm({ ...values, confirmedUnderOneYear: true }).confirmedUnderOneYear).toBe(true);
  });

  it('offer 1 to 12 packages', () => {
    expect(LENS_PACKAGE_OPTIONS[0]).toBe('1');
    expect(LENS_PACKAGE_OPTIONS).toHaveLength(12);
  });
});

describe('lensParameterText', () => {
  it.each([
    ['power', -2.5, '-2,50'],
    ['cylinder', -0.75, '-0,75'],
    ['addition', 1.5, '+1,50'],
    ['axis', 90, '90°'],
    ['baseCurve', 8.6, '8,6'],
    ['diameter', 14, '14'],
  ] as const)('%s %s reads %s', (name, value, text) => {
    expect(lensParameterText(name, value)).toBe(text);
  });
});

describe('lensFormErrors', () => {
  it('places each rule’s error at its field, the first per field, "no eye" at the right eye’s box', () => {
    expect(
      lensFormErrors([
        { field: 'eyes', message: 'product.lens.error.noEye' },
        { field: 'left.power', message: 'product.lens.error.power' },
        { field: 'left.power', message: 'product.lens.error.packages' },
        { field: 'mode', message: 'product.lens.error.notForSubscription' },
      ]),
    ).toEqual({
      right: { enabled: { type: 'rule', message: 'product.lens.error.noEye' } },
      left: { power: { type: 'rule', message: 'product.lens.error.power' } },
      mode: { type: 'rule', message: 'product.lens.error.notForSubscription' },
    });
  });
});

describe('lensFormErrorCount', () => {
  it('counts each field marked wrong, in an eye or on the form', () => {
    const errors = lensFormErrors([
      { field: 'right.power', message: 'product.lens.error.power' },
      { field: 'right.baseCurve', message: 'product.lens.error.power' },
      { field: 'left.packages', message: 'product.lens.error.power' },
      { field: 'mode', message: 'product.lens.error.power' },
    ] as never);
    expect(lensFormErrorCount(errors)).toBe(4);
  });

  it('is 0 for a form without errors', () => {
    expect(lensFormErrorCount({})).toBe(0);
    expect(lensFormErrorCount({ right: undefined })).toBe(0);
  });
});

describe('lensFormParts', () => {
  it('asks a purchase for packages, how to buy and shows the total; the interval once a subscription is chosen', () => {
    expect(lensFormParts('purchase', true, 'once')).toEqual({
      packages: true,
      purchaseMode: true,
      noSubscription: false,
      interval: false,
      total: true,
    });
    expect(lensFormParts('purchase', true, 'subscription').interval).toBe(true);
  });

  it('says a lens sold only once cannot be subscribed to, whatever the mode held', () => {
    expect(lensFormParts('purchase', false, 'subscription')).toMatchObject({
      purchaseMode: false,
      noSubscription: true,
      interval: false,
    });
  });

  it('asks only for the strength of lenses already in the cart', () => {
    expect(lensFormParts('prescription', true, 'subscription')).toEqual({
      packages: false,
      purchaseMode: false,
      noSubscription: false,
      interval: false,
      total: false,
    });
  });
});
