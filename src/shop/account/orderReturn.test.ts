import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../schemas/orders';
import {
  RETURN_COMMENT_MAX_LENGTH,
  hasReturnErrors,
  initialReturnForm,
  returnPayload,
  validateReturn,
  type ReturnFormValues,
  type ReturnLineChoice,
} from './orderReturn';

const line = (lineId: string, quantity: number, returnable: number): OrderLine => ({
  lineId,
  articleId: '1',
  skuId: '1-1',
  name: `Vare ${lineId}`,
  brand: 'Glimt',
  quantity,
  unitPrice: 100,
  totalPrice: 100 * quantity,
  imageUrl: null,
  returnableQuantity: returnable,
});

const order = { lines: [line('a', 2, 2), line('b', 1, 0), line('c', 3, 1)] };
const choice = (overrides: Partial<ReturnLineChoice>): ReturnLineChoice => ({
  lineId: 'a',
  selected: true,
  quantity: '1',
  reason: 'damaged',
  ...overrides,
});
const form = (lines: ReturnLineChoice[], comment = ''): ReturnFormValues => ({ lines, comment });

describe('initialReturnForm', () => {
  it('offers only the returnable lines, unchosen, one item, no reason', () => {
    expect(initialReturnForm(order)).toEqual({
      lines: [
        { lineId: 'a', selected: false, quantity: '1', reason: '' },
        { lineId: 'c', selected: false, quantity: '1', reason: '' },
      ],
      comment: '',
    });
  });
});

describe('validateReturn', () => {
  it.each([
    ['one line with a reason', [choice({})], {}, {}, null],
    ['two items of a line', [choice({ quantity: '2' })], {}, {}, null],
    ['nothing chosen', [choice({ selected: false })], {}, {}, 'account.pages.return.noneChosen'],
    ['no reason', [choice({ reason: '' })], {}, { a: 'account.pages.return.reasonMissing' }, null],
    ['too many', [choice({ quantity: '3' })], { a: 2 }, {}, null],
    ['zero', [choice({ quantity: '0' })], { a: 2 }, {}, null],
    ['not a number', [choice({ quantity: '1,5' })], { a: 2 }, {}, null],
    ['beyond the returnable', [choice({ lineId: 'c', quantity: '2' })], { c: 1 }, {}, null],
    ['a line that cannot go back', [choice({ lineId: 'b' })], { b: 0 }, {}, null],
    ['an unknown line', [choice({ lineId: 'x' })], { x: 0 }, {}, null],
  ] as const)('%s', (_name, lines, quantityMax, reason, formError) => {
    const errors = validateReturn(order, form([...lines]));
    expect(errors.form).toBe(formError);
    expect(errors.reason).toEqual(reason);
    expect(Object.fromEntries(Object.entries(errors.quantity).map(([id, error]) => [id, error.max]))).toEqual(
      quantityMax,
    );
  });

  it('refuses a comment over the limit', () => {
    const long = 'x'.repeat(RETURN_COMMENT_MAX_LENGTH + 1);
    expect(validateReturn(order, form([choice({})], long)).comment).toBe('validation.tooLong');
    expect(validateReturn(order, form([choice({})], long.slice(1))).comment).toBeNull();
  });

  it('ignores unchosen lines', () => {
    const errors = validateReturn(
      order,
      form([choice({}), choice({ lineId: 'c', selected: false, reason: '' })]),
    );
    expect(hasReturnErrors(errors)).toBe(false);
  });
});

describe('returnPayload', () => {
  it('sends the chosen lines with numbers and a trimmed comment', () => {
    expect(
      returnPayload(
        order,
        form(
          [choice({ quantity: '2', reason: 'wrongProduct' }), choice({ lineId: 'c', selected: false })],
          '  Feil farge ',
        ),
      ),
    ).toEqual({ lines: [{ lineId: 'a', quantity: 2, reason: 'wrongProduct' }], comment: 'Feil farge' });
  });

  it('leaves out an empty comment', () => {
    expect(returnPayload(order, form([choice({})], '   '))).toEqual({
      lines: [{ lineId: 'a', quantity: 1, reason: 'damaged' }],
    });
  });

  it('is null for an invalid choice', () => {
    expect(returnPayload(order, form([choice({ reason: '' })]))).toBeNull();
  });
});
