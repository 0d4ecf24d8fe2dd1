// @vitest-environment node
/** The tracker against the fake backend (MSW): what it sends parses as the widget API's events. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_API_HOST, createHandlers, mockEventLog } from '../mocks/index';
import { createTracker } from './tracker';
import { createMemoryStorage, createTestEnvironment } from './test-helpers';
import { startMockServer } from '../mocks/testServer';

startMockServer(createHandlers());

/** Waits (bounded) until the fake backend logged `count` events. */
async function logged(count: number) {
  for (let tries = 0; mockEventLog.size < count && tries < 200; tries++)
    await new Promise((r) => setTimeout(r, 5));
  return mockEventLog.all();
}

describe('tracker and the fake backend', () => {
  it('behaviour events reach {api}/create-events over fetch, purchases {api}/v2/create-events', async () => {
    const storage = createMemoryStorage();
    const { env } = createTestEnvironment({ fetch: (...args) => fetch(...args), storage: () => storage });
    const tracker = createTracker({
      tenant: 'glimt',
      market: 'no',
      api: DEFAULT_WIDGET_API_HOST,
      env,
      userId: 7,
    });
    tracker.setProductId('1001');
    tracker.addToCart(1001);
    tracker.searchClick({ product_id: 1002, search_result_id: 'sr-1', entity_price: 499, currency: 'NOK' });
    tracker.purchase({
      transaction_id: 'A-1',
      currency: 'NOK',
      items: [{ item_id: 1001, price: 499, quantity: 1 }],
    });
    const log = await logged(4);
    expect(log.map((record) => [record.endpoint, record.event.type ?? record.event.event_type])).toEqual(
      expect.arrayContaining([
        ['/create-events', 'page_view'],
        ['/create-events', 'add_to_cart'],
        ['/create-events', 'search_click'],
        ['/v2/create-events', 'purchase'],
      ]),
    );
    expect(log.every((record) => record.tenant === 'glimt' && record.market === 'no')).toBe(true);
    expect(mockEventLog.ofType('purchase')[0]!.event).toMatchObject({
      transaction_id: 'A-1',
      user_id: '7',
      products: [{ sku: '1001', price: 499, quantity: 1 }],
    });
    tracker.destroy();
  });
});
