import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UpdatePaymentMethod, useLocation } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { phone, tabTo } from './glassesStoryHelpers';
import { freshCache } from './subscriptionStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const PAGE = '/min-konto/abonnement/linse/L-20001/oppdater-betaling';
const PAYMENT = '/api/subscriptions/lens/L-20001/payment-method';

/** Shows where the memory router is, the way the shop would follow the card provider's address. */
function Where() {
  const { pathname, search } = useLocation();
  return (
    <p style={{ textAlign: 'center', color: '#4f535a', fontSize: 14 }}>
      Adresse: <code data-testid="where">{`${pathname}${search}`}</code>
    </p>
  );
}

const meta = {
  title: 'Subscription/Update payment method',
  component: UpdatePaymentMethod,
  parameters: { layout: 'fullscreen', initialPath: PAGE },
  args: { subscriptionId: 'L-20001' },
  decorators: [freshCache],
  render: (args) => (
    <>
      <UpdatePaymentMethod {...args} />
      <Where />
    </>
  ),
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof UpdatePaymentMethod>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page, once it says what L-20001 pays with now (AvtaleGiro unless told), where the choice starts. */
async function title(canvasElement: HTMLElement, now = 'AvtaleGiro') {
  const heading = await untilState(
    'within(canvasElement).getByRole("heading", { level: 1, name: "Endre betalingsmåte" })',
    () => within(canvasElement).getByRole('heading', { level: 1, name: 'Endre betalingsmåte' }),
  );
  await untilState('within(canvasElement).getByText(`Nå: ${now}`)', () =>
    within(canvasElement).getByText(`Nå: ${now}`),
  );
  return heading;
}

/** Chooses card with the arrow keys, from AvtaleGiro (card, eFaktura, faktura, AvtaleGiro). */
async function chooseCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await title(canvasElement);
  await tabTo(canvas.getByRole('radio', { name: 'AvtaleGiro' }));
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
  await expect(canvas.getByRole('radio', { name: /^Kort/ })).toBeChecked();
}

/** Keeps AvtaleGiro (the method L-20001 has) and types the account the agreement takes. */
async function chooseDirectDebit(canvasElement: HTMLElement, account: string) {
  const canvas = within(canvasElement);
  await title(canvasElement);
  await tabTo(canvas.getByRole('radio', { name: 'AvtaleGiro' }));
  await expect(canvas.getByRole('radio', { name: 'AvtaleGiro' })).toBeChecked();
  const field = await untilState('canvas.getByRole("textbox", { name: /Kontonummer \\(11 siffer\\)/ })', () =>
    canvas.getByRole('textbox', { name: /Kontonummer \(11 siffer\)/ }),
  );
  await tabTo(field);
  await userEvent.keyboard(account);
  return field;
}

/** Presses "Lagre betalingsmåte" by keyboard. */
async function save(canvasElement: HTMLElement) {
  await tabTo(within(canvasElement).getByRole('button', { name: 'Lagre betalingsmåte' }));
  await userEvent.keyboard('{Enter}');
}

/** The outcome message (a status on success, an alert on failure) once it has focus. */
async function outcome(canvasElement: HTMLElement, role: 'status' | 'alert', text: string) {
  const message = await untilState('within(canvasElement).getByRole(role, {})', () =>
    within(canvasElement).getByRole(role, {}),
  );
  await expect(message).toHaveTextContent(text);
  await untilState('expect(message).toHaveFocus()', () => expect(message).toHaveFocus());
  return message;
}

/**
 * The form: card (continues at the card provider), eFaktura, faktura or AvtaleGiro; it says what the
 * subscription pays with now, and the choice starts there.
 */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement);
    const current = canvas.getByRole('radio', { name: 'AvtaleGiro' });
    await expect(current).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Kort/ })).toHaveAccessibleDescription(
      'Du sendes videre til kortleverandøren for å registrere kortet.',
    );
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    // AvtaleGiro asks for the account its agreement takes; the field starts empty, with no error yet.
    await expect(canvas.getByRole('textbox', { name: /Kontonummer \(11 siffer\)/ })).toHaveValue('');
    await tabTo(current);
  },
};

/** AvtaleGiro with a valid account: the page says the method is changed, focus on the message. */
export const DirectDebitSaved: Story = {
  play: async ({ canvasElement }) => {
    await chooseDirectDebit(canvasElement, '1234 56 78903');
    await save(canvasElement);
    await outcome(canvasElement, 'status', 'Betalingsmåten er endret til AvtaleGiro.');
  },
};

/** An account number that is not one: the field says so and gets focus; what was typed stays. */
export const InvalidAccountNumber: Story = {
  play: async ({ canvasElement }) => {
    const field = await chooseDirectDebit(canvasElement, '1234 56 78900');
    await save(canvasElement);
    await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Sjekk kontonummeret: det har 11 siffer'),
    );
    await expect(field).toHaveValue('1234 56 78900');
  },
};

/** The bank refuses the agreement (409 `DirectDebitRegistrationFailed`): the message, the choice kept. */
export const DirectDebitFails: Story = {
  play: async ({ canvasElement }) => {
    const field = await chooseDirectDebit(canvasElement, '00000000000');
    await save(canvasElement);
    await outcome(
      canvasElement,
      'alert',
      'Registreringen av AvtaleGiro feilet. Sjekk kontonummeret, eller velg en annen betalingsmåte.',
    );
    await expect(within(canvasElement).getByRole('radio', { name: 'AvtaleGiro' })).toBeChecked();
    await expect(field).toHaveValue('00000000000');
  },
};

/** Card: the shop sends the shopper on to the card provider, which comes back with `?kort=registrert`. */
export const CardContinuesAtProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCard(canvasElement);
    await save(canvasElement);
    await untilState(
      'expect(canvas.getByTestId("where")).toHaveTextContent(`${PAGE}?kort=registrert&ref=PM-5…',
      () => expect(canvas.getByTestId('where')).toHaveTextContent(`${PAGE}?kort=registrert&ref=PM-501`),
    );
    await outcome(canvasElement, 'status', 'Kortet er registrert, og betalingsmåten er endret til kort.');
  },
};

/** Back from the card provider (`?kort=registrert`): the page says the card is registered. */
export const CardRegistered: Story = {
  parameters: { initialPath: `${PAGE}?kort=registrert&ref=PM-501` },
  play: async ({ canvasElement }) => {
    // The card is what it pays with now, as the message says, before the shop's read has caught up.
    await title(canvasElement, 'Kort');
    await outcome(canvasElement, 'status', 'Kortet er registrert, og betalingsmåten er endret til kort.');
    await expect(within(canvasElement).getByRole('radio', { name: /^Kort/ })).toBeChecked();
  },
};

/** The card provider has problems (the shop answers 503): "try again later", card still chosen. */
export const CardProviderFails: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', PAYMENT, 503)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCard(canvasElement);
    await save(canvasElement);
    await outcome(canvasElement, 'alert', 'Kortbetalingen har problemer akkurat nå. Prøv igjen senere.');
    await expect(canvas.getByRole('radio', { name: /^Kort/ })).toBeChecked();
    await expect(canvas.getByTestId('where')).toHaveTextContent(PAGE);
    // Choosing another method afterwards keeps focus on the choice.
    await tabTo(canvas.getByRole('radio', { name: /^Kort/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'eFaktura' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'eFaktura' })).toBeChecked();
  },
};

/** On a phone (375 px): the choices stack, the description stays readable. */
export const Phone: Story = {
  globals: phone,
  play: Form.play,
};
