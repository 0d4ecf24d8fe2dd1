// Public API of @glimt/ui/widget. It grows with the widget issue; today it carries the navigation
// rules the widget shares with the shop (modified clicks, cross-origin, the adapter interface).
export {
  createBrowserNavigation,
  createMemoryNavigation,
  isModifiedClick,
  shouldNavigateClientSide,
} from '../navigation';
export type { ClickLike, NavigateOptions, NavigationAdapter, NavigationLocation } from '../navigation';
