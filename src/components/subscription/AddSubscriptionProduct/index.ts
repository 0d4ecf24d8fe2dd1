export { AddSubscriptionProduct } from './AddSubscriptionProduct';
export type { AddSubscriptionProductProps } from './AddSubscriptionProduct';
