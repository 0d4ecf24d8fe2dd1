import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  CheckboxFilter,
  ColorFilter,
  HierarchicalFilter,
  RadioFilter,
  RangeFilter,
  SizeFilter,
  ToggleFilter,
  widgetLocaleEn,
  widgetLocaleNo,
} from '@glimt/ui/widget';
import {
  FilterHarness,
  brandFilter,
  categoryFilter,
  colorFilter,
  edgeCaseFilter,
  emptyFilter,
  longBrandFilter,
  priceFilter,
  radioFilter,
  sizeFilter,
  toggleFilter,
} from './filter-helpers';
import { untilState } from '../../test-support/untilState';

const no = widgetLocaleNo.messages;

/** The applied filter as the harness shows it. */
const applied = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('applied');

const meta = {
  title: 'Widget/Filters',
  component: FilterHarness,
  parameters: { layout: 'padded' },
  args: { component: CheckboxFilter, filter: brandFilter },
  argTypes: { component: { control: false }, filter: { control: false }, initialValue: { control: false } },
} satisfies Meta<typeof FilterHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A checkbox list (`in`): each brand with its count; 6 shown and "Vis 2 til". Tab reaches the first
 * box, Space ticks it (reported as `in ["Ray-Ban"]`), Space again unticks it (the filter goes).
 */
export const CheckboxList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rayBan = canvas.getByRole('checkbox', { name: /^Ray-Ban/ });
    await userEvent.tab();
    await expect(rayBan).toHaveFocus();
    await expect(rayBan).toHaveAccessibleName(/^Ray-Ban\s*,\s*42 produkter$/);
    await userEvent.keyboard(' ');
    await expect(applied(canvasElement)).toHaveTextContent('{"field":"brand","op":"in","data":["Ray-Ban"]}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(applied(canvasElement)).toHaveTextContent('"data":["Ray-Ban","Oakley"]');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift} ');
    await expect(applied(canvasElement)).toHaveTextContent('null');
  },
};

/**
 * A long list (24 brands): a search field inside it and "Vis 18 til". Typing "ray ban" leaves
 * Ray-Ban; a search that finds nothing says so; "show more" then "show fewer" from the keyboard.
 */
export const CheckboxLongListWithSearch: Story = {
  args: { filter: longBrandFilter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Søk i Merke' });
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.keyboard('gucci');
    await untilState('expect(canvas.getAllByRole("checkbox")).toHaveLength(1)', () =>
      expect(canvas.getAllByRole('checkbox')).toHaveLength(1),
    );
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Gucci/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(applied(canvasElement)).toHaveTextContent('"data":["Gucci"]');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(search).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}zzz');
    await expect(
      await untilState('canvas.getByText("Ingen treff for «zzz»")', () =>
        canvas.getByText('Ingen treff for «zzz»'),
      ),
    ).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    // Collapsed: the first 6 and the ticked Gucci past them.
    await untilState('expect(canvas.getAllByRole("checkbox")).toHaveLength(7)', () =>
      expect(canvas.getAllByRole('checkbox')).toHaveLength(7),
    );
    for (let press = 0; press < 8; press++) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vis 17 til' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(24);
    await expect(canvas.getByRole('button', { name: no.showLess })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(7);
  },
};

/**
 * Values with 0 products cannot be ticked (and Tab skips them); a long name wraps beside its box
 * instead of pushing the count away.
 */
export const CheckboxZeroCountsAndLongNames: Story = {
  args: { filter: edgeCaseFilter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /^Blåfilter/ })).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Progressive glass/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(applied(canvasElement)).toHaveTextContent('"data":["progressive"]');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Blåfilter/ })).not.toHaveFocus();
  },
};

/** A filter the API offers with no values says so, with nothing to focus. */
export const CheckboxNoValues: Story = {
  args: { filter: emptyFilter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(no.filterNoValues)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** The same list in English (the default locale). */
export const CheckboxListEnglish: Story = {
  args: { filter: longBrandFilter, locale: widgetLocaleEn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search Merke' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Show 18 more' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Ray-Ban\s*,\s*60 products$/ })).toHaveFocus();
  },
};

/**
 * Colour swatches: each a checkbox named by its colour and count, the name shown beside the
 * swatch; a colour the API sent as something else than a hex draws a striped stage.
 */
export const ColorSwatches: Story = {
  args: { component: ColorFilter, filter: colorFilter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const havana = canvas.getByRole('checkbox', { name: /^Havana\s*,\s*22 produkter$/ });
    await expect(havana).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(havana).toBeChecked();
    await expect(applied(canvasElement)).toHaveTextContent('"field":"color","op":"in","data":["Havana"]');
  },
};

