import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CartDrawer, ProductPage, ShopSessionProvider, createShopClient, useLocation } from '@glimt/ui';
import { MOCK_API_KEY, MOCK_SHOP_ID, faults, mockProductDetail } from '@glimt/ui/mocks';
import { LONG_EMOJI_NAME, LONG_UNBROKEN_NAME, expectNoSidewaysScroll } from '../../../test-support/longText';
import { untilState } from '../../../test-support/untilState';

/** The page needs a shopper session whose client may look articles up, and the drawer it opens. */
function FakeShop({ children }: { children: ReactNode }) {
  const client = useMemo(() => createShopClient({ apiKey: MOCK_API_KEY, shopId: MOCK_SHOP_ID }), []);
  return (
    <ShopSessionProvider client={client}>
      {children}
      <CartDrawer />
    </ShopSessionProvider>
  );
}

const withFakeShop: Decorator = (Story) => (
  <FakeShop>
    <Story />
  </FakeShop>
);

const meta = {
  title: 'Product/Product page',
  component: ProductPage,
  parameters: { layout: 'padded' },
  decorators: [withFakeShop],
  args: { idOrSlug: 'ray-ban-rx7047-blaa', setDocumentTitle: false, showRecommendations: false },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs until `element` has focus (at most 40 presses), as a keyboard user would. */
async function tabTo(element: HTMLElement) {
  for (let press = 0; press < 40 && element.ownerDocument.activeElement !== element; press += 1)
    await userEvent.tab();
  await expect(element).toHaveFocus();
}

async function loaded(canvasElement: HTMLElement, name: string | RegExp) {
  const canvas = within(canvasElement);
  await expect(
    await untilState('canvas.getByRole("heading", { level: 1, name })', () =>
      canvas.getByRole('heading', { level: 1, name }),
    ),
  ).toBeVisible();
  return canvas;
}

/** Glasses in two colours (one sold out) and two sizes: the size is kept in `?sku=`. */
export const Glasses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Ray-Ban RX7047');
    await expect(canvas.getByRole('radiogroup', { name: /Farge: Blå/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Svart (utsolgt)' })).toBeInTheDocument();
    // Keyboard only: Tab into the size group and choose the other size with an arrow key.
    const sizes = canvas.getByRole('radiogroup', { name: 'Størrelse' });
    const [first, second] = within(sizes).getAllByRole('radio');
    await tabTo(first!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(within(sizes).getAllByRole('radio')[1]).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Legg i handlekurven' })).toBeVisible();
  },
};

/** The product page of the path, as a shop's route renders it: a colour's swatch goes to its own page. */
function ProductAtPath() {
  const { pathname } = useLocation();
  const slug = pathname.slice(pathname.lastIndexOf('/') + 1);
  return <ProductPage idOrSlug={slug} setDocumentTitle={false} showRecommendations={false} />;
}

/**
 * The shopper chose the larger size in blue, then looks at black, which is sold out: the black
 * frame's page opens on the same size, marked sold out, instead of going back to the first size.
 */
export const SoldOutColourKeepsTheSize: Story = {
  parameters: { initialPath: '/produkt/ray-ban-rx7047-blaa' },
  render: () => <ProductAtPath />,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Ray-Ban RX7047');
    const sizes = canvas.getByRole('radiogroup', { name: 'Størrelse' });
    await tabTo(within(sizes).getByRole('radio', { name: '54-17-145' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(sizes).getByRole('radio', { name: '56-17-145' })).toBeChecked();

    // Shift+Tab back to the colours, and the arrow key to the sold-out black frame.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Blå' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const black = await untilState('canvas.getByRole("radiogroup", { name: "Farge: Svart" })', () =>
      canvas.getByRole('radiogroup', { name: 'Farge: Svart' }),
    );
    await expect(within(black).getByRole('radio', { name: 'Svart (utsolgt)' })).toHaveFocus();
    const blackSizes = canvas.getByRole('radiogroup', { name: 'Størrelse' });
    await expect(within(blackSizes).getByRole('radio', { name: '56-17-145 (utsolgt)' })).toBeChecked();
    await expect(canvas.getByTestId('buy-out-of-stock')).toBeVisible();
  },
};

/** Sunglasses on campaign, with a video in the gallery. */
export const SunglassesOnCampaign: Story = {
  args: { idOrSlug: 'ray-ban-aviator-classic-rb3025-gull' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Ray-Ban Aviator Classic RB3025');
    await expect(
      canvas.getByTestId('product-buy-box').querySelector('[data-price-state="campaign"]'),
    ).not.toBeNull();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(canvasElement.ownerDocument.body);
  },
};

/** Contact lenses bought once: the prescription per eye with the values this lens is made in. */
export const ContactLenses: Story = {
  args: { idOrSlug: 'acuvue-oasys-1-day-30-linser' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Acuvue Oasys 1-Day');
    await expect(canvas.getByRole('checkbox', { name: 'Samme styrke på begge øyne' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /Styrke/ })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: /Sylinder/ })).toBeNull();
    await userEvent.tab();
  },
};

/** Contact lenses on a subscription every 3 months, with the delivery note. */
export const ContactLensSubscription: Story = {
  args: { idOrSlug: 'acuvue-oasys-1-day-30-linser' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Acuvue Oasys 1-Day');
    const once = canvas.getByRole('radio', { name: 'Engangskjøp' });
    const subscription = canvas.getByRole('radio', { name: 'Abonnement' });
    await tabTo(once);
    await userEvent.keyboard('{ArrowDown}');
    await expect(subscription).toBeChecked();
    await expect(
      await untilState('canvas.getByRole("radio", { name: "Hver 3. måned" })', () =>
        canvas.getByRole('radio', { name: 'Hver 3. måned' }),
      ),
    ).toBeChecked();
    await expect(canvas.getByText(/behandles ca. 23 virkedager og sendes ca. 21 virkedager/)).toBeVisible();
  },
};

/** The lens form sent empty: each missing value has its message and focus goes to the first. */
export const ContactLensErrors: Story = {
  args: { idOrSlug: 'acuvue-oasys-1-day-for-astigmatism-30-linser' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, /Acuvue Oasys 1-Day for Astigmatism/);
    await tabTo(canvas.getByRole('button', { name: 'Legg i handlekurven' }));
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByText("Velg styrke.")', () => canvas.getByText('Velg styrke.')),
    ).toBeVisible();
    await expect(canvas.getByText('Velg sylinder.')).toBeVisible();
    await expect(canvas.getByText('Velg akse.')).toBeVisible();
    await expect(canvas.getByText('Bekreft at resepten er under ett år gammel.')).toBeVisible();
    await untilState('expect(canvas.getByRole("combobox", { name: /Styrke/ })).toHaveFocus()', () =>
      expect(canvas.getByRole('combobox', { name: /Styrke/ })).toHaveFocus(),
    );
  },
};

