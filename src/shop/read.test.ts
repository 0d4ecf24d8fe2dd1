import { describe, expect, it } from 'vitest';
import { ShopApiRequestError, ShopNetworkError } from './client';
import { isSlowConnection, SHOP_READ_RETRY_LIMIT, shopReadRetryDelay } from './read';

const answered = (status: number, code: string) =>
  new ShopApiRequestError('GET /api/stores', { status, code, message: code, fields: [] });
const serverError = () => answered(503, 'Unavailable');
const notFound = () => answered(404, 'NotFound');

describe('shopReadRetryDelay', () => {
  it.each([
    ['a 5xx answer', serverError(), 5_000],
    ['no answer at all', new ShopNetworkError('GET /api/stores', new TypeError('Failed to fetch')), 5_000],
    ['a broken answer', new Error('bad json'), 5_000],
    ['a 404', notFound(), null],
  ])('retries %s after %s ms', (_what, error, delay) => {
    expect(shopReadRetryDelay(error, 1)).toBe(delay);
  });

  it('waits 10 s on a slow connection', () => {
    expect(shopReadRetryDelay(serverError(), 1, { effectiveType: '2g' })).toBe(10_000);
    expect(shopReadRetryDelay(serverError(), 1, { effectiveType: '4g' })).toBe(5_000);
  });

  it(`stops after ${SHOP_READ_RETRY_LIMIT} retries`, () => {
    expect(shopReadRetryDelay(serverError(), SHOP_READ_RETRY_LIMIT)).toBe(5_000);
    expect(shopReadRetryDelay(serverError(), SHOP_READ_RETRY_LIMIT + 1)).toBeNull();
  });
});

describe('isSlowConnection', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('%j is slow: %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});
