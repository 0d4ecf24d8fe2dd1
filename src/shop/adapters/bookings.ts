import {
  ageGroupListsResponseSchema,
  availabilityResponseSchema,
  backendTimeResponseSchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  cancelBookingResponseSchema,
  daySlotsResponseSchema,
  examTypeListResponseSchema,
  eyeHealthDayResponseSchema,
  type AgeGroupLists,
  type Availability,
  type BackendTime,
  type Booking,
  type CancelBookingResult,
  type DaySlots,
  type ExamType,
  type EyeHealthDayResult,
} from '../schemas/bookings';
import { parseContract } from './errors';

/** Contract names: booking calls, as `ApiContractError.contract` shows them. */
export const BookingContract = {
  ExamTypes: 'GET /api/booking/exam-types',
  AgeGroups: 'GET /api/booking/age-groups',
  Slots: 'GET /api/booking/slots',
  Booking: 'GET /api/booking/{id}',
  Cancel: 'POST /api/booking/{id}/cancel',
  EyeHealthDay: 'POST /api/b2b/eye-health-day',
  Availability: 'GET /api/booking/availability',
  Mine: 'GET /api/booking/mine',
  Time: 'GET /api/site/time',
} as const;

/**
 * Parses the answer of the exam types and their levels (`GET /api/booking/exam-types`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseExamTypeListResponse(
  raw: unknown,
  contract: string = BookingContract.ExamTypes,
): ExamType[] {
  return parseContract(examTypeListResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the age groups (`GET /api/booking/age-groups`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseAgeGroupListsResponse(
  raw: unknown,
  contract: string = BookingContract.AgeGroups,
): AgeGroupLists {
  return parseContract(ageGroupListsResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of the free times of a store on a day (`GET /api/booking/slots`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseDaySlotsResponse(raw: unknown, contract: string = BookingContract.Slots): DaySlots {
  return parseContract(daySlotsResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a booking, also the answer of create, auditory booking and rebook (`GET /api/booking/{id}`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseBookingResponse(raw: unknown, contract: string = BookingContract.Booking): Booking {
  return parseContract(bookingResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of a cancellation (`POST /api/booking/{id}/cancel`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseCancelBookingResponse(
  raw: unknown,
  contract: string = BookingContract.Cancel,
): CancelBookingResult {
  return parseContract(cancelBookingResponseSchema, raw, contract).data;
}

/**
 * Parses the answer of an eye-health day request (`POST /api/b2b/eye-health-day`).
 * @param contract the call named in the error, when another call answers with the same shape
 * @throws ApiContractError when the payload does not match
 */
export function parseEyeHealthDayResponse(
  raw: unknown,
  contract: string = BookingContract.EyeHealthDay,
): EyeHealthDayResult {
  return parseContract(eyeHealthDayResponseSchema, raw, contract).data;
}

/**
 * Parses the free times per day of a store (`GET /api/booking/availability`).
 * @throws ApiContractError when the payload does not match
 */
export function parseAvailabilityResponse(
  raw: unknown,
  contract: string = BookingContract.Availability,
): Availability {
  return parseContract(availabilityResponseSchema, raw, contract).data;
}

/**
 * Parses the customer's own bookings (`GET /api/booking/mine`).
 * @throws ApiContractError when the payload does not match
 */
export function parseBookingListResponse(raw: unknown, contract: string = BookingContract.Mine): Booking[] {
  return parseContract(bookingListResponseSchema, raw, contract).data;
}

/**
 * Parses the backend's clock (`GET /api/site/time`).
 * @throws ApiContractError when the payload does not match
 */
export function parseBackendTimeResponse(raw: unknown, contract: string = BookingContract.Time): BackendTime {
  return parseContract(backendTimeResponseSchema, raw, contract).data;
}
