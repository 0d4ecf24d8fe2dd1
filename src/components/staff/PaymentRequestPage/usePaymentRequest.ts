import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { CustomerPaymentRequest } from '../../../shop/schemas/staff';
import { useShopClient } from '../../session/ShopSessionProvider';

let mounts = 0;

/**
 * One payment request as its customer sees it, through SWR (the one request layer): a 4xx answer is
 * not retried; `retry` asks again. Each opening of the page reads it afresh (it may have been paid
 * or expired since): the key holds the mount.
 */
export function usePaymentRequest(token: string) {
  const client = useShopClient();
  const [mount] = useState(() => (mounts += 1));
  const { data, error, mutate } = useSWR<CustomerPaymentRequest, Error, readonly [string, string, number]>(
    ['glimt/payment-request', token, mount],
    ([, key]) => client.getCustomerPaymentRequest(key),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false },
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  return { request: error ? undefined : data, error: error as Error | undefined, retry };
}
