import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { ProductCard, ShopSessionProvider, createShopClient, useLocation, type Article } from '@glimt/ui';
import { MOCK_API_KEY, MOCK_SHOP_ID, faults, getMockArticle } from '@glimt/ui/mocks';
import { stubReducedMotion } from '../../support/reducedMotion';
import { LONG_EMOJI_NAME, LONG_UNBROKEN_NAME, expectNoSidewaysScroll } from '../../../test-support/longText';
import { untilState } from '../../../test-support/untilState';

/** A fixture article by id (the fake backend's catalogue). */
function fixture(id: number): Article {
  const article = getMockArticle(id);
  if (!article) throw new Error(`No fixture article ${id}`);
  return article;
}

/** Article ids of the fixture catalogue, each picked for what it shows. */
const ids = {
  ordinary: 100013, // Prada PR A05V: ordinary price, in stock, no flags
  campaign: 100046, // Ray-Ban Aviator: campaign, light try-on flag, 3D badge
  coupon: 100033, // Oakley Pitchman R: coupon price
  fromPrice: 100036, // Glimt Fjord: from-price, 3D badge
  lens: 100097, // Acuvue Oasys: 30 lenses, subscription offer
  storeSubscription: 100109, // Air Optix: subscription part with status 0
  outOfStock: 100003, // Ray-Ban RX7047: status 30
  storeItem: 100008, // Gucci GG0010O: status 0
  video: 100045, // Ray-Ban Aviator: campaign, a WebM and an MP4 of one clip
  fetched: 100048, // Ray-Ban Wayfarer
  slow: 100050,
  failing: 100051,
} as const;

/** One card in a grid cell's width. */
const Cell = styled.div`
  width: 100%;
  max-width: 280px;
`;

