import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import type { CartUpdatePayload, CheckoutPage } from '@glimt/ui';
import { createOutage, faults, setMockShopperCart } from '@glimt/ui/mocks';
import {
  DRAFT_KEY,
  asCustomer,
  checkoutPageStories,
  chooseRadio,
  phone,
  tabTo,
  textbox,
  typeInto,
} from './checkoutStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const PAYMENT = '/api/checkout/payment';

/** The strength the lenses were bought with on the product page (checkout asks for none). */
const lensPrescription = {
  right: { power: -2.5, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
  left: { power: -2.75, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
};
/** The demo shopper's cart: a Ray-Ban Clubmaster frame (kr 1 499) and two boxes of Acuvue Oasys (kr 399). */
const frameAndLenses: CartUpdatePayload[] = [
  { skuId: '100001-1', quantity: 1 },
  { skuId: '100097-1', quantity: 2, prescription: lensPrescription },
];
/** Two boxes of Acuvue Oasys only (kr 798): a kr 1 000 gift card covers it. */
const lensesOnly: CartUpdatePayload[] = [{ skuId: '100097-1', quantity: 2, prescription: lensPrescription }];

const meta = {
  title: 'Checkout/Checkout page',
  ...checkoutPageStories(frameAndLenses),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Keyboard steps
// ---------------------------------------------------------------------------------------------

/** The page once the cart, the delivery options and the payment methods are there. */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await untilState('canvas.getByRole("heading", { level: 1, name: "Kasse" })', () =>
    canvas.getByRole('heading', { level: 1, name: 'Kasse' }),
  );
  await untilState('canvas.getByRole("radiogroup", { name: /^Velg leveringsmåte/ })', () =>
    canvas.getByRole('radiogroup', { name: /^Velg leveringsmåte/ }),
  );
  await untilState('canvas.getByRole("radio", { name: /^Klarna/ })', () =>
    canvas.getByRole('radio', { name: /^Klarna/ }),
  );
  return canvas;
}

const DETAILS: [RegExp, string][] = [
  [/^Fornavn/, 'Ola'],
  [/^Etternavn/, 'Nordmann'],
  [/^E-post/, 'ola.nordmann@example.no'],
  [/^Mobilnummer/, '900 00 000'],
  [/^Gateadresse/, 'Storgata 1'],
  [/^Postnummer$|^Postnummer \*/, '0155'],
  [/^Poststed/, 'Oslo'],
];

/** Types the guest's details, field by field. */
async function fillDetails(canvasElement: HTMLElement) {
  const details = within(within(canvasElement).getByRole('region', { name: 'Dine opplysninger' }));
  for (const [name, value] of DETAILS) await typeInto(details.getByRole('textbox', { name }), value);
}

/** Chooses a delivery method by keyboard. */
async function chooseDelivery(canvasElement: HTMLElement, name: RegExp) {
  await chooseRadio(within(canvasElement).getByRole('radio', { name }));
}

/** The personal number's field, which Klarna brings along for a guest. */
const ssnField = (canvasElement: HTMLElement) =>
  untilState('within(canvasElement).getByRole("textbox", { name: /^Fødselsnummer/ })', () =>
    within(canvasElement).getByRole('textbox', { name: /^Fødselsnummer/ }),
  );

/** Types the personal number Klarna asks a guest for (the eleven digits, no hyphen, by default). */
async function typePersonalNumber(canvasElement: HTMLElement, ssn = '01019012345') {
  await typeInto(await ssnField(canvasElement), ssn);
}

/** Chooses Gavekort: Tab to the checked Klarna, then arrow down. */
async function chooseGiftCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await tabTo(canvas.getByRole('radio', { name: /^Klarna/ }));
  await userEvent.keyboard('{ArrowDown}');
  await expect(canvas.getByRole('radio', { name: /^Gavekort/ })).toBeChecked();
}

/** Presses "Fullfør kjøpet" with Enter. */
async function placeOrder(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: 'Fullfør kjøpet' });
  await tabTo(button);
  await userEvent.keyboard('{Enter}');
  return button;
}

/** The payment problem, once it shows. */
async function problem(canvasElement: HTMLElement, text: string | RegExp) {
  const notice = await untilState('within(canvasElement).getByTestId("checkout-problem", {})', () =>
    within(canvasElement).getByTestId('checkout-problem', {}),
  );
  await expect(notice).toHaveTextContent(text);
  return notice;
}

