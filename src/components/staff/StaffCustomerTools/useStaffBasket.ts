import { useCallback, useState } from 'react';
import type { StaffBasket } from '../../../shop/schemas/staff';
import { useShopRead } from '../../session/useShopRead';

/**
 * What the store user has put together for a customer, read from the backend through the one read
 * layer (`useShopRead`), so the basket is there again when the store user comes back to the
 * customer. A 4xx is not retried; `retry` asks again, with the error and its button kept on screen
 * (busy) until the answer, so focus stays on the button; `replace` puts the answer of adding a
 * product in place without a read.
 */
export function useStaffBasket(customerNumber: string) {
  const read = useShopRead('getStaffBasket', [customerNumber], (shop) => shop.getStaffBasket(customerNumber));
  // The error the store user is retrying, shown until the new answer replaces it.
  const [shownError, setShownError] = useState<unknown>(undefined);
  if (read.status === 'error' && read.error !== shownError) setShownError(read.error);
  if (read.status === 'success' && shownError !== undefined) setShownError(undefined);
  const retrying = read.status === 'loading' && shownError !== undefined;
  const { replace: replaceRead } = read;
  const replace = useCallback((basket: StaffBasket) => void replaceRead(basket), [replaceRead]);
  return {
    basket: read.data,
    error: read.status === 'error' || retrying ? (shownError as Error | undefined) : undefined,
    loading: read.status === 'loading' && !retrying,
    retrying,
    retry: read.reload,
    replace,
  };
}
