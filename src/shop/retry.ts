import { isShopApiRequestError } from './client';

/**
 * Whether a failed shop call is worth asking again (the SWR `shouldRetryOnError` of the shop's
 * reads): a 4xx answer will not get better by asking again; anything else (5xx, no answer) is
 * retried.
 */
export function shouldRetryShopRequest(error: unknown): boolean {
  return !(isShopApiRequestError(error) && error.status >= 400 && error.status < 500);
}
