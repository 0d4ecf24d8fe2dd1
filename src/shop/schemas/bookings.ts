import * as z from 'zod/mini';
import { AgeGroup, RequisitionStatus, RequisitionType } from '../enums';
import { addressSchema, amountSchema, envelope, isoDateSchema, isoDateTimeSchema } from './common';
import { birthDateSchema, emailSchema, phoneSchema } from './auth';
import { storeServiceSchema } from './stores';

/** A booking age group id. */
export const ageGroupIdSchema = z.enum([
  AgeGroup.Under18,
  AgeGroup.From8To12,
  AgeGroup.From13To17,
  AgeGroup.Over18,
  AgeGroup.Over76,
  AgeGroup.From1To17,
  AgeGroup.From18To75,
  AgeGroup.From76,
]);

/** An age group with its bounds (`maxAge` null: no upper bound). */
export const ageGroupSchema = z.object({
  id: ageGroupIdSchema,
  label: z.string(),
  minAge: z.int(),
  maxAge: z.nullable(z.int()),
});
/** An age group. */
export type AgeGroupInfo = z.infer<typeof ageGroupSchema>;
/** Both listings of the spec: the booking form's and the other one. */
export const ageGroupListsSchema = z.object({
  booking: z.array(ageGroupSchema),
  alternative: z.array(ageGroupSchema),
});
/** Both age group listings. */
export type AgeGroupLists = z.infer<typeof ageGroupListsSchema>;
export const ageGroupListsResponseSchema = envelope(ageGroupListsSchema);

/** A level of an exam type (standard, extended ...). */
export const examLevelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.int(),
  price: amountSchema,
});
/** A level of an exam type. */
export type ExamLevel = z.infer<typeof examLevelSchema>;

/** An exam type one can book. */
export const examTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  service: storeServiceSchema,
  levels: z.array(examLevelSchema),
  ageGroups: z.array(ageGroupIdSchema),
});
/** An exam type one can book. */
export type ExamType = z.infer<typeof examTypeSchema>;
export const examTypeListResponseSchema = envelope(z.array(examTypeSchema));

/** A free time. */
export const slotSchema = z.object({ start: isoDateTimeSchema, end: isoDateTimeSchema });
/** A free time. */
export type Slot = z.infer<typeof slotSchema>;
/** The free times of one store on one day. */
export const daySlotsSchema = z.object({
  storeId: z.string(),
  date: isoDateSchema,
  slots: z.array(slotSchema),
});
/** The free times of one store on one day. */
export type DaySlots = z.infer<typeof daySlotsSchema>;
export const daySlotsResponseSchema = envelope(daySlotsSchema);

