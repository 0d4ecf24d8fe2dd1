import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CartUpdatePayload, CheckoutPage } from '@glimt/ui';
import { createOutage, faults } from '@glimt/ui/mocks';
import { checkoutPageStories, checkoutSection, phone, press, tabToFar } from './checkoutStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const UPDATE = '/api/cart/update';

/**
 * Two boxes of Acuvue Oasys 1-Day without their strength (put in the cart without the product
 * page's form), and a Ray-Ban frame: checkout asks for the lenses' strength.
 */
const lensCart: CartUpdatePayload[] = [
  { skuId: '100097-1', quantity: 2 },
  { skuId: '100001-1', quantity: 1 },
];

const meta = {
  title: 'Checkout/Contact lens strength',
  ...checkoutPageStories(lensCart),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Keyboard steps
// ---------------------------------------------------------------------------------------------

/** The lenses' section once its line's form is there (the lens and the form's chunk loaded). */
async function lensesReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const section = await checkoutSection(canvasElement, 'Styrke til kontaktlinsene');
  const oasys = within(section.querySelector<HTMLElement>('[data-testid="checkout-lens-line"]') ?? section);
  await untilState('oasys.getByRole("combobox", { name: /^Styrke \\(PWR\\)/ })', () =>
    oasys.getByRole('combobox', { name: /^Styrke \(PWR\)/ }),
  );
  return { canvas, section: within(section), oasys };
}

/** A list of the lens form, by its label. */
const list = (scope: ReturnType<typeof within>, name: RegExp) => scope.getByRole('combobox', { name });

/** Picks an option of a native select: focus it by keyboard, then choose (as OrderReturn does). */
async function chooseOption(select: HTMLElement, text: string) {
  await tabToFar(select);
  await userEvent.selectOptions(select, text);
}

/** The lens form's confirmation of the prescription's age (the glasses form's words). */
const CONFIRM = 'Jeg bekrefter at resepten er under ett år gammel.';

/**
 * Chooses the strength of both eyes: power -2,50 and base curve 8,6 (the diameter has one value),
 * and confirms the prescription is under one year old.
 */
async function chooseStrength(oasys: ReturnType<typeof within>) {
  await chooseOption(list(oasys, /^Styrke \(PWR\)/), '-2,50');
  await chooseOption(list(oasys, /^Basekurve \(BC\)/), '8,6');
  await tabToFar(oasys.getByRole('checkbox', { name: CONFIRM }));
  await userEvent.keyboard(' ');
}

const SAVED = 'Styrke: H: -2,50 BC 8,6 DIA 14,2 · V: -2,50 BC 8,6 DIA 14,2';

// ---------------------------------------------------------------------------------------------
// Stories
// ---------------------------------------------------------------------------------------------

/**
 * Lenses without their strength: the product page's lens form asks for it (the strength per eye
 * only: the packages and the purchase are the cart line's), before the details.
 */
export const MissingStrength: Story = {
  play: async ({ canvasElement }) => {
    const { section, oasys } = await lensesReady(canvasElement);
    await expect(section.getByRole('heading', { level: 3, name: 'Acuvue Oasys 1-Day' })).toBeVisible();
    await expect(oasys.getByText('2 pakker')).toBeVisible();
    await expect(list(oasys, /^Diameter \(DIA\)/)).toHaveValue('14.2');
    await expect(oasys.queryByRole('combobox', { name: /^Antall pakker/ })).toBeNull();
    await expect(oasys.queryByRole('radiogroup', { name: /^Kjøpsform/ })).toBeNull();
    // The form comes first on the page: Tab reaches "same for both eyes", then the power.
    const same = oasys.getByRole('checkbox', { name: 'Samme styrke på begge øyne' });
    await tabToFar(same);
    await expect(same).toBeChecked();
    const power = list(oasys, /^Styrke \(PWR\)/);
    await tabToFar(power);
    await expect(power).toHaveValue('');
    await expect(power).not.toHaveAttribute('aria-invalid', 'true');
    await tabToFar(oasys.getByRole('button', { name: 'Lagre styrken' }));
  },
};

/** Presses "Fullfør kjøpet" without the strength: the message, and the first list to choose in. */
async function refuse(canvasElement: HTMLElement) {
  const { canvas, section, oasys } = await lensesReady(canvasElement);
  await press(canvas.getByRole('button', { name: 'Fullfør kjøpet' }));
  const message = await untilState('section.getByText("Velg og lagre styrken …")', () =>
    section.getByText('Velg og lagre styrken for alle kontaktlinsene før du fullfører kjøpet.'),
  );
  await expect(message.closest('[role="alert"]')).not.toBeNull();
  const power = list(oasys, /^Styrke \(PWR\)/);
  await untilState('expect(power).toHaveFocus()', () => expect(power).toHaveFocus());
  return { canvas, section, oasys, power };
}

/**
 * "Fullfør kjøpet" without the strength: the order waits, the message says why, each list to
 * choose in says so, and focus goes to the first of them.
 */
