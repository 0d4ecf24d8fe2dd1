import * as z from 'zod/mini';
import { addressSchema, envelope, isoDateSchema, timeOfDaySchema } from './common';

/** Days of the week, Monday first. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
/** A day of the week. */
export type Weekday = (typeof WEEKDAYS)[number];
export const weekdaySchema = z.enum(WEEKDAYS);

/** Regular hours of one weekday; `opens` and `closes` are null when the store is closed that day. */
export const openingHoursSchema = z.object({
  day: weekdaySchema,
  opens: z.nullable(timeOfDaySchema),
  closes: z.nullable(timeOfDaySchema),
});
/** Regular hours of one weekday. */
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Hours that differ on one date (holidays, events); null times mean closed. */
export const deviatingHoursSchema = z.object({
  date: isoDateSchema,
  label: z.string(),
  opens: z.nullable(timeOfDaySchema),
  closes: z.nullable(timeOfDaySchema),
});
/** Hours that differ on one date. */
export type DeviatingHours = z.infer<typeof deviatingHoursSchema>;

/** A daily lunch closure on the given weekdays. */
export const lunchClosureSchema = z.object({
  from: timeOfDaySchema,
  to: timeOfDaySchema,
  days: z.array(weekdaySchema),
});
/** A daily lunch closure. */
export type LunchClosure = z.infer<typeof lunchClosureSchema>;

/** What a store offers to book. */
export const storeServiceSchema = z.enum(['eyeExam', 'contactLensExam', 'hearingTest', 'eyeHealth']);
/** A bookable service of a store. */
export type StoreService = z.infer<typeof storeServiceSchema>;

/** A store. */
export const storeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  address: addressSchema,
  county: z.string(),
  phone: z.string(),
  email: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  openingHours: z.array(openingHoursSchema),
  deviatingHours: z.array(deviatingHoursSchema),
  lunchClosure: z.nullable(lunchClosureSchema),
  services: z.array(storeServiceSchema),
  /** Bookings go to an external provider and come back as requests, not confirmed times. */
  externalBooking: z.boolean(),
});
/** A store. */
export type Store = z.infer<typeof storeSchema>;
export const storeListResponseSchema = envelope(z.array(storeSchema));
export const storeResponseSchema = envelope(storeSchema);

/** The hours of one calendar day, deviations and lunch applied. */
export const storeDayHoursSchema = z.object({
  date: isoDateSchema,
  day: weekdaySchema,
  opens: z.nullable(timeOfDaySchema),
  closes: z.nullable(timeOfDaySchema),
  lunchClosure: z.nullable(z.object({ from: timeOfDaySchema, to: timeOfDaySchema })),
  /** The label of a deviation that applies (e.g. "Julaften"), or null on a regular day. */
  deviation: z.nullable(z.string()),
});
/** The hours of one calendar day. */
export type StoreDayHours = z.infer<typeof storeDayHoursSchema>;
export const storeHoursResponseSchema = envelope(z.array(storeDayHoursSchema));

/** Where a Norwegian postcode is: its place name and a point to measure distances from. */
export const postcodePlaceSchema = z.object({
  /** Four digits, e.g. `0155`. */
  postcode: z.string().check(z.regex(/^\d{4}$/)),
  /** The post office's place, e.g. `Oslo`. */
  place: z.string().check(z.minLength(1), z.maxLength(80)),
  location: z.object({ lat: z.number(), lng: z.number() }),
});
/** Where a Norwegian postcode is. */
export type PostcodePlace = z.infer<typeof postcodePlaceSchema>;
export const postcodePlaceResponseSchema = envelope(postcodePlaceSchema);
