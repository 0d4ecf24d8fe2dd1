// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientCalls from './clientCalls';
import type { WidgetEnv } from './env';

// When the client's calls cannot load (the network went away between the page and the first
// call), each call answers as a failed request does, with the same warning, and the next call
// tries the load again.

// The unit project shares one module registry per worker (`isolate: false`): a file run before this
// one may have loaded the client and its calls already, and then `import('./client')` would give
// back that client, whose calls load without the mock. Each test starts from an empty registry.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.doUnmock('./clientCalls');
  vi.resetModules();
});

const clientOptions = (environment: Partial<WidgetEnv>) => ({
  apiHost: 'https://api.test',
  tenant: 't',
  market: 'no',
  env: environment,
});

function env(): Partial<WidgetEnv> {
  return {
    fetch: vi.fn(() => Promise.resolve(new Response('{}'))),
    warn: vi.fn(),
    reportError: vi.fn(),
  };
}

describe('the widget client before its calls have loaded', () => {
  it('answers a failed search and a failed listing, with their warnings, when the calls cannot load', async () => {
    vi.doMock('./clientCalls', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createWidgetClient } = await import('./client');
    const environment = env();
    const client = createWidgetClient(clientOptions(environment));
    await expect(client.search({ query: 'ray' })).resolves.toMatchObject({
      failed: true,
      displays: [],
      search_request_id: 'error',
    });
    await expect(client.productListing({ categoryPath: '/briller' })).resolves.toMatchObject({
      failed: true,
      product_listing_request_id: 'error',
    });
    await expect(client.recommend({ kind: 'general' })).resolves.toEqual({ displays: [], failed: true });
    expect(environment.warn).toHaveBeenCalledWith('Failed to fetch search results', expect.any(Error));
    expect(environment.fetch).not.toHaveBeenCalled();
  });

  it('tries the load again on the next call', async () => {
    let fail = true;
    vi.doMock('./clientCalls', async (importOriginal) => {
      if (fail) throw new Error('offline');
      return importOriginal();
    });
    const { createWidgetClient } = await import('./client');
    const environment = env();
    const client = createWidgetClient(clientOptions(environment));
    await expect(client.search({ query: 'ray' })).resolves.toMatchObject({ failed: true });
    fail = false;
    vi.resetModules();
    await client.search({ query: 'ray' }).catch(() => undefined);
    expect(environment.fetch).toHaveBeenCalledTimes(1);
  });

  it('needs no load when a listing page handed its calls over (they came with its code)', async () => {
    vi.doMock('./clientCalls', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createWidgetClient, provideWidgetClientCalls } = await import('./client');
    provideWidgetClientCalls(await vi.importActual<typeof ClientCalls>('./clientCalls'));
    const environment = env();
    const client = createWidgetClient(clientOptions(environment));
    await client.search({ query: 'ray' }).catch(() => undefined);
    // The import would fail: the request went out with the calls handed over.
    expect(environment.fetch).toHaveBeenCalledTimes(1);
  });
});
