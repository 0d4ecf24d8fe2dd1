import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

function fakeWindow(withIdle: boolean) {
  return {
    requestIdleCallback: withIdle
      ? vi.fn((_callback: () => void, _options?: { timeout: number }) => 7)
      : undefined,
    cancelIdleCallback: vi.fn(),
    setTimeout: vi.fn((_callback: () => void, _ms: number) => 9),
    clearTimeout: vi.fn(),
  };
}

describe('whenIdle', () => {
  it('waits for an idle moment, at the latest the timeout, and can be cancelled', () => {
    const view = fakeWindow(true);
    const task = vi.fn();
    const cancel = whenIdle(view, task, 1200);
    expect(view.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1200 });
    expect(view.setTimeout).not.toHaveBeenCalled();
    cancel();
    expect(view.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const view = fakeWindow(false);
    const task = vi.fn();
    const cancel = whenIdle(view, task);
    expect(view.setTimeout).toHaveBeenCalledWith(task, 3000);
    cancel();
    expect(view.clearTimeout).toHaveBeenCalledWith(9);
  });
});
