import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceDetails } from '@glimt/ui';
import { DEFAULT_NOW, faults } from '@glimt/ui/mocks';
import {
  expectLoading,
  logInAsCustomer,
  pageHeading,
  tabTo,
  withCustomerSession,
} from './accountStoryHelpers';

const meta = {
  title: 'Account/Invoice details',
  component: InvoiceDetails,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  args: { financeTypeId: '2', id: '7003', subscriptionId: 'B-30001', now: DEFAULT_NOW },
} satisfies Meta<typeof InvoiceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partly paid, overdue invoice: amounts, dates, status, method and the PDF. */
export const PartlyPaidOverdue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Faktura 7003300015');
    await expect(await canvas.findByText('Delvis betalt', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('Forfalt')).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Faktura 7003300015 (PDF)' }));
  },
};

/** An invoice that is not Kari's. */
export const NotFound: Story = {
  args: { id: '9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Vi fant ikke/, {}, { timeout: 8000 })).toBeVisible();
    await tabTo(canvas.getAllByRole('link', { name: 'Betaling og fakturaer' })[0]!);
  },
};

/** While loading. */
export const Loading: Story = {
  args: { id: '7004' },
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/invoices/:a/:b/:c', 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};
