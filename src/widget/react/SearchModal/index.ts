// The public `SearchModal` is the lazy one: `./SearchModal` (the view) is reached only through
// `import()` in `./loadSearchModal`, so nothing here may import it statically.
export { SearchModal } from './LazySearchModal';
export { SEARCH_MODAL_TRANSITION_MS } from '../../core/searchModal';
export type { SearchModalOptions, SearchModalProps, SuggestionRenderer } from './types';
export type { PanelAnchor } from '../../core/searchModal';
export { INSTANT_RESULTS_DEBOUNCE_MS, INSTANT_SEARCH_PING_DELAY_MS } from './useInstantSearch';
export type { InstantSearchPing } from './useInstantSearch';
