import { describe, expect, it } from 'vitest';
import {
  canSubscribe,
  emptyLensEye,
  initialLensChoice,
  lensCartPayload,
  lensPackages,
  lensParametersAsked,
  lensPrice,
  validateLensChoice,
  type LensPurchaseChoice,
} from './lensPurchase';
import type { PricePart } from './schemas/article';
import type { LensParameters } from './schemas/product';

const spherical: LensParameters = {
  power: [-6, -5.75, -0.5, -0.25, 0, 0.25, 2.5],
  baseCurve: [8.4, 8.6],
  diameter: [14.2],
  cylinder: [],
  axis: [],
  addition: [],
};
const toric: LensParameters = { ...spherical, cylinder: [-0.75, -1.25], axis: [10, 90, 180] };

function part(amount: number): PricePart {
  return {
    publicationStatus: 20,
    currency: 'NOK',
    isCampaign: false,
    ordinaryPrice: amount,
    couponPrice: null,
    fromPrice: false,
    amount,
  };
}

type PricedArticle = {
  allowSubscription: boolean;
  price: { unit: PricePart; subscription: PricePart | null };
};
const subscribable: PricedArticle = {
  allowSubscription: true,
  price: { unit: part(400), subscription: part(340) },
};
const notSubscribable: PricedArticle = {
  allowSubscription: false,
  price: { unit: part(400), subscription: null },
};

function filled(parameters: LensParameters, patch: Partial<LensPurchaseChoice> = {}): LensPurchaseChoice {
  const choice = initialLensChoice(parameters);
  choice.right.values = { ...choice.right.values, power: -0.5, baseCurve: 8.6 };
  choice.left.values = { ...choice.left.values, power: 0.25, baseCurve: 8.4 };
  return { ...choice, confirmedUnderOneYear: true, ...patch };
}

describe('lensParametersAsked', () => {
  it('asks only for the parameters the lens is made in', () => {
    expect(lensParametersAsked(spherical)).toEqual(['power', 'baseCurve', 'diameter']);
    expect(lensParametersAsked(toric)).toEqual(['power', 'baseCurve', 'diameter', 'cylinder', 'axis']);
  });

  it('chooses a parameter with a single value for the shopper', () => {
    expect(emptyLensEye(spherical).values).toMatchObject({ power: null, baseCurve: null, diameter: 14.2 });
  });
});

