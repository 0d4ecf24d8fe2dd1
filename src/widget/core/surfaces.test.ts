import { describe, expect, it } from 'vitest';
import { hidesTarget, surfaceStatus, surfacesDecision } from './surfaces';

describe('surfaces', () => {
  it('restores the originals only when every surface failed or came back empty', () => {
    expect(surfacesDecision(['failed', 'empty', 'failed'])).toBe('restore');
    expect(surfacesDecision(['failed', 'pending'])).toBe('wait');
    expect(surfacesDecision(['failed', 'shown'])).toBe('keep');
    expect(surfacesDecision(['pending'])).toBe('wait');
    expect(surfacesDecision([])).toBe('keep');
  });

  it('hides the target only when it is replaced', () => {
    expect(hidesTarget('replace')).toBe(true);
    expect(hidesTarget('after')).toBe(false);
    expect(hidesTarget('before')).toBe(false);
  });

  it('reads a surface status from its recommendations', () => {
    expect(surfaceStatus({ loading: true, failed: false, count: 0 })).toBe('pending');
    expect(surfaceStatus({ loading: false, failed: true, count: 0 })).toBe('failed');
    expect(surfaceStatus({ loading: false, failed: false, count: 0 })).toBe('empty');
    expect(surfaceStatus({ loading: false, failed: false, count: 2 })).toBe('shown');
  });
});
