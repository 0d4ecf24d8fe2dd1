import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WIDGET_NOT_CONFIGURED_MESSAGE, widgetLocaleNo } from '@glimt/ui/widget';
import { faults, mockProductDisplays } from '@glimt/ui/mocks';
import {
  RECOMMEND_URL,
  RecommendationsDemo,
  STORY_CART_IDS,
  STORY_CATEGORY_ID,
  STORY_PRODUCT_ID,
} from './recommendation-helpers';
import { LONG_UNBROKEN_NAME, expectNoSidewaysScroll } from '../../test-support/longText';
import { untilState } from '../../test-support/untilState';

const no = widgetLocaleNo.messages;

/** The card links, once the recommendations are in. */
async function cardLinks(canvas: ReturnType<typeof within>, count?: number) {
  return untilState(
    '{ const links = canvas .getAllByRole("link") .filter((link: HTMLElement) => link.hasAtt…',
    () => {
      const links = canvas
        .getAllByRole('link')
        .filter((link: HTMLElement) => link.hasAttribute('data-recommendation-id'));
      if (count === undefined) expect(links.length).toBeGreaterThan(0);
      else expect(links).toHaveLength(count);
      return links;
    },
  );
}

const meta = {
  title: 'Widget/Recommendations',
  component: RecommendationsDemo,
  parameters: { layout: 'padded', initialPath: '/' },
  args: { kind: 'product', productId: STORY_PRODUCT_ID, limit: 8 },
  argTypes: { onStateChange: { control: false }, productCard: { control: false } },
} satisfies Meta<typeof RecommendationsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A product page's slider: 8 products like the one shown, each card a link with
 * `data-recommendation-id`. Tab reaches "next" (previous is disabled at the start), Enter pages,
 * the position is announced, and on a card the arrow keys move between cards.
 */
export const SliderProduct: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await cardLinks(canvas, 8);
    const region = canvas.getByRole('region', { name: no.recommended });
    await expect(region).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('heading', { name: no.recommended })).toBeVisible();
    const previous = canvas.getByRole('button', { name: no.sliderPrevious });
    const next = canvas.getByRole('button', { name: no.sliderNext });
    await expect(previous).toBeDisabled();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(previous).toBeEnabled()', () => expect(previous).toBeEnabled());
    await untilState('expect(within(region).getByText(/^Viser \\d+–\\d+ av 8$/)).toBeInTheDocument()', () =>
      expect(within(region).getByText(/^Viser \d+–\d+ av 8$/)).toBeInTheDocument(),
    );
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(links[7]).toHaveFocus();
    await untilState('expect(next).toBeDisabled()', () => expect(next).toBeDisabled());
    await userEvent.keyboard('{Home}');
    await expect(links[0]).toHaveFocus();
  },
};

/** A category page's slider (`kind: 'category'`). Tab reaches the buttons, then the first card. */
export const SliderCategory: Story = {
  args: { kind: 'category', categoryId: STORY_CATEGORY_ID, title: 'Populært i solbriller' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await cardLinks(canvas);
    await expect(canvas.getByRole('heading', { name: 'Populært i solbriller' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: no.sliderNext })).toHaveFocus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** The cart's slider (`kind: 'products'`): products that go with what is in the cart. */
export const SliderCartProducts: Story = {
  args: { kind: 'products', productIds: STORY_CART_IDS, title: 'Passer med handlekurven' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await cardLinks(canvas);
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** The front page's grid (`kind: 'general'`): 8 products in 4 columns on a wide screen. */
export const GridGeneral: Story = {
  args: { view: 'grid', kind: 'general', limit: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await cardLinks(canvas, 8);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/**
 * Loading (the answer never comes): placeholder cards of the final size, the region busy, both
 * buttons disabled, so Tab has nothing to stop at.
 */
export const SliderLoading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('POST', RECOMMEND_URL, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await untilState('canvas.getByRole("region", { name: no.recommended })', () =>
      canvas.getByRole('region', { name: no.recommended }),
    );
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: no.sliderPrevious })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: no.sliderNext })).toBeDisabled();
    await expect(canvasElement.querySelectorAll('[data-glimt-card-skeleton]')).toHaveLength(4);
    await userEvent.tab();
    await expect(region).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** The grid loading: as many placeholders as products were asked for. */
export const GridLoading: Story = {
  args: { view: 'grid', kind: 'general', limit: 8 },
  parameters: { msw: { handlers: { faults: [faults.delay('POST', RECOMMEND_URL, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await untilState('canvas.getByRole("region", { name: no.recommended })', () =>
      canvas.getByRole('region', { name: no.recommended }),
    );
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-glimt-card-skeleton]')).toHaveLength(8);
    await userEvent.tab();
    await expect(region).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** No recommendations: nothing at all is rendered (no empty heading, no buttons). */
export const SliderNone: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.empty('POST', RECOMMEND_URL, { displays: [] })] } },
  },
  play: async ({ canvasElement }) => {
    await untilState('expect(canvasElement.querySelector("[data-glimt-recommendations]")).toBeNull()', () =>
      expect(canvasElement.querySelector('[data-glimt-recommendations]')).toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

/** The call failed (404): the host's `fallback` shows instead; no heading, no buttons. */
export const SliderFailed: Story = {
  args: { fallback: <p data-testid="fallback">Anbefalingene er ikke tilgjengelige nå.</p> },
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', RECOMMEND_URL, 404, { detail: 'Not found' })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByTestId("fallback", {})', () => canvas.getByTestId('fallback', {})),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

/** On a phone (375 px): about two cards per view, the rest a swipe away. */
export const SliderMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await cardLinks(canvas, 8);
    const next = canvas.getByRole('button', { name: no.sliderNext });
    await untilState('expect(next).toBeEnabled()', () => expect(next).toBeEnabled());
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** Without a configured `WidgetProvider`: the spec's message. */
export const NotConfigured: Story = {
  args: { withoutProvider: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(WIDGET_NOT_CONFIGURED_MESSAGE)).toBeVisible();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

/**
 * Eight fixture products as the recommender answers, the first one's name and brand each one
 * 10,000-character word (#42).
 */
const displaysWithALongName = mockProductDisplays.slice(0, 8).map((display, index) => ({
  ...display,
  ...(index === 0 ? { title: LONG_UNBROKEN_NAME, brand: LONG_UNBROKEN_NAME } : {}),
  recommendation_id: `long-name-${index}`,
}));

/**
 * On a phone, a category slider whose category name (in the title) and first product's name and
 * brand are one 10,000-character word each: the heading wraps, the card's two-line title breaks the
 * word and its one-line brand ends in an ellipsis inside the card, and the page does not scroll
 * sideways.
 */
export const LongCategoryAndProductNameOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { kind: 'category', categoryId: STORY_CATEGORY_ID, title: `Populært i ${LONG_UNBROKEN_NAME}` },
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.empty('POST', RECOMMEND_URL, {
            displays: displaysWithALongName,
            recommendation_request_id: 'long-name',
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await cardLinks(canvas, 8);
    const card = links[0] as HTMLElement;
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      LONG_UNBROKEN_NAME.slice(0, 50),
    );
    await expect(card).toHaveTextContent(LONG_UNBROKEN_NAME.slice(0, 50));
    // The card keeps the name inside itself (the track would hide an overflow from the page's width).
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expectNoSidewaysScroll(canvasElement);
    const next = canvas.getByRole('button', { name: no.sliderNext });
    await untilState('expect(next).toBeEnabled()', () => expect(next).toBeEnabled());
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await expect(card).toHaveFocus();
  },
};