/**
 * The strength chosen but the prescription's age not confirmed: the one message is the
 * confirmation's (as for glasses), on its box, which gets focus; nothing goes to the cart, and
 * ticking it adds the lenses.
 */
export const ContactLensPrescriptionAgeNotConfirmed: Story = {
  args: { idOrSlug: 'acuvue-oasys-1-day-30-linser' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Acuvue Oasys 1-Day');
    const power = canvas.getByRole('combobox', { name: /Styrke/ });
    await tabTo(power);
    await userEvent.selectOptions(power, '-2,50');
    const baseCurve = canvas.getByRole('combobox', { name: /Basekurve/ });
    await tabTo(baseCurve);
    await userEvent.selectOptions(baseCurve, '8,6');
    await tabTo(canvas.getByRole('button', { name: 'Legg i handlekurven' }));
    await userEvent.keyboard('{Enter}');
    const confirm = canvas.getByRole('checkbox', {
      name: 'Jeg bekrefter at resepten er under ett år gammel.',
    });
    await untilState('expect(confirm).toHaveFocus()', () => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription(/Bekreft at resepten er under ett år gammel\./);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Skjemaet har 1 feil');
    await expect(power).toHaveValue('-2.5');
    await userEvent.keyboard(' ');
    await expect(confirm).toBeChecked();
    await untilState('expect(canvas.queryByText("Bekreft at …")).toBeNull()', () =>
      expect(canvas.queryByText('Bekreft at resepten er under ett år gammel.')).toBeNull(),
    );
  },
};

/** An eye-care product that cannot be subscribed: one button. */
export const EyeCareProduct: Story = {
  args: { idOrSlug: 'eyeq-oeyelokksservietter-20-stk' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, /EyeQ/);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Legg i handlekurven' })).toBeVisible();
  },
};

