import { describe, expect, it } from 'vitest';
import { optionalId, requireId, validatePurchase } from './validation';
import { purchaseEventSchema } from './schemas';

const item = { item_id: 'sku-1', price: 499, quantity: 1 };
const purchase = { items: [item], currency: 'NOK', transaction_id: 'A-1' };

describe('requireId (setMarket, setProductId, addToCart)', () => {
  it('takes a string and turns a number into a string', () => {
    expect(requireId('setMarket', 'no')).toBe('no');
    expect(requireId('addToCart', 1234)).toBe('1234');
    expect(requireId('setProductId', 0)).toBe('0');
  });

  it.each([undefined, null, true, {}, ['1'], Number.NaN, Number.POSITIVE_INFINITY])(
    'throws "{event} event requires a string as an argument" for %s',
    (value) => {
      for (const event of ['setMarket', 'setProductId', 'addToCart']) {
        expect(() => requireId(event, value)).toThrow(
          new TypeError(`${event} event requires a string as an argument`),
        );
      }
    },
  );
});

describe('optionalId (setUserId, setSessionId)', () => {
  it('clears with null or undefined, sets strings and numbers', () => {
    expect(optionalId('setUserId', null)).toBeNull();
    expect(optionalId('setUserId', undefined)).toBeNull();
    expect(optionalId('setSessionId', 'abc')).toBe('abc');
    expect(optionalId('setSessionId', 42)).toBe('42');
  });

  it.each([false, {}, [], Number.NaN])('throws its own message for %s', (value) => {
    expect(() => optionalId('setUserId', value)).toThrow(
      'setUserId event requires a string, a number, null or undefined as an argument',
    );
    expect(() => optionalId('setSessionId', value)).toThrow(
      'setSessionId event requires a string, a number, null or undefined as an argument',
    );
  });
});

describe('validatePurchase', () => {
  it('turns a valid purchase into the create-events shape', () => {
    const valid = validatePurchase(
      { items: [item, { item_id: 77, price: 0, quantity: -1 }], currency: 'NOK', transaction_id: 991 },
      'no',
    );
    expect(valid).toEqual({
      transaction_id: '991',
      currency: 'NOK',
      products: [
        { sku: 'sku-1', price: 499, quantity: 1 },
        { sku: '77', price: 0, quantity: -1 },
      ],
    });
    expect(purchaseEventSchema.safeParse({ event_type: 'purchase', ...valid }).success).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'A-1', 'purchase event requires an object as an argument'],
    ['null', null, 'purchase event requires an object as an argument'],
    ['an array', [item], 'purchase event requires an object as an argument'],
    ['no items', { currency: 'NOK', transaction_id: 'A-1' }, 'purchase event requires an items array'],
    ['items not an array', { ...purchase, items: { 0: item } }, 'purchase event requires an items array'],
    ['empty items', { ...purchase, items: [] }, 'purchase event requires at least one item'],
    ['no currency', { ...purchase, currency: undefined }, 'purchase event requires a string currency'],
    ['numeric currency', { ...purchase, currency: 578 }, 'purchase event requires a string currency'],
    ['empty currency', { ...purchase, currency: '' }, 'purchase event requires a string currency'],
    [
      'no transaction id',
      { ...purchase, transaction_id: undefined },
      'purchase event requires a string or number transaction_id',
    ],
    [
      'object transaction id',
      { ...purchase, transaction_id: {} },
      'purchase event requires a string or number transaction_id',
    ],
    [
      'empty transaction id',
      { ...purchase, transaction_id: '' },
      'purchase event requires a string or number transaction_id',
    ],
    ['item not an object', { ...purchase, items: [item, 'sku-2'] }, 'purchase item 1 must be an object'],
    [
      'item without id',
      { ...purchase, items: [{ price: 1, quantity: 1 }] },
      'purchase item 0 requires a non-empty item_id (string or number)',
    ],
    [
      'item with empty id',
      { ...purchase, items: [{ ...item, item_id: '' }] },
      'purchase item 0 requires a non-empty item_id (string or number)',
    ],
    [
      'item with boolean id',
      { ...purchase, items: [{ ...item, item_id: true }] },
      'purchase item 0 requires a non-empty item_id (string or number)',
    ],
    [
      'price as a string',
      { ...purchase, items: [{ ...item, price: '499' }] },
      'purchase item 0 requires a numeric price',
    ],
    [
      'price NaN',
      { ...purchase, items: [{ ...item, price: Number.NaN }] },
      'purchase item 0 requires a numeric price',
    ],
    [
      'quantity 0',
      { ...purchase, items: [{ ...item, quantity: 0 }] },
      'purchase item 0 requires a non-zero numeric quantity',
    ],
    [
      'quantity as a string',
      { ...purchase, items: [{ ...item, quantity: '1' }] },
      'purchase item 0 requires a non-zero numeric quantity',
    ],
  ])('throws for %s', (_case, input, message) => {
    expect(() => validatePurchase(input, 'no')).toThrow(new TypeError(message));
  });

  it("requires the market: 'Market not set'", () => {
    expect(() => validatePurchase(purchase, null)).toThrow(new Error('Market not set'));
    expect(() => validatePurchase(purchase, '')).toThrow('Market not set');
  });

  it('reports a bad argument before a missing market', () => {
    expect(() => validatePurchase({ ...purchase, currency: 1 }, null)).toThrow(
      'purchase event requires a string currency',
    );
  });
});
