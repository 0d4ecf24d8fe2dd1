import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FinanceDetailsPage } from '@glimt/ui';
import { DEFAULT_NOW, createOutage, faults } from '@glimt/ui/mocks';
import { expectLoading, logInAsCustomer, phone, tabTo, withCustomerSession } from './accountStoryHelpers';
import { untilState } from '../../../test-support/untilState';

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
      await untilState(
        'canvas.getByRole("heading", { level: 1, name: "Ray-Ban Clubmaster Optics RX5154, Lifestyle LS-300001" })',
        () =>
          canvas.getByRole('heading', {
            level: 1,
            name: 'Ray-Ban Clubmaster Optics RX5154, Lifestyle LS-300001',
          }),
      ),
    ).toBeVisible();
    await tabTo(canvas.getAllByRole('link')[0]!);
  },
};

/** An agreement that is not Kari's. */
export const NotFound: Story = {
  args: { id: 'F-99999', subId: '-' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText(/Vi fant ikke/, {})', () => canvas.getByText(/Vi fant ikke/, {})),
    ).toBeVisible();
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
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    financeOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState(
        'canvas.getByRole("heading", { level: 1, name: "Ray-Ban Clubmaster Optics RX5154, Lifestyle LS-300001" })',
        () =>
          canvas.getByRole('heading', {
            level: 1,
            name: 'Ray-Ban Clubmaster Optics RX5154, Lifestyle LS-300001',
          }),
      ),
    ).toBeVisible();
  },
};

/** On a phone (375 px). */
export const Phone: Story = {
  globals: phone,
  play: Loaded.play,
};
