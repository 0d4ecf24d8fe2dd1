import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffCustomerTools } from '@glimt/ui';
import { createOutage, faults } from '@glimt/ui/mocks';
import {
  answer,
  focusedHeading,
  loggedInAs,
  phone,
  pressButton,
  tabTo,
  typeInto,
  withStoreSession,
} from './staffStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Staff/Customer tools',
  component: StaffCustomerTools,
  parameters: { layout: 'fullscreen', initialPath: '/butikk-verktoy' },
  decorators: [withStoreSession],
  beforeEach: loggedInAs('store'),
} satisfies Meta<typeof StaffCustomerTools>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEARCH = '/api/staff/customers';
const REQUEST = '/api/staff/payment-requests/:id';
const BASKET = '/api/staff/customers/:customerNumber/basket';

/** Searches for `query` by keyboard (Enter in the field). */
async function search(canvasElement: HTMLElement, query: string) {
  await typeInto(canvasElement, /^Navn, e-post, telefon eller kundenummer/, `${query}{Enter}`);
}

/** Finds Kari Nordmann and chooses her: her heading takes focus, and her basket is read. */
async function chooseKari(canvasElement: HTMLElement) {
  await search(canvasElement, 'nordmann');
  await pressButton(canvasElement, 'Velg Kari Nordmann');
  await focusedHeading(canvasElement, 'Kari Nordmann');
  await untilState(
    'expect( within(canvasElement).queryByRole("status", { name: "Henter det du har lagt til…',
    () =>
      expect(
        within(canvasElement).queryByRole('status', { name: 'Henter det du har lagt til …' }),
      ).toBeNull(),
  );
}

/** Adds `quantity` of `sku` for the chosen customer. */
async function addProduct(canvasElement: HTMLElement, sku: string, quantity = '1') {
  await typeInto(canvasElement, /^SKU-nummer/, sku);
  await userEvent.tab();
  await userEvent.keyboard(`{Control>}a{/Control}${quantity}`);
  await pressButton(canvasElement, 'Legg til');
}

/** Kari's basket with two frames, then the request sent by e-mail: the sent state's heading has focus. */
async function sendByEmail(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await chooseKari(canvasElement);
  await addProduct(canvasElement, '100001-1', '2');
  await expect(
    await untilState('canvas.getByText(/La til Clubmaster Optics RX5154/, {})', () =>
      canvas.getByText(/La til Clubmaster Optics RX5154/, {}),
    ),
  ).toBeVisible();
  const sms = canvas.getByRole('radio', { name: /^SMS til/ });
  await tabTo(sms);
  await userEvent.keyboard('{ArrowDown}');
  await expect(canvas.getByRole('radio', { name: /^E-post til/ })).toBeChecked();
  await pressButton(canvasElement, 'Send betalingsforespørsel');
  await focusedHeading(canvasElement, 'Betalingsforespørsel sendt');
}

/** The store user's start: the lookup, its field reached by Tab, and "Opprett ny kunde". */
export const LookUpACustomer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Butikkverktøy" })', () =>
        canvas.getByRole('heading', { name: 'Butikkverktøy' }),
      ),
    ).toBeVisible();
    await tabTo(canvas.getByLabelText(/^Navn, e-post, telefon eller kundenummer/));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Søk' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Opprett ny kunde' })).toBeVisible();
  },
};

/** A search finds Kari Nordmann: the count is announced, and "Velg Kari Nordmann" is next by Tab. */
export const CustomerFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'nordmann');
    await untilState(
      'expect(canvas.getByRole("status")).toHaveTextContent("Fant 1 kunde for «nordmann».")',
      () => expect(canvas.getByRole('status')).toHaveTextContent('Fant 1 kunde for «nordmann».'),
    );
    await tabTo(canvas.getByRole('button', { name: 'Velg Kari Nordmann' }));
  },
};

/** Nobody matches: "customer not found" is announced, with the way to create the customer. */
export const CustomerNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'finnesikke');
    await untilState(
      'expect(canvas.getByRole("status")).toHaveTextContent(/^Fant ingen kunde for «finnesikke»/)',
      () => expect(canvas.getByRole('status')).toHaveTextContent(/^Fant ingen kunde for «finnesikke»/),
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** One character is too short: the field says "Skriv minst 2 tegn." and keeps focus; nothing is asked. */
export const QueryTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'k');
    const field = canvas.getByLabelText(/^Navn, e-post, telefon eller kundenummer/);
    await expect(field).toHaveAccessibleDescription(/Skriv minst 2 tegn\./);
    await expect(field).toHaveFocus();
  },
};

