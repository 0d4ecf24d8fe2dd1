import type { SafeStorage } from '../../utils/safeStorage';

const SENT_KEY = 'glimt.purchases';
/** How many order numbers are remembered (the newest). */
export const REMEMBERED_PURCHASES = 20;

/**
 * Whether the purchase of `orderNumber` is still to be reported, and if so, remembers it as
 * reported: the confirmation page reports each order once, also when it is reloaded or opened again
 * from the history. A storage that does not work answers true (better once more than never).
 */
export function claimPurchaseReport(storage: SafeStorage, orderNumber: string): boolean {
  const sent = storage.getJSON<string[]>(
    SENT_KEY,
    [],
    (value): value is string[] =>
      Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry.length <= 64),
  );
  if (sent.includes(orderNumber)) return false;
  storage.setJSON(SENT_KEY, [...sent, orderNumber].slice(-REMEMBERED_PURCHASES));
  return true;
}
