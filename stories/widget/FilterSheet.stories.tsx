import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { widgetLocaleNo } from '@glimt/ui/widget';
import { LiveFilterPage } from './filter-helpers';
import { untilState } from '../../test-support/untilState';

const no = widgetLocaleNo.messages;

const meta = {
  title: 'Widget/Filter page parts',
  component: LiveFilterPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveFilterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number of products the page says now. */
async function productCount(canvas: ReturnType<typeof within>) {
  const status = await untilState('canvas.getByText(/^\\d[\\d\\s\\u00a0]* produkter?$/)', () =>
    canvas.getByText(/^\d[\d\s\u00a0]* produkter?$/),
  );
  return Number((status.textContent ?? '').replace(/\D/g, ''));
}

/**
 * Sort, count, chips and the panel over the fake backend ("solbriller"): ticking a brand narrows
 * the count and adds a chip named "Fjern filter: Merke …"; Enter on the chip removes it and focus
 * moves on to "Fjern alle filtre".
 */
export const SidebarWithChips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await productCount(canvas);
    const brands = await untilState('canvas.getByTestId("filter-group-merke")', () =>
      canvas.getByTestId('filter-group-merke'),
    );
    const first = within(brands).getAllByRole('checkbox')[0]!;
    const brand = (first.closest('label')?.textContent ?? '').replace(/\d+.*$/, '').trim();
    for (let press = 0; press < 40 && document.activeElement !== first; press++) await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    const chip = await untilState(
      'canvas.getByRole("button", { name: `Fjern filter: Merke ${brand}` })',
      () => canvas.getByRole('button', { name: `Fjern filter: Merke ${brand}` }),
    );
    await untilState('expect(await productCount(canvas)).toBeLessThan(before)', async () =>
      expect(await productCount(canvas)).toBeLessThan(before),
    );
    for (let press = 0; press < 60 && document.activeElement !== chip; press++)
      await userEvent.tab({ shift: true });
    await expect(chip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.queryByRole("button", { name: /^Fjern filter/ })).toBeNull()', () =>
      expect(canvas.queryByRole('button', { name: /^Fjern filter/ })).toBeNull(),
    );
    await untilState('expect(await productCount(canvas)).toBe(before)', async () =>
      expect(await productCount(canvas)).toBe(before),
    );
  },
};

