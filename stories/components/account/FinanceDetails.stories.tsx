import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FinanceDetailsPage } from '@glimt/ui';
import { DEFAULT_NOW } from '@glimt/ui/mocks';
import { logInAsCustomer, tabTo, withCustomerSession } from './accountStoryHelpers';

const meta = {
  title: 'Account/Finance details',
  component: FinanceDetailsPage,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  args: { id: 'F-30001', subId: 'B-30001', now: DEFAULT_NOW },
} satisfies Meta<typeof FinanceDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A glasses subscription's agreement: method, balance, its invoices and payments. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Brilleabonnement LS-300001' }, { timeout: 8000 }),
    ).toBeVisible();
    await tabTo(canvas.getAllByRole('link')[0]!);
  },
};

/** An agreement that is not Kari's. */
export const NotFound: Story = {
  args: { id: 'F-99999', subId: '-' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Vi fant ikke/, {}, { timeout: 8000 })).toBeVisible();
  },
};
