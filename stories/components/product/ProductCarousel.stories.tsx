import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductCard, ProductCarousel, carouselImageSizes, type Article } from '@glimt/ui';
import { mockArticles } from '@glimt/ui/mocks';
import { stubReducedMotion } from '../../support/reducedMotion';
import { untilState } from '../../../test-support/untilState';

/** The first `count` fixture articles that show a still picture (no video, so nothing moves). */
function articles(count: number): Article[] {
  return mockArticles.filter((article) => !article.medias[0]?.md?.video).slice(0, count);
}

/** Product cards for the carousel, with the `sizes` hint of the carousel. */
function cards(list: readonly Article[]) {
  const sizes = carouselImageSizes(list.length);
  return list.map((article) => (
    <ProductCard key={article.id} article={article} basePath="/produkt" imageSizes={sizes} />
  ));
}

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = canvas.getByRole('region');
  // The carousel's own list comes first; cards may hold lists of their own (flags).
  const list = within(region).getAllByRole('list')[0];
  if (!list) throw new Error('The carousel has no list');
  return {
    canvas,
    region,
    list,
    prev: within(region).getByRole('button', { name: 'Vis forrige produkter' }),
    next: within(region).getByRole('button', { name: 'Vis neste produkter' }),
    live: () => region.querySelector('[aria-live="polite"]')?.textContent ?? '',
  };
}

/**
 * Waits until the carousel has measured a track with more than fits: "next" enabled. The track is
 * measured before paint, and again on every resize; a carousel rendered while its container is
 * still hidden (Storybook shows its root only once the story has rendered) first measures nothing
 * and both buttons are disabled until the first resize observation, a frame later.
 */
async function measured(next: HTMLElement) {
  await untilState('expect(next).toBeEnabled()', () => expect(next).toBeEnabled());
}

/** Reads "Viser 5–8 av 12" as numbers. */
function readPosition(text: string): { first: number; last: number; count: number } | null {
  const match = /^Viser (\d+)–(\d+) av (\d+)$/.exec(text.trim());
  return match ? { first: Number(match[1]), last: Number(match[2]), count: Number(match[3]) } : null;
}

