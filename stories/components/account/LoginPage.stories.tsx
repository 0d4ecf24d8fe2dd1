import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage, useLocation } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
import { field, focusedHeading, tabTo, typeInto, withSession } from './authStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/Login page',
  component: LoginPage,
  decorators: [withSession],
  parameters: { layout: 'padded', initialPath: '/min-konto/logg-inn?returnTo=%2Fmin-konto%2Fordrer' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Logs in with e-mail and password by keyboard, pressing "Logg inn". (Not Enter in the password field:
 * the next screen removes that field while it has focus, and user-event's blur bookkeeping then
 * dispatches a change event through React's `act` inside React's commit, "Should not already be
 * working". Enter in a field is a browser behaviour the e2e journeys cover.)
 */
async function logIn(canvasElement: HTMLElement, email: string, password: string) {
  await typeInto(await field(canvasElement, /^E-post/), email);
  await typeInto(await field(canvasElement, /^Passord/), password);
  await tabTo(within(canvasElement).getByRole('button', { name: 'Logg inn' }));
  await userEvent.keyboard('{Enter}');
}

/** Starts Mobile BankID by keyboard, with a personal number when given. */
async function startBankId(canvasElement: HTMLElement, personalNumber = '') {
  const canvas = within(canvasElement);
  if (personalNumber) await typeInto(await field(canvasElement, /^Fødselsnummer/), personalNumber);
  await tabTo(
    await untilState('canvas.getByRole("button", { name: "Logg inn med BankID" })', () =>
      canvas.getByRole('button', { name: 'Logg inn med BankID' }),
    ),
  );
  await userEvent.keyboard('{Enter}');
}

/** Where the story's memory navigation is, so a story shows where a login went. */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <p>
      Adresse: <code data-testid="where">{`${pathname}${search}`}</code>
    </p>
  );
}

/** The two ways in: e-mail and password, or Mobile BankID with an optional personal number. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(await field(canvasElement, /^E-post/));
    await tabTo(await field(canvasElement, /^Passord/));
    await expect(canvas.getByRole('link', { name: 'Glemt passord?' })).toHaveAttribute(
      'href',
      '/min-konto/glemt-passord',
    );
    await expect(canvas.getByRole('link', { name: 'Registrer deg' })).toBeVisible();
  },
};

/** The form on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Form.play,
};

/** Submitted empty: each required field says so, and focus goes to the first. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Logg inn" })', () =>
        canvas.getByRole('button', { name: 'Logg inn' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await field(canvasElement, /^E-post/)).toHaveFocus();
    await expect(await field(canvasElement, /^E-post/)).toHaveAttribute('aria-invalid', 'true');
    await expect(await field(canvasElement, /^Passord/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 401 `LoginFailed`: "Login failed, try again"; what was typed stays. */
export const LoginFailed: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'kari.nordmann@example.no', 'feil-passord');
    await focusedHeading(canvasElement, 'Du ble ikke logget inn');
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(
      /Innloggingen mislyktes/,
    );
    await expect(await field(canvasElement, /^E-post/)).toHaveValue('kari.nordmann@example.no');
  },
};

/** 503 `LoginUnavailable`: "Login temporarily unavailable". */
export const LoginUnavailable: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'driftsstans@example.no', 'Passord123');
    await focusedHeading(canvasElement, 'Du ble ikke logget inn');
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(
      /midlertidig utilgjengelig/,
    );
  },
};

/** Any other failure (here a 500): "Something went wrong, try again or contact customer service". */
export const SomethingWentWrong: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', '/api/auth/login', 500)] } } },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'kari.nordmann@example.no', 'Passord123');
    await focusedHeading(canvasElement, 'Du ble ikke logget inn');
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(/kontakt kundeservice/);
  },
};

