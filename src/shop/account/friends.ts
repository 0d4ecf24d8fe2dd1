/**
 * Glimt Friends' rules: the referral code as typed and as sent, what a failed signup means and where
 * its message goes, the perks and the free months. Plain TypeScript, table-tested.
 */
import type { MessageKey } from '../../i18n/nb';
import { isShopApiRequestError } from '../client';
import type { FieldRule } from '../validation/rules';

/** Free months for a friend who signs up with a referral code. */
export const FRIEND_FREE_MONTHS = 2;
/** Free months for the member who shared the code, per friend. */
export const REFERRER_FREE_MONTHS = 1;

/** The perks of the membership, in the order they are shown. */
export const FRIENDS_PERK_KEYS = [
  'account.content.friends.perk.frame',
  'account.content.friends.perk.accident',
  'account.content.friends.perk.exchange',
  'account.content.friends.perk.revisit',
] as const satisfies readonly MessageKey[];

/** A referral code as sent: spaces dropped, capital letters (`kari 2026` → `KARI2026`). */
export function normaliseReferralCode(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** A referral code: empty (it is optional) or 6 to 10 letters and digits. */
export const referralCode: FieldRule = (value) => {
  const code = normaliseReferralCode(value);
  return code === '' || /^[A-Z0-9]{6,10}$/.test(code) ? null : 'account.content.friends.codeInvalid';
};

/** What a failed signup or code check means, and which field its message belongs to. */
export interface FriendsFailure {
  /** `referralCode` when the code is the problem; `null` for the form as a whole. */
  field: 'referralCode' | null;
  key: MessageKey;
  /** The customer is a member already: show the membership. */
  alreadyMember: boolean;
}

/** The failure of a signup (or of a code check) from the shop's error. */
export function friendsFailure(error: unknown): FriendsFailure {
  if (isShopApiRequestError(error)) {
    if (error.status === 404 || error.code === 'ReferralCodeNotFound')
      return { field: 'referralCode', key: 'account.content.friends.codeUnknown', alreadyMember: false };
    if (error.status === 422)
      return { field: 'referralCode', key: 'account.content.friends.codeInvalid', alreadyMember: false };
    if (error.code === 'AlreadyMember')
      return { field: null, key: 'account.content.friends.alreadyMember', alreadyMember: true };
  }
  return { field: null, key: 'account.content.friends.failed', alreadyMember: false };
}

/** Whether a failure to load the membership means "not logged in" (show the login link). */
export function needsLogin(error: unknown): boolean {
  return isShopApiRequestError(error) && error.status === 401;
}
