import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlassesConfigurator, type CartItem } from '@glimt/ui';
import { mockProductDetail } from '@glimt/ui/mocks';
import { chooseRadio, tabTo } from '../booking/bookingStoryHelpers';
import { untilState } from '../../../test-support/untilState';

/** A Ray-Ban RX7047 frame of the fixture catalogue (kr 1 590), with every lens option. */
const frame = mockProductDetail(100003)!;
const frameSku = frame.skus[0]!.skuId;

/** A cart with this frame and a brown tint on it. */
const cartWithBrownTint: CartItem[] = [
  {
    skuId: frameSku,
    parentSkuID: null,
    slug: frame.slug,
    ref: 'line-1',
    articleId: String(frame.id),
    articleDescription: frame.name,
    category: 'Briller',
    brand: frame.brand,
    quantity: 1,
    isEditAble: true,
    subscriptionInterval: null,
    prescription: null,
    prescriptionGlasses: null,
    media: { md: null },
    price: { amount: 1590, ordinaryPrice: 1590, isCampaign: false },
  },
  {
    skuId: 'tint-brown',
    parentSkuID: frameSku,
    slug: 'tint-brown',
    ref: 'line-2',
    articleId: '900007',
    articleDescription: 'Brun farge',
    category: 'Glass',
    brand: 'Glimt',
    quantity: 1,
    isEditAble: false,
    subscriptionInterval: null,
    prescription: null,
    prescriptionGlasses: null,
    media: { md: null },
    price: { amount: 590, ordinaryPrice: 590, isCampaign: false },
  },
];

const meta = {
  title: 'Product/Glasses configurator',
  component: GlassesConfigurator,
  args: { article: frame, cartItems: [], onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GlassesConfigurator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type EyeValues = Partial<Record<'sphere' | 'cylinder' | 'axis' | 'addition' | 'pd', string>>;

const FIELD_LABELS = {
  sphere: 'Sfære \\(SPH\\)',
  cylinder: 'Sylinder \\(CYL\\)',
  axis: 'Akse \\(AX\\)',
  addition: 'Addisjon \\(ADD\\)',
  pd: 'PD \\(mm\\)',
} as const;

/** The field of an eye, by its label (which names the eye). */
function eyeField(canvas: Canvas, eye: 'høyre' | 'venstre', field: keyof typeof FIELD_LABELS) {
  return canvas.getByLabelText(new RegExp(`^${FIELD_LABELS[field]}, ${eye} øye`));
}

/** Tabs to each field of an eye in order and types its value with the keyboard. */
async function typeEye(canvas: Canvas, eye: 'høyre' | 'venstre', values: EyeValues) {
  for (const field of ['sphere', 'cylinder', 'axis', 'addition', 'pd'] as const) {
    const value = values[field];
    if (value === undefined) continue;
    await tabTo(eyeField(canvas, eye, field));
    await userEvent.keyboard(value);
  }
}

async function confirmUnderOneYear(canvas: Canvas) {
  await tabTo(canvas.getByRole('checkbox', { name: /under ett år gammel/ }));
  await userEvent.keyboard(' ');
}

async function submit(canvas: Canvas) {
  await tabTo(canvas.getByRole('button', { name: 'Legg i handlekurven' }));
  await userEvent.keyboard('{Enter}');
}

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await untilState('canvas.getByRole("heading", { level: 2, name: "Velg glass" })', () =>
    canvas.getByRole('heading', { level: 2, name: 'Velg glass' }),
  );
  return canvas;
}

const RIGHT: EyeValues = { sphere: '-1,25', pd: '31,5' };
const LEFT: EyeValues = { sphere: '-1,00', pd: '32' };

/** Fills a valid single-vision prescription (with `right`/`left` overrides) and the confirmation. */
async function fillValid(canvas: Canvas, right: EyeValues = RIGHT, left: EyeValues = LEFT, confirm = true) {
  await typeEye(canvas, 'høyre', right);
  await typeEye(canvas, 'venstre', left);
  if (confirm) await confirmUnderOneYear(canvas);
}

/** Submits and checks that focus went to `field` with `message` at it and in the summary. */
async function expectRefused(
  canvas: Canvas,
  args: { onSubmit: unknown },
  field: HTMLElement,
  message: string,
) {
  await submit(canvas);
  await untilState('expect(field).toHaveFocus()', () => expect(field).toHaveFocus());
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(canvas.getAllByText(message)).toHaveLength(2);
  await expect(canvas.getByRole('heading', { name: 'Dette må rettes' })).toBeVisible();
  await expect(args.onSubmit).not.toHaveBeenCalled();
}

/** Nothing typed yet: single vision chosen, clear lenses, the frame and lens price as the total. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Enkeltstyrke/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Ingen farge/ })).toBeChecked();
    await expect(canvas.getByText(/kr\s2\s580/)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Til skjermen/)).toBeNull();
    await chooseRadio(canvas.getByRole('radio', { name: /Progressive glass/ }));
    await expect(canvas.getByText(/kr\s4\s580/)).toBeVisible();
  },
};

/** A valid prescription with a treatment and a grey tint: onSubmit gets the choice and the parsed prescription. */
export const FilledValid: Story = {
  name: 'Filled valid',
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await tabTo(canvas.getByRole('checkbox', { name: /Antirefleks/ }));
    await userEvent.keyboard(' ');
    await chooseRadio(canvas.getByRole('radio', { name: /Grå farge/ }));
    await expect(canvas.getByText(/kr\s3\s660/)).toBeVisible();
    await fillValid(
      canvas,
      { sphere: '-1,25', cylinder: '-0,50', axis: '90', pd: '31,5' },
      { sphere: '+0,25', pd: '32' },
    );
    await submit(canvas);
    await untilState('expect(args.onSubmit).toHaveBeenCalledTimes(1)', () =>
      expect(args.onSubmit).toHaveBeenCalledTimes(1),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      lens: expect.objectContaining({ skuId: 'glass-single-vision' }),
      treatments: [expect.objectContaining({ skuId: 'treatment-anti-reflex' })],
      tint: expect.objectContaining({ skuId: 'tint-grey', colour: 'Grå' }),
      prescription: {
        right: { sphere: -1.25, cylinder: -0.5, axis: 90, addition: null, pupillaryDistance: 31.5 },
        left: { sphere: 0.25, cylinder: null, axis: null, addition: null, pupillaryDistance: 32 },
        workingDistances: null,
      },
    });
    await expect(canvas.queryByRole('heading', { name: 'Dette må rettes' })).toBeNull();
  },
};

