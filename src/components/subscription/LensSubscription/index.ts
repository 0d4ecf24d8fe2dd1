export { LensSubscription } from './LensSubscription';
export type { LensSubscriptionProps } from './LensSubscription';
