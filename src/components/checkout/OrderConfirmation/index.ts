export { OrderConfirmation } from './OrderConfirmation';
export type { OrderConfirmationProps, OrderConfirmationTracker } from './OrderConfirmation';
