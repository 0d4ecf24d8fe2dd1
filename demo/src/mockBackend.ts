import { applyMockAccountFromUrl } from './mockAccount';
import { mockCartFromUrl } from './mockCart';
/**
 * Starts the fake backend in the service worker; unknown requests (fonts, assets) pass through.
 * Loaded lazily so the shop's own bundle stays small: the fixtures, search index and MSW are a
 * separate chunk a real deployment would not ship.
 *
 * The demo shopper arrives with two lines in the cart (a frame with a campaign price and two boxes of
 * daily lenses), so the cart drawer, its badge and `?previewCart=1` have something to show. The
 * backend lives in the page: a reload starts a new shopper with the same two lines.
 * (`?mockCart=glasses` starts with two pairs of glasses instead, one without a prescription.)
 */
export async function startMockBackend(): Promise<void> {
  const [{ setupWorker }, { handlers, setMockShopperAccount, setMockShopperCart }] = await Promise.all([
    import('msw/browser'),
    import('@glimt/ui/mocks'),
  ]);
  // Demo only: `?mockAccount=customer` starts the shopper logged in as that fixture account.
  applyMockAccountFromUrl(setMockShopperAccount);
  // Demo only: `?mockCart=glasses` starts with glasses that still need a prescription.
  setMockShopperCart(mockCartFromUrl());
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

/** Resolves once the browser has shown a frame (a task after the next animation frame). */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Whether a request goes to the fake backend: the shop API (`/api/…`) or a `*.glimt.test` host. */
function forBackend(input: RequestInfo | URL): boolean {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, window.location.href);
  if (url.origin === window.location.origin) return url.pathname.startsWith('/api/');
  return url.hostname.endsWith('.glimt.test');
}

/**
 * Starts the fake backend without holding up the first render: the shop renders its shell and
 * skeletons at once (the backend's chunks load after the first frame), and every request for the fake backend waits until the service worker
 * answers (a real shop has its backend; this keeps the demo's stand-in off the critical path).
 * Requests for anything else (scripts, fonts) go out as usual.
 */
export function startMockBackendBehindTheShop(): Promise<void> {
  // After the first frame: its chunks (about 115 kB gzip) then do not compete with the shell's for
  // the network and the main thread before the page first paints.
  const ready = afterFirstFrame().then(startMockBackend);
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input, init) =>
    forBackend(input) ? ready.then(() => nativeFetch(input, init)) : nativeFetch(input, init);
  return ready;
}
