// Shared by the listing hooks' tests: the fake widget backend in Node, a history entry, the filters
// each call was sent, and a provider around the hook.
import { cleanup } from '@testing-library/react';
import { http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { resolveHosts } from '../../../mocks/backend/core';
import { createWidgetHandlers, widgetCall } from '../../../mocks/handlers/widget';
import { startMockServer } from '../../../mocks/testServer';
import { createMemoryNavigation, type MemoryNavigation } from '../../../navigation/navigation';
import { widgetLocaleNo } from '../../locales/no';
import { WidgetProvider } from '../WidgetProvider';
import type { WidgetProviderProps } from '../WidgetProvider/types';
import type { ListingHistoryAccess } from './useListingPage';

/** A query that finds many pages of the widget's catalogue (366 products with the wider frame range). */
export const MANY = 'briller solbriller kontaktlinser';

/** A history with one entry whose state the hooks read and replace. */
export function fakeHistory(state: unknown = null) {
  const history = {
    state,
    replaceState: vi.fn((data: unknown) => {
      history.state = data;
    }),
  };
  return history satisfies ListingHistoryAccess;
}

/**
 * A history whose entries follow a memory navigation, as the browser's do: a navigation pushes an
 * entry with no state, a replace keeps the entry's state (as the provider's navigator does), and Back
 * returns to the entry before with the state it had.
 */
export function entryHistory(navigation: MemoryNavigation) {
  const states: unknown[] = navigation.history.map(() => null);
  navigation.subscribe(() => {
    const length = navigation.history.length;
    while (states.length < length) states.push(null);
    states.length = length;
  });
  return {
    get state() {
      return states.at(-1) ?? null;
    },
    replaceState: vi.fn((data: unknown) => {
      states[states.length - 1] = data;
    }),
  } satisfies ListingHistoryAccess;
}

/**
 * Starts the fake widget backend for the calling test file (call it at the file's top level) and
 * unmounts what each test rendered. Returns the server and what the tests build on it.
 */
export function listingTestBed() {
  const server = startMockServer(createWidgetHandlers(resolveHosts()));
  afterEach(cleanup);

  /** The filters of every body sent to a widget call, in order (the call still goes to the fake backend). */
  function recordFilters(call: 'search' | 'listing') {
    const sent: Array<{ filters: unknown; limit: unknown }> = [];
    server.use(
      http.post(widgetCall(call)[1], async ({ request }) => {
        const body = (await request.clone().json()) as { filters?: unknown; limit?: unknown };
        sent.push({ filters: body.filters ?? [], limit: body.limit });
      }),
    );
    return sent;
  }

  /** A provider on an in-memory navigation at `initial`, with the URL it is at now. */
  function setup(initial: string, props: Partial<WidgetProviderProps> = {}) {
    const navigation = createMemoryNavigation(initial);
    const warn = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        WidgetProvider,
        {
          merchant: 'glimt',
          market: 'no',
          apiHost: 'https://widget-api.glimt.test',
          locale: widgetLocaleNo,
          navigation,
          browserWindow: null,
          env: { warn, reportError: vi.fn() },
          searchSettings: { searchPagePath: '/sok' },
          ...props,
        },
        children,
      );
    const url = () => new URL(navigation.history.at(-1) ?? '/', 'http://memory.invalid');
    return { navigation, wrapper, warn, url, history: entryHistory(navigation) };
  }

  return { server, recordFilters, setup };
}
