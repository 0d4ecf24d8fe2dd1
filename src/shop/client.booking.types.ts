/** The types of the booking and store calls, shared by the lazy binding and its implementation. */
import type {
  AgeGroupLists,
  AuditoryBookingPayload,
  Availability,
  BackendTime,
  Booking,
  CancelBookingResult,
  CreateBookingPayload,
  DaySlots,
  ExamType,
  EyeHealthDayPayload,
  EyeHealthDayResult,
  RebookPayload,
} from './schemas/bookings';
import type { Requisition } from './schemas/requisitions';
import type { PostcodePlace, Store, StoreDayHours, StoreService } from './schemas/stores';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Options of a call on one booking: a guest's calls carry the booking's access token (from the link
 * in the confirmation); a logged-in owner's need none.
 */
export interface BookingAccessOptions extends CallOptions {
  /** The booking's access token (`Booking.accessToken`, the link's `?tilgang=`). */
  accessToken?: string;
}

/** The kinds of booking and store calls, each with its own timeout. */
export type BookingCallKind = 'stores' | 'booking' | 'bookingWrite';

/** Timeouts of the booking and store calls in ms: reads 10 s, a booking or cancellation 20 s. */
export const BOOKING_CALL_TIMEOUTS: Readonly<Record<BookingCallKind, number>> = {
  stores: 10_000,
  booking: 10_000,
  bookingWrite: 20_000,
};

/** The client's request, as the booking calls use it. */
export type BookingRequest = (
  method: 'GET' | 'POST',
  call: string,
  path: string,
  init: { body?: unknown; signal?: AbortSignal; kind: BookingCallKind },
) => Promise<unknown>;

/** The booking and store calls of the shop client. */
export interface BookingCalls {
  /** `GET /api/stores?q=&service=`: stores sorted by name. */
  listStores(filter?: { query?: string; service?: StoreService }, options?: CallOptions): Promise<Store[]>;
  /** `GET /api/stores/{idOrSlug}`. */
  getStore(idOrSlug: string, options?: CallOptions): Promise<Store>;
  /** `GET /api/stores/{idOrSlug}/opening-hours?from=&days=`. */
  getStoreHours(
    idOrSlug: string,
    from: string,
    days: number,
    options?: CallOptions,
  ): Promise<StoreDayHours[]>;
  /**
   * `GET /api/postcodes/{postcode}`: where a four-digit postcode is (place and point), to list the
   * stores nearest to it. Rejects with the API's 404 for a postcode that does not exist.
   */
  findPostcode(postcode: string, options?: CallOptions): Promise<PostcodePlace>;
  /** `GET /api/booking/exam-types`. */
  getExamTypes(options?: CallOptions): Promise<ExamType[]>;
  /** `GET /api/booking/age-groups`. */
  getAgeGroups(options?: CallOptions): Promise<AgeGroupLists>;
  /** `GET /api/booking/availability`: free times per day for `days` days from `from`. */
  getAvailability(
    query: { storeId: string; from: string; days: number; examTypeId?: string },
    options?: CallOptions,
  ): Promise<Availability>;
  /** `GET /api/booking/slots`: the free times of one day. */
  getSlots(
    query: { storeId: string; date: string; examTypeId?: string },
    options?: CallOptions,
  ): Promise<DaySlots>;
  /** `POST /api/booking`. */
  createBooking(payload: CreateBookingPayload, options?: CallOptions): Promise<Booking>;
  /** `POST /api/booking/auditory`. */
  createAuditoryBooking(payload: AuditoryBookingPayload, options?: CallOptions): Promise<Booking>;
  /**
   * `GET /api/booking/{id}`: for its logged-in owner, or with its access token. Anyone else (a wrong
   * or missing token) gets the same 404 as for an unknown id.
   */
  getBooking(id: string, options?: BookingAccessOptions): Promise<Booking>;
  /** `GET /api/booking/mine`: the logged-in customer's bookings. */
  getMyBookings(options?: CallOptions): Promise<Booking[]>;
  /** `POST /api/booking/{id}/rebook` (owner or access token, as {@link BookingCalls.getBooking}). */
  rebook(id: string, payload: RebookPayload, options?: BookingAccessOptions): Promise<Booking>;
  /** `POST /api/booking/{id}/cancel`: the cancelled booking and the fee charged (owner or access token). */
  cancelBooking(id: string, options?: BookingAccessOptions): Promise<CancelBookingResult>;
  /** `GET /api/site/time`: the backend's clock, for the cancellation rule. */
  getBackendTime(options?: CallOptions): Promise<BackendTime>;
  /** `GET /api/requisitions/{id}` (the manager of the company only: 401 for a guest, 403 for anyone else). */
  getRequisition(id: string, options?: CallOptions): Promise<Requisition>;
  /** `POST /api/requisitions/{id}/approve` or `/reject` (a manager). */
  decideRequisition(
    id: string,
    decision: 'approve' | 'reject',
    reason?: string,
    options?: CallOptions,
  ): Promise<Requisition>;
  /** `POST /api/b2b/eye-health-day`. */
  requestEyeHealthDay(payload: EyeHealthDayPayload, options?: CallOptions): Promise<EyeHealthDayResult>;
}
