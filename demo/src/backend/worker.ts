/**
 * The demo's fake backend in a dedicated worker: the fixtures, the search index and the SVG pictures
 * are computed here, off the page's main thread, as a real shop's backend is elsewhere. The page
 * starts it after its first paint; the service worker (`serviceWorker.js`) sends it every request for
 * the backend through the page, with a port for the answer.
 *
 * MSW's cookie store needs a `localStorage` when it loads, so the backend is imported after one is
 * installed; messages that come before it has loaded wait in order.
 */
import { installMemoryStorage } from './memoryStorage';
import type { BackendMessage } from './protocol';

type Handle = (message: BackendMessage, port: MessagePort | undefined) => void;

const waiting: MessageEvent<BackendMessage>[] = [];
let handle: Handle | null = null;

self.addEventListener('message', (event: MessageEvent<BackendMessage>) => {
  if (handle) handle(event.data, event.ports[0]);
  else waiting.push(event);
});

installMemoryStorage();
void Promise.all([import('./backend'), import('./journalStore')]).then(
  ([{ createBackendHost }, { indexedDbJournalStore, memoryJournalStore }]) => {
    // What the shopper did is kept in IndexedDB, so a reload comes back to it (see `journal.ts`).
    const store = typeof indexedDB === 'undefined' ? memoryJournalStore() : indexedDbJournalStore();
    const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('glimt-demo-backend');
    const host = createBackendHost(store, self.location.origin, tabs);
    handle = host;
    for (const event of waiting.splice(0)) host(event.data, event.ports[0]);
  },
);
