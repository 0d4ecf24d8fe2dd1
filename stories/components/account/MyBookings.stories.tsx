import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountLayout, MyBookings } from '@glimt/ui';
import { DEFAULT_NOW, createOutage, faults, mockBookings } from '@glimt/ui/mocks';
import { expectLoading, logInAsCustomer, phone, tabTo, withCustomerSession } from './accountStoryHelpers';
import { LONG_UNBROKEN_NAME, expectNoSidewaysScroll } from '../../../test-support/longText';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/My bookings',
  component: MyBookings,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  args: { now: DEFAULT_NOW },
  parameters: { initialPath: '/min-konto/bestill-synstest', layout: 'fullscreen' },
  render: (args) => (
    <AccountLayout>
      <MyBookings {...args} />
    </AccountLayout>
  ),
} satisfies Meta<typeof MyBookings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part of the list ("Kommende timer", "Tidligere timer"), once the bookings are in. */
function part(canvasElement: HTMLElement, name: string) {
  return untilState(`the region "${name}"`, () => within(canvasElement).getByRole('region', { name }));
}

/** Three days after the fixtures' day: this afternoon's booking in Bergen has been, Oslo's is ahead. */
const THREE_DAYS_LATER = new Date('2026-11-20T12:00:00+01:00');

/** Kari's two bookings, both ahead: soonest first, each confirmed, each with a link to change or cancel it. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const upcoming = await part(canvasElement, 'Kommende timer');
    const items = within(upcoming).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('tirsdag 17. november 2026 kl. 15:15Glimt Bergen Sentrum'),
      expect.stringContaining('tirsdag 24. november 2026 kl. 10:00Glimt Oslo City'),
    ]);
    await expect(within(upcoming).getAllByText('Bekreftet')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('region', { name: 'Tidligere timer' })).toBeNull();
    const first = within(upcoming).getByRole('link', {
      name: 'Se, endre eller avbestill timen tirsdag 17. november 2026 kl. 15:15',
    });
    await tabTo(first);
    await expect(first).toHaveAttribute('href', '/bestill-synstest/BK-1002');
  },
};

/** Later that week: the Bergen booking has moved to "Tidligere timer", with a link to see it only. */
export const UpcomingAndPast: Story = {
  args: { now: THREE_DAYS_LATER },
  play: async ({ canvasElement }) => {
    const upcoming = await part(canvasElement, 'Kommende timer');
    await expect(within(upcoming).getByText('Glimt Oslo City')).toBeVisible();
    const past = within(canvasElement).getByRole('region', { name: 'Tidligere timer' });
    await expect(within(past).getByText('Glimt Bergen Sentrum')).toBeVisible();
    await expect(within(past).queryByText('Bekreftet')).toBeNull();
    const see = within(past).getByRole('link', { name: 'Se timen tirsdag 17. november 2026 kl. 15:15' });
    await tabTo(see);
    await expect(see).toHaveAttribute('href', '/bestill-synstest/BK-1002');
  },
};

/** A request the store has not confirmed yet says so; a store name of 10,000 letters wraps inside the card. */
export const RequestedWithLongStoreName: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.empty('GET', '/api/booking/mine', {
            success: true,
            data: [
              {
                ...mockBookings[0],
                status: 'requested',
                storeName: LONG_UNBROKEN_NAME,
              },
            ],
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const upcoming = await part(canvasElement, 'Kommende timer');
    await expect(within(upcoming).getByText('Venter på bekreftelse fra butikken')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await tabTo(within(upcoming).getByRole('link', { name: /^Se, endre eller avbestill timen/ }));
  },
};

/** No bookings at all: it says so and points to the booking below it. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.empty('GET', '/api/booking/mine', { success: true, data: [] })] } },
  },
  play: async ({ canvasElement }) => {
    const upcoming = await part(canvasElement, 'Kommende timer');
    await expect(upcoming).toHaveTextContent('Du har ingen kommende timer. Bestill en ny time nedenfor.');
    await expect(within(canvasElement).queryByRole('region', { name: 'Tidligere timer' })).toBeNull();
    const nav = within(canvasElement).getByRole('navigation', { name: 'Sider i Min konto' });
    await tabTo(within(nav).getByRole('link', { name: 'Bestill synstest' }));
  },
};

/** While the bookings load: a skeleton, busy and announced; nothing in it takes focus. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/booking/mine', 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

const bookingsOutage = createOutage();

/** The bookings call fails: the message and "Prøv igjen", which lists them once the shop is back. */
export const Error: Story = {
  beforeEach: bookingsOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [faults.status('GET', '/api/booking/mine', 500, undefined, { when: bookingsOutage.isDown })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    bookingsOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    const upcoming = await part(canvasElement, 'Kommende timer');
    await expect(within(upcoming).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** On a phone: the cards take the width, nothing scrolls sideways. */
export const Phone: Story = {
  globals: phone,
  args: { now: THREE_DAYS_LATER },
  play: async ({ canvasElement }) => {
    const past = await untilState('the region "Tidligere timer"', () =>
      within(canvasElement).getByRole('region', { name: 'Tidligere timer' }),
    );
    const see = within(past).getByRole('link', { name: /^Se timen/ });
    await tabTo(see);
    await expectNoSidewaysScroll(canvasElement);
  },
};
