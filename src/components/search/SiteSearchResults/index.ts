// The looks of site search hits, shared by the overlay (as listbox options) and the search page (as
// links). Internal to the search folder; only the overlay and the page are public.
export { SITE_SEARCH_GROUP_TITLE_KEYS as GROUP_TITLE_KEYS } from '../../../shop/siteSearchDisplay';
export { SiteSearchHitRow } from './SiteSearchHitRow';
export { SiteSearchPageGroup } from './SiteSearchPageGroup';
export type { SiteSearchPageGroupProps } from './SiteSearchPageGroup';
export { SiteSearchCardsSkeleton, SiteSearchRowsSkeleton } from './SiteSearchSkeletons';