describe('validateLensChoice', () => {
  const cases: Array<[string, LensPurchaseChoice, LensParameters, PricedArticle, string[]]> = [
    ['a filled one-time purchase', filled(spherical), spherical, subscribable, []],
    [
      'nothing chosen',
      initialLensChoice(spherical),
      spherical,
      subscribable,
      [
        'right.power:product.lens.error.power',
        'right.baseCurve:product.lens.error.baseCurve',
        'confirmedUnderOneYear:product.prescription.error.notConfirmed',
      ],
    ],
    [
      'everything chosen, the prescription’s age not confirmed (the same rule as glasses)',
      filled(spherical, { confirmedUnderOneYear: false }),
      spherical,
      subscribable,
      ['confirmedUnderOneYear:product.prescription.error.notConfirmed'],
    ],
    [
      'a power the lens is not made in',
      filled(spherical, {
        right: { ...filled(spherical).right, values: { ...filled(spherical).right.values, power: -12 } },
      }),
      spherical,
      subscribable,
      ['right.power:product.lens.error.power'],
    ],
    [
      'a toric lens without cylinder and axis',
      filled(toric),
      toric,
      subscribable,
      ['right.cylinder:product.lens.error.cylinder', 'right.axis:product.lens.error.axis'],
    ],
    [
      'different eyes: the left eye is checked too',
      filled(spherical, {
        sameForBoth: false,
        left: { ...filled(spherical).left, values: { ...filled(spherical).left.values, baseCurve: null } },
      }),
      spherical,
      subscribable,
      ['left.baseCurve:product.lens.error.baseCurve'],
    ],
    [
      'no eye chosen',
      filled(spherical, {
        sameForBoth: false,
        right: { ...filled(spherical).right, enabled: false },
        left: { ...filled(spherical).left, enabled: false },
      }),
      spherical,
      subscribable,
      ['eyes:product.lens.error.noEye'],
    ],
    [
      'an eye not bought is not checked',
      filled(spherical, { sameForBoth: false, left: { ...emptyLensEye(spherical), enabled: false } }),
      spherical,
      subscribable,
      [],
    ],
    [
      '0 packages',
      filled(spherical, { right: { ...filled(spherical).right, packages: 0 } }),
      spherical,
      subscribable,
      ['right.packages:product.lens.error.packages'],
    ],
    [
      '7 + 7 packages (over 12)',
      filled(spherical, { right: { ...filled(spherical).right, packages: 7 } }),
      spherical,
      subscribable,
      ['right.packages:product.lens.error.tooManyPackages'],
    ],
    [
      'a subscription of a product that cannot be subscribed',
      filled(spherical, { mode: 'subscription' }),
      spherical,
      notSubscribable,
      ['mode:product.lens.error.notForSubscription'],
    ],
    [
      'a subscription of one that can',
      filled(spherical, { mode: 'subscription', months: 3 }),
      spherical,
      subscribable,
      [],
    ],
  ];

  it.each(cases)('%s', (_, choice, parameters, article, expected) => {
    const errors = validateLensChoice(choice, { ...article, lensParameters: parameters });
    expect(errors.map((error) => `${error.field}:${error.message}`)).toEqual(expected);
  });
});

describe('canSubscribe', () => {
  it('needs both the permission and a subscription price', () => {
    expect(canSubscribe(subscribable)).toBe(true);
    expect(canSubscribe(notSubscribable)).toBe(false);
    expect(canSubscribe({ allowSubscription: true, price: { unit: part(400), subscription: null } })).toBe(
      false,
    );
  });
});

describe('price and packages', () => {
  it('counts both eyes, the same values for both counting the right eye twice', () => {
    const choice = filled(spherical, { right: { ...filled(spherical).right, packages: 2 } });
    expect(lensPackages(choice)).toBe(4);
    expect(lensPrice(choice, subscribable)).toEqual({ perPackage: 400, total: 1600, packages: 4 });
    expect(lensPrice({ ...choice, mode: 'subscription' }, subscribable)).toEqual({
      perPackage: 340,
      total: 1360,
      packages: 4,
    });
  });

  it('has no price for a subscription without a subscription part', () => {
    expect(lensPrice(filled(spherical, { mode: 'subscription' }), notSubscribable).total).toBeNull();
  });
});

describe('lensCartPayload', () => {
  it('sends the packages, both prescriptions and the interval of a subscription', () => {
    const choice = filled(spherical, { sameForBoth: false, mode: 'subscription', months: 3 });
    expect(lensCartPayload(choice, '100101-1')).toEqual({
      skuId: '100101-1',
      quantity: 2,
      subscriptionInterval: 'm3',
      prescription: {
        right: { power: -0.5, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
        left: { power: 0.25, baseCurve: 8.4, diameter: 14.2, cylinder: null, axis: null, addition: null },
      },
    });
  });

  it('copies the right eye to the left with the same values for both, and adds to the cart’s quantity', () => {
    const payload = lensCartPayload(filled(spherical), '100101-1', 3);
    expect(payload.quantity).toBe(5);
    expect(payload.prescription?.left).toEqual(payload.prescription?.right);
    expect(payload.subscriptionInterval).toBeUndefined();
  });

  it('leaves out an eye not bought', () => {
    const choice = filled(spherical, {
      sameForBoth: false,
      left: { ...filled(spherical).left, enabled: false },
    });
    expect(lensCartPayload(choice, '100101-1')).toMatchObject({ quantity: 1, prescription: { left: null } });
  });
});
