import { setupWorker } from 'msw/browser';
import { handlers } from '@glimt/ui/mocks';

/** Starts the fake backend in the service worker; unknown requests (fonts, assets) pass through. */
export async function startMockBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
