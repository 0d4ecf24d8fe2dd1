export { StoreFinder } from './StoreFinder';
export type { StoreFinderProps } from './StoreFinder';
export { STORE_LIST_LIMIT } from './useStoreFinder';
