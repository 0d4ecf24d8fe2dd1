export {
  breakpoints,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  media,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';
export { glimtTheme, createTheme } from './theme';
export type { GlimtTheme, GlimtThemeOverrides } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Wordmark } from './Wordmark';
export type { WordmarkProps } from './Wordmark';
export { GlimtThemeFallback, isGlimtTheme, useGlimtTheme, withGlimtTheme } from './fallback';
