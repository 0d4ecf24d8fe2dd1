import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LensSubscriptionPage } from '@glimt/ui';
import { faults, setMockShopperAccount } from '@glimt/ui/mocks';
import { page, tabTo } from './glassesStoryHelpers';
import { freshCache } from './subscriptionStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Subscription/Lens subscription actions',
  component: LensSubscriptionPage,
  parameters: { layout: 'fullscreen', initialPath: '/min-konto/abonnement/linse/L-20001' },
  args: { subscriptionId: 'L-20001' },
  decorators: [freshCache],
  beforeEach: () => {
    setMockShopperAccount('customer');
  },
} satisfies Meta<typeof LensSubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The backend's clock is 17 November 2026: the earliest delivery that can still be processed is
// 21 December 2026 (23 working days). L-20001 is active every 3rd month (last delivery 8 September
// 2026), right and left eye; L-20002 is paused (every 2nd month); L-20003 is frozen (every month).
const LENS = '/api/subscriptions/lens/L-20001';

/** The page's heading (it names the lenses), once the subscription with `number` is shown. */
const heading = (canvasElement: HTMLElement, number: string) =>
  untilState(`the heading of subscription ${number}`, () => {
    const canvas = within(canvasElement);
    expect(canvas.getByText(number, { selector: 'dd' })).toBeVisible();
    return canvas.getByRole('heading', { level: 1, name: /^Linseabonnement: / });
  });

/** The status badge in the facts (the `dd` after "Status"). */
const statusOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText('Status', { selector: 'dt' }).nextElementSibling as HTMLElement;

/** The outcome message (a status on success, an alert on failure) once it has focus. */
async function outcome(canvasElement: HTMLElement, role: 'status' | 'alert', text: string) {
  const message = await untilState('within(canvasElement).getByRole(role, {})', () =>
    within(canvasElement).getByRole(role, {}),
  );
  await expect(message).toHaveTextContent(text);
  await untilState('expect(message).toHaveFocus()', () => expect(message).toHaveFocus());
  return message;
}

/** Presses a page button by keyboard and answers the question it opens: the question, once shown. */
async function ask(canvasElement: HTMLElement, label: string, question: string) {
  await tabTo(within(canvasElement).getByRole('button', { name: label }));
  await userEvent.keyboard('{Enter}');
  return untilState('page(canvasElement).getByRole("alertdialog", { name: question })', () =>
    page(canvasElement).getByRole('alertdialog', { name: question }),
  );
}

/** Presses a page button by keyboard, then the confirming button of the question it opens. */
async function confirm(canvasElement: HTMLElement, label: string, question: string, confirmLabel = label) {
  const dialog = await ask(canvasElement, label, question);
  await tabTo(within(dialog).getByRole('button', { name: confirmLabel }));
  await userEvent.keyboard('{Enter}');
}

/** Replaces a field's value by keyboard (select all, then type). */
async function typeInto(field: HTMLElement, text: string) {
  await tabTo(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.keyboard(text);
}

/** Pause confirmed: the page says it is paused, with no delivery and no payment, and offers "Aktiver". */
export const PauseSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await confirm(canvasElement, 'Sett på pause', 'Sette abonnementet på pause?');
    await outcome(
      canvasElement,
      'status',
      'Abonnementet er satt på pause. Ingen levering og ingen betaling før du aktiverer det.',
    );
    await expect(statusOf(canvasElement)).toHaveTextContent('Pauset');
    await expect(
      canvas.getByText('Ingen levering og ingen betaling mens abonnementet er pauset.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aktiver abonnementet' })).toBeVisible();
  },
};

/**
 * A paused subscription activated: the question says the next delivery's date, its price and when it
 * is paid before the shopper confirms; then it is active again with that date.
 */
