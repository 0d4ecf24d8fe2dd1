/**
 * How the shop's data is read (shop spec, section 9: "dedupe 2 s, focus throttle 5 s, error retry 5 s
 * (10 s on slow connections)"). Pure TypeScript: the settings and the retry rule that
 * `useShopRead` (src/components/session) hands to SWR, so every read of shop data follows them.
 */
import { shouldRetryShopRequest } from './retry';

/** The spec's read settings, in milliseconds. */
export const SHOP_READ_SETTINGS = {
  /** The same call with the same parameters within this time is answered by the one in flight. */
  dedupingInterval: 2_000,
  /** A page that gets focus back asks again, at most once in this time. */
  focusThrottleInterval: 5_000,
} as const;

/** How long after a failed read it is tried again: 5 s, 10 s on a slow connection (spec). */
export const SHOP_READ_RETRY_INTERVAL = { normal: 5_000, slow: 10_000 } as const;

/** How many times a failed read is tried again before its page offers "Prøv igjen" alone. */
export const SHOP_READ_RETRY_LIMIT = 3;

/** What `navigator.connection` tells about the line (Network Information API; absent in most browsers). */
export interface ConnectionHint {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether the line is slow: a 2G or slower effective type, or the shopper asked to save data. */
export function isSlowConnection(connection: ConnectionHint | null | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

/**
 * When a failed read is tried again, in ms from the failure, or `null` when it is not: a 4xx answer
 * will not get better by asking again, and after {@link SHOP_READ_RETRY_LIMIT} tries the page's own
 * "Prøv igjen" is left. The interval is fixed (the spec's 5 s), not a random backoff, so a shopper and
 * a test see the same thing every time.
 * @param error - what the read failed with
 * @param retryCount - which retry this would be, from 1
 * @param connection - the browser's hint about the line, if any
 */
export function shopReadRetryDelay(
  error: unknown,
  retryCount: number,
  connection?: ConnectionHint | null,
): number | null {
  if (!shouldRetryShopRequest(error) || retryCount > SHOP_READ_RETRY_LIMIT) return null;
  return isSlowConnection(connection) ? SHOP_READ_RETRY_INTERVAL.slow : SHOP_READ_RETRY_INTERVAL.normal;
}
