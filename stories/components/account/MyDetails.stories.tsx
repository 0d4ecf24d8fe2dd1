import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MyDetails } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import {
  expectLoading,
  logInAsCustomer,
  pageHeading,
  phone,
  tabTo,
  withCustomerSession,
} from './accountStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/My details',
  component: MyDetails,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  parameters: { initialPath: '/min-konto/opplysninger' },
} satisfies Meta<typeof MyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the form by keyboard and replaces a field's text. */
async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await tabTo(
    await untilState('canvas.getByRole("button", { name: "Endre opplysningene" })', () =>
      canvas.getByRole('button', { name: 'Endre opplysningene' }),
    ),
  );
  await userEvent.keyboard('{Enter}');
}
/** Sends the details form by keyboard: Tab to "Lagre", then Enter. */
async function save(canvasElement: HTMLElement) {
  await tabTo(within(canvasElement).getByRole('button', { name: 'Lagre' }));
  await userEvent.keyboard('{Enter}');
}
async function retype(field: HTMLElement, text: string) {
  await tabTo(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.keyboard(text);
}

/** Kari's details, read only (the mobile number written the Norwegian way), and the password form. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Mine opplysninger');
    await expect(
      await untilState('canvas.getByText("kari.nordmann@example.no", {})', () =>
        canvas.getByText('kari.nordmann@example.no', {}),
      ),
    ).toBeVisible();
    // The mobile number as Norwegians write it, not as the system keeps it (+4791234567).
    await expect(canvas.getByText('+47 912 34 567')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Endre opplysningene' }));
  },
};

/** A new phone number saved: the success is announced and the new number shown. */
export const EditSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForm(canvasElement);
    await retype(
      await untilState('canvas.getByRole("textbox", { name: /Mobilnummer/ })', () =>
        canvas.getByRole('textbox', { name: /Mobilnummer/ }),
      ),
      '98765432',
    );
    await save(canvasElement);
    await expect(
      await untilState('canvas.getByText("Opplysningene er lagret.", {})', () =>
        canvas.getByText('Opplysningene er lagret.', {}),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('987 65 432')).toBeVisible();
    await untilState(
      'expect(canvas.getByRole("button", { name: "Endre opplysningene" })).toHaveFocus()',
      () => expect(canvas.getByRole('button', { name: 'Endre opplysningene' })).toHaveFocus(),
    );
  },
};

/** Another customer's e-mail: "customer already exists" on the e-mail field, which gets focus. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForm(canvasElement);
    const emailField = await untilState('canvas.getByRole("textbox", { name: /E-post/ })', () =>
      canvas.getByRole('textbox', { name: /E-post/ }),
    );
    await retype(emailField, 'nora.lie@example.no');
    await save(canvasElement);
    await expect(
      await untilState('canvas.getByText("Det finnes allerede en kunde med denne e-postadressen.", {})', () =>
        canvas.getByText('Det finnes allerede en kunde med denne e-postadressen.', {}),
      ),
    ).toBeVisible();
    await untilState('expect(emailField).toHaveFocus()', () => expect(emailField).toHaveFocus());
    await expect(emailField).toHaveValue('nora.lie@example.no');
  },
};

/**
 * A customer whose employer gave an employee number (Ingrid, a manager at Nordlys Energi): it is
 * shown among the details and can be corrected. A number with a slash gets the rule's message on
 * its field, with focus and the typed text kept; the corrected number is saved and shown.
 */
export const EmployeeNumberCorrected: Story = {
  beforeEach: () => {
    setMockShopperAccount('manager');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("NE-0042", {})', () => canvas.getByText('NE-0042', {})),
    ).toBeVisible();
    await openForm(canvasElement);
    const field = await untilState('canvas.getByRole("textbox", { name: /Ansattnummer/ })', () =>
      canvas.getByRole('textbox', { name: /Ansattnummer/ }),
    );
    await expect(field).toHaveAccessibleDescription(/Fra arbeidsgiveren din/);
    await retype(field, 'NE/0043');
    await save(canvasElement);
    await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
    await expect(field).toHaveAccessibleDescription(/Skriv ansattnummeret med bokstaver og tall/);
    await expect(field).toHaveValue('NE/0043');
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}NE-0043');
    await save(canvasElement);
    await expect(
      await untilState('canvas.getByText("Opplysningene er lagret.", {})', () =>
        canvas.getByText('Opplysningene er lagret.', {}),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('NE-0043')).toBeVisible();
  },
};

/** A wrong current password: the message on that field. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await untilState('canvas.getByLabelText(/Nåværende passord/, {})', () =>
      canvas.getByLabelText(/Nåværende passord/, {}),
    );
    await tabTo(current);
    await userEvent.keyboard('FeilPassord1');
    await userEvent.tab();
    await userEvent.keyboard('NyttPassord123');
    await userEvent.tab();
    await userEvent.keyboard('NyttPassord123');
    await tabTo(canvas.getByRole('button', { name: 'Endre passord' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Det nåværende passordet er feil.", {})', () =>
        canvas.getByText('Det nåværende passordet er feil.', {}),
      ),
    ).toBeVisible();
    await untilState('expect(current).toHaveFocus()', () => expect(current).toHaveFocus());
  },
};

/** The password changed. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByLabelText(/Nåværende passord/, {})', () =>
        canvas.getByLabelText(/Nåværende passord/, {}),
      ),
    );
    await userEvent.keyboard('Passord123');
    await userEvent.tab();
    await userEvent.keyboard('NyttPassord123');
    await userEvent.tab();
    await userEvent.keyboard('NyttPassord123');
    await tabTo(canvas.getByRole('button', { name: 'Endre passord' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Passordet er endret.", {})', () =>
        canvas.getByText('Passordet er endret.', {}),
      ),
    ).toBeVisible();
  },
};

/** While the details load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/customer', 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

/** The details fail to load. */
export const Error: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/customer', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
  },
};

/** On a phone, the form in one column. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await openForm(canvasElement);
    await expect(
      await untilState('within(canvasElement).getByRole("textbox", { name: /Fornavn/ })', () =>
        within(canvasElement).getByRole('textbox', { name: /Fornavn/ }),
      ),
    ).toBeVisible();
  },
};
