import { useCallback } from 'react';
import useSWR from 'swr';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { FriendsMembership } from '../../../shop/schemas/friends';
import { useShopClient } from '../../session/ShopSessionProvider';

/**
 * The logged-in customer's friends membership (`null`: not a member) through SWR. A remount asks
 * again (a login or logout on another page shows the new customer's); a guest's answer is a 401.
 */
export function useFriendsMembership() {
  const client = useShopClient();
  const { data, error, mutate, isLoading } = useSWR<FriendsMembership | null, Error, readonly [string]>(
    ['glimt/friends'],
    () => client.getFriendsMembership(),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false, revalidateOnMount: true },
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  const set = useCallback(
    (membership: FriendsMembership) => void mutate(membership, { revalidate: false }),
    [mutate],
  );
  return { membership: error ? undefined : data, error, isLoading, retry, set };
}
