import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Spinner } from '@glimt/ui';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: { type: 'range', min: 12, max: 64, step: 4 } } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status announced as "Laster …". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Laster …' });
    const box = status.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([20, 20]);
  },
};

/** Sizes, in the current text colour: on the page, in accent text and on an accent surface. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        {[16, 20, 32, 48].map((size) => (
          <Spinner key={size} size={size} label={`Laster (${size} px)`} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <span style={{ color: '#0b5563', display: 'inline-flex' }}>
          <Spinner label="Laster i aksentfarge" />
        </span>
        <span
          style={{
            background: '#0b5563',
            color: '#fff',
            padding: 12,
            borderRadius: 6,
            display: 'inline-flex',
          }}
        >
          <Spinner label="Laster på aksentflate" />
        </span>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(6);
  },
};

/** A custom label for what is loading. */
export const CustomLabel: Story = {
  args: { label: 'Henter butikker i nærheten' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Henter butikker i nærheten' }),
    ).toBeVisible();
  },
};

/** `label={null}` inside a control that already says it is busy: nothing is read twice. */
export const Loading: Story = {
  render: () => (
    <Button isLoading onPress={() => undefined}>
      Legg i handlekurv
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Legg i handlekurv' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Beside a long Norwegian message in a narrow column: the ring keeps its size while the text wraps. */
export const LongText: Story = {
  render: () => (
    <div style={{ width: 220, display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <Spinner label={null} />
      <p style={{ margin: 0 }}>Vi henter ledige timer for synsundersøkelse i butikkene nærmest deg …</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const ring = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(ring).not.toBeNull();
    const box = (ring as Element).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([20, 20]);
  },
};

/** Centred in a loading region on a 375 px screen. */
export const Mobile: Story = {
  args: { size: 32 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
      <Spinner {...args} />
    </div>
  ),
};
