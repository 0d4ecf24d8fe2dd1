import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ManageBooking, ShopSessionProvider } from '@glimt/ui';
import { setMockShopperAccount } from '@glimt/ui/mocks';
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

/** Kari Nordmann, logged in: she owns BK-1001 and BK-1002 and opens them without a link's token. */
const asOwner = () => {
  setMockShopperAccount('customer');
  return () => setMockShopperAccount(null);
};

/** A week ahead (backend clock Tuesday 17 November 09:30): cancelling is free, said before confirming. */
export const FreeCancellation: Story = {
  beforeEach: asOwner,
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
  beforeEach: asOwner,
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
  beforeEach: asOwner,
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

/** Moving the time: the confirmation says "Timen er flyttet", and its link shows the moved booking. */
export const RebookSaysMoved: Story = {
  beforeEach: asOwner,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const press = async (name: string) => {
      await tabTo(canvas.getByRole('button', { name }));
      await userEvent.keyboard('{Enter}');
    };
    await untilState('canvas.getByRole("button", { name: "Endre tid" })', () =>
      canvas.getByRole('button', { name: 'Endre tid' }),
    );
    await press('Endre tid');
    const grid = await untilState('canvas.getByRole("grid", {})', () => canvas.getByRole('grid', {}));
    const stop = grid.querySelector<HTMLElement>('button[tabindex="0"]')!;
    await tabTo(stop);
    await userEvent.keyboard('{Enter}');
    const time = await untilState('canvas.getAllByRole("radio", {})[0]', () => {
      const first = canvas.getAllByRole('radio', {})[0];
      if (!first) throw new Error('no time yet');
      return first;
    });
    await tabTo(time);
    await userEvent.keyboard(' ');
    await untilState('expect(time).toBeChecked()', () => expect(time).toBeChecked());
    await press('Neste');
    await untilState('canvas.getByRole("heading", { level: 2, name: "Dine opplysninger" })', () =>
      canvas.getByRole('heading', { level: 2, name: 'Dine opplysninger' }),
    );
    await press('Neste');
    await untilState('canvas.getByRole("heading", { level: 2, name: "Oppsummering" })', () =>
      canvas.getByRole('heading', { level: 2, name: 'Oppsummering' }),
    );
    await press('Bekreft bestilling');
    const moved = await untilState(
      'canvas.getByRole("heading", { level: 1, name: "Timen er flyttet" })',
      () => canvas.getByRole('heading', { level: 1, name: 'Timen er flyttet' }),
    );
    await untilState('expect(moved).toHaveFocus()', () => expect(moved).toHaveFocus());
    // The store's address comes with its own answer, after the booking's.
    const address = await untilState('canvas.getByText("Stenersgata 1, 0050 Oslo")', () =>
      canvas.getByText('Stenersgata 1, 0050 Oslo'),
    );
    await expect(address).toBeVisible();
  },
};

/**
 * Another customer's booking, opened while logged in: the shop answers as for an unknown number (it
 * does not say the booking exists) and points to the customer's own bookings.
 */
export const NotOwner: Story = {
  args: { bookingId: 'BK-1003' },
  decorators: [
    (Story) => (
      <ShopSessionProvider>
        <Story />
      </ShopSessionProvider>
    ),
  ],
  beforeEach: asOwner,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("link", { name: "Mine timer" })', () =>
        canvas.getByRole('link', { name: 'Mine timer' }),
      ),
    ).toHaveAttribute('href', '/min-konto/bestill-synstest');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vi fant ikke denne bestillingen.');
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/Kari|Lars|tilhører/);
    await tabTo(canvas.getByRole('link', { name: 'Mine timer' }));
  },
};

/**
 * A guest opens a booking by its number alone, without the link from the confirmation: the same
 * "not found", where to find the link, and the login (which comes back here).
 */
export const WithoutItsLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await untilState('canvas.getByRole("link", { name: "Logg inn" })', () =>
      canvas.getByRole('link', { name: 'Logg inn' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Vi fant ikke denne bestillingen.Åpne den fra lenken i bekreftelsen vi sendte deg på e-post',
    );
    await expect(login).toHaveAttribute('href', '/min-konto/logg-inn?returnTo=%2Fbestill-synstest%2FBK-1001');
    await tabTo(login);
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
