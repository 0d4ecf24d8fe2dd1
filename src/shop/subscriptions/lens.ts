import { addDays, addMonths, differenceInCalendarDays } from 'date-fns';
import type { MessageKey } from '../../i18n/nb';
import { SubscriptionStatus } from '../enums';
import { LENS_ORDER_PROCESSING_WORKING_DAYS, LENS_ORDER_SHIPPING_WORKING_DAYS } from '../lensPurchase';
import { calendarDay, isoDay } from '../osloTime';
import type { LensSubscription, SubscriptionProduct } from '../schemas/subscriptions';
import { isWorkingDay, workingDaysBefore } from '../workingDays';
import { nameWithBrand } from '../productName';
import type { StatusTone } from '../account/tone';

/**
 * The lens subscription's rules (shop spec sections 4 and 9, issue 20): what state it is in, which
 * actions that state allows (and only those), when the next delivery is processed and sent, and the
 * temporary delivery address's dates. Dates are `YYYY-MM-DD`; "today" is always passed in (the
 * backend's clock), never read here.
 */

/**
 * The state a shopper sees. Status 520 is either a pause the customer chose (`paused`, undone by
 * activate) or one the shop imposed (`frozen`, e.g. after a failed payment, undone by re-activate
 * frozen); 200 is `cancelled` for good.
 */
export const LENS_SUBSCRIPTION_STATES = ['active', 'paused', 'frozen', 'cancelled'] as const;
/** A lens subscription's state (one of {@link LENS_SUBSCRIPTION_STATES}). */
export type LensSubscriptionState = (typeof LENS_SUBSCRIPTION_STATES)[number];

/** A lens subscription's state as a customer reads it: the word's catalogue key and its badge's tone. */
export interface LensSubscriptionStatusText {
  key: `subscription.lens.state.${LensSubscriptionState}`;
  tone: Exclude<StatusTone, 'neutral'>;
}

const LENS_STATE_TONES: Readonly<Record<LensSubscriptionState, Exclude<StatusTone, 'neutral'>>> = {
  active: 'success',
  paused: 'warning',
  frozen: 'danger',
  cancelled: 'info',
};

/**
 * The customer's word for a lens subscription's state: a pause the shop imposed reads "Pauset av
 * oss", never the order system's "frosset"/"fryst".
 */
export function lensSubscriptionStatusText(state: LensSubscriptionState): LensSubscriptionStatusText {
  return { key: `subscription.lens.state.${state}`, tone: LENS_STATE_TONES[state] };
}

/** Everything a shopper can do to a lens subscription. */
export const LENS_SUBSCRIPTION_ACTIONS = [
  'pause',
  'activate',
  'reactivateFrozen',
  'cancel',
  'changeInterval',
  'setTemporaryAddress',
  'removeTemporaryAddress',
  'addProduct',
  'updatePaymentMethod',
] as const;
/** An action on a lens subscription. */
export type LensSubscriptionAction = (typeof LENS_SUBSCRIPTION_ACTIONS)[number];

/** The state of a lens subscription. */
export function lensSubscriptionState(
  subscription: Pick<LensSubscription, 'status' | 'frozen'>,
): LensSubscriptionState {
  if (subscription.status === SubscriptionStatus.Canceled) return 'cancelled';
  if (subscription.status === SubscriptionStatus.Paused) return subscription.frozen ? 'frozen' : 'paused';
  return 'active';
}

const ACTIONS_BY_STATE: Readonly<Record<LensSubscriptionState, readonly LensSubscriptionAction[]>> = {
  // An active subscription delivers: everything but the ways back from a pause.
  active: [
    'pause',
    'cancel',
    'changeInterval',
    'setTemporaryAddress',
    'removeTemporaryAddress',
    'addProduct',
    'updatePaymentMethod',
  ],
  // Paused by the customer: no delivery and no payment; it can be activated, cancelled or changed.
  paused: ['activate', 'cancel', 'changeInterval', 'addProduct', 'updatePaymentMethod'],
  // Frozen by the shop (a failed payment): the payment method is what re-activates it.
  frozen: ['reactivateFrozen', 'cancel', 'updatePaymentMethod'],
  // Stopped for good: it cannot be restored and must be created again.
  cancelled: [],
};

/** The actions a lens subscription's state allows, in the order a page offers them. */
export function allowedLensActions(
  subscription: Pick<LensSubscription, 'status' | 'frozen' | 'temporaryAddress'>,
): readonly LensSubscriptionAction[] {
  const actions = ACTIONS_BY_STATE[lensSubscriptionState(subscription)];
  // Removing a temporary address needs one.
  return subscription.temporaryAddress
    ? actions
    : actions.filter((action) => action !== 'removeTemporaryAddress');
}

