import type {
  AuditoryBookingPayload,
  Booking,
  CancelBookingResult,
  CreateBookingPayload,
  DaySlots,
  EyeHealthDayPayload,
  EyeHealthDayResult,
  RebookPayload,
  Slot,
} from '../../shop/schemas/bookings';
import type { Requisition } from '../../shop/schemas/requisitions';
import type { Store } from '../../shop/schemas/stores';
import {
  AUDITORY_EXAM_TYPE_ID,
  BOOKING_HORIZON_DAYS,
  CANCELLATION_FEE,
  FREE_CANCELLATION_HOURS,
  SLOT_MINUTES,
  mockBookings,
  mockExamTypes,
} from '../fixtures/bookings';
import { getMockOrganisation, mockRequisitions } from '../fixtures/b2b';
import { sendMessage } from './mailbox';
import { backendNow, onBackendReset } from './core';
import { BackendError, conflict, invalid, notFound } from './errors';
import { hashHex, hashUnit, nextNumber, randomCode, randomHex } from './ids';
import { bookingCancellationMessage, bookingConfirmationMessage } from './confirmationMail';
import {
  addDays,
  backendNowIso,
  backendToday,
  formatOsloIso,
  minutesOf,
  osloMoment,
  timeOf,
  toOslo,
} from './time';
import { dayHours, requireStore } from './stores';
import { datedBookings } from './datedBookings';
import { datedFixture } from './fixtureDates';

/**
 * Eye-exam bookings. Free times are the store's hours of that day cut into 45-minute slots, minus
 * the lunch closure, minus times already past, minus a seeded share that other customers have taken
 * (the same every run), minus the bookings made here. A booking takes its slot away; a cancellation
 * or a rebooking gives it back. Stores with an external provider answer with a request instead of a
 * confirmed time. Also the requisitions a manager approves or rejects, and eye-health day requests.
 */

/** The store whose every slot is taken ("no available times in the store"). */
export const FULLY_BOOKED_STORE_ID = '1025';
/** The external-provider store whose provider is down (503 `ExternalProviderUnavailable`). */
export const PROVIDER_DOWN_STORE_ID = '1024';
/** Share of slots other customers have taken. */
const TAKEN_SHARE = 0.35;

let bookings: Booking[] = [];
let requisitions: Requisition[] = [];
let eyeHealthDays: EyeHealthDayResult[] = [];

/** Hex digits of a booking's access token: 128 bits, not to be guessed. */
const ACCESS_TOKEN_LENGTH = 32;

function load(): void {
  // A fixture booking's token depends only on its id, so it is the same whatever ran before; its
  // dates follow the backend's clock (datedBookings).
  bookings = datedBookings(mockBookings).map((booking) => ({
    ...booking,
    accessToken: hashHex(`booking-access|${booking.id}`, ACCESS_TOKEN_LENGTH),
  }));
  requisitions = mockRequisitions.map((requisition) => datedFixture(requisition));
  eyeHealthDays = [];
}
load();
onBackendReset(load);

function examType(id: string) {
  const type = mockExamTypes.find((candidate) => candidate.id === id);
  if (!type) throw notFound('Exam type', id);
  return type;
}

function holdsSlot(booking: Booking): boolean {
  return booking.status === 'confirmed' || booking.status === 'requested';
}

/** Every slot of a store's day, before anything is taken (start times as `HH:MM`). */
function gridOf(store: Store, date: string): string[] {
  const hours = dayHours(store, date);
  if (!hours.opens || !hours.closes) return [];
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const lunch = hours.lunchClosure
    ? [minutesOf(hours.lunchClosure.from), minutesOf(hours.lunchClosure.to)]
    : null;
  const starts: string[] = [];
  for (let start = opens; start + SLOT_MINUTES <= closes; start += SLOT_MINUTES) {
    const end = start + SLOT_MINUTES;
    if (lunch && start < (lunch[1] ?? 0) && end > (lunch[0] ?? 0)) continue;
    starts.push(timeOf(start));
  }
  return starts;
}

/**
 * The free times of a store on a day. Empty when the store is closed, does not offer the exam type,
 * the day is past or beyond the booking horizon. `ignoreBookingId` lets a rebooking see its own time.
 */
export function freeSlots(
  storeIdOrSlug: string,
  date: string,
  examTypeId?: string,
  ignoreBookingId?: string,
): DaySlots {
  const store = requireStore(storeIdOrSlug);
  const result: DaySlots = { storeId: store.id, date, slots: [] };
  if (examTypeId !== undefined && !store.services.includes(examType(examTypeId).service)) return result;
  const today = backendToday();
  if (date < today || date > addDays(today, BOOKING_HORIZON_DAYS)) return result;
  const now = backendNow().getTime();
  const slots: Slot[] = [];
  for (const start of gridOf(store, date)) {
    const moment = osloMoment(date, start);
    if (moment.getTime() <= now) continue;
    if (store.id === FULLY_BOOKED_STORE_ID) continue;
    if (hashUnit(`${store.id}|${date}|${start}`) < TAKEN_SHARE) continue;
    const startIso = formatOsloIso(moment);
    const taken = bookings.some(
      (booking) =>
        booking.id !== ignoreBookingId &&
        holdsSlot(booking) &&
        booking.storeId === store.id &&
        booking.start === startIso,
    );
    if (taken) continue;
    slots.push({ start: startIso, end: formatOsloIso(new Date(moment.getTime() + SLOT_MINUTES * 60_000)) });
  }
  result.slots = slots;
  return result;
}

