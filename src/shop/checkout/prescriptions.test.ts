import { describe, expect, it } from 'vitest';
import { emptyGlassesPrescriptionInput } from '../prescription/glasses';
import type { Cart } from '../adapters/cart';
import type { GlassesLine } from '../schemas/checkout';
import {
  cartWithLinePrescription,
  lineFormValues,
  linePrescriptionPayload,
  linePrescriptionStatus,
  linesNeedingPrescription,
  mayHoldGlassesLines,
  opensFormAtFirst,
  prescriptionsBlockOrder,
} from './prescriptions';

const prescription = {
  right: { sphere: -2, cylinder: -0.5, axis: 90, addition: null, pupillaryDistance: 32 },
  left: { sphere: -1.75, cylinder: null, axis: null, addition: null, pupillaryDistance: 31.5 },
  workingDistances: null,
};

function line(patch: Partial<GlassesLine> = {}): GlassesLine {
  return {
    ref: 'line-1',
    skuId: '100001-1',
    name: 'Clubmaster',
    brand: 'Ray-Ban',
    quantity: 1,
    lens: { skuId: 'glass-single-vision', name: 'Enkeltstyrke', kind: 'singleVision' },
    prescription: null,
    ...patch,
  };
}

const computerLens = { skuId: 'glass-computer', name: 'Dataglass', kind: 'computer' as const };

describe('linePrescriptionStatus and linesNeedingPrescription', () => {
  it('a line without a prescription is missing one, a kept one that keeps the rules is complete', () => {
    expect(linePrescriptionStatus(line())).toBe('missing');
    expect(linePrescriptionStatus(line({ prescription }))).toBe('complete');
  });

  it('a kept prescription that breaks a rule today is incomplete (computer glasses without a monitor distance)', () => {
    expect(linePrescriptionStatus(line({ lens: computerLens, prescription }))).toBe('incomplete');
    expect(
      linePrescriptionStatus(
        line({
          lens: computerLens,
          prescription: { ...prescription, workingDistances: { monitor: 70, tools: null, other: null } },
        }),
      ),
    ).toBe('complete');
  });

  it('lists the lines that still need one, in the order of the cart', () => {
    const lines = [
      line({ ref: 'a' }),
      line({ ref: 'b', prescription }),
      line({ ref: 'c', lens: computerLens, prescription }),
    ];
    expect(linesNeedingPrescription(lines).map((l) => l.ref)).toEqual(['a', 'c']);
    expect(lines.map(opensFormAtFirst)).toEqual([true, false, true]);
  });
});

describe('prescriptionsBlockOrder', () => {
  const none = new Set<string>();

  it('lets a cart without glasses, or with every prescription kept and no form open, be ordered', () => {
    expect(prescriptionsBlockOrder({ lines: [], openRefs: none })).toBeNull();
    expect(prescriptionsBlockOrder({ lines: [line({ prescription })], openRefs: none })).toBeNull();
  });

  it('blocks the order while a glasses line lacks a prescription', () => {
    expect(
      prescriptionsBlockOrder({ lines: [line({ prescription }), line({ ref: 'x' })], openRefs: none }),
    ).toBe('missing');
  });

  it('blocks the order while the glasses lines are not known (loading or failed)', () => {
    expect(prescriptionsBlockOrder({ lines: undefined, openRefs: none })).toBe('unknown');
  });

  it('blocks the order while a changed prescription is open and not saved', () => {
    expect(prescriptionsBlockOrder({ lines: [line({ prescription })], openRefs: new Set(['line-1']) })).toBe(
      'unsaved',
    );
    // a form left open for a line no longer in the cart does not block
    expect(
      prescriptionsBlockOrder({ lines: [line({ prescription })], openRefs: new Set(['gone']) }),
    ).toBeNull();
  });
});

describe('lineFormValues', () => {
  it('starts empty without a prescription, and with the kept one (confirmed) to change it', () => {
    expect(lineFormValues(line())).toEqual(emptyGlassesPrescriptionInput());
    const values = lineFormValues(line({ prescription }));
    expect(values.right.sphere).toBe('-2');
    expect(values.right.axis).toBe('90');
    expect(values.confirmedUnderOneYear).toBe(true);
  });

  it('asks again for the confirmation of a kept prescription that is not complete', () => {
    expect(lineFormValues(line({ lens: computerLens, prescription })).confirmedUnderOneYear).toBe(false);
  });
});

describe('linePrescriptionPayload', () => {
  const typed = {
    right: { sphere: '-2,00', cylinder: '-0,50', axis: '90', addition: '', pupillaryDistance: '32' },
    left: { sphere: '-1,75', cylinder: '', axis: '', addition: '', pupillaryDistance: '31,5' },
    workingDistances: { monitor: '60', tools: '', other: '' },
    confirmedUnderOneYear: true,
  };

  it('reads what was typed into the body that saves it, without working distances for other glasses', () => {
    expect(linePrescriptionPayload(line(), typed)).toEqual({ prescription, confirmedUnderOneYear: true });
  });

  it('keeps the working distances of computer glasses', () => {
    expect(
      linePrescriptionPayload(line({ lens: computerLens }), typed)?.prescription.workingDistances,
    ).toEqual({
      monitor: 60,
      tools: null,
      other: null,
    });
  });

  it('saves nothing while a rule fails or the prescription is not confirmed as under one year old', () => {
    expect(linePrescriptionPayload(line(), { ...typed, confirmedUnderOneYear: false })).toBeNull();
    expect(
      linePrescriptionPayload(line(), { ...typed, right: { ...typed.right, axis: '90', cylinder: '' } }),
    ).toBeNull();
  });
});

describe('cartWithLinePrescription', () => {
  const item = (ref: string) => ({ ref, prescriptionGlasses: null }) as unknown as Cart['items'][number];
  const cart = { items: [item('line-1'), item('line-2')] };

  it('puts the saved prescription on its line only', () => {
    const next = cartWithLinePrescription(cart, { ref: 'line-2', prescription });
    expect(next.items.map((l) => l.prescriptionGlasses)).toEqual([null, prescription]);
    expect(cart.items[1]?.prescriptionGlasses).toBeNull();
  });

  it('leaves a cart without that line as it is', () => {
    expect(cartWithLinePrescription(cart, { ref: 'gone', prescription })).toBe(cart);
  });
});

describe('mayHoldGlassesLines', () => {
  const item = (parentSkuID: string | null) => ({ parentSkuID }) as unknown as Cart['items'][number];
  it('only a cart with a line on a frame may hold glasses', () => {
    expect(mayHoldGlassesLines({ items: [item(null), item('100001-1')] })).toBe(true);
    expect(mayHoldGlassesLines({ items: [item(null)] })).toBe(false);
    expect(mayHoldGlassesLines(null)).toBe(false);
  });
});
