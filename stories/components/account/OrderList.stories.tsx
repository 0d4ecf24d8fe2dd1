import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderList } from '@glimt/ui';
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

const meta = {
  title: 'Account/Order list',
  component: OrderList,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  parameters: { initialPath: '/min-konto/ordrer' },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Kari's orders, newest first, with every status label of the spec; a keyboard user opens one. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Mine ordrer');
    const table = await untilState('canvas.getByRole("table", { name: "Ordrene dine, nyeste først" })', () =>
      canvas.getByRole('table', { name: 'Ordrene dine, nyeste først' }),
    );
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ordrenummer', 'Dato', 'Status', 'Varer', 'Sum']);
    // The customer's words: "processing", "control", "controlled" and "checked" all read "Under
    // behandling", "frozen" and "stopped" "På vent"; the order system's own words show nowhere.
    for (const label of ['Under behandling', 'Sendt', 'Kansellert', 'Levert', 'På vent'])
      await expect(within(table).getAllByText(label)[0]).toBeVisible();
    for (const internal of ['Sjekket', 'Til kontroll', 'Kontrollert', 'Frosset', 'Stoppet'])
      await expect(within(table).queryByText(internal)).toBeNull();
    const first = within(table).getByRole('link', { name: '100231' });
    await tabTo(first);
    await expect(first).toHaveAttribute('href', '/min-konto/ordrer/100231');
  },
};

/** No orders yet: the empty state with a way to the shop. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.empty('GET', '/api/orders', { success: true, data: [] })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Du har ingen ordrer ennå.", {})', () =>
        canvas.getByText('Du har ingen ordrer ennå.', {}),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Se brillene våre' }));
  },
};

/** While the orders load: a skeleton of the table, busy and announced. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/orders', 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

const ordersOutage = createOutage();

/** The orders call fails: the message and "try again", which loads them once the shop is back. */
export const Error: Story = {
  beforeEach: ordersOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [faults.status('GET', '/api/orders', 500, undefined, { when: ordersOutage.isDown })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    ordersOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.getByRole("table")).toBeVisible()', () =>
      expect(canvas.getByRole('table')).toBeVisible(),
    );
  },
};

/** On a phone each order is a stacked card, every value led by its column's name. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await untilState('canvas.getByRole("table", {})', () => canvas.getByRole('table', {}));
    const link = within(table).getByRole('link', { name: '100231' });
    await tabTo(link);
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
  },
};