/** Whether a lens subscription's state allows an action. */
export function canDoLensAction(
  subscription: Pick<LensSubscription, 'status' | 'frozen' | 'temporaryAddress'>,
  action: LensSubscriptionAction,
): boolean {
  return allowedLensActions(subscription).includes(action);
}

/** When a delivery is processed and sent: about 23 and 21 working days before the desired date. */
export interface LensDeliverySchedule {
  /** The desired delivery date. */
  deliveryDate: string;
  /** The day the order is processed (and paid). */
  processingDate: string;
  /** The day it is sent. */
  shippingDate: string;
  /**
   * Whether it is too late to change this delivery: processing has started by `today`, so a change
   * of interval, products or address applies from the delivery after it.
   */
  locked: boolean;
}

/** The processing and sending dates of a delivery, and whether `today` is past the processing day. */
export function lensDeliverySchedule(deliveryDate: string, today: string): LensDeliverySchedule {
  const processingDate = workingDaysBefore(deliveryDate, LENS_ORDER_PROCESSING_WORKING_DAYS);
  return {
    deliveryDate,
    processingDate,
    shippingDate: workingDaysBefore(deliveryDate, LENS_ORDER_SHIPPING_WORKING_DAYS),
    locked: today >= processingDate,
  };
}

/** The earliest desired delivery date that can still be processed in time, from `today`. */
export function earliestLensDeliveryDate(today: string): string {
  let day = calendarDay(today);
  // Walk forward until the processing day of the candidate is after today.
  for (let guard = 0; guard < 120; guard += 1) {
    day = addDays(day, 1);
    const candidate = isoDay(day);
    if (isWorkingDay(candidate) && workingDaysBefore(candidate, LENS_ORDER_PROCESSING_WORKING_DAYS) > today)
      return candidate;
  }
  return isoDay(day);
}

/**
 * The delivery a paused (or frozen) subscription gets when it is activated `today`: one interval from
 * today, or the earliest date that can still be processed in time when that is later (a monthly
 * interval is shorter than the 23 working days an order needs). The shop says this date before the
 * shopper confirms, and the backend plans the same one.
 */
export function lensDeliveryAfterActivation(interval: number, today: string): string {
  const oneInterval = isoDay(addMonths(calendarDay(today), interval));
  const earliest = earliestLensDeliveryDate(today);
  return oneInterval > earliest ? oneInterval : earliest;
}

/** What is wrong with a temporary address's dates, as a message key of the subscription texts. */
export type TemporaryAddressDateIssue = Extract<MessageKey, `subscription.temporaryAddress.${string}`>;

/** The longest a temporary address may last, in days (a year: longer is a move, not a stay). */
export const TEMPORARY_ADDRESS_MAX_DAYS = 365;

/**
 * Checks a temporary address's dates: both given, `from` not before `today`, `to` after `from`
 * (shop issue 20: "to after from, not in the past"), and at most a year apart. Answers the issue per
 * field, or nothing when the dates are right.
 */
export function temporaryAddressDateIssues(
  dates: { from: string; to: string },
  today: string,
): Partial<Record<'from' | 'to', TemporaryAddressDateIssue>> {
  const issues: Partial<Record<'from' | 'to', TemporaryAddressDateIssue>> = {};
  if (dates.from === '') issues.from = 'subscription.temporaryAddress.fromRequired';
  else if (dates.from < today) issues.from = 'subscription.temporaryAddress.fromInPast';
  if (dates.to === '') issues.to = 'subscription.temporaryAddress.toRequired';
  else if (dates.from !== '' && dates.to <= dates.from)
    issues.to = 'subscription.temporaryAddress.toBeforeFrom';
  else if (
    dates.from !== '' &&
    differenceInCalendarDays(calendarDay(dates.to), calendarDay(dates.from)) > TEMPORARY_ADDRESS_MAX_DAYS
  )
    issues.to = 'subscription.temporaryAddress.tooLong';
  return issues;
}

/** Whether a temporary address is in use on `today`, ahead, or over. */
export function temporaryAddressPhase(
  address: { from: string; to: string },
  today: string,
): 'upcoming' | 'current' | 'past' {
  if (today < address.from) return 'upcoming';
  return today <= address.to ? 'current' : 'past';
}

/**
 * What a lens subscription is called where a customer picks it out (the list's cards, its page's
 * heading): the lenses it delivers, each once (a right and a left box of one lens are one name), not
 * its number, which says nothing to a customer. `null` when it delivers nothing yet; the caller then
 * falls back on the number.
 */
export function lensSubscriptionName(subscription: {
  products: readonly Pick<SubscriptionProduct, 'brand' | 'name'>[];
}): string | null {
  const names = [
    ...new Set(subscription.products.map((product) => nameWithBrand(product.brand, product.name))),
  ];
  // An nb list: "A", "A og B", "A, B og C".
  return names.length === 0 ? null : new Intl.ListFormat('nb', { type: 'conjunction' }).format(names);
}
