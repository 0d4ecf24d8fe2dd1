import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { expect, spyOn, userEvent, within, type MockInstance } from 'storybook/test';
import { GlimtProvider, Recommendations, useNavigation } from '@glimt/ui';
import { createConsentStore, type ConsentLevel } from '@glimt/ui/tracking';
import { faults, mockCatalogue } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';

const glasses = mockCatalogue.entries.find((entry) => entry.department === 'briller');
const lenses = mockCatalogue.entries.find((entry) => entry.department === 'kontaktlinser');
if (!glasses || !lenses) throw new Error('The fixture catalogue has no glasses or lenses');

/**
 * The page's consent as the cookie banner left it, and a fresh SWR cache per story (so a story never
 * shows another story's answer). Keeps the story's router.
 */
function ConsentScope({ levels, children }: { levels: readonly ConsentLevel[]; children: ReactNode }) {
  const navigation = useNavigation();
  const key = levels.join(',');
  const consent = useMemo(
    () =>
      createConsentStore(
        Object.fromEntries(
          key
            .split(',')
            .filter(Boolean)
            .map((level) => [level, true]),
        ),
      ),
    [key],
  );
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <GlimtProvider navigation={navigation} consent={consent} globalStyle={false}>
        {children}
      </GlimtProvider>
    </SWRConfig>
  );
}

const withConsent: Decorator = (Story, context) => (
  <ConsentScope levels={(context.parameters.consent as ConsentLevel[] | undefined) ?? []}>
    <Story />
  </ConsentScope>
);

/** Every `fetch` of the story, to prove what was (not) asked. */
let fetchSpy: MockInstance<typeof fetch> | undefined;
function spyOnFetch(): () => void {
  const spy = spyOn(window, 'fetch');
  fetchSpy = spy;
  return () => spy.mockRestore();
}

