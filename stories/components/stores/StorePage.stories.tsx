import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorePage } from '@glimt/ui';
import { faults, getMockStore } from '@glimt/ui/mocks';
import { LONG_UNBROKEN_NAME, expectNoSidewaysScroll } from '../../../test-support/longText';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Stores/Store page',
  component: StorePage,
  parameters: { layout: 'fullscreen', initialPath: '/finn-butikk/glimt-oslo-city' },
  args: { slug: 'glimt-oslo-city' },
} satisfies Meta<typeof StorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mall store at 09:30 on a Tuesday (backend clock, Oslo time): closed, opens at 10:00, the week's hours, holidays, book here. */
export const MallStore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { level: 1, name: "Glimt Oslo City" })', () =>
        canvas.getByRole('heading', { level: 1, name: 'Glimt Oslo City' }),
      ),
    ).toBeVisible();
    await expect(
      await untilState('canvas.getByText("Stengt, åpner kl. 10:00")', () =>
        canvas.getByText('Stengt, åpner kl. 10:00'),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Avvikende åpningstider' })).toBeVisible();
    await expect(canvas.getByText(/Julaften/)).toBeVisible();
    const book = canvas.getByRole('link', { name: 'Bestill synstest her' });
    await userEvent.tab();
    await expect(book).toHaveFocus();
    await expect(book).toHaveAttribute('href', '/bestill-synstest?butikk=1001');
  },
};

/** A town store with a lunch closure on weekdays. */
export const LunchClosure: Story = {
  args: { slug: 'glimt-harstad' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Stengt for lunsj 11:30–12:00 på hverdager", {})', () =>
        canvas.getByText('Stengt for lunsj 11:30–12:00 på hverdager', {}),
      ),
    ).toBeVisible();
  },
};

/** An unknown store. */
export const NotFound: Story = {
  args: { slug: 'glimt-atlantis' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Vi fant ikke denne butikken." })', () =>
        canvas.getByRole('heading', { name: 'Vi fant ikke denne butikken.' }),
      ),
    ).toBeVisible();
  },
};

const osloCity = getMockStore('glimt-oslo-city');
if (!osloCity) throw new Error('The fixture stores have no Glimt Oslo City');

/** Glimt Oslo City with its name, street and deviation labels one 10,000-character word (#42). */
const longStore = {
  ...osloCity,
  name: LONG_UNBROKEN_NAME,
  address: { ...osloCity.address, street: LONG_UNBROKEN_NAME },
  deviatingHours: osloCity.deviatingHours.map((deviation) => ({ ...deviation, label: LONG_UNBROKEN_NAME })),
};

/**
 * On a phone, a store whose name, street and holiday labels are one 10,000-character word (#42): they
 * wrap, the hours tables stay inside the page, and the page does not scroll sideways.
 */
export const LongStoreNameOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    msw: {
      handlers: {
        faults: [faults.empty('GET', '/api/stores/:idOrSlug', { success: true, data: longStore })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await untilState('the store heading and its hours table', () => {
      expect(canvas.getByRole('heading', { name: 'Avvikende åpningstider' })).toBeInTheDocument();
      return canvas.getByRole('heading', { level: 1 });
    });
    await expect(title).toHaveTextContent(LONG_UNBROKEN_NAME.slice(0, 50));
    await expectNoSidewaysScroll(canvasElement);
    const book = canvas.getByRole('link', { name: 'Bestill synstest her' });
    await userEvent.tab();
    await expect(book).toHaveFocus();
  },
};
