/**
 * The retry policy of the widget API (widget spec, sections 8 and 9): a reply other than 2xx is
 * retried up to 10 times with exponential backoff from 100 ms, doubling with jitter, each wait at
 * most about 60 s. Some failures are final at once: 404 (the thing does not exist), 422 (the
 * request is wrong and will stay wrong; reported as 'Validation error: got 422 from API'), and a
 * request the browser refuses to make or finish (CORS, a network policy, a dropped connection: in
 * a browser these are one indistinguishable `TypeError`, and retrying a CORS refusal only delays
 * the empty state).
 */
import { isRequestTimeoutError, withTimeout } from '../../utils/timeout';
import type { WidgetEnv } from './env';

/** How a request to the widget API ended when it did not succeed. */
export type WidgetApiErrorKind =
  /** 404: stops at once. */
  | 'not-found'
  /** 422: stops at once and is reported. */
  | 'validation'
  /** Another status, still failing after every retry. */
  | 'status'
  /** `fetch` rejected (CORS, network policy, offline): stops at once. */
  | 'network'
  /** A 2xx reply whose body is not JSON or does not match the schema. */
  | 'invalid-response'
  /** No reply within the try's timeout, still none after every retry, or the call's deadline passed. */
  | 'timeout'
  /** The caller aborted. */
  | 'aborted';

/** The message of a 422 reply (spec wording). */
export const VALIDATION_ERROR_MESSAGE = 'Validation error: got 422 from API';

/** A failed request to the widget API. */
export class WidgetApiError extends Error {
  override name = 'WidgetApiError';
  constructor(
    message: string,
    /** Why it failed. */
    readonly kind: WidgetApiErrorKind,
    /** The HTTP status of the last reply, when there was one. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Tuning of the retry policy. */
export interface RetryOptions {
  /** Retries after the first attempt. @default 10 */
  retries?: number;
  /** The first wait in milliseconds; each later one doubles. @default 100 */
  baseDelay?: number;
  /** The longest wait in milliseconds. @default 60000 */
  maxDelay?: number;
  /**
   * How long one try may wait for its reply, in ms; a try that times out counts like a failed
   * one (retried with backoff, up to `retries`). @default no limit per try (the client sets one)
   */
  timeout?: number;
}

/** Retries after the first attempt (spec: 10). */
export const MAX_RETRIES = 10;
/** The first backoff wait in milliseconds (spec: 100 ms). */
export const RETRY_BASE_DELAY = 100;
/** The longest backoff wait in milliseconds (spec: about 60 s). */
export const RETRY_MAX_DELAY = 60_000;

/**
 * The wait before retry number `retry` (0 for the first retry): `baseDelay * 2^retry` plus up to a
 * quarter more of jitter, never above `maxDelay`.
 */
export function retryDelay(retry: number, random: () => number, options: RetryOptions = {}): number {
  const { baseDelay = RETRY_BASE_DELAY, maxDelay = RETRY_MAX_DELAY } = options;
  const exponential = baseDelay * 2 ** retry;
  return Math.min(maxDelay, Math.round(exponential * (1 + random() / 4)));
}

function abortError(): WidgetApiError {
  return new WidgetApiError('The request was aborted', 'aborted');
}

function wait(env: WidgetEnv, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = () => {
      env.clearTimeout(handle);
      reject(abortError());
    };
    const handle = env.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Fetches with the retry policy. Resolves with the first 2xx reply; rejects with a
 * {@link WidgetApiError} when the policy gives up or the signal aborts.
 */
export async function fetchWithRetry(
  env: WidgetEnv,
  url: string,
  init: RequestInit = {},
  options: RetryOptions = {},
): Promise<Response> {
  const retries = options.retries ?? MAX_RETRIES;
  const signal = init.signal ?? undefined;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortError();
    let response: Response;
    try {
      response = await withTimeout(
        (trySignal) => env.fetch(url, { ...init, signal: trySignal }),
        options.timeout ?? Number.POSITIVE_INFINITY,
        { call: url, signal },
      );
    } catch (error) {
      if (signal?.aborted) throw abortError();
      if (isRequestTimeoutError(error)) {
        if (attempt >= retries)
          throw new WidgetApiError(`No reply after ${attempt + 1} attempts`, 'timeout', undefined, {
            cause: error,
          });
        await wait(env, retryDelay(attempt, env.random, options), signal);
        continue;
      }
      throw new WidgetApiError('Network or CORS error: the request was refused', 'network', undefined, {
        cause: error,
      });
    }
    if (response.ok) return response;
    const { status } = response;
    // Free the connection: the body of a failed reply is never read.
    response.body?.cancel().catch(() => undefined);
    if (status === 404) throw new WidgetApiError(`Not found: got 404 from API`, 'not-found', status);
    if (status === 422) {
      const error = new WidgetApiError(VALIDATION_ERROR_MESSAGE, 'validation', status);
      env.reportError(error);
      throw error;
    }
    if (attempt >= retries)
      throw new WidgetApiError(`Got ${status} from API after ${attempt + 1} attempts`, 'status', status);
    await wait(env, retryDelay(attempt, env.random, options), signal);
  }
}
