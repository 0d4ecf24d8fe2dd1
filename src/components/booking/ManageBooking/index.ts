export { ManageBooking } from './ManageBooking';
export type { ManageBookingProps } from './ManageBooking';
export { MyBookings } from './MyBookings';