/** Several chips: "Fjern alle filtre" from the keyboard clears them all. */
export const ChipsClearAll: Story = {
  args: {
    initialFilters: [
      { field: 'pris', actual_field: 'price', op: 'inrange', data: [500, 2000] },
      { field: 'lagerstatus', actual_field: 'in_stock', op: 'eq', data: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await untilState('canvas.getByRole("button", { name: "Fjern filter: Pris 500–2\\u00a0000 kr" })', () =>
      canvas.getByRole('button', { name: 'Fjern filter: Pris 500–2\u00a0000 kr' }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Fjern filter: Lagerstatus På lager på nett' }),
    ).toBeVisible();
    const clear = canvas.getByRole('button', { name: no.clearAllFilters });
    for (let press = 0; press < 10 && document.activeElement !== clear; press++) await userEvent.tab();
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.queryByRole("button", { name: /^Fjern filter/ })).toBeNull()', () =>
      expect(canvas.queryByRole('button', { name: /^Fjern filter/ })).toBeNull(),
    );
  },
};

/** The sort select from the keyboard: the API's sortings, the choice reported as field and order. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await untilState('canvas.getByRole("combobox", { name: no.sortBy })', () =>
      canvas.getByRole('combobox', { name: no.sortBy }),
    );
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue('Mest relevant');
    await userEvent.selectOptions(select, 'Høyest pris først');
    await expect(canvas.getByTestId('applied')).toHaveTextContent('"sort":{"field":"price","order":"desc"}');
    await expect(select).toHaveFocus();
  },
};

/**
 * The mobile sheet: a modal dialog opened from "Vis filtre"; focus moves in and stays in (Tab
 * wraps), the footer says the live count ("Vis N produkter") and changes as a filter is ticked,
 * Escape closes it and focus returns to the opener; "Vis N produkter" closes it too.
 */
export const MobileSheet: Story = {
  args: { layout: 'sheet' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const opener = await untilState('canvas.getByRole("button", { name: no.showFilters })', () =>
      canvas.getByRole('button', { name: no.showFilters }),
    );
    const before = await productCount(canvas);
    await userEvent.tab();
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page.getByRole("dialog", { name: no.filters })', () =>
      page.getByRole('dialog', { name: no.filters }),
    );
    await untilState('expect(dialog.contains(document.activeElement)).toBe(true)', () =>
      expect(dialog.contains(document.activeElement)).toBe(true),
    );
    const show = within(dialog).getByRole('button', { name: `Vis ${before} produkter` });
    // The sheet fades in from opacity 0 (200 ms); on a loaded machine its frames come late, hence the time.
    await untilState('expect(show).toBeVisible()', () => expect(show).toBeVisible());
    // Tick the first brand: the button's count follows.
    const brands = within(dialog).getByTestId('filter-group-merke');
    const first = within(brands).getAllByRole('checkbox')[0]!;
    for (let press = 0; press < 40 && document.activeElement !== first; press++) await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await untilState(
      'expect(within(dialog).getByRole("button", { name: /^Vis \\d+ produkt/ })).not.toHaveAcce…',
      () =>
        expect(within(dialog).getByRole('button', { name: /^Vis \d+ produkt/ })).not.toHaveAccessibleName(
          `Vis ${before} produkter`,
        ),
    );
    // Focus stays inside while tabbing on.
    for (let press = 0; press < 5; press++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await untilState('expect(page.queryByRole("dialog")).toBeNull()', () =>
      expect(page.queryByRole('dialog')).toBeNull(),
    );
    // Under reduced motion (the visual run) there is no exit phase: react-aria's FocusScope returns
    // focus an animation frame after the sheet is removed, so the check waits for that frame.
    await untilState('expect(opener).toHaveFocus()', () => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await untilState('page.getByRole("dialog", { name: no.filters })', () =>
      page.getByRole('dialog', { name: no.filters }),
    );
    const showNow = within(again).getByRole('button', { name: /^Vis \d+ produkt/ });
    for (let press = 0; press < 80 && document.activeElement !== showNow; press++) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(page.queryByRole("dialog")).toBeNull()', () =>
      expect(page.queryByRole('dialog')).toBeNull(),
    );
    await untilState('expect(opener).toHaveFocus()', () => expect(opener).toHaveFocus());
  },
};

/** The sheet open on a phone, with a brand chosen: chips on top, the groups, and the live count below. */
export const MobileSheetOpen: Story = {
  args: {
    layout: 'sheet',
    initialFilters: [{ field: 'merke', actual_field: 'brand', op: 'in', data: ['Ray-Ban'] }],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const opener = await untilState('canvas.getByRole("button", { name: no.showFilters })', () =>
      canvas.getByRole('button', { name: no.showFilters }),
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await untilState('page.getByRole("dialog", { name: no.filters })', () =>
      page.getByRole('dialog', { name: no.filters }),
    );
    await untilState('expect(dialog.contains(document.activeElement)).toBe(true)', () =>
      expect(dialog.contains(document.activeElement)).toBe(true),
    );
    // The sheet fades in from opacity 0 (200 ms); on a loaded machine its frames come late, hence the time.
    await untilState(
      'expect(within(dialog).getByRole("button", { name: "Fjern filter: Merke Ray-Ban" })).toB…',
      () => expect(within(dialog).getByRole('button', { name: 'Fjern filter: Merke Ray-Ban' })).toBeVisible(),
    );
    await untilState(
      'expect(within(dialog).getByRole("button", { name: /^Vis \\d+ produkt/ })).toBeVisible()',
      () => expect(within(dialog).getByRole('button', { name: /^Vis \d+ produkt/ })).toBeVisible(),
    );
  },
};