/** A size grid: tiles named by their size (and count); a chosen one is filled. */
export const SizeGrid: Story = {
  args: {
    component: SizeFilter,
    filter: sizeFilter,
    initialValue: { field: 'frame_size', op: 'in', data: ['52'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /^52\s*,\s*20 produkter$/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^60\s*,\s*0 produkter$/ })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^46/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(applied(canvasElement)).toHaveTextContent('"data":["52","46"]');
  },
};

/** A radio filter (`eq`): "Alle" first; arrow keys choose, "Alle" removes the filter. */
export const Radio: Story = {
  args: { component: RadioFilter, filter: radioFilter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: no.filterAll })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Avstand/ })).toBeChecked();
    await expect(applied(canvasElement)).toHaveTextContent('{"field":"vision","op":"eq","data":"distance"}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(applied(canvasElement)).toHaveTextContent('null');
  },
};

/** A toggle (`eq true`, `1` in the URL): a switch named by the API's name of the value. */
export const Toggle: Story = {
  args: { component: ToggleFilter, filter: toggleFilter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /^På lager på nett\s*,\s*64 produkter$/ });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(applied(canvasElement)).toHaveTextContent('{"field":"in_stock","op":"eq","data":true}');
    await userEvent.keyboard(' ');
    await expect(applied(canvasElement)).toHaveTextContent('null');
  },
};

/**
 * A price range: the low thumb moved with the arrow keys and Page Up applies `inrange`; typed
 * bounds apply on Enter; End on the high thumb goes to the bound.
 */
export const Range: Story = {
  args: { component: RangeFilter, filter: priceFilter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: /Pris fra/ });
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await untilState(
      'expect(applied(canvasElement)).toHaveTextContent(""op":"inrange","data":[500,5000]")',
      () => expect(applied(canvasElement)).toHaveTextContent('"op":"inrange","data":[500,5000]'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Pris fra' })).toHaveValue('500');
    await userEvent.tab();
    await expect(canvas.getByRole('slider', { name: /Pris til/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await untilState('expect(applied(canvasElement)).toHaveTextContent(""data":[500,4999]")', () =>
      expect(applied(canvasElement)).toHaveTextContent('"data":[500,4999]'),
    );
    await userEvent.tab();
    await userEvent.tab();
    const high = canvas.getByRole('textbox', { name: 'Pris til' });
    await expect(high).toHaveFocus();
    await userEvent.clear(high);
    await userEvent.keyboard('1 500{Enter}');
    await expect(applied(canvasElement)).toHaveTextContent('"data":[500,1500]');
    await expect((canvas.getByRole('slider', { name: /Pris til/ }) as HTMLInputElement).value).toBe('1500');
  },
};

/**
 * Typed bounds that cannot apply say what to fix beside the field, and focus goes to the first
 * one: not a number, outside the range, the low above the high.
 */
export const RangeInvalidInput: Story = {
  args: {
    component: RangeFilter,
    filter: priceFilter,
    initialValue: { field: 'price', op: 'inrange', data: [500, 2000] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('textbox', { name: 'Pris fra' });
    const high = canvas.getByRole('textbox', { name: 'Pris til' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.clear(low);
    await userEvent.keyboard('mye{Enter}');
    await expect(low).toHaveAccessibleDescription(no.rangeNotNumber);
    await expect(low).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(low);
    await userEvent.keyboard('3000{Tab}');
    await userEvent.clear(high);
    await userEvent.keyboard('90000{Enter}');
    await untilState('expect(high).toHaveFocus()', () => expect(high).toHaveFocus());
    await expect(high).toHaveAccessibleDescription('Skriv et tall fra 0 til 5\u00a0000.');
    await userEvent.clear(high);
    await userEvent.keyboard('1000{Enter}');
    await expect(high).toHaveAccessibleDescription('Skriv 3\u00a0000 eller mer.');
    await expect(applied(canvasElement)).toHaveTextContent('"data":[500,2000]');
  },
};

/** A range whose bounds are missing says so (nothing to slide). */
export const RangeNoBounds: Story = {
  args: { component: RangeFilter, filter: { ...priceFilter, meta: { group_title: 'Pris', type: 'range' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(no.filterNoValues)).toBeVisible();
  },
};

/**
 * Categories three levels deep: Enter on "Vis underkategorier av Solbriller" opens the level,
 * Space chooses Pilot (drawn "some chosen" on Solbriller), and the third level opens too.
 */
export const Hierarchical: Story = {
  args: { component: HierarchicalFilter, filter: categoryFilter },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const expand = canvas.getByRole('button', { name: 'Vis underkategorier av Solbriller' });
    await expect(expand).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Skjul underkategorier av Solbriller' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Pilot/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(applied(canvasElement)).toHaveTextContent('"data":[["Solbriller","Pilot"]]');
    await expect(canvas.getByRole('checkbox', { name: /^Solbriller/ })).toBePartiallyChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('checkbox', { name: /^Polariserte/ })).toBeVisible();
  },
};