/** Computer glasses ask for the working distances, and onSubmit gets them. */
export const ComputerGlasses: Story = {
  name: 'Computer glasses',
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await chooseRadio(canvas.getByRole('radio', { name: /Dataglass/ }));
    const monitor = await untilState('canvas.getByLabelText(/^Til skjermen/)', () =>
      canvas.getByLabelText(/^Til skjermen/),
    );
    await fillValid(canvas, { ...RIGHT, addition: '+0,75' }, { ...LEFT, addition: '+0,75' }, false);
    await tabTo(monitor);
    await userEvent.keyboard('65');
    await tabTo(canvas.getByLabelText(/^Til verktøy/));
    await userEvent.keyboard('40');
    await confirmUnderOneYear(canvas);
    await submit(canvas);
    await untilState('expect(args.onSubmit).toHaveBeenCalledTimes(1)', () =>
      expect(args.onSubmit).toHaveBeenCalledTimes(1),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        lens: expect.objectContaining({ kind: 'computer' }),
        prescription: expect.objectContaining({ workingDistances: { monitor: 65, tools: 40, other: null } }),
      }),
    );
  },
};

/** The right sphere left empty: its message, focus on it, nothing sent. */
export const SphereMissing: Story = {
  name: 'Error: sphere missing',
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await fillValid(canvas, { pd: '31,5' });
    await expectRefused(canvas, args, eyeField(canvas, 'høyre', 'sphere'), 'Skriv sfære for høyre øye.');
    // nothing typed is lost
    await expect(eyeField(canvas, 'høyre', 'pd')).toHaveValue('31,5');
    await expect(eyeField(canvas, 'venstre', 'sphere')).toHaveValue('-1,00');
  },
};