/** The lookup is slow: "Søker etter kunder …" is announced while it waits. */
export const Searching: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', SEARCH, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'nordmann');
    await untilState('expect(canvas.getByRole("status")).toHaveTextContent("Søker etter kunder …")', () =>
      expect(canvas.getByRole('status')).toHaveTextContent('Søker etter kunder …'),
    );
  },
};

const searchOutage = createOutage();

/** The lookup fails (503) and says so; once the shop is back, searching again finds the customer. */
export const SearchFailsThenWorks: Story = {
  beforeEach: searchOutage.start,
  parameters: {
    msw: {
      handlers: { faults: [faults.status('GET', SEARCH, 503, undefined, { when: searchOutage.isDown })] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'nordmann');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/Noe gikk galt/);
    searchOutage.recover();
    await pressButton(canvasElement, 'Søk');
    await tabTo(
      await untilState('canvas.getByRole("button", { name: "Velg Kari Nordmann" })', () =>
        canvas.getByRole('button', { name: 'Velg Kari Nordmann' }),
      ),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A customer gets no tools: the "for store staff" notice takes focus, says who is logged in, and
 * offers to log out to change user (Tab reaches it).
 */
export const NotForCustomers: Story = {
  beforeEach: loggedInAs('customer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusedHeading(canvasElement, 'For butikkansatte');
    await expect(canvas.getByText(/bare for ansatte i Glimt-butikkene/)).toBeVisible();
    await expect(canvas.getByText(/^Du er logget inn som .+, som ikke er en butikkbruker\./)).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
    await userEvent.tab();
    const logout = canvas.getByRole('link', { name: 'Logg ut for å bytte bruker' });
    await expect(logout).toHaveFocus();
    await expect(logout).toHaveAttribute('href', '/min-konto/logg-ut');
  },
};

/**
 * A guest (logged out) gets the notice and a way in: "Logg inn med butikkbrukeren" leads to the
 * login, which comes back to the tools.
 */
export const GuestAskedToLogIn: Story = {
  beforeEach: loggedInAs(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await focusedHeading(canvasElement, 'For butikkansatte');
    await userEvent.tab();
    const login = canvas.getByRole('link', { name: 'Logg inn med butikkbrukeren' });
    await expect(login).toHaveFocus();
    await expect(login).toHaveAttribute('href', '/min-konto/logg-inn?returnTo=%2Fbutikk-verktoy');
  },
};

/** "Opprett ny kunde": the form; sent empty, focus goes to the first error (Fornavn). */
export const CreateCustomerErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressButton(canvasElement, 'Opprett ny kunde');
    await focusedHeading(canvasElement, 'Ny kunde');
    await pressButton(canvasElement, 'Opprett kunde');
    await untilState('expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus()', () =>
      expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus(),
    );
    await expect(canvas.getByLabelText(/^Fornavn/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A new customer is created and chosen: their heading takes focus, with "Kunden er opprettet." */
export const CustomerCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressButton(canvasElement, 'Opprett ny kunde');
    await focusedHeading(canvasElement, 'Ny kunde');
    await typeInto(canvasElement, /^Fornavn/, 'Per');
    await typeInto(canvasElement, /^Etternavn/, 'Butikk');
    await typeInto(canvasElement, /^E-post/, 'per.butikk@example.no');
    await typeInto(canvasElement, /^Mobilnummer/, '987 65 432');
    await pressButton(canvasElement, 'Opprett kunde');
    await focusedHeading(canvasElement, 'Per Butikk');
    await expect(canvas.getByText('Kunden er opprettet.')).toBeVisible();
  },
};

/** The e-mail belongs to a customer already: "customer already exists", and nothing typed is lost. */
export const CustomerAlreadyExists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressButton(canvasElement, 'Opprett ny kunde');
    await focusedHeading(canvasElement, 'Ny kunde');
    await typeInto(canvasElement, /^Fornavn/, 'Kari');
    await typeInto(canvasElement, /^Etternavn/, 'Nordmann');
    await typeInto(canvasElement, /^E-post/, 'kari.nordmann@example.no');
    await typeInto(canvasElement, /^Mobilnummer/, '91234567');
    await pressButton(canvasElement, 'Opprett kunde');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/^Kunden finnes allerede/);
    await expect(canvas.getByLabelText(/^E-post/)).toHaveValue('kari.nordmann@example.no');
  },
};

