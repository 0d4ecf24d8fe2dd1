import { useAsync } from '../../hooks/useAsync';
import { useShopClient } from '../session/ShopSessionProvider';

/**
 * The backend's "now" (`GET /api/site/time`), or `null` until it is in or when it failed: rules
 * such as "open now" and the cancellation fee run on the backend's clock, never the machine's.
 */
export function useBackendNow(): Date | null {
  const client = useShopClient();
  const time = useAsync('backend-time', (signal) => client.getBackendTime({ signal }));
  return time.data ? new Date(time.data.now) : null;
}
