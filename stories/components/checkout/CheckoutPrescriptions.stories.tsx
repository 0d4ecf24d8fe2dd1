import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CartUpdatePayload, CheckoutPage } from '@glimt/ui';
import { createOutage, faults, setMockShopperCart } from '@glimt/ui/mocks';
import { checkoutPageStories, checkoutSection, phone, press, tabToFar } from './checkoutStoryHelpers';
import { untilState } from '../../../test-support/untilState';

const SAVE = '/api/checkout/prescriptions/:ref';

const keptPrescription = {
  right: { sphere: -2, cylinder: -0.5, axis: 90, addition: null, pupillaryDistance: 32 },
  left: { sphere: -1.75, cylinder: null, axis: null, addition: null, pupillaryDistance: 31.5 },
  workingDistances: null,
};

/**
 * Two pairs of glasses: a Ray-Ban Clubmaster with progressive lenses and no prescription yet, and a
 * Ray-Ban Round Metal with single vision lenses whose prescription was given on the product page.
 */
const glassesCart: CartUpdatePayload[] = [
  { skuId: '100001-1', quantity: 1, childSkuId: 'glass-progressive' },
  {
    skuId: '100005-1',
    quantity: 1,
    childSkuId: 'glass-single-vision',
    prescriptionGlasses: keptPrescription,
  },
];
/** One pair of computer glasses without a prescription (working distances asked for). */
const computerCart: CartUpdatePayload[] = [{ skuId: '100001-1', quantity: 1, childSkuId: 'glass-computer' }];

