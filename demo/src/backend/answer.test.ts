import { afterEach, describe, expect, it } from 'vitest';
import { faults, handlers, resetBackend } from '@glimt/ui/mocks';
import { answerRequest } from './answer';
import { fromBackendAnswer, fromBackendRequest, toBackendAnswer, toBackendRequest } from './protocol';

/**
 * The demo's fake backend worker answers plain-data messages with the same handlers MSW runs in
 * Storybook and the tests: what a page's request becomes on the way there and back.
 */
const ORIGIN = 'http://127.0.0.1:4173';

async function ask(request: Request, withHandlers = handlers) {
  const answer = await answerRequest(withHandlers, await toBackendRequest(request));
  return { answer, response: fromBackendAnswer(answer) };
}

afterEach(() => resetBackend());

describe('the backend worker', () => {
  it('answers a shop call on the page’s own origin with the handlers’ JSON', async () => {
    const { response } = await ask(new Request(`${ORIGIN}/api/site/shopper`));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toContain('application/json');
    expect(((await response?.json()) as { token: string }).token).toMatch(/^csrf-/);
  });

  it('reads a request’s body and headers: a line put in the cart is in the session’s cart', async () => {
    const { response: opened } = await ask(new Request(`${ORIGIN}/api/site/shopper`));
    const { token } = (await opened!.json()) as { token: string };
    const { response: updated } = await ask(
      new Request(`${ORIGIN}/api/cart/update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'CSRF-TOKEN': token },
        body: JSON.stringify({ skuId: '100001-1', quantity: 2 }),
      }),
    );
    expect(updated?.status).toBe(200);
    const { response: again } = await ask(
      new Request(`${ORIGIN}/api/site/shopper`, { headers: { 'CSRF-TOKEN': token } }),
    );
    const shopper = (await again!.json()) as { cartHead: { cart: { items: { quantity: number }[] } } };
    expect(shopper.cartHead.cart.items.map((item) => item.quantity)).toEqual([2]);
  });

  it('draws a product picture of the CDN host as SVG bytes', async () => {
    const { response } = await ask(new Request('https://cdn.glimt.test/mock-media/products/100001/0-md.svg'));
    expect(response?.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response?.text()).toMatch(/^<svg[^>]* width="640"/);
  });

  it('leaves a request that is not the backend’s to the network', async () => {
    const { answer, response } = await ask(new Request(`${ORIGIN}/assets/index.js`));
    expect(answer).toEqual({ kind: 'unhandled' });
    expect(response).toBeNull();
  });

  it('turns a network fault into a network error, as the page’s fetch would see it', async () => {
    const { answer, response } = await ask(new Request(`${ORIGIN}/api/site/shopper`), [
      faults.networkError('GET', '/api/site/shopper'),
      ...handlers,
    ]);
    expect(answer).toEqual({ kind: 'network-error' });
    expect(response?.type).toBe('error');
  });
});

describe('the messages', () => {
  it('carry a request’s method, headers and body', async () => {
    const request = fromBackendRequest(
      await toBackendRequest(
        new Request(`${ORIGIN}/api/booking`, { method: 'POST', headers: { 'x-test': 'ja' }, body: 'æøå' }),
      ),
    );
    expect([request.method, request.headers.get('x-test'), await request.text()]).toEqual([
      'POST',
      'ja',
      'æøå',
    ]);
  });

  it('carry a response without a body (204) without one', async () => {
    const answer = await toBackendAnswer(new Response(null, { status: 204, headers: { 'x-id': '7' } }));
    expect(answer).toMatchObject({ kind: 'response', status: 204, body: null, headers: [['x-id', '7']] });
    expect(fromBackendAnswer(answer)?.status).toBe(204);
  });
});
