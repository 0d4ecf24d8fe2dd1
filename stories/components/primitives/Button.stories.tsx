import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@glimt/ui';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Bestill synstest', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main call to action. Enter and Space both press it. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Bestill synstest' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Every variant and size side by side. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Disabled: skipped by Tab and never pressed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Loading: keeps its width and name, says it is busy, and ignores presses. */
export const Loading: Story = {
  args: { isLoading: true, children: 'Legg i handlekurv' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Legg i handlekurv' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A long Norwegian label wraps inside a narrow column instead of overflowing. */
export const LongText: Story = {
  args: { children: 'Legg til kontaktlinseabonnement med levering hver tredje måned' },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Button {...args} fullWidth />
    </div>
  ),
};

/** Full width on a 375 px screen, the way the mobile bar uses it. */
export const Mobile: Story = {
  args: { fullWidth: true, size: 'lg' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
