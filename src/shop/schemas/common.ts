import * as z from 'zod/mini';

/**
 * Building blocks shared by the shop API schemas: dates, the success envelope of the designed calls
 * and the error body every failing call answers with.
 */

/** A moment with its UTC offset, e.g. `2026-11-17T09:30:00+01:00`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** A calendar day, e.g. `2026-11-17`. */
export const isoDateSchema = z.iso.date();
/** A wall-clock time of day, `HH:MM`. */
export const timeOfDaySchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
/** An amount of money in the currency's main unit (kroner), at most 2 decimals. */
export const amountSchema = z.number().check(z.refine((value) => Number.isFinite(value)));
/**
 * The highest price the shop shows, in kroner. Anything above it (1e21, a misplaced øre amount) is
 * absurd for an optician's shop and is refused like a negative or non-finite price.
 */
export const MAX_PRICE = 10_000_000;

/** What a refused price says in an `ApiContractError` (the product card's rule, everywhere). */
export const PRICE_RULE_MESSAGE = `A price must be a finite amount from 0 to ${MAX_PRICE} kr`;

/**
 * The price rule of the product card and every other price from the APIs: a finite number from 0
 * to {@link MAX_PRICE}. Negative, non-finite and absurd amounts are refused, so a cart never shows
 * "kr −1 290" and 1e21 never shows as a number.
 */
export function isPriceAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PRICE;
}

/** A price in kroner by {@link isPriceAmount}, refused with {@link PRICE_RULE_MESSAGE}. */
export const priceAmountSchema = z.number().check(z.refine(isPriceAmount, PRICE_RULE_MESSAGE));

/** A Norwegian zip code: four digits. */
export const zipCodeSchema = z.string().check(z.regex(/^\d{4}$/));

/** A postal address. */
export const addressSchema = z.object({
  street: z.string().check(z.minLength(1)),
  zipCode: zipCodeSchema,
  city: z.string().check(z.minLength(1)),
  careOf: z.optional(z.string()),
});
/** A postal address. */
export type Address = z.infer<typeof addressSchema>;

/** One field that failed validation (422 answers list them). */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
/** One field that failed validation. */
export type ApiFieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The error body of every failing shop call: `{ success: false, error: { code, message, fields? } }`.
 * `code` is stable (`CsrfTokenMissing`, `ValidationFailed`, `NotFound`, `SlotTaken`, ...); `message`
 * is for logs, never shown to a shopper.
 */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.array(fieldErrorSchema)),
  }),
});
/** The error body of a failing shop call. */
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** `{ success: true }`: the answer of calls that only confirm. */
export const okSchema = z.object({ success: z.literal(true) });
/** The answer of calls that only confirm. */
export type Ok = z.infer<typeof okSchema>;

/** The success envelope of the designed shop calls: `{ success: true, data }`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
