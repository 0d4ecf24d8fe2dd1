import { describe, expect, it } from 'vitest';
import { ShopApiRequestError, ShopNetworkError } from '../client';
import { accountReadFailure, accountWriteFailure, type AccountWrite } from './errors';

const answer = (status: number, code: string) =>
  new ShopApiRequestError('POST /api/x', { status, code, message: code } as never);

describe('accountReadFailure', () => {
  it.each([
    [answer(404, 'NotFound'), 'notFound'],
    [answer(500, 'HttpError500'), 'error'],
    [answer(401, 'NotLoggedIn'), 'error'],
    [new ShopNetworkError('GET /api/orders', new TypeError('offline')), 'error'],
    [new Error('contract'), 'error'],
  ])('%s is %s', (error, expected) => {
    expect(accountReadFailure(error)).toBe(expected);
  });
});

describe('accountWriteFailure', () => {
  it.each([
    ['updateCustomer', answer(409, 'CustomerExists'), 'email', 'account.pages.details.customerExists'],
    ['changePassword', answer(401, 'WrongPassword'), 'currentPassword', 'account.pages.password.wrong'],
    ['returnOrderLines', answer(409, 'NotReturnable'), null, 'account.pages.return.notReturnable'],
    ['updateCustomer', answer(409, 'Other'), null, 'account.pages.error'],
    ['changePassword', answer(401, 'NotLoggedIn'), null, 'account.pages.error'],
    ['returnOrderLines', answer(422, 'ValidationFailed'), null, 'account.pages.error'],
    [
      'updateCustomer',
      new ShopNetworkError('POST /api/customer/update', 'offline'),
      null,
      'account.pages.error',
    ],
  ] as const)('%s failing with %s', (write, error, field, key) => {
    expect(accountWriteFailure(write as AccountWrite, error)).toEqual({ field, key });
  });
});
