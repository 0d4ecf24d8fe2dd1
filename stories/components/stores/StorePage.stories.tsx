import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StorePage } from '@glimt/ui';
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
