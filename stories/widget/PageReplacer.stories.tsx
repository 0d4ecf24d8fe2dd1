import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { faults } from '@glimt/ui/mocks';
import { PageReplacerDemo, RECOMMEND_URL, STORY_PRODUCT_ID, SurfacesDemo } from './recommendation-helpers';
import { untilState } from '../../test-support/untilState';

/** Tabs to the button named `name` (through the buttons before it) and presses Enter. */
async function pressButton(canvas: ReturnType<typeof within>, name: string) {
  const button = canvas.getByRole('button', { name });
  for (let step = 0; step < 6 && document.activeElement !== button; step += 1) await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

const meta = {
  title: 'Widget/Page replacer',
  component: PageReplacerDemo,
  parameters: { layout: 'padded', initialPath: '/' },
  args: { onOpen: fn(), onClose: fn() },
} satisfies Meta<typeof PageReplacerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The host's page at `/`; "Kampanje" navigates to `/kampanje`, which the replacer takes over: the
 * host's element is hidden, the widget's grid shows in its place, the title changes and `onOpen`
 * fires. "Forsiden" goes back: the element and the title return and `onClose` fires.
 */
export const OpensAndCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const host = canvas.getByTestId('host-content');
    const titleBefore = document.title;
    await expect(host).toBeVisible();

    await pressButton(canvas, 'Kampanje');
    await untilState('expect(host).not.toBeVisible()', () => expect(host).not.toBeVisible());
    await expect(args.onOpen).toHaveBeenCalledWith('/kampanje');
    await expect(document.title).toBe('Kampanje – Glimt');
    const region = await untilState('canvas.getByRole("region", { name: "Kampanje" })', () =>
      canvas.getByRole('region', { name: 'Kampanje' }),
    );
    await untilState('expect(within(region).getAllByRole("link").length).toBeGreaterThan(0)', () =>
      expect(within(region).getAllByRole('link').length).toBeGreaterThan(0),
    );

    await pressButton(canvas, 'Forsiden');
    await untilState('expect(host).toBeVisible()', () => expect(host).toBeVisible());
    await expect(args.onClose).toHaveBeenCalledWith('/kampanje');
    await expect(document.title).toBe(titleBefore);
    await expect(canvas.queryByRole('region', { name: 'Kampanje' })).toBeNull();
    await expect(canvasElement.querySelector('[data-glimt-page-replacer]')).toBeNull();
  },
};

/** Opened at `/kampanje` directly: the host's element is hidden from the first render. */
export const OpenOnArrival: Story = {
  parameters: { initialPath: '/kampanje' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await untilState('expect(canvas.getByTestId("host-content")).not.toBeVisible()', () =>
      expect(canvas.getByTestId('host-content')).not.toBeVisible(),
    );
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await pressButton(canvas, 'Forsiden');
    await untilState('expect(canvas.getByTestId("host-content")).toBeVisible()', () =>
      expect(canvas.getByTestId('host-content')).toBeVisible(),
    );
  },
};

/**
 * A surface in place of the host's "related" block: the widget's slider shows and the host's block
 * is hidden. Tab reaches the slider's next button.
 */
export const SurfaceShown: StoryObj<typeof SurfacesDemo> = {
  render: (args) => <SurfacesDemo {...args} />,
  args: {
    surfaces: [
      {
        id: 'related',
        selector: '#host-related',
        recommendations: { kind: 'product', productId: STORY_PRODUCT_ID, limit: 6 },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await untilState('canvas.getByRole("region", {})', () => canvas.getByRole('region', {}));
    await untilState('expect(within(region).getAllByRole("link").length).toBe(6)', () =>
      expect(within(region).getAllByRole('link').length).toBe(6),
    );
    await expect(canvas.getByTestId('host-related')).not.toBeVisible();
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: /neste/i })).toHaveFocus();
  },
};

/**
 * Every surface fails (the recommendation call answers 404): the insertions are removed and the
 * host's own block is shown again, as if the widget were not there.
 */
export const SurfaceFailsAndRestores: StoryObj<typeof SurfacesDemo> = {
  render: (args) => <SurfacesDemo {...args} />,
  args: {
    onDecision: fn(),
    surfaces: [
      {
        id: 'related',
        selector: '#host-related',
        recommendations: { kind: 'product', productId: STORY_PRODUCT_ID },
      },
      {
        id: 'more',
        selector: '#host-related',
        placement: 'after',
        view: 'grid',
        recommendations: { kind: 'general', limit: 4 },
      },
    ],
  },
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', RECOMMEND_URL, 404, { detail: 'Not found' })] } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await untilState('expect(args.onDecision).toHaveBeenCalledWith("restore")', () =>
      expect(args.onDecision).toHaveBeenCalledWith('restore'),
    );
    await expect(canvas.getByTestId('host-related')).toBeVisible();
    await expect(canvasElement.querySelector('[data-glimt-surface]')).toBeNull();
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};
