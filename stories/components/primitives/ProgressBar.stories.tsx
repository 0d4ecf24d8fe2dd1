import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ProgressBar } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { isActive: true },
  // The bar is fixed to the top of the page: give each story its own frame in the docs.
  parameters: { docs: { story: { inline: false, height: '160px' } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const cursor = (element: Element) => element.ownerDocument.documentElement.style.cursor;

/** Indeterminate: a segment sweeps along the top while a route loads, and the page shows a wait cursor. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Laster side' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    // The cursor is set in an effect, which may run after the first paint.
    await untilState('expect(cursor(canvasElement)).toBe("progress")', () =>
      expect(cursor(canvasElement)).toBe('progress'),
    );
    const box = bar.getBoundingClientRect();
    await expect([box.top, box.height]).toEqual([0, 3]);
  },
};

/** Determinate: the value (0 to 100) fills the bar and is exposed to assistive technology. */
export const Determinate: Story = {
  args: { value: 60 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Laster side' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

/** Out-of-range values are clamped: 140 shows a full bar, not an overflowing one. */
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Inactive: nothing renders and the cursor is the page's own. */
export const Inactive: Story = {
  args: { isActive: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(cursor(canvasElement)).toBe('');
  },
};

function RouteChangeDemo({ failWith }: { failWith?: string }) {
  const [isActive, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start', paddingTop: 16 }}>
      <ProgressBar isActive={isActive} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          onPress={() => {
            setError(null);
            setActive(true);
          }}
        >
          Gå til briller
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            setActive(false);
            if (failWith) setError(failWith);
          }}
        >
          {failWith ? 'Simuler feil' : 'Siden er lastet'}
        </Button>
      </div>
      {error && (
        <p role="alert" style={{ color: '#b3261e' }}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A route change from start to finish: the bar and the wait cursor come and go with it. */
export const RouteChange: Story = {
  render: () => <RouteChangeDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      await untilState('canvas.getByRole("progressbar", { name: "Laster side" })', () =>
        canvas.getByRole('progressbar', { name: 'Laster side' }),
      ),
    ).toBeInTheDocument();
    await expect(cursor(canvasElement)).toBe('progress');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await untilState('expect(canvas.queryByRole("progressbar")).toBeNull()', () =>
      expect(canvas.queryByRole('progressbar')).toBeNull(),
    );
    await expect(cursor(canvasElement)).toBe('');
  },
};

/** Error: a failed route change resets the bar and the cursor; the page says what went wrong. */
export const Error: Story = {
  render: () => <RouteChangeDemo failWith="Siden kunne ikke lastes. Prøv igjen." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      await untilState('canvas.getByRole("progressbar")', () => canvas.getByRole('progressbar')),
    ).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      await untilState('canvas.getByRole("alert")', () => canvas.getByRole('alert')),
    ).toHaveTextContent('Siden kunne ikke lastes. Prøv igjen.');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(cursor(canvasElement)).toBe('');
  },
};

/** A custom accessible name, for a bar that tracks something other than a page load. */
export const LongText: Story = {
  args: { value: 35, 'aria-label': 'Laster opp resepten din fra optikeren, dette kan ta et øyeblikk' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', {
        name: 'Laster opp resepten din fra optikeren, dette kan ta et øyeblikk',
      }),
    ).toHaveAttribute('aria-valuenow', '35');
  },
};

/** Full width of a 375 px screen, above the sticky header. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(getComputedStyle(bar).zIndex).toBe('1200');
  },
};
