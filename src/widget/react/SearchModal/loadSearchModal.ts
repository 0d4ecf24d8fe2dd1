/**
 * The search modal's code, loaded with `import()`: by `SearchField` on the shopper's first intent
 * (focus, pointer over or down, a key on the field) or when the browser is idle after it mounted,
 * and by the public `SearchModal` when it opens. A page that shows only the field does not pay for
 * the modal (react-aria's overlay, downshift, the instant search) until it is wanted. This module
 * is the only one that reaches `./SearchModal` (with `import()`), so the modal stays a chunk of its
 * own in the library's build and in a shop's. One load per page; a failed load is tried again.
 */
import { loadWidgetClientCalls } from '../../core/client';
import type { SearchModal } from './SearchModal';

/** The modal's component, as the loaded module exports it. */
export type SearchModalComponent = typeof SearchModal;

let loading: Promise<SearchModalComponent> | undefined;
let loaded: SearchModalComponent | undefined;

/** Loads the modal's module (once) and resolves to its component. */
export function loadSearchModal(): Promise<SearchModalComponent> {
  // The client's calls come beside the modal, so the first suggestions do not wait for them. Their
  // failure is the first call's to report (it answers as a failed request).
  if (!loading) loadWidgetClientCalls().catch(() => undefined);
  loading ??= import('./SearchModal').then(
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
