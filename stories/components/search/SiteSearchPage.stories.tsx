import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { SiteSearchPage, useLocation } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';

/** The page as the router shows it, with the current address above it for the stories' checks. */
function PageHarness() {
  const location = useLocation();
  return (
    <>
      <p style={{ margin: '0 16px', fontSize: 14 }}>
        Adresse nå: <code data-testid="current-location">{`${location.pathname}${location.search}`}</code>
      </p>
      <main>
        <SiteSearchPage />
      </main>
    </>
  );
}

const meta = {
  title: 'Shell/Search page',
  component: SiteSearchPage,
  parameters: { layout: 'fullscreen', initialPath: '/search?q=ra' },
  render: () => <PageHarness />,
} satisfies Meta<typeof SiteSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('current-location');
const scopeNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Resultattyper' }));

/** Tabs forward until `element` has focus (at most `limit` presses). */
async function tabTo(element: HTMLElement, limit = 12) {
  for (let press = 0; press < limit && element.ownerDocument.activeElement !== element; press += 1) {
    await userEvent.tab();
  }
  await expect(element).toHaveFocus();
}

/**
 * `/search?q=ra`: every group with its count, and the switcher with the count per result type.
 * The switcher's links change `s` through the router; the active one has `aria-current="page"`.
 */
export const AllGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Søkeresultater for «ra»');
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Produkter", level: 2 })', () =>
        canvas.getByRole('heading', { name: 'Produkter', level: 2 }),
      ),
    ).toBeVisible();
    for (const name of ['Kategorier', 'Butikker', 'Sider og artikler']) {
      await expect(canvas.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    await expect(canvas.getByText(/^Viser 1–24 av \d+$/)).toBeVisible();
    const nav = scopeNav(canvasElement);
    await expect(nav.getByRole('link', { name: /^Alle/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^Produkter\s+\d+ treff$/ })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ treff for «ra»$/);

    const products = nav.getByRole('link', { name: /^Produkter/ });
    await tabTo(products);
    await userEvent.keyboard('{Enter}');
    await untilState('expect(location(canvasElement)).toHaveTextContent("/search?q=ra&s=products")', () =>
      expect(location(canvasElement)).toHaveTextContent('/search?q=ra&s=products'),
    );
    await expect(products).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^Alle/ })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('heading', { name: 'Butikker', level: 2 })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Produkter', level: 2 })).toBeVisible();
  },
};