const meta = {
  title: 'Checkout/Glasses prescriptions',
  ...checkoutPageStories(glassesCart),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Keyboard steps
// ---------------------------------------------------------------------------------------------

/** The prescriptions section once its lines are there. */
async function prescriptionsReady(canvasElement: HTMLElement) {
  const section = await checkoutSection(canvasElement, 'Styrke til brillene');
  await untilState('within(section).getAllByRole("article", {})', () =>
    within(section).getAllByRole('article', {}),
  );
  return within(section);
}

/** A pair of glasses in the prescriptions section, by the frame's name. */
const pair = (section: ReturnType<typeof within>, name: RegExp) =>
  within(section.getByRole('article', { name }));

/** Tabs to a field of a pair's form and types into it (after clearing it). */
async function typeField(glasses: ReturnType<typeof within>, name: string, text: string) {
  const field = glasses.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`));
  await tabToFar(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
  return field;
}

/** Ticks "the prescription is under one year old" with Space. */
async function confirmUnderOneYear(glasses: ReturnType<typeof within>) {
  const box = glasses.getByRole('checkbox', { name: /^Jeg bekrefter at resepten er under ett år gammel/ });
  await tabToFar(box);
  await userEvent.keyboard(' ');
  await expect(box).toBeChecked();
}

/** Fills a progressive prescription that keeps every rule. */
async function fillProgressive(glasses: ReturnType<typeof within>) {
  await typeField(glasses, 'Sfære (SPH), høyre øye', '+2,00');
  await typeField(glasses, 'Addisjon (ADD), høyre øye', '+2,00');
  await typeField(glasses, 'PD (mm), høyre øye', '32');
  await typeField(glasses, 'Sfære (SPH), venstre øye', '+1,75');
  await typeField(glasses, 'Addisjon (ADD), venstre øye', '+2,00');
  await typeField(glasses, 'PD (mm), venstre øye', '31,5');
  await confirmUnderOneYear(glasses);
}

const SAVED_PROGRESSIVE = 'Styrke: H: +2,00 ADD +2,00 PD 32 · V: +1,75 ADD +2,00 PD 31,5';

// ---------------------------------------------------------------------------------------------
// Stories
// ---------------------------------------------------------------------------------------------

/**
 * A pair without a prescription shows the product page's prescription form; a pair with one shows
 * it on one line with "Endre".
 */
export const MissingPrescription: Story = {
  play: async ({ canvasElement }) => {
    const section = await prescriptionsReady(canvasElement);
    const roundMetal = pair(section, /Round Metal.*med Enkeltstyrke/);
    await expect(
      roundMetal.getByText('Styrke: H: -2,00 CYL -0,50 AX 90° PD 32 · V: -1,75 PD 31,5'),
    ).toBeVisible();
    const clubmaster = pair(section, /Clubmaster.*med Progressive glass/);
    const sphere = clubmaster.getByLabelText(/^Sfære \(SPH\), høyre øye/);
    await expect(sphere).toHaveValue('');
    await expect(clubmaster.getByRole('checkbox', { name: /^Jeg bekrefter/ })).not.toBeChecked();
    // The form comes first on the page: Tab reaches the first field of the prescription.
    await tabToFar(sphere);
    await expect(sphere).not.toHaveAttribute('aria-invalid', 'true');
    await tabToFar(roundMetal.getByRole('button', { name: /^Endre styrken for .*Round Metal/ }));
  },
};

/**
 * "Fullfør kjøpet" with a prescription missing: the order waits, the message says why, focus goes
 * to the first field to fix, and what was typed stays. Filled in, the next press saves it first.
 */
export const OrderRefusedUntilFilledIn: Story = {
  play: async ({ canvasElement }) => {
    const section = await prescriptionsReady(canvasElement);
    const canvas = within(canvasElement);
    const clubmaster = pair(section, /Clubmaster.*med Progressive glass/);
    await typeField(clubmaster, 'Sfære (SPH), høyre øye', '+2,00');
    const addition = await typeField(clubmaster, 'Addisjon (ADD), høyre øye', '+2,50');
    await press(canvas.getByRole('button', { name: 'Fullfør kjøpet' }));
    const alert = await untilState('section.getByRole("alert")', () => section.getByRole('alert'));
    await expect(alert).toHaveTextContent(
      'Fyll inn og lagre styrken for alle brillene før du fullfører kjøpet.',
    );
    await untilState('expect(addition).toHaveFocus()', () => expect(addition).toHaveFocus());
    await expect(clubmaster.getByText('Sfære pluss addisjon kan ikke være mer enn +4,00.')).toBeVisible();
    await expect(clubmaster.getByText('Skriv PD for høyre øye.')).toBeVisible();
    await expect(clubmaster.getByLabelText(/^Sfære \(SPH\), høyre øye/)).toHaveValue('+2,00');
    await expect(canvas.getByTestId('where')).toHaveTextContent(/^\/checkout$/);

    // Filled in by the rules: "Fullfør kjøpet" saves it, then goes on to the details.
    await fillProgressive(clubmaster);
    await press(canvas.getByRole('button', { name: 'Fullfør kjøpet' }));
    await untilState('expect(clubmaster.getByText(SAVED_PROGRESSIVE)).toBeVisible()', () =>
      expect(clubmaster.getByText(SAVED_PROGRESSIVE)).toBeVisible(),
    );
    await expect(section.queryByRole('alert')).toBeNull();
    await untilState('expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus()', () =>
      expect(canvas.getByLabelText(/^Fornavn/)).toHaveFocus(),
    );
  },
};

/**
 * Saved: the prescription shows on one line and the pair takes focus; "Endre" opens the form with
 * it filled in, "Avbryt" closes it again and focus goes back to "Endre".
 */
export const SavedThenChanged: Story = {
  play: async ({ canvasElement }) => {
    const section = await prescriptionsReady(canvasElement);
    const clubmaster = pair(section, /Clubmaster.*med Progressive glass/);
    await fillProgressive(clubmaster);
    await press(clubmaster.getByRole('button', { name: 'Lagre styrken' }));
    await untilState('expect(clubmaster.getByText(SAVED_PROGRESSIVE)).toBeVisible()', () =>
      expect(clubmaster.getByText(SAVED_PROGRESSIVE)).toBeVisible(),
    );
    const article = section.getByRole('article', { name: /Clubmaster/ });
    await untilState('expect(article).toHaveFocus()', () => expect(article).toHaveFocus());
    await expect(clubmaster.getByRole('status')).toHaveTextContent(
      /^Styrken for .*Clubmaster.* er lagret\.$/,
    );

    const edit = clubmaster.getByRole('button', { name: /^Endre styrken for .*Clubmaster/ });
    await press(edit);
    const sphere = await untilState('clubmaster.getByLabelText(/^Sfære \\(SPH\\), høyre øye/)', () =>
      clubmaster.getByLabelText(/^Sfære \(SPH\), høyre øye/),
    );
    await untilState('expect(sphere).toHaveFocus()', () => expect(sphere).toHaveFocus());
    await expect(sphere).toHaveValue('+2');
    await expect(clubmaster.getByRole('checkbox', { name: /^Jeg bekrefter/ })).toBeChecked();
    await press(clubmaster.getByRole('button', { name: 'Avbryt' }));
    await untilState(
      'expect(clubmaster.getByRole("button", { name: /^Endre styrken for .*Clubmaster/ })).toH…',
      () => expect(clubmaster.getByRole('button', { name: /^Endre styrken for .*Clubmaster/ })).toHaveFocus(),
    );
    await expect(clubmaster.getByText(SAVED_PROGRESSIVE)).toBeVisible();
  },
};

/** Saving: the save is on its way; the button is busy and says so. */
export const Saving: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('POST', SAVE, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const section = await prescriptionsReady(canvasElement);
    const clubmaster = pair(section, /Clubmaster.*med Progressive glass/);
    await fillProgressive(clubmaster);
    const save = clubmaster.getByRole('button', { name: 'Lagre styrken' });
    await press(save);
    await untilState('expect(save).toHaveAttribute("aria-busy", "true")', () =>
      expect(save).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(
      await untilState('clubmaster.getByText("Lagrer styrken …")', () =>
        clubmaster.getByText('Lagrer styrken …'),
      ),
    ).toBeInTheDocument();
  },
};

/** The save fails (500): the message, every value typed kept, the button now "Prøv igjen". */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: { faults: [faults.status('POST', SAVE, 500)] } } },
  play: async ({ canvasElement }) => {
    const section = await prescriptionsReady(canvasElement);
    const clubmaster = pair(section, /Clubmaster.*med Progressive glass/);
    await fillProgressive(clubmaster);
    await press(clubmaster.getByRole('button', { name: 'Lagre styrken' }));
    const alert = await untilState('clubmaster.getByRole("alert", {})', () =>
      clubmaster.getByRole('alert', {}),
    );
    await expect(alert).toHaveTextContent(
      'Vi fikk ikke lagret styrken. Det du har skrevet, er tatt vare på.',
    );
    await expect(clubmaster.getByLabelText(/^Sfære \(SPH\), venstre øye/)).toHaveValue('+1,75');
    await expect(clubmaster.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  },
};

const saveOutage = createOutage();

/** The save fails (500): the message, every value typed kept, and "Prøv igjen" saves it once the shop is back. */
export const SaveFailsThenRetry: Story = {
  beforeEach: saveOutage.start,
  parameters: {
    msw: { handlers: { faults: [faults.status('POST', SAVE, 500, undefined, { when: saveOutage.isDown })] } },
  },
  play: async ({ canvasElement }) => {
    const section = await prescriptionsReady(canvasElement);
    const clubmaster = pair(section, /Clubmaster.*med Progressive glass/);
    await fillProgressive(clubmaster);
    await press(clubmaster.getByRole('button', { name: 'Lagre styrken' }));
    const alert = await untilState('clubmaster.getByRole("alert", {})', () =>
      clubmaster.getByRole('alert', {}),
    );
    await expect(alert).toHaveTextContent(
      'Vi fikk ikke lagret styrken. Det du har skrevet, er tatt vare på.',
    );
    await expect(clubmaster.getByLabelText(/^PD \(mm\), venstre øye/)).toHaveValue('31,5');
    await expect(clubmaster.getByRole('checkbox', { name: /^Jeg bekrefter/ })).toBeChecked();
    saveOutage.recover();
    await press(clubmaster.getByRole('button', { name: 'Prøv igjen' }));
    await untilState('expect(clubmaster.getByText(SAVED_PROGRESSIVE)).toBeVisible()', () =>
      expect(clubmaster.getByText(SAVED_PROGRESSIVE)).toBeVisible(),
    );
  },
};

/** Computer glasses: the working distances are asked for, the monitor's required and at most 500 cm. */
export const ComputerGlasses: Story = {
  beforeEach: () => {
    setMockShopperCart(computerCart);
  },
  play: async ({ canvasElement }) => {
    const section = await prescriptionsReady(canvasElement);
    const glasses = pair(section, /Clubmaster.*med Dataglass/);
    await typeField(glasses, 'Sfære (SPH), høyre øye', '-1,00');
    await typeField(glasses, 'PD (mm), høyre øye', '32');
    await typeField(glasses, 'Sfære (SPH), venstre øye', '-1,00');
    await typeField(glasses, 'PD (mm), venstre øye', '32');
    const monitor = await typeField(glasses, 'Til skjermen (cm)', '600');
    await confirmUnderOneYear(glasses);
    await press(glasses.getByRole('button', { name: 'Lagre styrken' }));
    await expect(
      await untilState('glasses.getByText("Arbeidsavstand kan være høyst 500 cm.")', () =>
        glasses.getByText('Arbeidsavstand kan være høyst 500 cm.'),
      ),
    ).toBeVisible();
    await expect(monitor).toHaveAttribute('aria-invalid', 'true');
    // Not saved: focus goes to the field to fix.
    await untilState('expect(monitor).toHaveFocus()', () => expect(monitor).toHaveFocus());
    await typeField(glasses, 'Til skjermen (cm)', '65');
    await press(glasses.getByRole('button', { name: 'Lagre styrken' }));
    await untilState('expect(glasses.getByText("Arbeidsavstander: skjerm 65 cm")).toBeVisible()', () =>
      expect(glasses.getByText('Arbeidsavstander: skjerm 65 cm')).toBeVisible(),
    );
    await expect(glasses.getByText('Styrke: H: -1,00 PD 32 · V: -1,00 PD 32')).toBeVisible();
  },
};

/** On a phone (375 px): the prescription's fields wrap to two columns. */
export const Phone: Story = {
  globals: phone,
  play: MissingPrescription.play,
};