/** The left PD left empty; the summary's entry leads back to it. */
export const PdMissing: Story = {
  name: 'Error: PD missing',
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await fillValid(canvas, RIGHT, { sphere: '-1,00' });
    const pd = eyeField(canvas, 'venstre', 'pd');
    await expectRefused(canvas, args, pd, 'Skriv PD for venstre øye.');
    // the summary's entry takes focus back to its field
    const entry = canvas.getByRole('button', { name: 'Skriv PD for venstre øye.' });
    for (let press = 0; press < 40 && entry.ownerDocument.activeElement !== entry; press += 1) {
      await userEvent.tab({ shift: true });
    }
    await expect(entry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pd).toHaveFocus();
  },
};

/** Sphere +2,00 with addition +2,25 is over +4,00; the message sits at the addition. */
export const SphereAdditionTooHigh: Story = {
  name: 'Error: sphere plus addition over +4,00',
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await chooseRadio(canvas.getByRole('radio', { name: /Progressive glass/ }));
    await fillValid(
      canvas,
      { sphere: '+2,00', addition: '+2,25', pd: '31,5' },
      { ...LEFT, addition: '+2,25' },
    );
    await expectRefused(
      canvas,
      args,
      eyeField(canvas, 'høyre', 'addition'),
      'Sfære pluss addisjon kan ikke være mer enn +4,00.',
    );
  },
};

/** An axis typed without a cylinder; typing the cylinder clears the message. */
export const AxisWithoutCylinder: Story = {
  name: 'Error: axis without cylinder',
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await fillValid(canvas, { ...RIGHT, axis: '90' });
    const axis = eyeField(canvas, 'høyre', 'axis');
    await expectRefused(canvas, args, axis, 'Akse kan bare fylles ut når du har sylinder.');
    await userEvent.tab({ shift: true });
    await expect(eyeField(canvas, 'høyre', 'cylinder')).toHaveFocus();
    await userEvent.keyboard('-0,50');
    await untilState('expect(axis).not.toHaveAttribute("aria-invalid", "true")', () =>
      expect(axis).not.toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.queryByText('Akse kan bare fylles ut når du har sylinder.')).toBeNull();
  },
};

/** Computer glasses with a working distance of 600 cm. */
export const WorkingDistanceTooFar: Story = {
  name: 'Error: working distance over 500 cm',
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await chooseRadio(canvas.getByRole('radio', { name: /Dataglass/ }));
    const monitor = await untilState('canvas.getByLabelText(/^Til skjermen/)', () =>
      canvas.getByLabelText(/^Til skjermen/),
    );
    await fillValid(canvas, RIGHT, LEFT, false);
    await tabTo(monitor);
    await userEvent.keyboard('600');
    await confirmUnderOneYear(canvas);
    await expectRefused(canvas, args, monitor, 'Arbeidsavstand kan være høyst 500 cm.');
  },
};

/** Everything typed but the under-one-year confirmation. */
export const NotConfirmed: Story = {
  name: 'Error: not confirmed under one year',
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await fillValid(canvas, RIGHT, LEFT, false);
    await expectRefused(
      canvas,
      args,
      canvas.getByRole('checkbox', { name: /under ett år gammel/ }),
      'Bekreft at resepten er under ett år gammel.',
    );
  },
};

/** The cart already has a brown tint on this frame: choosing brown says so at the tint group. */
export const TintAlreadyInCart: Story = {
  name: 'Error: tint colour already on this frame in the cart',
  args: { cartItems: cartWithBrownTint },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    const brown = canvas.getByRole('radio', { name: /Brun farge/ });
    await chooseRadio(brown);
    const message = /Du har allerede glassfargen Brun på denne rammen/;
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: /Glassfarge/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fillValid(canvas);
    await submit(canvas);
    await untilState('expect(brown).toHaveFocus()', () => expect(brown).toHaveFocus());
    await expect(canvas.getAllByText(message)).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // another colour is fine
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Grå farge/ })).toBeChecked();
    await untilState('expect(canvas.queryByText(message)).toBeNull()', () =>
      expect(canvas.queryByText(message)).toBeNull(),
    );
  },
};

/** At 360 px: the fields wrap to two columns, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ width: 360, padding: 16, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    const form = canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    await fillValid(canvas);
    await submit(canvas);
    await untilState('expect(args.onSubmit).toHaveBeenCalledTimes(1)', () =>
      expect(args.onSubmit).toHaveBeenCalledTimes(1),
    );
  },
};
