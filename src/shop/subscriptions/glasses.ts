import { addDays } from 'date-fns';
import { calendarDay, isoDay } from '../osloTime';
import type { StatusTone } from '../account/tone';
import { nameWithBrand } from '../productName';
import type { GlassesSubscription } from '../schemas/subscriptions';

/**
 * The Lifestyle glasses subscription's rules (shop spec sections 4 and 9, issue 20): its state with
 * notice given, which actions it allows, the end of the 30-day notice period, and the winback offer
 * (three free months, invoiced in arrears). "Today" is passed in (the backend's clock).
 */

/** The glasses subscription's notice period in days (shop spec section 9). */
export const GLASSES_NOTICE_PERIOD_DAYS = 30;
/** The free months a winback gives, invoiced in arrears (shop spec section 9). */
export const WINBACK_FREE_MONTHS = 3;

/** What a shopper sees: created (not started), active, under notice (ending), or terminated. */
export const GLASSES_SUBSCRIPTION_STATES = ['created', 'active', 'ending', 'terminated'] as const;
/** A glasses subscription's state (one of {@link GLASSES_SUBSCRIPTION_STATES}). */
export type GlassesSubscriptionState = (typeof GLASSES_SUBSCRIPTION_STATES)[number];

/** A glasses subscription's state as a customer reads it: the word's catalogue key and its badge's tone. */
export interface GlassesSubscriptionStatusText {
  key: `subscription.glasses.state.${GlassesSubscriptionState}`;
  tone: Exclude<StatusTone, 'neutral'>;
}

const GLASSES_STATE_TONES: Readonly<Record<GlassesSubscriptionState, Exclude<StatusTone, 'neutral'>>> = {
  created: 'info',
  active: 'success',
  ending: 'warning',
  terminated: 'info',
};

/** The customer's word for a glasses subscription's state (created, active, given notice, ended). */
export function glassesSubscriptionStatusText(
  state: GlassesSubscriptionState,
): GlassesSubscriptionStatusText {
  return { key: `subscription.glasses.state.${state}`, tone: GLASSES_STATE_TONES[state] };
}

/**
 * What a glasses subscription is called where a customer picks it out: the frame it delivers (brand
 * once), or the plan's name while no frame is chosen. Its number is secondary text, never the title.
 */
export function glassesSubscriptionName(
  subscription: Pick<GlassesSubscription, 'frame' | 'planName'>,
): string {
  return subscription.frame
    ? nameWithBrand(subscription.frame.brand, subscription.frame.name)
    : subscription.planName;
}

/** An action on a glasses subscription. */
export type GlassesSubscriptionAction = 'terminate' | 'acceptWinback';

type GlassesFields = Pick<GlassesSubscription, 'status' | 'noticeDate' | 'terminationDate' | 'winback'>;

/** The state of a glasses subscription on `today`. */
export function glassesSubscriptionState(
  subscription: GlassesFields,
  today: string,
): GlassesSubscriptionState {
  if (subscription.status === 'terminated') return 'terminated';
  if (subscription.status === 'created') return 'created';
  if (subscription.terminationDate !== null && subscription.terminationDate <= today) return 'terminated';
  return subscription.noticeDate !== null ? 'ending' : 'active';
}

/** The day a subscription given notice on `noticeDate` ends: the notice period later. */
export function noticePeriodEnd(noticeDate: string, days: number = GLASSES_NOTICE_PERIOD_DAYS): string {
  return isoDay(addDays(calendarDay(noticeDate), days));
}

/** Whether the winback offer can still be taken on `today` (notice given, offer before its deadline). */
export function winbackAvailable(subscription: GlassesFields, today: string): boolean {
  return (
    glassesSubscriptionState(subscription, today) === 'ending' &&
    subscription.winback !== null &&
    subscription.winback.deadline >= today
  );
}

/** The actions a glasses subscription allows on `today`. */
export function allowedGlassesActions(
  subscription: GlassesFields,
  today: string,
): readonly GlassesSubscriptionAction[] {
  const state = glassesSubscriptionState(subscription, today);
  if (state === 'active') return ['terminate'];
  if (state === 'ending' && winbackAvailable(subscription, today)) return ['acceptWinback'];
  return [];
}
