import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlimtProvider } from '../../shop/GlimtProvider';
import { ProgressBar, clampProgress, useWaitCursor } from './ProgressBar';

afterEach(cleanup);

describe('clampProgress', () => {
  it('keeps 0..100 and clamps the rest', () => {
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(100)).toBe(100);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(180)).toBe(100);
  });
  it('treats a non-finite value as 0', () => {
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('useWaitCursor', () => {
  const root = document.documentElement;
  afterEach(() => {
    root.style.cursor = '';
  });

  it('shows the wait cursor while active and restores the previous one after', () => {
    root.style.cursor = 'crosshair';
    const { rerender, unmount } = renderHook(({ active }) => useWaitCursor(active), {
      initialProps: { active: false },
    });
    expect(root.style.cursor).toBe('crosshair');
    rerender({ active: true });
    expect(root.style.cursor).toBe('progress');
    rerender({ active: false });
    expect(root.style.cursor).toBe('crosshair');
    rerender({ active: true });
    unmount();
    expect(root.style.cursor).toBe('crosshair');
  });

  it('keeps the wait cursor until the last active user stops', () => {
    const first = renderHook(() => useWaitCursor(true));
    const second = renderHook(() => useWaitCursor(true));
    expect(root.style.cursor).toBe('progress');
    first.unmount();
    expect(root.style.cursor).toBe('progress');
    second.unmount();
    expect(root.style.cursor).toBe('');
  });
});

describe('ProgressBar', () => {
  it('is a named progressbar, determinate with a clamped value or indeterminate', () => {
    const { rerender } = render(
      <GlimtProvider globalStyle={false}>
        <ProgressBar value={140} />
      </GlimtProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Laster side' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    rerender(
      <GlimtProvider globalStyle={false}>
        <ProgressBar />
      </GlimtProvider>,
    );
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    rerender(
      <GlimtProvider globalStyle={false}>
        <ProgressBar isActive={false} />
      </GlimtProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.documentElement.style.cursor).toBe('');
  });
});
