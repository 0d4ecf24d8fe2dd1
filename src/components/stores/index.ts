export { StoreFinder, STORE_LIST_LIMIT } from './StoreFinder';
export type { StoreFinderProps } from './StoreFinder';
export { StorePage, StoreRedirect } from './StorePage';
export type { StorePageProps, StoreRedirectProps } from './StorePage';
export { OpenStatus } from './OpenStatus';
export type { OpenStatusProps } from './OpenStatus';
export { StoreMap } from './StoreMap';
export type { StoreMapProps } from './StoreMap';
