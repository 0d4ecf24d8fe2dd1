import type { FriendsMembership } from '../../../shop/schemas/friends';
import { useShopRead } from '../../session/useShopRead';

/**
 * The logged-in customer's friends membership (`null`: not a member) through the one read layer. A
 * remount asks again (a login or logout on another page shows the new customer's); a guest's answer
 * is a 401.
 */
export function useFriendsMembership() {
  const read = useShopRead<FriendsMembership | null>('getFriendsMembership', [], (client) =>
    client.getFriendsMembership(),
  );
  return {
    membership: read.status === 'error' ? undefined : read.data,
    error: read.error as Error | undefined,
    isLoading: read.status === 'loading',
    retry: read.reload,
    set: read.replace,
  };
}
