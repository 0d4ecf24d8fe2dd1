import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CartIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalIcon,
  IconButton,
  MenuIcon,
  MinusIcon,
  PlusIcon,
  SearchIcon,
} from '@glimt/ui';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Lukk', icon: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

/** A ghost close button: named by its label, pressed with Enter or Space. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Lukk' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    // A square 44 px touch target.
    const box = button.getBoundingClientRect();
    await expect(box.width).toBe(44);
    await expect(box.height).toBe(44);
  },
};

/** Every variant at every size: square 32, 44 and 52 px targets. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <div key={variant} style={row}>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <IconButton
              key={size}
              {...args}
              aria-label={`Legg til (${variant}, ${size})`}
              icon={<PlusIcon />}
              variant={variant}
              size={size}
            />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sides = { sm: 32, md: 44, lg: 52 } as const;
    for (const [size, side] of Object.entries(sides)) {
      const button = within(canvasElement).getByRole('button', { name: `Legg til (primary, ${size})` });
      const box = button.getBoundingClientRect();
      await expect([box.width, box.height]).toEqual([side, side]);
    }
  },
};

/** The built-in icons, each on a button that says what it does. */
export const Icons: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} aria-label="Lukk" icon={<CloseIcon />} />
      <IconButton {...args} aria-label="Forrige bilde" icon={<ChevronLeftIcon />} />
      <IconButton {...args} aria-label="Neste bilde" icon={<ChevronRightIcon />} />
      <IconButton {...args} aria-label="Vis mer" icon={<ChevronDownIcon />} />
      <IconButton {...args} aria-label="Åpne meny" icon={<MenuIcon />} />
      <IconButton {...args} aria-label="Søk" icon={<SearchIcon />} />
      <IconButton {...args} aria-label="Handlekurv" icon={<CartIcon />} />
      <IconButton {...args} aria-label="Øk antall" icon={<PlusIcon />} />
      <IconButton {...args} aria-label="Reduser antall" icon={<MinusIcon />} />
      <IconButton {...args} aria-label="Åpne i ny fane" icon={<ExternalIcon />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(10);
    // Icons are decoration: hidden, so the label is the whole name.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
    // Tab walks the row in order: five presses reach the fifth button.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Åpne meny' })).toHaveFocus();
  },
};

/** Disabled: skipped by Tab and never pressed. */
export const Disabled: Story = {
  args: { isDisabled: true, 'aria-label': 'Reduser antall', icon: <MinusIcon />, variant: 'secondary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reduser antall' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Loading: a spinner takes the icon's place, the name stays, and presses are ignored. */
export const Loading: Story = {
  args: { isLoading: true, 'aria-label': 'Legg i handlekurv', icon: <CartIcon />, variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Legg i handlekurv' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A count badge layered over the icon; the label carries the count for screen readers. */
export const WithBadge: Story = {
  args: { 'aria-label': 'Handlekurv, 3 varer', icon: <CartIcon /> },
  render: (args) => (
    <IconButton {...args}>
      <span
        aria-hidden="true"
        style={{
          position: 'absolute',
          top: 2,
          right: 2,
          minWidth: 18,
          height: 18,
          padding: '0 5px',
          borderRadius: 999,
          background: '#0b5563',
          color: '#fff',
          fontSize: 12,
          lineHeight: '18px',
          fontWeight: 600,
        }}
      >
        3
      </span>
    </IconButton>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Handlekurv, 3 varer' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** A long Norwegian label never widens the button: it stays a square, the label is for screen readers. */
export const LongText: Story = {
  args: {
    'aria-label': 'Fjern kontaktlinseabonnementet med levering hver tredje måned fra handlekurven',
    icon: <CloseIcon />,
    variant: 'secondary',
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: args['aria-label'] });
    await expect(button.getBoundingClientRect().width).toBe(44);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** The header's icon row on a 375 px screen: large targets, evenly spaced. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ ...row, justifyContent: 'space-between', flexWrap: 'nowrap' }}>
      <IconButton {...args} aria-label="Åpne meny" icon={<MenuIcon />} size="lg" />
      <div style={{ display: 'flex', gap: 4 }}>
        <IconButton {...args} aria-label="Søk" icon={<SearchIcon />} size="lg" />
        <IconButton {...args} aria-label="Handlekurv" icon={<CartIcon />} size="lg" />
      </div>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Søk' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
