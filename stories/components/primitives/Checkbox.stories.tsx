import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@glimt/ui';

const TERMS = 'Jeg godtar kjøps- og leveransevilkårene og personvernpolicyen til Glimt';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Jeg vil ha nyhetsbrev med tilbud på e-post', name: 'newsletter', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Checkbox {...args} />
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unchecked checkbox: the native input is focusable and named by the label text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Jeg vil ha nyhetsbrev med tilbud på e-post',
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).not.toBeChecked();
  },
};

/** Space toggles it on and off, and each change is reported. */
export const SpaceToggles: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Help text under the label, read as the checkbox's description. */
export const WithDescription: Story = {
  args: { description: 'Maks to e-poster i måneden. Du kan melde deg av når som helst.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toHaveAccessibleDescription(
      'Maks to e-poster i måneden. Du kan melde deg av når som helst.',
    );
  },
};

/** Required (the terms): a visible `*`, announced as required through aria-required. */
export const Required: Story = {
  args: { children: TERMS, name: 'terms', isRequired: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: TERMS });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toBeRequired();
  },
};

/** Invalid: red box and an error with an icon under the label, referenced by aria-describedby. */
export const Invalid: Story = {
  args: {
    children: TERMS,
    name: 'terms',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Du må godta vilkårene for å fullføre bestillingen',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: TERMS });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    const error = within(canvasElement).getByText('Du må godta vilkårene for å fullføre bestillingen');
    const errorId = error.closest('[id]')?.id ?? '';
    await expect(errorId).not.toBe('');
    await expect(checkbox.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
    await expect(checkbox).toHaveAccessibleDescription(
      'Feil: Du må godta vilkårene for å fullføre bestillingen',
    );
    // Checking it is still possible while invalid.
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

/** Disabled, checked and unchecked: greyed out and skipped by Tab. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 480 }}>
      <Checkbox {...args} isDisabled defaultSelected name="a">
        Levering hjem (valgt, kan ikke endres)
      </Checkbox>
      <Checkbox {...args} isDisabled name="b">
        Hent i butikk (ikke tilgjengelig for denne varen)
      </Checkbox>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const [checked, unchecked] = within(canvasElement).getAllByRole('checkbox');
    await expect(checked).toBeDisabled();
    await expect(checked).toBeChecked();
    await expect(unchecked).toBeDisabled();
    await userEvent.tab();
    await expect(checked).not.toHaveFocus();
    await expect(unchecked).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const LENSES = ['Dagslinser', 'Månedslinser', 'Linsevæske'];

function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['Dagslinser']);
  const all = selected.length === LENSES.length;
  const some = selected.length > 0 && !all;
  return (
    <div style={{ maxWidth: 480 }}>
      <Checkbox
        name="all"
        isSelected={all}
        isIndeterminate={some}
        onChange={(on) => setSelected(on ? LENSES : [])}
      >
        Velg alle produktene i abonnementet
      </Checkbox>
      <div style={{ paddingLeft: 32 }}>
        {LENSES.map((item) => (
          <Checkbox
            key={item}
            name="items"
            value={item}
            isSelected={selected.includes(item)}
            onChange={(on) => setSelected((s) => (on ? [...s, item] : s.filter((x) => x !== item)))}
          >
            {item}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

/** Indeterminate: a "select all" parent shows a dash while only some children are checked. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'Velg alle produktene i abonnementet' });
    await expect(parent).toBePartiallyChecked();
    await userEvent.tab();
    await expect(parent).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(parent).toBeChecked();
    for (const item of LENSES) await expect(canvas.getByRole('checkbox', { name: item })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Dagslinser' })).not.toBeChecked();
    await expect(parent).toBePartiallyChecked();
  },
};

/** The terms text wraps under itself (never under the box) in a narrow column. */
export const LongText: Story = {
  args: {
    children: `${TERMS}, og bekrefter at jeg har lest informasjonen om angrerett og hvordan linseabonnementet kan pauses eller sies opp`,
    name: 'terms',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Du må godta vilkårene og personvernpolicyen for å fullføre bestillingen',
    description: 'Vilkårene og personvernpolicyen finner du nederst på siden.',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The terms checkbox on a 375 px phone. */
export const Mobile: Story = {
  args: { children: TERMS, name: 'terms', isRequired: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: TERMS });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};
