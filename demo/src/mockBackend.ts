/**
 * Starts the fake backend in the service worker; unknown requests (fonts, assets) pass through.
 * Loaded lazily so the shop's own bundle stays small: the fixtures, search index and MSW are a
 * separate chunk a real deployment would not ship.
 */
export async function startMockBackend(): Promise<void> {
  const [{ setupWorker }, { handlers }] = await Promise.all([
    import('msw/browser'),
    import('@glimt/ui/mocks'),
  ]);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
