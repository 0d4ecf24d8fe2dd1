export { StaffCustomerTools } from './StaffCustomerTools';
export type { StaffCustomerToolsProps } from './StaffCustomerTools';