export const ActivateSuccess: Story = {
  args: { subscriptionId: 'L-20002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-207731');
    const dialog = await ask(canvasElement, 'Aktiver abonnementet', 'Aktivere abonnementet?');
    // The dated sentence follows the backend's clock, which may arrive after the dialog opens (until
    // then the dialog says the general sentence).
    await untilState('the dialog dated by the backend clock (17. januar 2027)', () =>
      expect(dialog).toHaveTextContent(
        'Neste levering blir 17. januar 2027. Betalingen på kr 798 trekkes når bestillingen behandles, rundt 14. desember 2026.',
      ),
    );
    await tabTo(within(dialog).getByRole('button', { name: 'Aktiver abonnementet' }));
    await userEvent.keyboard('{Enter}');
    await outcome(
      canvasElement,
      'status',
      'Abonnementet er aktivt igjen. Neste levering er 17. januar 2027.',
    );
    await expect(statusOf(canvasElement)).toHaveTextContent('Aktivt');
    await expect(canvas.getByText('17. januar 2027')).toBeVisible();
    await expect(canvas.queryByText(/Ingen levering og ingen betaling/)).toBeNull();
  },
};

/**
 * A subscription the shop froze (every month), re-activated after the question: a month from today
 * cannot be processed in time (23 working days), so the question and the answer give the earliest
 * day that can, 21 December.
 */
export const ReactivateFrozen: Story = {
  args: { subscriptionId: 'L-20003' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-208846');
    const dialog = await ask(canvasElement, 'Aktiver abonnementet igjen', 'Aktivere abonnementet igjen?');
    // Dated once the backend's clock is in (see ActivateSuccess).
    await untilState('the dialog dated by the backend clock (21. desember 2026)', () =>
      expect(dialog).toHaveTextContent('Neste levering blir 21. desember 2026.'),
    );
    // The way out says what it keeps (it said "Avbryt", which reads as cancelling the subscription).
    await expect(within(dialog).getByRole('button', { name: 'Behold pausen' })).toBeVisible();
    await tabTo(within(dialog).getByRole('button', { name: 'Aktiver abonnementet igjen' }));
    await userEvent.keyboard('{Enter}');
    await outcome(
      canvasElement,
      'status',
      'Abonnementet er aktivt igjen. Neste levering er 21. desember 2026.',
    );
    await expect(statusOf(canvasElement)).toHaveTextContent('Aktivt');
    await expect(canvas.queryByRole('button', { name: 'Aktiver abonnementet igjen' })).toBeNull();
  },
};

/** Cancel confirmed: cancelled for good, no more deliveries, no actions left. */
export const CancelSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await confirm(canvasElement, 'Avslutt abonnementet', 'Avslutte abonnementet for godt?');
    await outcome(canvasElement, 'status', 'Abonnementet er avsluttet. Du får ingen flere leveranser.');
    await expect(statusOf(canvasElement)).toHaveTextContent('Avsluttet');
    await expect(canvas.getByText('Abonnementet er avsluttet. Ingen flere leveranser.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The cancellation fails (500): the subscription is still active, and the page says so. */
export const CancelFails: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', `${LENS}/cancel`, 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await confirm(canvasElement, 'Avslutt abonnementet', 'Avslutte abonnementet for godt?');
    await outcome(
      canvasElement,
      'alert',
      'Vi klarte ikke å avslutte abonnementet. Det gjelder fortsatt. Prøv igjen.',
    );
    await expect(statusOf(canvasElement)).toHaveTextContent('Aktivt');
    await expect(canvas.getByRole('button', { name: 'Avslutt abonnementet' })).toBeVisible();
  },
};

/** Every 6th month instead of every 3rd (arrow keys in the radio group): the new next delivery. */
export const IntervalChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await tabTo(canvas.getByRole('radio', { name: 'Hver 3. måned' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Hver 6. måned' })).toBeChecked();
    await tabTo(canvas.getByRole('button', { name: 'Lagre intervall' }));
    await userEvent.keyboard('{Enter}');
    await outcome(canvasElement, 'status', 'Intervallet er endret. Neste levering er 8. mars 2027.');
    await expect(canvas.getByText('Leveres hver 6. måned')).toBeVisible();
  },
};

/** The interval change fails (500): the old interval still applies, and the page says so. */
export const IntervalFails: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', `${LENS}/interval`, 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await tabTo(canvas.getByRole('radio', { name: 'Hver 3. måned' }));
    await userEvent.keyboard('{ArrowRight}');
    await tabTo(canvas.getByRole('button', { name: 'Lagre intervall' }));
    await userEvent.keyboard('{Enter}');
    await outcome(
      canvasElement,
      'alert',
      'Vi klarte ikke å endre intervallet. Det gamle gjelder fortsatt. Prøv igjen.',
    );
    await expect(canvas.getByText('Leveres hver 3. måned')).toBeVisible();
  },
};

