export { StaffCustomerTools } from './StaffCustomerTools';
export type { StaffCustomerToolsProps } from './StaffCustomerTools';
export { PaymentRequestPage } from './PaymentRequestPage';
export type { PaymentRequestPageProps } from './PaymentRequestPage';
