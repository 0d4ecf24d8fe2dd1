import * as z from 'zod/mini';
import { envelope, isoDateSchema } from './common';

/** A referral code: 6 to 10 capital letters and digits. */
export const referralCodeSchema = z.string().check(z.regex(/^[A-Z0-9]{6,10}$/));

/** A friends membership. */
export const friendsMembershipSchema = z.object({
  memberNumber: z.string(),
  memberSince: isoDateSchema,
  /** The member's own code to share. */
  referralCode: z.string(),
  /** Free subscription months earned (the friend gets 2, the referrer 1 per friend). */
  freeMonths: z.int(),
  referredBy: z.nullable(z.string()),
  perks: z.array(z.string()),
});
/** A friends membership. */
export type FriendsMembership = z.infer<typeof friendsMembershipSchema>;
/** `GET /api/friends/membership`: the membership, or null when not a member. */
export const friendsMembershipResponseSchema = envelope(z.nullable(friendsMembershipSchema));
export const friendsSignupResponseSchema = envelope(friendsMembershipSchema);

/** Body of `POST /api/friends/signup`; the terms must be accepted. */
export const friendsSignupPayloadSchema = z.object({
  acceptTerms: z.literal(true),
  referralCode: z.optional(referralCodeSchema),
});
/** Body of a friends signup. */
export type FriendsSignupPayload = z.infer<typeof friendsSignupPayloadSchema>;

/** A valid referral code and what it gives. */
export const referralSchema = z.object({
  code: z.string(),
  referrerFirstName: z.string(),
  friendFreeMonths: z.int(),
});
/** A valid referral code. */
export type Referral = z.infer<typeof referralSchema>;
export const referralResponseSchema = envelope(referralSchema);
