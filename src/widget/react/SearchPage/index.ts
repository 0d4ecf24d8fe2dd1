export { SearchPage } from './SearchPage';
export type { SearchPageProps } from './SearchPage';
