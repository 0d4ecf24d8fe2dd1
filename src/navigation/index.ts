export {
  createBrowserNavigation,
  createMemoryNavigation,
  isModifiedClick,
  shouldNavigateClientSide,
} from './navigation';
export type {
  ClickLike,
  LeaveGuard,
  LinkPrefetchReason,
  MemoryNavigation,
  NavigateOptions,
  NavigationAdapter,
  NavigationLocation,
} from './navigation';
export { NavigationProvider, useLocation, useNavigation } from './context';
export type { NavigationProviderProps } from './context';
