import { describe, expect, it } from 'vitest';
import type { Article } from '../schemas/article';
import type { LensOption } from '../schemas/product';
import {
  emptyGlassesPrescriptionInput,
  glassesPrescriptionInput,
  isCompleteGlassesPrescription,
  glassesTotalPrice,
  lensColourConflict,
  parseAxis,
  parseDecimal,
  parseDiopter,
  parseGlassesPrescription,
  parsePupillaryDistance,
  parseWorkingDistance,
  validateGlassesPrescription,
  GLASSES_SPHERE_RANGE,
  type GlassesEyeInput,
  type GlassesIssue,
  type GlassesPrescriptionInput,
  type ParsedValue,
} from './glasses';

const value = (v: number): ParsedValue => ({ kind: 'value', value: v });
const empty: ParsedValue = { kind: 'empty' };
const invalid: ParsedValue = { kind: 'invalid' };

describe('parseDecimal', () => {
  it.each<[string, ParsedValue]>([
    ['', empty],
    ['   ', empty],
    ['0', value(0)],
    ['0,00', value(0)],
    ['+0,00', value(0)],
    ['-0,00', value(0)],
    ['-2,5', value(-2.5)],
    ['-2.50', value(-2.5)],
    ['\u22122,25', value(-2.25)],
    ['+1,75', value(1.75)],
    ['1', value(1)],
    [' - 1,00 ', value(-1)],
    [',5', value(0.5)],
    ['1,255', invalid],
    ['1,2,3', invalid],
    ['abc', invalid],
    ['--1', invalid],
    ['1e3', invalid],
    ['Infinity', invalid],
  ])('%j reads as %j', (text, expected) => {
    expect(parseDecimal(text)).toEqual(expected);
  });
});

describe('parseDiopter (sphere range, steps of 0.25)', () => {
  it.each<[string, ParsedValue]>([
    ['-2,25', value(-2.25)],
    ['+20,00', value(20)],
    ['-20', value(-20)],
    ['-2,30', invalid],
    ['1,10', invalid],
    ['+20,25', invalid],
    ['-20,25', invalid],
    ['', empty],
  ])('%j reads as %j', (text, expected) => {
    expect(parseDiopter(text, GLASSES_SPHERE_RANGE)).toEqual(expected);
  });
});

describe('parseAxis', () => {
  it.each<[string, ParsedValue]>([
    ['', empty],
    ['0', value(0)],
    ['90', value(90)],
    ['180', value(180)],
    ['180°', value(180)],
    [' 45 ', value(45)],
    ['181', invalid],
    ['-5', invalid],
    ['90,5', invalid],
    ['°', invalid],
    ['x', invalid],
  ])('%j reads as %j', (text, expected) => {
    expect(parseAxis(text)).toEqual(expected);
  });
});

describe('parsePupillaryDistance', () => {
  it.each<[string, ReturnType<typeof parsePupillaryDistance>]>([
    ['', empty],
    ['32', value(32)],
    ['31,5', value(31.5)],
    ['31.5 mm', value(31.5)],
    ['20', value(20)],
    ['40', value(40)],
    ['31,3', invalid],
    ['19,5', invalid],
    ['45', invalid],
    ['64', { kind: 'total', value: 64 }],
    ['50', { kind: 'total', value: 50 }],
    ['80', { kind: 'total', value: 80 }],
    ['81', invalid],
  ])('%j reads as %j', (text, expected) => {
    expect(parsePupillaryDistance(text)).toEqual(expected);
  });
});

describe('parseWorkingDistance', () => {
  it.each<[string, ReturnType<typeof parseWorkingDistance>]>([
    ['', empty],
    ['60', value(60)],
    ['60 cm', value(60)],
    ['62,5', value(62.5)],
    ['500', value(500)],
    ['501', { kind: 'tooFar', value: 501 }],
    ['0', invalid],
    ['-40', invalid],
    ['sixty', invalid],
  ])('%j reads as %j', (text, expected) => {
    expect(parseWorkingDistance(text)).toEqual(expected);
  });
});

function eye(values: Partial<GlassesEyeInput> = {}): GlassesEyeInput {
  return { sphere: '-1,00', cylinder: '', axis: '', addition: '', pupillaryDistance: '32', ...values };
}

