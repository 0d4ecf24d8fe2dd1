import { useCallback } from 'react';
import useSWR from 'swr';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { StaffBasket } from '../../../shop/schemas/staff';
import { useShopClient } from '../../session/ShopSessionProvider';

/**
 * What the store user has put together for a customer, read from the backend (SWR, the one request
 * layer), so the basket is there again when the store user comes back to the customer. A 4xx is not
 * retried; `retry` asks again; `replace` puts the answer of adding a product in place without a read.
 */
export function useStaffBasket(customerNumber: string) {
  const client = useShopClient();
  const { data, error, mutate, isValidating } = useSWR(
    [client, 'glimt/staff-basket', customerNumber] as const,
    ([shop, , number]) => shop.getStaffBasket(number),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false },
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  const replace = useCallback((basket: StaffBasket) => void mutate(basket, { revalidate: false }), [mutate]);
  return {
    basket: data,
    error: data === undefined ? (error as Error | undefined) : undefined,
    loading: data === undefined && error === undefined,
    retrying: isValidating,
    retry,
    replace,
  };
}
