import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentsAndInvoices } from '@glimt/ui';
import { DEFAULT_NOW, faults } from '@glimt/ui/mocks';
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
  title: 'Account/Payments and invoices',
  component: PaymentsAndInvoices,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  args: { now: DEFAULT_NOW },
  parameters: { initialPath: '/min-konto/betaling-fakturaer' },
} satisfies Meta<typeof PaymentsAndInvoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every invoice status and payment method of the spec, overdue ones marked. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Betaling og fakturaer');
    const invoices = await untilState(
      'canvas.getByRole("table", { name: "Fakturaene dine, nyeste først" })',
      () => canvas.getByRole('table', { name: 'Fakturaene dine, nyeste først' }),
    );
    for (const status of [
      'Betalt',
      'Delvis betalt',
      'Ikke betalt',
      'Avsluttet',
      'Overført',
      'Betaling reservert',
      'Betaling pågår',
      'Sendt til inkasso',
      'Returnert på grunn av feil adresse',
    ])
      await expect(within(invoices).getAllByText(status)[0]).toBeVisible();
    await tabTo(canvas.getAllByRole('link')[0]!);
  },
};

/** No finances and no invoices. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.empty('GET', '/api/invoices', { success: true, data: { finances: [], invoices: [] } }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Du har ingen fakturaer.", {})', () =>
        canvas.getByText('Du har ingen fakturaer.', {}),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Du har ingen betalingsavtaler.')).toBeVisible();
  },
};

/** While loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/invoices', 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

/** The overview fails to load. */
export const Error: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/invoices', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
  },
};

/** On a phone the invoices are stacked cards. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByRole("table", { name: "Fakturaene dine, nyeste først" })', () =>
      canvas.getByRole('table', { name: 'Fakturaene dine, nyeste først' }),
    );
    await tabTo(canvas.getAllByRole('link')[0]!);
  },
};
