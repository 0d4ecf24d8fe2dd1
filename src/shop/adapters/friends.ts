import {
  friendsMembershipResponseSchema,
  friendsSignupResponseSchema,
  referralResponseSchema,
  type FriendsMembership,
  type Referral,
} from '../schemas/friends';
import { parseContract } from './errors';

/** Contract names: friends membership calls, as `ApiContractError.contract` shows them. */
export const FriendsContract = {
  Membership: 'GET /api/friends/membership',
  Signup: 'POST /api/friends/signup',
  Referral: 'GET /api/friends/referral/{code}',
} as const;

/**
 * Parses the answer of the friends membership (null when not a member) (`GET /api/friends/membership`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseFriendsMembershipResponse(
  raw: unknown,
  contract: string = FriendsContract.Membership,
): FriendsMembership | null {
  return parseContract(friendsMembershipResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a friends signup (`POST /api/friends/signup`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseFriendsSignupResponse(
  raw: unknown,
  contract: string = FriendsContract.Signup,
): FriendsMembership {
  return parseContract(friendsSignupResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a referral code check (`GET /api/friends/referral/{code}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseReferralResponse(raw: unknown, contract: string = FriendsContract.Referral): Referral {
  return parseContract(referralResponseSchema, raw, contract).data;
}
