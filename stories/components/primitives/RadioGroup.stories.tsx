import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Radio, RadioGroup } from '@glimt/ui';

const INTERVALS = [
  { value: '1', label: 'Hver måned', description: '1 eske à 30 linser per levering' },
  { value: '2', label: 'Hver 2. måned', description: '2 esker per levering' },
  { value: '3', label: 'Hver 3. måned', description: '3 esker per levering, fri frakt' },
  { value: '6', label: 'Hver 6. måned', description: '6 esker per levering, fri frakt og 5 % rabatt' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Hvor ofte vil du ha nye linser?',
    name: 'interval',
    onChange: fn(),
    children: null,
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <RadioGroup {...args}>
        {INTERVALS.map((o) => (
          <Radio key={o.value} value={o.value}>
            {o.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vertical group: Tab enters on the first option while nothing is chosen, arrow keys choose. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Hvor ofte vil du ha nye linser?' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Hver måned' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Hver 2. måned' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
};

/** Arrow keys move the selection (wrapping at the ends) and Tab leaves the group in one step. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: '3' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480, justifyItems: 'start' }}>
      <RadioGroup {...args}>
        {INTERVALS.map((o) => (
          <Radio key={o.value} value={o.value}>
            {o.label}
          </Radio>
        ))}
      </RadioGroup>
      <Button>Fortsett</Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Tab lands on the chosen option, not the first.
    await expect(canvas.getByRole('radio', { name: 'Hver 3. måned' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Hver 6. måned' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Hver 6. måned' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Hver måned' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Hver 6. måned' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('6');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Fortsett' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: 'Hver 6. måned' })).toHaveFocus();
  },
};

/** A group description plus a description per option, each linked with aria-describedby. */
export const WithDescription: Story = {
  args: {
    description: 'Du kan endre intervallet eller pause abonnementet når som helst.',
    defaultValue: '3',
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <RadioGroup {...args}>
        {INTERVALS.map((o) => (
          <Radio key={o.value} value={o.value} description={o.description}>
            {o.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Du kan endre intervallet eller pause abonnementet når som helst.',
    );
    await userEvent.tab();
    const chosen = canvas.getByRole('radio', { name: 'Hver 3. måned' });
    await expect(chosen).toHaveFocus();
    await expect(chosen).toHaveAccessibleDescription(
      '3 esker per levering, fri frakt Du kan endre intervallet eller pause abonnementet når som helst.',
    );
  },
};

/** Horizontal: options in a wrapping row; Left and Right arrows move the selection. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', label: 'Hvilket øye gjelder det?', name: 'eye' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="right">Høyre</Radio>
      <Radio value="left">Venstre</Radio>
      <Radio value="both">Begge</Radio>
    </RadioGroup>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Høyre' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Venstre' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Begge' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Venstre' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('left');
  },
};

/** Required: a visible `*` after the group label; the radiogroup says aria-required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Hvor ofte vil du ha nye linser?' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Hver måned' })).toBeChecked();
  },
};

/** Invalid: red circles and an error under the group, linked from the group and each radio. */
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Velg hvor ofte du vil ha linser' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText('Velg hvor ofte du vil ha linser');
    const errorId = error.closest('[id]')?.id ?? '';
    await expect(errorId).not.toBe('');
    await expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
    await expect(group).toHaveAccessibleDescription('Feil: Velg hvor ofte du vil ha linser');
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Hver måned' });
    await expect(first).toHaveFocus();
    // The focused radio itself carries the error too, so it is heard on entering the group.
    await expect(first.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
  },
};

/** The whole group disabled: greyed out and skipped by Tab. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toHaveFocus();
  },
};

/** One option disabled: arrow keys skip it. */
export const DisabledOption: Story = {
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <RadioGroup {...args}>
        <Radio value="1">Hver måned</Radio>
        <Radio value="2" isDisabled description="Ikke tilgjengelig for denne linsetypen">
          Hver 2. måned
        </Radio>
        <Radio value="3">Hver 3. måned</Radio>
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Hver 2. måned' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Hver 3. måned' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Hver 2. måned' })).not.toBeChecked();
  },
};

/** Long labels and descriptions wrap under their own text in a narrow column. */
export const LongText: Story = {
  args: {
    label: 'Hvor ofte ønsker du at vi skal sende deg nye kontaktlinser i posten?',
    description: 'Intervallet kan endres på Min side. Første levering sendes innen to virkedager.',
    isInvalid: true,
    errorMessage: 'Velg et leveringsintervall før du fortsetter til betaling',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <RadioGroup {...args}>
        <Radio value="1" description="Passer for deg som bruker dagslinser hver dag og vil ha jevn levering">
          Hver måned, levert rett i postkassen
        </Radio>
        <Radio value="3" description="Fri frakt, og du kan pause når som helst uten ekstra kostnad">
          Hver 3. måned med fri frakt og mulighet for pause
        </Radio>
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvasElement).getAllByRole('radio')[1]).toBeChecked();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The interval choice with descriptions on a 375 px phone. */
export const Mobile: Story = {
  args: { isRequired: true, defaultValue: '1' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <RadioGroup {...args}>
      {INTERVALS.map((o) => (
        <Radio key={o.value} value={o.value} description={o.description}>
          {o.label}
        </Radio>
      ))}
    </RadioGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Hver måned' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Hver 6. måned' })).toBeChecked();
  },
};
