import { useShopRead } from './useShopRead';

/**
 * The backend's "now" (`GET /api/site/time`), or `null` until it is in or when it failed: rules
 * such as "open now" and the cancellation fee run on the backend's clock, never the machine's.
 */
export function useBackendNow(): Date | null {
  const time = useShopRead('getBackendTime', [], (client) => client.getBackendTime());
  return time.data ? new Date(time.data.now) : null;
}