/** Types a gift card and asks for its balance. */
async function checkGiftCard(canvasElement: HTMLElement, number: string, pin: string) {
  const canvas = within(canvasElement);
  await typeInto(
    await untilState('canvas.getByRole("textbox", { name: /^Gavekortnummer/ })', () =>
      canvas.getByRole('textbox', { name: /^Gavekortnummer/ }),
    ),
    number,
  );
  await typeInto(canvas.getByRole('textbox', { name: /^PIN-kode/ }), pin);
  await tabTo(canvas.getByRole('button', { name: 'Sjekk saldo' }));
  await userEvent.keyboard('{Enter}');
  return untilState('canvas.getByText(/^Saldo på gavekortet/, {})', () =>
    canvas.getByText(/^Saldo på gavekortet/, {}),
  );
}

/** The details as typed by {@link fillDetails} are still in their fields. */
async function detailsKept(canvasElement: HTMLElement) {
  await expect(textbox(canvasElement, /^Fornavn/)).toHaveValue('Ola');
  await expect(textbox(canvasElement, /^E-post/)).toHaveValue('ola.nordmann@example.no');
  await expect(textbox(canvasElement, /^Poststed/)).toHaveValue('Oslo');
}

const where = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('where');

// ---------------------------------------------------------------------------------------------
// Stories
// ---------------------------------------------------------------------------------------------

/** A guest's empty form: the delivery options with price and estimate, none chosen; Klarna preselected. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const delivery = canvas.getByRole('radiogroup', { name: /^Velg leveringsmåte/ });
    const options = within(delivery).getAllByRole('radio');
    await expect(options).toHaveLength(7);
    for (const option of options) await expect(option).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Klikk og hent i butikk – Gratis/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Klarna/ })).toBeChecked();
    await expect(canvas.getByText('Velg levering')).toBeVisible();
    // Tab starts at the first field, still empty and not yet marked.
    const first = textbox(canvasElement, /^Fornavn/);
    await tabTo(first);
    await expect(first).toHaveValue('');
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A logged-in customer: Kari Nordmann's details are filled in, and the page says so. */
export const PrefilledForCustomer: Story = {
  beforeEach: asCustomer,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await untilState('canvas.getByText(/^Opplysningene fra kontoen din er fylt inn/, {})', () =>
      canvas.getByText(/^Opplysningene fra kontoen din er fylt inn/, {}),
    );
    const first = textbox(canvasElement, /^Fornavn/);
    await untilState('expect(first).toHaveValue("Kari")', () => expect(first).toHaveValue('Kari'));
    await expect(textbox(canvasElement, /^Etternavn/)).toHaveValue('Nordmann');
    await expect(textbox(canvasElement, /^E-post/)).not.toHaveValue('');
    // They can still be changed for this order.
    await tabTo(first);
    await userEvent.keyboard('{End}-Marie');
    await expect(first).toHaveValue('Kari-Marie');
  },
};

/** "Fullfør kjøpet" with nothing filled in: focus to the first field; then to the missing delivery choice. */
export const MissingDetailsAndChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await placeOrder(canvasElement);
    const first = textbox(canvasElement, /^Fornavn/);
    await untilState('expect(first).toHaveFocus()', () => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(canvasElement, /^Poststed/)).toHaveAttribute('aria-invalid', 'true');
    await expect(await ssnField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Velg en leveringsmåte.')).toBeVisible();
    // The details and Klarna's personal number filled in, the delivery still missing: focus goes to its options.
    await fillDetails(canvasElement);
    await typePersonalNumber(canvasElement);
    await placeOrder(canvasElement);
    await untilState('expect(canvas.getByRole("radio", { name: /^Brev i postkassen/ })).toHaveFocus()', () =>
      expect(canvas.getByRole('radio', { name: /^Brev i postkassen/ })).toHaveFocus(),
    );
    await expect(canvas.getByText('Velg en leveringsmåte.')).toBeVisible();
    await detailsKept(canvasElement);
    await expect(where(canvasElement)).toHaveTextContent(/^\/checkout$/);
  },
};

