import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_KEY_PREFIX, readAttribution, saveAttribution } from './attribution';
import { createMemoryStorage } from './test-helpers';

describe('click attribution', () => {
  it('is kept per product under depict_attribution_{product_id}', () => {
    const storage = createMemoryStorage();
    saveAttribution(() => storage, '123', 'attr-1');
    saveAttribution(() => storage, '456', 'attr-2');
    expect(ATTRIBUTION_KEY_PREFIX).toBe('depict_attribution_');
    expect(storage.getItem('depict_attribution_123')).toBe('attr-1');
    expect(readAttribution(() => storage, '456')).toBe('attr-2');
    expect(readAttribution(() => storage, '789')).toBeUndefined();
  });

  it('survives storage that throws or is missing', () => {
    const broken = () => {
      throw new Error('blocked');
    };
    expect(() => saveAttribution(broken, '1', 'a')).not.toThrow();
    expect(readAttribution(broken, '1')).toBeUndefined();
    expect(readAttribution(() => undefined, '1')).toBeUndefined();
  });
});
