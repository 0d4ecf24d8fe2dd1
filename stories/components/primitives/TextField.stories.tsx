import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@glimt/ui';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: {
    label: 'E-postadresse',
    type: 'email',
    autoComplete: 'email',
    name: 'email',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'password', 'search', 'number', 'url'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled e-mail field: Tab reaches it and the label is its accessible name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-postadresse' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** Help text between label and field, read as the field's description. */
export const WithDescription: Story = {
  args: { description: 'Vi sender ordrebekreftelse og sporingslenke hit.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-postadresse' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('Vi sender ordrebekreftelse og sporingslenke hit.');
  },
};

/** Required: a visible `*` (hidden from screen readers, which announce "required" instead). */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-postadresse' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

/** Optional fields in a mostly required form say "(valgfritt)" instead. */
export const Optional: Story = {
  args: { label: 'Telefonnummer', type: 'tel', autoComplete: 'tel', inputMode: 'tel', showOptional: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Telefonnummer/ });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).not.toBeRequired();
    await expect(within(canvasElement).getByText('(valgfritt)')).toBeVisible();
  },
};

/** Invalid: red border plus an error with an icon under the field, linked with aria-describedby. */
export const Invalid: Story = {
  args: {
    isRequired: true,
    defaultValue: 'kari.nordmann@',
    description: 'Vi sender ordrebekreftelse og sporingslenke hit.',
    isInvalid: true,
    errorMessage: 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-postadresse' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = within(canvasElement).getByText(
      'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no',
    );
    const errorId = error.closest('[id]')?.id ?? '';
    await expect(errorId).not.toBe('');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
    await expect(input).toHaveAccessibleDescription(
      'Vi sender ordrebekreftelse og sporingslenke hit. Feil: Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no',
    );
  },
};

/** Disabled: greyed out and skipped by Tab. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'kari.nordmann@eksempel.no' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-postadresse' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Read-only: focusable and selectable, but typing does not change it. */
export const ReadOnly: Story = {
  args: {
    label: 'Kundenummer',
    type: 'text',
    autoComplete: 'off',
    name: 'customerNumber',
    defaultValue: '100 482 377',
    isReadOnly: true,
    description: 'Kundenummeret kan ikke endres.',
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Kundenummer' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('readonly');
    await userEvent.keyboard('999');
    await expect(input).toHaveValue('100 482 377');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Typing updates the value and reports each change. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-postadresse' });
    await userEvent.tab();
    await userEvent.keyboard('kari@glimt.no');
    await expect(input).toHaveValue('kari@glimt.no');
    await expect(args.onChange).toHaveBeenLastCalledWith('kari@glimt.no');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('kari@glimt.');
  },
};

/** A password field: masked, with the autofill hint for the current password. */
export const Password: Story = {
  args: {
    label: 'Passord',
    type: 'password',
    autoComplete: 'current-password',
    name: 'password',
    isRequired: true,
    description: 'Minst 8 tegn.',
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Passord/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.keyboard('Linser2025!');
    await expect(input).toHaveValue('Linser2025!');
    await expect(args.onChange).toHaveBeenLastCalledWith('Linser2025!');
  },
};

/** A digits-only field: a numeric keypad on phones, a length limit, and the postal-code autofill hint. */
export const PostalCode: Story = {
  args: {
    label: 'Postnummer',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    name: 'postalCode',
    maxLength: 4,
    size: 'md',
  },
  render: (args) => (
    <div style={{ maxWidth: 160 }}>
      <TextField {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postnummer' });
    await userEvent.tab();
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '4');
    await userEvent.keyboard('031599');
    await expect(input).toHaveValue('0315');
  },
};

/** A multiline message with a length limit and a counter. */
export const Multiline: Story = {
  args: {
    label: 'Melding til butikken',
    type: 'text',
    autoComplete: 'off',
    name: 'message',
    multiline: true,
    maxLength: 300,
    showCharacterCount: true,
    showOptional: true,
    description: 'For eksempel om du bruker progressive glass i dag.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: /Melding til butikken/ });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(canvas.getByText('0 av 300 tegn')).toBeVisible();
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Hei!{Enter}Jeg har +2.5');
    await expect(textarea).toHaveValue('Hei!\nJeg har +2.5');
    await expect(canvas.getByText('17 av 300 tegn')).toBeVisible();
  },
};

/** The three heights (32, 44, 52 px) match the Button sizes, so they line up in a row. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 400 }}>
      <TextField {...args} size="sm" label="Liten (sm)" name="sm" />
      <TextField {...args} size="md" label="Middels (md)" name="md" />
      <TextField {...args} size="lg" label="Stor (lg)" name="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Liten (sm)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Middels (md)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Stor (lg)' })).toHaveFocus();
  },
};

/** Long Norwegian label, description and error wrap inside a narrow column instead of overflowing. */
export const LongText: Story = {
  args: {
    label: 'E-postadresse som skal brukes for kvitteringer, påminnelser om synstest og linseabonnement',
    description:
      'Vi bruker denne adressen til ordrebekreftelser, påminnelser når det er tid for ny synstest, og varsler før neste linselevering sendes.',
    isInvalid: true,
    isRequired: true,
    errorMessage: 'E-postadressen mangler en krøllalfa (@) og et domene, for eksempel navn@eksempel.no',
    defaultValue: 'kari.nordmann.med.et.svært.langt.etternavn.eksempel.no',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <TextField {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a 375 px phone the field fills the width; text stays 16 px so iOS does not zoom on focus. */
export const Mobile: Story = {
  args: { isRequired: true, description: 'Vi sender ordrebekreftelse og sporingslenke hit.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-postadresse' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).fontSize).toBe('16px');
  },
};