/** Click and collect: the store picker appears; without a store, "Fullfør kjøpet" sends focus to it. */
export const ClickAndCollectStorePicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillDetails(canvasElement);
    await chooseDelivery(canvasElement, /^Klikk og hent i butikk/);
    const store = await untilState('canvas.getByRole("combobox", { name: /^Butikk du henter i/ })', () =>
      canvas.getByRole('combobox', { name: /^Butikk du henter i/ }),
    );
    await typePersonalNumber(canvasElement);
    await placeOrder(canvasElement);
    await untilState('expect(store).toHaveFocus()', () => expect(store).toHaveFocus());
    await expect(store).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Velg butikken du vil hente i.')).toBeVisible();
    const option = (store as HTMLSelectElement).options[1]!;
    await userEvent.selectOptions(store, option.value);
    await expect(store).toHaveValue(option.value);
    await untilState('expect(store).not.toHaveAttribute("aria-invalid", "true")', () =>
      expect(store).not.toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.queryByText('Velg butikken du vil hente i.')).toBeNull();
    await detailsKept(canvasElement);
  },
};

/** Hentested: the collection points near a zip code, one chosen with the arrow keys. */
export const CollectionPointsByZipCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await chooseDelivery(canvasElement, /^Hentested/);
    const zip = await untilState('canvas.getByRole("textbox", { name: /^Postnummer for hentested/ })', () =>
      canvas.getByRole('textbox', { name: /^Postnummer for hentested/ }),
    );
    await typeInto(zip, '5003{Enter}');
    const points = await untilState('canvas.getByRole("radiogroup", { name: /^Hentesteder nær 5003/ })', () =>
      canvas.getByRole('radiogroup', { name: /^Hentesteder nær 5003/ }),
    );
    const radios = within(points).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(radios[0]).toHaveAccessibleDescription(/Bergen · \d+ m unna/);
    await tabTo(radios[0]!);
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(radios[1]).toHaveFocus();
  },
};

/** A zip code that is not four digits: the field says so, keeps what was typed, and no points show. */
export const InvalidZipCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await chooseDelivery(canvasElement, /^Pakkeboks/);
    const zip = await untilState('canvas.getByRole("textbox", { name: /^Postnummer for hentested/ })', () =>
      canvas.getByRole('textbox', { name: /^Postnummer for hentested/ }),
    );
    await typeInto(zip, '50a{Enter}');
    await untilState('expect(zip).toHaveAttribute("aria-invalid", "true")', () =>
      expect(zip).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(zip).toHaveAccessibleDescription(/Skriv et postnummer med fire sifre\./);
    await expect(zip).toHaveValue('50a');
    await expect(zip).toHaveFocus();
    await expect(canvas.queryByRole('radiogroup', { name: /^Hentesteder/ })).toBeNull();
  },
};

/** GLIMT10 takes 10 % off the total; "Fjern rabattkoden" takes it off again. */
export const DiscountCodeAppliedAndRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await typeInto(canvas.getByRole('textbox', { name: 'Rabattkode' }), 'glimt10{Enter}');
    const remove = await untilState('canvas.getByRole("button", { name: "Fjern rabattkoden" })', () =>
      canvas.getByRole('button', { name: 'Fjern rabattkoden' }),
    );
    await expect(canvas.getByText('Rabatt (GLIMT10)')).toBeVisible();
    await expect(
      canvas.getAllByText('Rabattkoden GLIMT10 er brukt: 10 % rabatt på hele handlekurven.').length,
    ).toBeGreaterThan(0);
    // Focus stays with the discount code: on "Fjern rabattkoden", then back on the field.
    await untilState('expect(remove).toHaveFocus()', () => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const field = await untilState('canvas.getByRole("textbox", { name: "Rabattkode" })', () =>
      canvas.getByRole('textbox', { name: 'Rabattkode' }),
    );
    await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
    await expect(canvas.getByText('Rabattkoden er fjernet.')).toBeInTheDocument();
    await expect(canvas.queryByText('Rabatt (GLIMT10)')).toBeNull();
  },
};

/** A code the shop does not know: the field says so and keeps the code; the total is unchanged. */
export const InvalidDiscountCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Rabattkode' });
    await typeInto(code, 'SOMMER50{Enter}');
    await untilState('expect(code).toHaveAttribute("aria-invalid", "true")', () =>
      expect(code).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(code).toHaveAccessibleDescription(/Rabattkoden er ikke gyldig\./);
    await expect(code).toHaveValue('SOMMER50');
    await expect(code).toHaveFocus();
    await expect(canvas.queryByText(/^Rabatt \(/)).toBeNull();
  },
};