function input(values: Partial<GlassesPrescriptionInput> = {}): GlassesPrescriptionInput {
  return {
    right: eye(),
    left: eye(),
    workingDistances: { monitor: '', tools: '', other: '' },
    confirmedUnderOneYear: true,
    ...values,
  };
}

describe('validateGlassesPrescription', () => {
  it.each<[string, GlassesPrescriptionInput, GlassesIssue[], boolean?]>([
    ['a valid prescription', input(), []],
    ['plano both eyes', input({ right: eye({ sphere: '0,00' }), left: eye({ sphere: '0' }) }), []],
    [
      'sphere missing (right)',
      input({ right: eye({ sphere: '' }) }),
      [{ field: 'right.sphere', error: 'sphereRequired' }],
    ],
    [
      'sphere missing (left)',
      input({ left: eye({ sphere: ' ' }) }),
      [{ field: 'left.sphere', error: 'sphereRequired' }],
    ],
    [
      'sphere off the 0.25 steps',
      input({ right: eye({ sphere: '-1,10' }) }),
      [{ field: 'right.sphere', error: 'sphereInvalid' }],
    ],
    [
      'PD missing (left)',
      input({ left: eye({ pupillaryDistance: '' }) }),
      [{ field: 'left.pupillaryDistance', error: 'pupillaryDistanceRequired' }],
    ],
    [
      'PD total in one eye',
      input({ right: eye({ pupillaryDistance: '64' }) }),
      [{ field: 'right.pupillaryDistance', error: 'pupillaryDistanceTotal' }],
    ],
    [
      'PD out of range',
      input({ right: eye({ pupillaryDistance: '12' }) }),
      [{ field: 'right.pupillaryDistance', error: 'pupillaryDistanceInvalid' }],
    ],
    ['sphere + addition = +4.00 passes', input({ right: eye({ sphere: '+1,50', addition: '+2,50' }) }), []],
    [
      'sphere + addition over +4.00',
      input({ right: eye({ sphere: '+2,00', addition: '+2,25' }) }),
      [{ field: 'right.addition', error: 'sphereAdditionTooHigh' }],
    ],
    // No addition is an addition of zero: the sum is the sphere alone, and the error sits at the sphere,
    // where the shopper can fix it (issue #35: +5,00 with the addition empty used to pass).
    ['sphere +4.00 with no addition passes', input({ right: eye({ sphere: '+4,00', addition: '' }) }), []],
    [
      'sphere over +4.00 with the addition empty',
      input({ right: eye({ sphere: '+5,00', addition: '' }) }),
      [{ field: 'right.sphere', error: 'sphereAdditionTooHigh' }],
    ],
    [
      'sphere over +4.00 with a zero addition, which counts as none',
      input({ left: eye({ sphere: '+5,00', addition: '0,00' }) }),
      [{ field: 'left.sphere', error: 'sphereAdditionTooHigh' }],
    ],
    [
      'a minus sphere with a high addition passes',
      input({ left: eye({ sphere: '-2,00', addition: '+3,50' }) }),
      [],
    ],
    [
      'addition off the steps',
      input({ left: eye({ addition: '1,1' }) }),
      [{ field: 'left.addition', error: 'additionInvalid' }],
    ],
    [
      'negative addition',
      input({ left: eye({ addition: '-1,00' }) }),
      [{ field: 'left.addition', error: 'additionInvalid' }],
    ],
    [
      'axis without cylinder',
      input({ right: eye({ axis: '90' }) }),
      [{ field: 'right.axis', error: 'axisWithoutCylinder' }],
    ],
    [
      'axis with a zero cylinder',
      input({ right: eye({ cylinder: '0,00', axis: '90' }) }),
      [{ field: 'right.axis', error: 'axisWithoutCylinder' }],
    ],
    ['cylinder with axis', input({ right: eye({ cylinder: '-0,75', axis: '180' }) }), []],
    [
      'cylinder without axis',
      input({ right: eye({ cylinder: '-0,75' }) }),
      [{ field: 'right.axis', error: 'axisRequired' }],
    ],
    [
      'axis over 180',
      input({ right: eye({ cylinder: '-0,75', axis: '200' }) }),
      [{ field: 'right.axis', error: 'axisInvalid' }],
    ],
    [
      'cylinder not a number',
      input({ left: eye({ cylinder: 'x', axis: '90' }) }),
      [{ field: 'left.cylinder', error: 'cylinderInvalid' }],
    ],
    [
      'not confirmed under one year',
      input({ confirmedUnderOneYear: false }),
      [{ field: 'confirmedUnderOneYear', error: 'notConfirmed' }],
    ],
    [
      'working distances are not checked for other lenses',
      input({ workingDistances: { monitor: '900', tools: 'x', other: '' } }),
      [],
    ],
    [
      'computer: monitor distance required',
      input(),
      [{ field: 'workingDistances.monitor', error: 'workingDistanceRequired' }],
      true,
    ],
    [
      'computer: distances within 500 cm',
      input({ workingDistances: { monitor: '60', tools: '40', other: '500' } }),
      [],
      true,
    ],
    [
      'computer: a distance over 500 cm',
      input({ workingDistances: { monitor: '60', tools: '', other: '600' } }),
      [{ field: 'workingDistances.other', error: 'workingDistanceTooFar' }],
      true,
    ],
    [
      'computer: a distance that is not positive',
      input({ workingDistances: { monitor: '60', tools: '0', other: '' } }),
      [{ field: 'workingDistances.tools', error: 'workingDistanceInvalid' }],
      true,
    ],
  ])('%s', (_label, prescription, expected, computer = false) => {
    expect(validateGlassesPrescription(prescription, { computer })).toEqual(expected);
  });

  it('lists the issues of an empty form in the order of the form', () => {
    expect(validateGlassesPrescription(emptyGlassesPrescriptionInput(), { computer: true })).toEqual([
      { field: 'right.sphere', error: 'sphereRequired' },
      { field: 'right.pupillaryDistance', error: 'pupillaryDistanceRequired' },
      { field: 'left.sphere', error: 'sphereRequired' },
      { field: 'left.pupillaryDistance', error: 'pupillaryDistanceRequired' },
      { field: 'workingDistances.monitor', error: 'workingDistanceRequired' },
      { field: 'confirmedUnderOneYear', error: 'notConfirmed' },
    ]);
  });
});

