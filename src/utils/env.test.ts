import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEnvironmentDefaults, resolveEnvironment } from './env';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('resolveEnvironment', () => {
  it('keeps what it was given (an explicit undefined too) and reads the rest when used', () => {
    const env = resolveEnvironment(browserEnvironmentDefaults, { random: () => 0.25, cookie: undefined });
    expect(env.random()).toBe(0.25);
    expect(env.cookie).toBeUndefined();
    const storage = { getItem: () => 'x', setItem: () => undefined, removeItem: () => undefined };
    vi.stubGlobal('localStorage', storage);
    expect(env.storage()).toBe(storage);
  });

  it('uses fake timers installed after it was created', () => {
    const env = resolveEnvironment(browserEnvironmentDefaults);
    vi.useFakeTimers({ now: 1000 });
    const fired = vi.fn();
    env.setTimeout(fired, 50);
    vi.advanceTimersByTime(50);
    expect(fired).toHaveBeenCalledOnce();
    expect(env.now()).toBe(1050);
  });
});
