export { MyBookings } from './MyBookings';
export type { MyBookingsProps } from './MyBookings';
