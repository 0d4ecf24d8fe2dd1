import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FinanceDetailsPage } from '@glimt/ui';
import { DEFAULT_NOW, createOutage, faults } from '@glimt/ui/mocks';
import { expectLoading, logInAsCustomer, phone, tabTo, withCustomerSession } from './accountStoryHelpers';

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

/** While loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/finance/:id/:subId', 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

const financeOutage = createOutage();

/** The agreement cannot be read: the message and "Prøv igjen", which loads it once the shop is back. */
export const Error: Story = {
  beforeEach: financeOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', '/api/finance/:id/:subId', 503, undefined, { when: financeOutage.isDown }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Noe gikk galt');
    financeOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Brilleabonnement LS-300001' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** On a phone (375 px). */
export const Phone: Story = {
  globals: phone,
  play: Loaded.play,
};