/** A kr 1 000 gift card covers the kr 798 order: the balance shows, and the order is placed with it. */
export const GiftCardCoversOrder: Story = {
  beforeEach: () => {
    setMockShopperCart(lensesOnly);
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillDetails(canvasElement);
    await chooseDelivery(canvasElement, /^Brev i postkassen/);
    await chooseGiftCard(canvasElement);
    const balance = await checkGiftCard(canvasElement, '6001000000001234', '1234');
    await expect(balance).toHaveTextContent('Saldo på gavekortet: kr 1 000.');
    await expect(canvas.queryByText(/^Saldoen dekker ikke/)).toBeNull();
    await placeOrder(canvasElement);
    await untilState(
      'expect(where(canvasElement)).toHaveTextContent(/^\\/checkout\\/bekreftelse\\/\\d+$/)',
      () => expect(where(canvasElement)).toHaveTextContent(/^\/checkout\/bekreftelse\/\d+$/),
    );
  },
};

/** A gift card with kr 350,50 left for a kr 2 297 order: the balance and that it does not cover it. */
export const GiftCardShortOfMoney: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await chooseGiftCard(canvasElement);
    const balance = await checkGiftCard(canvasElement, '6001000000005678', '5678');
    await expect(balance).toHaveTextContent('Saldo på gavekortet: kr 350,50.');
    await expect(
      canvas.getByText(/^Saldoen dekker ikke hele beløpet på kr 2 297\. Velg Klarna/),
    ).toBeVisible();
    await expect(textbox(canvasElement, /^Gavekortnummer/)).toHaveValue('6001000000005678');
  },
};

/**
 * A guest chooses Klarna (it is preselected): the personal number's field is there at once, under the
 * payment choice and before "Fullfør kjøpet", with its hint; Tab goes from Klarna to it.
 */
export const KlarnaAsksForPersonalNumberAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const klarna = canvas.getByRole('radio', { name: /^Klarna/ });
    await expect(klarna).toBeChecked();
    const ssn = await ssnField(canvasElement);
    await expect(ssn).toHaveAccessibleDescription(
      'Klarna trenger fødselsnummeret ditt for å godkjenne betalingen. 11 siffer, med eller uten bindestrek.',
    );
    await expect(ssn).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByTestId('checkout-problem')).toBeNull();
    // A gift card needs none: the field goes, and comes back with Klarna; Tab goes from Klarna to it.
    await fillDetails(canvasElement);
    await tabTo(klarna);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Gavekort/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /^Fødselsnummer/ })).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    await expect(klarna).toBeChecked();
    const again = await ssnField(canvasElement);
    await userEvent.tab();
    await expect(again).toHaveFocus();
    await expect(again).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The usual eleven digits without a hyphen are a personal number: taken, and the order goes through Klarna. */
export const PersonalNumberWithoutHyphenPays: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await fillDetails(canvasElement);
    await chooseDelivery(canvasElement, /^Brev i postkassen/);
    await typePersonalNumber(canvasElement, '01019012345');
    await userEvent.tab();
    await expect(await ssnField(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
    await placeOrder(canvasElement);
    await untilState(
      'expect(where(canvasElement)).toHaveTextContent(/^\\/checkout\\/bekreftelse\\/\\d+$/)',
      () => expect(where(canvasElement)).toHaveTextContent(/^\/checkout\/bekreftelse\/\d+$/),
    );
  },
};

/** Whether the payment step has asked for the personal number in this story (see {@link asksForSsnOnce}). */
let ssnAsked = false;

/**
 * The payment step answers SsnRequired to the story's first payment (a logged-in customer whose number
 * the shop lacks), then the fake backend answers. A flag the story resets, not MSW's `once`: a used
 * `once` handler stays used for the next story that lists it.
 */
const asksForSsnOnce = faults.status(
  'POST',
  PAYMENT,
  200,
  {
    success: true,
    data: {
      status: 'problem',
      result: 1,
      validationErrors: [{ path: 'ssn', message: 'Required for Klarna' }],
    },
  },
  {
    when: () => {
      const first = !ssnAsked;
      ssnAsked = true;
      return first;
    },
  },
);

