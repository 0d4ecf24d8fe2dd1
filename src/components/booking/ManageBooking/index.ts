export { ManageBooking } from './ManageBooking';
export type { ManageBookingProps } from './ManageBooking';
