import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RegisterPage } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
import { field, focusedHeading, tabTo, typeInto, withSession } from './authStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/Register page',
  component: RegisterPage,
  decorators: [withSession],
  parameters: { layout: 'padded', initialPath: '/min-konto/registrere' },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills every field with valid values by keyboard (the e-mail given). */
async function fillIn(canvasElement: HTMLElement, email: string) {
  await typeInto(await field(canvasElement, /^Fornavn/), 'Ola');
  await typeInto(await field(canvasElement, /^Etternavn/), 'Nordmann');
  await typeInto(await field(canvasElement, /^E-post/), email);
  await typeInto(await field(canvasElement, /^Passord/), 'Hemmelig123');
  await typeInto(await field(canvasElement, /^Gjenta passordet/), 'Hemmelig123');
  await typeInto(await field(canvasElement, /^Mobilnummer/), '912 34 567');
  await typeInto(await field(canvasElement, /^Gateadresse/), 'Storgata 1');
  await typeInto(await field(canvasElement, /^Postnummer/), '0155');
  await typeInto(await field(canvasElement, /^Sted/), 'Oslo');
  await typeInto(await field(canvasElement, /^Fødselsnummer/), '010190-12345');
  await tabTo(within(canvasElement).getByRole('checkbox', { name: /Jeg godtar vilkårene/ }));
  await userEvent.keyboard(' ');
}

async function submit(canvasElement: HTMLElement) {
  await tabTo(within(canvasElement).getByRole('button', { name: 'Registrer deg' }));
  await userEvent.keyboard('{Enter}');
}

/** The empty form: every field of the spec's rules, personal number or birth date, and the terms. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    await tabTo(await field(canvasElement, /^Fornavn/));
    await expect(within(canvasElement).getByRole('radio', { name: /Fødselsnummer/ })).toBeChecked();
  },
};

/** The form on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Form.play,
};

/** Submitted empty: each field says what is missing, the count is announced, focus on the first. */
export const EveryFieldRequired: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await field(canvasElement, /^Fornavn/)).toHaveFocus();
    await expect(
      await untilState('within(canvasElement).getByTestId("register-error-summary")', () =>
        within(canvasElement).getByTestId('register-error-summary'),
      ),
    ).toHaveTextContent(/Skjemaet har 11 feil/);
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Every rule broken: name, e-mail, short and differing passwords, phone, zip code, birth date. */
export const RulesBroken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(await field(canvasElement, /^Fornavn/), 'Ola!');
    await typeInto(await field(canvasElement, /^Etternavn/), 'Nordmann');
    await typeInto(await field(canvasElement, /^E-post/), 'ola@eksempel');
    await typeInto(await field(canvasElement, /^Passord/), 'kort');
    await typeInto(await field(canvasElement, /^Gjenta passordet/), 'annet');
    await typeInto(await field(canvasElement, /^Mobilnummer/), '12ab');
    await typeInto(await field(canvasElement, /^Gateadresse/), 'Storgata 1');
    await typeInto(await field(canvasElement, /^Postnummer/), '155');
    await typeInto(await field(canvasElement, /^Sted/), 'Oslo');
    // Birth date instead of a personal number: arrow keys move and choose in the radio group.
    await tabTo(canvas.getByRole('radio', { name: /Fødselsnummer/ }));
    await userEvent.keyboard('{ArrowRight}');
    await typeInto(await field(canvasElement, /^Fødselsdato/), '31021990');
    await submit(canvasElement);
    await expect(await field(canvasElement, /^Fornavn/)).toHaveFocus();
    await expect(canvas.getByText(/Skriv fødselsdatoen som DDMMÅÅÅÅ/)).toBeVisible();
    await expect(canvas.getByText(/minst 8 tegn/)).toBeVisible();
    await expect(canvas.getByText(/Passordene er ikke like/)).toBeVisible();
    await expect(await field(canvasElement, /^Postnummer/)).toHaveAttribute('aria-invalid', 'true');
    await expect(await field(canvasElement, /^Mobilnummer/)).toHaveAttribute('aria-invalid', 'true');
    await expect(await field(canvasElement, /^E-post/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 409 `CustomerExists`: "customer already exists" at the e-mail field, which gets focus. */
export const CustomerExists: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'kari.nordmann@example.no');
    await submit(canvasElement);
    const email = await field(canvasElement, /^E-post/);
    await expect(
      await untilState('within(canvasElement).getByText(/finnes allerede en kunde/, {})', () =>
        within(canvasElement).getByText(/finnes allerede en kunde/, {}),
      ),
    ).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A failure without a field (503): "something went wrong" above the button; nothing typed is lost. */
export const SomethingWentWrong: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', '/api/auth/register', 503)] } } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'ola.nordmann@example.no');
    await submit(canvasElement);
    await expect(
      await untilState('within(canvasElement).getByText(/Noe gikk galt/, {})', () =>
        within(canvasElement).getByText(/Noe gikk galt/, {}),
      ),
    ).toBeVisible();
    await expect(await field(canvasElement, /^Sted/)).toHaveValue('Oslo');
  },
};

/** Registered: "check your e-mail" with the address. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'ola.nordmann@example.no');
    await submit(canvasElement);
    await focusedHeading(canvasElement, 'Sjekk e-posten din');
    await expect(within(canvasElement).getByText(/ola\.nordmann@example\.no/)).toBeVisible();
  },
};
