import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GiftCardLookup } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
import { tabTo } from '../booking/bookingStoryHelpers';
import { mobile } from '../content/contentStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Account/Gift card lookup',
  component: GiftCardLookup,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GiftCardLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the number and PIN with the keyboard and submits with Enter. */
async function lookUp(canvasElement: HTMLElement, number: string, pin: string) {
  const canvas = within(canvasElement);
  await tabTo(canvas.getByRole('textbox', { name: /Gavekortnummer/ }));
  await userEvent.keyboard(number);
  await userEvent.tab();
  await expect(canvas.getByRole('textbox', { name: /PIN-kode/ })).toHaveFocus();
  await userEvent.keyboard(pin);
  await userEvent.keyboard('{Enter}');
}

const result = (canvasElement: HTMLElement) =>
  untilState('within(canvasElement).getByTestId("giftcard-result", {})', () =>
    within(canvasElement).getByTestId('giftcard-result', {}),
  );

/** The form before a lookup. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await tabTo(within(canvasElement).getByRole('textbox', { name: /Gavekortnummer/ }));
  },
};

/** An active card: the balance, valid until, "Aktivt". */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '6001 0000 0000 5678', '5678');
    const card = await result(canvasElement);
    await expect(card).toHaveTextContent('**** **** **** 5678');
    await expect(card).toHaveTextContent('Aktivt');
    await expect(card).toHaveTextContent('31. desember 2027');
  },
};

/** A card whose whole amount is used. */
export const UsedUp: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '6001000000009999', '9999');
    await expect(await result(canvasElement)).toHaveTextContent('Brukt opp');
  },
};

/** An expired card with money left. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '6001000000004321', '4321');
    const card = await result(canvasElement);
    await expect(card).toHaveTextContent('Utløpt');
    await expect(card).toHaveTextContent('Gikk ut');
  },
};

/** A wrong PIN answers like an unknown card: "not found". */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '6001000000001234', '0000');
    await expect(
      await untilState('within(canvasElement).getByRole("alert", {})', () =>
        within(canvasElement).getByRole('alert', {}),
      ),
    ).toHaveTextContent('Vi fant ikke noe gavekort');
  },
};

/** Submitted empty, then with a short number: each field says what is wrong, focus on the first. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Sjekk saldo' }));
    await userEvent.keyboard('{Enter}');
    const number = canvas.getByRole('textbox', { name: /Gavekortnummer/ });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('6001 0000');
    await userEvent.tab();
    await expect(
      await untilState('canvas.getByText("Skriv gavekortnummeret med 16 siffer.")', () =>
        canvas.getByText('Skriv gavekortnummeret med 16 siffer.'),
      ),
    ).toBeVisible();
  },
};

/** The lookup fails for another reason: "try again". */
export const Unavailable: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', '/api/giftcard/balance', 503)] } } },
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '6001000000001234', '1234');
    await expect(
      await untilState('within(canvasElement).getByRole("alert", {})', () =>
        within(canvasElement).getByRole('alert', {}),
      ),
    ).toHaveTextContent('Prøv igjen om litt');
  },
};

/** An active card on a phone. */
export const Phone: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, '6001000000001234', '1234');
    await expect(await result(canvasElement)).toHaveTextContent('Aktivt');
  },
};
