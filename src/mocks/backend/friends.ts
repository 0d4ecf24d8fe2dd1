import type { FriendsMembership, Referral } from '../../shop/schemas/friends';
import { onBackendReset } from './core';
import { BackendError, conflict } from './errors';
import { nextNumber, randomCode } from './ids';
import { findAccountByNumber, setFriendsMember } from './accounts';
import { backendToday } from './time';

/**
 * Friends memberships. A new member with a referral code gets 2 free months; the referrer gets 1.
 * Kari Nordmann is a member at reset with the code `KARI2026`.
 */

/** Free months for a friend who signs up with a code. */
export const FRIEND_FREE_MONTHS = 2;
/** Free months for the referrer, per friend. */
export const REFERRER_FREE_MONTHS = 1;

const PERKS = [
  '50 % på innfatning når du tar synstest',
  '365 dagers skadegaranti',
  '100 dagers bytterett',
  'Gratis kontroll i ett år',
];

let memberships = new Map<string, FriendsMembership>();
function load(): void {
  memberships = new Map([
    [
      '100001',
      {
        memberNumber: 'FR-10001',
        memberSince: '2025-03-01',
        referralCode: 'KARI2026',
        freeMonths: 1,
        referredBy: null,
        perks: [...PERKS],
      },
    ],
  ]);
}
load();
onBackendReset(load);

function byCode(code: string): [string, FriendsMembership] | undefined {
  return [...memberships.entries()].find(([, membership]) => membership.referralCode === code);
}

/** A customer's membership, or null. */
export function getMembership(customerNumber: string): FriendsMembership | null {
  const membership = memberships.get(customerNumber);
  return membership ? structuredClone(membership) : null;
}

/** A referral code's details; 404 `ReferralCodeNotFound`. */
export function getReferral(code: string): Referral {
  const found = byCode(code);
  const referrer = found ? findAccountByNumber(found[0]) : undefined;
  if (!found || !referrer)
    throw new BackendError(404, 'ReferralCodeNotFound', 'No member has this referral code');
  return { code, referrerFirstName: referrer.customer.firstName, friendFreeMonths: FRIEND_FREE_MONTHS };
}

/** Signs a customer up; 409 `AlreadyMember`; 404 `ReferralCodeNotFound` for an unknown code. */
export function signUp(customerNumber: string, referralCode?: string): FriendsMembership {
  if (memberships.has(customerNumber)) throw conflict('AlreadyMember', 'The customer is already a member');
  const referrer = referralCode ? byCode(referralCode) : undefined;
  if (referralCode && !referrer)
    throw new BackendError(404, 'ReferralCodeNotFound', 'No member has this referral code');
  if (referrer) referrer[1].freeMonths += REFERRER_FREE_MONTHS;
  const account = findAccountByNumber(customerNumber);
  const prefix = (account?.customer.firstName ?? 'GLIMT')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 4)
    .padEnd(4, 'X');
  const membership: FriendsMembership = {
    memberNumber: `FR-${nextNumber('friends', 10101)}`,
    memberSince: backendToday(),
    referralCode: `${prefix}${randomCode(4)}`,
    freeMonths: referrer ? FRIEND_FREE_MONTHS : 0,
    referredBy: referralCode ?? null,
    perks: [...PERKS],
  };
  memberships.set(customerNumber, membership);
  setFriendsMember(customerNumber);
  return structuredClone(membership);
}
