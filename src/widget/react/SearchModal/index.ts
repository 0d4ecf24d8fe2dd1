export { SEARCH_MODAL_TRANSITION_MS, SearchModal } from './SearchModal';
export type { SearchModalOptions, SearchModalProps, SuggestionRenderer } from './SearchModal';
export type { PanelAnchor } from '../../core/searchModal';
export { INSTANT_RESULTS_DEBOUNCE_MS, INSTANT_SEARCH_PING_DELAY_MS } from './useInstantSearch';
export type { InstantSearchPing } from './useInstantSearch';
