import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountLayout, AccountOverview } from '@glimt/ui';
import { DEFAULT_NOW, faults } from '@glimt/ui/mocks';
import { logInAsCustomer, pageHeading, phone, tabTo, withCustomerSession } from './accountStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/Overview',
  component: AccountOverview,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  args: { now: DEFAULT_NOW },
  parameters: { initialPath: '/min-konto', layout: 'fullscreen' },
  render: (args) => (
    <AccountLayout>
      <AccountOverview {...args} />
    </AccountLayout>
  ),
} satisfies Meta<typeof AccountOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Greeting, next booking, subscriptions link, latest orders, shortcuts, inside the account layout. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Hei, Kari!');
    await expect(
      await untilState('canvas.getByText(/Ordre 100231/, {})', () => canvas.getByText(/Ordre 100231/, {})),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Sider i Min konto' });
    await expect(within(nav).getByRole('link', { name: 'Oversikt' })).toHaveAttribute('aria-current', 'page');
    await tabTo(canvas.getByRole('link', { name: 'Gå til abonnementene' }));
  },
};

/** The orders fail to load: that block offers to try again, the rest stands. */
export const OrdersError: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/orders', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await untilState('canvas.getByRole("region", { name: "Siste ordrer" })', () =>
      canvas.getByRole('region', { name: 'Siste ordrer' }),
    );
    await expect(
      await untilState('within(orders).getByRole("alert", {})', () => within(orders).getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    await tabTo(within(orders).getByRole('button', { name: 'Prøv igjen' }));
  },
};

/** On a phone: the account navigation folds behind a button; Enter opens it. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await untilState('canvas.getByRole("button", { name: /Gå til side: Oversikt/ })', () =>
      canvas.getByRole('button', { name: /Gå til side: Oversikt/ }),
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(canvas.getByRole('navigation', { name: 'Sider i Min konto' })).getByRole('link', {
        name: 'Mine ordrer',
      }),
    ).toBeVisible();
  },
};

/** While the customer loads: the layout and its navigation stand, the greeting waits, announced. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/customer', 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await untilState('canvas.getByRole("navigation", { name: "Sider i Min konto" })', () =>
      canvas.getByRole('navigation', { name: 'Sider i Min konto' }),
    );
    await expect(
      await untilState('canvas.getAllByRole("status")', () => canvas.getAllByRole('status')),
    ).not.toHaveLength(0);
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Hei, Kari!' })).toBeNull();
    await tabTo(within(nav).getByRole('link', { name: 'Oversikt' }));
  },
};