/** `s=stores`: only stores and cities with stores; "Butikker" is the current type. A store links to its page. */
export const Stores: Story = {
  parameters: { initialPath: '/search?q=oslo&s=stores' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Butikker", level: 2 })', () =>
        canvas.getByRole('heading', { name: 'Butikker', level: 2 }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Byer', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Produkter', level: 2 })).not.toBeInTheDocument();
    await expect(scopeNav(canvasElement).getByRole('link', { name: /^Butikker/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const store = canvas.getByRole('link', { name: /Glimt Oslo City/ });
    await expect(store).toHaveAttribute('href', '/finn-butikk/glimt-oslo-city');
    // Reached with Tab after the field, the button and the type switcher.
    await tabTo(store, 20);
  },
};

/**
 * `s=products`: products alone (as cards with picture, brand, name and price), so the type's count
 * is the product count; their categories show under "Alle".
 */
export const Products: Story = {
  parameters: { initialPath: '/search?q=ray&s=products' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await untilState('canvas.getByRole("heading", { name: "Produkter", level: 2 })', () =>
      canvas.getByRole('heading', { name: 'Produkter', level: 2 }),
    );
    const section = heading.closest('section');
    await expect(section).not.toBeNull();
    const cards = within(section as HTMLElement).getAllByRole('link');
    await expect(cards[0]).toHaveTextContent(/Ray-Ban/);
    await expect(cards[0]).toHaveTextContent(/kr\s/);
    await expect(cards[0]?.getAttribute('href')).toMatch(/^\/produkt\//);
    await expect(canvas.queryByRole('heading', { name: 'Kategorier', level: 2 })).not.toBeInTheDocument();
    await expect(scopeNav(canvasElement).getByRole('link', { name: /^Produkter/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The number of a "Viser a–b av n" or "n treff" text. */
const countIn = (text: string | null) => Number(/(\d+)(?: treff)?$/.exec(text ?? '')?.[1] ?? NaN);

/**
 * More product hits than one page (`/search?q=ray&s=products`): 24 cards, "Viser 1–24 av n" with
 * the same n as the "Produkter" type, and the pager. "Neste side" shows the next 24.
 */
export const ManyHits: Story = {
  parameters: { initialPath: '/search?q=ray&s=products' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const range = await untilState('canvas.getByText(/^Viser 1–24 av \\d+$/)', () =>
      canvas.getByText(/^Viser 1–24 av \d+$/),
    );
    const total = countIn(range.textContent);
    await expect(total).toBeGreaterThan(48);
    const type = scopeNav(canvasElement).getByRole('link', { name: /^Produkter/ });
    await expect(type).toHaveAccessibleName(`Produkter ${total} treff`);
    const section = canvas.getByRole('heading', { name: 'Produkter', level: 2 }).closest('section');
    await expect(within(section as HTMLElement).getAllByRole('link')).toHaveLength(24);
    const pager = within(canvas.getByRole('navigation', { name: 'Flere produkter' }));
    await expect(pager.getByText(`Side 1 av ${Math.ceil(total / 24)}`)).toBeVisible();
    await expect(pager.queryByRole('link', { name: 'Forrige side' })).not.toBeInTheDocument();
    const next = pager.getByRole('link', { name: 'Neste side' });
    await tabTo(next, 40);
    await userEvent.keyboard('{Enter}');
    await untilState(
      'expect(location(canvasElement)).toHaveTextContent("/search?q=ray&s=products&side=2")',
      () => expect(location(canvasElement)).toHaveTextContent('/search?q=ray&s=products&side=2'),
    );
    await expect(
      await untilState(`canvas.getByText("Viser 25–48 av ${total}")`, () =>
        canvas.getByText(`Viser 25–48 av ${total}`),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forrige side' })).toHaveAttribute(
      'href',
      '/search?q=ray&s=products',
    );
  },
};

/** The last page of product hits (`side=` the last): the last hits, "Forrige side" and no "Neste side". */
export const LastPage: Story = {
  parameters: { initialPath: '/search?q=ray&s=products&side=4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const range = await untilState('canvas.getByText(/^Viser 73–\\d+ av \\d+$/)', () =>
      canvas.getByText(/^Viser 73–\d+ av \d+$/),
    );
    const [, last, total] = /–(\d+) av (\d+)$/.exec(range.textContent ?? '') ?? [];
    await expect(last).toBe(total);
    const pager = within(canvas.getByRole('navigation', { name: 'Flere produkter' }));
    await expect(pager.getByText('Side 4 av 4')).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Forrige side' })).toHaveAttribute(
      'href',
      '/search?q=ray&s=products&side=3',
    );
    await expect(pager.queryByRole('link', { name: 'Neste side' })).not.toBeInTheDocument();
  },
};

/** `s=articles`: content pages and articles only. */
export const Articles: Story = {
  parameters: { initialPath: '/search?q=kontakt&s=articles' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Sider og artikler", level: 2 })', () =>
        canvas.getByRole('heading', { name: 'Sider og artikler', level: 2 }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kontakt oss' })).toHaveAttribute('href', '/kontakt-oss');
    await expect(canvas.queryByRole('heading', { name: 'Produkter', level: 2 })).not.toBeInTheDocument();
    await expect(scopeNav(canvasElement).getByRole('link', { name: /^Artikler/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * `/search` without a query: the form and the popular searches. An empty submit does nothing, one
 * letter shows the minimum-length message, and a real query goes to `/search?q=…`.
 */
export const EmptyQuery: Story = {
  parameters: { initialPath: '/search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Søk');
    await expect(canvas.getByRole('link', { name: 'Ray-Ban' })).toHaveAttribute('href', '/search?q=Ray-Ban');
    const field = canvas.getByRole('textbox', { name: 'Hva leter du etter?' });
    await tabTo(field);
    await userEvent.keyboard('{Enter}');
    await expect(location(canvasElement)).toHaveTextContent(/^\/search$/);
    await expect(field).toBeValid();

    await userEvent.keyboard('r{Enter}');
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(/Skriv minst 2 tegn for å søke\./);
    await expect(location(canvasElement)).toHaveTextContent(/^\/search$/);

    await userEvent.keyboard('ay{Enter}');
    await untilState('expect(location(canvasElement)).toHaveTextContent("/search?q=ray")', () =>
      expect(location(canvasElement)).toHaveTextContent('/search?q=ray'),
    );
    await expect(field).toBeValid();
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Produkter", level: 2 })', () =>
        canvas.getByRole('heading', { name: 'Produkter', level: 2 }),
      ),
    ).toBeVisible();
  },
};

/** A query nothing matches: the no-results text and popular searches to try instead. */
export const NoResults: Story = {
  parameters: { initialPath: '/search?q=xqzw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Ingen treff for «xqzw»" })', () =>
        canvas.getByRole('heading', { name: 'Ingen treff for «xqzw»' }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ingen treff for «xqzw»');
    await expect(scopeNav(canvasElement).getByRole('link', { name: /^Alle\s+0 treff$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Oakley' })).toBeVisible();
  },
};

/** The search call fails once: an error with a retry button; the retry finds the results. */
export const ErrorState: Story = {
  parameters: {
    initialPath: '/search?q=gucci',
    msw: { handlers: { faults: [faults.status('GET', '/api/site/search', 503, undefined, { once: true })] } },
  },
  play: async ({ canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const canvas = within(canvasElement);
      await expect(
        await untilState('canvas.getByTestId("site-search-error", {})', () =>
          canvas.getByTestId('site-search-error', {}),
        ),
      ).toHaveTextContent('Noe gikk galt. Prøv igjen, eller kontakt kundeservice.');
      await expect(logged).toHaveBeenCalled();
      const retry = canvas.getByRole('button', { name: 'Prøv igjen' });
      await tabTo(retry, 20);
      await userEvent.keyboard('{Enter}');
      await expect(
        await untilState('canvas.getByRole("heading", { name: "Produkter", level: 2 })', () =>
          canvas.getByRole('heading', { name: 'Produkter', level: 2 }),
        ),
      ).toBeVisible();
      await expect(canvas.queryByTestId('site-search-error')).not.toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  },
};

/** A slow answer: placeholder cards until the results arrive. */
export const Loading: Story = {
  parameters: {
    initialPath: '/search?q=briller',
    msw: { handlers: { faults: [faults.slowNetwork(1500)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('site-search-skeleton')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Søker …');
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Produkter", level: 2 })', () =>
        canvas.getByRole('heading', { name: 'Produkter', level: 2 }),
      ),
    ).toBeVisible();
  },
};

/** On a 375 px phone: two product cards per row; the type switcher scrolls sideways if it must. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await untilState('canvas.getByRole("heading", { name: "Produkter", level: 2 })', () =>
        canvas.getByRole('heading', { name: 'Produkter', level: 2 }),
      ),
    ).toBeVisible();
    const stores = scopeNav(canvasElement).getByRole('link', { name: /^Butikker/ });
    await tabTo(stores);
    await userEvent.keyboard('{Enter}');
    await untilState('expect(location(canvasElement)).toHaveTextContent("/search?q=ra&s=stores")', () =>
      expect(location(canvasElement)).toHaveTextContent('/search?q=ra&s=stores'),
    );
    await expect(canvas.getByRole('heading', { name: 'Butikker', level: 2 })).toBeVisible();
  },
};
