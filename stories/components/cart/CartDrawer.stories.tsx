import { useMemo, useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  Button,
  CartDrawer,
  GlimtProvider,
  ShopSessionProvider,
  createShopClient,
  useLocation,
  useNavigation,
  useShopSession,
  type Cart,
  type CartItem,
  type CartUpdatePayload,
} from '@glimt/ui';
import { createConsentStore, createShopAnalytics, type ShopDataLayerEvent } from '@glimt/ui/tracking';
import { createOutage, faultErrorBody, faults, mockArticles, setMockShopperCart } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';

// ---------------------------------------------------------------------------------------------
// A cart on the fake backend: the story's `beforeEach` gives every new shopper cart its lines
// (`setMockShopperCart`, after the preview reset the backend), and the session starts one.
// ---------------------------------------------------------------------------------------------

/** A story `beforeEach` that starts every new shopper cart with `lines`. */
function withCart(lines: readonly CartUpdatePayload[]) {
  return () => {
    setMockShopperCart(lines);
  };
}

/** Every cart update the drawer makes answers `respond()`. */
function cartUpdatesAnswer(respond: () => Response | Promise<Response>): HttpHandler {
  return http.post('*/api/cart/update', () => respond());
}

const lensPrescription = {
  right: { power: -2.5, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
  left: { power: -2.75, baseCurve: 8.6, diameter: 14.2, cylinder: null, axis: null, addition: null },
};
const glassesPrescription = {
  right: { sphere: -2, cylinder: -0.5, axis: 90, addition: null, pupillaryDistance: 32 },
  left: { sphere: -1.75, cylinder: null, axis: null, addition: null, pupillaryDistance: 31.5 },
};

/** Fixture SKUs (see the Storybook page "Mocks/Fake backend"). */
const sku = {
  /** Ray-Ban Clubmaster Optics RX5154, campaign kr 1 499 (kr 1 790). */
  frame: '100001-1',
  /** Acuvue Oasys 1-Day, kr 399, subscription kr 359. */
  oasys: '100097-1',
  /** Acuvue Moist 1-Day, campaign kr 239 (kr 299), subscription kr 269. */
  moist: '100099-1',
  /** Pusseklut mikrofiber 3-pk, kr 69. */
  cloth: '100144-1',
  /** Gift card kr 500 (not editable). */
  giftCard: '100159-2',
} as const;

const severalLines: CartUpdatePayload[] = [
  { skuId: sku.frame, quantity: 1, prescriptionGlasses: glassesPrescription },
  { skuId: sku.oasys, quantity: 2, prescription: lensPrescription },
  { skuId: sku.cloth, quantity: 1 },
];

// ---------------------------------------------------------------------------------------------
// The stage: a session, a trigger, the drawer, and the analytics events it pushed.
// ---------------------------------------------------------------------------------------------

const dataLayer: unknown[] = [];
const analytics = createShopAnalytics({
  consent: createConsentStore({ statistics: true }),
  dataLayer: () => dataLayer,
});
type CartEvent = Extract<ShopDataLayerEvent, { ecommerce: unknown }>;
const events = (name: CartEvent['event']) =>
  dataLayer.filter((entry): entry is CartEvent => (entry as { event?: string } | null)?.event === name);

interface StoryParameters {
  /** A cart the page already holds (no backend session). */
  initialCart?: Cart;
  /** Whether the drawer is open from the start (the cart state's `show` flag). */
  showCart?: boolean;
}

function StorySession({ children, initialCart, showCart }: StoryParameters & { children: ReactNode }) {
  // One client per story: its shopper session starts with the cart the story's beforeEach set.
  const [client] = useState(() => createShopClient());
  return (
    <ShopSessionProvider client={client} initialCart={initialCart ?? null} showCart={showCart ?? false}>
      {children}
    </ShopSessionProvider>
  );
}

const withSession: Decorator = (Story, { parameters }) => {
  const { initialCart, showCart } = parameters as StoryParameters;
  return (
    <StorySession initialCart={initialCart} showCart={showCart}>
      <Story />
    </StorySession>
  );
};

function CartStage() {
  const { setCartOpen, cartItemCount } = useShopSession();
  const location = useLocation();
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Button variant="secondary" onPress={() => setCartOpen(true)}>
        Handlekurv ({cartItemCount})
      </Button>
      <p style={{ margin: 0, fontSize: 14 }}>
        Adresse: <code data-testid="location">{`${location.pathname}${location.search}`}</code>
      </p>
      <CartDrawer />
    </div>
  );
}

