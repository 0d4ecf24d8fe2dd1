export { PaymentsAndInvoices } from './PaymentsAndInvoices';
export type { PaymentsAndInvoicesProps } from './PaymentsAndInvoices';
export { InvoiceDetails } from './InvoiceDetails';
export type { InvoiceDetailsProps } from './InvoiceDetails';
export { FinanceDetailsPage } from './FinanceDetails';
export type { FinanceDetailsProps } from './FinanceDetails';
