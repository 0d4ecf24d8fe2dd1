export { BookingWizard, BookingOutcome, bookingErrorMessage } from './BookingWizard';
export type { BookingOutcomeProps, BookingWizardProps } from './BookingWizard';
export { BookingCalendar } from './BookingCalendar';
export type { BookingCalendarProps } from './BookingCalendar';
export { ManageBooking } from './ManageBooking';
export type { ManageBookingProps } from './ManageBooking';
export { EyeHealthDayForm } from './EyeHealthDayForm';
export { RequisitionDecision } from './RequisitionDecision';
export type { RequisitionDecisionProps } from './RequisitionDecision';