/** The next delivery moved to 15 January 2027: the page shows the new date. */
export const NextDeliveryMoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    const date = canvas.getByLabelText(/Ønsket leveringsdato/);
    await expect(date).toHaveValue('2026-12-21');
    await typeInto(date, '2027-01-15');
    await tabTo(canvas.getByRole('button', { name: 'Flytt leveringen' }));
    await userEvent.keyboard('{Enter}');
    await outcome(canvasElement, 'status', 'Neste levering er flyttet til 15. januar 2027.');
    await expect(canvas.getByText('15. januar 2027')).toBeVisible();
  },
};

/** A date too early to be processed: the field says why, keeps the date and has focus. */
export const NextDeliveryTooEarly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    const date = canvas.getByLabelText(/Ønsket leveringsdato/);
    await typeInto(date, '2026-12-01');
    await tabTo(canvas.getByRole('button', { name: 'Flytt leveringen' }));
    await userEvent.keyboard('{Enter}');
    await untilState('expect(date).toHaveFocus()', () => expect(date).toHaveFocus());
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(
      expect.stringContaining('Datoen er for tidlig: bestillingen må behandles 23 arbeidsdager før.'),
    );
    await expect(date).toHaveValue('2026-12-01');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Opens the temporary address form by keyboard and fills it in. */
async function fillTemporaryAddress(canvasElement: HTMLElement, from: string, to: string) {
  const canvas = within(canvasElement);
  await heading(canvasElement, 'AB-204518');
  await tabTo(canvas.getByRole('button', { name: 'Legg til midlertidig adresse' }));
  await userEvent.keyboard('{Enter}');
  const form = await untilState('canvas.getByRole("form", { name: "Legg til midlertidig adresse" })', () =>
    canvas.getByRole('form', { name: 'Legg til midlertidig adresse' }),
  );
  const fields = within(form);
  // Focus moves into the form (the pressed button is gone).
  await untilState('expect(fields.getByLabelText(/C\\/o/)).toHaveFocus()', () =>
    expect(fields.getByLabelText(/C\/o/)).toHaveFocus(),
  );
  await typeInto(fields.getByLabelText(/Gateadresse/), 'Strandveien 12');
  await typeInto(fields.getByLabelText(/Postnummer/), '4005');
  await typeInto(fields.getByLabelText(/Poststed/), 'Stavanger');
  await typeInto(fields.getByLabelText(/Fra og med/), from);
  await typeInto(fields.getByLabelText(/Til og med/), to);
  await tabTo(fields.getByRole('button', { name: 'Lagre adressen' }));
  await userEvent.keyboard('{Enter}');
  return fields;
}

/** A temporary address from 1 to 24 December: saved, and the page says when it is used. */
export const TemporaryAddressSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillTemporaryAddress(canvasElement, '2026-12-01', '2026-12-24');
    await outcome(canvasElement, 'status', 'Den midlertidige adressen er lagret.');
    await expect(
      canvas.getByText('Brukes fra 1. desember 2026 til 24. desember 2026: Strandveien 12, 4005 Stavanger'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fjern midlertidig adresse' })).toBeVisible();
  },
};

/** "Til og med" before "Fra og med": that field says so and gets focus; what was typed stays. */
export const TemporaryAddressToBeforeFrom: Story = {
  play: async ({ canvasElement }) => {
    const fields = await fillTemporaryAddress(canvasElement, '2026-12-10', '2026-12-05');
    const to = fields.getByLabelText(/Til og med/);
    await untilState('expect(to).toHaveFocus()', () => expect(to).toHaveFocus());
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(
      expect.stringContaining('Til-datoen må være etter fra-datoen.'),
    );
    await expect(to).toHaveValue('2026-12-05');
    await expect(fields.getByLabelText(/Fra og med/)).toHaveValue('2026-12-10');
    await expect(fields.getByLabelText(/Gateadresse/)).toHaveValue('Strandveien 12');
  },
};

