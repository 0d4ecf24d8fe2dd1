import { describe, expect, it } from 'vitest';
import { nbAccount } from '../../i18n/nb.account';
import { DELIVERY_METHOD_IDS, ORDER_STATUS_LABELS, ReturnStatus } from '../enums';
import type { OrderLine } from '../schemas/orders';
import {
  RETURN_REASONS,
  linePrices,
  orderLineName,
  orderPaymentKey,
  orderStatusLabelOfCode,
  orderStatusText,
  orderSums,
  returnLabelFileName,
  orderTotals,
  returnReasonKey,
  returnStatusText,
  returnableItemCount,
  returnableLines,
  returnableQuantity,
  shipmentMethodKey,
  trackingInfo,
} from './orders';

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  lineId: 'L-1',
  articleId: '1',
  skuId: '1-1',
  name: 'Clubmaster',
  brand: 'Ray-Ban',
  quantity: 1,
  unitPrice: 1490,
  totalPrice: 1490,
  imageUrl: null,
  returnableQuantity: 1,
  ...overrides,
});

describe('orderStatusText', () => {
  it.each([
    ['pending', 'Mottatt', 'info'],
    ['confirmed', 'Bekreftet', 'info'],
    ['processing', 'Under behandling', 'info'],
    ['checked', 'Under behandling', 'info'],
    ['control', 'Under behandling', 'info'],
    ['controlled', 'Under behandling', 'info'],
    ['frozen', 'På vent', 'warning'],
    ['stopped', 'På vent', 'warning'],
    ['sent', 'Sendt', 'success'],
    ['delivered', 'Levert', 'success'],
    ['cancelled', 'Kansellert', 'danger'],
  ] as const)('%s reads "%s" in tone %s', (label, text, tone) => {
    const status = orderStatusText(label);
    expect(nbAccount[status.key as keyof typeof nbAccount]).toBe(text);
    expect(status.tone).toBe(tone);
  });

  it('has a word and a line on what it means for every label of the spec', () => {
    for (const label of ORDER_STATUS_LABELS) {
      const status = orderStatusText(label);
      expect(nbAccount).toHaveProperty(status.key);
      expect(nbAccount[status.hintKey as keyof typeof nbAccount]).toMatch(/\.$/);
    }
  });

  it("never shows the order system's own words to a customer", () => {
    const internal = ['Sjekket', 'Til kontroll', 'Kontrollert', 'Frosset', 'Stoppet', 'Venter'];
    for (const label of ORDER_STATUS_LABELS) {
      const { key, hintKey } = orderStatusText(label);
      const shown = `${nbAccount[key as keyof typeof nbAccount]} ${nbAccount[hintKey as keyof typeof nbAccount]}`;
      for (const word of internal) expect(shown).not.toMatch(new RegExp(`\\b${word}\\b`));
    }
  });
});

describe('orderStatusLabelOfCode', () => {
  it.each([
    [1, 'processing'],
    [2, 'delivered'],
    [3, 'cancelled'],
  ] as const)('code %i is %s', (code, label) => {
    expect(orderStatusLabelOfCode(code)).toBe(label);
  });
});

