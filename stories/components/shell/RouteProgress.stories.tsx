import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, RouteProgress, createRouteProgress, useRouteProgress } from '@glimt/ui';
import { untilState } from '../../../test-support/untilState';
import { createManualClock } from '../../../test-support/manualClock';

const meta = {
  title: 'Shell/Route progress',
  component: RouteProgress,
  // The bar is fixed to the top of the page: give each story its own frame in the docs.
  parameters: { docs: { story: { inline: false, height: '200px' } } },
  beforeEach: () => {
    clock = createManualClock();
  },
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const cursor = (element: Element) => element.ownerDocument.documentElement.style.cursor;

/**
 * The controller's timers in the stories: the play moves this clock by hand, so "nothing for 200 ms"
 * is exact however slow the machine is (with real timers, two key presses more than 200 ms apart
 * on a busy machine showed the bar in the story about a fast change). Each story starts a new one.
 */
let clock = createManualClock();

/**
 * A stand-in for a host's router: "Gå til briller" starts a route change the way a
 * `routeChangeStart` event would, the other buttons end it like `routeChangeComplete` and
 * `routeChangeError`. The line under the buttons says what the controller reports.
 */
function RouterStandIn() {
  const [progress] = useState(() => createRouteProgress({}, clock));
  const state = useRouteProgress(progress);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start', paddingTop: 16 }}>
      <RouteProgress progress={progress} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onPress={progress.start}>Gå til briller</Button>
        <Button variant="secondary" onPress={progress.done}>
          Siden er lastet
        </Button>
        <Button variant="ghost" onPress={progress.fail}>
          Lasting feilet
        </Button>
      </div>
      <p data-testid="phase">Status: {state.phase}</p>
    </div>
  );
}

/**
 * A slow route change from start to finish. Nothing shows for the first 200 ms; then the bar trickles
 * towards 90 % with the wait cursor on the page, fills when the page is loaded and leaves.
 */
export const Default: Story = {
  render: () => <RouterStandIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Gå til briller' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    clock.advance(199);
    await expect(canvas.getByTestId('phase')).toHaveTextContent('Status: pending');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(cursor(canvasElement)).toBe('');
    clock.advance(1);
    const bar = await untilState('canvas.getByRole("progressbar", { name: "Laster side" })', () =>
      canvas.getByRole('progressbar', { name: 'Laster side' }),
    );
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await untilState('expect(cursor(canvasElement)).toBe("progress")', () =>
      expect(cursor(canvasElement)).toBe('progress'),
    );
    // One trickle step: 15 % of the way from 10 to the 90 % ceiling.
    clock.advance(300);
    await untilState('the bar at 22 %', () => expect(bar).toHaveAttribute('aria-valuenow', '22'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Siden er lastet' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    clock.advance(200);
    await untilState('expect(canvas.queryByRole("progressbar")).toBeNull()', () =>
      expect(canvas.queryByRole('progressbar')).toBeNull(),
    );
    await untilState("the page's own cursor back", () => expect(cursor(canvasElement)).toBe(''));
  },
};

/** A fast change (under 200 ms) never shows the bar or the wait cursor: no flash. */
export const FastChange: Story = {
  render: () => <RouterStandIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    clock.advance(199);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('phase')).toHaveTextContent('Status: idle');
    // Nothing is left to fire later.
    await expect(clock.pending()).toBe(0);
    clock.advance(1000);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(cursor(canvasElement)).toBe('');
  },
};

/** A failed route change resets the bar and the wait cursor at once. */
export const Error: Story = {
  render: () => <RouterStandIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    clock.advance(200);
    await untilState('canvas.getByRole("progressbar")', () => canvas.getByRole('progressbar'));
    await untilState('the wait cursor', () => expect(cursor(canvasElement)).toBe('progress'));
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lasting feilet' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByTestId('phase')).toHaveTextContent('Status: idle');
    await expect(cursor(canvasElement)).toBe('');
    await expect(clock.pending()).toBe(0);
  },
};

/** A fixed state from the `state` prop: a change under way, 40 % along. */
export const Running: Story = {
  args: { state: { phase: 'running', isVisible: true, value: 40 } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Laster side' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    // The cursor is set in an effect, which may run after the first paint.
    await untilState('expect(cursor(canvasElement)).toBe("progress")', () =>
      expect(cursor(canvasElement)).toBe('progress'),
    );
    // Nothing on the bar takes focus: Tab goes past it.
    await userEvent.tab();
    await expect(bar).not.toHaveFocus();
  },
};

/** Idle: nothing renders and the page keeps its own cursor. */
export const Idle: Story = {
  args: { state: { phase: 'idle', isVisible: false, value: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(cursor(canvasElement)).toBe('');
  },
};

/** Across a 375 px screen, above everything else. */
export const Mobile: Story = {
  args: { state: { phase: 'running', isVisible: true, value: 65 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await expect(bar.getBoundingClientRect().top).toBe(0);
  },
};
