import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockEventLog } from '@glimt/ui/mocks';
import {
  DemoLayout,
  EventPanel,
  ProductGrid,
  demoProducts,
  useDelivery,
  useCardPrefix,
  useDemoTracker,
  type CardAttribute,
  tabTo,
} from './demo';
import { untilState } from '../../test-support/untilState';

interface TrackedGridProps {
  /** The attribute the cards carry their tracking id in. */
  attribute?: CardAttribute;
  /** How many cards. */
  count?: number;
  /** Index of a card with an empty tracking id. */
  omitTrackingIdAt?: number;
  /** Index of a card without a product id. */
  omitProductIdAt?: number;
  /** The product this page shows (sends the page view). */
  productId?: string;
  /** Each card's title links to its product. */
  linked?: boolean;
}

/**
 * A product page with a recommendation grid, tracked by `createTracker` with automatic capture: the
 * page view once the product id is set, `element_visible` for each card 60% in view for 500 ms,
 * and `add_to_cart` for the `.depict-add-to-cart` buttons. The panel lists events as they are sent.
 */
function TrackedGrid({
  attribute,
  count = 6,
  omitTrackingIdAt,
  omitProductIdAt,
  productId = '100007',
  linked,
}: TrackedGridProps) {
  const prefix = useCardPrefix('rc');
  const { events, warnings, stats } = useDemoTracker({ prefix, productId });
  const delivery = useDelivery(stats);
  return (
    <DemoLayout>
      <ProductGrid
        products={demoProducts(count)}
        prefix={prefix}
        attribute={attribute}
        label="Andre kunder så også på"
        omitTrackingIdAt={omitTrackingIdAt}
        omitProductIdAt={omitProductIdAt}
        linked={linked}
      />
      <EventPanel events={events} warnings={warnings} delivery={delivery} />
    </DemoLayout>
  );
}

const meta = {
  title: 'Tracking/Events',
  component: TrackedGrid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TrackedGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('log', { name: 'Hendelser' }));

/** How much of a card must be in view for it to report itself (the tracker's documented rule). */
const VISIBLE_RATIO = 0.6;

/** How many of the grid's cards are at least 60% inside the window (leaving out the `silent` card). */
function cardsInView(canvasElement: HTMLElement, silent?: number): number {
  const grid = within(canvasElement).getByRole('list', { name: 'Andre kunder så også på' });
  return within(grid)
    .getAllByRole('listitem')
    .filter((item, index) => {
      if (index === silent) return false;
      const box = item.getBoundingClientRect();
      const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
      const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
      return width > 0 && height > 0 && (width * height) / (box.width * box.height) >= VISIBLE_RATIO;
    }).length;
}

/**
 * Waits until every card in view has sent `element_visible` (half a second after it came into view),
 * so the events' order in the log does not depend on how fast the keys that follow are pressed.
 */
async function waitForCardsInView(canvasElement: HTMLElement, silent?: number) {
  await untilState(
    'expect(log(canvasElement).queryAllByText("element_visible")).toHaveLength( cardsInView(…',
    () =>
      expect(log(canvasElement).queryAllByText('element_visible')).toHaveLength(
        cardsInView(canvasElement, silent),
      ),
  );
}

/**
 * The page view goes out as soon as the product id is set; cards in view report themselves after
 * half a second; Enter and Space on "Legg i handlekurv" (a react-aria button, which fires no click
 * for keys) send `add_to_cart` with the card's id. Without a WebSocket the events reach the fake
 * backend over the HTTP fallback.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('log(canvasElement).getByText("page_view")', () =>
        log(canvasElement).getByText('page_view'),
      ),
    ).toBeVisible();
    await untilState(
      'expect(log(canvasElement).getAllByText("element_visible").length).toBeGreaterThan(0)',
      () => expect(log(canvasElement).getAllByText('element_visible').length).toBeGreaterThan(0),
    );
    const buttons = canvas.getAllByRole('button', { name: /^Legg i handlekurv/ });
    await tabTo(buttons[0]!);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('log(canvasElement).getByText("add_to_cart")', () =>
        log(canvasElement).getByText('add_to_cart'),
      ),
    ).toBeVisible();
    await tabTo(buttons[1]!);
    await userEvent.keyboard(' ');
    await untilState('expect(log(canvasElement).getAllByText("add_to_cart")).toHaveLength(2)', () =>
      expect(log(canvasElement).getAllByText('add_to_cart')).toHaveLength(2),
    );
    const [first, second] = log(canvasElement)
      .getAllByText('add_to_cart')
      .map((kind) => kind.closest('li')!.textContent ?? '');
    await expect(first).toMatch(/kort rc-1 · produkt 100001/);
    await expect(second).toMatch(/kort rc-2 · produkt 100002/);
    // The fake backend got them over the fallback, with the card's recommendation id.
    await untilState('expect(mockEventLog.ofType("add_to_cart")).toHaveLength(2)', () =>
      expect(mockEventLog.ofType('add_to_cart')).toHaveLength(2),
    );
    await expect(mockEventLog.ofType('add_to_cart')[0]!.event).toMatchObject({
      product_id: '100001',
      recommendation_id: expect.stringMatching(/-1$/),
      tenant: 'glimt',
      market: 'no',
    });
    await expect(mockEventLog.ofType('page_view')[0]!.event).toMatchObject({ product_id: '100007' });
  },
};

/**
 * Opening a recommendation (its title's link, by keyboard) sends `recommendation_click` with a new
 * attribution id, kept for the product (`depict_attribution_{product_id}`); putting that product in
 * the cart afterwards sends `add_to_cart` with the same `attribution_id`.
 */
