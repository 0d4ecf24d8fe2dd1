import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PaymentRequestPage } from '@glimt/ui';
import { createOutage, faults } from '@glimt/ui/mocks';
import { answer, awaitingRequest, focusedHeading, phone, pressButton, tabTo } from './staffStoryHelpers';

const TOKEN = '0123456789abcdef0123456789abcdef';

const meta = {
  title: 'Staff/Payment request page',
  component: PaymentRequestPage,
  parameters: { layout: 'fullscreen', initialPath: `/betalingsforesporsel/${TOKEN}` },
  args: { token: TOKEN },
} satisfies Meta<typeof PaymentRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const READ = '/api/payment-requests/:token';
const reads = (data: object) => ({
  msw: { handlers: { faults: [faults.status('GET', READ, 200, answer(data))] } },
});

/** Waiting to be paid: the lines, the amount, until when, and "Betal kr 1 797" (to the checkout). */
export const AwaitingPayment: Story = {
  parameters: reads(awaitingRequest),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Betalingsforespørsel fra Glimt' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Clubmaster Optics RX5154')).toBeVisible();
    await expect(canvas.getByText(/2 × kr\s149/)).toBeVisible();
    const pay = canvas.getByRole('link', { name: /^Betal kr\s1\s797$/ });
    await expect(pay).toHaveAttribute('href', '/checkout');
    await tabTo(pay);
  },
};

/** Already paid: it says so (the heading), and there is nothing to pay. */
export const AlreadyPaid: Story = {
  parameters: reads({ ...awaitingRequest, status: 'paid' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Betalingen er mottatt' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Betal/ })).toBeNull();
    await userEvent.tab();
  },
};

/** Expired: when it ran out and to ask the store for a new one; no "Betal". */
export const Expired: Story = {
  parameters: reads({ ...awaitingRequest, status: 'expired' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Betalingsforespørselen har utløpt' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Ta kontakt med butikken/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Betal/ })).toBeNull();
    await userEvent.tab();
  },
};

/** An unknown link (the real fake backend answers 404): not found, and no "try again". */
export const LinkNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Vi fant ikke betalingsforespørselen' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Sjekk at lenken er hel/);
    await expect(canvas.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
    await userEvent.tab();
  },
};

/** While it loads: "Henter betalingsforespørselen …". */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', READ, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Henter betalingsforespørselen …' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.tab();
  },
};

const readOutage = createOutage();

/** The shop fails (503): "Prøv igjen"; once it is back, the request shows and its heading takes focus. */
export const FailsThenWorks: Story = {
  beforeEach: readOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', READ, 503, undefined, { when: readOutage.isDown }),
          faults.status('GET', READ, 200, answer(awaitingRequest)),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(/Noe gikk galt/);
    readOutage.recover();
    await pressButton(canvasElement, 'Prøv igjen');
    await focusedHeading(canvasElement, 'Betalingsforespørsel fra Glimt');
  },
};

/** On a phone, long product names wrap and the page fits the width. */
export const PhoneLongNames: Story = {
  globals: phone,
  parameters: reads({
    ...awaitingRequest,
    lines: [
      {
        name: 'Progressive glass med blålysfilter, antirefleks og fotokromatisk behandling, høyre og venstre',
        brand: 'Glimt Premium Optikk',
        quantity: 1,
        unitPrice: 6990,
      },
      ...awaitingRequest.lines,
    ],
    amount: 8787,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(await canvas.findByRole('link', { name: /^Betal kr\s8\s787$/ }, { timeout: 8000 }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
        canvasElement.ownerDocument.documentElement.clientWidth,
      ),
    );
  },
};
