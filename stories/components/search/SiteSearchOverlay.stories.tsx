import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { Button, SearchIcon, SiteSearchOverlay, useLocation, type SiteSearchOverlayProps } from '@glimt/ui';
import { faults } from '@glimt/ui/mocks';
import { untilState } from '../../../test-support/untilState';

/**
 * The story's page: the header's search button, the overlay, and the router's current location
 * (so a story can show where Enter on a result went).
 */
function OverlayHarness({ onOpenChange, initialQuery }: SiteSearchOverlayProps) {
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Button variant="secondary" icon={<SearchIcon />} onPress={() => setOpen(true)}>
        Søk
      </Button>
      <p style={{ margin: 0 }}>
        Adresse nå: <code data-testid="current-location">{`${location.pathname}${location.search}`}</code>
      </p>
      <SiteSearchOverlay
        isOpen={isOpen}
        initialQuery={initialQuery}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange(open);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Site search overlay',
  component: SiteSearchOverlay,
  args: { isOpen: false, onOpenChange: fn() },
  parameters: { layout: 'padded' },
  render: (args) => <OverlayHarness {...args} />,
} satisfies Meta<typeof SiteSearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIELD_NAME = 'Søk etter produkter, butikker og sider';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('current-location');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tabs to the search button, opens the overlay with Enter, and checks that focus is in the field. */
async function openWithKeyboard(canvasElement: HTMLElement) {
  const opener = within(canvasElement).getByRole('button', { name: 'Søk' });
  await userEvent.tab();
  await expect(opener).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await untilState('page(canvasElement).getByRole("dialog", { name: "Søk" })', () =>
    page(canvasElement).getByRole('dialog', { name: 'Søk' }),
  );
  const input = within(dialog).getByRole('combobox', { name: FIELD_NAME });
  await untilState('expect(input).toHaveFocus()', () => expect(input).toHaveFocus());
  return { opener, dialog, input };
}

/** The option the combobox points at with `aria-activedescendant`. */
function activeOption(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-activedescendant');
  return id ? input.ownerDocument.getElementById(id) : null;
}

/**
 * Closed until the header's search button opens it with the keyboard. Focus moves into the field,
 * the page behind stops scrolling, and four popular searches are offered before typing.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input } = await openWithKeyboard(canvasElement);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    const popular = within(dialog).getByRole('group', { name: 'Populære søk' });
    const options = within(popular).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Ray-Ban',
      'Oakley',
      'Gucci',
      'Acuvue',
    ]);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', within(dialog).getByRole('listbox').id);
  },
};

/** A popular search chosen with the arrows and Enter fills the field and searches at once. */
export const PopularSearch: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveTextContent('Ray-Ban');
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toHaveTextContent('Oakley');
    await expect(activeOption(input)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Oakley');
    await expect(input).toHaveFocus();
    const products = await untilState('within(dialog).getByRole("group", { name: "Produkter" })', () =>
      within(dialog).getByRole('group', { name: 'Produkter' }),
    );
    await expect(within(products).getAllByRole('option')[0]).toHaveTextContent(/Oakley/);
  },
};

/** One letter is not enough: nothing is searched, and a hint says how many letters are needed. */
export const OneLetter: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('r');
    await expect(input).toHaveValue('r');
    await expect(within(dialog).getByText('Skriv minst 2 tegn for å søke.')).toBeVisible();
    // Well past the 300 ms pause: still no results and no loading state.
    await sleep(700);
    await expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(within(dialog).queryByTestId('site-search-skeleton')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Typing "ra" and pausing searches after 300 ms: products (with picture, brand, name and price),
 * categories, stores and content pages, in groups. The count is announced politely.
 */
export const BrandResults: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('ra');
    const products = await untilState('within(dialog).getByRole("group", { name: "Produkter" })', () =>
      within(dialog).getByRole('group', { name: 'Produkter' }),
    );
    await expect(within(products).getAllByRole('option')[0]).toHaveTextContent(/Ray-Ban/);
    await expect(within(products).getAllByRole('option')[0]).toHaveTextContent(/kr\s/);
    await expect(within(dialog).getByRole('group', { name: 'Kategorier' })).toHaveTextContent(
      'Ray-Ban solbriller',
    );
    await expect(within(dialog).getByRole('group', { name: 'Butikker' })).toHaveTextContent('Glimt Lagunen');
    await expect(within(dialog).getByRole('group', { name: 'Sider og artikler' })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^\d+ treff for «ra»$/);
    await expect(within(dialog).getByRole('option', { name: /Se alle \d+ treff/ })).toBeVisible();
  },
};

/** A word nothing matches: the no-results text, and the popular searches to try instead. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('xqzw');
    await expect(
      await untilState('within(dialog).getByText("Ingen treff for «xqzw»", { selector: "p" })', () =>
        within(dialog).getByText('Ingen treff for «xqzw»', { selector: 'p' }),
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Ingen treff for «xqzw»');
    await expect(within(dialog).getByRole('group', { name: 'Populære søk' })).toBeVisible();
  },
};

/**
 * The search call fails once (HTTP 500): the failure is logged, the overlay shows the no-results
 * text and stays usable: typing on searches again and finds results.
 */
