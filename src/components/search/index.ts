// The shop's own site search (the widget's search lives in @glimt/ui/widget).
// --- site search overlay and search page ---
export { SiteSearchOverlay } from './SiteSearchOverlay';
export type { SiteSearchOverlayProps } from './SiteSearchOverlay';
export { SiteSearchPage } from './SiteSearchPage';
export { useSiteSearch } from './useSiteSearch';
export type { SiteSearchState, SiteSearchStatus, UseSiteSearchOptions } from './useSiteSearch';