function requireFreeSlot(store: Store, start: string, examTypeId: string, ignoreBookingId?: string): Slot {
  const date = toOslo(new Date(start)).date;
  const wanted = new Date(start).getTime();
  const slot = freeSlots(store.id, date, examTypeId, ignoreBookingId).slots.find(
    (candidate) => new Date(candidate.start).getTime() === wanted,
  );
  if (!slot) {
    const onGrid = gridOf(store, date).some((time) => osloMoment(date, time).getTime() === wanted);
    if (!onGrid)
      throw invalid('No slot starts at this time', [{ path: 'start', message: 'Not a slot of this store' }]);
    throw new BackendError(409, 'SlotTaken', 'Someone else has booked this time; pick another');
  }
  return slot;
}

function cancellationDeadline(start: string): string {
  return formatOsloIso(new Date(new Date(start).getTime() - FREE_CANCELLATION_HOURS * 60 * 60_000));
}

/**
 * Books a time. 404 for an unknown store or exam type; 422 for a level or age group the exam type
 * does not have; 409 `ServiceNotOffered` when the store does not offer it; 409 `SlotTaken` when the
 * time is gone. A store with an external provider answers with a `requested` booking.
 */
export function createBooking(payload: CreateBookingPayload): Booking {
  const store = requireStore(payload.storeId);
  const type = examType(payload.examTypeId);
  if (!type.levels.some((level) => level.id === payload.levelId)) {
    throw invalid('Unknown level of this exam type', [{ path: 'levelId', message: 'Unknown level' }]);
  }
  if (!type.ageGroups.includes(payload.ageGroupId)) {
    throw invalid('This exam is not offered for this age group', [
      { path: 'ageGroupId', message: 'Not offered for this age group' },
    ]);
  }
  if (!store.services.includes(type.service))
    throw conflict('ServiceNotOffered', `${store.name} does not offer ${type.name}`);
  if (store.externalBooking && store.id === PROVIDER_DOWN_STORE_ID) {
    throw new BackendError(
      503,
      'ExternalProviderUnavailable',
      'The external booking provider does not answer',
    );
  }
  const slot = requireFreeSlot(store, payload.start, type.id);
  const id = `BK-${nextNumber('booking', 2001)}`;
  let requisition: Booking['requisition'] = null;
  if (payload.requisition) {
    const requisitionId = `RQ-${nextNumber('requisition', 5101)}`;
    const organisation = getMockOrganisation('912-345-678');
    requisition = {
      id: requisitionId,
      type: payload.requisition.type,
      reference: payload.requisition.reference,
      status: 'pending',
    };
    requisitions.push({
      id: requisitionId,
      reference: payload.requisition.reference,
      type: payload.requisition.type,
      status: 'pending',
      employee: { name: `${payload.customer.firstName} ${payload.customer.lastName}`, employeeNumber: null },
      organisationNumber: organisation?.organisationNumber ?? '912-345-678',
      companyName: organisation?.name ?? 'Nordlys Energi AS',
      manager: {
        name: 'Ingrid Berg',
        email: payload.requisition.managerEmail ?? 'ingrid.berg@nordlys-energi.no',
      },
      bookingId: id,
      description: `${type.name} hos ${store.name}`,
      coveredAmount: type.levels.find((level) => level.id === payload.levelId)?.price ?? 0,
      createdAt: backendNowIso(),
      decidedAt: null,
      rejectionReason: null,
    });
    // An electronic requisition goes to the manager by e-mail; a paper one is brought to the store.
    if (payload.requisition.type === 'electronic') {
      const managerEmail = payload.requisition.managerEmail ?? 'ingrid.berg@nordlys-energi.no';
      sendMessage({
        channel: 'email',
        to: managerEmail,
        subject: `Rekvisisjon ${payload.requisition.reference} venter på godkjenning`,
        body: `${payload.customer.firstName} ${payload.customer.lastName} har bestilt ${type.name} hos ${store.name} med rekvisisjon. Godkjenn eller avvis den her:`,
        link: `/rekvisisjon/${requisitionId}`,
        token: null,
      });
    }
  }
  const booking: Booking = {
    id,
    reference: `GL${randomCode(4)}`,
    status: store.externalBooking ? 'requested' : 'confirmed',
    storeId: store.id,
    storeName: store.name,
    examTypeId: type.id,
    levelId: payload.levelId,
    ageGroupId: payload.ageGroupId,
    start: slot.start,
    end: slot.end,
    customer: { ...payload.customer },
    noteToStore: payload.noteToStore ?? null,
    requisition,
    freeCancellationUntil: cancellationDeadline(slot.start),
    cancellationFee: CANCELLATION_FEE,
    createdAt: backendNowIso(),
    accessToken: randomHex(ACCESS_TOKEN_LENGTH),
  };
  bookings.push(booking);
  mailBooking(booking, type, store, false);
  return structuredClone(booking);
}