/** A story `beforeEach`: Kari Nordmann logged in, and the payment step not yet asked. */
function asCustomerAskedForSsn() {
  ssnAsked = false;
  return asCustomer();
}

/**
 * The payment step asks for the personal number (a logged-in customer, whom the page does not ask):
 * the field shows with focus and "Kjøpet er ikke fullført" says why; what was filled in stays.
 */
export const SsnRequired: Story = {
  beforeEach: asCustomerAskedForSsn,
  parameters: { msw: { handlers: { faults: [asksForSsnOnce] } } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await untilState('expect(textbox(canvasElement, /^Fornavn/)).toHaveValue("Kari")', () =>
      expect(textbox(canvasElement, /^Fornavn/)).toHaveValue('Kari'),
    );
    await expect(canvas.queryByRole('textbox', { name: /^Fødselsnummer/ })).toBeNull();
    await chooseDelivery(canvasElement, /^Brev i postkassen/);
    await placeOrder(canvasElement);
    await problem(canvasElement, 'Klarna trenger fødselsnummeret ditt. Fyll det inn og fullfør kjøpet.');
    const ssn = await ssnField(canvasElement);
    await untilState('expect(ssn).toHaveFocus()', () => expect(ssn).toHaveFocus());
    await expect(textbox(canvasElement, /^Fornavn/)).toHaveValue('Kari');
  },
};

/**
 * Asked for the personal number by the payment step, the shopper types the eleven digits: the red
 * "Kjøpet er ikke fullført" goes as soon as the number is right (issue #40: it stayed), and the
 * field is no longer marked.
 */
export const SsnProblemClearedWhenFixed: Story = {
  beforeEach: asCustomerAskedForSsn,
  parameters: { msw: { handlers: { faults: [asksForSsnOnce] } } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await untilState('expect(textbox(canvasElement, /^Fornavn/)).toHaveValue("Kari")', () =>
      expect(textbox(canvasElement, /^Fornavn/)).toHaveValue('Kari'),
    );
    await chooseDelivery(canvasElement, /^Brev i postkassen/);
    await placeOrder(canvasElement);
    await problem(canvasElement, /Klarna trenger fødselsnummeret ditt/);
    const ssn = await ssnField(canvasElement);
    await untilState('expect(ssn).toHaveFocus()', () => expect(ssn).toHaveFocus());
    // Not yet a personal number: the box stays.
    await userEvent.keyboard('0101901234');
    await expect(canvas.getByTestId('checkout-problem')).toBeVisible();
    await userEvent.keyboard('5');
    await untilState('expect(canvas.queryByTestId("checkout-problem")).toBeNull()', () =>
      expect(canvas.queryByTestId('checkout-problem')).toBeNull(),
    );
    await expect(ssn).toHaveFocus();
    await expect(ssn).toHaveValue('01019012345');
    await expect(ssn).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Klarna turns the payment down (personal number 010101-00000): the message has focus, nothing typed is
 * lost. (Left empty, the field Klarna brings is marked first and takes focus.)
 */
export const PaymentFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillDetails(canvasElement);
    await chooseDelivery(canvasElement, /^Brev i postkassen/);
    await placeOrder(canvasElement);
    const ssn = await untilState('canvas.getByRole("textbox", { name: /^Fødselsnummer/ })', () =>
      canvas.getByRole('textbox', { name: /^Fødselsnummer/ }),
    );
    await untilState('expect(ssn).toHaveFocus()', () => expect(ssn).toHaveFocus());
    await userEvent.keyboard('010101-00000');
    await placeOrder(canvasElement);
    const notice = await problem(canvasElement, /Betalingen gikk ikke gjennom, og ingenting er trukket/);
    await untilState('expect(notice).toHaveFocus()', () => expect(notice).toHaveFocus());
    await expect(ssn).toHaveValue('010101-00000');
    await detailsKept(canvasElement);
    await expect(where(canvasElement)).toHaveTextContent(/^\/checkout$/);
  },
};