/** The person an exam is booked for. */
export const bookingCustomerSchema = z.object({
  firstName: z.string().check(z.regex(/^[\p{L}\p{N} '-]+$/u)),
  lastName: z.string().check(z.regex(/^[\p{L}\p{N} '-]+$/u)),
  email: emailSchema,
  mobile: phoneSchema,
  birthDate: z.optional(birthDateSchema),
});
/** The person an exam is booked for. */
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;

/** The requisition a company employee books with (electronic or physical), approved by a manager. */
export const bookingRequisitionPayloadSchema = z.object({
  type: z.enum([RequisitionType.Electronic, RequisitionType.Physical]),
  reference: z.string().check(z.minLength(1)),
  managerEmail: z.optional(emailSchema),
});

/** Body of `POST /api/booking`. */
export const createBookingPayloadSchema = z.object({
  storeId: z.string().check(z.minLength(1)),
  examTypeId: z.string().check(z.minLength(1)),
  levelId: z.string().check(z.minLength(1)),
  ageGroupId: ageGroupIdSchema,
  start: isoDateTimeSchema,
  customer: bookingCustomerSchema,
  noteToStore: z.optional(z.string().check(z.maxLength(500))),
  requisition: z.optional(bookingRequisitionPayloadSchema),
});
/** Body of a booking. */
export type CreateBookingPayload = z.infer<typeof createBookingPayloadSchema>;

/** Body of `POST /api/booking/auditory`: a booking whose exam type is the hearing test. */
export const auditoryBookingPayloadSchema = z.omit(createBookingPayloadSchema, {
  examTypeId: true,
  requisition: true,
});
/** Body of an auditory booking. */
export type AuditoryBookingPayload = z.infer<typeof auditoryBookingPayloadSchema>;

/**
 * A booking. `confirmed` holds a time; `requested` went to an external provider that confirms later
 * (the request-only outcome); `cancelled` gave its time back.
 */
export const bookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(['confirmed', 'requested', 'cancelled']),
  storeId: z.string(),
  storeName: z.string(),
  examTypeId: z.string(),
  levelId: z.string(),
  ageGroupId: ageGroupIdSchema,
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  customer: bookingCustomerSchema,
  noteToStore: z.nullable(z.string()),
  requisition: z.nullable(
    z.object({
      id: z.string(),
      type: z.enum([RequisitionType.Electronic, RequisitionType.Physical]),
      reference: z.string(),
      status: z.enum([RequisitionStatus.Pending, RequisitionStatus.Approved, RequisitionStatus.Rejected]),
    }),
  ),
  /** Cancelling before this moment is free; later costs `cancellationFee`. */
  freeCancellationUntil: isoDateTimeSchema,
  cancellationFee: amountSchema,
  createdAt: isoDateTimeSchema,
  /**
   * The secret a guest opens, changes or cancels the booking with (the link in the confirmation).
   * Answered to whoever may see the booking; a logged-in owner needs none.
   */
  accessToken: z.optional(z.string().check(z.minLength(16), z.maxLength(128))),
});
/** A booking. */
export type Booking = z.infer<typeof bookingSchema>;
export const bookingResponseSchema = envelope(bookingSchema);

/** Body of `POST /api/booking/:id/rebook`: a new time, optionally in another store. */
export const rebookPayloadSchema = z.object({
  start: isoDateTimeSchema,
  storeId: z.optional(z.string().check(z.minLength(1))),
});
/** Body of a rebooking. */
export type RebookPayload = z.infer<typeof rebookPayloadSchema>;

/** What a cancellation answers: the booking and the fee charged (0 or 495 kroner). */
export const cancelBookingResultSchema = z.object({ booking: bookingSchema, fee: amountSchema });
/** What a cancellation answers. */
export type CancelBookingResult = z.infer<typeof cancelBookingResultSchema>;
export const cancelBookingResponseSchema = envelope(cancelBookingResultSchema);

/** Body of `POST /api/b2b/eye-health-day`: a company asks for an eye-health day. */
export const eyeHealthDayPayloadSchema = z.object({
  organisationNumber: z.string().check(z.regex(/^\d{3}-\d{3}-\d{3}$/)),
  companyName: z.string().check(z.minLength(1)),
  contactPerson: z.object({ name: z.string().check(z.minLength(1)), email: emailSchema, phone: phoneSchema }),
  address: addressSchema,
  preferredDates: z.array(isoDateSchema).check(z.minLength(1), z.maxLength(3)),
  participants: z.int().check(z.minimum(5), z.maximum(500)),
  note: z.optional(z.string().check(z.maxLength(1000))),
});
/** Body of an eye-health day request. */
export type EyeHealthDayPayload = z.infer<typeof eyeHealthDayPayloadSchema>;
/** An eye-health day request waits for the shop to call back. */
export const eyeHealthDayResultSchema = z.object({
  requestId: z.string(),
  status: z.literal('requested'),
  organisationNumber: z.string(),
  createdAt: isoDateTimeSchema,
});
/** What an eye-health day request answers. */
export type EyeHealthDayResult = z.infer<typeof eyeHealthDayResultSchema>;
export const eyeHealthDayResponseSchema = envelope(eyeHealthDayResultSchema);

/** Free times per day of a store over several weeks (`GET /api/booking/availability`). */
export const availabilitySchema = z.object({
  storeId: z.string(),
  from: isoDateSchema,
  days: z.array(z.object({ date: isoDateSchema, free: z.int().check(z.minimum(0)) })).check(z.maxLength(62)),
});
/** Free times per day of a store. */
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityResponseSchema = envelope(availabilitySchema);

/** The customer's own bookings (`GET /api/booking/mine`), at most 100. */
export const bookingListResponseSchema = envelope(z.array(bookingSchema).check(z.maxLength(100)));

/** The backend's clock (`GET /api/site/time`): the cancellation rule runs on it, never on the machine's. */
export const backendTimeSchema = z.object({ now: isoDateTimeSchema, today: isoDateSchema });
/** The backend's clock. */
export type BackendTime = z.infer<typeof backendTimeSchema>;
export const backendTimeResponseSchema = envelope(backendTimeSchema);
