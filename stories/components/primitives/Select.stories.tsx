import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '@glimt/ui';

const STORES = [
  { value: 'oslo-storgata', label: 'Oslo, Storgata 14' },
  { value: 'oslo-majorstuen', label: 'Oslo, Bogstadveien 52' },
  { value: 'bergen', label: 'Bergen, Torgallmenningen 8' },
  { value: 'trondheim', label: 'Trondheim, Nordre gate 11' },
  { value: 'stavanger', label: 'Stavanger, Kirkegata 20', disabled: true },
  { value: 'tromso', label: 'Tromsø, Storgata 91' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Butikk', name: 'store', options: STORES, onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native select with the "Velg …" placeholder shown until a store is chosen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Butikk' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Velg …' })).toBeInTheDocument();
  },
};

/** Choosing with the keyboard focused on the select changes the value and reports it. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Butikk' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'bergen');
    await expect(select).toHaveValue('bergen');
    await expect(args.onChange).toHaveBeenLastCalledWith('bergen');
    await expect(select).toHaveDisplayValue('Bergen, Torgallmenningen 8');
    await userEvent.selectOptions(select, 'Tromsø, Storgata 91');
    await expect(select).toHaveValue('tromso');
    await expect(select).toHaveFocus();
  },
};

/** Help text under the label, read as the select's description. */
export const WithDescription: Story = {
  args: { description: 'Vi sender varen til butikken, og du får SMS når den kan hentes.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Butikk' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveAccessibleDescription(
      'Vi sender varen til butikken, og du får SMS når den kan hentes.',
    );
  },
};

/** Required: a visible `*`; the select says aria-required and the placeholder cannot be re-chosen. */
export const Required: Story = {
  args: { isRequired: true, defaultValue: 'trondheim' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Butikk' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toBeRequired();
    await expect(select).toHaveValue('trondheim');
    await expect(within(select).getByRole('option', { name: 'Velg …' })).toBeDisabled();
  },
};

/** Invalid: red border and an error under the select, linked with aria-describedby. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Velg hvilken butikk du vil hente i',
    description: 'Vi sender varen til butikken, og du får SMS når den kan hentes.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Butikk' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('Velg hvilken butikk du vil hente i');
    const errorId = error.closest('[id]')?.id ?? '';
    await expect(errorId).not.toBe('');
    await expect(select.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
    await expect(select).toHaveAccessibleDescription(
      'Vi sender varen til butikken, og du får SMS når den kan hentes. Feil: Velg hvilken butikk du vil hente i',
    );
    await userEvent.selectOptions(select, 'oslo-storgata');
    await expect(args.onChange).toHaveBeenLastCalledWith('oslo-storgata');
  },
};

/** Disabled: greyed out and skipped by Tab. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'bergen' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Butikk' });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

/** A disabled option (a store that is closed) is listed but cannot be chosen. */
export const DisabledOption: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Butikk' });
    await expect(within(select).getByRole('option', { name: 'Stavanger, Kirkegata 20' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.selectOptions(select, 'trondheim');
    await expect(select).toHaveValue('trondheim');
  },
};

/** Without a placeholder the first option is preselected, as in a plain select. */
export const WithoutPlaceholder: Story = {
  args: {
    label: 'Sorter etter',
    name: 'sort',
    placeholder: null,
    options: [
      { value: 'relevance', label: 'Mest relevant' },
      { value: 'price-asc', label: 'Pris: lav til høy' },
      { value: 'price-desc', label: 'Pris: høy til lav' },
      { value: 'new', label: 'Nyheter' },
    ],
    size: 'sm',
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sorter etter' });
    await expect(select).toHaveValue('relevance');
    await userEvent.tab();
    await userEvent.selectOptions(select, 'price-asc');
    await expect(args.onChange).toHaveBeenLastCalledWith('price-asc');
  },
};

/** Long label, description, options and error stay inside a narrow column; the option text is cut with an ellipsis. */
export const LongText: Story = {
  args: {
    label: 'Hvilken butikk vil du hente bestillingen din i når den er klar?',
    description: 'Butikkene under har brillene dine på lager eller kan få dem inn i løpet av to virkedager.',
    isInvalid: true,
    errorMessage: 'Velg en butikk fra listen før du går videre til betaling',
    options: [
      ...STORES,
      {
        value: 'lillehammer',
        label: 'Lillehammer, Storgata 65 (inngang fra Kirkegata, ved siden av bokhandelen)',
      },
    ],
    defaultValue: 'lillehammer',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('lillehammer');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Full width on a 375 px phone, where the platform's own picker opens. */
export const Mobile: Story = {
  args: { isRequired: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Butikk' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).fontSize).toBe('16px');
    await userEvent.selectOptions(select, 'bergen');
    await expect(select).toHaveValue('bergen');
  },
};
