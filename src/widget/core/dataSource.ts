/**
 * A data source: one piece of server state (the instant results of what is typed, the listing of
 * a category) that is asked for again and again with new requests. Only the answer to the newest
 * request is ever kept, so a slow answer to an older query never replaces a newer one, and the
 * older request is aborted. The snapshot fits React's `useSyncExternalStore`.
 */

/** Loading state of a data source (widget spec, section 3). */
export type LoadingState = 'unresolved' | 'pending' | 'ready' | 'refreshing' | 'errored';

/** What a data source holds now; a new object on every change. */
export interface DataSourceSnapshot<TRequest, TData> {
  /** `unresolved` before the first request; `refreshing` while a new request replaces data. */
  state: LoadingState;
  /** The newest request. */
  request?: TRequest;
  /** The newest answer (kept while refreshing and after an error). */
  data?: TData;
  /** Why the newest request failed. */
  error?: unknown;
}

/** A data source. */
export interface DataSource<TRequest, TData> {
  /** Asks for `request`; resolves when its answer (or failure) is in, or it was superseded. */
  load(request: TRequest): Promise<void>;
  getSnapshot(): DataSourceSnapshot<TRequest, TData>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Aborts the request on its way and ignores every later answer. */
  dispose(): void;
}

/**
 * Creates a data source over `fetcher`, which gets a signal that aborts when a newer request
 * supersedes it.
 */
export function createDataSource<TRequest, TData>(
  fetcher: (request: TRequest, signal: AbortSignal) => Promise<TData>,
): DataSource<TRequest, TData> {
  let snapshot: DataSourceSnapshot<TRequest, TData> = { state: 'unresolved' };
  let controller: AbortController | undefined;
  const listeners = new Set<() => void>();
  const set = (next: DataSourceSnapshot<TRequest, TData>) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    async load(request) {
      controller?.abort();
      const mine = (controller = new AbortController());
      const { data } = snapshot;
      set({ state: data === undefined ? 'pending' : 'refreshing', request, data });
      try {
        const answer = await fetcher(request, mine.signal);
        if (controller === mine) set({ state: 'ready', request, data: answer });
      } catch (error) {
        if (controller === mine) set({ state: 'errored', request, data, error });
      }
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      controller?.abort();
      controller = new AbortController();
      listeners.clear();
    },
  };
}