const meta = {
  title: 'Shop/Cart drawer',
  component: CartDrawer,
  decorators: [withSession],
  render: () => <CartStage />,
  beforeEach: () => {
    dataLayer.length = 0;
  },
  // The shop's one analytics (GlimtProvider's), on a data layer the plays read.
  parameters: { layout: 'padded', analytics },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------------------------------------
// Keyboard helpers
// ---------------------------------------------------------------------------------------------

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openWithKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: /^Handlekurv/ });
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const drawer = await untilState('page(canvasElement).getByRole("dialog", { name: "Handlekurv" })', () =>
    page(canvasElement).getByRole('dialog', { name: 'Handlekurv' }),
  );
  await untilState('expect(drawer).toHaveFocus()', () => expect(drawer).toHaveFocus());
  // Until the slide-in ends the drawer is partly transparent: checks of what is visible wait for it.
  await untilState('expect(drawer).toBeVisible()', () => expect(drawer).toBeVisible());
  // A cancelled animation rejects `finished`; for "settled" it counts as ended too.
  await Promise.all(
    drawer.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
  );
  return { trigger, drawer };
}

/** Tabs (at most 40 times) until `target` has focus. */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 40 && target.ownerDocument.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** The line whose name is `name`. */
async function findLine(drawer: HTMLElement, name: string) {
  const heading = await untilState('within(drawer).getByRole("heading", { name, level: 3 })', () =>
    within(drawer).getByRole('heading', { name, level: 3 }),
  );
  const line = heading.closest<HTMLElement>('[data-cart-line]');
  if (!line) throw new Error(`no cart line for ${name}`);
  return line;
}

const quantityOf = (line: HTMLElement) =>
  line.querySelector('[data-quantity]')?.getAttribute('data-quantity');
const announcer = (drawer: HTMLElement) => within(drawer).getByTestId('cart-announcer');
const totalOf = (drawer: HTMLElement) => within(drawer).getByTestId('cart-total');

/** No part of the drawer is wider than the drawer (long words wrap, nothing scrolls sideways). */
async function expectNoSidewaysScroll(drawer: HTMLElement) {
  const body = drawer.querySelector<HTMLElement>('[data-scroll-body]') ?? drawer;
  await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
  for (const line of drawer.querySelectorAll<HTMLElement>('[data-cart-line]'))
    await expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(
      drawer.getBoundingClientRect().right,
    );
}

// ---------------------------------------------------------------------------------------------
// Stories
// ---------------------------------------------------------------------------------------------

/**
 * An empty cart: a short note and a way back to the shop; no total and no checkout. Escape closes
 * it and focus returns to the trigger; `view_cart` was pushed with no items.
 */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, drawer } = await openWithKeyboard(canvasElement);
    await untilState('within(drawer).getByText("Handlekurven din er tom")', () =>
      within(drawer).getByText('Handlekurven din er tom'),
    );
    await expect(within(drawer).queryByRole('link', { name: 'Til kassen' })).toBeNull();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');

    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Fortsett å handle' })).toHaveFocus();
    await untilState('expect(events("view_cart")).toHaveLength(1)', () =>
      expect(events('view_cart')).toHaveLength(1),
    );
    await expect(events('view_cart')[0]).toMatchObject({ ecommerce: { items: [], value: 0 } });

    await userEvent.keyboard('{Escape}');
    await untilState('expect(trigger).toHaveFocus()', () => expect(trigger).toHaveFocus());
    await untilState('expect(drawer).not.toBeInTheDocument()', () => expect(drawer).not.toBeInTheDocument());
  },
};

/**
 * Several lines: a campaign frame with a glasses prescription, lenses with a lens prescription and
 * an accessory. Changing a quantity updates the line, the total and the trigger's count at once and
 * is announced; taking a line to 0 removes it (and pushes `remove_from_cart`), and focus moves on to
 * the next line.
 */
