import { describe, expect, it } from 'vitest';
import { ShopNetworkError } from './client';
import { shouldRetryShopRequest } from './retry';

const requestError = (status: number) =>
  Object.assign(new Error(`answered ${status}`), { name: 'ShopApiRequestError', status });

describe('shouldRetryShopRequest', () => {
  it('gives up on a 4xx answer', () => {
    expect(shouldRetryShopRequest(requestError(400))).toBe(false);
    expect(shouldRetryShopRequest(requestError(404))).toBe(false);
    expect(shouldRetryShopRequest(requestError(499))).toBe(false);
  });

  it('retries a 5xx answer, no answer and anything else', () => {
    expect(shouldRetryShopRequest(requestError(503))).toBe(true);
    expect(shouldRetryShopRequest(new ShopNetworkError('GET /api/x', new TypeError('Failed to fetch')))).toBe(
      true,
    );
    expect(shouldRetryShopRequest(new Error('boom'))).toBe(true);
  });
});