const meta = {
  title: 'Shop/Product carousel',
  component: ProductCarousel,
  args: { title: 'Populære briller', children: cards(articles(12)) },
  argTypes: {
    layout: { control: 'inline-radio', options: ['grid', 'cart'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    children: { control: false },
  },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the track stops moving: on a loaded machine a smooth scroll runs long after the first
 * position is announced, and "previous" pressed mid-scroll counts from where the track is then.
 */
async function settled(list: HTMLElement) {
  let last = -1;
  let still = 0;
  await untilState(
    '{ const now = list.scrollLeft; still = now === last ? still + 1 : 0; last = now; expect…',
    () => {
      const now = list.scrollLeft;
      still = now === last ? still + 1 : 0;
      last = now;
      expect(still).toBeGreaterThanOrEqual(3);
    },
  );
}

/**
 * Many items: Tab skips the disabled "previous" button and lands on "next"; Enter pages forward and,
 * once scrolling settles, the live region says what is in view. Shift+Tab and Enter page back; at
 * the start "previous" is disabled again and focus moves to "next".
 */
export const ManyItems: Story = {
  play: async ({ canvasElement, step }) => {
    const { prev, next, list, live } = parts(canvasElement);
    await measured(next);
    await expect(prev).toBeDisabled();
    await expect(live()).toBe('');

    await step('next', async () => {
      await userEvent.tab();
      await expect(next).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await untilState('expect(readPosition(live())?.first ?? 0).toBeGreaterThan(1)', () =>
        expect(readPosition(live())?.first ?? 0).toBeGreaterThan(1),
      );
      await expect(prev).toBeEnabled();
      await expect(list.scrollLeft).toBeGreaterThan(0);
      await expect(readPosition(live())?.count).toBe(12);
      await settled(list);
    });

    await step('previous', async () => {
      await userEvent.tab({ shift: true });
      await expect(prev).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await untilState('expect(readPosition(live())?.first).toBe(1)', () =>
        expect(readPosition(live())?.first).toBe(1),
      );
      await untilState('expect(prev).toBeDisabled()', () => expect(prev).toBeDisabled());
      // The focused button became disabled: focus went to "next", not to the page.
      await expect(next).toHaveFocus();
      await expect(list.scrollLeft).toBe(0);
    });
  },
};

/** Few items: everything fits, so both buttons are disabled and Tab goes straight to the first card. */
export const FewItems: Story = {
  args: { title: 'Nyheter', children: cards(articles(3)) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, prev, next, list } = parts(canvasElement);
    await untilState('expect(next).toBeDisabled()', () => expect(next).toBeDisabled());
    await expect(prev).toBeDisabled();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

/**
 * On a 375 px phone about two cards show and the next one peeks in. Tab walks from the buttons
 * through the cards' links, and the browser scrolls each focused card into view.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, next, list } = parts(canvasElement);
    await measured(next);
    await userEvent.tab();
    await expect(next).toHaveFocus();
    const links = canvas.getAllByRole('link');
    for (const link of links.slice(0, 4)) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await untilState('expect(list.scrollLeft).toBeGreaterThan(0)', () =>
      expect(list.scrollLeft).toBeGreaterThan(0),
    );
    const focused = links[3] as HTMLElement;
    const view = list.getBoundingClientRect();
    const box = focused.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(view.left - 1);
    await expect(box.right).toBeLessThanOrEqual(view.right + 1);
  },
};

const longNames = [
  'Lindberg Spirit Titanium Rimless 2254 med ekstra lange stenger og fjærhengsler',
  'Acuvue Oasys Max 1-Day Multifocal for astigmatisme, 90 linser i pakken',
  'Ray-Ban',
  'Glimt Fjord Kids Flex Unbreakable Frame Junior Edition Blå/Grønn',
  'Oakley Holbrook Prizm Polarized Deep Water Matte Black Ink Special Edition',
  'Tom Ford FT5634-B Blue Block Optical Havana',
];

/**
 * Long names are cut to two lines with an ellipsis, and every card keeps the same width and height,
 * so the prices line up.
 */
export const LongTitles: Story = {
  args: {
    title: 'Et langt navn på en karusell med mange produkter som bryter over flere linjer på mobil',
    children: cards(
      articles(6).map((article, index) => ({ ...article, name: longNames[index] ?? article.name })),
    ),
  },
  play: async ({ canvasElement }) => {
    const { list, next } = parts(canvasElement);
    const slides = [...list.children] as HTMLElement[];
    const widths = new Set(slides.map((slide) => Math.round(slide.getBoundingClientRect().width)));
    const heights = new Set(slides.map((slide) => Math.round(slide.getBoundingClientRect().height)));
    await expect(widths.size).toBe(1);
    await expect(heights.size).toBe(1);
    // Nothing spills out of the page sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await measured(next);
    await userEvent.tab();
    await expect(next).toHaveFocus();
  },
};

/** With reduced motion the buttons jump without a smooth scroll. */
export const ReducedMotion: Story = {
  beforeEach: () => stubReducedMotion(true),
  play: async ({ canvasElement }) => {
    const { next, list } = parts(canvasElement);
    await measured(next);
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // No animation: the scroll position is final at once.
    const second = list.children[1] as HTMLElement;
    await expect(list.scrollLeft).toBeGreaterThanOrEqual(second.offsetLeft - 8);
  },
};

/**
 * Cart-style cards (a thumbnail beside the text) in a drawer-wide column, as the recommendations
 * after adding to the cart show them.
 */
export const CartLayout: Story = {
  args: {
    title: 'Passer godt sammen med',
    layout: 'cart',
    headingLevel: 3,
    children: articles(5).map((article) => (
      <ProductCard key={article.id} article={article} basePath="/produkt" layout="cart" headingLevel={4} />
    )),
  },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <ProductCarousel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { next, canvas } = parts(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-layout="cart"]')).toHaveLength(5);
    await measured(next);
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};
