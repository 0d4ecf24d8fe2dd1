import { describe, expect, it } from 'vitest';
import { WIDGET_INSTANCE_COLLISION_MESSAGE, createInstanceRegistry } from './instances';

describe('createInstanceRegistry', () => {
  it("throws the spec's message, with this library's names, for a second instance with the same key", () => {
    const registry = createInstanceRegistry();
    registry.register('search', '');
    expect(() => registry.register('search', '')).toThrow(WIDGET_INSTANCE_COLLISION_MESSAGE);
    expect(WIDGET_INSTANCE_COLLISION_MESSAGE).toBe(
      'You can only have one instance of CategoryPage/SearchPage (or SearchModal/SearchField) with the same instanceKey',
    );
  });

  it('allows other keys, and the other kind with the same key', () => {
    const registry = createInstanceRegistry();
    registry.register('search', '');
    registry.register('search', 'header');
    registry.register('category', '');
    registry.register('category', 'header');
    expect(() => registry.register('category', 'header')).toThrow(WIDGET_INSTANCE_COLLISION_MESSAGE);
    expect(registry.has('search', 'header')).toBe(true);
    expect(registry.has('search', 'other')).toBe(false);
  });

  it('frees the key on unregister; unregistering twice does not free a newer instance', () => {
    const registry = createInstanceRegistry();
    const first = registry.register('category', 'k');
    first();
    expect(registry.has('category', 'k')).toBe(false);
    registry.register('category', 'k');
    first();
    expect(registry.has('category', 'k')).toBe(true);
    expect(() => registry.register('category', 'k')).toThrow(WIDGET_INSTANCE_COLLISION_MESSAGE);
  });
});
