import { addMonths } from 'date-fns';
import type { MessageKey } from '../../i18n/nb';
import { calendarDay, isoDay } from '../osloTime';
import type { GlassesSubscription, Perk, SubscriptionDocument, WinbackOffer } from '../schemas/subscriptions';
import { GLASSES_NOTICE_PERIOD_DAYS, WINBACK_FREE_MONTHS, noticePeriodEnd } from './glasses';

/**
 * What the Lifestyle glasses subscription pages decide (issue 20), beyond the state rules of
 * `glasses.ts`: which message an API failure gives, the perk and document texts, what the
 * termination confirm says and what a winback changes. "Today" is the backend's day (`YYYY-MM-DD`).
 */

/** A page or action of the glasses subscription pages, for choosing a failure's message. */
export type GlassesCall = 'load' | 'terminate' | 'connect' | 'winback' | 'acceptWinback';

/** A failed call as the pages see it: the HTTP status and the error code of its body, when any. */
export interface GlassesCallFailure {
  status?: number;
  code?: string;
}

/** A message key of the glasses subscription pages. */
export type GlassesMessageKey = Extract<
  MessageKey,
  `subscription.glasses.${string}` | `subscription.connect.${string}` | `subscription.winback.${string}`
>;

/**
 * The message a failed call shows. `LifestyleConnectionFailed` (404 or 409 on connect) says a
 * glasses subscription is needed; `WinbackLinkInvalid` (410) and `WinbackNotAvailable` (409) say the
 * link or the offer no longer works; `InvalidStatusTransition` (409) says the page now shows what the
 * server has; a 404 on a load is "not found", a 401 asks for a login; anything else is generic.
 */
export function glassesFailureMessage(call: GlassesCall, failure: GlassesCallFailure): GlassesMessageKey {
  const { status, code } = failure;
  if (code === 'LifestyleConnectionFailed' || (call === 'connect' && (status === 404 || status === 409)))
    return 'subscription.glasses.error.connectionFailed';
  if (code === 'WinbackLinkInvalid' || status === 410) return 'subscription.glasses.error.winbackLinkInvalid';
  if (code === 'WinbackNotAvailable') return 'subscription.glasses.error.winbackNotAvailable';
  if (code === 'InvalidStatusTransition') return 'subscription.glasses.error.invalidTransition';
  if (status === 401) return 'subscription.glasses.error.loginRequired';
  switch (call) {
    case 'load':
      return status === 404 ? 'subscription.glasses.error.notFound' : 'subscription.glasses.error.load';
    case 'winback':
      return status === 404 ? 'subscription.winback.noOffer' : 'subscription.glasses.error.load';
    case 'terminate':
      return 'subscription.glasses.error.terminateFailed';
    case 'acceptWinback':
      return status === 409
        ? 'subscription.glasses.error.winbackNotAvailable'
        : 'subscription.winback.acceptFailed';
    default:
      return 'subscription.glasses.error.generic';
  }
}

/** The status line of a subscription in a state (`ending` shows its end date). */
export function glassesStatusKey(
  state: 'created' | 'active' | 'ending' | 'terminated',
): `subscription.glasses.status.${typeof state}` {
  return `subscription.glasses.status.${state}`;
}

/** The name of a document's kind. */
export function documentKindKey(kind: SubscriptionDocument['kind']): GlassesMessageKey {
  return `subscription.glasses.documentKind.${kind}`;
}

/** The most documents a page lists (the API's list is hostile data: bounded). */
export const GLASSES_DOCUMENTS_MAX = 50;
/** The most perks a page lists. */
export const GLASSES_PERKS_MAX = 30;
/** The most paragraphs one document shows. */
export const GLASSES_DOCUMENT_PARAGRAPHS_MAX = 200;

/** What a perk's line says: used, valid until a day, expired on a day, or for the whole period. */
export function perkStatus(
  perk: Pick<Perk, 'used' | 'validUntil'>,
  today: string,
): { key: GlassesMessageKey; date: string | null } {
  if (perk.used) return { key: 'subscription.glasses.perks.used', date: null };
  if (perk.validUntil === null) return { key: 'subscription.glasses.perks.always', date: null };
  return perk.validUntil < today
    ? { key: 'subscription.glasses.perks.expired', date: perk.validUntil }
    : { key: 'subscription.glasses.perks.validUntil', date: perk.validUntil };
}

/** What the termination confirm says: the notice period and the day the subscription would end. */
export interface TerminationTerms {
  /** The notice period in days (the subscription's own, else 30). */
  noticeDays: number;
  /** The last day: `today` plus the notice period. */
  endDate: string;
}

/** The termination's terms if notice is given on `today` (the backend's day). */
export function terminationTerms(
  subscription: Pick<GlassesSubscription, 'noticePeriodDays'>,
  today: string,
): TerminationTerms {
  const noticeDays =
    Number.isInteger(subscription.noticePeriodDays) && subscription.noticePeriodDays > 0
      ? subscription.noticePeriodDays
      : GLASSES_NOTICE_PERIOD_DAYS;
  return { noticeDays, endDate: noticePeriodEnd(today, noticeDays) };
}

/** What accepting the winback offer changes, said before and after. */
export interface WinbackTerms {
  /** The free months (three). */
  freeMonths: number;
  /** The free months are invoiced in arrears. */
  invoicedInArrears: boolean;
  /** The next invoice: the free months after `today`. */
  nextInvoiceDate: string;
  /** The last day the offer can be taken. */
  deadline: string;
}

/** The winback offer's terms if accepted on `today` (the backend's day). */
export function winbackTerms(offer: WinbackOffer, today: string): WinbackTerms {
  const freeMonths =
    Number.isInteger(offer.freeMonths) && offer.freeMonths > 0 && offer.freeMonths <= 12
      ? offer.freeMonths
      : WINBACK_FREE_MONTHS;
  return {
    freeMonths,
    invoicedInArrears: offer.invoicedInArrears,
    nextInvoiceDate: isoDay(addMonths(calendarDay(today), freeMonths)),
    deadline: offer.deadline,
  };
}

/** A subscription number as the API takes it: trimmed, prefix in capitals (`ls-482913` → `LS-482913`). */
export function normaliseLifestyleNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** Reads `?token=` of the cancellation e-mail's winback link (at most 100 characters, else none). */
export function winbackTokenOf(search: string): string | undefined {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token && token.length <= 100 ? token : undefined;
}
