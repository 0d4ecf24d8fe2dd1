import { describe, expect, it } from 'vitest';
import { ShopApiRequestError } from '../client';
import { giftCardDisplay, giftCardFailure, giftCardFailureKey, giftCardPayload } from './giftCard';

const apiError = (status: number, code: string) =>
  new ShopApiRequestError('POST /api/giftcard/balance', { status, code, message: code, fields: [] });

describe('gift card rules', () => {
  it('sends 16 digits and a trimmed PIN', () => {
    expect(giftCardPayload('6001 0000 0000 1234', ' 1234 ')).toEqual({
      number: '6001000000001234',
      pin: '1234',
    });
  });

  it.each([
    [apiError(404, 'GiftCardNotFound'), 'notFound', 'account.content.giftCard.notFound'],
    [apiError(500, 'InternalError'), 'failed', 'account.content.giftCard.failed'],
    [apiError(422, 'ValidationFailed'), 'failed', 'account.content.giftCard.failed'],
    [new TypeError('Failed to fetch'), 'failed', 'account.content.giftCard.failed'],
  ] as const)('%s is %s', (error, failure, key) => {
    expect(giftCardFailure(error)).toBe(failure);
    expect(giftCardFailureKey(giftCardFailure(error))).toBe(key);
  });

  it.each([
    ['active', 'account.content.giftCard.status.active', 'account.content.giftCard.expiresOn', 'success'],
    ['used', 'account.content.giftCard.status.used', 'account.content.giftCard.expiresOn', 'neutral'],
    ['expired', 'account.content.giftCard.status.expired', 'account.content.giftCard.expiredOn', 'warning'],
  ] as const)('a %s card shows %s', (status, statusKey, dateLabelKey, tone) => {
    expect(giftCardDisplay({ status })).toMatchObject({ statusKey, dateLabelKey, tone });
  });
});
