import { useCallback, useEffect } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { isShopApiRequestError, type ShopClient } from '../../../shop/client';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { GlassesCall, GlassesCallFailure } from '../../../shop/subscriptions/glassesPages';
import { useShopClient } from '../../session/ShopSessionProvider';

/** One glasses subscription read through SWR, or why it is missing. */
export interface GlassesRead<T> {
  /** The answer; `undefined` while loading or after a failure. */
  data: T | undefined;
  /** The failure as the rules read it (`glassesFailureMessage`), or `undefined`. */
  failure: GlassesCallFailure | undefined;
  /** The shop answered 404. */
  notFound: boolean;
  /** Asks again after a failure. */
  retry: () => void;
  /** Puts an action's answer in the cache (`mutate(answer, { revalidate: false })`). */
  mutate: KeyedMutator<T>;
}

/** A failure's status and code, for the rules. */
export function failureOf(error: unknown): GlassesCallFailure {
  return isShopApiRequestError(error) ? { status: error.status, code: error.code } : {};
}

/**
 * A glasses subscription read (`what` names it in the cache key) through SWR, the one request layer:
 * keyed by the client too, so two sessions (two stories, two shops on a page) never share an answer;
 * a 4xx is not retried; a failure is logged once.
 */
export function useGlassesRead<T>(
  what: GlassesCall | 'subscription' | 'perks' | 'documents' | 'document',
  args: readonly string[] | null,
  load: (client: ShopClient, args: readonly string[]) => Promise<T>,
): GlassesRead<T> {
  const client = useShopClient();
  const { data, error, mutate } = useSWR<T, Error, readonly [ShopClient, string, ...string[]] | null>(
    args ? [client, `glimt/glasses/${what}`, ...args] : null,
    ([shopClient, , ...rest]: readonly [ShopClient, string, ...string[]]) => load(shopClient, rest),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false },
  );
  useEffect(() => {
    if (error) console.error(`[glimt] glasses subscription: loading ${what} failed`, error);
  }, [error, what]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    data: error ? undefined : data,
    failure: error ? failureOf(error) : undefined,
    notFound: isShopApiRequestError(error) && error.status === 404,
    retry,
    mutate,
  };
}

/** The glasses subscription `/min-konto/abonnement/briller/:subscriptionId` shows. */
export function useGlassesSubscription(subscriptionId: string) {
  return useGlassesRead('subscription', [subscriptionId], (client, [id]) =>
    client.getGlassesSubscription(id ?? ''),
  );
}
