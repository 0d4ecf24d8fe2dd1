// Clicks on product cards (issue #34): every widget card reports its opening with its own id, and
// the click's attribution id follows the product to its add to cart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore } from '../consent/consent';
import { ATTRIBUTION_KEY_PREFIX } from './attribution';
import { createTracker, type Tracker, type TrackerOptions } from './tracker';
import type { EventTransport, TransportStats } from './transport';
import { createManualClock, createRecordingLogger } from './test-helpers';

const trackers: Tracker[] = [];
let clock: ReturnType<typeof createManualClock>;

function setup(options: Partial<TrackerOptions> = {}) {
  const sent: Array<Record<string, unknown>> = [];
  const transport: EventTransport = {
    send(event) {
      sent.push(event as unknown as Record<string, unknown>);
      return String(sent.length);
    },
    flushByHttp: () => undefined,
    pending: 0,
    stats: {} as TransportStats,
    close: () => undefined,
  };
  const tracker = createTracker({
    tenant: 'glimt',
    market: 'no',
    api: 'https://widget-api.glimt.test',
    transport,
    ...options,
    env: {
      setTimeout: clock.setTimeout,
      clearTimeout: clock.clearTimeout,
      now: clock.now,
      logger: createRecordingLogger(),
    },
  });
  trackers.push(tracker);
  return { tracker, sent };
}

/** A widget card: a link with its tracking id and product id, a title and a favourite button. */
function cardLink(attribute: string, id: string, productId: string) {
  const card = document.createElement('a');
  card.href = `/produkt/${productId}`;
  card.setAttribute(attribute, id);
  card.setAttribute('data-product-id', productId);
  card.innerHTML = '<img alt=""><span class="title">Ray-Ban RB2140</span><button>Favoritt</button>';
  // The widget navigates itself; the test stays on its page.
  card.addEventListener('click', (event) => event.preventDefault());
  document.body.append(card);
  return {
    card,
    title: card.querySelector('.title')!,
    favourite: card.querySelector('button')!,
  };
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  clock = createManualClock();
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  for (const tracker of trackers.splice(0)) tracker.destroy();
  vi.unstubAllGlobals();
});

describe('clicks on product cards', () => {
  it.each([
    ['data-search-result-id', 'search_click', 'search_result_id'],
    ['data-product-listing-result-id', 'search_click', 'product_listing_result_id'],
    ['data-recommendation-id', 'recommendation_click', 'recommendation_id'],
  ])('a card with %s sends %s with its %s and remembers the attribution', (attribute, type, field) => {
    const { sent } = setup();
    cardLink(attribute, 'card-7', '1234').title.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type, product_id: '1234', [field]: 'card-7' });
    const attribution = sent[0]!.attribution_id;
    expect(attribution).toEqual(expect.any(String));
    expect(localStorage.getItem(`${ATTRIBUTION_KEY_PREFIX}1234`)).toBe(attribution);
  });

  it("gives the product's later add to cart the click's attribution id", () => {
    const { tracker, sent } = setup();
    cardLink('data-recommendation-id', 'rec-1', '1234').card.click();
    tracker.addToCart('1234');
    expect(sent.map((event) => event.type)).toEqual(['recommendation_click', 'add_to_cart']);
    expect(sent[1]).toMatchObject({ product_id: '1234', attribution_id: sent[0]!.attribution_id });
  });

  it("gives the product in a later purchase the click's attribution id, and no other product", () => {
    const { tracker, sent } = setup();
    cardLink('data-search-result-id', 'sr-1', '1234').card.click();
    tracker.purchase({
      transaction_id: 'A-1',
      currency: 'NOK',
      items: [
        { item_id: 1234, price: 1490, quantity: 1 },
        { item_id: 99, price: 290, quantity: 2 },
      ],
    });
    expect(sent[1]).toMatchObject({
      event_type: 'purchase',
      products: [
        { sku: '1234', attribution_id: sent[0]!.attribution_id },
        { sku: '99', price: 290, quantity: 2 },
      ],
    });
    expect((sent[1]!.products as Array<Record<string, unknown>>)[1]).not.toHaveProperty('attribution_id');
  });

  it('leaves clicks on a control in the card, and on no card, alone', () => {
    const { sent } = setup();
    cardLink('data-search-result-id', 'sr-1', '1').favourite.click();
    document.body.click();
    expect(sent).toEqual([]);
  });

  it('sends nothing for a card without a product id or tracking id', () => {
    const { sent } = setup();
    const { card } = cardLink('data-search-result-id', '', '1');
    card.click();
    card.removeAttribute('data-product-id');
    card.setAttribute('data-search-result-id', 'sr-2');
    card.click();
    expect(sent).toEqual([]);
  });

  it("counts Enter on a combobox as a click on its highlighted option's card, once", () => {
    const { sent } = setup();
    const input = document.createElement('input');
    input.setAttribute('role', 'combobox');
    const option = document.createElement('li');
    option.id = 'glimt-search-item-3';
    option.setAttribute('role', 'option');
    option.setAttribute('data-search-result-id', 'sr-3');
    option.setAttribute('data-product-id', '42');
    document.body.append(input, option);
    const press = (key: string) => {
      // Like downshift: the combobox prevents the key's default and follows the option itself.
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      event.preventDefault();
    };
    press('Enter');
    expect(sent).toEqual([]);
    input.setAttribute('aria-activedescendant', option.id);
    press('ArrowDown');
    press('Enter');
    clock.advance(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'search_click', product_id: '42', search_result_id: 'sr-3' });
  });

  it('holds the click until consent, and writes no attribution before it', () => {
    const consent = createConsentStore(undefined, { decided: false });
    const { sent } = setup({ consent });
    cardLink('data-search-result-id', 'sr-1', '1234').card.click();
    expect(sent).toEqual([]);
    expect(localStorage.getItem(`${ATTRIBUTION_KEY_PREFIX}1234`)).toBeNull();
    consent.set({ preferences: true });
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem(`${ATTRIBUTION_KEY_PREFIX}1234`)).toBe(sent[0]!.attribution_id);
  });

  it('captures nothing with autoCapture off', () => {
    const { sent } = setup({ autoCapture: false });
    cardLink('data-search-result-id', 'sr-1', '1').card.click();
    expect(sent).toEqual([]);
  });
});
