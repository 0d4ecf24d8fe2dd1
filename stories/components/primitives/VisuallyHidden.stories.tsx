import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartIcon, VisuallyHidden } from '@glimt/ui';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Kampanjepris' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text for screen readers only: in the page, but one pixel and clipped. */
export const Default: Story = {
  render: (args) => (
    <p>
      Du sparer 300 kroner. <VisuallyHidden data-testid="hidden" {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByTestId('hidden');
    await expect(hidden).toHaveTextContent('Kampanjepris');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

/** The name of an icon-only control: the button is read as "Handlekurv". */
export const InControl: Story = {
  args: { children: 'Handlekurv' },
  render: (args) => (
    <button
      type="button"
      data-clicks="0"
      style={{
        display: 'inline-flex',
        padding: 10,
        border: '1px solid #8a8d93',
        borderRadius: 6,
        background: '#fff',
      }}
      onClick={(event) => {
        const target = event.currentTarget;
        target.dataset.clicks = String(Number(target.dataset.clicks) + 1);
      }}
    >
      <CartIcon />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Handlekurv' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('data-clicks', '1');
  },
};

/** A long Norwegian text never widens or scrolls its container. */
export const LongText: Story = {
  args: {
    children:
      'Kampanjepris gjelder kontaktlinseabonnement med levering hver tredje måned, ordinær pris gjelder etter seks måneder',
  },
  render: (args) => (
    <div data-testid="box" style={{ width: 200, border: '1px dashed #8a8d93', padding: 8 }}>
      Synlig tekst.
      <VisuallyHidden {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(box.getBoundingClientRect().width).toBe(200);
  },
};

/** On a 375 px screen, hidden text causes no horizontal scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <p>
      kr 999{' '}
      <VisuallyHidden {...args}>, ordinær pris kr 1 299, kampanjen varer til og med søndag</VisuallyHidden>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
