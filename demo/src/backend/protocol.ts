import type { DemoCart } from '../mockCart';

/**
 * The messages between the demo's fake backend (a dedicated worker, `worker.ts`), the page and the
 * service worker that puts the backend's answers on the network (`serviceWorker.js`). A request and
 * its answer travel as plain data with the body as an `ArrayBuffer`, which is moved, not copied.
 */

/** A request as the backend receives it. */
export interface BackendRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** The backend's answer: a response, a network error (a fault), or "not mine" (the request goes out). */
export type BackendAnswer =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  | { kind: 'network-error' }
  | { kind: 'unhandled' };

/** What the page and the service worker send the backend worker; the answer comes on the port sent with it. */
export type BackendMessage =
  | {
      type: 'glimt-backend-start';
      accountKey: string | null;
      cart: DemoCart;
      /** The page's `Date.now()` when it started the backend: the visitor's clock, which the backend's runs from. */
      now: number;
    }
  | { type: 'glimt-backend-request'; request: BackendRequest }
  | { type: 'glimt-backend-mailbox' }
  /** "Tilbakestill demodata": forget what the backend keeps across reloads; answers `'forgotten'`. */
  | { type: 'glimt-backend-forget' };

/** Statuses whose responses have no body (a `Response` with one throws). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Reads a `Request` into a message (GET and HEAD have no body). */
export async function toBackendRequest(request: Request): Promise<BackendRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: hasBody ? await request.arrayBuffer() : null,
  };
}

/** The `Request` a message describes. */
export function fromBackendRequest(message: BackendRequest): Request {
  return new Request(message.url, {
    method: message.method,
    headers: message.headers,
    body: message.body,
  });
}

/** Reads the backend's `Response` (or its absence) into an answer. */
export async function toBackendAnswer(response: Response | undefined): Promise<BackendAnswer> {
  if (!response) return { kind: 'unhandled' };
  if (response.type === 'error') return { kind: 'network-error' };
  return {
    kind: 'response',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer(),
  };
}

/** The `Response` an answer describes (`Response.error()` for a network error); `null` when unhandled. */
export function fromBackendAnswer(answer: BackendAnswer): Response | null {
  if (answer.kind === 'unhandled') return null;
  if (answer.kind === 'network-error') return Response.error();
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
