import {
  HttpResponse,
  delay as mswDelay,
  type HttpHandler,
  type HttpResponseResolver,
  type JsonBodyType,
} from 'msw';
import { resolveHosts, startedBeforeReset, type MockHostsConfig } from './backend/core';
import { backendWasReset } from './backend/errors';
import { MOCK_MEDIA_ORIGIN } from './fixtures/catalogue/media';
import { mockHttp } from './handlers/mockHttp';

/**
 * Fault helpers: each builds an MSW handler that overrides one call of the fake backend for one
 * story or test. Put it before the normal handlers (Storybook: first in `parameters.msw.handlers`;
 * vitest: `server.use(...)`, which puts it first).
 *
 * Paths are shop paths (`/api/cart/update`, matched on any origin or the configured shop base URL),
 * or absolute URLs and patterns (`https://widget-api.glimt.test/v2/search/*`), which are used as
 * they are. Path parameters work as in MSW (`/api/orders/:orderId`).
 *
 * @example
 * // Storybook: the cart update fails with a 500 in this story only
 * export const UpdateFails = {
 *   parameters: { msw: { handlers: { faults: [faults.status('POST', '/api/cart/update', 500)] } } },
 * };
 * @example
 * // vitest: every call takes 800 ms, and the shopper call never answers
 * server.use(faults.slowNetwork(800), faults.networkError('GET', '/api/site/shopper'));
 */

/** An HTTP method, or `'ALL'` for any. */
export type FaultMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';

/** Options every fault takes. */
export interface FaultOptions {
  /** Apply to the first matching request only (MSW's `once`). @default false */
  once?: boolean;
  /**
   * Apply only while this answers true; otherwise the normal handlers answer. For "fails until the
   * shop recovers" stories: unlike `once`, a late request left over from the story before cannot use
   * up the fault (a request that a previous story started but had not yet sent, for example).
   */
  when?: () => boolean;
}

/** The fault helpers, bound to one hosts config. */
export interface Faults {
  /**
   * Answers with an HTTP status and a JSON body. The body defaults to the shop's error body
   * (`{ success: false, error: { code: 'HttpError<status>', message } }`); pass `null` for none.
   */
  status(
    method: FaultMethod,
    path: string,
    status: number,
    body?: JsonBodyType | null,
    options?: FaultOptions,
  ): HttpHandler;
  /**
   * Waits `ms` milliseconds, then lets the normal handler answer (503 `BackendReset` instead when
   * `resetBackend()` ran meanwhile).
   */
  delay(method: FaultMethod, path: string, ms: number, options?: FaultOptions): HttpHandler;
  /** Answers 200 with a `Content-Type: application/json` body that is not JSON. */
  malformedJson(method: FaultMethod, path: string, options?: FaultOptions): HttpHandler;
  /** Fails like a dropped connection (`fetch` rejects with a TypeError). */
  networkError(method: FaultMethod, path: string, options?: FaultOptions): HttpHandler;
  /** Answers 200 with the given "empty" body (an empty list, a cart with no lines...). */
  empty(method: FaultMethod, path: string, emptyBody: JsonBodyType, options?: FaultOptions): HttpHandler;
  /**
   * A slow network: every call to the shop API (`/api/...`) and the widget API waits `ms`
   * milliseconds, then the normal handlers answer (503 `BackendReset` instead when `resetBackend()`
   * ran meanwhile). Other requests (scripts, images) are not slowed.
   */
  slowNetwork(ms: number): HttpHandler;
  /**
   * The 3D frame models of the fixture media host (`https://cdn.glimt.test/mock-media/models/…`):
   * `'error'` answers 500 (the 3D view shows its failed state), `'pending'` never answers (the view
   * stays loading). Every model, or only `file` (`'panto.glb'`).
   */
  model(outcome: 'error' | 'pending', file?: string, options?: FaultOptions): HttpHandler;
}

/** A switch for a fault that lasts until the shop recovers (see {@link createOutage}). */
export interface Outage {
  /** Whether the shop is down: pass as a fault's `when`. */
  isDown: () => boolean;
  /** The shop goes down (again): call before each story or test that uses the outage. */
  start: () => void;
  /** The shop is back: later requests get the normal answers. */
  recover: () => void;
}