/** BankID waits for the phone: what to do there, the app's progress, and cancel. */
export const BankIdWaiting: Story = {
  play: async ({ canvasElement }) => {
    await startBankId(canvasElement, '040444-44444');
    await focusedHeading(canvasElement, 'Fullfør innloggingen i BankID-appen');
    await untilState(
      'expect(within(canvasElement).getByTestId("bankid-hint")).toHaveTextContent(/Skriv inn k…',
      () => expect(within(canvasElement).getByTestId('bankid-hint')).toHaveTextContent(/Skriv inn koden din/),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Avbryt BankID' })).toBeVisible();
  },
};

/** The shopper cancels while BankID waits: "login cancelled or failed". */
export const BankIdCancelledByShopper: Story = {
  play: async ({ canvasElement }) => {
    await startBankId(canvasElement, '040444-44444');
    const cancel = await untilState(
      'within(canvasElement).getByRole("button", { name: "Avbryt BankID" })',
      () => within(canvasElement).getByRole('button', { name: 'Avbryt BankID' }),
    );
    await focusedHeading(canvasElement, 'Fullfør innloggingen i BankID-appen');
    await tabTo(cancel);
    await userEvent.keyboard('{Enter}');
    await focusedHeading(canvasElement, 'Du ble ikke logget inn');
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(
      /avbrutt eller mislyktes/,
    );
  },
};

/** Cancelled in the BankID app: "login cancelled or failed". */
export const BankIdCancelled: Story = {
  play: async ({ canvasElement }) => {
    await startBankId(canvasElement, '030333-33333');
    await focusedHeading(canvasElement, 'Du ble ikke logget inn');
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(
      /avbrutt eller mislyktes/,
    );
  },
};

/** BankID failed (a certificate error): "login cancelled or failed". */
export const BankIdFailed: Story = {
  play: async ({ canvasElement }) => {
    await startBankId(canvasElement, '111111-11111');
    await focusedHeading(canvasElement, 'Du ble ikke logget inn');
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(
      /avbrutt eller mislyktes/,
    );
  },
};

/** The order expired: "login time expired or too many attempts". */
export const BankIdExpired: Story = {
  play: async ({ canvasElement }) => {
    await startBankId(canvasElement, '220222-22222');
    await focusedHeading(canvasElement, 'Du ble ikke logget inn');
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(/for mange forsøk/);
  },
};

/** BankID itself does not answer (503): the BankID problems notice. */
export const BankIdProblems: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', '/api/auth/bankid/start', 503)] } } },
  play: async ({ canvasElement }) => {
    await startBankId(canvasElement);
    await focusedHeading(canvasElement, 'Du ble ikke logget inn');
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(/problemer med BankID/);
  },
};

/** A personal number that is not `DDMMYY-XXXXX` is caught before BankID starts. */
export const BankIdPersonalNumberInvalid: Story = {
  play: async ({ canvasElement }) => {
    await startBankId(canvasElement, '0101851234');
    const input = await field(canvasElement, /^Fødselsnummer/);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The latest terms are not accepted (Nora Lie): accept them to continue. */
export const TermsNotAccepted: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'nora.lie@example.no', 'Passord123');
    await focusedHeading(canvasElement, 'Godta de nyeste vilkårene');
    await expect(within(canvasElement).getByRole('checkbox')).not.toBeChecked();
  },
};

/** The e-mail is not verified (Jonas Bakke): continue sends a new mail. */
export const EmailNotVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvasElement, 'jonas.bakke@example.no', 'Passord123');
    await focusedHeading(canvasElement, 'Bekreft e-postadressen din');
    await expect(canvas.getByText(/jonas\.bakke@example\.no/)).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Send ny e-post' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByTestId("verification-resent")', () =>
        canvas.getByTestId('verification-resent'),
      ),
    ).toHaveTextContent(/ny e-post/);
  },
};

/** BankID identified the shopper but the account's e-mail is not verified (Sofie Haugen). */
export const EidEmailNotVerified: Story = {
  play: async ({ canvasElement }) => {
    await startBankId(canvasElement, '150392-54321');
    await focusedHeading(canvasElement, 'Bekreft e-postadressen din');
    await expect(within(canvasElement).getByText(/identifisert med BankID/)).toBeVisible();
  },
};

/** Logged in (Kari Nordmann): the page says so and the shopper is sent back to where they were going. */
export const LoggedIn: Story = {
  render: (args) => (
    <>
      <Where />
      <LoginPage {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'kari.nordmann@example.no', 'Passord123');
    await focusedHeading(canvasElement, 'Du er logget inn');
    await untilState(
      'expect(within(canvasElement).getByTestId("where")).toHaveTextContent("/min-konto/ordrer")',
      () => expect(within(canvasElement).getByTestId('where')).toHaveTextContent('/min-konto/ordrer'),
    );
  },
};
