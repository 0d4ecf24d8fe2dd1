// The shop shell.
// --- header, store banner, slide-in menu, mobile bar, footer ---
export { Header, HEADER_BAR_HEIGHT, HEADER_FOLD_ROW_HEIGHT, MAIN_CONTENT_ID } from './Header';
export type { HeaderProps } from './Header';
export {
  CART_BADGE_MAX,
  SCROLL_FOLD_THRESHOLD,
  cartBadgeText,
  headerSearchQuery,
  isBookExamPath,
  isCurrentPath,
  nextScrollFold,
  showsBookExamButton,
  showsCartToggle,
} from '../../shop/header';
export type { ScrollFoldState } from '../../shop/header';
export { useScrollFold } from './Header';
export type { ScrollFoldOptions } from './Header';
export { StoreBanner } from './StoreBanner';
export type { StoreBannerProps } from './StoreBanner';
export { SlideMenu } from './SlideMenu';
export type { SlideMenuProps } from './SlideMenu';
export { createShopMenu } from '../../shop/menu';
export type { MenuGroup, MenuLabel, MenuLink, MenuSection, MenuSectionId } from '../../shop/menu';
export { MOBILE_BAR_HEIGHT, MobileBar } from './MobileBar';
export type { MobileBarProps } from './MobileBar';
export { MobileBarAction } from './mobileBarSlot';
export type { MobileBarActionProps } from './mobileBarSlot';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { createFooterSections } from '../../shop/footer';
export type { FooterLink, FooterSection, FooterSectionOptions } from '../../shop/footer';
export { PaymentIcons } from './PaymentIcons';
export type { PaymentIconsProps } from './PaymentIcons';
export { PAYMENT_ICON_NAMES, paymentIconsFor } from '../../shop/paymentMarks';
export type { PaymentIconId } from '../../shop/paymentMarks';
export { ShopLayout } from './ShopLayout';
export type { ShopLayoutProps } from './ShopLayout';
// --- layout, route progress, not found, unsupported browser ---
export { RouteProgress, useRouteProgress } from './RouteProgress';
export type { RouteProgressProps } from './RouteProgress';
export {
  IDLE_ROUTE_PROGRESS,
  ROUTE_PROGRESS_TIMING,
  createRouteProgress,
  nextTrickleValue,
} from '../../shop/routeProgress';
export type {
  RouteProgressController,
  RouteProgressPhase,
  RouteProgressState,
  RouteProgressTiming,
} from '../../shop/routeProgress';
export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
export { UnsupportedBrowserNotice } from './UnsupportedBrowser';
export type { UnsupportedBrowserNoticeProps } from './UnsupportedBrowser';
export {
  REQUIRED_BROWSER_FEATURES,
  isBrowserSupported,
  missingBrowserFeatures,
} from '../../shop/browserSupport';
export type { BrowserEnv, BrowserFeature } from '../../shop/browserSupport';
