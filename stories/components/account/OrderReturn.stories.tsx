import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderReturnPage } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
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
  title: 'Account/Order return',
  component: OrderReturnPage,
  decorators: [withCustomerSession],
  beforeEach: logInAsCustomer,
  args: { orderId: '100152' },
  parameters: { initialPath: '/min-konto/ordrer/100152/retur' },
} satisfies Meta<typeof OrderReturnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses a line by keyboard: Tab to its checkbox, Space. */
async function chooseLine(canvasElement: HTMLElement, name: RegExp) {
  const box = await untilState('within(canvasElement).getByRole("checkbox", { name })', () =>
    within(canvasElement).getByRole('checkbox', { name }),
  );
  await tabTo(box);
  await userEvent.keyboard(' ');
  await untilState('expect(box).toBeChecked()', () => expect(box).toBeChecked());
}

/** Picks an option of a native select by keyboard (focus it, type the option's first letters). */
async function chooseOption(select: HTMLElement, text: string) {
  await tabTo(select);
  await userEvent.selectOptions(select, text);
}

/** The returnable lines of a delivered order, before anything is chosen. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement, 'Returner produkter');
    await tabTo(
      await untilState('canvas.getByRole("checkbox", { name: /Clubmaster/ })', () =>
        canvas.getByRole('checkbox', { name: /Clubmaster/ }),
      ),
    );
  },
};

/** A line, one item and a reason, confirmed: the return is registered as pending, with its label. */
export const ReturnRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLine(canvasElement, /Thealoz/);
    await chooseOption(canvas.getByRole('combobox', { name: /Årsak for .*Thealoz/ }), 'Skadet');
    await tabTo(canvas.getByRole('textbox', { name: /Kommentar/ }));
    await userEvent.keyboard('Flasken lakk');
    await tabTo(canvas.getByRole('button', { name: 'Bekreft retur' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Returen er registrert" })', () =>
        canvas.getByRole('heading', { name: 'Returen er registrert' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Venter på mottak')).toBeVisible();
    // Downloaded with the customer's session (a plain link to the PDF would answer 401).
    await tabTo(canvas.getByRole('button', { name: 'Last ned returetiketten (PDF)' }));
  },
};

/** Nothing chosen: the form says so and focus goes to the first line. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Bekreft retur" })', () =>
        canvas.getByRole('button', { name: 'Bekreft retur' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("alert")', () => canvas.getByRole('alert')),
    ).toHaveTextContent('Velg minst ett produkt');
    await untilState('expect(canvas.getAllByRole("checkbox")[0]).toHaveFocus()', () =>
      expect(canvas.getAllByRole('checkbox')[0]).toHaveFocus(),
    );
  },
};

/** A line chosen without a reason: the error sits on the reason, which gets focus; the choice stays. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLine(canvasElement, /Clubmaster/);
    await tabTo(canvas.getByRole('button', { name: 'Bekreft retur' }));
    await userEvent.keyboard('{Enter}');
    const reason = canvas.getByRole('combobox', { name: /Årsak for .*Clubmaster/ });
    await untilState('expect(reason).toHaveFocus()', () => expect(reason).toHaveFocus());
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Velg en årsak for hvert produkt du returnerer.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Clubmaster/ })).toBeChecked();
  },
};

/** The shop refuses the return (409 `NotReturnable`): its message, focused. */
export const NotReturnable: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('POST', '/api/orders/:orderId/return', 409, {
            success: false,
            error: { code: 'NotReturnable', message: 'Only delivered orders can be returned' },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLine(canvasElement, /Clubmaster/);
    await chooseOption(canvas.getByRole('combobox', { name: /Årsak for .*Clubmaster/ }), 'Angret kjøpet');
    await tabTo(canvas.getByRole('button', { name: 'Bekreft retur' }));
    await userEvent.keyboard('{Enter}');
    const alert = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(alert).toHaveTextContent('Denne ordren kan ikke returneres ennå');
    await untilState('expect(alert).toHaveFocus()', () => expect(alert).toHaveFocus());
  },
};

/** The return call fails (503): "something went wrong"; what was chosen stays. */
export const ReturnFails: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', '/api/orders/:orderId/return', 503)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLine(canvasElement, /Thealoz/);
    await chooseOption(canvas.getByRole('combobox', { name: /Årsak for .*Thealoz/ }), 'Feil produkt');
    await tabTo(canvas.getByRole('button', { name: 'Bekreft retur' }));
    await userEvent.keyboard('{Enter}');
    const alert = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(alert).toHaveTextContent('Noe gikk galt');
    // Focus moves to the message in the next frame: wait for it, so the story ends in one state.
    await untilState('expect(alert).toHaveFocus()', () => expect(alert).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: /Årsak for .*Thealoz/ })).toHaveValue('wrongProduct');
  },
};

/** An order with nothing left to return (a digital gift card). */
export const NothingToReturn: Story = {
  args: { orderId: '100131' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText("Ingen produkter i denne ordren kan returneres.", {})', () =>
        canvas.getByText('Ingen produkter i denne ordren kan returneres.', {}),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Tilbake til ordren' }));
  },
};

/** An order that is not Kari's. */
export const NotFound: Story = {
  args: { orderId: '999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByText(/Vi fant ikke/, {})', () => canvas.getByText(/Vi fant ikke/, {})),
    ).toBeVisible();
    await tabTo(canvas.getByRole('link', { name: 'Alle ordrene' }));
  },
};

/** While the order loads. */
export const Loading: Story = {
  args: { orderId: '100140' },
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/orders/:orderId', 600_000)] } } },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement);
  },
};

/** The order fails to load: the message and "try again". */
export const Error: Story = {
  args: { orderId: '100140' },
  parameters: { msw: { handlers: { faults: [faults.status('GET', '/api/orders/:orderId', 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Noe gikk galt');
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
  },
};

/** On a phone, a chosen line's quantity and reason stack under it. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseLine(canvasElement, /Clubmaster/);
    await expect(canvas.getByRole('combobox', { name: /Antall av .*Clubmaster/ })).toBeVisible();
  },
};
