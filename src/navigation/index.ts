export {
  createBrowserNavigation,
  createMemoryNavigation,
  isModifiedClick,
  shouldNavigateClientSide,
} from './navigation';
export type { ClickLike, NavigateOptions, NavigationAdapter, NavigationLocation } from './navigation';