describe('parseGlassesPrescription', () => {
  it('reads a valid prescription as the cart takes it', () => {
    const typed = input({
      right: eye({
        sphere: '-2,5',
        cylinder: '-0,75',
        axis: '90',
        addition: '0,00',
        pupillaryDistance: '31,5',
      }),
      left: eye({ sphere: '+0,25', cylinder: '0', pupillaryDistance: '32 mm' }),
    });
    expect(parseGlassesPrescription(typed)).toEqual({
      right: { sphere: -2.5, cylinder: -0.75, axis: 90, addition: null, pupillaryDistance: 31.5 },
      left: { sphere: 0.25, cylinder: null, axis: null, addition: null, pupillaryDistance: 32 },
      workingDistances: null,
    });
  });

  it('adds the working distances for computer glasses', () => {
    const typed = input({ workingDistances: { monitor: '65', tools: '', other: '120' } });
    expect(parseGlassesPrescription(typed, { computer: true })?.workingDistances).toEqual({
      monitor: 65,
      tools: null,
      other: 120,
    });
  });

  it('is null while a rule fails', () => {
    expect(parseGlassesPrescription(input({ confirmedUnderOneYear: false }))).toBeNull();
    expect(parseGlassesPrescription(emptyGlassesPrescriptionInput())).toBeNull();
  });
});

function option(
  skuId: string,
  group: LensOption['group'],
  price: number,
  colour: string | null = null,
): LensOption {
  return {
    skuId,
    group,
    kind: null,
    name: skuId,
    description: null,
    price,
    colour,
    hex: colour ? '#000000' : null,
  };
}

const brown = option('tint-brown', 'tint', 590, 'Brun');
const brownDark = option('tint-brown-dark', 'tint', 690, 'brun');
const grey = option('tint-grey', 'tint', 590, 'Grå');
const options = [option('glass-single-vision', 'lens', 990), brown, brownDark, grey];
const line = (skuId: string, parentSkuID: string | null) => ({ skuId, parentSkuID });

