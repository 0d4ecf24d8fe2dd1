import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment, randomId } from './env';

afterEach(() => vi.unstubAllGlobals());

describe('createEnvironment', () => {
  it('reads browser globals when used, not when created', () => {
    const env = createEnvironment();
    const first = vi.fn();
    vi.stubGlobal('WebSocket', first);
    expect(env.WebSocket).toBe(first);
    const second = vi.fn();
    vi.stubGlobal('WebSocket', second);
    expect(env.WebSocket).toBe(second);
    expect(env.window).toBe(window);
    expect(env.storage()).toBe(window.localStorage);
    expect(env.logger).toBe(console);
  });

  it('keeps what it was given, also an explicit undefined', () => {
    const now = () => 5;
    const env = createEnvironment({ WebSocket: undefined, now });
    expect(env.WebSocket).toBeUndefined();
    expect(env.now()).toBe(5);
  });

  it('reads the cookie through the document, and a beacon through navigator', () => {
    const env = createEnvironment();
    env.cookie?.set('glimt_env_test=1; path=/');
    expect(env.cookie?.get()).toContain('glimt_env_test=1');
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    expect(env.sendBeacon?.('https://x.test/create-events', '[]')).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('https://x.test/create-events', '[]');
    vi.stubGlobal('navigator', {});
    expect(env.sendBeacon).toBeFalsy();
  });
});

describe('randomId', () => {
  it('is shaped like a UUID v4 and follows the random source', () => {
    expect(randomId(() => 0)).toBe('00000000-0000-4000-8000-000000000000');
    expect(randomId(() => 0.99)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
