/**
 * The answers of preloaded requests (`./preload`), waiting for the client that sends the same
 * request (`./clientCalls`). Apart from the preload itself, so the client's calls carry only this
 * store, not the URL codec and the visitor id the preload needs.
 */
import type { WidgetEnv } from './env';
import type { WidgetRequest } from './requests';

/** How long a preloaded answer waits for its page (ms); an older one is dropped and asked again. */
export const PRELOAD_TTL_MS = 30_000;

/** At most this many answers wait at once (a hostile caller cannot fill the memory). */
const PRELOAD_MAX_ENTRIES = 8;

interface Preloaded {
  response: Promise<Response | null>;
  expires: number;
}

const preloaded = /* @__PURE__ */ new Map<string, Preloaded>();

/**
 * The answer of a preloaded request with this cache key, taken once (a second caller asks
 * itself); `null` when there is none, when it is too old, or when it failed or answered an error
 * status (the caller then sends the request itself, with its retry policy).
 */
export function takePreloadedResponse(key: string, now: number): Promise<Response | null> | null {
  const entry = preloaded.get(key);
  if (!entry) return null;
  preloaded.delete(key);
  return entry.expires > now ? entry.response : null;
}

/** Sends a request now and keeps its answer for the first client that sends the same one. */
export function preloadRequest(env: WidgetEnv, request: WidgetRequest): void {
  const now = env.now();
  for (const [key, entry] of preloaded) if (entry.expires <= now) preloaded.delete(key);
  if (preloaded.has(request.key) || preloaded.size >= PRELOAD_MAX_ENTRIES) return;
  const response = env.fetch(request.url, request.init).then(
    (answer) => (answer.ok ? answer : null),
    () => null,
  );
  preloaded.set(request.key, { response, expires: now + PRELOAD_TTL_MS });
}
