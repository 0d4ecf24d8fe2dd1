import { useCallback, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { ShopClient } from '../../shop/client';
import { SHOP_READ_SETTINGS, shopReadRetryDelay, type ConnectionHint } from '../../shop/read';
import { useShopClient } from './ShopSessionProvider';

/** Where a read is: `idle` (nothing to ask yet), `loading`, `success` or `error`. */
export type ShopReadStatus = 'idle' | 'loading' | 'success' | 'error';

/** A read of shop data, as {@link useShopRead} gives it. */
export interface ShopRead<T> {
  status: ShopReadStatus;
  /** The answer; while a new one loads (`keepPreviousData`), the one before. */
  data: T | undefined;
  /** What the read failed with (kept while it is retried on its own, so the page does not flicker). */
  error: unknown;
  /** Asks again now; the read shows `loading` until the answer comes. */
  reload: () => void;
  /** Replaces the data held (after a successful write) without asking again. */
  replace: (data: T) => void;
}

/** Options of {@link useShopRead}. */
export interface ShopReadOptions {
  /**
   * Keep showing the answer of the parameters before while the new parameters load (a calendar
   * refreshed after a taken time, delivery options after a quantity change), instead of `loading`.
   * @default false
   */
  keepPreviousData?: boolean;
}

/** The first element of every shop read's key: `useRevalidateShopReads` matches on it. */
export const SHOP_READ_KEY = 'glimt/shop';

// Each client (one per session) gets its own keys, so a new session never reads another's answers.
const clientIds = new WeakMap<ShopClient, number>();
let lastClientId = 0;
function clientId(client: ShopClient): number {
  let id = clientIds.get(client);
  if (id === undefined) {
    lastClientId += 1;
    id = lastClientId;
    clientIds.set(client, id);
  }
  return id;
}

/** SWR's retry hook with the shop's rule (`shopReadRetryDelay`): a fixed 5 s (10 s on a slow line), 4xx never. */
const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  _config,
  revalidate,
  options,
) => {
  const connection = (navigator as Navigator & { connection?: ConnectionHint }).connection;
  const delay = shopReadRetryDelay(error, options.retryCount, connection);
  if (delay !== null) setTimeout(() => void revalidate(options), delay);
};

/** What every shop read hands SWR: the spec's settings, set once here. */
const READ_CONFIG = { ...SHOP_READ_SETTINGS, onErrorRetry } satisfies SWRConfiguration;

/**
 * Reads one call of the session's shop client: the one request layer for shop data (SWR with the
 * spec's dedupe 2 s, focus throttle 5 s and error retry 5 s, 10 s on slow connections; see
 * `src/shop/read.ts`). The key is the client, the call's name and its parameters, so two views that
 * ask the same thing share one request and one answer.
 * @param call - the client method's name, e.g. `'getStore'`
 * @param params - what the call is asked with; `null` waits (nothing is asked, status `idle`)
 * @param load - asks the client
 */
export function useShopRead<T>(
  call: string,
  params: readonly (string | number)[] | null,
  load: (client: ShopClient) => Promise<T>,
  options: ShopReadOptions = {},
): ShopRead<T> {
  const client = useShopClient();
  const key = params === null ? null : [SHOP_READ_KEY, clientId(client), call, ...params];
  const { data, error, isLoading, isValidating, mutate } = useSWR<T>(key, () => load(client), {
    ...READ_CONFIG,
    keepPreviousData: options.keepPreviousData ?? false,
  });
  // A "Prøv igjen" press shows loading until its answer (an automatic retry keeps the error shown).
  const [reloading, setReloading] = useState(false);
  const reload = useCallback(() => {
    setReloading(true);
    void mutate().finally(() => setReloading(false));
  }, [mutate]);
  const replace = useCallback((next: T) => void mutate(next, { revalidate: false }), [mutate]);
  if (key === null) return { status: 'idle', data: undefined, error: undefined, reload, replace };
  const asking = reloading && isValidating;
  const status: ShopReadStatus =
    error !== undefined && !asking
      ? 'error'
      : data !== undefined && !isLoading && !asking
        ? 'success'
        : 'loading';
  return { status, data, error: status === 'error' ? error : undefined, reload, replace };
}