/** The shop's product grid: two columns on phones, three on tablets, four on desktops. */
const GridLayout = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[2]}`};
  max-width: 1180px;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Single cards render in a grid cell's width; stories of several cards set `parameters.wide`. */
const inCell: Decorator = (Story, { parameters }) =>
  parameters.wide === true ? (
    <Story />
  ) : (
    <Cell>
      <Story />
    </Cell>
  );

/** Article lookups need the fake backend's shop id and API key: a session with such a client. */
function FakeShop({ children }: { children: ReactNode }) {
  const client = useMemo(() => createShopClient({ apiKey: MOCK_API_KEY, shopId: MOCK_SHOP_ID }), []);
  return <ShopSessionProvider client={client}>{children}</ShopSessionProvider>;
}

const withFakeShop: Decorator = (Story) => (
  <FakeShop>
    <Story />
  </FakeShop>
);

/** Shows where the memory router is, so a play test can see the card's link being followed. */
function CurrentPage() {
  const location = useLocation();
  return (
    <p style={{ marginTop: 24, fontSize: 14 }} data-testid="current-page">
      Side: {location.pathname}
      {location.search}
    </p>
  );
}

const meta = {
  title: 'Shop/Product card',
  component: ProductCard,
  decorators: [inCell],
  args: { article: fixture(ids.ordinary), basePath: '/produkt' },
  argTypes: {
    layout: { control: 'inline-radio', options: ['grid', 'cart'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    article: { control: false },
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * An ordinary price, in stock. The whole card is one link named by brand and name; Tab shows the
 * focus ring around the card, the price and stock are the link's description, and Enter opens the
 * product page (base path plus slug, keeping the base's query string).
 */
export const Ordinary: Story = {
  args: { basePath: '/produkt?ref=kategori' },
  render: (args) => (
    <>
      <ProductCard {...args} />
      <CurrentPage />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Prada PR A05V' });
    await expect(link).toHaveAttribute('href', '/produkt/prada-pr-a05v-skilpadde?ref=kategori');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Prada PR A05V' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(norm(computeDescription(link))).toBe('kr 3 190 På lager');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('current-page')).toHaveTextContent(
      'Side: /produkt/prada-pr-a05v-skilpadde?ref=kategori',
    );
  },
};

/** The text of the elements a link's `aria-describedby` names, as a screen reader hears it. */
function computeDescription(element: HTMLElement): string {
  const idList = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return idList.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * A campaign: the price in campaign red with the ordinary price struck through, said in words to
 * screen readers. A light flag ("Prøv virtuelt") gets dark text, the red one white text.
 */
export const Campaign: Story = {
  args: { article: fixture(ids.campaign) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Ray-Ban Aviator Classic RB3025' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(norm(computeDescription(link))).toBe(
      'Kampanjepris kr 1 399, ordinær pris kr 1 890 På lager',
    );
    await expect(canvasElement.querySelector('s')).toHaveTextContent(/kr\s1\s890/);
    await expect(canvas.getByTestId('vto-badge')).toHaveTextContent('Prøv virtuelt og se i 3D');
  },
};

/** A coupon lowers the price further: the coupon price shows under the price in campaign red. */
export const Coupon: Story = {
  args: { article: fixture(ids.coupon) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(norm(canvas.getByTestId('coupon-price').textContent)).toBe('kr 1 599 med kupong');
    const link = canvas.getByRole('link', { name: 'Oakley Pitchman R' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(norm(computeDescription(link))).toBe('kr 1 890 kr 1 599 med kupong På lager');
  },
};

/** The lowest of several prices: "fra" before the amount. */
export const FromPrice: Story = {
  args: { article: fixture(ids.fromPrice) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Glimt Fjord' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(norm(computeDescription(link))).toBe('fra kr 990 På lager');
  },
};

/** Contact lenses: the package ("30 linser") and the subscription price under the unit price. */
export const LensesWithSubscription: Story = {
  args: { article: fixture(ids.lens) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('30 linser')).toBeInTheDocument();
    await expect(norm(canvas.getByTestId('subscription-offer').textContent)).toBe('kr 359 med abonnement');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Acuvue Oasys 1-Day' })).toHaveFocus();
  },
};

/**
 * In a store context an article whose subscription part has status 0 shows its subscription price
 * instead of the unit price.
 */
export const StoreContextSubscription: Story = {
  args: { article: fixture(ids.storeSubscription), isStoreContext: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Air Optix plus HydraGlyde' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(norm(computeDescription(link))).toBe('3 linser Abonnementspris kr 269 På lager');
  },
};

/** Out of stock (status 30): said in words, with a hollow dot. */
export const OutOfStock: Story = {
  args: { article: fixture(ids.outOfStock) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Utsolgt')).toBeInTheDocument();
    await userEvent.tab();
    await expect(norm(computeDescription(canvas.getByRole('link')))).toMatch(/Utsolgt$/);
  },
};

/** Available in store (status 0 or 40), with the store flag. */
export const AvailableInStore: Story = {
  args: { article: fixture(ids.storeItem) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tilgjengelig i butikk')).toBeInTheDocument();
    await userEvent.tab();
    await expect(norm(computeDescription(canvas.getByRole('link')))).toMatch(/Tilgjengelig i butikk$/);
  },
};

/** Every stock state side by side: in stock (20), out of stock (30), in store (0 and 40). */
export const StockStates: Story = {
  parameters: { wide: true },
  render: (args) => (
    <GridLayout>
      {[ids.ordinary, ids.outOfStock, ids.storeItem, 100015].map((id) => (
        <ProductCard key={id} {...args} article={fixture(id)} />
      ))}
    </GridLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('På lager')).toBeInTheDocument();
    await expect(canvas.getByText('Utsolgt')).toBeInTheDocument();
    await expect(canvas.getAllByText('Tilgjengelig i butikk')).toHaveLength(2);
  },
};

const flagged: Article = {
  ...fixture(ids.ordinary),
  flags: [
    { text: 'Nyhet', color: '#0b5563' },
    { text: 'Eksklusivt hos Glimt', color: '#f2c94c' },
    { text: 'Bestselger', color: '#1b1c1e' },
    { text: 'Prøv virtuelt', color: '#e3f0f1' },
    { text: 'Ukjent farge', color: 'not-a-colour' },
  ],
};

/**
 * Flags in light and dark colours: each gets dark or white text, whichever reaches AA contrast on
 * it; a colour that cannot be read gets the neutral flag.
 */
export const Flags: Story = {
  args: { article: flagged },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Merking' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Nyhet',
      'Eksklusivt hos Glimt',
      'Bestselger',
      'Prøv virtuelt',
      'Ukjent farge',
    ]);
    const colours = items.map((item) => getComputedStyle(item).color);
    await expect(colours).toEqual([
      'rgb(255, 255, 255)',
      'rgb(27, 28, 30)',
      'rgb(255, 255, 255)',
      'rgb(27, 28, 30)',
      'rgb(255, 255, 255)',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Prada PR A05V' })).toHaveFocus();
  },
};

/**
 * A product video (a WebM and an MP4 of one clip) plays muted and looped over the picture. While it
 * plays on desktop the play/pause button fades out 1.5 s after the last mouse movement and comes
 * back on keyboard focus; Enter toggles it.
 *
 * Screenshots: this story makes motion allowed (a `matchMedia` stub), so the video plays in every
 * runner; its play test ends paused and rewound to the first frame, so the picture is the same every
 * time.
 */
export const WithVideo: Story = {
  args: { article: fixture(ids.video) },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => stubReducedMotion(false),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video');
    if (!video) throw new Error('no video');
    const layer = () => canvasElement.querySelector('[data-video-state]');
    await expect([...video.querySelectorAll('source')].map((source) => source.type)).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    await step('autoplays muted and looped', async () => {
      await untilState('expect(video.paused).toBe(false)', () => expect(video.paused).toBe(false));
      await expect(video.muted).toBe(true);
      await expect(video.loop).toBe(true);
      // The button says what it does once React has seen the video's `play` event, a render later.
      await untilState('the button says "Sett video på pause"', () =>
        expect(canvas.getByRole('button', { name: 'Sett video på pause' })).toBeInTheDocument(),
      );
    });
    await step('controls hide after 1.5 s without mouse movement', async () => {
      await untilState('expect(layer()).toHaveAttribute("data-controls", "hidden")', () =>
        expect(layer()).toHaveAttribute('data-controls', 'hidden'),
      );
    });
    await step('keyboard focus brings the controls back; Enter pauses and plays', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Ray-Ban Aviator Classic RB3025' })).toHaveFocus();
      await userEvent.tab();
      const toggle = canvas.getByRole('button', { name: 'Sett video på pause' });
      await expect(toggle).toHaveFocus();
      await expect(layer()).toHaveAttribute('data-controls', 'visible');
      await userEvent.keyboard('{Enter}');
      await untilState('expect(video.paused).toBe(true)', () => expect(video.paused).toBe(true));
      await expect(toggle).toHaveAccessibleName('Spill av video');
      await userEvent.keyboard('{Enter}');
      await untilState('expect(video.paused).toBe(false)', () => expect(video.paused).toBe(false));
      await userEvent.keyboard('{Enter}');
      await untilState('expect(video.paused).toBe(true)', () => expect(video.paused).toBe(true));
    });
    // The paused clip's frame is left out of the screenshot (the visual harness hides videos: a
    // paused video's picture depends on the media pipeline); the controls show.
    await expect(layer()).toHaveAttribute('data-controls', 'visible');
  },
};

/**
 * The user prefers reduced motion (a `matchMedia` stub here): the video does not start by itself
 * and loads nothing; the picture shows and the play button is there for whoever wants it.
 */
export const ReducedMotion: Story = {
  args: { article: fixture(ids.video) },
  beforeEach: () => stubReducedMotion(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video');
    if (!video) throw new Error('no video');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(video.paused).toBe(true);
    await expect(video.preload).toBe('none');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Spill av video' })).toHaveFocus();
  },
};

/** Given only an id, the card fetches the article from the fake backend (skeleton meanwhile). */
export const FetchedById: Story = {
  args: { article: undefined, id: ids.fetched },
  decorators: [withFakeShop],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await untilState(
      'canvas.getByRole("link", { name: "Ray-Ban Original Wayfarer RB2140" })',
      () => canvas.getByRole('link', { name: 'Ray-Ban Original Wayfarer RB2140' }),
    );
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** While the article loads: a skeleton of the card's size, marked busy. */
export const Loading: Story = {
  args: { article: undefined, id: ids.slow },
  decorators: [withFakeShop],
  parameters: {
    msw: { handlers: { faults: [faults.delay('GET', `/api/article/${ids.slow}`, 600_000)] } },
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-state="loading"]');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Laster produkt …');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/**
 * The lookup of one card fails (here a 500): that card shows a compact error block of the card's
 * width with "Prøv igjen" (in the tab order between its neighbours) and the grid keeps its shape.
 */
export const FetchErrorInGrid: Story = {
  args: { article: undefined },
  decorators: [withFakeShop],
  parameters: {
    wide: true,
    msw: { handlers: { faults: [faults.status('GET', `/api/article/${ids.failing}`, 500)] } },
  },
  render: (args) => (
    <GridLayout>
      <ProductCard {...args} id={ids.fetched} />
      <ProductCard {...args} id={ids.failing} />
      <ProductCard {...args} id={ids.lens} />
    </GridLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("Produktet kunne ikke vises akkurat nå.", undefined)', () =>
      canvas.getByText('Produktet kunne ikke vises akkurat nå.', undefined),
    );
    await untilState('canvas.getByRole("link", { name: "Acuvue Oasys 1-Day" })', () =>
      canvas.getByRole('link', { name: 'Acuvue Oasys 1-Day' }),
    );
    const cards = [...canvasElement.querySelectorAll('[data-layout="grid"]')];
    const widths = cards.map((card) => Math.round(card.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ray-Ban Original Wayfarer RB2140' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Prøv igjen' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Acuvue Oasys 1-Day' })).toHaveFocus();
  },
};

/**
 * The lookup fails once (a timeout or a dropped connection looks the same to the shopper): the error
 * block offers "Prøv igjen", and pressing it with the keyboard loads the card in place.
 */
export const FetchErrorThenRetry: Story = {
  args: { article: undefined, id: ids.failing },
  decorators: [withFakeShop],
  parameters: {
    msw: {
      handlers: {
        faults: [faults.status('GET', `/api/article/${ids.failing}`, 503, undefined, { once: true })],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText("Produktet kunne ikke vises akkurat nå.", undefined)', () =>
      canvas.getByText('Produktet kunne ikke vises akkurat nå.', undefined),
    );
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Prøv igjen' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("link", {})', () => canvas.getByRole('link', {})),
    ).toBeVisible();
    await expect(canvas.queryByText('Produktet kunne ikke vises akkurat nå.')).toBeNull();
  },
};

/** Neither article nor id: an empty block of the card's size, hidden from everyone. */
export const Empty: Story = {
  args: { article: undefined },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-state="empty"]');
    if (!(block instanceof HTMLElement)) throw new Error('no empty block');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block.getBoundingClientRect().height).toBeGreaterThan(200);
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

const badImages: Article = {
  ...fixture(ids.ordinary),
  medias: [
    {
      xs: { image: 'javascript:alert(1)' },
      sm: { image: 'http://cdn.glimt.test/mock-media/products/100013/0-sm.svg' },
      md: { image: 'https://evil.example/bilde.jpg', video: 'https://evil.example/film.webm' },
      lg: { image: '/relative/bilde.jpg' },
      xl: { image: 'not a url' },
    },
  ],
};

/**
 * Image and video URLs that are invalid or not on the brand's hosts render nothing: the stage keeps
 * its place and the rest of the card is unchanged.
 */
export const BadImageUrl: Story = {
  args: { article: badImages },
  play: async ({ canvasElement }) => {
    const media = within(canvasElement).getByTestId('product-media');
    await expect(media.querySelector('img, video, source')).toBeNull();
    await expect(media.getBoundingClientRect().height).toBeGreaterThan(100);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Prada PR A05V' })).toHaveFocus();
  },
};

const longNamed: Article = {
  ...fixture(100076),
  brand: 'Oliver Peoples Limited Heritage Collection',
  name: "O'Malley Sun Polarisert med ekstra bred innfatning og fotokromatiske glass i gradert gull",
  flags: [
    { text: 'Eksklusivt i utvalgte butikker i hele Norge', color: '#0b5563' },
    { text: 'Bestselger', color: '#1b1c1e' },
  ],
};

/** Long brand, name and flag in a narrow cell: the brand truncates, the name keeps two lines. */
export const LongNames: Story = {
  args: { article: longNamed },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName(
      "Oliver Peoples Limited Heritage Collection O'Malley Sun Polarisert med ekstra bred innfatning og fotokromatiske glass i gradert gull",
    );
    const card = canvasElement.querySelector('[data-layout="grid"]');
    await expect(Math.round(card?.getBoundingClientRect().width ?? 0)).toBe(180);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The compact row for the recommendations after adding to the cart: thumbnail, no flags or video. */
export const CartLayout: Story = {
  args: { layout: 'cart' },
  parameters: { wide: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ProductCard {...args} article={fixture(ids.lens)} />
      <ProductCard {...args} article={fixture(ids.video)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Merking' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Acuvue Oasys 1-Day' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ray-Ban Aviator Classic RB3025' })).toHaveFocus();
  },
};

const gridIds = [100047, 100033, 100036, 100097, 100009, 100003, 100080, 100109];

/** A product grid of several cards: two columns on phones, three on tablets, four on desktops. */
export const Grid: Story = {
  parameters: { wide: true },
  render: (args) => (
    <GridLayout>
      {gridIds.map((id) => (
        <ProductCard key={id} {...args} article={fixture(id)} />
      ))}
    </GridLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(gridIds.length);
    for (const link of links.slice(0, 3)) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
  },
};

/** At 375 px: two columns, the square mobile pictures from the `<source media>`. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { wide: true },
  render: (args) => (
    <GridLayout>
      {gridIds.slice(0, 4).map((id) => (
        <ProductCard key={id} {...args} article={fixture(id)} />
      ))}
    </GridLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sources = [...canvasElement.querySelectorAll('picture source')];
    await expect(sources).toHaveLength(4);
    await expect(sources[0]).toHaveAttribute('media', '(max-width: 767.98px)');
    await expect(sources[0]?.getAttribute('srcset')).toMatch(/-m\.svg 75w/);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

const hostileNamed: Article = { ...fixture(ids.ordinary), brand: LONG_EMOJI_NAME, name: LONG_UNBROKEN_NAME };

/**
 * A 10,000-character name without a space and a brand of 2,500 emoji (#42) in the phone grid: the
 * name breaks anywhere and keeps its two lines, the brand its one, so nothing pushes the page sideways.
 */
export const LongNameOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { wide: true },
  render: (args) => (
    <GridLayout>
      <ProductCard {...args} article={hostileNamed} />
      <ProductCard {...args} article={fixture(ids.campaign)} />
    </GridLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await untilState('canvas.getAllByRole("heading", { level: 3 })[0]', () => {
      const [first] = canvas.getAllByRole('heading', { level: 3 });
      if (!first) throw new Error('no card heading yet');
      return first;
    });
    await expect(heading.textContent).toContain(LONG_UNBROKEN_NAME.slice(0, 50));
    // The clamp holds: the name breaks inside its box (not cut off at the card's edge) and keeps
    // to two lines with an ellipsis; with the brand's line the heading stays under four lines.
    const name = heading.querySelector('a > span:last-child');
    if (!(name instanceof HTMLElement)) throw new Error('no name');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThan(4 * lineHeight);
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ray-Ban Aviator Classic RB3025' })).toHaveFocus();
  },
};