/** Sold out online: the sold-out text instead of a button. */
export const OutOfStock: Story = {
  args: { idOrSlug: 'ray-ban-rx7047-svart' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Ray-Ban RX7047');
    await expect(canvas.getByText('Utsolgt på nett')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Legg i handlekurven' })).toBeNull();
    await userEvent.tab();
  },
};

/** Types an address in "Varsle meg" and sends it with Enter, by keyboard only. */
async function askForStockAlert(canvasElement: HTMLElement, address: string) {
  const canvas = await loaded(canvasElement, 'Ray-Ban RX7047');
  const form = canvas.getByRole('form', { name: 'Varsle meg når den er tilbake' });
  const field = within(form).getByRole('textbox', { name: /E-postadresse/ });
  await tabTo(field);
  await userEvent.keyboard(address);
  await userEvent.keyboard('{Enter}');
  return { canvas, form, field };
}

/** Sold out: "Varsle meg" takes an e-mail, and the thanks take focus where the button was. */
export const StockAlertSent: Story = {
  args: { idOrSlug: 'ray-ban-rx7047-svart' },
  play: async ({ canvasElement }) => {
    const { canvas } = await askForStockAlert(canvasElement, 'kari@example.no');
    const sent = await untilState('canvas.getByTestId("stock-alert-sent")', () =>
      canvas.getByTestId('stock-alert-sent'),
    );
    await expect(sent).toHaveTextContent(
      'Takk! Vi sender en e-post til kari@example.no når varianten er tilbake på lager.',
    );
    await untilState('expect(sent).toHaveFocus()', async () => expect(sent).toHaveFocus());
  },
};

/** "Varsle meg" with an address that is not one: the catalogue's message on the field, focus on it, nothing typed lost. */
export const StockAlertBadAddress: Story = {
  args: { idOrSlug: 'ray-ban-rx7047-svart' },
  play: async ({ canvasElement }) => {
    const { field } = await askForStockAlert(canvasElement, 'kari@example');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Skriv en e-postadresse med @ og domene/);
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('kari@example');
  },
};

/** "Varsle meg" when the shop does not answer: the shopper is told, the address stays to try again. */
export const StockAlertFailed: Story = {
  args: { idOrSlug: 'ray-ban-rx7047-svart' },
  parameters: { msw: { handlers: { faults: [faults.status('POST', '/api/stock-alerts', 503)] } } },
  play: async ({ canvasElement }) => {
    const { form, field } = await askForStockAlert(canvasElement, 'kari@example.no');
    const alert = await untilState('within(form).getByRole("alert")', () => within(form).getByRole('alert'));
    await expect(alert).toHaveTextContent('Vi fikk ikke lagret varselet. Prøv igjen om litt.');
    await expect(field).toHaveValue('kari@example.no');
    await expect(within(form).getByRole('button', { name: 'Varsle meg' })).toBeEnabled();
  },
};

/** Only in stores: why, and the way to a store. */
export const StoreOnly: Story = {
  args: { idOrSlug: 'gucci-gg0010o-svart' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Gucci GG0010O');
    await expect(canvas.getByText('Brillene er bare tilgjengelige i butikk')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Finn butikk' });
    await tabTo(link);
    await expect(link).toHaveAttribute('href', '/finn-butikk');
  },
};

// Loading and Failed ask for articles no other story shows: SWR's cache outlives a story.
/** While the article loads: the skeleton of the final layout. */
export const Loading: Story = {
  args: { idOrSlug: 'ray-ban-rx5228-svart' },
  parameters: {
    msw: { handlers: { faults: [faults.delay('GET', '/api/article/ray-ban-rx5228-svart', 600_000)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByTestId("product-page-skeleton")', () =>
        canvas.getByTestId('product-page-skeleton'),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Henter produktet');
    // Nothing in the skeleton is a tab stop: a keyboard user does not land on a placeholder.
    await userEvent.tab();
    await expect(canvas.getByTestId('product-page-skeleton')).not.toContainElement(
      canvasElement.ownerDocument.activeElement as HTMLElement | null,
    );
  },
};

/** An unknown product: the not-found page. */
export const NotFound: Story = {
  args: { idOrSlug: 'finnes-ikke' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { level: 1 })', () =>
        canvas.getByRole('heading', { level: 1 }),
      ),
    ).toBeVisible();
    await expect(canvas.queryByTestId('product-page')).toBeNull();
    // The not-found page's way on is reachable by keyboard; Shift+Tab leaves it as it was.
    const firstLink = canvas.getAllByRole('link')[0]!;
    await tabTo(firstLink);
    await userEvent.tab({ shift: true });
    await expect(firstLink).not.toHaveFocus();
  },
};

/** The shop fails: a message and a way to try again. */
export const Failed: Story = {
  args: { idOrSlug: 'gucci-gg1133o-rosa' },
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', '/api/article/gucci-gg1133o-rosa', 500)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {})),
    ).toHaveTextContent('Vi klarte ikke å hente produktet');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
  },
};

