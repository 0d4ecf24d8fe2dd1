export { StorePage, StoreRedirect } from './StorePage';
export type { StorePageProps, StoreRedirectProps } from './StorePage';
