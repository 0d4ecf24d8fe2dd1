/**
 * One instance per instance key (widget spec, section 5): the widget keeps its state in URL
 * parameters named after an instance key, so two search instances (or two category instances)
 * with the same key would read and write the same parameters. A second one throws.
 *
 * A search instance is whatever owns one search state in the URL: a `SearchPage`, or the
 * `SearchField` and `SearchModal` of one header search (registered once, by the one of them that
 * owns the state). A category instance is a `CategoryPage`. Search and category instances do not
 * collide with each other: their kinds are counted apart.
 */

/** The kinds of widget instance. */
export type WidgetInstanceKind = 'search' | 'category';

/** The message of a second instance with a key already in use (the spec's, with this library's names). */
export const WIDGET_INSTANCE_COLLISION_MESSAGE =
  'You can only have one instance of CategoryPage/SearchPage (or SearchModal/SearchField) with the same instanceKey';

/** The instances mounted under one provider. */
export interface WidgetInstanceRegistry {
  /**
   * Registers an instance; returns the function that unregisters it (calling it twice is harmless).
   * @throws Error with {@link WIDGET_INSTANCE_COLLISION_MESSAGE} when the kind and key are in use
   */
  register(kind: WidgetInstanceKind, instanceKey: string): () => void;
  /** Whether an instance of `kind` with `instanceKey` is registered. */
  has(kind: WidgetInstanceKind, instanceKey: string): boolean;
}

/** Creates an empty registry. */
export function createInstanceRegistry(): WidgetInstanceRegistry {
  const used = new Set<string>();
  const id = (kind: WidgetInstanceKind, instanceKey: string) => `${kind}\u0000${instanceKey}`;
  return {
    register(kind, instanceKey) {
      const key = id(kind, instanceKey);
      if (used.has(key)) throw new Error(WIDGET_INSTANCE_COLLISION_MESSAGE);
      used.add(key);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        used.delete(key);
      };
    },
    has: (kind, instanceKey) => used.has(id(kind, instanceKey)),
  };
}
