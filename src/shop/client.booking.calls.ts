/**
 * The booking and store calls' implementation: each goes through the client's one `request`
 * (timeout, CSRF header, error classes) and an adapter. Loaded on first use by
 * `createLazyBookingCalls` (`client.booking.ts`), so a page without booking does not carry it.
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
  parsePostcodeResponse,
  parseStoreHoursResponse,
  parseStoreListResponse,
  parseStoreResponse,
} from './adapters/stores';

import type { BookingCallKind, BookingCalls, BookingRequest } from './client.booking.types';

/** Options of a single call (as the client's). */
interface CallOptions {
  signal?: AbortSignal;
}

const enc = encodeURIComponent;
/** A booking's path with the access token a guest's call carries, if any. */
const bookingPath = (id: string, rest: string, accessToken: string | undefined) =>
  `/api/booking/${enc(id)}${rest}${accessToken ? `?accessToken=${enc(accessToken)}` : ''}`;
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
    findPostcode: async (postcode, options) =>
      parsePostcodeResponse(
        await get(StoresContract.Postcode, `/api/postcodes/${enc(postcode)}`, 'stores', options),
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
    // An owner is known by the session: the read waits for its token, like a write.
    getBooking: async (id, options = {}) => {
      await ensureToken();
      return parseBookingResponse(
        await get(BookingContract.Booking, bookingPath(id, '', options.accessToken), 'booking', options),
      );
    },
    // The list is the session's own: like one booking, it waits for the session's token.
    getMyBookings: async (options) => {
      await ensureToken();
      return parseBookingListResponse(
        await get(BookingContract.Mine, '/api/booking/mine', 'booking', options),
      );
    },
    rebook: async (id, payload, options = {}) =>
      parseBookingResponse(
        await post(
          'POST /api/booking/{id}/rebook',
          bookingPath(id, '/rebook', options.accessToken),
          payload,
          options,
        ),
        'POST /api/booking/{id}/rebook',
      ),
    cancelBooking: async (id, options = {}) =>
      parseCancelBookingResponse(
        await post(
          BookingContract.Cancel,
          bookingPath(id, '/cancel', options.accessToken),
          undefined,
          options,
        ),
      ),
    getBackendTime: async (options) =>
      parseBackendTimeResponse(await get(BookingContract.Time, '/api/site/time', 'booking', options)),
    // Only the company's manager may read a requisition: the read needs the session, like a write.
    getRequisition: async (id, options) => {
      await ensureToken();
      return parseRequisitionResponse(
        await get(RequisitionsContract.Requisition, `/api/requisitions/${enc(id)}`, 'booking', options),
      );
    },
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
