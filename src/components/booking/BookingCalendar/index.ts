export { BookingCalendar } from './BookingCalendar';
export type { BookingCalendarProps } from './BookingCalendar';
