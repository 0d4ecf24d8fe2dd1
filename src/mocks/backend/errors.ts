import type { ApiFieldError } from '../../shop/schemas/common';

/**
 * What a store of the fake backend throws when a call cannot be done; the handlers turn it into the
 * error body `{ success: false, error: { code, message, fields? } }` with its HTTP status.
 */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldError[] | undefined;

  constructor(status: number, code: string, message: string, fields?: ApiFieldError[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** 404: the id is unknown (or not the caller's). */
export function notFound(what: string, id: string): BackendError {
  return new BackendError(404, 'NotFound', `${what} ${id} was not found`);
}

/** 409: the thing exists but is in a state that does not allow the action. */
export function conflict(code: string, message: string): BackendError {
  return new BackendError(409, code, message);
}

/** 422: the body parsed but a rule about its values failed. */
export function invalid(message: string, fields: ApiFieldError[] = []): BackendError {
  return new BackendError(422, 'ValidationFailed', message, fields);
}

/** 503: the backend was reset while the request was read; it belongs to the state before. */
export function backendWasReset(): BackendError {
  return new BackendError(503, 'BackendReset', 'The fake backend was reset while this request was read');
}