/** On a phone: gallery above, buy box below. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Ray-Ban RX7047');
    await userEvent.tab();
  },
};

/** A frame with try-on assets: "Se i 3D" opens the 3D view in a dialog (its code loads then). */
export const ThreeDView: Story = {
  name: '3D view',
  args: { idOrSlug: 'ray-ban-round-metal-optics-rx6489-gull' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Ray-Ban Round Metal Optics RX6489');
    await tabTo(canvas.getByRole('button', { name: 'Se i 3D' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'within(canvasElement.ownerDocument.body).getByRole("dialog", { name: /Se i 3D/ })',
      () => within(canvasElement.ownerDocument.body).getByRole('dialog', { name: /Se i 3D/ }),
    );
    await expect(
      await untilState('within(dialog).getByRole("group", { name: /3D-modell av/ })', () =>
        within(dialog).getByRole('group', { name: /3D-modell av/ }),
      ),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await untilState('expect(canvas.getByRole("button", { name: "Se i 3D" })).toHaveFocus()', () =>
      expect(canvas.getByRole('button', { name: 'Se i 3D' })).toHaveFocus(),
    );
  },
};

/** "Prøv virtuelt" opens the try-on, which asks before it starts the camera. */
export const TryOnDialog: Story = {
  name: 'Try-on dialog',
  args: { idOrSlug: 'ray-ban-round-metal-optics-rx6489-gull' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Ray-Ban Round Metal Optics RX6489');
    await tabTo(canvas.getByRole('button', { name: 'Prøv virtuelt' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState(
      'within(canvasElement.ownerDocument.body).getByRole("dialog", { name: /Prøv virtuelt/, })',
      () =>
        within(canvasElement.ownerDocument.body).getByRole('dialog', {
          name: /Prøv virtuelt/,
        }),
    );
    await expect(
      await untilState('within(dialog).getByRole("button", { name: "Start kamera" })', () =>
        within(dialog).getByRole('button', { name: 'Start kamera' }),
      ),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await untilState('expect(canvas.getByRole("button", { name: "Prøv virtuelt" })).toHaveFocus()', () =>
      expect(canvas.getByRole('button', { name: 'Prøv virtuelt' })).toHaveFocus(),
    );
  },
};

// Asked for by id, which no other story asks for: SWR's cache outlives a story.
const longNamedId = 100013; // Prada PR A05V: ordinary price, in stock

/**
 * A 10,000-character name without a space and a brand of 2,500 emoji (#42) on a phone: both wrap
 * inside the page's width, so nothing pushes the page sideways.
 */
export const LongNameOnAPhone: Story = {
  args: { idOrSlug: String(longNamedId) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', `/api/article/${longNamedId}`, 200, {
            data: { ...mockProductDetail(longNamedId)!, name: LONG_UNBROKEN_NAME, brand: LONG_EMOJI_NAME },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await untilState('canvas.getByRole("heading", { level: 1 })', () =>
      canvas.getByRole('heading', { level: 1 }),
    );
    await expect(heading.textContent).toContain(LONG_UNBROKEN_NAME.slice(0, 50));
    await expect(canvas.getByText(LONG_EMOJI_NAME)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Legg i handlekurven' }));
  },
};

// The glasses of `Glasses`, asked for by id (not by its slug) for the same reason.
const longBrandDetail = mockProductDetail('ray-ban-rx7047-blaa')!;
const longBrandId = longBrandDetail.id;

/**
 * A 10,000-character brand without a space (#42), with the same word as the package, the lens type
 * and a size, on a phone: the brand line, the package, the specification and the size choice wrap
 * inside the page's width.
 */
export const LongBrandAndDetailsOnAPhone: Story = {
  args: { idOrSlug: String(longBrandId) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    msw: {
      handlers: {
        faults: [
          faults.status('GET', `/api/article/${longBrandId}`, 200, {
            data: {
              ...longBrandDetail,
              brand: LONG_UNBROKEN_NAME,
              name: LONG_EMOJI_NAME,
              namePackageGet: LONG_UNBROKEN_NAME,
              specification: { ...longBrandDetail.specification, lensType: LONG_UNBROKEN_NAME },
              skus: longBrandDetail.skus.map((sku, index) =>
                index === 0 ? { ...sku, size: LONG_UNBROKEN_NAME } : sku,
              ),
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await untilState('canvas.getByRole("heading", { level: 1 })', () =>
      canvas.getByRole('heading', { level: 1 }),
    );
    await expect(heading.textContent).toContain(LONG_UNBROKEN_NAME.slice(0, 50));
    await expect(heading.textContent).toContain(LONG_EMOJI_NAME.slice(0, 50));
    // The brand line, the package, the lens type and the size.
    await expect(canvas.getAllByText(LONG_UNBROKEN_NAME)).toHaveLength(4);
    await expectNoSidewaysScroll(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Legg i handlekurven' }));
  },
};