/** Products added for Kari: the lines, quantities and total; the addition is announced. */
export const ProductsAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseKari(canvasElement);
    await expect(canvas.getByText('Ingen produkter ennå.')).toBeVisible();
    await addProduct(canvasElement, '100001-1', '2');
    await untilState(
      'expect(canvas.getByText(/La til Clubmaster Optics RX5154\\. Totalt kr\\s2\\s998\\./)).toBeV…',
      () => expect(canvas.getByText(/La til Clubmaster Optics RX5154\. Totalt kr\s2\s998\./)).toBeVisible(),
    );
    await addProduct(canvasElement, '100004-1');
    await expect(
      await untilState('canvas.getByText(/La til RX7047/, {})', () => canvas.getByText(/La til RX7047/, {})),
    ).toBeVisible();
    await expect(canvas.getByText(/2 × kr\s1\s499/)).toBeVisible();
    await expect(canvas.getByText(/^kr\s4\s588$/)).toBeVisible();
  },
};

/** A gift card cannot be added by a store: the message says so, and the SKU stays in the field. */
export const CannotBeAddedByAStore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseKari(canvasElement);
    await addProduct(canvasElement, '100159-1');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/kan ikke legges til av en butikk/);
    await expect(canvas.getByLabelText(/^SKU-nummer/)).toHaveValue('100159-1');
  },
};

/** A sold-out size: "Produktet er utsolgt." */
export const OutOfStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseKari(canvasElement);
    await addProduct(canvasElement, '100003-2');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Produktet er utsolgt.');
  },
};

/** Sending with nothing in the basket: it asks for a product first, and sends nothing. */
export const NothingToSend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseKari(canvasElement);
    await pressButton(canvasElement, 'Send betalingsforespørsel');
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Legg til minst ett produkt før du sender.');
  },
};

/** Sent by e-mail: the masked address, the amount, until when it can be paid, and "Oppdater status". */
export const PaymentRequestSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendByEmail(canvasElement);
    await expect(canvas.getByText('Sendt på e-post til k•••@example.no.')).toBeVisible();
    await expect(canvas.getByText(/kr\s2\s998/)).toBeVisible();
    await expect(canvas.getByText('Sendt, ikke betalt ennå')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Oppdater status' }));
  },
};

/** A request as the backend reads it back, with `status`. */
const readBack = (status: 'paid' | 'expired') => answer(sentRequest(status));
function sentRequest(status: 'sent' | 'paid' | 'expired') {
  return {
    id: 'PR-4001',
    customerNumber: '100001',
    channel: 'email',
    sentTo: 'k•••@example.no',
    amount: 2998,
    currency: 'NOK',
    status,
    paymentUrl: '/betalingsforesporsel/0123456789abcdef0123456789abcdef',
    createdAt: '2026-11-17T09:30:00+01:00',
    expiresAt: '2026-11-19T09:30:00+01:00',
  };
}

const kari = {
  customerNumber: '100001',
  name: 'Kari Nordmann',
  email: 'kari.nordmann@example.no',
  mobile: '+4791234567',
  city: 'Oslo',
  birthDate: '1985-01-01',
};

/**
 * Back to a customer: what was added before is read back ("Bytt kunde", then Kari again), so the
 * basket is not empty.
 */
export const BasketReadBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseKari(canvasElement);
    await addProduct(canvasElement, '100001-1', '2');
    await expect(
      await untilState('canvas.getByText(/La til Clubmaster Optics RX5154/, {})', () =>
        canvas.getByText(/La til Clubmaster Optics RX5154/, {}),
      ),
    ).toBeVisible();
    await pressButton(canvasElement, 'Bytt kunde');
    await focusedHeading(canvasElement, 'Finn kunde');
    await chooseKari(canvasElement);
    await expect(
      await untilState('canvas.getByText("Clubmaster Optics RX5154", {})', () =>
        canvas.getByText('Clubmaster Optics RX5154', {}),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/2 × kr\s1\s499/)).toBeVisible();
    await expect(canvas.queryByText('Ingen produkter ennå.')).toBeNull();
  },
};

/** Back in the tools with a customer chosen earlier in the tab: the basket is on its way. */
export const BasketLoading: Story = {
  beforeEach: loggedInAs('store', { customer: kari, request: null }),
  parameters: { msw: { handlers: { faults: [faults.delay('GET', BASKET, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("status", { name: "Henter det du har lagt til …" })', () =>
        canvas.getByRole('status', { name: 'Henter det du har lagt til …' }),
      ),
    ).toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: 'Bytt kunde' }));
  },
};

const basketOutage = createOutage();