export const SeveralLines: Story = {
  beforeEach: withCart(severalLines),
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    await untilState('expect(within(drawer).getAllByTestId("cart-line")).toHaveLength(3)', () =>
      expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(3),
    );
    await expect(totalOf(drawer)).toHaveTextContent('kr 2 366');
    await untilState('expect(events("view_cart")).toHaveLength(1)', () =>
      expect(events('view_cart')).toHaveLength(1),
    );
    await expect(events('view_cart')[0]?.ecommerce).toMatchObject({
      currency: 'NOK',
      value: 2366,
      items: [
        {
          name: 'Clubmaster Optics RX5154',
          id: '100001',
          category: 'Briller',
          brand: 'Ray-Ban',
          sku: sku.frame,
          price: 1499,
          discount: 291,
          quantity: 1,
          currency: 'NOK',
        },
        { sku: sku.oasys, quantity: 2, discount: 0 },
        { sku: sku.cloth, quantity: 1 },
      ],
    });

    // The frame: campaign price, glasses prescription per eye.
    const frame = await findLine(drawer, 'Clubmaster Optics RX5154');
    await expect(within(frame).getByTestId('cart-line-price')).toHaveAttribute('data-campaign', 'true');
    const table = within(frame).getByRole('table', { name: 'Brilleresept' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('H-2,00-0,5090°32');

    // The lenses: the one-line prescription.
    const lenses = await findLine(drawer, 'Oasys 1-Day');
    await expect(within(lenses).getByTestId('cart-line-lens-prescription')).toHaveTextContent(
      'H: -2,50 BC 8,6 DIA 14,2 · V: -2,75 BC 8,6 DIA 14,2',
    );

    // One more box of lenses.
    const more = within(lenses).getByRole('button', { name: 'Øk antall av Oasys 1-Day' });
    await tabTo(more);
    await userEvent.keyboard('{Enter}');
    await expect(quantityOf(lenses)).toBe('3');
    await expect(announcer(drawer)).toHaveTextContent('Antall oppdatert til 3');
    await expect(totalOf(drawer)).toHaveTextContent('kr 2 765');
    await expect(
      within(canvasElement).getByRole('button', { hidden: true, name: /^Handlekurv/ }),
    ).toHaveTextContent('Handlekurv (5)');

    // The cloth at 1: the decrease control removes it, and focus goes to the line that takes its place.
    const cloth = await findLine(drawer, 'Pusseklut mikrofiber 3-pk');
    const remove = within(cloth).getByRole('button', {
      name: 'Fjern Pusseklut mikrofiber 3-pk fra handlekurven',
    });
    await tabTo(remove);
    await userEvent.keyboard('{Enter}');
    await untilState('expect(cloth).not.toBeInTheDocument()', () => expect(cloth).not.toBeInTheDocument());
    await expect(announcer(drawer)).toHaveTextContent('Fjernet Pusseklut mikrofiber 3-pk fra handlekurven');
    await untilState(
      'expect(within(lenses).getByRole("button", { name: "Reduser antall av Oasys 1-Day" })).t…',
      () =>
        expect(within(lenses).getByRole('button', { name: 'Reduser antall av Oasys 1-Day' })).toHaveFocus(),
    );
    await untilState('expect(events("remove_from_cart")).toHaveLength(1)', () =>
      expect(events('remove_from_cart')).toHaveLength(1),
    );
    await expect(events('remove_from_cart')[0]?.ecommerce.items[0]).toMatchObject({
      sku: sku.cloth,
      quantity: 1,
    });
    await expect(totalOf(drawer)).toHaveTextContent('kr 2 696');
  },
};

/** A pair of glasses as bought on a product page: the frame with progressive lenses, anti-reflex and a grey tint. */
const glassesPair: CartUpdatePayload[] = [
  {
    skuId: sku.frame,
    quantity: 1,
    childSkuId: 'glass-progressive',
    prescriptionGlasses: glassesPrescription,
  },
  { skuId: sku.frame, quantity: 1, childSkuId: 'treatment-anti-reflex' },
  { skuId: sku.frame, quantity: 1, childSkuId: 'tint-grey' },
];

/**
 * A pair of glasses is one item (issue #40): the frame's picture, colour and size, its lens and
 * upgrades under it with their prices, and one quantity for the pair. "+" makes two pairs.
 */
export const GlassesPair: Story = {
  beforeEach: withCart(glassesPair),
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    const pair = await findLine(drawer, 'Clubmaster Optics RX5154');
    await expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(1);
    await expect(within(drawer).getAllByTestId('cart-line-picture')).toHaveLength(1);
    await expect(within(pair).getByTestId('cart-line-variant')).toHaveTextContent(
      'Farge: SvartStørrelse: 51-21-145',
    );
    const parts = within(pair).getByRole('list', { name: 'Innfatning og glass' });
    const names = within(parts)
      .getAllByRole('listitem')
      .map((part) => part.firstElementChild?.textContent);
    await expect(names).toEqual(['Innfatning', 'Progressive glass', 'Antirefleks', 'Grå farge']);
    await expect(within(pair).getAllByRole('group', { name: /^Antall/ })).toHaveLength(1);
    await expect(totalOf(drawer)).toHaveTextContent('kr 5 569');
    await expect(within(drawer).getByText(/^1 vare/)).toBeInTheDocument();

    const more = within(pair).getByRole('button', { name: 'Øk antall av Clubmaster Optics RX5154' });
    await tabTo(more);
    await userEvent.keyboard('{Enter}');
    await expect(quantityOf(pair)).toBe('2');
    await expect(totalOf(drawer)).toHaveTextContent('kr 11 138');
    await expect(within(pair).getByText('kr 5 569 per stk.')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { hidden: true, name: /^Handlekurv/ }),
    ).toHaveTextContent('Handlekurv (2)');
  },
};

