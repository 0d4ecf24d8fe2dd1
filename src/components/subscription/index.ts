export { SubscriptionList } from './SubscriptionList';
export { LensSubscriptionPage } from './LensSubscriptionPage';
export type { LensSubscriptionPageProps } from './LensSubscriptionPage';
export { AddSubscriptionProduct } from './AddSubscriptionProduct';
export type { AddSubscriptionProductProps } from './AddSubscriptionProduct';
export { UpdatePaymentMethod } from './UpdatePaymentMethod';
export type { UpdatePaymentMethodProps } from './UpdatePaymentMethod';
