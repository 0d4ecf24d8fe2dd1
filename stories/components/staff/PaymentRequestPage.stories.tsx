import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentRequestPage } from '@glimt/ui';
import { createOutage, faults } from '@glimt/ui/mocks';
import { answer, awaitingRequest, focusedHeading, phone, pressButton, tabTo } from './staffStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const TOKEN = '0123456789abcdef0123456789abcdef';

const meta = {
  title: 'Staff/Payment request page',
  component: PaymentRequestPage,
  parameters: { layout: 'fullscreen', initialPath: `/betalingsforesporsel/${TOKEN}` },
  args: { token: TOKEN },
} satisfies Meta<typeof PaymentRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const READ = '/api/payment-requests/:token';
const PAY = '/api/payment-requests/:token/pay';
const reads = (data: object) => ({
  msw: { handlers: { faults: [faults.status('GET', READ, 200, answer(data))] } },
});
const readsWaiting = faults.status('GET', READ, 200, answer(awaitingRequest));
const completed = answer({ status: 'completed', orderNumber: '100301', total: 1797 });
const problemAnswer = (result: 0 | 1 | 2 | 99, validationErrors: object[] = []) =>
  answer({ status: 'problem', result, validationErrors });

/** Waits for the waiting request's page and returns its "Betal kr 1 797" button. */
async function payButton(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await untilState('canvas.getByRole("heading", { name: "Betalingsforespørsel fra Glimt" })', () =>
    canvas.getByRole('heading', { name: 'Betalingsforespørsel fra Glimt' }),
  );
  return canvas.getByRole('button', { name: /^Betal kr\s1\s797$/ });
}

/** Tabs to "Betal" and presses Enter. */
async function pay(canvasElement: HTMLElement) {
  const button = await payButton(canvasElement);
  await tabTo(button);
  await userEvent.keyboard('{Enter}');
  return button;
}

/** Waits for the problem notice and for it to take focus. */
async function problemNotice(canvasElement: HTMLElement, text: RegExp) {
  const alert = await untilState('within(canvasElement).getByRole("alert", {})', () =>
    within(canvasElement).getByRole('alert', {}),
  );
  await untilState('expect(alert).toHaveTextContent(text)', () => expect(alert).toHaveTextContent(text));
  const notice = alert.firstElementChild as HTMLElement;
  await untilState('expect(notice).toHaveFocus()', () => expect(notice).toHaveFocus());
  return notice;
}

let payCalls = 0;
const countPayCalls = () => {
  payCalls = 0;
};

/** Waiting to be paid: the lines, the amount, until when, Klarna chosen, and "Betal kr 1 797". */
export const AwaitingPayment: Story = {
  parameters: reads(awaitingRequest),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await payButton(canvasElement);
    await expect(canvas.getByText('Clubmaster Optics RX5154')).toBeVisible();
    await expect(canvas.getByText(/2 × kr\s149/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Klarna/ })).toBeChecked();
    await expect(canvas.getByText(/Du henter varene i butikken/)).toBeVisible();
    await tabTo(button);
  },
};

/**
 * Pays with Klarna: out to Klarna and back (`?klarna=`), the payment finished once; the page
 * confirms with the order number, its heading takes focus, and the address loses `?klarna=`.
 */
