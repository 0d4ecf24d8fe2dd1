/**
 * The search modal's code, loaded with `import()` on the shopper's first intent (focus, pointer
 * over or down, a key on the field) or when the browser is idle after the field mounted: a page
 * that shows only the field does not pay for the modal (react-aria's overlay, downshift, the
 * instant search) until it is wanted. One load per page; a failed load is tried again next time.
 */
import type { SearchModal } from '../SearchModal/SearchModal';

/** The modal's component, as the loaded module exports it. */
export type SearchModalComponent = typeof SearchModal;

let loading: Promise<SearchModalComponent> | undefined;
let loaded: SearchModalComponent | undefined;

/** Loads the modal's module (once) and resolves to its component. */
export function loadSearchModal(): Promise<SearchModalComponent> {
  loading ??= import('../SearchModal/SearchModal').then(
    (module) => (loaded = module.SearchModal),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The modal's component if its module has loaded, else `undefined`. */
export function loadedSearchModal(): SearchModalComponent | undefined {
  return loaded;
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Longest wait for an idle moment before the prefetch starts anyway. */
const IDLE_TIMEOUT_MS = 4000;
/** Where the browser has no idle callback: after this delay. */
const FALLBACK_DELAY_MS = 1500;

/**
 * Runs `task` when the browser is idle (`requestIdleCallback`, or a timer where there is none) and
 * returns the cancel. Call it from an effect only: it touches `window`.
 */
export function whenIdle(task: () => void): () => void {
  const win = window as Window & IdleWindow;
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
