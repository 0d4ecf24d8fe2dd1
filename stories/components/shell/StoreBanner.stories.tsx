import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoreBanner, VisuallyHidden, useShopSession } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
import { withShopSession } from './shellFixtures';
import { untilState } from '../../../test-support/untilState';

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
    const banner = await untilState(
      'within(canvasElement).getByRole("region", { name: "Butikkinnlogging" })',
      () => within(canvasElement).getByRole('region', { name: 'Butikkinnlogging' }),
    );
    await expect(banner).toHaveTextContent('Innlogget som butikk: Glimt Oslo City');
  },
};

/** What the session knows of the user, for the play to wait on; hidden, so no pixel changes. */
function SessionUserProbe() {
  const { user } = useShopSession();
  return (
    <VisuallyHidden data-testid="session-user">
      {user === undefined ? 'loading' : (user?.name ?? 'guest')}
    </VisuallyHidden>
  );
}

/** A customer sees no banner. */
export const Customer: Story = {
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
  render: () => (
    <>
      <StoreBanner />
      <SessionUserProbe />
    </>
  ),
  play: async ({ canvasElement }) => {
    // Only once the customer is known does "no banner" mean something.
    const probe = within(canvasElement).getByTestId('session-user');
    await untilState('expect(probe).toHaveTextContent("Kari Nordmann")', () =>
      expect(probe).toHaveTextContent('Kari Nordmann'),
    );
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
    const banner = await untilState(
      'within(canvasElement).getByRole("region", { name: "Butikkinnlogging" })',
      () => within(canvasElement).getByRole('region', { name: 'Butikkinnlogging' }),
    );
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};
