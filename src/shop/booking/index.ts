export {
  BOOKING_HORIZON_DAYS,
  EXAM_MINUTES,
  canShiftMonth,
  firstAvailableDay,
  groupSlots,
  monthGrid,
  shiftMonth,
  slotTime,
  weekdaysAhead,
} from './availability';
export type { CalendarCell, DayAvailability, DayPart, TimeSlot } from './availability';
export { MAX_PREFERRED_DATES, togglePreferredDate } from './preferredDates';
export type { PreferredDatesChange } from './preferredDates';
export { bookingCustomerOf, customerPrefill, prefillsCustomer } from './prefill';
export { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE, cancellationTerms } from './cancellation';
export type { CancellableBooking, CancellationTerms } from './cancellation';
export {
  bookingSteps,
  bookingWizardReducer,
  emptyDraft,
  furthestStep,
  hasUnsavedChanges,
  isStepComplete,
  stepPosition,
} from './steps';
export type {
  BookingCustomerDraft,
  BookingDraft,
  BookingKind,
  BookingRequisitionDraft,
  BookingStepId,
  BookingWizardEvent,
  BookingWizardState,
} from './steps';
export { REJECTION_REASON_MAX_LENGTH, rejectionReason, requisitionProblemOf } from './requisition';
export type { RequisitionProblem } from './requisition';
