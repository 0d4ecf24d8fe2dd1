// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MOCK_API_KEY,
  MOCK_SHOP_ID,
  createHandlers,
  createMockSession,
  faults,
  mockArticles,
  setMockShopperAccount,
} from '../mocks';
import { ARTICLE_REQUEST_HEADERS } from './adapters/article';
import { isApiContractError } from './adapters/errors';
import {
  SHOP_CSRF_HEADER,
  ShopApiRequestError,
  ShopNetworkError,
  createShopClient,
  isShopApiRequestError,
  isShopNetworkError,
  type ShopClientOptions,
} from './client';
import { sellableSkuId, startMockServer } from '../mocks/testServer';
import { untilState } from '../../test-support/untilState';

const SHOP = 'http://shop.test';
const server = startMockServer(createHandlers({ shopBaseUrl: SHOP }));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** One recorded request: method, path with query, and headers. */
interface Recorded {
  method: string;
  path: string;
  headers: Headers;
  body: string | null;
}

/** A client on the fake backend whose requests are recorded. */
function recordingClient(overrides: ShopClientOptions = {}) {
  const requests: Recorded[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    requests.push({
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    return fetch(input, init);
  };
  const client = createShopClient({
    baseUrl: `${SHOP}/`,
    apiKey: MOCK_API_KEY,
    shopId: MOCK_SHOP_ID,
    fetch: recordingFetch,
    onStoreSessionOnNonStorePage: vi.fn(),
    ...overrides,
  });
  const paths = () => requests.map((request) => `${request.method} ${request.path}`);
  return { client, requests, paths };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail');
}

describe('loadShopper and the CSRF token', () => {
  it('keeps the token and sends it on later calls', async () => {
    const { client, requests } = recordingClient();
    expect(client.getToken()).toBeNull();
    const session = await client.loadShopper();
    expect(session.token).toMatch(/^csrf-/);
    expect(session.cart.items).toEqual([]);
    expect(client.getToken()).toBe(session.token);
    expect(requests[0]?.headers.has(SHOP_CSRF_HEADER)).toBe(false);

    const cart = await client.updateCart({ skuId: sellableSkuId(), quantity: 2 });
    expect(cart?.itemCount).toBe(2);
    expect(requests[1]?.headers.get(SHOP_CSRF_HEADER)).toBe(session.token);
    expect(requests[1]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(requests[1]?.body ?? 'null')).toEqual({ skuId: sellableSkuId(), quantity: 2 });

    const again = await client.loadShopper();
    expect(again.token).toBe(session.token);
    expect(again.cart.itemCount).toBe(2);
  });

  it('loads the shopper first when a mutation comes before the token, once for concurrent calls', async () => {
    const { client, paths } = recordingClient();
    const sku = sellableSkuId();
    const [first, second] = await Promise.all([
      client.updateCart({ skuId: sku, quantity: 1 }),
      client.getUser(),
    ]);
    expect(first?.itemCount).toBe(1);
    expect(second).toBeNull();
    expect(paths().filter((path) => path === 'GET /api/site/shopper')).toHaveLength(1);
    expect(paths()[0]).toBe('GET /api/site/shopper');
  });

  it('sends a held token without loading the shopper', async () => {
    const session = createMockSession('customer');
    const { client, paths } = recordingClient({ token: session.token });
    const user = await client.getUser();
    expect(user).toEqual({ isStore: false, name: expect.any(String) });
    expect(paths()).toEqual(['POST /api/auth/user/getUser']);
  });
});

describe('getArticle', () => {
  it('sends the JSON content type, shop identifier and API key', async () => {
    const article = mockArticles[0]!;
    const { client, requests } = recordingClient();
    const found = await client.getArticle(article.id);
    expect(found.id).toBe(article.id);
    const headers = requests[0]!.headers;
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get(ARTICLE_REQUEST_HEADERS.shopId)).toBe(MOCK_SHOP_ID);
    expect(headers.get(ARTICLE_REQUEST_HEADERS.apiKey)).toBe(MOCK_API_KEY);
  });

  it('throws a typed error for a wrong key and an unknown id', async () => {
    const { client } = recordingClient({ apiKey: 'wrong' });
    const unauthorized = await rejection(client.getArticle(mockArticles[0]!.id));
    expect(unauthorized).toBeInstanceOf(ShopApiRequestError);
    expect(unauthorized).toMatchObject({ status: 401, code: 'Unauthorized', call: 'GET /api/article/{id}' });

    const missing = await rejection(recordingClient().client.getArticle('finnes ikke/x'));
    expect(missing).toMatchObject({ status: 404, code: 'NotFound' });
    expect(isShopApiRequestError(missing)).toBe(true);
  });
});

describe('siteSearch', () => {
  it('searches with q and parses the groups', async () => {
    const { client, paths } = recordingClient();
    const result = await client.siteSearch('oslo & bergen');
    expect(result.success).toBe(true);
    expect(paths()).toEqual(['GET /api/site/search?q=oslo+%26+bergen']);
    expect(Array.isArray(result.stores.data)).toBe(true);
  });

  it('asks for a page of product hits with offset and limit', async () => {
    const { client, paths } = recordingClient();
    const result = await client.siteSearch('ray', { offset: 24, limit: 24, groupLimit: 48 });
    expect(paths()).toEqual(['GET /api/site/search?q=ray&offset=24&limit=24&groupLimit=48']);
    expect(result.articles.data).toHaveLength(24);
    expect(result.articles.hits).toBeGreaterThan(48);
  });

  it('carries the validation fields of a rejected query', async () => {
    const error = await rejection(recordingClient().client.siteSearch('  '));
    expect(error).toBeInstanceOf(ShopApiRequestError);
    const typed = error as ShopApiRequestError;
    expect(typed.status).toBe(422);
    expect(typed.error.fields).toEqual([{ path: 'q', message: 'Required' }]);
  });
});

describe('cart', () => {
  it('updates without checkout info and empties the cart', async () => {
    const { client } = recordingClient();
    const bare = await client.updateCart({
      skuId: sellableSkuId(),
      quantity: 3,
      childSkuId: null,
      noCheckoutInfo: true,
    });
    expect(bare?.checkoutConfig).toBeNull();
    expect(bare?.itemCount).toBe(3);
    const empty = await client.emptyCart();
    expect(empty?.items).toEqual([]);
    expect(empty?.checkoutConfig?.itemCount).toBe(0);
  });

  it('yields null when the update answers no cart head', async () => {
    server.use(faults.empty('POST', '/api/cart/update', { success: false }));
    const { client } = recordingClient();
    await expect(client.updateCart({ skuId: sellableSkuId(), quantity: 1 })).resolves.toBeNull();
  });

  it('turns a rejected body into a typed error with its fields', async () => {
    const { client } = recordingClient();
    const error = await rejection(client.updateCart({ skuId: sellableSkuId(), quantity: 13 }));
    expect(error).toMatchObject({ status: 422, code: 'ValidationFailed', call: 'POST /api/cart/update' });
    expect((error as ShopApiRequestError).error.fields[0]?.path).toBe('quantity');
  });

  it('reports an unknown token as CsrfTokenInvalid', async () => {
    const { client } = recordingClient({ token: 'csrf-never-issued' });
    const error = await rejection(client.emptyCart());
    expect(error).toMatchObject({ status: 403, code: 'CsrfTokenInvalid' });
  });
});

describe('errors', () => {
  it('reads a non-JSON error page as HttpError', async () => {
    server.use(faults.status('GET', '/api/site/shopper', 502, null));
    const error = await rejection(recordingClient().client.loadShopper());
    expect(error).toMatchObject({ name: 'ShopApiRequestError', status: 502, code: 'HttpError' });
  });

  it('types a dropped connection', async () => {
    server.use(faults.networkError('GET', '/api/site/search'));
    const error = await rejection(recordingClient().client.siteSearch('ray'));
    expect(error).toBeInstanceOf(ShopNetworkError);
    expect(isShopNetworkError(error)).toBe(true);
    expect((error as ShopNetworkError).call).toBe('GET /api/site/search');
  });

  it('throws ApiContractError for a 2xx answer that is not JSON or breaks its contract', async () => {
    server.use(faults.malformedJson('GET', '/api/site/shopper'));
    expect(isApiContractError(await rejection(recordingClient().client.loadShopper()))).toBe(true);
    server.resetHandlers();
    server.use(faults.empty('GET', '/api/site/shopper', { token: 5 }));
    expect(isApiContractError(await rejection(recordingClient().client.loadShopper()))).toBe(true);
  });

  it('rethrows an abort unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(recordingClient().client.siteSearch('ray', { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ShopNetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('start', () => {
  it('loads the shopper when no cart is held, then looks the guest up', async () => {
    const reload = vi.fn();
    const { client, paths } = recordingClient({ onStoreSessionOnNonStorePage: reload });
    const result = await client.start({ cartHeld: false, isStorePage: false });
    expect(paths()).toEqual(['GET /api/site/shopper', 'POST /api/auth/user/getUser']);
    expect(result.session?.token).toBe(client.getToken());
    expect(result.user).toBeNull();
    expect(result.reloadRequested).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when a store user is found on a page that is not a store page', async () => {
    setMockShopperAccount('store');
    const reload = vi.fn();
    const { client } = recordingClient({ onStoreSessionOnNonStorePage: reload });
    const result = await client.start({ cartHeld: false, isStorePage: false });
    expect(result.user?.isStore).toBe(true);
    expect(result.reloadRequested).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a store user on a store page, nor a customer anywhere', async () => {
    setMockShopperAccount('store');
    const reload = vi.fn();
    const store = recordingClient({ onStoreSessionOnNonStorePage: reload });
    await store.client.start({ cartHeld: false, isStorePage: true });
    setMockShopperAccount('customer');
    const customer = recordingClient({ onStoreSessionOnNonStorePage: reload });
    const result = await customer.client.start({ cartHeld: false, isStorePage: false });
    expect(result.user?.isStore).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads location.reload lazily by default', async () => {
    setMockShopperAccount('store');
    const client = createShopClient({ baseUrl: SHOP });
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    await client.start({ cartHeld: false, isStorePage: false });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with a held cart and a held token: looks the user up without loading the shopper', async () => {
    const session = createMockSession('store');
    const reload = vi.fn();
    const { client, paths } = recordingClient({ token: session.token, onStoreSessionOnNonStorePage: reload });
    const result = await client.start({ cartHeld: true, isStorePage: false });
    expect(paths()).toEqual(['POST /api/auth/user/getUser']);
    expect(result.session).toBeNull();
    expect(result.user?.isStore).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with a held cart and no token: waits for the token, then looks the user up once', async () => {
    const onUser = vi.fn();
    const { client, paths } = recordingClient();
    const result = await client.start({ cartHeld: true, isStorePage: false, onUser });
    expect(result).toEqual({ session: null, user: undefined, reloadRequested: false });
    expect(paths()).toEqual([]);

    await client.updateCart({ skuId: sellableSkuId(), quantity: 1 });
    await untilState('expect(onUser).toHaveBeenCalledWith(null)', () =>
      expect(onUser).toHaveBeenCalledWith(null),
    );
    await client.emptyCart();
    expect(paths().filter((path) => path === 'POST /api/auth/user/getUser')).toHaveLength(1);
    expect(paths()[0]).toBe('GET /api/site/shopper');
  });

  it('runs a waiting lookup when the page sets the token', async () => {
    const session = createMockSession('customer');
    const onUser = vi.fn();
    const { client } = recordingClient();
    await client.start({ cartHeld: true, isStorePage: false, onUser });
    client.setToken(session.token);
    await untilState(
      'expect(onUser).toHaveBeenCalledWith({ isStore: false, name: expect.any(String) })',
      () => expect(onUser).toHaveBeenCalledWith({ isStore: false, name: expect.any(String) }),
    );
  });

  it('reports a failing waiting lookup to onError', async () => {
    server.use(faults.status('POST', '/api/auth/user/getUser', 500));
    const onError = vi.fn();
    const { client } = recordingClient();
    await client.start({ cartHeld: true, isStorePage: false, onError });
    client.setToken(createMockSession(null).token);
    await untilState('expect(onError).toHaveBeenCalledWith(expect.any(ShopApiRequestError))', () =>
      expect(onError).toHaveBeenCalledWith(expect.any(ShopApiRequestError)),
    );
  });
});
