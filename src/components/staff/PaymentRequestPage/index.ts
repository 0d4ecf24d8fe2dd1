export { PaymentRequestPage } from './PaymentRequestPage';
export type { PaymentRequestPageProps } from './PaymentRequestPage';
