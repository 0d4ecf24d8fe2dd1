import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import { accountReadFailure } from '../../shop/account/errors';
import type { ShopClient } from '../../shop/client';
import { shouldRetryShopRequest } from '../../shop/retry';
import { useShopClient } from '../session/ShopSessionProvider';

/** An account page's data, or why it is missing. */
export interface AccountData<T> {
  data: T | undefined;
  /** The shop answered 404 (an unknown id, or another customer's). */
  notFound: boolean;
  /** Another failure (timeout, network, 5xx, a broken answer): the page offers to try again. */
  error: unknown;
  /** Nothing to show yet. */
  isLoading: boolean;
  /** Asks again after an error. */
  retry: () => void;
  /** Replaces the data held (after a successful write) without asking again. */
  replace: (data: T) => void;
}

// Each client (one per session) gets its own keys, so a new session never reads another's cache.
const clientIds = new WeakMap<ShopClient, number>();
let nextClientId = 0;
function clientId(client: ShopClient): number {
  let id = clientIds.get(client);
  if (id === undefined) {
    nextClientId += 1;
    id = nextClientId;
    clientIds.set(client, id);
  }
  return id;
}

/**
 * Reads one account call through SWR (the one request layer): keyed by the session's client, the
 * call's name and its parameters (`null` parameters wait), a 4xx not retried, a failure logged once.
 */
export function useAccountData<T>(
  call: string,
  params: readonly string[] | null,
  load: (client: ShopClient) => Promise<T>,
): AccountData<T> {
  const client = useShopClient();
  const key = params === null ? null : ['glimt/account', clientId(client), call, ...params];
  const { data, error, mutate, isLoading } = useSWR<T>(key, () => load(client), {
    shouldRetryOnError: shouldRetryShopRequest,
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (error) console.error(`[glimt] account: ${call} failed`, error);
  }, [error, call]);
  const retry = useCallback(() => void mutate(), [mutate]);
  const replace = useCallback((next: T) => void mutate(next, { revalidate: false }), [mutate]);
  const notFound = error !== undefined && accountReadFailure(error) === 'notFound';
  return {
    data: error ? undefined : data,
    notFound,
    error: notFound ? undefined : error,
    isLoading: isLoading || (data === undefined && error === undefined),
    retry,
    replace,
  };
}