function recommenderCalls(): string[] {
  return (fetchSpy?.mock.calls ?? [])
    .map(([input]) => (input instanceof Request ? input.url : String(input)))
    .filter((url) => url.includes('/api/recommendations'));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads "Viser 5–8 av 16" as numbers. */
function readPosition(text: string | null | undefined): { first: number; count: number } | null {
  const match = /^Viser (\d+)–(\d+) av (\d+)$/.exec((text ?? '').trim());
  return match ? { first: Number(match[1]), count: Number(match[3]) } : null;
}

const meta = {
  title: 'Shop/Recommendations',
  component: Recommendations,
  decorators: [withConsent],
  beforeEach: spyOnFetch,
  parameters: { consent: ['preferences'] satisfies ConsentLevel[] },
  args: { type: 'related', productId: glasses.productId },
  argTypes: {
    type: { control: 'inline-radio', options: ['related', 'landing_page', 'after_basket'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
} satisfies Meta<typeof Recommendations>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A product page's related items (`type: related`, one `productId`, 16 items) once the visitor has
 * accepted the personalisation cookies (C0003). Keyboard: Tab lands on "next", Enter pages and the
 * new position is announced, and Tab goes on to the cards' links.
 */
export const Related: Story = {
  play: async ({ canvasElement, step }) => {
    const region = await untilState(
      'within(canvasElement).getByRole("region", { name: "Du vil kanskje også like" })',
      () => within(canvasElement).getByRole('region', { name: 'Du vil kanskje også like' }),
    );
    await untilState('expect(region).not.toHaveAttribute("aria-busy")', () =>
      expect(region).not.toHaveAttribute('aria-busy'),
    );
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(16);
    await expect(region.querySelectorAll('[data-layout="grid"]')).toHaveLength(16);
    await expect(recommenderCalls()).toEqual([
      expect.stringContaining(`/api/recommendations?type=related&limit=16&productId=${glasses.productId}`),
    ]);
    const next = within(region).getByRole('button', { name: 'Vis neste produkter' });

    await step('page forward with the keyboard', async () => {
      await userEvent.tab();
      await expect(next).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const live = region.querySelector('[aria-live="polite"]');
      await untilState('expect(readPosition(live?.textContent)?.first ?? 0).toBeGreaterThan(1)', () =>
        expect(readPosition(live?.textContent)?.first ?? 0).toBeGreaterThan(1),
      );
      await expect(readPosition(live?.textContent)?.count).toBe(16);
    });

    await step('Tab goes on to the first card, which links to its product page', async () => {
      await userEvent.tab();
      const link = within(items[0] as HTMLElement).getByRole('link');
      await expect(link).toHaveFocus();
      await expect(link.getAttribute('href')).toMatch(/^\/produkt\/[a-z0-9-]+$/);
    });
  },
};

/** Front and landing pages: general picks (`type: landing_page`), no product id sent. */
export const LandingPage: Story = {
  args: { type: 'landing_page', productId: undefined, limit: 8 },
  play: async ({ canvasElement }) => {
    const region = await untilState(
      'within(canvasElement).getByRole("region", { name: "Anbefalt for deg" })',
      () => within(canvasElement).getByRole('region', { name: 'Anbefalt for deg' }),
    );
    await untilState('expect(within(region).getAllByRole("listitem")).toHaveLength(8)', () =>
      expect(within(region).getAllByRole('listitem')).toHaveLength(8),
    );
    await expect(recommenderCalls()).toEqual([expect.stringMatching(/\?type=landing_page&limit=8$/)]);
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Vis neste produkter' })).toHaveFocus();
  },
};

/**
 * After adding to the cart (`type: after_basket`, the cart's `productIds`): cart-style cards with a
 * thumbnail, here in a drawer-wide column.
 */
export const AfterBasket: Story = {
  args: {
    type: 'after_basket',
    productId: undefined,
    productIds: [glasses.productId, lenses.productId],
    limit: 6,
    headingLevel: 3,
  },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Recommendations {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = await untilState(
      'within(canvasElement).getByRole("region", { name: "Passer godt sammen med" })',
      () => within(canvasElement).getByRole('region', { name: 'Passer godt sammen med' }),
    );
    await untilState('expect(region.querySelectorAll("[data-layout="cart"]")).toHaveLength(6)', () =>
      expect(region.querySelectorAll('[data-layout="cart"]')).toHaveLength(6),
    );
    await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Passer godt sammen med',
    );
    await expect(recommenderCalls()).toEqual([
      expect.stringContaining(`productIds=${glasses.productId}%2C${lenses.productId}`),
    ]);
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Vis neste produkter' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getAllByRole('link')[0]).toHaveFocus();
  },
};

/**
 * Without consent to the personalisation cookies nothing is fetched and nothing is shown, not even
 * a heading. Tab finds nothing to focus.
 */
export const WithoutConsent: Story = {
  parameters: { consent: ['necessary', 'statistics'] satisfies ConsentLevel[] },
  play: async ({ canvasElement }) => {
    await wait(600);
    await expect(recommenderCalls()).toEqual([]);
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/**
 * Loading (the recommender is slow): the heading and placeholder cards of the final size, the region
 * says it is busy, and the buttons are disabled, so Tab has nothing to land on yet.
 */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/recommendations', 60_000)] } } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Du vil kanskje også like' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getAllByTestId('recommendation-skeleton')).toHaveLength(4);
    for (const button of within(region).getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(region.contains(document.activeElement)).toBe(false);
  },
};

/** The recommender fails: the error is logged to the console and the block stays hidden. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/recommendations', 503)] } } },
  play: async ({ canvasElement }) => {
    await untilState('expect(recommenderCalls()).toHaveLength(1)', () =>
      expect(recommenderCalls()).toHaveLength(1),
    );
    // The section (shown while it loads) goes once the empty answer is in, however long that takes.
    await untilState('no section once the empty answer is in', () =>
      expect(within(canvasElement).queryByRole('region')).toBeNull(),
    );
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** The recommender has nothing to suggest: no heading over an empty row, the block renders nothing. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.empty('GET', '/api/recommendations', { items: [] })] } },
  },
  play: async ({ canvasElement }) => {
    await untilState('expect(recommenderCalls()).toHaveLength(1)', () =>
      expect(recommenderCalls()).toHaveLength(1),
    );
    // The section (shown while it loads) goes once the empty answer is in, however long that takes.
    await untilState('no section once the empty answer is in', () =>
      expect(within(canvasElement).queryByRole('region')).toBeNull(),
    );
  },
};

/** On a 375 px phone: about two cards in view and the next one peeking in. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = await untilState(
      'within(canvasElement).getByRole("region", { name: "Du vil kanskje også like" })',
      () => within(canvasElement).getByRole('region', { name: 'Du vil kanskje også like' }),
    );
    await untilState('expect(within(region).getAllByRole("listitem")).toHaveLength(16)', () =>
      expect(within(region).getAllByRole('listitem')).toHaveLength(16),
    );
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Vis neste produkter' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(region).getAllByRole('link')[0]).toHaveFocus();
  },
};
