import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ShopClient } from '../../shop/client';
import { SHOP_READ_SETTINGS, shopReadRetryDelay, type ConnectionHint } from '../../shop/read';
import { useShopClient } from './ShopSessionProvider';

/** Where a read is: `idle` (nothing to ask yet), `loading`, `success` or `error`. */
export type ShopReadStatus = 'idle' | 'loading' | 'success' | 'error';

/** A read of shop data, as {@link useShopRead} gives it. */
export interface ShopRead<T> {
  status: ShopReadStatus;
  /** The answer; while a new one loads (`keepPreviousData`), the one before (status `success`). */
  data: T | undefined;
  /** What the read failed with (kept while it is retried on its own, so the page does not flicker). */
  error: unknown;
  /** Asks again now: after an error the read shows `loading` until the answer; an answer held stays shown. */
  reload: () => void;
  /** Replaces the data held (after a successful write) without asking again. */
  replace: (data: T) => Promise<void>;
}

/** Options of {@link useShopRead}. */
export interface ShopReadOptions {
  /**
   * Keep showing the answer of the parameters before while the new parameters load (a calendar
   * refreshed after a taken time, delivery options after a quantity change), instead of `loading`.
   * @default false
   */
  keepPreviousData?: boolean;
  /**
   * Ask once per parameters: an answer is kept for the cache's life (never asked again on focus, on
   * reconnect or when a view shows it again) and a failure is not tried again on its own, the view
   * offers "Prøv igjen". For answers that do not go stale while a shopper looks: the site search,
   * where typing back to an earlier query shows its results at once. @default false
   */
  once?: boolean;
  /** The client to read from. @default the session's (`useShopClient()`) */
  client?: ShopClient;
}

/** The first element of every shop read's key: `useShopReadCache` matches on it. */
export const SHOP_READ_KEY = 'glimt/shop';

// Each client (one per session) gets its own keys, so a new session never reads another's answers.
// Pure: a module-level `new` would otherwise stay in every import of the package.
const clientIds = /* @__PURE__ */ new WeakMap<ShopClient, number>();
let lastClientId = 0;
/** A number per session client, for read keys: two clients (two shops, two stories) never share answers. */
export function shopClientId(client: ShopClient): number {
  let id = clientIds.get(client);
  if (id === undefined) {
    lastClientId += 1;
    id = lastClientId;
    clientIds.set(client, id);
  }
  return id;
}

/** The key of a read: every view that reads the same call with the same parameters shares it. */
function shopReadKey(client: ShopClient, call: string, params: readonly (string | number)[]) {
  return [SHOP_READ_KEY, shopClientId(client), call, ...params];
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
  const sessionClient = useShopClient();
  const client = options.client ?? sessionClient;
  const key = params === null ? null : shopReadKey(client, call, params);
  // SWR renders again only for the fields a view reads: `isValidating` is read only while a
  // "Prøv igjen" runs, so asking again in the background costs no render (an extra commit while an
  // action's dialog closes moved its outcome's focus before the page was usable again).
  const swr = useSWR<T>(key, () => load(client), {
    // The spec's settings, set here once for every shop read (spread here, not in a module-level
    // constant, which the package's importers would all keep).
    ...SHOP_READ_SETTINGS,
    onErrorRetry,
    keepPreviousData: options.keepPreviousData ?? false,
    ...(options.once
      ? {
          revalidateIfStale: false,
          revalidateOnFocus: false,
          revalidateOnReconnect: false,
          shouldRetryOnError: false,
        }
      : {}),
  });
  const { data, error, mutate } = swr;
  // A "Prøv igjen" press shows loading until its answer (an automatic retry keeps the error shown).
  // A read with an answer on screen asks again in the background, without a render of its own.
  const [reloading, setReloading] = useState(false);
  const failed = useRef(false);
  failed.current = error !== undefined;
  const reload = useCallback(() => {
    if (!failed.current) {
      void mutate();
      return;
    }
    setReloading(true);
    void mutate().finally(() => setReloading(false));
  }, [mutate]);
  const replace = useCallback(
    async (next: T) => {
      await mutate(next, { revalidate: false });
    },
    [mutate],
  );
  if (key === null) return { status: 'idle', data: undefined, error: undefined, reload, replace };
  // After an error, "Prøv igjen" shows loading until its answer; with an answer on screen, asking
  // again (a reload after a write elsewhere) keeps it there until the new one replaces it.
  const asking = reloading && swr.isValidating;
  const status: ShopReadStatus =
    error !== undefined && !asking ? 'error' : data !== undefined ? 'success' : 'loading';
  return { status, data, error: status === 'error' ? error : undefined, reload, replace };
}

/** Writes to the shop reads from outside them: an action's answer that another view shows. */
export interface ShopReadCache {
  /** Puts `data` as the answer of `call` with `params` (every view showing it updates), without asking. */
  put: <T>(call: string, params: readonly (string | number)[], data: T) => Promise<void>;
  /**
   * Asks again every read of these calls that a view holds; with `params`, only the reads whose
   * parameters start with them.
   */
  revalidate: (calls: readonly string[], params?: readonly (string | number)[]) => void;
  /**
   * Drops every kept answer of these calls: a view showing one asks again (loading meanwhile), and
   * a view that opens later asks afresh instead of showing the old answer first. For answers an
   * action made wrong, such as the free times after a booking.
   */
  forget: (calls: readonly string[]) => void;
}

/** The session's shop reads, to write to after an action (see {@link ShopReadCache}). */
export function useShopReadCache(): ShopReadCache {
  const client = useShopClient();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      put: async (call, params, data) => {
        await mutate(shopReadKey(client, call, params), data, { revalidate: false });
      },
      revalidate: (calls, params = []) =>
        // Only the matcher: passing data (even `undefined`) would drop what the views hold.
        void mutate(
          (key) =>
            Array.isArray(key) &&
            key[0] === SHOP_READ_KEY &&
            calls.includes(String(key[2])) &&
            params.every((param, index) => key[3 + index] === param),
        ),
      forget: (calls) =>
        void mutate(
          (key) => Array.isArray(key) && key[0] === SHOP_READ_KEY && calls.includes(String(key[2])),
          undefined,
          { revalidate: true },
        ),
    }),
    [client, mutate],
  );
}
