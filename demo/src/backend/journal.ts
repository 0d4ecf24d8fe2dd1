import type { DemoCart } from '../mockCart';
import type { BackendAnswer, BackendRequest } from './protocol';

/**
 * The demo backend's memory across reloads, as rules. A real shop's backend keeps its state when the
 * shopper reloads; the demo's lives in a worker that a reload ends. So the worker writes down every
 * request that changed something (a journal, in the browser's IndexedDB) and, on the next page load,
 * answers them again, in order and at the moments they first came, against a fresh backend: the
 * seeded ids and the clock make it the same state. "Tilbakestill demodata" forgets the journal.
 *
 * The session is the one thing a real shop keeps in the browser: a session cookie. A service
 * worker's answer cannot set a cookie, so the backend worker plays the cookie jar: it keeps the
 * session's token and sends it with a shopper load that comes without one, as the browser would.
 */

/** How the demo backend started on the first visit, which a reload starts from again. */
export interface JournalStart {
  /** The visitor's clock at the first visit: the fixtures are dated from it. */
  startedAt: number;
  accountKey: string | null;
  cart: DemoCart;
}

/** One request the backend answered, as it came. */
export interface JournalEntry {
  /** The order it came in. */
  seq: number;
  /** The backend's clock when it came (ms). */
  at: number;
  request: BackendRequest;
  /** The status it was answered with: a replay that answers otherwise has gone another way. */
  status: number;
}

/** At most this many entries are kept; a visit that changes more is not kept past the bound. */
export const MAX_JOURNAL_ENTRIES = 2_000;

/** The header the shop sends its session's token in (the shop spec's CSRF token). */
const SESSION_HEADER = 'csrf-token';
const SHOPPER_PATH = '/api/site/shopper';

function shopPathOf(request: BackendRequest, origin: string): string | null {
  const url = new URL(request.url);
  return url.origin === origin && url.pathname.startsWith('/api/') ? url.pathname : null;
}

/**
 * Whether a request goes into the journal: every call to the shop API that can change state (any
 * method but GET and HEAD) and the shopper load, which opens a session. Reads, pictures and the
 * widget's calls (searches, listings and tracking beacons, which keep nothing the shop shows) do
 * not, so browsing does not grow the journal.
 */
export function isJournalled(request: BackendRequest, origin: string): boolean {
  const path = shopPathOf(request, origin);
  if (path === null) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return path === SHOPPER_PATH;
}

/**
 * The request as the browser would send it with the session cookie: a shopper load without a token
 * gets the kept one, so a reload resumes the session (the login, the cart) instead of opening a new one.
 */
export function withSessionCookie(
  request: BackendRequest,
  origin: string,
  token: string | null,
): BackendRequest {
  if (token === null || request.method !== 'GET' || shopPathOf(request, origin) !== SHOPPER_PATH)
    return request;
  if (request.headers.some(([name]) => name.toLowerCase() === SESSION_HEADER)) return request;
  return { ...request, headers: [...request.headers, [SESSION_HEADER, token]] };
}

/** The session token a shopper load was answered with, to keep as the cookie; `null` for any other answer. */
export function sessionTokenOf(
  request: BackendRequest,
  origin: string,
  answer: BackendAnswer,
): string | null {
  if (request.method !== 'GET' || shopPathOf(request, origin) !== SHOPPER_PATH) return null;
  if (answer.kind !== 'response' || answer.status !== 200 || answer.body === null) return null;
  try {
    const body = JSON.parse(new TextDecoder().decode(answer.body)) as { token?: unknown };
    return typeof body.token === 'string' && body.token !== '' ? body.token : null;
  } catch {
    return null;
  }
}

/**
 * Whether a page load starts from the journal: not when its address asks for a seeded start
 * (`?mockAccount=`, `?mockCart=`), which begins a new demo state as it always did.
 */
export function resumesJournal(
  start: JournalStart | null,
  asked: { accountKey: string | null; cart: DemoCart },
): boolean {
  return start !== null && asked.accountKey === null && asked.cart === 'empty';
}
