// Shared by the WidgetProvider tests: an in-memory storage, a quiet environment, a fake window and
// the configured provider's props.
import { vi } from 'vitest';
import type { StorageLike, WidgetEnv } from '../../core/env';
import type { NavigationWindow } from '../navigation';
import type { WidgetProviderProps } from './types';

/** A visitor id in the id format (what `src/tracking/identity.ts` creates). */
export const VISITOR = '0a1b2c3d-4e5f-4a6b-8c7d-0123456789ab';

export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** An environment that records warnings and errors instead of printing them. */
export function quietEnv(overrides: Partial<WidgetEnv> = {}) {
  const warn = vi.fn();
  const reportError = vi.fn();
  const storage = memoryStorage();
  const env: Partial<WidgetEnv> = { warn, reportError, storage: () => storage, ...overrides };
  return { env, warn, reportError, storage };
}

/** A fake window whose URL follows pushState and whose page loads are recorded. */
export function fakeWindow(href: string) {
  const target = new EventTarget();
  let current = new URL(href);
  const loads: string[] = [];
  const win: NavigationWindow = {
    location: {
      get href() {
        return current.href;
      },
      get origin() {
        return current.origin;
      },
      assign: (url: string) => void loads.push(url),
      replace: (url: string) => void loads.push(`replace:${url}`),
    },
    history: {
      pushState: (_data, _unused, url) => void (current = new URL(String(url), current)),
      replaceState: (_data, _unused, url) => void (current = new URL(String(url), current)),
    },
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    dispatchEvent: (event) => target.dispatchEvent(event),
  };
  return { win, loads };
}

export const configured = (props: Partial<WidgetProviderProps> = {}): WidgetProviderProps => ({
  merchant: 'glimt',
  market: 'no',
  apiHost: 'https://widget-api.glimt.test',
  browserWindow: fakeWindow('https://shop.example/briller').win,
  ...props,
});
