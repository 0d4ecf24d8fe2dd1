import { useState } from 'react';
import type { CustomerPaymentRequest } from '../../../shop/schemas/staff';
import { useShopRead } from '../../session/useShopRead';

let mounts = 0;

/**
 * One payment request as its customer sees it, through the one read layer (`useShopRead`); `retry`
 * asks again. Each opening of the page reads it afresh (it may have been paid
 * or expired since): the key holds the mount.
 */
export function usePaymentRequest(token: string) {
  const [mount] = useState(() => (mounts += 1));
  const read = useShopRead<CustomerPaymentRequest>('getCustomerPaymentRequest', [token, mount], (client) =>
    client.getCustomerPaymentRequest(token),
  );
  return {
    request: read.status === 'error' ? undefined : read.data,
    error: read.error as Error | undefined,
    retry: read.reload,
  };
}
