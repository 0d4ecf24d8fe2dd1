import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderDetails } from '@glimt/ui';
import { createOutage, faults } from '@glimt/ui/mocks';
import {
  expectLoading,
  logInAsCustomer,
  pageHeading,
  phone,
  tabTo,
  withCustomerSession,
} from './accountStoryHelpers';
import { untilState } from '../../../test-support/untilState';
import { kronerOf, sumKroner } from '../../../test-support/kroner';

const meta = {
  title: 'Account/Order details',
  component: OrderDetails,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  args: { orderId: '100152' },
  parameters: { initialPath: '/min-konto/ordrer/100152' },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A delivered order: status, shipment and tracking, items with unit and line prices, the total, a
 * confirmed return, and "Returner produkter" while items can still go back.
 */
export const DeliveredWithReturn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Ordre 100152');
    await expect(
      await untilState('canvas.getByText("Levert", {})', () => canvas.getByText('Levert', {})),
    ).toBeVisible();
    await expect(canvas.getByText('Hjemlevering')).toBeVisible();
    const items = canvas.getByRole('table', { name: 'Varene i ordre 100152' });
    await expect(within(items).getByRole('rowheader', { name: 'Totalt' })).toBeVisible();
    await expect(canvas.getByText('Mottatt og bekreftet')).toBeVisible();
    const tracking = canvas.getByRole('link', { name: /Spor pakken hos Posten/ });
    await expect(tracking).toHaveAttribute('href', expect.stringMatching(/^https:\/\/sporing\.posten\.no\//));
    const returnLink = canvas.getByRole('link', { name: 'Returner produkter' });
    await tabTo(returnLink);
    await expect(returnLink).toHaveAttribute('href', '/min-konto/ordrer/100152/retur');
  },
};

/** A return waiting to be received: its status is "pending". */
export const ReturnPending: Story = {
  args: { orderId: '100140' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Venter på mottak", {})', () =>
        canvas.getByText('Venter på mottak', {}),
      ),
    ).toBeVisible();
    // A button: the label is fetched with the customer's session (a plain link would answer 401).
    await tabTo(canvas.getByRole('button', { name: 'Returetikett (PDF)' }));
  },
};

/** A sent order: tracking with the carrier's link, nothing to return yet. */
export const Sent: Story = {
  args: { orderId: '100198' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Sendt", {})', () => canvas.getByText('Sendt', {})),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: /Spor pakken hos Posten/ }));
    await expect(canvas.queryByRole('link', { name: 'Returner produkter' })).toBeNull();
  },
};

/**
 * An order the order system froze: the customer reads "På vent" and what happens now, never the
 * system's own "Frosset".
 */
export const OnHold: Story = {
  args: { orderId: '100187' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("På vent", {})', () => canvas.getByText('På vent', {})),
    ).toBeVisible();
    await expect(canvas.getByText(/^Bestillingen er satt på vent\. Vi tar kontakt/)).toBeVisible();
    await expect(canvas.queryByText('Frosset')).toBeNull();
    await tabTo(canvas.getByRole('link', { name: 'Alle ordrene' }));
  },
};

/**
 * An order placed with a discount code: the table lists the code's line, and the lines, the discount
 * and the shipping add up to the total the shop charged.
 */
export const WithDiscountCode: Story = {
  args: { orderId: '100212' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await untilState('the items of order 100212', () =>
      canvas.getByRole('table', { name: 'Varene i ordre 100212' }),
    );
    const discount = within(items).getByRole('row', { name: /Rabatt \(GLIMT10\)/ });
    await expect(discount).toHaveTextContent('−kr 179');
    const amounts = within(items)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent ?? '');
    const total = kronerOf(amounts.pop() ?? '');
    await expect(total).toBe(1611);
    await expect(sumKroner(amounts.map(kronerOf))).toBe(total);
    await tabTo(canvas.getByRole('link', { name: 'Alle ordrene' }));
  },
};

/** A cancelled order, collected nowhere: no tracking, no returns. */
export const Cancelled: Story = {
  args: { orderId: '100117' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Kansellert", {})', () => canvas.getByText('Kansellert', {})),
    ).toBeVisible();
    await expect(canvas.getByText('Sporing kommer når pakken er sendt.')).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Alle ordrene' }));
  },
};

/** An order number that is not Kari's: "not found" with the way back. */
export const NotFound: Story = {
  args: { orderId: '999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText(/Vi fant ikke/, {})', () => canvas.getByText(/Vi fant ikke/, {})),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Alle ordrene' }));
  },
};

/** While the order loads. */
export const Loading: Story = {
  args: { orderId: '100231' },
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/orders/:orderId', 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

const orderOutage = createOutage();

/** The order fails to load; once the shop is back, "try again" loads it. */
export const Error: Story = {
  args: { orderId: '100205' },
  beforeEach: orderOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [faults.status('GET', '/api/orders/:orderId', 503, undefined, { when: orderOutage.isDown })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    orderOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await untilState("the order's status in a customer's words", () =>
      expect(canvas.getByText('Under behandling')).toBeVisible(),
    );
    await expect(canvas.getByText('Vi gjør klar og kontrollerer varene før de sendes.')).toBeVisible();
  },
};

/** On a phone: the facts in one column, the items as stacked cards. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Levert", {})', () => canvas.getByText('Levert', {})),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Returner produkter' }));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