/**
 * An outage for "fails, then works after Prøv igjen" stories and tests: the fault holds until
 * `recover()`, so neither an automatic retry nor a late request of another story can use it up.
 *
 * @example
 * const outage = createOutage();
 * export const LoadError = {
 *   beforeEach: outage.start,
 *   parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/orders', 500, undefined, { when: outage.isDown })] } } },
 *   play: async () => { ...the message shows; outage.recover(); ...press "Prøv igjen" },
 * };
 */
export function createOutage(): Outage {
  let down = true;
  return {
    isDown: () => down,
    start: () => {
      down = true;
    },
    recover: () => {
      down = false;
    },
  };
}

/** The body a `status` fault answers with when none is given. */
export function faultErrorBody(status: number) {
  return { success: false as const, error: { code: `HttpError${status}`, message: `Fault: HTTP ${status}` } };
}

/** The text a `malformedJson` fault answers with. */
export const MALFORMED_JSON = '{"success": true, "data": {"broken": ';

/** Builds the fault helpers for a hosts config (the shop base URL and the widget API host). */
export function createFaults(config: MockHostsConfig = {}): Faults {
  const hosts = resolveHosts(config);
  const pattern = (path: string) =>
    /^(https?:)?\/\//.test(path) || path.startsWith('*') ? path : hosts.shop(path);
  const methodRoute = (method: FaultMethod) => {
    switch (method) {
      case 'GET':
        return mockHttp.get;
      case 'POST':
        return mockHttp.post;
      case 'PUT':
        return mockHttp.put;
      case 'PATCH':
        return mockHttp.patch;
      case 'DELETE':
        return mockHttp.delete;
      default:
        return mockHttp.all;
    }
  };
  /** A handler for `method` whose resolver runs only while `options.when` allows (falls through otherwise). */
  const route =
    (method: FaultMethod) =>
    (path: string, resolver: HttpResponseResolver, { when, ...mswOptions }: FaultOptions) =>
      methodRoute(method)(
        path,
        when ? (info) => (when() ? resolver(info) : undefined) : resolver,
        mswOptions,
      );
  const widgetOrigin = new URL(hosts.widgetApiHost).origin;
  const shopOrigin = hosts.shopBaseUrl === '*' ? null : new URL(hosts.shopBaseUrl).origin;

  return {
    status: (method, path, status, body, options = {}) =>
      route(method)(
        pattern(path),
        () =>
          body === null
            ? new HttpResponse(null, { status })
            : HttpResponse.json(body === undefined ? faultErrorBody(status) : body, { status }),
        options,
      ),
    delay: (method, path, ms, options = {}) =>
      route(method)(pattern(path), () => waitThenPassOn(ms), options),
    malformedJson: (method, path, options = {}) =>
      route(method)(
        pattern(path),
        () => new HttpResponse(MALFORMED_JSON, { headers: { 'Content-Type': 'application/json' } }),
        options,
      ),
    networkError: (method, path, options = {}) =>
      route(method)(pattern(path), () => HttpResponse.error(), options),
    empty: (method, path, emptyBody, options = {}) =>
      route(method)(pattern(path), () => HttpResponse.json(emptyBody), options),
    slowNetwork: (ms) =>
      mockHttp.all(
        ({ request }) => {
          const url = new URL(request.url);
          if (url.origin === widgetOrigin) return true;
          return url.pathname.startsWith('/api/') && (shopOrigin === null || url.origin === shopOrigin);
        },
        () => waitThenPassOn(ms),
      ),
    model: (outcome, file = ':file', options = {}) =>
      route('GET')(
        `${MOCK_MEDIA_ORIGIN}/mock-media/models/${file}`,
        async () => {
          if (outcome === 'pending') await mswDelay('infinite');
          return new HttpResponse('Fault: the model failed', {
            status: 500,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          });
        },
        options,
      ),
  };
}

/**
 * Waits, then lets the next handler answer; unless the backend was reset meanwhile (the story that
 * sent the call has ended), then it answers 503 `BackendReset`: the first session after a reset has
 * the same token, so the call would otherwise land in the next story's state.
 */
async function waitThenPassOn(ms: number): Promise<Response | undefined> {
  const resetSinceStart = startedBeforeReset();
  await mswDelay(ms);
  if (!resetSinceStart()) return undefined;
  const { status, code, message } = backendWasReset();
  return HttpResponse.json({ success: false, error: { code, message } }, { status });
}

/** The fault helpers for the default hosts (shop paths on any origin, the default widget API host). */
export const faults: Faults = /* @__PURE__ */ createFaults();