/**
 * The count counts products, not lines: a pair of glasses (four lines) and two boxes of lenses are
 * 3 items. Removing the frame takes its lenses with it, and 2 are left.
 */
export const ItemCount: Story = {
  beforeEach: withCart([...glassesPair, { skuId: sku.oasys, quantity: 2 }]),
  play: async ({ canvasElement }) => {
    const { drawer, trigger } = await openWithKeyboard(canvasElement);
    await untilState('expect(within(drawer).getAllByTestId("cart-line")).toHaveLength(2)', () =>
      expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(2),
    );
    await expect(within(drawer).getByText(/^3 varer/)).toBeInTheDocument();
    await expect(trigger).toHaveTextContent('Handlekurv (3)');

    const pair = await findLine(drawer, 'Clubmaster Optics RX5154');
    await tabTo(
      within(pair).getByRole('button', { name: 'Fjern Clubmaster Optics RX5154 fra handlekurven' }),
    );
    await userEvent.keyboard('{Enter}');
    await untilState('expect(pair).not.toBeInTheDocument()', () => expect(pair).not.toBeInTheDocument());
    await expect(within(drawer).queryByText('Progressive glass')).toBeNull();
    await expect(within(drawer).getByText(/^2 varer/)).toBeInTheDocument();
    await expect(trigger).toHaveTextContent('Handlekurv (2)');
    await expect(announcer(drawer)).toHaveTextContent('Fjernet Clubmaster Optics RX5154 fra handlekurven');
  },
};

/** Subscription lines: the delivery interval in words and the lens prescription of each eye. */
export const SubscriptionLines: Story = {
  beforeEach: withCart([
    { skuId: sku.oasys, quantity: 2, subscriptionInterval: 'm3', prescription: lensPrescription },
    {
      skuId: sku.moist,
      quantity: 1,
      subscriptionInterval: 'm1',
      prescription: {
        right: null,
        left: { power: 1.25, baseCurve: 8.5, diameter: 14.2, cylinder: -0.75, axis: 180, addition: null },
      },
    },
  ]),
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    const oasys = await findLine(drawer, 'Oasys 1-Day');
    await expect(within(oasys).getByText('Abonnement · Hver 3. måned')).toBeVisible();
    await expect(within(oasys).getByText('kr 359 per stk.')).toBeVisible();
    const moist = await findLine(drawer, 'Moist 1-Day');
    await expect(within(moist).getByText('Abonnement · Hver måned')).toBeVisible();
    await expect(within(moist).getByTestId('cart-line-lens-prescription')).toHaveTextContent(
      'V: +1,25 BC 8,5 DIA 14,2 CYL -0,75 AX 180°',
    );
    await tabTo(within(moist).getByRole('button', { name: 'Øk antall av Moist 1-Day' }));
    await userEvent.keyboard('{Enter}');
    await expect(quantityOf(moist)).toBe('2');
    await expect(within(moist).getByText('Abonnement · Hver måned')).toBeVisible();
  },
};

/**
 * A line at 12, the most one line may hold: no increase, a note says why. Another line goes from
 * 11 to 12 with the keyboard: its increase control goes away and focus stays on the stepper.
 */
