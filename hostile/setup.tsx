/**
 * The harness of the hostile-data suite: the fake backend in the page (MSW's service worker), a
 * record of every request the page makes, the window flag the payloads set if they ever run, and
 * the checks every test ends with.
 */
import type { ReactNode } from 'react';
import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { cleanup, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { GlimtProvider, createMemoryNavigation, type NavigationAdapter } from '@glimt/ui';
import { createConsentStore } from '@glimt/ui/tracking';
import { DEFAULT_WIDGET_API_HOST, handlers, resetBackend } from '@glimt/ui/mocks';
import { PWNED_FLAG, hasUnsafeScheme } from '../src/mocks/hostile/payloads';
import { DEFAULT_MEDIA_HOSTS, isAllowedHost } from '../src/utils/url';

/** Every request the page made (seen by the service worker), with its destination. */
export const seen: { url: string; destination: string }[] = [];

const recorder = http.all('*', ({ request }) => {
  seen.push({ url: request.url, destination: request.destination });
  // Returning nothing lets the next handler answer (passthrough() would skip them all).
  return undefined;
});

export const worker = setupWorker(recorder, ...handlers);
let started: Promise<unknown> | undefined;

/** Starts the worker once; resets handlers, backend, records and the flag before each test. */
export async function prepare(...overrides: HttpHandler[]) {
  started ??= worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await started;
  // The recorder first (it sees everything and passes on), then the test's overrides, then the backend.
  worker.resetHandlers(recorder, ...overrides, ...handlers);
  resetBackend();
  seen.length = 0;
  dialogs.length = 0;
  uncaught.length = 0;
  delete (window as unknown as Record<string, unknown>)[PWNED_FLAG];
  cleanup();
}

/**
 * Resolves once the fake backend has answered a `method` request to `path`, written as the handlers
 * write it (a leading star, `:id` segments, or a full URL): a wait on the request's end, not on the
 * clock.
 * Call it before the render that sends the request.
 */
export function answered(method: string, path: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (request.method !== method.toUpperCase()) return;
      if (!matchRequestUrl(new URL(request.url), path).matches) return;
      worker.events.removeListener('response:mocked', listener);
      resolve();
    };
    worker.events.on('response:mocked', listener);
  });
}

/** Dialogs a payload opened (alert, confirm, prompt are replaced to record instead). */
export const dialogs: string[] = [];
for (const name of ['alert', 'confirm', 'prompt'] as const) {
  (window as unknown as Record<string, unknown>)[name] = (message?: unknown) => {
    dialogs.push(`${name}:${String(message)}`);
    return null;
  };
}

/** Renders `ui` in the provider with a memory router, a fresh SWR cache and every consent level. */
export function renderInShop(
  ui: ReactNode | ((navigation: NavigationAdapter) => ReactNode),
  initialPath = '/',
) {
  const navigation = createMemoryNavigation(initialPath);
  const consent = createConsentStore({ statistics: true, preferences: true, marketing: true });
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <GlimtProvider navigation={navigation} consent={consent}>
        {/* A page around the component: a render error would unmount it too (a blank page). */}
        <h1>Hostile page</h1>
        {typeof ui === 'function' ? ui(navigation) : ui}
      </GlimtProvider>
    </SWRConfig>,
  );
  return { ...result, navigation };
}

/** Uncaught errors and unhandled rejections while a test ran. */
export const uncaught: string[] = [];
window.addEventListener('error', (event) => uncaught.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => uncaught.push(String(event.reason)));

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'poster', 'action', 'formaction', 'xlink:href', 'data'];

/** Every URL-bearing attribute in the document with an unsafe scheme. */
export function unsafeAttributes(root: ParentNode = document): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value === null) continue;
      const candidates =
        name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
      for (const candidate of candidates)
        if (hasUnsafeScheme(candidate))
          found.push(`<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`);
    }
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`<${element.tagName.toLowerCase()} ${attribute.name}>`);
    }
  }
  return found;
}

/** Hosts the page may talk to besides its own: the widget API and the allowed media hosts. */
const API_HOSTS = [new URL(DEFAULT_WIDGET_API_HOST).host];

function isForeign(url: string, allowed: readonly string[]): boolean {
  try {
    const parsed = new URL(url, location.href);
    if (parsed.origin === location.origin) return false;
    return !isAllowedHost(parsed, [...allowed, ...API_HOSTS]);
  } catch {
    return true;
  }
}

/**
 * Media the page asked for (or would ask for) from a host that is neither the page's nor on the
 * allow-list: every request the service worker saw, every resource timing entry, and every media
 * URL in the document (`img`/`source`/`video` `src`, `srcset`, `poster`: a URL there is a request).
 */
export function foreignMediaRequests(allowed: readonly string[] = DEFAULT_MEDIA_HOSTS): string[] {
  const fromWorker = seen.map((entry) => entry.url);
  const fromTiming = performance.getEntriesByType('resource').map((entry) => entry.name);
  const fromDom: string[] = [];
  for (const element of document.querySelectorAll('img, source, video, audio, picture, image')) {
    for (const name of ['src', 'poster', 'href']) {
      const value = element.getAttribute(name);
      if (value) fromDom.push(value);
    }
    const srcset = element.getAttribute('srcset');
    if (srcset) for (const part of srcset.split(',')) fromDom.push(part.trim().split(/\s+/)[0] ?? '');
  }
  return [...fromWorker, ...fromTiming, ...fromDom].filter((url) => url !== '' && isForeign(url, allowed));
}

/** Whether a payload ran: the window flag, or a dialog. */
export function ranScript(): boolean {
  return (window as unknown as Record<string, unknown>)[PWNED_FLAG] !== undefined || dialogs.length > 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
