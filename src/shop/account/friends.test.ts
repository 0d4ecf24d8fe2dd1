import { describe, expect, it } from 'vitest';
import { ShopApiRequestError } from '../client';
import {
  FRIENDS_PERK_KEYS,
  FRIEND_FREE_MONTHS,
  REFERRER_FREE_MONTHS,
  friendsFailure,
  needsLogin,
  normaliseReferralCode,
  referralCode,
} from './friends';

const apiError = (status: number, code: string) =>
  new ShopApiRequestError('POST /api/friends/signup', { status, code, message: code, fields: [] });

describe('friends rules', () => {
  it('the friend gets 2 months, the referrer 1, and there are four perks', () => {
    expect([FRIEND_FREE_MONTHS, REFERRER_FREE_MONTHS]).toEqual([2, 1]);
    expect(FRIENDS_PERK_KEYS).toHaveLength(4);
  });

  it.each([
    ['kari2026', 'KARI2026'],
    [' KARI 2026 ', 'KARI2026'],
    ['', ''],
  ])('normalises %j to %j', (typed, code) => {
    expect(normaliseReferralCode(typed)).toBe(code);
  });

  it.each([
    ['', null],
    ['kari2026', null],
    ['ABCDEF', null],
    ['ABCDEFGHIJ', null],
    ['ABCDE', 'account.content.friends.codeInvalid'],
    ['ABCDEFGHIJK', 'account.content.friends.codeInvalid'],
    ['KARI-2026', 'account.content.friends.codeInvalid'],
  ])('referralCode(%j) is %j', (value, result) => {
    expect(referralCode(value)).toBe(result);
  });

  it.each([
    [
      apiError(404, 'ReferralCodeNotFound'),
      { field: 'referralCode', key: 'account.content.friends.codeUnknown', alreadyMember: false },
    ],
    [
      apiError(422, 'ValidationFailed'),
      { field: 'referralCode', key: 'account.content.friends.codeInvalid', alreadyMember: false },
    ],
    [
      apiError(409, 'AlreadyMember'),
      { field: null, key: 'account.content.friends.alreadyMember', alreadyMember: true },
    ],
    [
      apiError(503, 'Unavailable'),
      { field: null, key: 'account.content.friends.failed', alreadyMember: false },
    ],
    [new Error('offline'), { field: null, key: 'account.content.friends.failed', alreadyMember: false }],
  ])('%s → %j', (error, failure) => {
    expect(friendsFailure(error)).toEqual(failure);
  });

  it('401 means log in', () => {
    expect(needsLogin(apiError(401, 'NotLoggedIn'))).toBe(true);
    expect(needsLogin(apiError(404, 'NotFound'))).toBe(false);
  });
});
