import { useCallback } from 'react';
import { useShopReadCache } from '../session/useShopRead';

/**
 * Asks the account reads of the given calls again (all their parameters), e.g. the order and the
 * orders list after a return, so a page opened next shows the new state.
 */
export function useRevalidateAccount(): (...calls: string[]) => void {
  const { revalidate } = useShopReadCache();
  return useCallback((...calls: string[]) => revalidate(calls), [revalidate]);
}
