import type { MessageKey } from '../../i18n/nb';
import { isShopApiRequestError } from '../client';
import {
  SUBSCRIPTION_INTERVAL_MONTHS,
  type InvoicePaymentMethod,
  type SubscriptionIntervalMonths,
} from '../enums';
import type { LensSubscription, SubscriptionProduct } from '../schemas/subscriptions';
import { lensDeliverySchedule, lensSubscriptionState, type LensDeliverySchedule } from './lens';

/**
 * What the lens subscription pages decide (issue 20): the delivery line a shopper reads, which
 * message an action's success or failure shows, how products group by eye. Pure: "today" is
 * passed in.
 */

/** The actions of the lens subscription page that talk to the backend. */
export type LensPageAction =
  | 'pause'
  | 'activate'
  | 'reactivateFrozen'
  | 'cancel'
  | 'changeInterval'
  | 'changeNextDelivery'
  | 'setTemporaryAddress'
  | 'removeTemporaryAddress'
  | 'changeProduct'
  | 'removeProduct'
  | 'addProduct'
  | 'updatePaymentMethod';

/**
 * What a lens subscription pays with now, as its payment page says and preselects. Right after the card
 * provider sent the shopper back (`?kort=registrert`) and before they send the form again, it is the
 * card, also while the shop's stored answer has not caught up with the provider; otherwise the stored
 * method (undefined while it is being read).
 */
export function currentLensPaymentMethod(state: {
  /** The page was reached from the card provider's return. */
  cardJustRegistered: boolean;
  /** The shopper has sent the form on this page since. */
  sentSinceReturn: boolean;
  /** The method in the subscription's stored answer. */
  stored: InvoicePaymentMethod | undefined;
}): InvoicePaymentMethod | undefined {
  return state.cardJustRegistered && !state.sentSinceReturn ? 'card' : state.stored;
}

/** The next delivery as the page tells it: scheduled (with its dates), or why there is none. */
export type NextDeliveryLine =
  | { kind: 'scheduled'; schedule: LensDeliverySchedule }
  | { kind: 'paused' | 'frozen' | 'cancelled' | 'unscheduled' };

/** The next delivery of a subscription on `today`. */
export function nextDeliveryLine(
  subscription: Pick<LensSubscription, 'status' | 'frozen' | 'nextDeliveryDate'>,
  today: string,
): NextDeliveryLine {
  const state = lensSubscriptionState(subscription);
  if (state !== 'active') return { kind: state };
  if (!subscription.nextDeliveryDate) return { kind: 'unscheduled' };
  return { kind: 'scheduled', schedule: lensDeliverySchedule(subscription.nextDeliveryDate, today) };
}

/** What a successful action says (announced, and shown above the page's summary). */
export const LENS_ACTION_DONE: Readonly<Record<LensPageAction, MessageKey>> = {
  pause: 'subscription.lens.done.pause',
  activate: 'subscription.lens.done.activate',
  reactivateFrozen: 'subscription.lens.done.reactivateFrozen',
  cancel: 'subscription.lens.done.cancel',
  changeInterval: 'subscription.lens.done.changeInterval',
  changeNextDelivery: 'subscription.lens.done.changeNextDelivery',
  setTemporaryAddress: 'subscription.lens.done.setTemporaryAddress',
  removeTemporaryAddress: 'subscription.lens.done.removeTemporaryAddress',
  changeProduct: 'subscription.lens.done.changeProduct',
  removeProduct: 'subscription.lens.done.removeProduct',
  addProduct: 'subscription.lens.done.addProduct',
  updatePaymentMethod: 'subscription.lens.done.updatePaymentMethod',
};

/**
 * The message of a failed action. The page keeps what the server last said (a failed pause leaves
 * it active), so the message says the action did not happen, and why when the backend told.
 */
export function lensActionFailure(action: LensPageAction, error: unknown): MessageKey {
  if (isShopApiRequestError(error)) {
    switch (error.code) {
      case 'DirectDebitRegistrationFailed':
        return 'subscription.lens.error.directDebit';
      case 'SubscriptionFrozen':
        return 'subscription.lens.error.frozen';
      case 'SubscriptionCancelled':
        return 'subscription.lens.error.cancelled';
      case 'InvalidStatusTransition':
        return 'subscription.lens.error.stateChanged';
      case 'LastProduct':
        return 'subscription.lens.error.lastProduct';
      case 'DeliveryDateTooEarly':
        return 'subscription.lens.error.tooEarly';
      case 'NotAvailableForSubscription':
        return 'subscription.lens.error.notSubscribable';
      default:
        break;
    }
    if (action === 'updatePaymentMethod' && error.status >= 500)
      return 'subscription.lens.error.cardProvider';
    if (error.status === 401) return 'subscription.error.loggedOut';
  }
  return `subscription.lens.failed.${action}`;
}

/** The intervals a shopper chooses from, in months. */
export const LENS_INTERVAL_CHOICES: readonly SubscriptionIntervalMonths[] = SUBSCRIPTION_INTERVAL_MONTHS;

/** A subscription's products by eye: right, left, then both (the order an optician writes them). */
export function productsByEye(
  products: readonly SubscriptionProduct[],
): Array<{ eye: SubscriptionProduct['eye']; products: SubscriptionProduct[] }> {
  const order: SubscriptionProduct['eye'][] = ['right', 'left', 'both'];
  return order
    .map((eye) => ({ eye, products: products.filter((product) => product.eye === eye) }))
    .filter((group) => group.products.length > 0);
}
