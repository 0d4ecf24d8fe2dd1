import { useEffect } from 'react';
import { isShopApiRequestError, type ShopClient } from '../../../shop/client';
import type { GlassesCall, GlassesCallFailure } from '../../../shop/subscriptions/glassesPages';
import { useShopRead } from '../../session/useShopRead';

/** One glasses subscription read through the one read layer, or why it is missing. */
export interface GlassesRead<T> {
  /** The answer; `undefined` while loading or after a failure. */
  data: T | undefined;
  /** The failure as the rules read it (`glassesFailureMessage`), or `undefined`. */
  failure: GlassesCallFailure | undefined;
  /** The shop answered 404. */
  notFound: boolean;
  /** Asks again after a failure. */
  retry: () => void;
  /** Puts an action's answer in place of the one held, without asking. */
  replace: (answer: T) => Promise<void>;
  /** Asks again (what the server has now), the answer held staying on screen meanwhile. */
  refresh: () => void;
}

/** A failure's status and code, for the rules. */
export function failureOf(error: unknown): GlassesCallFailure {
  return isShopApiRequestError(error) ? { status: error.status, code: error.code } : {};
}

/**
 * A glasses subscription read (`what` names it: `glasses/{what}` is its read's name) through the one
 * read layer (`useShopRead`); a failure is logged once.
 */
export function useGlassesRead<T>(
  what: GlassesCall | 'subscription' | 'perks' | 'documents' | 'document',
  args: readonly string[] | null,
  load: (client: ShopClient, args: readonly string[]) => Promise<T>,
): GlassesRead<T> {
  const read = useShopRead<T>(`glasses/${what}`, args, (client) => load(client, args ?? []));
  const { error } = read;
  useEffect(() => {
    if (error) console.error(`[glimt] glasses subscription: loading ${what} failed`, error);
  }, [error, what]);
  return {
    data: read.status === 'error' ? undefined : read.data,
    failure: error ? failureOf(error) : undefined,
    notFound: isShopApiRequestError(error) && error.status === 404,
    retry: read.reload,
    replace: read.replace,
    refresh: read.reload,
  };
}

/** The glasses subscription `/min-konto/abonnement/briller/:subscriptionId` shows. */
export function useGlassesSubscription(subscriptionId: string) {
  return useGlassesRead('subscription', [subscriptionId], (client, [id]) =>
    client.getGlassesSubscription(id ?? ''),
  );
}
