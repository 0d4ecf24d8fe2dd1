// Public API of @glimt/ui. Named exports only; every addition shows up in the export snapshot test.

// Provider, navigation and consent
export {
  GlimtProvider,
  useConsent,
  useGlimt,
  useLocation,
  useNavigation,
  useTranslate,
} from './shop/GlimtProvider';
export type { GlimtContextValue, GlimtProviderProps, ShopApiConfig } from './shop/GlimtProvider';
export {
  createBrowserNavigation,
  createMemoryNavigation,
  isModifiedClick,
  shouldNavigateClientSide,
} from './navigation';
export type { ClickLike, NavigateOptions, NavigationAdapter, NavigationLocation } from './navigation';

// Theme
export {
  GlobalStyle,
  Wordmark,
  breakpoints,
  colors,
  createTheme,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  glimtTheme,
  lineHeights,
  media,
  radii,
  shadows,
  space,
  zIndices,
} from './theme';
export type { GlimtTheme, GlimtThemeOverrides, WordmarkProps } from './theme';

// Texts and formatting
export { createTranslator, nb } from './i18n';
export type { MessageKey, Messages, Translate } from './i18n';
export { formatPrice } from './shop/format';

// Primitives
export * from './components/primitives';

// Shop data layer: enumerations, contract schemas, adapters
export * from './shop';

// Shop session: client, user, cart, cart drawer state, notifications
export * from './components/session';

// Shop components
export * from './components/product';
export * from './components/cart';
export * from './components/shell';
export * from './components/search';

// React bindings of the framework-free tracker (@glimt/ui/tracking stays React-free)
export { useProductPageView, useTrackedVisibility, useTracker } from './tracking/react';