export const PaidWithKlarna: Story = {
  beforeEach: countPayCalls,
  parameters: {
    msw: {
      handlers: {
        faults: [
          readsWaiting,
          http.post(`*${PAY}`, () => {
            payCalls += 1;
            return HttpResponse.json(
              payCalls === 1
                ? answer({
                    status: 'redirect',
                    redirectUrl: `/betalingsforesporsel/${TOKEN}?klarna=KL-7001-abc123`,
                    transactionId: 'KL-7001-abc123',
                  })
                : completed,
            );
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pay(canvasElement);
    await focusedHeading(canvasElement, 'Betalingen er mottatt');
    await expect(canvas.getByText(/Ordrenummeret ditt er 100301/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Betal/ })).toBeNull();
    await expect(payCalls).toBe(2);
    await userEvent.tab();
  },
};

/** Pays with a gift card: chosen by arrow key, number and PIN typed; the page confirms. */
export const PaidWithGiftCard: Story = {
  parameters: {
    msw: { handlers: { faults: [readsWaiting, faults.status('POST', PAY, 200, completed)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payButton(canvasElement);
    await tabTo(canvas.getByRole('radio', { name: /^Klarna/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Gavekort/ })).toBeChecked();
    await tabTo(
      await untilState('canvas.getByRole("textbox", { name: /^Gavekortnummer/ })', () =>
        canvas.getByRole('textbox', { name: /^Gavekortnummer/ }),
      ),
    );
    await userEvent.keyboard('6001 0000 0000 1234');
    await userEvent.tab();
    await userEvent.keyboard('1234');
    await pay(canvasElement);
    await focusedHeading(canvasElement, 'Betalingen er mottatt');
    await expect(canvas.getByText(/Ordrenummeret ditt er 100301/)).toBeVisible();
  },
};

/** Klarna asks for the personal number (result 1): its field shows and takes focus. */
export const SsnRequired: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          readsWaiting,
          faults.status('POST', PAY, 200, problemAnswer(1, [{ path: 'ssn', message: 'Required' }])),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pay(canvasElement);
    const ssn = await untilState('canvas.getByRole("textbox", { name: /^Fødselsnummer/ })', () =>
      canvas.getByRole('textbox', { name: /^Fødselsnummer/ }),
    );
    await untilState('expect(ssn).toHaveFocus()', () => expect(ssn).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Klarna trenger fødselsnummeret ditt/);
  },
};

/** The payment fails (result 0): "ingenting er trukket", the notice takes focus, "Betal" again. */
export const PaymentFailed: Story = {
  parameters: {
    msw: { handlers: { faults: [readsWaiting, faults.status('POST', PAY, 200, problemAnswer(0))] } },
  },
  play: async ({ canvasElement }) => {
    const button = await pay(canvasElement);
    await problemNotice(canvasElement, /Betalingen gikk ikke gjennom, og ingenting er trukket/);
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** Back from Klarna too late (`?klarna=`, result 99): start again; nothing is paid. */
export const TransactionExpired: Story = {
  parameters: {
    initialPath: `/betalingsforesporsel/${TOKEN}?klarna=KL-7001-old`,
    msw: { handlers: { faults: [readsWaiting, faults.status('POST', PAY, 200, problemAnswer(99))] } },
  },
  play: async ({ canvasElement }) => {
    await problemNotice(canvasElement, /Betalingen hos Klarna tok for lang tid/);
    await tabTo(await payButton(canvasElement));
  },
};

/** The card provider has problems (503 `CardProviderUnavailable`): "try again later". */
export const CardProviderProblems: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          readsWaiting,
          faults.status('POST', PAY, 503, {
            success: false,
            error: { code: 'CardProviderUnavailable', message: 'x' },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await pay(canvasElement);
    await problemNotice(canvasElement, /problemer med kortbetaling akkurat nå\. Prøv igjen litt senere/);
  },
};

/** Paying: the payment step is slow; the button is busy and a second Enter pays nothing more. */
export const Paying: Story = {
  beforeEach: countPayCalls,
  parameters: {
    msw: {
      handlers: {
        faults: [
          readsWaiting,
          http.post(`*${PAY}`, () => {
            payCalls += 1;
          }),
          faults.delay('POST', PAY, 600_000),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const button = await pay(canvasElement);
    await untilState('expect(button).toHaveAttribute("aria-busy", "true")', () =>
      expect(button).toHaveAttribute('aria-busy', 'true'),
    );
    await untilState('expect(payCalls).toBe(1)', () => expect(payCalls).toBe(1));
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(payCalls).toBe(1);
  },
};

/** Paid meanwhile (409 `PaymentRequestPaid`, e.g. in another tab): it says it is paid, nothing more to pay. */
export const PaidMeanwhile: Story = {
  parameters: {
    msw: {
      handlers: {
        faults: [
          readsWaiting,
          faults.status('POST', PAY, 409, {
            success: false,
            error: { code: 'PaymentRequestPaid', message: 'x' },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pay(canvasElement);
    await focusedHeading(canvasElement, 'Betalingen er mottatt');
    await expect(canvas.getByText(/Du trenger ikke gjøre noe mer/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Betal/ })).toBeNull();
  },
};

/** Already paid: it says so (the heading), and there is nothing to pay. */
export const AlreadyPaid: Story = {
  parameters: reads({ ...awaitingRequest, status: 'paid' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Betalingen er mottatt" })', () =>
        canvas.getByRole('heading', { name: 'Betalingen er mottatt' }),
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Betal/ })).toBeNull();
    await userEvent.tab();
  },
};

/** Expired: when it ran out and to ask the store for a new one; no "Betal". */
export const Expired: Story = {
  parameters: reads({ ...awaitingRequest, status: 'expired' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Betalingsforespørselen har utløpt" })', () =>
        canvas.getByRole('heading', { name: 'Betalingsforespørselen har utløpt' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Ta kontakt med butikken/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Betal/ })).toBeNull();
    await userEvent.tab();
  },
};

/** An unknown link (the real fake backend answers 404): not found, and no "try again". */
export const LinkNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Vi fant ikke betalingsforespørselen" })', () =>
        canvas.getByRole('heading', { name: 'Vi fant ikke betalingsforespørselen' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Sjekk at lenken er hel/);
    await expect(canvas.queryByRole('button', { name: 'Prøv igjen' })).toBeNull();
    await userEvent.tab();
  },
};

/** While it loads: "Henter betalingsforespørselen …". */
export const Loading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('GET', READ, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("status", { name: "Henter betalingsforespørselen …" })', () =>
        canvas.getByRole('status', { name: 'Henter betalingsforespørselen …' }),
      ),
    ).toBeInTheDocument();
    await userEvent.tab();
  },
};

const readOutage = createOutage();

/** The shop fails (503): "Prøv igjen"; once it is back, the request shows and its heading takes focus. */
export const FailsThenWorks: Story = {
  beforeEach: readOutage.start,
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', READ, 503, undefined, { when: readOutage.isDown }),
          faults.status('GET', READ, 200, answer(awaitingRequest)),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent(/Noe gikk galt/);
    readOutage.recover();
    await pressButton(canvasElement, 'Prøv igjen');
    await focusedHeading(canvasElement, 'Betalingsforespørsel fra Glimt');
  },
};

/** On a phone, long product names wrap and the page fits the width. */
export const PhoneLongNames: Story = {
  globals: phone,
  parameters: reads({
    ...awaitingRequest,
    lines: [
      {
        name: 'Progressive glass med blålysfilter, antirefleks og fotokromatisk behandling, høyre og venstre',
        brand: 'Glimt Premium Optikk',
        quantity: 1,
        unitPrice: 6990,
      },
      ...awaitingRequest.lines,
    ],
    amount: 8787,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(
      await untilState('canvas.getByRole("button", { name: /^Betal kr\\s8\\s787$/ })', () =>
        canvas.getByRole('button', { name: /^Betal kr\s8\s787$/ }),
      ),
    );
    await untilState(
      'expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual( ca…',
      () =>
        expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
          canvasElement.ownerDocument.documentElement.clientWidth,
        ),
    );
  },
};
