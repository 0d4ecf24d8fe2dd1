import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  FilterPanel,
  widgetLocaleDa,
  widgetLocaleEn,
  widgetLocaleFi,
  widgetLocaleNo,
  widgetLocaleSv,
  type Filter,
  type WidgetLocale,
} from '@glimt/ui/widget';
import { AppliedReadout, everyKindFilters } from './filter-helpers';
import { StoryWidgetProvider } from './modal-helpers';
import { untilState } from '../../test-support/untilState';

const no = widgetLocaleNo.messages;

/** A panel of every kind of filter (hand-made data), its applied filters kept as a page keeps them. */
function PanelDemo({ locale = widgetLocaleNo, initial = [] }: { locale?: WidgetLocale; initial?: Filter[] }) {
  const [applied, setApplied] = useState<Filter[]>(initial);
  const [open, setOpen] = useState<string[]>(['category', 'brand', 'color', 'price']);
  return (
    <StoryWidgetProvider locale={locale}>
      <div style={{ maxWidth: 360 }}>
        <FilterPanel
          filters={everyKindFilters}
          applied={applied}
          onChange={setApplied}
          expandedFilters={open}
          onExpandedFiltersChange={setOpen}
        />
        <AppliedReadout value={{ filters: applied, expanded_filters: open }} />
      </div>
    </StoryWidgetProvider>
  );
}

const meta = {
  title: 'Widget/Filter panel',
  component: PanelDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every kind in one panel: category, brand, colour and price open, size, vision and stock closed.
 * Enter on a closed group's heading opens it (reported for `expanded_filters`), and a choice in
 * it joins the applied list with the count in the heading.
 */
export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = canvas.getByRole('button', { name: 'Størrelse' });
    await expect(size).toHaveAttribute('aria-expanded', 'false');
    for (let press = 0; press < 60 && document.activeElement !== size; press++) await userEvent.tab();
    await expect(size).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(size).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('applied')).toHaveTextContent(
      '{"field":"frame_size","op":"in","data":["46"]}',
    );
    await expect(canvas.getByTestId('applied')).toHaveTextContent('"frame_size"]');
    await expect(canvas.getByRole('button', { name: /^Størrelse\s*1 valgt$/ })).toBeVisible();
  },
};

/** The panel on a phone's width, as the filter sheet shows it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Kategori' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Kategori' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Each complete locale: the panel's own texts in it (the API's titles and names stay as sent). */
function localeStory(locale: WidgetLocale, expand: string, showMore: string): Story {
  return {
    args: { locale },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('checkbox', { name: /^Solbriller/ })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: expand })).toHaveFocus();
      await untilState('expect(canvas.getAllByRole("slider")).toHaveLength(2)', () =>
        expect(canvas.getAllByRole('slider')).toHaveLength(2),
      );
      await expect(canvas.getByRole('button', { name: showMore })).toBeVisible();
    },
  };
}

export const English = localeStory(widgetLocaleEn, 'Show subcategories of Solbriller', 'Show 2 more');
export const Danish = localeStory(widgetLocaleDa, 'Vis underkategorier af Solbriller', 'Vis 2 mere');
export const Finnish = localeStory(widgetLocaleFi, 'Näytä kohteen Solbriller alaluokat', 'Näytä 2 lisää');
export const Norwegian = localeStory(
  widgetLocaleNo,
  no.filterExpand.replace('{name}', 'Solbriller'),
  'Vis 2 til',
);
export const Swedish = localeStory(widgetLocaleSv, 'Visa underkategorier till Solbriller', 'Visa 2 till');

/** With filters applied from the URL, their groups open and show how many are chosen. */
export const WithAppliedFilters: Story = {
  args: {
    initial: [
      { field: 'brand', op: 'in', data: ['Oakley', 'Prada'] },
      { field: 'price', op: 'inrange', data: [500, 2500] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Merke\s*2 valgt$/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Pris fra' })).toHaveValue('500');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Kategori' })).toHaveFocus();
  },
};
