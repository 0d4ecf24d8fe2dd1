import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoreBanner } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { withShopSession } from './shellFixtures';

const meta = {
  title: 'Shell/StoreBanner',
  component: StoreBanner,
  decorators: [withShopSession],
  parameters: { layout: 'fullscreen', isStorePage: true },
} satisfies Meta<typeof StoreBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in as a store: a named region at the top says which one. It has nothing to focus. */
export const StoreUser: Story = {
  beforeEach: () => {
    setMockShopperAccount('store');
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', { name: 'Butikkinnlogging' });
    await expect(banner).toHaveTextContent('Innlogget som butikk: Glimt Oslo City');
  },
};

/** A customer sees no banner. */
export const Customer: Story = {
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** A long store name wraps on a phone instead of overflowing. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: () => {
    setMockShopperAccount('store');
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', { name: 'Butikkinnlogging' });
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};
