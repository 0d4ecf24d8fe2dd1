/**
 * The shop client's booking and store calls (issue 18), mixed into `createShopClient`. Each call
 * goes through the client's one `request` (timeout, CSRF header, error classes) and an adapter.
 */
import {
  BookingContract,
  parseAgeGroupListsResponse,
  parseAvailabilityResponse,
  parseBackendTimeResponse,
  parseBookingListResponse,
  parseBookingResponse,
  parseCancelBookingResponse,
  parseDaySlotsResponse,
  parseExamTypeListResponse,
  parseEyeHealthDayResponse,
} from './adapters/bookings';
import { RequisitionsContract, parseRequisitionResponse } from './adapters/requisitions';
import {
  StoresContract,
  parseStoreHoursResponse,
  parseStoreListResponse,
  parseStoreResponse,
} from './adapters/stores';
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
import type { Store, StoreDayHours, StoreService } from './schemas/stores';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
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
  /** `GET /api/booking/{id}` (403 `NotBookingOwner` for another customer's). */
  getBooking(id: string, options?: CallOptions): Promise<Booking>;
  /** `GET /api/booking/mine`: the logged-in customer's bookings. */
  getMyBookings(options?: CallOptions): Promise<Booking[]>;
  /** `POST /api/booking/{id}/rebook`. */
  rebook(id: string, payload: RebookPayload, options?: CallOptions): Promise<Booking>;
  /** `POST /api/booking/{id}/cancel`: the cancelled booking and the fee charged. */
  cancelBooking(id: string, options?: CallOptions): Promise<CancelBookingResult>;
  /** `GET /api/site/time`: the backend's clock, for the cancellation rule. */
  getBackendTime(options?: CallOptions): Promise<BackendTime>;
  /** `GET /api/requisitions/{id}`. */
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

const enc = encodeURIComponent;
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

/** The booking and store calls over the client's request; `ensureToken` runs before each write. */
export function createBookingCalls(request: BookingRequest, ensureToken: () => Promise<void>): BookingCalls {
  const get = (call: string, path: string, kind: BookingCallKind, options: CallOptions = {}) =>
    request('GET', call, path, { kind, signal: options.signal });
  const post = async (call: string, path: string, body: unknown, options: CallOptions = {}) => {
    await ensureToken();
    return request('POST', call, path, { kind: 'bookingWrite', body, signal: options.signal });
  };
  return {
    listStores: async (filter = {}, options) =>
      parseStoreListResponse(
        await get(
          StoresContract.List,
          `/api/stores?${query({ q: filter.query, service: filter.service })}`,
          'stores',
          options,
        ),
      ),
    getStore: async (idOrSlug, options) =>
      parseStoreResponse(await get(StoresContract.Store, `/api/stores/${enc(idOrSlug)}`, 'stores', options)),
    getStoreHours: async (idOrSlug, from, days, options) =>
      parseStoreHoursResponse(
        await get(
          StoresContract.Hours,
          `/api/stores/${enc(idOrSlug)}/opening-hours?${query({ from, days })}`,
          'stores',
          options,
        ),
      ),
    getExamTypes: async (options) =>
      parseExamTypeListResponse(
        await get(BookingContract.ExamTypes, '/api/booking/exam-types', 'booking', options),
      ),
    getAgeGroups: async (options) =>
      parseAgeGroupListsResponse(
        await get(BookingContract.AgeGroups, '/api/booking/age-groups', 'booking', options),
      ),
    getAvailability: async (params, options) =>
      parseAvailabilityResponse(
        await get(
          BookingContract.Availability,
          `/api/booking/availability?${query(params)}`,
          'booking',
          options,
        ),
      ),
    getSlots: async (params, options) =>
      parseDaySlotsResponse(
        await get(BookingContract.Slots, `/api/booking/slots?${query(params)}`, 'booking', options),
      ),
    createBooking: async (payload, options) =>
      parseBookingResponse(
        await post('POST /api/booking', '/api/booking', payload, options),
        'POST /api/booking',
      ),
    createAuditoryBooking: async (payload, options) =>
      parseBookingResponse(
        await post('POST /api/booking/auditory', '/api/booking/auditory', payload, options),
        'POST /api/booking/auditory',
      ),
    getBooking: async (id, options) =>
      parseBookingResponse(await get(BookingContract.Booking, `/api/booking/${enc(id)}`, 'booking', options)),
    getMyBookings: async (options) =>
      parseBookingListResponse(await get(BookingContract.Mine, '/api/booking/mine', 'booking', options)),
    rebook: async (id, payload, options) =>
      parseBookingResponse(
        await post('POST /api/booking/{id}/rebook', `/api/booking/${enc(id)}/rebook`, payload, options),
        'POST /api/booking/{id}/rebook',
      ),
    cancelBooking: async (id, options) =>
      parseCancelBookingResponse(
        await post(BookingContract.Cancel, `/api/booking/${enc(id)}/cancel`, undefined, options),
      ),
    getBackendTime: async (options) =>
      parseBackendTimeResponse(await get(BookingContract.Time, '/api/site/time', 'booking', options)),
    getRequisition: async (id, options) =>
      parseRequisitionResponse(
        await get(RequisitionsContract.Requisition, `/api/requisitions/${enc(id)}`, 'booking', options),
      ),
    decideRequisition: async (id, decision, reason, options) => {
      const call = `POST /api/requisitions/{id}/${decision}`;
      const body = decision === 'reject' ? { reason } : undefined;
      return parseRequisitionResponse(
        await post(call, `/api/requisitions/${enc(id)}/${decision}`, body, options),
        call,
      );
    },
    requestEyeHealthDay: async (payload, options) =>
      parseEyeHealthDayResponse(
        await post(BookingContract.EyeHealthDay, '/api/b2b/eye-health-day', payload, options),
      ),
  };
}