describe('returns', () => {
  it.each([
    ['pending', 'Venter på mottak', 'warning'],
    ['confirmed', 'Mottatt og bekreftet', 'success'],
  ] as const)('return status %s reads "%s" (%s)', (status, text, tone) => {
    const result = returnStatusText(status);
    expect(nbAccount[result.key as keyof typeof nbAccount]).toBe(text);
    expect(result.tone).toBe(tone);
  });

  it('has a word for every return status', () => {
    // A new return status without a word fails here.
    expect(Object.values(ReturnStatus)).toEqual(['pending', 'confirmed']);
    for (const status of Object.values(ReturnStatus))
      expect(nbAccount[returnStatusText(status).key as keyof typeof nbAccount]).toBeTruthy();
  });

  it('has a text for every reason', () => {
    expect(RETURN_REASONS).toHaveLength(5);
    for (const reason of RETURN_REASONS) expect(nbAccount).toHaveProperty(returnReasonKey(reason));
  });

  it.each([
    [{ quantity: 2, returnableQuantity: 2 }, 2],
    [{ quantity: 2, returnableQuantity: 1 }, 1],
    [{ quantity: 2, returnableQuantity: 0 }, 0],
    [{ quantity: 2, returnableQuantity: -1 }, 0],
    [{ quantity: 1, returnableQuantity: 5 }, 1],
  ])('returnableQuantity(%o) is %i', (values, expected) => {
    expect(returnableQuantity(values)).toBe(expected);
  });

  it('lists the returnable lines and counts their items', () => {
    const order = {
      lines: [
        line({ lineId: 'a', quantity: 2, returnableQuantity: 2 }),
        line({ lineId: 'b', returnableQuantity: 0 }),
        line({ lineId: 'c', quantity: 3, returnableQuantity: 1 }),
      ],
    };
    expect(returnableLines(order).map((found) => found.lineId)).toEqual(['a', 'c']);
    expect(returnableItemCount(order)).toBe(3);
    expect(returnableItemCount({ lines: [line({ returnableQuantity: 0 })] })).toBe(0);
  });
});

describe('shipment and payment', () => {
  it('has a text for every delivery method id', () => {
    for (const id of DELIVERY_METHOD_IDS) expect(nbAccount).toHaveProperty(shipmentMethodKey(id));
    expect(nbAccount[shipmentMethodKey(119) as keyof typeof nbAccount]).toBe('Klikk og hent i butikk');
  });

  it.each([
    [60, 'Klarna'],
    [65, 'Klarna i butikk'],
    [900, 'Gavekort'],
  ] as const)('payment %i reads %s', (id, text) => {
    expect(nbAccount[orderPaymentKey(id) as keyof typeof nbAccount]).toBe(text);
  });
});