export const CardOpenedThenAdded: Story = {
  args: { linked: true, count: 3 },
  play: async ({ canvasElement }) => {
    await waitForCardsInView(canvasElement);
    const canvas = within(canvasElement);
    await tabTo(canvas.getAllByRole('link')[1]!);
    await userEvent.keyboard('{Enter}');
    await untilState('the recommendation click sent', () =>
      expect(mockEventLog.ofType('recommendation_click')).toHaveLength(1),
    );
    const click = mockEventLog.ofType('recommendation_click')[0]!.event as Record<string, unknown>;
    await expect(click).toMatchObject({
      product_id: '100002',
      recommendation_id: expect.stringMatching(/-2$/),
    });
    const attribution = click.attribution_id;
    await expect(attribution).toEqual(expect.any(String));
    await expect(localStorage.getItem('depict_attribution_100002')).toBe(attribution);
    await expect(
      await untilState('the click in the log', () => log(canvasElement).getByText('recommendation_click')),
    ).toBeVisible();

    await tabTo(canvas.getAllByRole('button', { name: /^Legg i handlekurv/ })[1]!);
    await userEvent.keyboard('{Enter}');
    await untilState('the add to cart sent', () =>
      expect(mockEventLog.ofType('add_to_cart')).toHaveLength(1),
    );
    await expect(mockEventLog.ofType('add_to_cart')[0]!.event).toMatchObject({
      product_id: '100002',
      attribution_id: attribution,
    });
  },
};

/** Search result cards carry `data-search-result-id`; the event says `search_result_id`. */
export const SearchResults: Story = {
  args: { attribute: 'data-search-result-id', count: 3 },
  play: async ({ canvasElement }) => {
    await waitForCardsInView(canvasElement);
    const buttons = within(canvasElement).getAllByRole('button', { name: /^Legg i handlekurv/ });
    await tabTo(buttons[2]!);
    await userEvent.keyboard('{Enter}');
    await untilState('expect(mockEventLog.ofType("add_to_cart")).toHaveLength(1)', () =>
      expect(mockEventLog.ofType('add_to_cart')).toHaveLength(1),
    );
    await expect(mockEventLog.ofType('add_to_cart')[0]!.event).toMatchObject({
      product_id: '100003',
      search_result_id: expect.stringMatching(/-3$/),
    });
  },
};

/**
 * Markup mistakes are only warnings: a card with an empty tracking id sends nothing; a card
 * without a product id still sends its card id.
 */
export const MissingTrackingData: Story = {
  args: { count: 3, omitTrackingIdAt: 0, omitProductIdAt: 1 },
  play: async ({ canvasElement }) => {
    // The card without a tracking id never reports itself.
    await waitForCardsInView(canvasElement, 0);
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /^Legg i handlekurv/ });
    await tabTo(buttons[0]!);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Missing tracking id on the product card")', () =>
        canvas.getByText('Missing tracking id on the product card'),
      ),
    ).toBeVisible();
    await tabTo(buttons[1]!);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("No product id on the add-to-cart click")', () =>
        canvas.getByText('No product id on the add-to-cart click'),
      ),
    ).toBeVisible();
    const added = log(canvasElement).getAllByText('add_to_cart');
    await expect(added).toHaveLength(1);
    await expect(added[0]!.closest('li')!.textContent).not.toMatch(/produkt/);
  },
};

/** On a phone the grid has two columns and the panel sits below it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { count: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      await untilState('log(canvasElement).getByText("page_view")', () =>
        log(canvasElement).getByText('page_view'),
      ),
    ).toBeVisible();
    await waitForCardsInView(canvasElement);
    const buttons = within(canvasElement).getAllByRole('button', { name: /^Legg i handlekurv/ });
    await tabTo(buttons[0]!);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('log(canvasElement).getByText("add_to_cart")', () =>
        log(canvasElement).getByText('add_to_cart'),
      ),
    ).toBeVisible();
  },
};