/** Back from Klarna too late (`?klarna=KL-expired`): start again, the details from the draft still there. */
export const TransactionExpired: Story = {
  parameters: { initialPath: '/checkout?klarna=KL-expired' },
  beforeEach: () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        values: {
          firstName: 'Ola',
          lastName: 'Nordmann',
          email: 'ola.nordmann@example.no',
          mobile: '90000000',
          street: 'Storgata 1',
          zipCode: '0155',
          city: 'Oslo',
        },
        choices: {
          deliveryMethodId: 79,
          storeId: '',
          collectionPointId: '',
          collectionZip: '',
          paymentMethodId: 60,
          discountCode: '',
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const notice = await problem(
      canvasElement,
      /^Kjøpet er ikke fullførtBetalingen ble ikke fullført i tide/,
    );
    await untilState('expect(notice).toHaveFocus()', () => expect(notice).toHaveFocus());
    await detailsKept(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Brev i postkassen/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Fullfør kjøpet' })).not.toHaveAttribute('aria-busy');
  },
};

/** The card provider has problems (503 `CardProviderUnavailable`): "try again later", the choices kept. */
export const CardProviderProblems: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('POST', PAYMENT, 503, {
            success: false,
            error: { code: 'CardProviderUnavailable', message: 'x' },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillDetails(canvasElement);
    await chooseDelivery(canvasElement, /^Brev i postkassen/);
    await typePersonalNumber(canvasElement);
    await placeOrder(canvasElement);
    const notice = await problem(
      canvasElement,
      /Betalingsleverandøren har problemer med kortbetaling akkurat nå\. Prøv igjen litt senere\./,
    );
    await untilState('expect(notice).toHaveFocus()', () => expect(notice).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: /^Klarna/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Brev i postkassen/ })).toBeChecked();
    await detailsKept(canvasElement);
  },
};

let paymentRequests = 0;

/** Paying: the payment step is slow; the button is busy and a second Enter sends nothing. */
export const Paying: Story = {
  beforeEach: () => {
    paymentRequests = 0;
  },
  parameters: {
    msw: {
      handlers: {
        faults: [
          // Counts every payment call, then lets the (slow) backend answer.
          http.post(`*${PAYMENT}`, () => {
            paymentRequests += 1;
          }),
          faults.delay('POST', PAYMENT, 600_000),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fillDetails(canvasElement);
    await chooseDelivery(canvasElement, /^Brev i postkassen/);
    await typePersonalNumber(canvasElement);
    const button = await placeOrder(canvasElement);
    await untilState('expect(button).toHaveAttribute("aria-busy", "true")', () =>
      expect(button).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(
      await untilState('canvas.getByText("Betalingen behandles …")', () =>
        canvas.getByText('Betalingen behandles …'),
      ),
    ).toBeVisible();
    await untilState('expect(paymentRequests).toBe(1)', () => expect(paymentRequests).toBe(1));
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(paymentRequests).toBe(1);
  },
};

/** Loading: the shopper's cart is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', '/api/site/shopper', 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("status", { name: "Henter kassen" })', () =>
        canvas.getByRole('status', { name: 'Henter kassen' }),
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Kasse' })).toBeNull();
    await userEvent.tab();
  },
};

const shopperOutage = createOutage();

/** The cart cannot be loaded (no answer): the checkout says so, and "Prøv igjen" loads it once the shop is back. */
export const CartLoadFailed: Story = {
  beforeEach: shopperOutage.start,
  parameters: {
    msw: {
      handlers: { faults: [faults.networkError('GET', '/api/site/shopper', { when: shopperOutage.isDown })] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi fikk ikke hentet handlekurven');
    shopperOutage.recover();
    await tabTo(canvas.getByRole('button', { name: 'Prøv igjen' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("button", { name: "Fullfør kjøpet" })', () =>
        canvas.getByRole('button', { name: 'Fullfør kjøpet' }),
      ),
    ).toBeVisible();
  },
};

/** An empty cart: nothing to pay for, a link back to the shop. */
export const EmptyCart: Story = {
  beforeEach: () => {
    setMockShopperCart([]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("Handlekurven er tom", {})', () =>
      canvas.getByText('Handlekurven er tom', {}),
    );
    await expect(canvas.getByText('Legg noe i handlekurven før du går til kassen.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Fullfør kjøpet' })).toBeNull();
    await tabTo(canvas.getByRole('link', { name: 'Fortsett å handle' }));
  },
};

/** On a phone (375 px): the form, the choices and the totals in one column. */
export const Phone: Story = {
  globals: phone,
  play: Guest.play,
};