/** A first day in the past: "Fra og med" says so and gets focus; what was typed stays. */
export const TemporaryAddressInPast: Story = {
  play: async ({ canvasElement }) => {
    const fields = await fillTemporaryAddress(canvasElement, '2026-11-01', '2026-11-30');
    const from = fields.getByLabelText(/Fra og med/);
    await untilState('expect(from).toHaveFocus()', () => expect(from).toHaveFocus());
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(
      expect.stringContaining('Fra-datoen kan ikke være tilbake i tid.'),
    );
    await expect(from).toHaveValue('2026-11-01');
    await expect(fields.getByLabelText(/Til og med/)).toHaveValue('2026-11-30');
    await expect(fields.getByLabelText(/Poststed/)).toHaveValue('Stavanger');
  },
};

/** The server does not save the address (500): the page says so, and the form keeps what was typed. */
export const TemporaryAddressFails: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', `${LENS}/temporary-address`, 500)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await fillTemporaryAddress(canvasElement, '2026-12-01', '2026-12-24');
    await outcome(canvasElement, 'alert', 'Vi klarte ikke å lagre adressen. Prøv igjen.');
    await expect(fields.getByLabelText(/Gateadresse/)).toHaveValue('Strandveien 12');
    await expect(fields.getByLabelText(/Fra og med/)).toHaveValue('2026-12-01');
    await expect(canvas.getByText(/Skal du være borte\?/)).toBeVisible();
  },
};

/** "Avbryt" closes the address form and puts focus back on the button that opened it. */
export const TemporaryAddressCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await tabTo(canvas.getByRole('button', { name: 'Legg til midlertidig adresse' }));
    await userEvent.keyboard('{Enter}');
    const form = await untilState('canvas.getByRole("form", { name: "Legg til midlertidig adresse" })', () =>
      canvas.getByRole('form', { name: 'Legg til midlertidig adresse' }),
    );
    await untilState('expect(within(form).getByLabelText(/C\\/o/)).toHaveFocus()', () =>
      expect(within(form).getByLabelText(/C\/o/)).toHaveFocus(),
    );
    await tabTo(within(form).getByRole('button', { name: 'Avbryt' }));
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.queryByRole("form")).toBeNull()', () =>
      expect(canvas.queryByRole('form')).toBeNull(),
    );
    await untilState(
      'expect(canvas.getByRole("button", { name: "Legg til midlertidig adresse" })).toHaveFocus()',
      () => expect(canvas.getByRole('button', { name: 'Legg til midlertidig adresse' })).toHaveFocus(),
    );
  },
};

/** Picks an option of a native select: focus it by keyboard, then choose (as OrderReturn does). */
async function chooseOption(select: HTMLElement, text: string) {
  await tabTo(select);
  await userEvent.selectOptions(select, text);
}

/** Two packages of the right eye's lens instead of one: the new price per delivery. */
export const QuantityChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    const quantity = canvas.getByRole('combobox', {
      name: 'Antall pakker av Acuvue Oasys 1-Day (Høyre øye)',
    });
    await expect(quantity).toHaveValue('1');
    await chooseOption(quantity, '2');
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('Lagre antall');
    await userEvent.keyboard('{Enter}');
    await outcome(canvasElement, 'status', 'Antallet er endret. Ny pris per levering er kr 2 967.');
    await expect(
      canvas.getByText('Pris per levering', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('kr 2 967');
  },
};

/** The left eye's lens removed after the question: gone from the list, the new price said. */
export const ProductRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await confirm(
      canvasElement,
      'Fjern Acuvue Oasys 1-Day (Venstre øye)',
      'Fjerne Acuvue Oasys 1-Day (Venstre øye) fra abonnementet?',
    );
    await outcome(canvasElement, 'status', 'Produktet er fjernet. Ny pris per levering er');
    await expect(canvas.queryByRole('heading', { name: 'Venstre øye' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Høyre øye' })).toBeVisible();
    // The only product left cannot be removed (cancel instead).
    await expect(canvas.queryByRole('button', { name: /^Fjern Acuvue/ })).toBeNull();
  },
};

/** Activating a paused subscription fails (500): it is still paused, and the page says so. */
export const ActivateFails: Story = {
  args: { subscriptionId: 'L-20002' },
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', '/api/subscriptions/lens/L-20002/activate', 500)] } },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'AB-207731');
    await confirm(canvasElement, 'Aktiver abonnementet', 'Aktivere abonnementet?');
    await outcome(canvasElement, 'alert', 'Vi klarte ikke å aktivere abonnementet. Det er fortsatt pauset.');
    await expect(statusOf(canvasElement)).not.toHaveTextContent('Aktivt');
  },
};

