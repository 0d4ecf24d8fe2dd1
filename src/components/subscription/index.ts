export { SubscriptionList } from './SubscriptionList';
export { LensSubscription } from './LensSubscription';
export type { LensSubscriptionProps } from './LensSubscription';
export { AddSubscriptionProduct } from './AddSubscriptionProduct';
export type { AddSubscriptionProductProps } from './AddSubscriptionProduct';
export { UpdatePaymentMethod } from './UpdatePaymentMethod';
export type { UpdatePaymentMethodProps } from './UpdatePaymentMethod';
