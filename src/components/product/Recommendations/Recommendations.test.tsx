import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHandlers, faults, mockCatalogue } from '../../../mocks';
import { startMockServer } from '../../../mocks/testServer';
import { createMemoryNavigation } from '../../../navigation/navigation';
import { GlimtProvider } from '../../../shop/GlimtProvider';
import { createConsentStore, type ConsentLevel, type ConsentStore } from '../../../consent/consent';
import { Recommendations, type RecommendationsProps } from './Recommendations';
import { untilState } from '../../../../test-support/untilState';

const SHOP = 'http://shop.test';
const server = startMockServer(createHandlers({ shopBaseUrl: SHOP }));

const glasses = mockCatalogue.entries.find((entry) => entry.department === 'briller');
const lenses = mockCatalogue.entries.find((entry) => entry.department === 'kontaktlinser');
if (!glasses || !lenses) throw new Error('catalogue too small');

/** Every recommender request the fake backend sees. */
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/recommendations') requests.push(request.url);
};

beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
  cleanup();
  vi.restoreAllMocks();
});

function setup(props: RecommendationsProps, consent: ConsentStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <GlimtProvider
        navigation={createMemoryNavigation('/')}
        consent={consent}
        api={{ baseUrl: SHOP }}
        globalStyle={false}
      >
        {children}
      </GlimtProvider>
    </SWRConfig>
  );
  return render(<Recommendations {...props} />, { wrapper });
}

const granted = (...levels: ConsentLevel[]) =>
  createConsentStore(Object.fromEntries(levels.map((level) => [level, true])));

/** Lets pending fetches and effects run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('Recommendations consent gate', () => {
  it('renders nothing and makes no request without consent', async () => {
    const { container } = setup({ productId: glasses.productId }, createConsentStore());
    await settle();
    expect(container).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });

  it('is not opened by statistics or marketing consent: only preferences (C0003) counts', async () => {
    const { container } = setup({ productId: glasses.productId }, granted('statistics', 'marketing'));
    await settle();
    expect(container).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });

  it('fetches once consent is granted, and hides again when it is withdrawn', async () => {
    const consent = createConsentStore();
    // Four cards, not the default 16 (asserted in shop/recommendations.test.ts): this test is about consent.
    const { container } = setup({ productId: glasses.productId, limit: 4 }, consent);
    await settle();
    expect(requests).toEqual([]);

    act(() => consent.set({ preferences: true }));
    // Poll on cheap facts (the request, the list's size) and ask by role once: role queries read
    // computed styles over the whole tree, which made this test take seconds on a busy machine.
    await untilState('expect(requests).toHaveLength(1)', () => expect(requests).toHaveLength(1));
    await untilState('expect(container.querySelectorAll("li")).toHaveLength(4)', () =>
      expect(container.querySelectorAll('li')).toHaveLength(4),
    );
    const region = screen.getByRole('region', { name: 'Du vil kanskje også like' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    expect(requests).toEqual([
      `${SHOP}/api/recommendations?type=related&limit=4&productId=${glasses.productId}`,
    ]);

    act(() => consent.set({ preferences: false }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Recommendations states', () => {
  it('shows a busy placeholder carousel while loading, then grid cards linking to the items', async () => {
    server.use(faults.delay('GET', '/api/recommendations', 200));
    setup({ type: 'landing_page', limit: 6 }, granted('preferences'));
    const region = screen.getByRole('region', { name: 'Anbefalt for deg' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getAllByTestId('recommendation-skeleton')).toHaveLength(4);

    await untilState('expect(region).not.toHaveAttribute("aria-busy")', () =>
      expect(region).not.toHaveAttribute('aria-busy'),
    );
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    const link = within(items[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/produkt\/[a-z0-9-]+$/);
    expect(region.querySelector('[data-layout="grid"]')).not.toBeNull();
  });

  it('uses cart-style cards after the basket', async () => {
    setup(
      { type: 'after_basket', productIds: [glasses.productId, lenses.productId], limit: 4 },
      granted('preferences'),
    );
    const region = await untilState('screen.getByRole("region", { name: "Passer godt sammen med" })', () =>
      screen.getByRole('region', { name: 'Passer godt sammen med' }),
    );
    await untilState('expect(within(region).getAllByRole("listitem")).toHaveLength(4)', () =>
      expect(within(region).getAllByRole('listitem')).toHaveLength(4),
    );
    expect(region.querySelectorAll('[data-layout="cart"]')).toHaveLength(4);
    expect(requests[0]).toBe(
      `${SHOP}/api/recommendations?type=after_basket&limit=4&productIds=${glasses.productId}%2C${lenses.productId}`,
    );
  });

  it('renders nothing for an empty answer', async () => {
    server.use(faults.empty('GET', '/api/recommendations', { items: [] }));
    const { container } = setup({ productId: glasses.productId }, granted('preferences'));
    await untilState('expect(requests).toHaveLength(1)', () => expect(requests).toHaveLength(1));
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  it('logs an error and hides the block', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(faults.status('GET', '/api/recommendations', 404));
    const { container } = setup({ productId: glasses.productId }, granted('preferences'));
    await untilState(
      'expect(log).toHaveBeenCalledWith(expect.stringContaining("recommendations"), expect.anyth…',
      () => expect(log).toHaveBeenCalledWith(expect.stringContaining('recommendations'), expect.anything()),
    );
    expect(container).toBeEmptyDOMElement();
    // A 4xx is not asked again.
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('asks nothing for a related block without a product', async () => {
    const { container } = setup({ type: 'related' }, granted('preferences'));
    await settle();
    expect(container).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });
});
