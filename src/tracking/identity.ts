/**
 * The visitor id (dsid, widget spec section 3): local storage under `_dep_id`; where local storage
 * is unusable a cookie of the same name; where cookies are unusable too a random id held in memory
 * for this tracker's life. Each fallback is reported, since it means the visitor will look new on
 * the next page. The tracker and the widget (`WidgetProvider`) read it through this one module, so
 * both send the same `dsid`, and whichever comes first creates it.
 *
 * A stored id is data from outside (another script, a hand-edited cookie): one that is not in the
 * id format ({@link isVisitorId}, what {@link randomId} makes) is replaced by a new id and the
 * replacement is reported, so a 1 MB string or markup never travels with every request.
 *
 * Storing the id needs consent where the host has a consent store: until the level allows it,
 * {@link visitorIdUnderConsent} answers an id held in memory for the page and touches no storage.
 */
import type { BrowserEnvironment } from '../utils/env';
import { randomId } from './env';
import type { ErrorReporter } from './errors';

/** The local storage key and cookie name of the visitor id. */
export const VISITOR_ID_KEY = '_dep_id';

/** Cookie lifetime of the visitor id: one year. */
const COOKIE_MAX_AGE = 31_536_000;

/** The format of a visitor id: a lowercase UUID v4, as {@link randomId} makes it (36 characters). */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Reported when a stored visitor id is not in the id format and is replaced. */
export const MALFORMED_VISITOR_ID_MESSAGE = 'Visitor id: the stored id is malformed, replaced by a new one';

/** Whether `value` is a visitor id in the id format ({@link VISITOR_ID_PATTERN}). */
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}

/** The parts of the environment the visitor id needs; a tracker's or the widget's environment fits. */
export type VisitorIdEnvironment = Pick<BrowserEnvironment, 'storage' | 'cookie' | 'random'>;

const decodeCookieValue = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a broken escape is malformed like anything else not in the format
  }
};

/**
 * Reads the visitor id, creating and storing one on the first visit (or when the stored one is
 * malformed, which is reported). Never throws.
 */
export function readVisitorId(env: VisitorIdEnvironment, report: ErrorReporter): string {
  const fresh = randomId(env.random);
  const replaced = (stored: string, where: 'storage' | 'cookie') =>
    report(new Error(MALFORMED_VISITOR_ID_MESSAGE), { where, length: stored.length });
  try {
    const storage = env.storage();
    if (!storage) throw new Error();
    const stored = storage.getItem(VISITOR_ID_KEY);
    if (isVisitorId(stored)) return stored;
    if (stored) replaced(stored, 'storage');
    storage.setItem(VISITOR_ID_KEY, fresh);
    if (storage.getItem(VISITOR_ID_KEY) !== fresh) throw new Error();
    return fresh;
  } catch (cause) {
    report(new Error('Visitor id: local storage unusable, using a cookie', { cause }));
  }
  try {
    const cookie = env.cookie;
    if (!cookie) throw new Error();
    const raw = /(?:^|;\s*)_dep_id=([^;]+)/.exec(cookie.get())?.[1];
    const found = raw === undefined ? undefined : decodeCookieValue(raw);
    if (isVisitorId(found)) return found;
    if (found) replaced(found, 'cookie');
    cookie.set(`${VISITOR_ID_KEY}=${fresh}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`);
    if (!cookie.get().includes(fresh)) throw new Error();
    return fresh;
  } catch (cause) {
    report(new Error('Visitor id: cookies unusable, using an id held in memory', { cause }));
  }
  return fresh;
}

/** One page's unstored visitor id: a module lives as long as its page in the browser. */
let pageVisitorId: string | undefined;

/**
 * The visitor id as consent allows: the stored one ({@link readVisitorId}, created when there is
 * none) when `stored` is true; otherwise an id held in memory that never reaches storage or a
 * cookie, and nothing is read from them either. In the browser that id is the same for the whole
 * page, so a preloaded request and the provider's agree and the preloaded answer is taken; without
 * a browser (a server render serves every visitor) each call gets a fresh one.
 */
export function visitorIdUnderConsent(
  env: VisitorIdEnvironment,
  report: ErrorReporter,
  stored: boolean,
  inBrowser: boolean,
): string {
  if (stored) return readVisitorId(env, report);
  if (!inBrowser) return randomId(env.random);
  return (pageVisitorId ??= randomId(env.random));
}
