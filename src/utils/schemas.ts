/**
 * Small zod building blocks shared by the API schemas of the widget core and of tracking, so both
 * read text and ids the same way.
 */
import * as z from 'zod/mini';

/** A text that must not be empty. */
export const nonEmptyString = z.string().check(z.minLength(1));

/** An id a payload may send as a number or a string; always a string after parsing. */
export const idSchema = z.pipe(
  z.union([nonEmptyString, z.number()]),
  z.transform((value: string | number): string => String(value)),
);
