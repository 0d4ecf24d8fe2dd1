/**
 * The gift card lookup's rules: what a typed number looks like, what is sent, and which text an
 * answer or a failure shows. Plain TypeScript, table-tested.
 */
import type { MessageKey } from '../../i18n/nb';
import { isShopApiRequestError } from '../client';
import type { GiftCardBalance, GiftCardBalancePayload } from '../schemas/giftcard';

/** The body of a lookup: the number as 16 digits, the PIN trimmed. */
export function giftCardPayload(number: string, pin: string): GiftCardBalancePayload {
  return { number: number.replace(/\s/g, ''), pin: pin.trim() };
}

/** Why a lookup failed: no card with this number and PIN, or anything else (try again). */
export type GiftCardFailure = 'notFound' | 'failed';

/** The failure of a lookup: a 404 is "not found" (also a wrong PIN), anything else "failed". */
export function giftCardFailure(error: unknown): GiftCardFailure {
  return isShopApiRequestError(error) && error.status === 404 ? 'notFound' : 'failed';
}

/** The message of a failure. */
export function giftCardFailureKey(failure: GiftCardFailure): MessageKey {
  return failure === 'notFound' ? 'account.content.giftCard.notFound' : 'account.content.giftCard.failed';
}

/** What a balance shows: the status label, its sentence, how the date is labelled, and its tone. */
export interface GiftCardDisplay {
  statusKey: MessageKey;
  textKey: MessageKey;
  dateLabelKey: MessageKey;
  tone: 'success' | 'neutral' | 'warning';
}

/** The texts and tone of a balance by its status. */
export function giftCardDisplay(balance: Pick<GiftCardBalance, 'status'>): GiftCardDisplay {
  switch (balance.status) {
    case 'active':
      return {
        statusKey: 'account.content.giftCard.status.active',
        textKey: 'account.content.giftCard.activeText',
        dateLabelKey: 'account.content.giftCard.expiresOn',
        tone: 'success',
      };
    case 'used':
      return {
        statusKey: 'account.content.giftCard.status.used',
        textKey: 'account.content.giftCard.usedText',
        dateLabelKey: 'account.content.giftCard.expiresOn',
        tone: 'neutral',
      };
    case 'expired':
      return {
        statusKey: 'account.content.giftCard.status.expired',
        textKey: 'account.content.giftCard.expiredText',
        dateLabelKey: 'account.content.giftCard.expiredOn',
        tone: 'warning',
      };
  }
}
