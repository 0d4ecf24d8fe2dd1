import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LensSubscriptionPage, SubscriptionList } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { page, phone, tabTo } from './glassesStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Subscription/Lens subscription',
  component: LensSubscriptionPage,
  parameters: { layout: 'fullscreen', initialPath: '/min-konto/abonnement/linse/L-20001' },
  args: { subscriptionId: 'L-20001' },
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof LensSubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's heading (it names the lenses), once the subscription with `number` is shown. */
const heading = (canvasElement: HTMLElement, number: string) =>
  untilState(`the heading of subscription ${number}`, () => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(number, { selector: 'dd' })).toBeVisible();
    return canvas.getByRole('heading', { level: 1, name: /^Linseabonnement: / });
  });

/**
 * Active: the next delivery (already being processed, so changes apply from the one after), products
 * by eye with the strength each eye gets, the actions.
 */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await expect(canvas.getByText(/allerede under behandling/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Høyre øye' })).toBeVisible();
    await expect(canvas.getByText('Styrke: -3,00 BC 8,5 DIA 14,3')).toBeVisible();
    await expect(canvas.getByText('Styrke: -2,50 BC 8,5 DIA 14,3')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Sett på pause' }));
    await tabTo(canvas.getByRole('button', { name: 'Avslutt abonnementet' }));
  },
};

/** Cancelling asks first and says a stopped subscription cannot be restored; keeping it closes the question. */
export const CancelConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await tabTo(canvas.getByRole('button', { name: 'Avslutt abonnementet' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'page(canvasElement).getByRole("alertdialog", { name: "Avslutte abonnementet for godt?", })',
      () =>
        page(canvasElement).getByRole('alertdialog', {
          name: 'Avslutte abonnementet for godt?',
        }),
    );
    await expect(dialog).toHaveTextContent('kan ikke gjenopprettes');
    await userEvent.keyboard('{Escape}');
    await untilState('expect(page(canvasElement).queryByRole("alertdialog")).toBeNull()', () =>
      expect(page(canvasElement).queryByRole('alertdialog')).toBeNull(),
    );
  },
};

/** A failed pause leaves the subscription active and says so. */
export const PauseFails: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', '/api/subscriptions/lens/L-20001/pause', 500)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await tabTo(canvas.getByRole('button', { name: 'Sett på pause' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'page(canvasElement).getByRole("alertdialog", { name: "Sette abonnementet på pause?", })',
      () =>
        page(canvasElement).getByRole('alertdialog', {
          name: 'Sette abonnementet på pause?',
        }),
    );
    await tabTo(within(dialog).getByRole('button', { name: 'Sett på pause' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Det er fortsatt aktivt');
    await expect(canvas.getByText('Aktivt', { exact: true })).toBeVisible();
  },
};

/** Paused by the customer: no delivery, no payment; "Aktiver abonnementet" is offered. */
export const Paused: Story = {
  args: { subscriptionId: 'L-20002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-207731');
    await expect(
      canvas.getByText('Ingen levering og ingen betaling mens abonnementet er pauset.'),
    ).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Aktiver abonnementet' }));
    await expect(canvas.queryByRole('button', { name: 'Sett på pause' })).toBeNull();
  },
};

/** Frozen by the shop: the reason, and only re-activate, cancel and the payment method. */
export const Frozen: Story = {
  args: { subscriptionId: 'L-20003' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-208846');
    await tabTo(canvas.getByRole('button', { name: 'Aktiver abonnementet igjen' }));
    await expect(canvas.queryByRole('button', { name: 'Aktiver abonnementet' })).toBeNull();
  },
};

/** Cancelled for good: no actions at all. */
export const Cancelled: Story = {
  args: { subscriptionId: 'L-20004' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-199402');
    await expect(canvas.getByText('Abonnementet er avsluttet. Ingen flere leveranser.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await tabTo(canvas.getByRole('link', { name: 'Til mine abonnementer' }));
  },
};

/** Another customer's or an unknown subscription: not found, with the way back. */
export const NotFound: Story = {
  args: { subscriptionId: 'L-99999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('fant ikke');
    await tabTo(canvas.getByRole('link', { name: 'Til mine abonnementer' }));
  },
};

/** On a phone: the facts stack under their labels. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'AB-204518');
    await tabTo(within(canvasElement).getByRole('link', { name: 'Til mine abonnementer' }));
  },
};

/** The subscriptions list: lens and glasses subscriptions with status and next delivery. */
export const List: Story = {
  render: () => <SubscriptionList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByRole("heading", { level: 1, name: "Mine abonnementer" })', () =>
      canvas.getByRole('heading', { level: 1, name: 'Mine abonnementer' }),
    );
    await tabTo(
      await untilState(
        'canvas.getByRole("link", { name: "Se Acuvue Oasys 1-Day, Abonnement AB-204518" })',
        () => canvas.getByRole('link', { name: 'Se Acuvue Oasys 1-Day, Abonnement AB-204518' }),
      ),
    );
  },
};