export const LineAtMaximum: Story = {
  beforeEach: withCart([
    { skuId: sku.cloth, quantity: 12 },
    { skuId: sku.oasys, quantity: 11 },
  ]),
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    const cloth = await findLine(drawer, 'Pusseklut mikrofiber 3-pk');
    await expect(quantityOf(cloth)).toBe('12');
    await expect(within(cloth).queryByRole('button', { name: /^Øk antall/ })).toBeNull();
    await expect(within(cloth).getByRole('button', { name: /^Reduser antall/ })).toBeVisible();
    await expect(
      within(cloth).getByRole('group', { name: 'Antall, Pusseklut mikrofiber 3-pk' }),
    ).toHaveAccessibleDescription('Maks 12 per vare');

    const oasys = await findLine(drawer, 'Oasys 1-Day');
    await tabTo(within(oasys).getByRole('button', { name: 'Øk antall av Oasys 1-Day' }));
    await userEvent.keyboard('{Enter}');
    await expect(quantityOf(oasys)).toBe('12');
    await expect(within(oasys).queryByRole('button', { name: /^Øk antall/ })).toBeNull();
    await expect(within(oasys).getByRole('button', { name: 'Reduser antall av Oasys 1-Day' })).toHaveFocus();
    await expect(within(oasys).getByText('Maks 12 per vare')).toBeVisible();
  },
};

/** A line that is not editable (a gift card): no increase, but the decrease control is still there. */
export const NotEditableLine: Story = {
  beforeEach: withCart([{ skuId: sku.giftCard, quantity: 2 }]),
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    const card = await findLine(drawer, 'Gavekort');
    await expect(within(card).queryByRole('button', { name: /^Øk antall/ })).toBeNull();
    await expect(within(card).getByText('Antallet kan ikke økes')).toBeVisible();
    await tabTo(within(card).getByRole('button', { name: 'Reduser antall av Gavekort' }));
    await userEvent.keyboard('{Enter}');
    await expect(quantityOf(card)).toBe('1');
    await expect(totalOf(drawer)).toHaveTextContent('kr 500');
    // At 1 the same control removes the line.
    await expect(within(card).getByRole('button', { name: 'Fjern Gavekort fra handlekurven' })).toHaveFocus();
  },
};

/**
 * The update fails (500): the new quantity shows at once, then rolls back, and an error
 * notification says so.
 */
