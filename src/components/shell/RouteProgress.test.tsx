import type { ReactElement } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { createRouteProgress } from '../../shop/routeProgress';
import { RouteProgress } from './RouteProgress';

const root = document.documentElement;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  root.style.cursor = '';
});

function renderWith(ui: ReactElement) {
  return render(<GlimtProvider globalStyle={false}>{ui}</GlimtProvider>);
}

describe('RouteProgress', () => {
  it('shows the bar and the wait cursor only once a change outlasts the delay', () => {
    const progress = createRouteProgress();
    renderWith(<RouteProgress progress={progress} />);
    act(() => progress.start());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(root.style.cursor).toBe('');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Laster side' })).toHaveAttribute('aria-valuenow', '10');
    expect(root.style.cursor).toBe('progress');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '22');
  });

  it('fills and then removes the bar and the cursor when the change completes', () => {
    const progress = createRouteProgress();
    renderWith(<RouteProgress progress={progress} />);
    act(() => {
      progress.start();
      vi.advanceTimersByTime(400);
    });
    act(() => progress.done());
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(root.style.cursor).toBe('');
  });

  it('resets the bar and the cursor at once when the change fails', () => {
    root.style.cursor = 'default';
    const progress = createRouteProgress();
    renderWith(<RouteProgress progress={progress} />);
    act(() => {
      progress.start();
      vi.advanceTimersByTime(1000);
    });
    expect(root.style.cursor).toBe('progress');
    act(() => progress.fail(new Error('chunk failed')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(root.style.cursor).toBe('default');
  });

  it('never shows a fast change', () => {
    const progress = createRouteProgress();
    renderWith(<RouteProgress progress={progress} />);
    act(() => {
      progress.start();
      vi.advanceTimersByTime(120);
      progress.done();
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(root.style.cursor).toBe('');
  });

  it('shows a given state instead of a controller', () => {
    const progress = createRouteProgress({ delayMs: 0 });
    progress.start();
    const { rerender } = renderWith(
      <RouteProgress progress={progress} state={{ phase: 'idle', isVisible: false, value: 0 }} />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(
      <GlimtProvider globalStyle={false}>
        <RouteProgress state={{ phase: 'running', isVisible: true, value: 64 }} aria-label="Laster briller" />
      </GlimtProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Laster briller' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
    progress.fail();
  });

  it('renders nothing without a controller or a state', () => {
    renderWith(<RouteProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
