import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EyeHealthDayForm } from '@glimt/ui';
import { tabTo } from './bookingStoryHelpers';

const meta = {
  title: 'Booking/Eye-health day',
  component: EyeHealthDayForm,
  parameters: { layout: 'fullscreen', initialPath: '/b2b/oyehelsedag' },
} satisfies Meta<typeof EyeHealthDayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const values: Array<[RegExp, string]> = [
  [/^Organisasjonsnummer/, '912-345-678'],
  [/^Bedriftens navn/, 'Nordlys Energi AS'],
  [/^Kontaktperson/, 'Ingrid Berg'],
  [/^E-post til kontaktperson/, 'ingrid.berg@nordlys-energi.no'],
  [/^Telefon til kontaktperson/, '91234567'],
  [/^Gateadresse/, 'Kraftveien 1'],
  [/^Postnummer/, '0150'],
  [/^Poststed/, 'Oslo'],
  [/^Antall deltakere/, '40'],
];

/** A company fills the form and picks a weekday by keyboard; the request is sent. */
export const SendRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bestill øyehelsedag for bedriften' });
    for (const [label, value] of values) {
      const field = await canvas.findByLabelText(label, {}, { timeout: 5000 });
      await tabTo(field);
      await userEvent.keyboard(value);
    }
    const grid = canvas.getByRole('grid');
    const stop = grid.querySelector<HTMLElement>('button[tabindex="0"]')!;
    await tabTo(stop);
    await userEvent.keyboard('{Enter}');
    await tabTo(canvas.getByRole('button', { name: 'Send forespørsel' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Forespørselen er sendt' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Referanse: EHD-/)).toBeVisible();
  },
};

/** Sent empty: each field says what is missing and focus goes to the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'Send forespørsel' }, { timeout: 5000 });
    await tabTo(send);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText(/^Organisasjonsnummer/)).toHaveFocus());
    await expect(canvas.getAllByText('Fyll ut dette feltet.').length).toBeGreaterThan(5);
    await expect(canvas.getByText('Velg en ønsket dag i kalenderen.')).toBeVisible();
  },
};
