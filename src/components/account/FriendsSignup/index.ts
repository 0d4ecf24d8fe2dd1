export { FriendsSignup } from './FriendsSignup';
export type { FriendsSignupProps } from './FriendsSignup';