describe('trackingInfo', () => {
  const tracking = (url: string) => ({ carrier: 'Posten', trackingNumber: '7073', url });
  it.each([
    ['https://sporing.posten.no/sporing/7073', 'https://sporing.posten.no/sporing/7073'],
    ['http://track.example.no/1', 'http://track.example.no/1'],
    ['javascript:alert(1)', undefined],
    [' JaVaScRiPt:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['/sporing/7073', undefined],
    ['', undefined],
  ])('%s links to %s', (url, href) => {
    expect(trackingInfo(tracking(url))).toEqual({ carrier: 'Posten', trackingNumber: '7073', href });
  });

  it('is null without tracking', () => {
    expect(trackingInfo(null)).toBeNull();
  });
});

describe('prices', () => {
  it.each([
    [
      { unitPrice: 1490, totalPrice: 1490 },
      { unit: 'kr\u00a01\u00a0490', total: 'kr\u00a01\u00a0490' },
    ],
    [
      { unitPrice: 149.5, totalPrice: 299 },
      { unit: 'kr\u00a0149,50', total: 'kr\u00a0299' },
    ],
    [
      { unitPrice: 0, totalPrice: 0 },
      { unit: 'kr\u00a00', total: 'kr\u00a00' },
    ],
  ])('linePrices(%o)', (values, expected) => {
    expect(linePrices(values)).toEqual(expected);
  });

  it.each([
    [
      { lines: [{ totalPrice: 499 }], shippingCost: 59, totalPrice: 558 },
      { discounts: [], shipping: 'kr\u00a059', adjustment: null, total: 'kr\u00a0558' },
    ],
    [
      { lines: [{ totalPrice: 1490 }], shippingCost: 0, totalPrice: 1490 },
      { discounts: [], shipping: null, adjustment: null, total: 'kr\u00a01\u00a0490' },
    ],
    [
      // The order of the issue: lines of kr 7 167, GLIMT10 and free delivery, kr 6 450,30 charged.
      {
        lines: [{ totalPrice: 4990 }, { totalPrice: 1788 }, { totalPrice: 389 }],
        discounts: [{ code: 'GLIMT10', description: '10 % rabatt på hele handlekurven', amount: 716.7 }],
        shippingCost: 0,
        totalPrice: 6450.3,
      },
      {
        discounts: [
          { code: 'GLIMT10', description: '10 % rabatt på hele handlekurven', amount: '−kr\u00a0716,70' },
        ],
        shipping: null,
        adjustment: null,
        total: 'kr\u00a06\u00a0450,30',
      },
    ],
  ])('orderTotals(%o)', (values, expected) => {
    expect(orderTotals(values)).toEqual(expected);
  });
});

describe('orderSums: the lines a customer reads add up to what was charged', () => {
  const added = (sums: ReturnType<typeof orderSums>) =>
    Math.round(
      (sums.lines -
        sums.discounts.reduce((sum, discount) => sum + discount.amount, 0) +
        sums.shipping +
        sums.adjustment) *
        100,
    ) / 100;

  it.each([
    [
      'no discount',
      { lines: [{ totalPrice: 499 }, { totalPrice: 0.1 }], shippingCost: 59, totalPrice: 558.1 },
    ],
    [
      'a discount code',
      {
        lines: [{ totalPrice: 4990 }, { totalPrice: 1788 }, { totalPrice: 389 }],
        discounts: [{ code: 'GLIMT10', description: '10 %', amount: 716.7 }],
        shippingCost: 0,
        totalPrice: 6450.3,
      },
    ],
    [
      'two discounts and shipping',
      {
        lines: [{ totalPrice: 1499 }],
        discounts: [
          { code: 'VELKOMMEN200', description: 'kr 200', amount: 200 },
          { code: 'X', description: 'x', amount: 0.3 },
        ],
        shippingCost: 59,
        totalPrice: 1357.7,
      },
    ],
    [
      'a total the parts do not explain',
      { lines: [{ totalPrice: 7167 }], shippingCost: 0, totalPrice: 6450.3 },
    ],
    ['a total above the parts', { lines: [{ totalPrice: 100 }], shippingCost: 0, totalPrice: 129 }],
  ] as const)('%s', (_, order) => {
    const sums = orderSums({ ...order, lines: [...order.lines] });
    expect(added(sums)).toBe(order.totalPrice);
  });

  it('shows an adjustment only when the parts do not explain the total', () => {
    expect(orderSums({ lines: [{ totalPrice: 7167 }], shippingCost: 0, totalPrice: 6450.3 }).adjustment).toBe(
      -716.7,
    );
    expect(
      orderSums({
        lines: [{ totalPrice: 7167 }],
        discounts: [{ code: 'GLIMT10', description: '10 %', amount: 716.7 }],
        shippingCost: 0,
        totalPrice: 6450.3,
      }).adjustment,
    ).toBe(0);
    expect(orderTotals({ lines: [{ totalPrice: 100 }], shippingCost: 0, totalPrice: 129 }).adjustment).toBe(
      'kr\u00a029',
    );
  });

  it('shows at most ten discounts', () => {
    const discounts = Array.from({ length: 50 }, (_, index) => ({
      code: `K${index}`,
      description: '',
      amount: 1,
    }));
    expect(
      orderSums({ lines: [{ totalPrice: 100 }], discounts, shippingCost: 0, totalPrice: 50 }).discounts,
    ).toHaveLength(10);
  });
});

describe('orderLineName', () => {
  it.each([
    [{ brand: 'Ray-Ban', name: 'Clubmaster' }, 'Ray-Ban Clubmaster'],
    [{ brand: 'Ray-Ban', name: 'Ray-Ban Clubmaster Optics RX5154' }, 'Ray-Ban Clubmaster Optics RX5154'],
    [{ brand: 'Thea', name: 'thea Thealoz Duo' }, 'thea Thealoz Duo'],
    [{ brand: '', name: 'Brilleetui' }, 'Brilleetui'],
  ])('%o is %s', (line, expected) => {
    expect(orderLineName(line)).toBe(expected);
  });
});

describe('returnLabelFileName', () => {
  it.each([
    ['R-9001', 'returetikett-R-9001.pdf'],
    ['../../etc/passwd', 'returetikett-etcpasswd.pdf'],
    ['', 'returetikett.pdf'],
  ])('saves the label of %j as %j', (returnId, name) => {
    expect(returnLabelFileName(returnId)).toBe(name);
  });
});
