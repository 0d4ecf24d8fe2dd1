import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ManageBooking } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
import { tabTo } from './bookingStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Booking/Manage booking',
  component: ManageBooking,
  parameters: { layout: 'fullscreen', initialPath: '/bestill-synstest/BK-1001' },
  args: { bookingId: 'BK-1001' },
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A week ahead (backend clock Tuesday 17 November 09:30): cancelling is free, said before confirming. */
export const FreeCancellation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText(/Avbestillingen er gratis/, {})', () =>
        canvas.getByText(/Avbestillingen er gratis/, {}),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Avbestill timen' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'page(canvasElement).getByRole("alertdialog", { name: "Avbestill timen" })',
      () => page(canvasElement).getByRole('alertdialog', { name: 'Avbestill timen' }),
    );
    await expect(dialog).toHaveTextContent('Avbestillingen er gratis');
    const confirm = within(dialog).getByRole('button', { name: 'Ja, avbestill' });
    await tabTo(confirm);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Timen er avbestilt.")', () =>
        canvas.getByText('Timen er avbestilt.'),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Avbestilt')).toBeVisible();
  },
};

/** Less than 24 hours ahead: the 495 kr fee is said on the page and in the dialog before confirming. */
export const LateCancellationFee: Story = {
  args: { bookingId: 'BK-1002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText(/koster det kr 495/, {})', () =>
        canvas.getByText(/koster det kr 495/, {}),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Avbestill timen' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page(canvasElement).getByRole("alertdialog")', () =>
      page(canvasElement).getByRole('alertdialog'),
    );
    const confirm = within(dialog).getByRole('button', { name: /^Ja, avbestill og betal kr\s495$/ });
    await tabTo(confirm);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText(/Avbestillingsgebyret på kr 495/)', () =>
        canvas.getByText(/Avbestillingsgebyret på kr 495/),
      ),
    ).toBeVisible();
  },
};

/** Change time: the same wizard, from the time step. */
export const Rebook: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Endre tid" })', () =>
        canvas.getByRole('button', { name: 'Endre tid' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("heading", { level: 2, name: "Dag og tid" })', () =>
        canvas.getByRole('heading', { level: 2, name: 'Dag og tid' }),
      ),
    ).toBeVisible();
    await expect(
      await untilState('canvas.getByRole("grid", {})', () => canvas.getByRole('grid', {})),
    ).toBeVisible();
  },
};

/** Another customer's booking: the ownership check answers 403. */
export const NotOwner: Story = {
  args: { bookingId: 'BK-1003' },
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', '/api/booking/BK-1003', 403, {
            success: false,
            error: { code: 'NotBookingOwner', message: 'This booking belongs to another customer' },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('tilhører en annen kunde');
    await tabTo(canvas.getByRole('link', { name: 'Bestill ny time' }));
  },
};

/** An unknown booking. */
export const NotFound: Story = {
  args: { bookingId: 'BK-9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState(
      'expect(canvas.getByRole("alert")).toHaveTextContent("Vi fant ikke denne bestillingen.")',
      () => expect(canvas.getByRole('alert')).toHaveTextContent('Vi fant ikke denne bestillingen.'),
    );
  },
};