/** Re-activating a frozen subscription fails (500): it is still frozen, and the page says so. */
export const ReactivateFrozenFails: Story = {
  args: { subscriptionId: 'L-20003' },
  parameters: {
    msw: {
      handlers: { faults: [faults.status('POST', '/api/subscriptions/lens/L-20003/reactivate-frozen', 500)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-208846');
    await confirm(canvasElement, 'Aktiver abonnementet igjen', 'Aktivere abonnementet igjen?');
    await outcome(
      canvasElement,
      'alert',
      'Vi klarte ikke å aktivere abonnementet. Det står fortsatt på pause.',
    );
    await expect(canvas.getByRole('button', { name: 'Aktiver abonnementet igjen' })).toBeVisible();
  },
};

/** Moving the next delivery fails (500): the date stays as it was, and the page says so. */
export const NextDeliveryFails: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', `${LENS}/next-delivery`, 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await typeInto(canvas.getByLabelText(/Ønsket leveringsdato/), '2027-01-15');
    await tabTo(canvas.getByRole('button', { name: 'Flytt leveringen' }));
    await userEvent.keyboard('{Enter}');
    await outcome(canvasElement, 'alert', 'Vi klarte ikke å flytte leveringen. Datoen er den samme.');
    await expect(canvas.queryByText('15. januar 2027')).toBeNull();
  },
};

/** Changing a quantity fails (500): the price stays, and the page says so. */
export const QuantityFails: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', `${LENS}/products/:lineId`, 500)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    const quantity = canvas.getByRole('combobox', {
      name: 'Antall pakker av Acuvue Oasys 1-Day (Høyre øye)',
    });
    await chooseOption(quantity, '2');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await outcome(canvasElement, 'alert', 'Vi klarte ikke å endre antallet.');
    await expect(
      canvas.getByText('Pris per levering', { selector: 'dt' }).nextElementSibling,
    ).not.toHaveTextContent('kr 2 967');
  },
};

/** Removing a product fails (500): it stays on the subscription, and the page says so. */
export const ProductRemoveFails: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', `${LENS}/products/:lineId/remove`, 500)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-204518');
    await confirm(
      canvasElement,
      'Fjern Acuvue Oasys 1-Day (Venstre øye)',
      'Fjerne Acuvue Oasys 1-Day (Venstre øye) fra abonnementet?',
    );
    await outcome(canvasElement, 'alert', 'Vi klarte ikke å fjerne produktet.');
    await expect(canvas.getByRole('heading', { name: 'Venstre øye' })).toBeVisible();
  },
};

/** A temporary address removed (AB-210077's cabin address): the page says so and offers to add one. */
export const TemporaryAddressRemoved: Story = {
  args: { subscriptionId: 'L-20005' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-210077');
    await expect(canvas.getByText(/Fjellstua 4/)).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Fjern midlertidig adresse' }));
    await userEvent.keyboard('{Enter}');
    await outcome(canvasElement, 'status', 'Den midlertidige adressen er fjernet.');
    await expect(canvas.queryByText(/Fjellstua 4/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Legg til midlertidig adresse' })).toBeVisible();
  },
};

/** Removing the temporary address fails (500): it still applies, and the page says so. */
export const TemporaryAddressRemoveFails: Story = {
  args: { subscriptionId: 'L-20005' },
  parameters: {
    msw: {
      handlers: {
        faults: [faults.status('POST', '/api/subscriptions/lens/L-20005/temporary-address/remove', 500)],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'AB-210077');
    await tabTo(canvas.getByRole('button', { name: 'Fjern midlertidig adresse' }));
    await userEvent.keyboard('{Enter}');
    await outcome(canvasElement, 'alert', 'Vi klarte ikke å fjerne adressen. Den gjelder fortsatt.');
    await expect(canvas.getByText(/Fjellstua 4/)).toBeVisible();
  },
};
