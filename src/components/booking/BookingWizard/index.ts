export { BookingWizard } from './BookingWizard';
export type { BookingWizardProps } from './BookingWizard';
export { BookingOutcome } from './BookingOutcome';
export type { BookingOutcomeProps } from './BookingOutcome';
export { bookingErrorMessage } from './useBookingWizard';
