export { LensSubscriptionPage } from './LensSubscriptionPage';
export type { LensSubscriptionPageProps } from './LensSubscriptionPage';