export const OrderRefused: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, oasys, power } = await refuse(canvasElement);
    await expect(power).toHaveAttribute('aria-invalid', 'true');
    await expect(power).toHaveAccessibleDescription(/Velg styrke\./);
    await expect(list(oasys, /^Basekurve \(BC\)/)).toHaveAccessibleDescription(/Velg basekurve\./);
    // The prescription's age, as for glasses.
    await expect(oasys.getByRole('checkbox', { name: CONFIRM })).toHaveAccessibleDescription(
      /Bekreft at resepten er under ett år gammel\./,
    );
    await expect(canvas.getByTestId('where')).toHaveTextContent(/^\/checkout$/);
  },
};

/**
 * Refused, then chosen and saved: the strength shows on one line, the line takes focus and the
 * message goes; the next "Fullfør kjøpet" goes on to the details.
 */
export const GivenAfterRefusal: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, section, oasys } = await refuse(canvasElement);
    await chooseStrength(oasys);
    await press(oasys.getByRole('button', { name: 'Lagre styrken' }));
    await untilState('expect(oasys.getByText(SAVED)).toBeVisible()', () =>
      expect(oasys.getByText(SAVED)).toBeVisible(),
    );
    const line = section.getByRole('article', { name: 'Acuvue Oasys 1-Day' });
    await untilState('expect(line).toHaveFocus()', () => expect(line).toHaveFocus());
    await expect(oasys.getByRole('status')).toHaveTextContent('Styrken for Acuvue Oasys 1-Day er lagret.');
    await expect(section.queryByRole('alert')).toBeNull();

    await press(canvas.getByRole('button', { name: 'Fullfør kjøpet' }));
    await untilState('expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus()', () =>
      expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus(),
    );
  },
};

/**
 * Chosen but not saved, "Fullfør kjøpet" saves it first and goes on to the details; "Endre" opens
 * the form again on its first field with the kept strength, and "Avbryt" closes it with focus back
 * on "Endre".
 */
export const SavedByPlaceOrderThenChanged: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, section, oasys } = await lensesReady(canvasElement);
    await chooseStrength(oasys);
    await press(canvas.getByRole('button', { name: 'Fullfør kjøpet' }));
    await untilState('expect(oasys.getByText(SAVED)).toBeVisible()', () =>
      expect(oasys.getByText(SAVED)).toBeVisible(),
    );
    await expect(section.queryByRole('alert')).toBeNull();
    await untilState('expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus()', () =>
      expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus(),
    );

    await press(oasys.getByRole('button', { name: 'Endre styrken for Acuvue Oasys 1-Day' }));
    // The form opens on its first field, with the kept strength chosen.
    const same = await untilState('oasys.getByRole("checkbox", { name: "Samme styrke på begge øyne" })', () =>
      oasys.getByRole('checkbox', { name: 'Samme styrke på begge øyne' }),
    );
    await untilState('expect(same).toHaveFocus()', () => expect(same).toHaveFocus());
    await expect(same).toBeChecked();
    await expect(list(oasys, /^Styrke \(PWR\)/)).toHaveValue('-2.5');
    await expect(list(oasys, /^Basekurve \(BC\)/)).toHaveValue('8.6');
    await press(oasys.getByRole('button', { name: 'Avbryt' }));
    await untilState(
      'expect(oasys.getByRole("button", { name: "Endre styrken for Acuvue Oasys 1-Day" })).toHaveFocus()',
      () => expect(oasys.getByRole('button', { name: 'Endre styrken for Acuvue Oasys 1-Day' })).toHaveFocus(),
    );
    await expect(oasys.getByText(SAVED)).toBeVisible();
  },
};

const saveOutage = createOutage();

/**
 * The save fails (500): the message by the form, every choice kept, the button now "Prøv igjen",
 * which saves it once the shop is back.
 */
export const SaveFailsThenRetry: Story = {
  beforeEach: saveOutage.start,
  parameters: {
    msw: {
      handlers: { faults: [faults.status('POST', UPDATE, 500, undefined, { when: saveOutage.isDown })] },
    },
  },
  play: async ({ canvasElement }) => {
    const { oasys } = await lensesReady(canvasElement);
    await chooseStrength(oasys);
    await press(oasys.getByRole('button', { name: 'Lagre styrken' }));
    await expect(
      await untilState('oasys.getByText(/^Vi fikk ikke lagret styrken for Acuvue Oasys 1-Day/)', () =>
        oasys.getByText(/^Vi fikk ikke lagret styrken for Acuvue Oasys 1-Day\./),
      ),
    ).toBeVisible();
    await expect(list(oasys, /^Styrke \(PWR\)/)).toHaveValue('-2.5');
    await expect(list(oasys, /^Basekurve \(BC\)/)).toHaveValue('8.6');
    const retry = oasys.getByRole('button', { name: 'Prøv igjen' });
    await expect(retry).toBeVisible();
    saveOutage.recover();
    await press(retry);
    await untilState('expect(oasys.getByText(SAVED)).toBeVisible()', () =>
      expect(oasys.getByText(SAVED)).toBeVisible(),
    );
  },
};

/** On a phone (375 px): the lens form in one column. */
export const Phone: Story = {
  globals: phone,
  play: MissingStrength.play,
};
