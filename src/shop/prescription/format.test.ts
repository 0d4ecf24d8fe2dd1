import { describe, expect, it } from 'vitest';
import { nb } from '../../i18n/nb';
import { createTranslator } from '../../i18n/translate';
import {
  formatAxis,
  formatDiopter,
  formatGlassesPrescription,
  formatWorkingDistances,
  formatLensPrescription,
  formatMillimetres,
  glassesPrescriptionRows,
  lensPrescriptionEyes,
  prescriptionLabels,
} from './format';
import type { LensEyePrescription } from '../schemas/cart';

const labels = prescriptionLabels(createTranslator(nb));

function eye(values: Partial<LensEyePrescription> & { power: number }): LensEyePrescription {
  return { baseCurve: null, diameter: null, cylinder: null, axis: null, addition: null, ...values };
}

describe('formatDiopter', () => {
  it('always shows the sign and two decimals with a decimal comma', () => {
    expect(formatDiopter(-2.5)).toBe('-2,50');
    expect(formatDiopter(1.25)).toBe('+1,25');
    expect(formatDiopter(10)).toBe('+10,00');
    expect(formatDiopter(-0.75)).toBe('-0,75');
  });

  it('writes zero without a sign, also negative zero and values that round to it', () => {
    expect(formatDiopter(0)).toBe('0,00');
    expect(formatDiopter(-0)).toBe('0,00');
    expect(formatDiopter(-0.001)).toBe('0,00');
  });

  it('rounds to hundredths without float noise', () => {
    expect(formatDiopter(-2.2499999)).toBe('-2,25');
    expect(formatDiopter(0.1 + 0.2)).toBe('+0,30');
  });

  it('is empty for absent or unusable values', () => {
    expect(formatDiopter(null)).toBe('');
    expect(formatDiopter(undefined)).toBe('');
    expect(formatDiopter(Number.NaN)).toBe('');
    expect(formatDiopter(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatMillimetres and formatAxis', () => {
  it('keeps one or two decimals for base curve and diameter', () => {
    expect(formatMillimetres(8.6)).toBe('8,6');
    expect(formatMillimetres(8.65)).toBe('8,65');
    expect(formatMillimetres(14)).toBe('14,0');
    expect(formatMillimetres(14.2)).toBe('14,2');
  });

  it('drops the decimals of a whole PD', () => {
    expect(formatMillimetres(32, 0)).toBe('32');
    expect(formatMillimetres(31.5, 0)).toBe('31,5');
  });

  it('writes the axis in whole degrees', () => {
    expect(formatAxis(180)).toBe('180°');
    expect(formatAxis(89.6)).toBe('90°');
    expect(formatAxis(null)).toBe('');
  });
});

describe('formatLensPrescription', () => {
  it('writes both eyes on one line, right first', () => {
    expect(
      formatLensPrescription(
        {
          right: eye({ power: -2.5, baseCurve: 8.6, diameter: 14.2 }),
          left: eye({ power: -2.75, baseCurve: 8.6, diameter: 14.2 }),
        },
        labels,
      ),
    ).toBe('H: -2,50 BC 8,6 DIA 14,2 · V: -2,75 BC 8,6 DIA 14,2');
  });

  it('writes one eye when the other has no prescription', () => {
    expect(
      formatLensPrescription(
        { right: null, left: eye({ power: 1.5, baseCurve: 8.4, diameter: 14 }) },
        labels,
      ),
    ).toBe('V: +1,50 BC 8,4 DIA 14,0');
    expect(formatLensPrescription({ right: eye({ power: -1 }), left: null }, labels)).toBe('H: -1,00');
  });

  it('adds cylinder, axis and addition when present, in that order', () => {
    expect(
      formatLensPrescription(
        {
          right: eye({
            power: -3,
            baseCurve: 8.7,
            diameter: 14.5,
            cylinder: -1.25,
            axis: 180,
            addition: 1.5,
          }),
          left: eye({ power: 0, baseCurve: 8.7, diameter: 14.5, cylinder: -0.75, axis: 10 }),
        },
        labels,
      ),
    ).toBe('H: -3,00 BC 8,7 DIA 14,5 CYL -1,25 AX 180° ADD +1,50 · V: 0,00 BC 8,7 DIA 14,5 CYL -0,75 AX 10°');
  });

  it('leaves out absent parts, and an axis without a cylinder', () => {
    expect(
      formatLensPrescription(
        { right: eye({ power: -2, diameter: 14.2, axis: 90 }), left: eye({ power: -2, baseCurve: 8.6 }) },
        labels,
      ),
    ).toBe('H: -2,00 DIA 14,2 · V: -2,00 BC 8,6');
  });

  it('is empty without a prescription or with nothing to show', () => {
    expect(formatLensPrescription(null, labels)).toBe('');
    expect(formatLensPrescription({ right: null, left: null }, labels)).toBe('');
    expect(formatLensPrescription({ right: eye({ power: Number.NaN }), left: null }, labels)).toBe('');
  });

  it('lists the eyes separately for layouts that keep each eye together', () => {
    expect(
      lensPrescriptionEyes(
        { right: eye({ power: -1, baseCurve: 8.6 }), left: eye({ power: -1.25 }) },
        labels,
      ),
    ).toEqual(['H: -1,00 BC 8,6', 'V: -1,25']);
    expect(lensPrescriptionEyes(null, labels)).toEqual([]);
  });

  it('uses the words it is given', () => {
    const english = { ...labels, right: 'R', left: 'L' };
    expect(formatLensPrescription({ right: eye({ power: -1 }), left: eye({ power: -1.25 }) }, english)).toBe(
      'R: -1,00 · L: -1,25',
    );
  });
});

describe('glassesPrescriptionRows', () => {
  it('formats sphere, cylinder, axis, addition and PD per eye, right first', () => {
    expect(
      glassesPrescriptionRows(
        {
          right: { sphere: -2, cylinder: -0.5, axis: 90, addition: 1, pupillaryDistance: 32 },
          left: { sphere: 0.25, cylinder: null, axis: 45, addition: null, pupillaryDistance: 31.5 },
        },
        labels,
      ),
    ).toEqual([
      {
        eye: 'right',
        label: 'H',
        sphere: '-2,00',
        cylinder: '-0,50',
        axis: '90°',
        addition: '+1,00',
        pupillaryDistance: '32',
      },
      {
        eye: 'left',
        label: 'V',
        sphere: '+0,25',
        cylinder: '',
        axis: '',
        addition: '',
        pupillaryDistance: '31,5',
      },
    ]);
  });

  it('has no rows without a prescription', () => {
    expect(glassesPrescriptionRows(null, labels)).toEqual([]);
  });
});

describe('formatGlassesPrescription', () => {
  const prescription = {
    right: { sphere: -2, cylinder: -0.5, axis: 90, addition: 1, pupillaryDistance: 32 },
    left: { sphere: 0, cylinder: null, axis: null, addition: null, pupillaryDistance: 31.5 },
  };

  it('writes both eyes on one line, right first, with cylinder, axis, addition and PD where given', () => {
    expect(formatGlassesPrescription(prescription, labels)).toBe(
      'H: -2,00 CYL -0,50 AX 90° ADD +1,00 PD 32 · V: 0,00 PD 31,5',
    );
  });

  it('leaves out an axis without a cylinder, and is empty without a prescription', () => {
    expect(
      formatGlassesPrescription(
        { ...prescription, right: { ...prescription.right, cylinder: null, axis: 90, addition: null } },
        labels,
      ),
    ).toBe('H: -2,00 PD 32 · V: 0,00 PD 31,5');
    expect(formatGlassesPrescription(null, labels)).toBe('');
  });
});

describe('formatWorkingDistances', () => {
  const names = { monitor: 'skjerm', tools: 'verktøy', other: 'annet' };
  it('lists the given distances in centimetres, in the order monitor, tools, other', () => {
    expect(formatWorkingDistances({ monitor: 60, tools: null, other: 250 }, names)).toBe(
      'skjerm 60 cm · annet 250 cm',
    );
    expect(formatWorkingDistances(null, names)).toBe('');
  });
});
