import type { MockMessage } from '@glimt/ui/mocks';
import type { BackendMessage } from './backend/protocol';
import { mockAccountFromUrl } from './mockAccount';
import { mockCartFromUrl } from './mockCart';

/**
 * The demo's fake backend, as a shop's own backend would be: somewhere else than the page's main
 * thread. It runs in a dedicated worker (`backend/worker.ts`: the fixtures, the search index, the
 * SVG pictures), and a service worker (`backend/serviceWorker.js`, served as
 * `/glimtBackendServiceWorker.js`) puts its answers on the network, so the shop's calls, pictures,
 * videos and tracking beacons are ordinary requests (the browser's network panel shows them). The
 * page only hands each request's answer port from the service worker to the backend worker.
 *
 * The backend's clock is the visitor's: the page sends its own `Date.now()` when it starts the
 * backend, whose clock runs on from it, so delivery estimates, free booking times, store hours and
 * "open now" read right on the day of the visit (in Oslo time), and the fixtures' orders, bookings
 * and subscriptions are dated from it. A journey sets the page's clock (`page.clock`) to decide the day.
 *
 * A first visit starts as a real shop's does: logged out, with an empty cart. What the shopper does
 * is kept per browser, as a real shop's backend keeps it: a reload comes back logged in, with the
 * same cart, bookings and mail (the worker's journal, `backend/journal.ts`), until "Tilbakestill
 * demodata" ({@link forgetDemoData}). `?mockCart=usual` starts a new demo state with two lines in the
 * cart (a frame with a campaign price and two boxes of daily lenses), `?mockCart=glasses` with two
 * pairs of glasses, one without a prescription; `?mockAccount=customer` logged in as that fixture
 * account.
 */

/** Where the demo serves its service worker (`demo/vite.config.ts` writes it there). */
export const BACKEND_SERVICE_WORKER_PATH = 'glimtBackendServiceWorker.js';

let backendWorker: Promise<Worker> | null = null;

/** The backend worker, started on first need with the shopper the address asks for. */
function startBackendWorker(): Promise<Worker> {
  backendWorker ??= afterFirstContentfulPaint().then(() => {
    const worker = new Worker(new URL('./backend/worker.ts', import.meta.url), {
      type: 'module',
      name: 'glimt-fake-backend',
    });
    const start: BackendMessage = {
      type: 'glimt-backend-start',
      accountKey: mockAccountFromUrl(window.location.search),
      cart: mockCartFromUrl(window.location.search),
      now: Date.now(),
    };
    worker.postMessage(start);
    return worker;
  });
  return backendWorker;
}

/** How long the backend waits for the page's first content before it starts anyway (ms). */
const FIRST_PAINT_WAIT = 2000;

/**
 * Resolves once the page has painted its first content (the shell and the page's text), or after
 * {@link FIRST_PAINT_WAIT}. The backend's code (about 110 kB gzip) then does not share the phone's
 * network with what the first paint needs; its first answers are asked for after that paint anyway.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted() || typeof PerformanceObserver === 'undefined') return resolve();
    const timer = setTimeout(done, FIRST_PAINT_WAIT);
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}

/** Whether a request goes to the fake backend: the shop API (`/api/…`) or a `*.glimt.test` host. */
function forBackend(input: RequestInfo | URL): boolean {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, window.location.href);
  if (url.origin === window.location.origin) return url.pathname.startsWith('/api/');
  return url.hostname.endsWith('.glimt.test');
}

/**
 * Registers the service worker and resolves once it controls the page (on a first visit it claims
 * the page when it activates; on a later one it may already).
 */
async function serviceWorkerInControl(): Promise<void> {
  const container = navigator.serviceWorker;
  const ours = () => container.controller?.scriptURL.endsWith(`/${BACKEND_SERVICE_WORKER_PATH}`) === true;
  const controlled = new Promise<void>((resolve) => {
    if (ours()) return resolve();
    const check = () => {
      if (!ours()) return;
      container.removeEventListener('controllerchange', check);
      resolve();
    };
    container.addEventListener('controllerchange', check);
  });
  await container.register(`${import.meta.env.BASE_URL}${BACKEND_SERVICE_WORKER_PATH}`, { scope: '/' });
  await controlled;
}

/**
 * Starts the fake backend without holding up the first render: the shop renders its shell and
 * skeletons at once, the backend worker's code loads after the first paint, and every `fetch` for
 * the backend waits until the service worker is in control (pictures and videos are asked for only
 * after a call has answered). Requests for anything else (scripts, fonts) go out as usual.
 */
export function startMockBackendBehindTheShop(): Promise<void> {
  // Each request the service worker forwards comes with its answer's port: hand both to the backend.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<BackendMessage>) => {
    if (event.data?.type !== 'glimt-backend-request') return;
    const ports = [...event.ports];
    void startBackendWorker().then((worker) => worker.postMessage(event.data, ports));
  });
  navigator.serviceWorker.startMessages();
  const ready = serviceWorkerInControl();
  void startBackendWorker();
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input, init) =>
    forBackend(input) ? ready.then(() => nativeFetch(input, init)) : nativeFetch(input, init);
  return ready;
}

/** Demo only: the messages the fake backend has "sent" (verification and reset links), oldest first. */
export async function readMockMailbox(): Promise<MockMessage[]> {
  const worker = await startBackendWorker();
  const channel = new MessageChannel();
  const messages = new Promise<MockMessage[]>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<MockMessage[]>) => {
      channel.port1.close();
      resolve(event.data);
    };
  });
  const ask: BackendMessage = { type: 'glimt-backend-mailbox' };
  worker.postMessage(ask, [channel.port2]);
  return messages;
}

/**
 * Demo only, "Tilbakestill demodata": the backend forgets what it kept across reloads, the page's
 * own storage (recent searches, consent, the widget's history) is cleared, and the shop starts again
 * at the front page as on a first visit.
 */
export async function forgetDemoData(): Promise<void> {
  const worker = await startBackendWorker();
  const channel = new MessageChannel();
  const forgotten = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
  });
  const ask: BackendMessage = { type: 'glimt-backend-forget' };
  worker.postMessage(ask, [channel.port2]);
  await forgotten;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.location.assign(import.meta.env.BASE_URL);
}
