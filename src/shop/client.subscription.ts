/**
 * The shop client's subscription calls (issue 20), mixed into `createShopClient`: their types,
 * timeouts and a lazy binding. The implementation (`client.subscription.calls.ts`, with the
 * subscription schemas) loads on the first call, in its own chunk.
 */
import { lazyCalls } from './lazyCalls';
import type { SubscriptionCalls, SubscriptionRequest } from './client.subscription.types';

export { SUBSCRIPTION_CALL_TIMEOUTS } from './client.subscription.types';
export type {
  SubscriptionCallKind,
  SubscriptionCalls,
  SubscriptionRequest,
  WinbackDetails,
} from './client.subscription.types';

/** The names of the subscription calls. */
export const SUBSCRIPTION_CALL_NAMES = [
  'getSubscriptions',
  'getLensSubscription',
  'pauseLensSubscription',
  'activateLensSubscription',
  'cancelLensSubscription',
  'reactivateFrozenLensSubscription',
  'changeLensInterval',
  'changeLensNextDelivery',
  'setTemporaryAddress',
  'removeTemporaryAddress',
  'addLensProduct',
  'changeLensProduct',
  'removeLensProduct',
  'updateLensPaymentMethod',
  'listSubscribableProducts',
  'getGlassesSubscription',
  'getGlassesDocuments',
  'getGlassesDocument',
  'getGlassesPerks',
  'connectLifestyle',
  'terminateGlassesSubscription',
  'getWinback',
  'acceptWinback',
] as const satisfies ReadonlyArray<keyof SubscriptionCalls>;

/** The subscription calls, whose implementation loads on the first call. */
export function createLazySubscriptionCalls(
  request: SubscriptionRequest,
  ensureToken: () => Promise<void>,
): SubscriptionCalls {
  return lazyCalls<SubscriptionCalls>(SUBSCRIPTION_CALL_NAMES, () =>
    import('./client.subscription.calls').then((module) =>
      module.createSubscriptionCalls(request, ensureToken),
    ),
  );
}