export const FailingUpdate: Story = {
  beforeEach: withCart([{ skuId: sku.oasys, quantity: 1 }]),
  parameters: {
    msw: {
      handlers: {
        // The failure takes a moment, as a real one does, so the optimistic quantity can be seen
        // before the rollback (an instant answer could roll back before the check).
        faults: [
          cartUpdatesAnswer(async () => {
            await delay(600);
            return HttpResponse.json(faultErrorBody(500), { status: 500 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    const oasys = await findLine(drawer, 'Oasys 1-Day');
    const more = within(oasys).getByRole('button', { name: 'Øk antall av Oasys 1-Day' });
    await tabTo(more);
    await userEvent.keyboard('{Enter}');
    await expect(quantityOf(oasys)).toBe('2');
    // The failure answers after 600 ms on purpose; the default 1 s wait left too little for a busy
    // machine (the alert came, later: visual run 8).
    const alert = await untilState('page(canvasElement).getByRole("alert", undefined)', () =>
      page(canvasElement).getByRole('alert', undefined),
    );
    await untilState(
      'expect(alert).toHaveTextContent("Vi fikk ikke endret antallet for Oasys 1-Day. Prøv igj…',
      () => expect(alert).toHaveTextContent('Vi fikk ikke endret antallet for Oasys 1-Day. Prøv igjen.'),
    );
    await expect(quantityOf(oasys)).toBe('1');
    await expect(totalOf(drawer)).toHaveTextContent('kr 399');
    await expect(more).toHaveFocus();
  },
};

/** The update answers without a cart head (no update happened): the removal is rolled back too. */
export const UpdateWithoutCart: Story = {
  beforeEach: withCart([{ skuId: sku.cloth, quantity: 1 }]),
  parameters: {
    msw: { handlers: { faults: [cartUpdatesAnswer(() => HttpResponse.json({ success: false }))] } },
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    const cloth = await findLine(drawer, 'Pusseklut mikrofiber 3-pk');
    await tabTo(within(cloth).getByRole('button', { name: /^Fjern/ }));
    await userEvent.keyboard('{Enter}');
    const alert = await untilState('page(canvasElement).getByRole("alert")', () =>
      page(canvasElement).getByRole('alert'),
    );
    await untilState(
      'expect(alert).toHaveTextContent("Vi fikk ikke fjernet Pusseklut mikrofiber 3-pk. Prøv i…',
      () => expect(alert).toHaveTextContent('Vi fikk ikke fjernet Pusseklut mikrofiber 3-pk. Prøv igjen.'),
    );
    const back = await findLine(drawer, 'Pusseklut mikrofiber 3-pk');
    await expect(quantityOf(back)).toBe('1');
    await expect(events('remove_from_cart')).toHaveLength(0);
    // Focus came back to the line, not to the page behind.
    await untilState('expect(drawer.contains(drawer.ownerDocument.activeElement)).toBe(true)', () =>
      expect(drawer.contains(drawer.ownerDocument.activeElement)).toBe(true),
    );
  },
};

const sentUpdates: CartUpdatePayload[] = [];

/**
 * Four quick presses while the shop answers slowly: the drawer shows 5 at once, sends one call at
 * a time, coalesces the presses in between, and never shows an older answer over the newer count.
 */
export const RapidClicks: Story = {
  beforeEach: async () => {
    sentUpdates.length = 0;
    return withCart([{ skuId: sku.oasys, quantity: 1 }])();
  },
  parameters: {
    msw: {
      handlers: {
        faults: [
          http.post('*/api/cart/update', async ({ request }) => {
            sentUpdates.push((await request.clone().json()) as CartUpdatePayload);
            await delay(400);
            return undefined;
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    const oasys = await findLine(drawer, 'Oasys 1-Day');
    await tabTo(within(oasys).getByRole('button', { name: 'Øk antall av Oasys 1-Day' }));
    await userEvent.keyboard('{Enter}{Enter}{Enter}{Enter}');
    await expect(quantityOf(oasys)).toBe('5');
    await untilState('expect(sentUpdates).toHaveLength(2)', () => expect(sentUpdates).toHaveLength(2));
    // The first answer (2) arrives while 5 is wanted: the line keeps showing 5.
    await expect(quantityOf(oasys)).toBe('5');
    await expect(sentUpdates.map((update) => update.quantity)).toEqual([2, 5]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(quantityOf(oasys)).toBe('5');
    await expect(sentUpdates).toHaveLength(2);
    await expect(totalOf(drawer)).toHaveTextContent('kr 1 995');
  },
};

/**
 * "Tøm handlekurven" asks first. Escape cancels the question (the drawer stays open); confirming
 * empties the cart at once, announces it, and pushes `remove_from_cart` for each line.
 */
export const EmptyingTheCart: Story = {
  beforeEach: withCart(severalLines),
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    await untilState('expect(within(drawer).getAllByTestId("cart-line")).toHaveLength(3)', () =>
      expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(3),
    );
    const emptyButton = within(drawer).getByRole('button', { name: 'Tøm handlekurven' });
    await tabTo(emptyButton);
    await userEvent.keyboard('{Enter}');
    const question = await untilState(
      'within(drawer).getByRole("group", { name: "Vil du fjerne alle varene fra handlekurven?"…',
      () =>
        within(drawer).getByRole('group', {
          name: 'Vil du fjerne alle varene fra handlekurven?',
        }),
    );
    await expect(within(question).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await untilState(
      'expect(within(drawer).getByRole("button", { name: "Tøm handlekurven" })).toHaveFocus()',
      () => expect(within(drawer).getByRole('button', { name: 'Tøm handlekurven' })).toHaveFocus(),
    );
    await expect(drawer).toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await untilState(
      'within(drawer).getByRole("group", { name: "Vil du fjerne alle varene fra handlekurven?" })',
      () => within(drawer).getByRole('group', { name: 'Vil du fjerne alle varene fra handlekurven?' }),
    );
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('button', { name: 'Ja, tøm' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState('within(drawer).getByText("Handlekurven din er tom")', () =>
      within(drawer).getByText('Handlekurven din er tom'),
    );
    await expect(announcer(drawer)).toHaveTextContent('Handlekurven er tømt');
    await expect(within(drawer).getByRole('link', { name: 'Fortsett å handle' })).toHaveFocus();
    await expect(within(drawer).queryByRole('link', { name: 'Til kassen' })).toBeNull();
    await untilState('expect(events("remove_from_cart")).toHaveLength(3)', () =>
      expect(events('remove_from_cart')).toHaveLength(3),
    );
  },
};

/** While the shopper loads, the drawer (open from the start) shows placeholder lines. */
export const Loading: Story = {
  parameters: {
    showCart: true,
    msw: { handlers: { faults: [faults.delay('GET', '/api/site/shopper', 600_000)] } },
  },
  play: async ({ canvasElement }) => {
    const drawer = await untilState('page(canvasElement).getByRole("dialog", { name: "Handlekurv" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Handlekurv' }),
    );
    await expect(within(drawer).getByTestId('cart-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(within(drawer).getByText('Laster handlekurven …')).toBeInTheDocument();
    await expect(within(drawer).queryByRole('link', { name: 'Til kassen' })).toBeNull();
    await expect(events('view_cart')).toHaveLength(0);
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Lukk' })).toHaveFocus();
  },
};

const shopperOutage = createOutage();

/**
 * Loading the shopper fails (a timeout or a dropped connection): the drawer says so in an alert
 * and offers "Prøv igjen"; pressing it with the keyboard loads the cart.
 */
export const LoadFailedThenRetry: Story = {
  beforeEach: () => {
    shopperOutage.start();
    withCart([{ skuId: sku.frame, quantity: 1 }])();
  },
  parameters: {
    showCart: true,
    msw: {
      handlers: { faults: [faults.networkError('GET', '/api/site/shopper', { when: shopperOutage.isDown })] },
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = await untilState('page(canvasElement).getByRole("dialog", { name: "Handlekurv" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Handlekurv' }),
    );
    const alert = await untilState('within(drawer).getByRole("alert", {})', () =>
      within(drawer).getByRole('alert', {}),
    );
    await expect(alert).toHaveTextContent('Vi fikk ikke hentet handlekurven.');
    // The failure can arrive while the drawer is still fading in: wait for it to be shown.
    await untilState('expect(alert).toBeVisible()', () => expect(alert).toBeVisible());
    const retry = within(drawer).getByRole('button', { name: 'Prøv igjen' });
    shopperOutage.recover();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Lukk' })).toHaveFocus();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('within(drawer).getByRole("link", { name: "Til kassen" })', () =>
        within(drawer).getByRole('link', { name: 'Til kassen' }),
      ),
    ).toBeVisible();
    await expect(within(drawer).queryByRole('alert')).toBeNull();
    // The retry button is gone: keyboard focus stays in the drawer, not on the page behind it.
    await expect(drawer.contains(document.activeElement)).toBe(true);
  },
};

/**
 * Opened by `?previewCart=1`: the drawer is open on arrival. Closing it takes the parameter out of
 * the address (replacing the history entry), so a reload does not open it again.
 */
export const OpenedByPreviewCart: Story = {
  beforeEach: withCart([
    { skuId: sku.oasys, quantity: 2, subscriptionInterval: 'm2', prescription: lensPrescription },
  ]),
  parameters: { initialPath: '/kontaktlinser?previewCart=1&sort=pris' },
  play: async ({ canvasElement }) => {
    const drawer = await untilState('page(canvasElement).getByRole("dialog", { name: "Handlekurv" })', () =>
      page(canvasElement).getByRole('dialog', { name: 'Handlekurv' }),
    );
    await findLine(drawer, 'Oasys 1-Day');
    // Opened on mount, the drawer may still be fading in: wait until the line's text is shown.
    await untilState('expect(within(drawer).getByText("Abonnement · Hver 2. måned")).toBeVisible()', () =>
      expect(within(drawer).getByText('Abonnement · Hver 2. måned')).toBeVisible(),
    );
    await untilState('expect(events("view_cart")).toHaveLength(1)', () =>
      expect(events('view_cart')).toHaveLength(1),
    );
    await userEvent.keyboard('{Escape}');
    await untilState('expect(drawer).not.toBeInTheDocument()', () => expect(drawer).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/kontaktlinser?sort=pris');
  },
};

/** The visitor allowed personalisation (cookie group C0003): the recommender may be asked. */
function WithPersonalisation({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const consent = useMemo(() => createConsentStore({ statistics: true, preferences: true }), []);
  return (
    <GlimtProvider navigation={navigation} consent={consent} analytics={analytics} globalStyle={false}>
      {children}
    </GlimtProvider>
  );
}

/**
 * With consent to personalisation, "Passer godt sammen med" follows the lines: the recommender's
 * `after_basket` items for the cart's three products, as cart-style cards. Tab reaches the
 * carousel's cards after "Tøm handlekurven". (Following a card leaves for its page and closes the
 * drawer: the journey `e2e/cart-recommendations.e2e.ts`.)
 */
export const WithRecommendations: Story = {
  beforeEach: withCart(severalLines),
  decorators: [
    (Story) => (
      <WithPersonalisation>
        <Story />
      </WithPersonalisation>
    ),
  ],
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    const region = await untilState(
      'within(drawer).getByRole("region", { name: "Passer godt sammen med" })',
      () => within(drawer).getByRole('region', { name: 'Passer godt sammen med' }),
    );
    await untilState('expect(within(region).getAllByRole("link").length).toBeGreaterThan(0)', () =>
      expect(within(region).getAllByRole('link').length).toBeGreaterThan(0),
    );
    await expect(
      within(region).getByRole('heading', { level: 3, name: 'Passer godt sammen med' }),
    ).toBeVisible();
    // The cart's own products are not offered again.
    const offered = within(region)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    await expect(offered).not.toContain('Clubmaster Optics RX5154');
    await expect(offered).not.toContain('Oasys 1-Day');

    await tabTo(within(region).getAllByRole('link')[0]!);
  },
};

/** On a 375 px phone: a strip of the page stays visible, and every line fits without sideways scrolling. */
export const Mobile: Story = {
  beforeEach: withCart([
    ...severalLines,
    { skuId: sku.moist, quantity: 3, subscriptionInterval: 'm6', prescription: lensPrescription },
  ]),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    await untilState('expect(within(drawer).getAllByTestId("cart-line")).toHaveLength(4)', () =>
      expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(4),
    );
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await untilState('expect(Math.round(drawer.getBoundingClientRect().right)).toBe(width)', () =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(width),
    );
    await expect(Math.round(drawer.getBoundingClientRect().width)).toBe(Math.min(420, width - 48));
    await expectNoSidewaysScroll(drawer);
    const checkout = within(drawer).getByRole('link', { name: 'Til kassen' });
    await tabTo(checkout);
    await expect(checkout.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

function longLine(index: number, name: string, brand: string, quantity: number): CartItem {
  const article = mockArticles[index];
  const media = article?.medias[0]?.md?.image ?? null;
  return {
    skuId: `long-${index}`,
    parentSkuID: null,
    slug: `long-${index}`,
    ref: `long-line-${index}`,
    articleId: String(article?.id ?? index),
    articleDescription: name,
    category: article?.category ?? 'Briller',
    brand,
    quantity,
    isEditAble: true,
    subscriptionInterval: null,
    prescription: null,
    prescriptionGlasses: null,
    media: { md: media },
    price: { amount: 12_490, ordinaryPrice: 14_990, isCampaign: true },
  };
}

const longCart: Cart = (() => {
  const items = [
    longLine(
      0,
      'Progressive multifokale briller med blåfilter, antirefleks og herding – komplett med etui og pusseklut',
      'Lindberg Spirit Titanium Collection',
      2,
    ),
    longLine(
      1,
      'Supercalifragilisticexpialidociouskontaktlinseoppbevaringsetuiforreisebrukmedspeil',
      'Bausch + Lomb',
      12,
    ),
  ];
  return {
    items,
    totalCost: items.reduce((sum, item) => sum + item.price.amount * item.quantity, 0),
    shopperId: 'shopper-story',
    checkoutConfig: null,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  };
})();

/** Long names, brands and big amounts wrap inside the drawer, on a phone as well. */
export const LongNames: Story = {
  parameters: { initialCart: longCart },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { drawer } = await openWithKeyboard(canvasElement);
    await untilState('expect(within(drawer).getAllByTestId("cart-line")).toHaveLength(2)', () =>
      expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(2),
    );
    await expectNoSidewaysScroll(drawer);
    await expect(totalOf(drawer)).toHaveTextContent('kr 174 860');
    const first = within(drawer).getAllByTestId('cart-line')[0];
    if (!first) throw new Error('no first line');
    await tabTo(within(first).getByRole('button', { name: /^Øk antall av Progressive/ }));
  },
};
