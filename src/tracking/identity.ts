/**
 * The visitor id (dsid, widget spec section 3): local storage under `_dep_id`; where local storage
 * is unusable a cookie of the same name; where cookies are unusable too a random id held in memory
 * for this tracker's life. Each fallback is reported, since it means the visitor will look new on
 * the next page.
 */
import { randomId, type TrackingEnvironment } from './env';
import type { ErrorReporter } from './errors';

/** The local storage key and cookie name of the visitor id. */
export const VISITOR_ID_KEY = '_dep_id';

/** Cookie lifetime of the visitor id: one year. */
const COOKIE_MAX_AGE = 31_536_000;

/** Reads the visitor id, creating and storing one on the first visit. Never throws. */
export function readVisitorId(env: TrackingEnvironment, report: ErrorReporter): string {
  const fresh = randomId(env.random);
  try {
    const storage = env.storage();
    if (!storage) throw new Error();
    const stored = storage.getItem(VISITOR_ID_KEY);
    if (stored) return stored;
    storage.setItem(VISITOR_ID_KEY, fresh);
    if (storage.getItem(VISITOR_ID_KEY) !== fresh) throw new Error();
    return fresh;
  } catch (cause) {
    report(new Error('Visitor id: local storage unusable, using a cookie', { cause }));
  }
  try {
    const cookie = env.cookie;
    if (!cookie) throw new Error();
    const found = /(?:^|;\s*)_dep_id=([^;]+)/.exec(cookie.get())?.[1];
    if (found) return decodeURIComponent(found);
    cookie.set(`${VISITOR_ID_KEY}=${fresh}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`);
    if (!cookie.get().includes(fresh)) throw new Error();
    return fresh;
  } catch (cause) {
    report(new Error('Visitor id: cookies unusable, using an id held in memory', { cause }));
  }
  return fresh;
}
