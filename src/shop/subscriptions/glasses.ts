import { addDays } from 'date-fns';
import { calendarDay, isoDay } from '../osloTime';
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
export type GlassesSubscriptionState = 'created' | 'active' | 'ending' | 'terminated';

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
