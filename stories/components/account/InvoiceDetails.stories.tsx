import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InvoiceDetails } from '@glimt/ui';
import { DEFAULT_NOW, createOutage, faults } from '@glimt/ui/mocks';
import {
  expectLoading,
  logInAsCustomer,
  pageHeading,
  phone,
  tabTo,
  withCustomerSession,
} from './accountStoryHelpers';
import { untilState } from '../../../test-support/untilState';

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
    await expect(
      await untilState('canvas.getByText("Delvis betalt", {})', () => canvas.getByText('Delvis betalt', {})),
    ).toBeVisible();
    await expect(canvas.getByText('Forfalt')).toBeVisible();
    // The PDF is read with the customer's session: a button that downloads it, not a link (#35).
    await tabTo(canvas.getByRole('button', { name: 'Faktura 7003300015 (PDF)' }));
  },
};

/** The PDF cannot be read: the button says so beside it, and stays for another try. */
export const PdfCannotBeRead: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/invoices/:id/pdf', 503)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Faktura 7003300015');
    const pdf = await untilState('canvas.getByRole("button", { name: "Faktura 7003300015 (PDF)" })', () =>
      canvas.getByRole('button', { name: 'Faktura 7003300015 (PDF)' }),
    );
    await tabTo(pdf);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi fikk ikke hentet fakturaen. Prøv igjen.');
    await expect(pdf).toHaveFocus();
    await expect(pdf).toBeEnabled();
  },
};

/** An invoice that is not Kari's. */
export const NotFound: Story = {
  args: { id: '9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText(/Vi fant ikke/, {})', () => canvas.getByText(/Vi fant ikke/, {})),
    ).toBeVisible();
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

const invoiceOutage = createOutage();

/** The invoice cannot be read: the message and "Prøv igjen", which loads it once the shop is back. */
export const Error: Story = {
  beforeEach: invoiceOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', '/api/invoices/:a/:b/:c', 503, undefined, { when: invoiceOutage.isDown }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    invoiceOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await pageHeading(canvasElement, 'Faktura 7003300015');
  },
};

/** On a phone (375 px): the facts stack, the PDF button stays reachable. */
export const Phone: Story = {
  globals: phone,
  play: PartlyPaidOverdue.play,
};
