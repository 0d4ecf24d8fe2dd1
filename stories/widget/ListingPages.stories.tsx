import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEFAULT_WIDGET_API_HOST, faults } from '@glimt/ui/mocks';
import {
  widgetLocaleDa,
  widgetLocaleEn,
  widgetLocaleFi,
  widgetLocaleNo,
  widgetLocaleSv,
  type WidgetLocale,
} from '@glimt/ui/widget';
import { BENCH_PRODUCTS, benchSearchHandler } from './bench-catalogue';
import { ListingPageStory, tabTo } from './pages-helpers';
import { untilState } from '../../test-support/untilState';

const no = widgetLocaleNo.messages;
const RESULTS_URL = `${DEFAULT_WIDGET_API_HOST}/v2/search/results`;
const LISTING_URL = `${DEFAULT_WIDGET_API_HOST}/v2/product-listing`;

const meta = {
  title: 'Widget/Search and category pages',
  component: ListingPageStory,
  parameters: { layout: 'padded', initialPath: '/sok?query=solbriller' },
  args: { kind: 'search' },
} satisfies Meta<typeof ListingPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement, attribute = 'data-search-result-id') =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>(`a[${attribute}]`));

/**
 * The search page with results: heading with the query, the count, the sidebar's filters, sorting
 * and the grid. From the keyboard: a brand ticked in the sidebar narrows the results (the box keeps
 * focus), the URL says so, and its chip removes it again (focus then goes to the heading).
 */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState(
      'canvas.getByRole("heading", { level: 1, name: "Søkeresultater for «solbriller»" })',
      () => canvas.getByRole('heading', { level: 1, name: 'Søkeresultater for «solbriller»' }),
    );
    await untilState('expect(cards(canvasElement).length).toBeGreaterThan(10)', () =>
      expect(cards(canvasElement).length).toBeGreaterThan(10),
    );
    const before = cards(canvasElement).length;
    const sidebar = canvas.getByRole('complementary', { name: no.filters });
    const brands = within(sidebar).getByTestId('filter-group-merke');
    const brand = within(brands).getAllByRole('checkbox')[0]!;
    await tabTo(brand);
    await userEvent.keyboard(' ');
    await untilState('expect(canvas.getByTestId("location")).toHaveTextContent("f_merke=")', () =>
      expect(canvas.getByTestId('location')).toHaveTextContent('f_merke='),
    );
    await untilState('expect(cards(canvasElement).length).toBeLessThan(before)', () =>
      expect(cards(canvasElement).length).toBeLessThan(before),
    );
    // The panel stayed while the narrower listing loaded: the ticked box still has focus.
    await expect(brand).toHaveFocus();
    await expect(brand).toBeChecked();
    const chip = await untilState('canvas.getByRole("button", { name: /^Fjern filter: Merke/ })', () =>
      canvas.getByRole('button', { name: /^Fjern filter: Merke/ }),
    );
    await tabTo(chip, { shift: true });
    await userEvent.keyboard('{Enter}');
    await untilState('expect(cards(canvasElement).length).toBe(before)', () =>
      expect(cards(canvasElement).length).toBe(before),
    );
    // The last chip gone (and the bar with it), focus lands on the heading, not on the page.
    await untilState('expect( canvas.getByRole("heading", { level: 1, name: "Søkeresultater ', () =>
      expect(
        canvas.getByRole('heading', { level: 1, name: 'Søkeresultater for «solbriller»' }),
      ).toHaveFocus(),
    );
  },
};

/**
 * While the first results are on their way: 48 placeholder cards of the cards' size, pulsing as one,
 * the grid busy.
 */
