import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EyeHealthDayForm } from '@glimt/ui';
import { tabTo } from './bookingStoryHelpers';
import { untilState } from '../../../test-support/untilState';

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

/** A company fills the form and picks a wished weekday by keyboard; the request is sent. */
export const SendRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState(
      'canvas.getByRole("heading", { level: 1, name: "Bestill øyehelsedag for bedriften" })',
      () => canvas.getByRole('heading', { level: 1, name: 'Bestill øyehelsedag for bedriften' }),
    );
    for (const [label, value] of values) {
      const field = await untilState('canvas.getByLabelText(label, {})', () =>
        canvas.getByLabelText(label, {}),
      );
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
      await untilState('canvas.getByRole("heading", { name: "Forespørselen er sendt" })', () =>
        canvas.getByRole('heading', { name: 'Forespørselen er sendt' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Referanse: EHD-/)).toBeVisible();
  },
};

/** Sent empty: each field says what is missing and focus goes to the first. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await untilState('canvas.getByRole("button", { name: "Send forespørsel" })', () =>
      canvas.getByRole('button', { name: 'Send forespørsel' }),
    );
    await tabTo(send);
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.getByLabelText(/^Organisasjonsnummer/)).toHaveFocus()', () =>
      expect(canvas.getByLabelText(/^Organisasjonsnummer/)).toHaveFocus(),
    );
    await expect(canvas.getAllByText('Fyll ut dette feltet.').length).toBeGreaterThan(5);
    await expect(canvas.getByText('Velg minst én ønsket dag i kalenderen.')).toBeVisible();
  },
};

/**
 * Up to three wished days: each day chosen in the calendar (Enter) joins the list and is announced;
 * a fourth is refused with a message; "Fjern" takes one away, and another can then be chosen.
 */
export const ThreeWishedDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [label, value] of values) {
      await tabTo(
        await untilState('canvas.getByLabelText(label, {})', () => canvas.getByLabelText(label, {})),
      );
      await userEvent.keyboard(value);
    }
    const grid = await untilState('canvas.getByRole("grid", {})', () => canvas.getByRole('grid', {}));
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await tabTo(grid.querySelector<HTMLElement>('button[tabindex="0"]')!);
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.ownerDocument.activeElement?.closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (let week = 0; week < 3; week += 1) await userEvent.keyboard('{ArrowDown}{Enter}');
    const chosen = await untilState('canvas.getByRole("region", { name: "Valgte dager (3 av 3)" })', () =>
      canvas.getByRole('region', { name: 'Valgte dager (3 av 3)' }),
    );
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Du har valgt 3 dager.');
    // The fourth day, where focus is, stays unchosen.
    await expect(canvasElement.ownerDocument.activeElement?.closest('td')).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const remove = within(chosen).getAllByRole('button', { name: /^Fjern / })[0]!;
    await tabTo(remove);
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("region", { name: "Valgte dager (2 av 3)" })', () =>
        canvas.getByRole('region', { name: 'Valgte dager (2 av 3)' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('er fjernet fra ønskede dager');
  },
};
