import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type { MessageKey } from '../../../i18n/nb';
import { isShopApiRequestError } from '../../../shop/client';
import { shouldRetryShopRequest } from '../../../shop/retry';
import type { LensSubscription } from '../../../shop/schemas/subscriptions';
import {
  LENS_ACTION_DONE,
  lensActionFailure,
  type LensPageAction,
} from '../../../shop/subscriptions/lensPage';
import { useShopClient } from '../../session/ShopSessionProvider';

/** What the page says after an action: what changed, or that it did not happen and why. */
export interface LensOutcome {
  tone: 'success' | 'danger';
  key: MessageKey;
  values?: Record<string, string | number>;
  /** Bumped per outcome, so the same message twice is announced and focused again. */
  serial: number;
}

/** The lens subscription page's data and actions. */
export interface LensSubscriptionState {
  subscription: LensSubscription | undefined;
  notFound: boolean;
  error: Error | undefined;
  retry: () => void;
  /** The action waiting for the backend, or null. */
  busy: LensPageAction | null;
  outcome: LensOutcome | null;
  /**
   * Runs an action against the backend. Nothing is shown as done before the backend answers (a
   * pause or a cancellation cannot be rolled back on screen honestly); on success the answer
   * replaces the cached subscription, on failure the page reloads what the server has and says so.
   * Resolves to whether it succeeded.
   */
  run: (
    action: LensPageAction,
    perform: () => Promise<LensSubscription>,
    doneValues?: (answer: LensSubscription) => Record<string, string | number>,
  ) => Promise<boolean>;
}

/** The lens subscription `id` through the one request layer (SWR), with its actions. */
export function useLensSubscription(id: string): LensSubscriptionState {
  const client = useShopClient();
  const { data, error, mutate } = useSWR<LensSubscription, Error, readonly [string, string]>(
    ['glimt/lens-subscription', id],
    ([, key]) => client.getLensSubscription(key),
    { shouldRetryOnError: shouldRetryShopRequest, revalidateOnFocus: false },
  );
  const [busy, setBusy] = useState<LensPageAction | null>(null);
  const [outcome, setOutcome] = useState<LensOutcome | null>(null);

  const run = useCallback<LensSubscriptionState['run']>(
    async (action, perform, doneValues) => {
      setBusy(action);
      try {
        const answer = await perform();
        await mutate(answer, { revalidate: false });
        setOutcome((last) => ({
          tone: 'success',
          key: LENS_ACTION_DONE[action],
          values: doneValues?.(answer),
          serial: (last?.serial ?? 0) + 1,
        }));
        return true;
      } catch (failure) {
        console.error(`[glimt] lens subscription: ${action} failed`, failure);
        setOutcome((last) => ({
          tone: 'danger',
          key: lensActionFailure(action, failure),
          serial: (last?.serial ?? 0) + 1,
        }));
        // Whatever happened, show what the server has now.
        void mutate();
        return false;
      } finally {
        setBusy(null);
      }
    },
    [mutate],
  );

  const notFound = isShopApiRequestError(error) && error.status === 404;
  return {
    subscription: data,
    notFound,
    error: notFound ? undefined : error,
    retry: useCallback(() => void mutate(), [mutate]),
    busy,
    outcome,
    run,
  };
}
