import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '@glimt/ui';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { amount: 1299, 'data-testid': 'price' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spaces as shown; the formatter uses non-breaking ones so a price never wraps inside. */
const spoken = (element: Element) => (element.textContent ?? '').replaceAll('\u00a0', ' ');

/** A regular price: 'kr', a space as thousands separator. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByTestId('price');
    await expect(spoken(price)).toBe('kr 1 299');
    await expect(price.querySelector('s')).toBeNull();
  },
};

/**
 * A campaign: the price to pay in campaign red, the ordinary price struck through beside it, and
 * both said in words to screen readers.
 */
export const Campaign: Story = {
  args: { amount: 999, ordinaryAmount: 1299 },
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByTestId('price');
    await expect(spoken(price)).toBe('Kampanjepris kr 999, ordinær pris kr 1 299');
    const struck = price.querySelector('s');
    await expect(struck && spoken(struck)).toBe('kr 1 299');
    const current = within(price).getByText('kr 999');
    await expect(getComputedStyle(current).color).toBe('rgb(179, 38, 30)');
  },
};

/** "fra": the lowest price of several variants. */
export const From: Story = {
  args: { amount: 149.5, from: true },
  play: async ({ canvasElement }) => {
    await expect(spoken(within(canvasElement).getByTestId('price'))).toBe('fra kr 149,50');
  },
};

/** A campaign from-price. */
export const FromCampaign: Story = {
  args: { amount: 499, ordinaryAmount: 749, from: true },
  play: async ({ canvasElement }) => {
    await expect(spoken(within(canvasElement).getByTestId('price'))).toBe(
      'Kampanjepris fra kr 499, ordinær pris kr 749',
    );
  },
};

/** Sizes sm, md and lg, regular and campaign. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 32, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Price amount={1299} size={size} />
          <Price amount={999} ordinaryAmount={1299} size={size} />
          <Price amount={149.5} from size={size} />
        </div>
      ))}
    </div>
  ),
};

/** An ordinary price that is not higher is no campaign: just the price, no strike-through. */
export const NotACampaign: Story = {
  args: { amount: 999, ordinaryAmount: 999 },
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByTestId('price');
    await expect(spoken(price)).toBe('kr 999');
    await expect(price.querySelector('s')).toBeNull();
  },
};

/** Error: an amount that is not a finite number (bad data) renders nothing rather than "kr NaN". */
export const Error: Story = {
  args: { amount: Number.NaN },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('price')).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/NaN|kr/);
  },
};

/** In a narrow product card with a long Norwegian name, the ordinary price wraps below, never inside. */
export const LongText: Story = {
  args: { amount: 12999, ordinaryAmount: 15999, size: 'lg' },
  render: (args) => (
    <div style={{ width: 160, display: 'grid', gap: 4 }}>
      <p style={{ fontSize: 14 }}>Progressive brilleglass med blålysfilter og antirefleksbehandling</p>
      <Price {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const price = within(canvasElement).getByTestId('price');
    const struck = price.querySelector('s');
    await expect(struck).not.toBeNull();
    // One line each: a price is never broken between 'kr' and its digits.
    const lineHeight = parseFloat(getComputedStyle(struck as Element).lineHeight);
    await expect((struck as Element).getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
    await expect(price.getBoundingClientRect().width).toBeLessThanOrEqual(160);
  },
};

/** A product's price block on a 375 px screen. */
export const Mobile: Story = {
  args: { amount: 1799, ordinaryAmount: 2399, size: 'lg' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
