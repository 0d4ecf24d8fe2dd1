/**
 * The request layer's cache (widget spec, section 7): answers are kept per request (method, URL
 * and body) for about 5 minutes, and callers asking for a request that is already on its way share
 * it instead of sending it again.
 *
 * Written by hand on purpose: DESIGN.md names TanStack Query as the well-kept choice, but its core
 * alone (`@tanstack/query-core`) is larger gzipped than the whole widget core's 8 kB budget, and
 * the widget needs only four of its ideas: a keyed cache with a lifetime, in-flight
 * de-duplication, cancellation when nobody waits any more, and "a stale answer never replaces a
 * newer one" (per key here; across keys in `createDataSource`).
 */
import { WidgetApiError } from './retry';
import type { WidgetEnv } from './env';

/** How long an answer is reused (spec: about 5 minutes). */
export const REQUEST_CACHE_TTL = 5 * 60_000;
/** How many answers are kept at most; the oldest goes first. */
export const REQUEST_CACHE_MAX_ENTRIES = 100;

/** Options of {@link createRequestCache}. */
export interface RequestCacheOptions {
  /** Lifetime of an answer in milliseconds. @default 300000 */
  ttl?: number;
  /** Answers kept at most. @default 100 */
  maxEntries?: number;
  /** Where the clock comes from. @default createWidgetEnv() */
  env?: Pick<WidgetEnv, 'now'>;
}

/** A keyed cache of answers with in-flight de-duplication. */
export interface RequestCache {
  /**
   * The cached answer of `key`, the request already on its way, or a new one made by `load`.
   * `load` gets a signal that aborts only when every caller waiting for it has aborted. A failure
   * is not cached.
   * @param signal - aborts this caller's wait (rejecting it with an `aborted` error)
   */
  get<T>(key: string, load: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** The cached answer of `key`, if it is fresh. */
  peek<T>(key: string): T | undefined;
  /** Forgets `key` (or everything); a request on its way then does not write its answer. */
  invalidate(key?: string): void;
  /** How many answers and requests on their way are held. */
  readonly size: number;
}

/**
 * One key's state. A new load makes a new entry object; a load writes its answer only while its
 * entry is still the key's current one, so an older answer never replaces a newer one.
 */
interface Entry {
  /** The request on its way. */
  pending?: Promise<unknown>;
  controller?: AbortController;
  /** Callers waiting for `pending` that can still abort; Infinity when one cannot. */
  waiting: number;
  value?: unknown;
  storedAt?: number;
}

/** Creates a request cache. */
export function createRequestCache(options: RequestCacheOptions = {}): RequestCache {
  const { ttl = REQUEST_CACHE_TTL, maxEntries = REQUEST_CACHE_MAX_ENTRIES } = options;
  const now = () => (options.env ? options.env.now() : Date.now());
  const entries = new Map<string, Entry>();

  const fresh = (entry: Entry | undefined): entry is Entry & { storedAt: number } =>
    entry?.storedAt !== undefined && now() - entry.storedAt < ttl;

  const prune = () => {
    for (const [key, entry] of entries) if (entry.pending === undefined && !fresh(entry)) entries.delete(key);
    // Map iteration is insertion order: the first keys are the oldest.
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) break;
      if (entries.get(key)?.pending === undefined) entries.delete(key);
    }
  };

  const start = (key: string, load: (signal: AbortSignal) => Promise<unknown>): Entry => {
    const controller = new AbortController();
    const entry: Entry = { controller, waiting: 0 };
    const current = () => entries.get(key) === entry;
    entry.pending = Promise.resolve()
      .then(() => load(controller.signal))
      .then(
        (value) => {
          if (current()) {
            entries.delete(key); // re-insert so the newest answer is last
            entries.set(key, { waiting: 0, value, storedAt: now() });
            prune();
          }
          return value;
        },
        (error: unknown) => {
          if (current()) entries.delete(key);
          throw error;
        },
      );
    entries.set(key, entry);
    return entry;
  };

  return {
    get<T>(key: string, load: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(new WidgetApiError('The request was aborted', 'aborted'));
      const cached = entries.get(key);
      if (fresh(cached)) return Promise.resolve(cached.value as T);
      const entry = cached?.pending ? cached : start(key, load);
      const pending = entry.pending as Promise<T>;
      if (!signal) {
        entry.waiting = Infinity;
        return pending;
      }
      entry.waiting++;
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          reject(new WidgetApiError('The request was aborted', 'aborted'));
          if (--entry.waiting === 0 && entries.get(key) === entry) {
            // Nobody waits any more: stop the request (and its retries) and forget it.
            entries.delete(key);
            entry.controller?.abort();
          }
        };
        signal.addEventListener('abort', onAbort, { once: true });
        pending.then(
          (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
          },
        );
      });
    },
    peek<T>(key: string): T | undefined {
      const entry = entries.get(key);
      return fresh(entry) ? (entry.value as T) : undefined;
    },
    invalidate(key?: string) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
