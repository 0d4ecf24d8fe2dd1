import { useEffect } from 'react';
import { accountReadFailure } from '../../shop/account/errors';
import type { ShopClient } from '../../shop/client';
import { useShopRead } from '../session/useShopRead';

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

/**
 * Reads one account call through the shop's one read layer (`useShopRead`: the spec's dedupe, focus
 * throttle and error retry, 4xx not retried), with what an account page needs on top: a 404 told
 * apart from other failures, and a failure logged once.
 */
export function useAccountData<T>(
  call: string,
  params: readonly string[] | null,
  load: (client: ShopClient) => Promise<T>,
): AccountData<T> {
  const read = useShopRead(call, params, load);
  const { status, error } = read;
  useEffect(() => {
    if (error) console.error(`[glimt] account: ${call} failed`, error);
  }, [error, call]);
  const notFound = status === 'error' && accountReadFailure(error) === 'notFound';
  return {
    data: status === 'error' ? undefined : read.data,
    notFound,
    error: notFound ? undefined : error,
    isLoading: status === 'loading' || status === 'idle',
    retry: read.reload,
    replace: read.replace,
  };
}
