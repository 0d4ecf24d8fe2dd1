import { useCallback, useState } from 'react';
import type { MessageKey } from '../../../i18n/nb';
import { isShopApiRequestError } from '../../../shop/client';
import type { LensSubscription } from '../../../shop/schemas/subscriptions';
import {
  LENS_ACTION_DONE,
  lensActionFailure,
  type LensPageAction,
} from '../../../shop/subscriptions/lensPage';
import { useShopRead } from '../../session/useShopRead';

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

/** The lens subscription `id` through the one read layer (`useShopRead`), with its actions. */
export function useLensSubscription(id: string): LensSubscriptionState {
  const read = useShopRead<LensSubscription>('getLensSubscription', [id], (client) =>
    client.getLensSubscription(id),
  );
  const { data, replace, reload } = read;
  const error = read.error as Error | undefined;
  const [busy, setBusy] = useState<LensPageAction | null>(null);
  const [outcome, setOutcome] = useState<LensOutcome | null>(null);

  const run = useCallback<LensSubscriptionState['run']>(
    async (action, perform, doneValues) => {
      setBusy(action);
      try {
        const answer = await perform();
        await replace(answer);
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
        reload();
        return false;
      } finally {
        setBusy(null);
      }
    },
    [replace, reload],
  );

  const notFound = isShopApiRequestError(error) && error.status === 404;
  return {
    subscription: data,
    notFound,
    error: notFound ? undefined : error,
    retry: reload,
    busy,
    outcome,
    run,
  };
}
