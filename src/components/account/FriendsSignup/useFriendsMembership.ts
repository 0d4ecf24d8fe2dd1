import { useCallback } from 'react';
import useSWR from 'swr';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { FriendsMembership } from '../../../shop/schemas/friends';
import { useShopClient, useShopSession } from '../../session/ShopSessionProvider';

/** The logged-in customer's friends membership (`null`: not a member), through SWR, keyed by the user. */
export function useFriendsMembership() {
  const client = useShopClient();
  const { user } = useShopSession();
  // A guest's lookup answers 401: ask once the session knows who it is.
  const key: readonly [string, string] | null =
    user === undefined ? null : ['glimt/friends', user?.name ?? ''];
  const { data, error, mutate, isLoading } = useSWR<FriendsMembership | null, Error>(
    key,
    () => client.getFriendsMembership(),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false },
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  const set = useCallback(
    (membership: FriendsMembership) => void mutate(membership, { revalidate: false }),
    [mutate],
  );
  return { membership: data, error, isLoading: isLoading || user === undefined, retry, set };
}