export const ErrorState: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.status('GET', '/api/site/search', 500, undefined, { once: true })] } },
  },
  play: async ({ canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { dialog, input } = await openWithKeyboard(canvasElement);
      await userEvent.keyboard('ra');
      await expect(
        await untilState('within(dialog).getByText("Ingen treff for «ra»", { selector: "p" })', () =>
          within(dialog).getByText('Ingen treff for «ra»', { selector: 'p' }),
        ),
      ).toBeVisible();
      await expect(logged).toHaveBeenCalledWith(expect.stringContaining('site search'), expect.anything());
      await userEvent.keyboard('y');
      await expect(input).toHaveValue('ray');
      await expect(
        await untilState('within(dialog).getByRole("group", { name: "Produkter" })', () =>
          within(dialog).getByRole('group', { name: 'Produkter' }),
        ),
      ).toHaveTextContent(/Ray-Ban/);
    } finally {
      logged.mockRestore();
    }
  },
};

/** An answer with `success: false` shows the no-results text (shop spec, section 8). */
export const UnsuccessfulAnswer: Story = {
  parameters: {
    msw: { handlers: { faults: [faults.empty('GET', '/api/site/search', { success: false })] } },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('ray');
    await expect(
      await untilState('within(dialog).getByText("Ingen treff for «ray»", { selector: "p" })', () =>
        within(dialog).getByText('Ingen treff for «ray»', { selector: 'p' }),
      ),
    ).toBeVisible();
  },
};

/** A slow network: a spinner in the field and placeholder rows until the answer arrives. */
export const SlowNetwork: Story = {
  parameters: { msw: { handlers: { faults: [faults.slowNetwork(1500)] } } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('gucci');
    await expect(
      await untilState('within(dialog).getByTestId("site-search-skeleton", {})', () =>
        within(dialog).getByTestId('site-search-skeleton', {}),
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Søker …');
    await expect(
      await untilState('within(dialog).getByRole("group", { name: "Produkter" })', () =>
        within(dialog).getByRole('group', { name: 'Produkter' }),
      ),
    ).toHaveTextContent(/Gucci/);
    await expect(within(dialog).queryByTestId('site-search-skeleton')).not.toBeInTheDocument();
  },
};

/**
 * The arrows move through the results across groups (headings are skipped), and Enter opens the
 * highlighted result through the router: the overlay closes and the address changes.
 */
export const ArrowNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog, input, opener } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('ra');
    const products = await untilState('within(dialog).getByRole("group", { name: "Produkter" })', () =>
      within(dialog).getByRole('group', { name: 'Produkter' }),
    );
    const productCount = within(products).getAllByRole('option').length;
    const firstCategory = within(within(dialog).getByRole('group', { name: 'Kategorier' })).getAllByRole(
      'option',
    )[0];

    for (let step = 0; step < productCount; step += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toBe(within(products).getAllByRole('option')[productCount - 1]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(activeOption(input)).toBe(firstCategory);
    await expect(firstCategory).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    await expect(activeOption(input)).toBe(within(products).getAllByRole('option')[productCount - 1]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(firstCategory).toHaveTextContent('Ray-Ban solbriller');

    await userEvent.keyboard('{Enter}');
    await untilState('expect(location(canvasElement)).toHaveTextContent("/solbriller/ray-ban")', () =>
      expect(location(canvasElement)).toHaveTextContent('/solbriller/ray-ban'),
    );
    await untilState('expect(dialog).not.toBeInTheDocument()', () => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await untilState('expect(opener).toHaveFocus()', () => expect(opener).toHaveFocus());
  },
};

/** Escape closes the overlay, even with a result highlighted, and focus returns to the search button. */
export const EscapeRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, opener } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('oslo');
    await untilState('within(dialog).getByRole("group", { name: "Butikker" })', () =>
      within(dialog).getByRole('group', { name: 'Butikker' }),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await untilState('expect(dialog).not.toBeInTheDocument()', () => expect(dialog).not.toBeInTheDocument());
    await untilState('expect(opener).toHaveFocus()', () => expect(opener).toHaveFocus());
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
    await expect(location(canvasElement)).toHaveTextContent(/^\/$/);
  },
};

/**
 * Enter in an empty field does nothing; Enter on a typed query (nothing highlighted) goes to the
 * search page, `/search?q=…`, and closes the overlay.
 */
export const SubmitToSearchPage: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toBeInTheDocument();
    await expect(location(canvasElement)).toHaveTextContent(/^\/$/);
    await userEvent.keyboard('ray ban');
    await expect(input).toHaveValue('ray ban');
    await userEvent.keyboard('{Enter}');
    await untilState('expect(location(canvasElement)).toHaveTextContent("/search?q=ray+ban")', () =>
      expect(location(canvasElement)).toHaveTextContent('/search?q=ray+ban'),
    );
    await untilState('expect(dialog).not.toBeInTheDocument()', () => expect(dialog).not.toBeInTheDocument());
  },
};

/** Opened on the search page: the field starts with the current query and its results show at once. */
export const WithInitialQuery: Story = {
  args: { initialQuery: 'oslo' },
  play: async ({ canvasElement }) => {
    const { dialog, input } = await openWithKeyboard(canvasElement);
    await expect(input).toHaveValue('oslo');
    await expect(
      await untilState('within(dialog).getByRole("group", { name: "Butikker" })', () =>
        within(dialog).getByRole('group', { name: 'Butikker' }),
      ),
    ).toHaveTextContent('Glimt Oslo City');
    await expect(within(dialog).getByRole('group', { name: 'Byer' })).toHaveTextContent('Butikker i Oslo');
    // The clear button empties the field and the popular searches come back.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Tøm søkefeltet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(within(dialog).getByRole('group', { name: 'Populære søk' })).toBeVisible();
  },
};

/** On a 375 px phone the overlay fills the screen; results stack in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('ra');
    await expect(
      await untilState('within(dialog).getByRole("group", { name: "Produkter" })', () =>
        within(dialog).getByRole('group', { name: 'Produkter' }),
      ),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};
