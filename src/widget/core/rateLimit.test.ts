import { describe, expect, it } from 'vitest';
import { SURFACE_REINSERTION_LIMIT, createRateLimiter } from './rateLimit';

describe('re-insertion limits', () => {
  it('are 10 per second for surfaces (spec, section 9)', () => {
    expect(SURFACE_REINSERTION_LIMIT).toEqual({ max: 10, windowMs: 1000 });
  });

  it('allows 10 within a second and refuses the 11th', () => {
    const limiter = createRateLimiter(SURFACE_REINSERTION_LIMIT);
    const allowed = Array.from({ length: 15 }, (_, index) => limiter.tryAcquire(index * 10));
    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(allowed.slice(10)).toEqual([false, false, false, false, false]);
  });

  it('frees a slot once the first action is a second old (a sliding window)', () => {
    const limiter = createRateLimiter({ max: 10, windowMs: 1000 });
    for (let index = 0; index < 10; index += 1) expect(limiter.tryAcquire(100 + index)).toBe(true);
    expect(limiter.tryAcquire(1099)).toBe(false);
    expect(limiter.tryAcquire(1100)).toBe(true);
    expect(limiter.tryAcquire(1100)).toBe(false);
  });

  it('keeps a host that removes the surface in a loop to 10 per second over a long run', () => {
    const limiter = createRateLimiter(SURFACE_REINSERTION_LIMIT);
    let count = 0;
    for (let now = 0; now < 5000; now += 1) if (limiter.tryAcquire(now)) count += 1;
    expect(count).toBe(50);
  });

  it('does not count refused actions, and reset forgets', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 });
    expect(limiter.tryAcquire(0)).toBe(true);
    expect(limiter.tryAcquire(500)).toBe(false);
    expect(limiter.tryAcquire(1000)).toBe(true);
    limiter.reset();
    expect(limiter.tryAcquire(1001)).toBe(true);
  });

  it('survives a clock that goes back, and refuses everything with max 0', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect(limiter.tryAcquire(5000)).toBe(true);
    expect(limiter.tryAcquire(5001)).toBe(true);
    expect(limiter.tryAcquire(10)).toBe(true);
    expect(createRateLimiter({ max: 0, windowMs: 1000 }).tryAcquire(0)).toBe(false);
  });
});