/** The basket cannot be read (503): it says so; "Prøv igjen" once the shop is back shows it. */
export const BasketFailsThenWorks: Story = {
  beforeEach: () => {
    basketOutage.start();
    return loggedInAs('store', { customer: kari, request: null })();
  },
  parameters: {
    msw: {
      handlers: {
        faults: [faults.status('GET', BASKET, 503, undefined, { when: basketOutage.isDown })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi fikk ikke hentet det du har lagt til for kunden. Prøv igjen.');
    basketOutage.recover();
    await pressButton(canvasElement, 'Prøv igjen');
    await expect(
      await untilState('canvas.getByText("Ingen produkter ennå.", {})', () =>
        canvas.getByText('Ingen produkter ennå.', {}),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Back in the tools after the customer paid (the request kept for the tab's session): the status is
 * read at once and "Status oppdatert: Betalt." is announced.
 */
export const BackAfterCustomerPaid: Story = {
  beforeEach: loggedInAs('store', { customer: kari, request: sentRequest('sent') }),
  parameters: { msw: { handlers: { faults: [faults.status('GET', REQUEST, 200, readBack('paid'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Betalingsforespørsel sendt" })', () =>
        canvas.getByRole('heading', { name: 'Betalingsforespørsel sendt' }),
      ),
    ).toBeVisible();
    await untilState(
      'expect(canvas.getByRole("status")).toHaveTextContent("Status oppdatert: Betalt.")',
      () => expect(canvas.getByRole('status')).toHaveTextContent('Status oppdatert: Betalt.'),
    );
    await expect(canvas.getAllByText('Betalt').length).toBeGreaterThan(0);
    await tabTo(canvas.getByRole('button', { name: 'Ny kunde' }));
  },
};

/** "Oppdater status" after the customer paid: "Status oppdatert: Betalt." is announced. */
export const StatusPaid: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', REQUEST, 200, readBack('paid'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendByEmail(canvasElement);
    await pressButton(canvasElement, 'Oppdater status');
    await untilState(
      'expect(canvas.getByRole("status")).toHaveTextContent("Status oppdatert: Betalt.")',
      () => expect(canvas.getByRole('status')).toHaveTextContent('Status oppdatert: Betalt.'),
    );
    await expect(canvas.queryByRole('button', { name: 'Oppdater status' })).toBeNull();
  },
};

/** Expired unpaid: it says so, and offers a new request for the same customer (her heading takes focus). */
export const StatusExpiredSendAgain: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('GET', REQUEST, 200, readBack('expired'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendByEmail(canvasElement);
    await pressButton(canvasElement, 'Oppdater status');
    await untilState(
      'expect(canvas.getByRole("status")).toHaveTextContent("Status oppdatert: Utløpt, ikke be…',
      () => expect(canvas.getByRole('status')).toHaveTextContent('Status oppdatert: Utløpt, ikke betalt.'),
    );
    await pressButton(canvasElement, 'Lag en ny forespørsel til Kari Nordmann');
    await focusedHeading(canvasElement, 'Kari Nordmann');
    await expect(
      await untilState('canvas.getByText("Ingen produkter ennå.", {})', () =>
        canvas.getByText('Ingen produkter ennå.', {}),
      ),
    ).toBeVisible();
  },
};

/** While the user lookup runs, the tools wait: "Sjekker hvem du er logget inn som …". */
export const CheckingTheUser: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('POST', '/api/auth/user/getUser', 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("status", { name: "Sjekker hvem du er logget inn som …" })', () =>
        canvas.getByRole('status', { name: 'Sjekker hvem du er logget inn som …' }),
      ),
    ).toBeInTheDocument();
    await userEvent.tab();
  },
};

const LONG_NAME = 'Kari-Elisabeth Sofie Marie Nordmann-Haugen-Bjørnstad';

/** On a phone, a long name and e-mail wrap; the customer's basket fits the width. */
export const PhoneLongName: Story = {
  globals: phone,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status(
            'GET',
            SEARCH,
            200,
            answer([
              {
                customerNumber: '100001',
                name: LONG_NAME,
                email: 'kari-elisabeth.sofie.nordmann-haugen-bjornstad@eksempel-bedrift.no',
                mobile: '+4791234567',
                city: 'Oslo',
                birthDate: null,
              },
            ]),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await search(canvasElement, 'nordmann');
    await pressButton(canvasElement, `Velg ${LONG_NAME}`);
    await focusedHeading(canvasElement, LONG_NAME);
    await addProduct(canvasElement, '100001-1');
    await expect(
      await untilState('canvas.getByText(/La til Clubmaster/, {})', () =>
        canvas.getByText(/La til Clubmaster/, {}),
      ),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
