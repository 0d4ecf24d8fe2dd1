import { apiErrorSchema, type ApiFieldError } from '../schemas/common';

/** A failed shop call, read from its error body. */
export interface ShopApiError {
  /** HTTP status of the answer. */
  status: number;
  /** Stable error code (`CsrfTokenMissing`, `ValidationFailed`, `NotFound`, `SlotTaken`, ...), or `HttpError` when the body had none. */
  code: string;
  /** A message for logs; never shown to a shopper. */
  message: string;
  /** Fields that failed validation (422). */
  fields: ApiFieldError[];
}

/**
 * Reads the error body of a failed shop call (`{ success: false, error: { code, message, fields? } }`).
 * A body that is not such an error (HTML, empty, malformed) still gives a usable error with the code
 * `HttpError`, so a caller never crashes on a bad error page.
 * @example const error = parseApiError(response.status, await response.json().catch(() => null));
 */
export function parseApiError(status: number, raw: unknown): ShopApiError {
  const result = apiErrorSchema.safeParse(raw);
  if (result.success) {
    const { code, message, fields } = result.data.error;
    return { status, code, message, fields: fields ?? [] };
  }
  return { status, code: 'HttpError', message: `HTTP ${status}`, fields: [] };
}