describe('lensColourConflict', () => {
  it.each<[string, Parameters<typeof lensColourConflict>[0]['cartItems'], LensOption | null, boolean]>([
    ['no tint chosen', [line('tint-brown', 'F-1')], null, false],
    ['empty cart', [], brown, false],
    ['the same tint on the same frame', [line('F-1', null), line('tint-brown', 'F-1')], brown, true],
    ['another tint SKU of the same colour on the frame', [line('tint-brown-dark', 'F-1')], brown, true],
    ['another colour on the frame', [line('tint-grey', 'F-1')], brown, false],
    ['the same tint on another frame', [line('tint-brown', 'F-2')], brown, false],
    ['the tint as a line of its own', [line('tint-brown', null)], brown, false],
  ])('%s: %s', (_label, cartItems, tint, expected) => {
    expect(lensColourConflict({ cartItems, frameSkuId: 'F-1', tint, lensOptions: options })).toBe(expected);
  });
});

function frame(amount: number): Pick<Article, 'price'> {
  return {
    price: {
      unit: {
        publicationStatus: 20,
        currency: 'NOK',
        isCampaign: false,
        ordinaryPrice: amount,
        couponPrice: null,
        fromPrice: false,
        amount,
      },
      subscription: null,
    },
  };
}

describe('glassesTotalPrice', () => {
  it.each<[string, number, (LensOption | null)[], number]>([
    ['the frame alone', 1290, [], 1290],
    ['frame, lens, treatment and tint', 1290, [options[0]!, option('anti', 'treatment', 490), brown], 3360],
    ['no tint (null) adds nothing', 1290, [options[0]!, null], 2280],
    ['rounded to whole kroner', 999.6, [option('x', 'treatment', 0.5)], 1000],
    ['a price that breaks the price rule counts as 0', 1290, [option('bad', 'treatment', -100)], 1290],
  ])('%s', (_label, framePrice, chosen, expected) => {
    expect(glassesTotalPrice(frame(framePrice), chosen)).toBe(expected);
  });
});

describe('glassesPrescriptionInput and isCompleteGlassesPrescription', () => {
  const stored = {
    right: { sphere: -2, cylinder: -0.5, axis: 90, addition: 1.25, pupillaryDistance: 31.5 },
    left: { sphere: 0, cylinder: null, axis: null, addition: null, pupillaryDistance: 32 },
    workingDistances: null,
  };

  it('types a stored prescription back the way a shopper writes it', () => {
    const input = glassesPrescriptionInput(stored, true);
    expect(input.right).toEqual({
      sphere: '-2',
      cylinder: '-0,5',
      axis: '90',
      addition: '+1,25',
      pupillaryDistance: '31,5',
    });
    expect(input.left).toEqual({
      sphere: '0',
      cylinder: '',
      axis: '',
      addition: '',
      pupillaryDistance: '32',
    });
    expect(input.confirmedUnderOneYear).toBe(true);
    expect(glassesPrescriptionInput(null, false)).toEqual(emptyGlassesPrescriptionInput());
  });

  it('reads back to the same prescription', () => {
    expect(parseGlassesPrescription(glassesPrescriptionInput(stored, true))).toEqual(stored);
  });

  it('passes a stored prescription that keeps every rule, not one that breaks one or is missing', () => {
    expect(isCompleteGlassesPrescription(stored)).toBe(true);
    expect(isCompleteGlassesPrescription(null)).toBe(false);
    // sphere + addition over +4.00
    expect(
      isCompleteGlassesPrescription({ ...stored, right: { ...stored.right, sphere: 3, addition: 1.5 } }),
    ).toBe(false);
    // computer glasses need the distance to the monitor
    expect(isCompleteGlassesPrescription(stored, { computer: true })).toBe(false);
    expect(
      isCompleteGlassesPrescription(
        { ...stored, workingDistances: { monitor: 60, tools: null, other: null } },
        { computer: true },
      ),
    ).toBe(true);
  });
});
