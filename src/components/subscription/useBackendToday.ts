import { osloWallClock } from '../../shop/osloTime';
import { useBackendNow } from '../session/useBackendNow';

/** The backend's today in Oslo (`YYYY-MM-DD`), or `null` until its clock is in: date rules never read the machine's clock. */
export function useBackendToday(): string | null {
  const now = useBackendNow();
  return now ? osloWallClock(now).date : null;
}