/** Books a hearing test (the auditory booking). */
export function createAuditoryBooking(payload: AuditoryBookingPayload): Booking {
  return createBooking({ ...payload, examTypeId: AUDITORY_EXAM_TYPE_ID });
}

function findBooking(id: string): Booking {
  const booking = bookings.find((candidate) => candidate.id === id);
  if (!booking) throw notFound('Booking', id);
  return booking;
}

/** Every booking (copies). */
export function listBookings(): Booking[] {
  return bookings.map((booking) => structuredClone(booking));
}

/** A booking by id. */
export function getBooking(id: string): Booking {
  return structuredClone(findBooking(id));
}

/** A booking by id, or undefined (the access check answers an unknown id like a refused one). */
export function findBookingById(id: string): Booking | undefined {
  const booking = bookings.find((candidate) => candidate.id === id);
  return booking ? structuredClone(booking) : undefined;
}

/** Mails the booking's confirmation to its customer: booked (or requested), or moved to a new time. */
function mailBooking(
  booking: Booking,
  type: ReturnType<typeof examType>,
  store: Store,
  moved: boolean,
): void {
  const level = type.levels.find((candidate) => candidate.id === booking.levelId);
  sendMessage(
    bookingConfirmationMessage(
      booking,
      { name: type.name, level: level?.name ?? null },
      store,
      booking.accessToken ?? '',
      moved,
    ),
  );
}

/** Moves a booking to another time (and maybe store); the old time is free again. */
export function rebook(id: string, payload: RebookPayload): Booking {
  const booking = findBooking(id);
  if (!holdsSlot(booking)) throw conflict('BookingCancelled', 'A cancelled booking cannot be moved');
  const store = requireStore(payload.storeId ?? booking.storeId);
  const type = examType(booking.examTypeId);
  if (!store.services.includes(type.service))
    throw conflict('ServiceNotOffered', `${store.name} does not offer ${type.name}`);
  const slot = requireFreeSlot(store, payload.start, type.id, booking.id);
  booking.storeId = store.id;
  booking.storeName = store.name;
  booking.start = slot.start;
  booking.end = slot.end;
  booking.status = store.externalBooking ? 'requested' : 'confirmed';
  booking.freeCancellationUntil = cancellationDeadline(slot.start);
  mailBooking(booking, type, store, true);
  return structuredClone(booking);
}

/** Cancels a booking: free until 24 hours ahead, else 495 kroner. Its time is free again. */
export function cancelBooking(id: string): CancelBookingResult {
  const booking = findBooking(id);
  if (!holdsSlot(booking)) throw conflict('BookingCancelled', 'The booking is already cancelled');
  const fee =
    backendNow().getTime() > new Date(booking.freeCancellationUntil).getTime() ? booking.cancellationFee : 0;
  booking.status = 'cancelled';
  sendMessage(bookingCancellationMessage(booking, fee));
  return { booking: structuredClone(booking), fee };
}

function findRequisition(id: string): Requisition {
  const requisition = requisitions.find((candidate) => candidate.id === id);
  if (!requisition) throw notFound('Requisition', id);
  return requisition;
}

/** A requisition by id. */
export function getRequisition(id: string): Requisition {
  return structuredClone(findRequisition(id));
}

/** Approves or rejects a pending requisition; 409 `RequisitionDecided` when it already is. */
export function decideRequisition(
  id: string,
  decision: 'approved' | 'rejected',
  reason?: string,
): Requisition {
  const requisition = findRequisition(id);
  if (requisition.status !== 'pending')
    throw conflict('RequisitionDecided', `The requisition is already ${requisition.status}`);
  requisition.status = decision;
  requisition.decidedAt = backendNowIso();
  requisition.rejectionReason = decision === 'rejected' ? (reason ?? null) : null;
  const booking = requisition.bookingId
    ? bookings.find((candidate) => candidate.id === requisition.bookingId)
    : undefined;
  if (booking?.requisition) booking.requisition.status = decision;
  return structuredClone(requisition);
}

/** Records a company's eye-health day request. Preferred dates must be ahead. */
export function requestEyeHealthDay(payload: EyeHealthDayPayload): EyeHealthDayResult {
  const today = backendToday();
  payload.preferredDates.forEach((date, index) => {
    if (date <= today)
      throw invalid('Preferred dates must be ahead', [
        { path: `preferredDates.${index}`, message: 'Not ahead' },
      ]);
  });
  const result: EyeHealthDayResult = {
    requestId: `EHD-${nextNumber('eye-health-day', 301)}`,
    status: 'requested',
    organisationNumber: payload.organisationNumber,
    createdAt: backendNowIso(),
  };
  eyeHealthDays.push(result);
  return { ...result };
}
