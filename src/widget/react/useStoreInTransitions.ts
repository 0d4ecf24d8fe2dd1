import { startTransition, useEffect, useState } from 'react';

/** A store of one value that says when it changes (a data source, the idle stand-in). */
export interface SnapshotStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}

/**
 * Reads a store like `useSyncExternalStore`, but renders its changes as transitions. An answer that
 * brings a listing's cards or a row of recommendations then renders in slices of a few milliseconds,
 * yielding to the browser between them, instead of in one task that blocks a phone's main thread
 * (`useSyncExternalStore` always renders synchronously). A tap or a key while it renders is handled
 * first. A different store is read at once, in the same render.
 */
export function useStoreInTransitions<T>(store: SnapshotStore<T>): T {
  const [read, setRead] = useState(() => ({ store, snapshot: store.getSnapshot() }));
  const current = read.store === store ? read : { store, snapshot: store.getSnapshot() };
  if (current !== read) setRead(current);

  useEffect(() => {
    const update = () =>
      startTransition(() => {
        const snapshot = store.getSnapshot();
        setRead((previous) =>
          previous.store === store && previous.snapshot === snapshot ? previous : { store, snapshot },
        );
      });
    // A change between the render and this subscription is not missed.
    update();
    return store.subscribe(update);
  }, [store]);

  return current.snapshot;
}