export const SearchLoading: Story = {
  parameters: { msw: { handlers: { faults: [faults.delay('POST', RESULTS_URL, 600_000)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await untilState('canvas.getByRole("heading", { level: 1 })', () =>
      canvas.getByRole('heading', { level: 1 }),
    );
    await untilState('expect(canvasElement.querySelector("[role="list"][aria-busy="true"]"))', () =>
      expect(canvasElement.querySelector('[role="list"][aria-busy="true"]')).not.toBeNull(),
    );
    await expect(
      canvasElement.querySelectorAll('[role="list"][aria-busy="true"] > [aria-hidden="true"] > *'),
    ).toHaveLength(48);
    // The 48 cards pulse as one layer (240 moving blocks once doubled a loading page's time on a
    // machine without a GPU), and are still under reduced motion.
    const grid = canvasElement.querySelector('[role="list"][aria-busy="true"]')!;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(grid.getAnimations({ subtree: true })).toHaveLength(still ? 0 : 1);
    await expect(heading).toHaveTextContent('solbriller');
    const field = canvas.getByRole('button', { name: /^Søk/ });
    await tabTo(field);
  },
};

/**
 * Nothing found: what was searched, a hint and the suggestions, and below them the products the
 * API relates to the query (`/v2/search/related`, ids `rl-...`), not its general recommendations.
 */
export const SearchNoResults: Story = {
  parameters: { initialPath: '/sok?query=qqqxyzzy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByText(no.noResults.replace("{query}", "qqqxyzzy"))', () =>
      canvas.getByText(no.noResults.replace('{query}', 'qqqxyzzy')),
    );
    await expect(canvas.getByText(no.noResultsHint)).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
    const related = await untilState('the related products, each from /v2/search/related', () => {
      const region = canvas.getByRole('region', { name: no.fewResultsRecommendations });
      const links = [...region.querySelectorAll('a[data-recommendation-id]')];
      expect(links).toHaveLength(8);
      for (const link of links) expect(link.getAttribute('data-recommendation-id')).toMatch(/^rl-/);
      return region;
    });
    await expect(related).toBeVisible();
    const field = canvas.getByRole('button', { name: /^Søk/ });
    await tabTo(field);
  },
};

/**
 * The search failed: the message in an alert, no grid. The API cannot be reached, a failure the
 * retry policy gives up on at once (a 500 is retried for the call's 10 s; the policy's waits are
 * unit-tested with a fake clock in `retry.test.ts`).
 */
export const SearchFailed: Story = {
  parameters: { msw: { handlers: { faults: [faults.networkError('POST', RESULTS_URL)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(alert).toHaveTextContent(no.searchFailed);
    await expect(cards(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await tabTo(canvas.getByRole('button', { name: /^Søk/ }));
  },
};

/**
 * A search from another widget field on a filtered search page (the header's, here above the page):
 * the page sees a new query without its filters, clears the brand chip, and offers it back in a
 * polite toast ("Gjenopprett", 30 s) that the keyboard reaches next to the field.
 */
export const SearchRestoreAfterHeaderSearch: Story = {
  args: { headerField: true },
  parameters: { initialPath: '/sok?query=solbriller&f_merke=Ray-Ban‚' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('the Ray-Ban chip on "solbriller"', () =>
      canvas.getByRole('button', { name: /^Fjern filter: Merke Ray-Ban/ }),
    );
    const header = canvasElement.querySelector('header')!;
    const field = within(header).getByRole('button', { name: /^Søk/ });
    await tabTo(field);
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const input = await untilState("the modal's field focused", () => {
      const combobox = within(body.getByRole('dialog', { name: 'Søk' })).getByRole('combobox');
      expect(combobox).toHaveFocus();
      return combobox;
    });
    await userEvent.keyboard('briller');
    await expect(input).toHaveValue('briller');
    await userEvent.keyboard('{Enter}');
    await untilState('the URL flags the cleared filters', () =>
      expect(canvas.getByTestId('location')).toHaveTextContent(
        '/sok?query=briller&went_sideways_clear_filters=true',
      ),
    );
    await untilState('the heading says "briller"', () =>
      canvas.getByRole('heading', { level: 1, name: 'Søkeresultater for «briller»' }),
    );
    await expect(canvas.queryByRole('button', { name: /^Fjern filter/ })).toBeNull();
    const restore = await untilState('the toast\'s "Gjenopprett" shown', () => {
      const button = canvas.getByRole('button', { name: no.restoreFilters });
      expect(button).toBeVisible();
      return button;
    });
    await tabTo(restore);
  },
};

/**
 * A long list: "Vis flere produkter" from the keyboard loads the next 48 (the fake catalogue finds
 * over 150 products for "brille"), the position is said in a status region, and the button stays
 * for the rest.
 */
export const SearchLongList: Story = {
  parameters: { initialPath: '/sok?query=brille' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('expect(cards(canvasElement)).toHaveLength(48)', () =>
      expect(cards(canvasElement)).toHaveLength(48),
    );
    const more = canvas.getByRole('button', { name: no.loadMore });
    // Back from the page's end (Shift+Tab), as a keyboard user does past 48 cards' links.
    await tabTo(more, { shift: true });
    await userEvent.keyboard('{Enter}');
    // The next 48 come with a request and a render: wait for the page to say so, however long the
    // machine takes (the test's own timeout still ends a wait for a state that never comes).
    const position = await untilState('the next 48 products', () =>
      canvas.getByText(/^Viser 96 av \d+ produkter$/, { selector: '[role="status"]' }),
    );
    const total = Number(position.textContent!.match(/av (\d+)/)![1]);
    await expect(total).toBeGreaterThan(150);
    await expect(cards(canvasElement)).toHaveLength(96);
    await expect(canvas.getByRole('button', { name: no.loadMore })).toBeVisible();
  },
};

/**
 * On a phone the filters are behind "Filtre": a modal sheet from the keyboard, with the live
 * "Vis N produkter"; Escape closes it and focus goes back to the button.
 */
export const SearchMobileSheet: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('expect(cards(canvasElement).length).toBeGreaterThan(0)', () =>
      expect(cards(canvasElement).length).toBeGreaterThan(0),
    );
    const button = canvas.getByRole('button', { name: no.filters });
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await untilState('body.getByRole("dialog")', () => body.getByRole('dialog'));
    // The sheet fades in from opacity 0 (200 ms): its button counts as visible once the fade has run.
    await untilState('the sheet\'s "Vis N produkter" button visible', () =>
      expect(within(sheet).getByRole('button', { name: /^Vis \d+ produkt/ })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await untilState('expect(body.queryByRole("dialog")).toBeNull()', () =>
      expect(body.queryByRole('dialog')).toBeNull(),
    );
    await untilState('expect(button).toHaveFocus()', () => expect(button).toHaveFocus());
  },
};

/** A category page: breadcrumb, title, count, quick links and the listing's cards. */
export const CategoryResults: Story = {
  args: { kind: 'category', categoryPath: '/solbriller/ray-ban' },
  parameters: { initialPath: '/solbriller/ray-ban' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = await untilState('canvas.getByRole("navigation", { name: no.breadcrumb })', () =>
      canvas.getByRole('navigation', { name: no.breadcrumb }),
    );
    await untilState('expect(cards(canvasElement, "data-product-listing-result-id").length).', () =>
      expect(cards(canvasElement, 'data-product-listing-result-id').length).toBeGreaterThan(0),
    );
    await expect(canvas.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    const first = within(crumbs).getAllByRole('link')[0]!;
    await tabTo(first);
  },
};

/**
 * While a category's first answer is on its way: the title the host gave, placeholders where the
 * breadcrumb and the quick links will be, the toolbar's room and 48 placeholder cards, so nothing
 * moves when the answer comes.
 */
export const CategoryLoading: Story = {
  args: { kind: 'category', categoryPath: '/solbriller/ray-ban' },
  parameters: {
    initialPath: '/solbriller/ray-ban',
    msw: { handlers: { faults: [faults.delay('POST', LISTING_URL, 600_000)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('expect(canvasElement.querySelector("[role="list"][aria-busy="true"]"))', () =>
      expect(canvasElement.querySelector('[role="list"][aria-busy="true"]')).not.toBeNull(),
    );
    await expect(
      canvasElement.querySelectorAll('[role="list"][aria-busy="true"] > [aria-hidden="true"] > *'),
    ).toHaveLength(48);
    // The placeholders are hidden from assistive technology, and the live regions say nothing yet.
    await expect(canvas.queryByRole('navigation', { name: no.breadcrumb })).toBeNull();
    for (const region of canvas.getAllByRole('status')) await expect(region).toBeEmptyDOMElement();
    // Tab never stops on a placeholder.
    await userEvent.tab();
    await expect(canvasElement.querySelector('[role="list"][aria-busy="true"]')).not.toContainElement(
      document.activeElement as HTMLElement | null,
    );
  },
};

/** The category listing failed (the API cannot be reached): the message in an alert. */
export const CategoryFailed: Story = {
  args: { kind: 'category', categoryPath: '/solbriller' },
  parameters: {
    initialPath: '/solbriller',
    msw: { handlers: { faults: [faults.networkError('POST', LISTING_URL)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await untilState('canvas.getByRole("alert", {})', () => canvas.getByRole('alert', {}));
    await expect(alert).toHaveTextContent(no.listingFailed);
  },
};

/** The search page in one of the five complete locales: heading, sorting label and "show more". */
const inLocale = (locale: WidgetLocale, query: string): Story => ({
  args: { locale },
  parameters: { initialPath: `/sok?query=${query}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = locale.messages;
    await untilState(
      'canvas.getByRole("heading", { level: 1, name: texts.searchResultsFor!.replace("{query}")',
      () =>
        canvas.getByRole('heading', { level: 1, name: texts.searchResultsFor!.replace('{query}', query) }),
    );
    await untilState('expect(cards(canvasElement)).toHaveLength(48)', () =>
      expect(cards(canvasElement)).toHaveLength(48),
    );
    await expect(canvas.getByRole('combobox', { name: texts.sortBy })).toBeVisible();
    // Back from the page's end (Shift+Tab), as a keyboard user does past 48 cards' links.
    await tabTo(canvas.getByRole('button', { name: texts.loadMore }), { shift: true });
  },
});

export const LocaleEnglish: Story = inLocale(widgetLocaleEn, 'brille');
export const LocaleDanish: Story = inLocale(widgetLocaleDa, 'brille');
export const LocaleFinnish: Story = inLocale(widgetLocaleFi, 'brille');
export const LocaleNorwegian: Story = inLocale(widgetLocaleNo, 'brille');
export const LocaleSwedish: Story = inLocale(widgetLocaleSv, 'brille');

/**
 * 600 products (a synthetic answer in place of the fake backend's search): "Vis flere produkter"
 * from the keyboard until all are loaded. The benchmark (scripts/bench-widget-listing.mjs) times
 * filtering, sorting and scrolling on this page.
 */
export const SearchSixHundredProducts: Story = {
  tags: ['no-visual'],
  parameters: {
    initialPath: '/sok?query=briller',
    msw: { handlers: { faults: [benchSearchHandler(RESULTS_URL)] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('expect(cards(canvasElement)).toHaveLength(48)', () =>
      expect(cards(canvasElement)).toHaveLength(48),
    );
    // Focus stays on the button while each next page loads.
    await tabTo(canvas.getByRole('button', { name: no.loadMore }), { shift: true });
    for (let loaded = 48; loaded < BENCH_PRODUCTS; loaded += 48) {
      await untilState('expect(document.activeElement).not.toHaveAttribute("aria-disabled")', () =>
        expect(document.activeElement).not.toHaveAttribute('aria-disabled'),
      );
      await userEvent.keyboard('{Enter}');
      await untilState('expect(cards(canvasElement)).toHaveLength(Math.min(BENCH_PRODUCTS, loa', () =>
        expect(cards(canvasElement)).toHaveLength(Math.min(BENCH_PRODUCTS, loaded + 48)),
      );
    }
    await expect(canvas.queryByRole('button', { name: no.loadMore })).toBeNull();
  },
};
