import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { SHOP_READ_KEY } from '../session/useShopRead';

/**
 * Asks the account reads of the given calls again (all their parameters), e.g. the order and the
 * orders list after a return, so a page opened next shows the new state.
 */
export function useRevalidateAccount(): (...calls: string[]) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...calls: string[]) =>
      // Only the matcher: passing data (even `undefined`) would drop what the pages hold.
      void mutate(
        (key) => Array.isArray(key) && key[0] === SHOP_READ_KEY && calls.includes(String(key[2])),
      ),
    [mutate],
  );
}
