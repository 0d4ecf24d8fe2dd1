import { safeSessionStorage, type SafeStorage } from '../../utils/safeStorage';
import type { GlassesSubscription } from '../schemas/subscriptions';

/**
 * The accepted winback, kept for the confirmation page (`/angreoppsigelse/bekreftelse`) in the
 * tab's session storage through the one safe storage: a reload of the confirmation still shows
 * what changed, a blocked storage only loses the confirmation's details, and what is read back is
 * parsed like an API answer (storage is data from outside).
 */

/** The session storage key of the accepted winback. */
export const WINBACK_RECEIPT_KEY = 'glimt.winback.accepted';

/** Keeps the server's answer to an accepted winback; false when the storage refused it. */
export function saveWinbackReceipt(
  subscription: GlassesSubscription,
  storage: SafeStorage = safeSessionStorage,
): boolean {
  return storage.setJSON(WINBACK_RECEIPT_KEY, subscription);
}

/**
 * The accepted winback's subscription, or `null` when none is kept or it does not parse (the schema
 * loads with `import()` only when something is kept; see `shop/storedReaders`).
 */
export async function readWinbackReceipt(
  storage: SafeStorage = safeSessionStorage,
): Promise<GlassesSubscription | null> {
  const raw = storage.getJSON<unknown>(WINBACK_RECEIPT_KEY, null);
  if (raw === null) return null;
  const { parseWinbackReceipt } = await import('../storedReaders');
  return parseWinbackReceipt(raw);
}
